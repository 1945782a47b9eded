import {
  BOX_SOURCE,
  BOX_STATUS,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  WORK_ORDER_SOURCE,
  ZBoxList,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { box } from '../boxes/boxes.tables.ts';
import { suborder, workOrder } from '../work-orders/work-orders.tables.ts';
import { createPackedProduct } from './packaging.fixtures.ts';

// Box/GenerateBarCode (spec 02 §7; issue 15 Packaging): a packaging job's boxes are full cartons of its work order's
// product, marked with the job, refused for a job that is over; who may label them.

let t: TTestApp;
let admin: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  productId = await createPackedProduct(t, admin);
});
afterAll(() => t?.close());

/** A packaging job (the last step of an approved work order) in `status`. */
async function packagingJob(status: number = SUBORDER_STATUS.InProcess, source: number = WORK_ORDER_SOURCE.SalesOrder) {
  const [order] = await t.db
    .insert(workOrder)
    .values({
      workOrderNo: uniqueName('WO'),
      productId,
      quantity: '5000',
      orderTypeId: 1,
      workOrderSourceId: source,
      workOrderStatusId: 1,
    })
    .returning({ workOrderId: workOrder.workOrderId });
  const [job] = await t.db
    .insert(suborder)
    .values({
      workOrderId: order.workOrderId,
      actionId: 4,
      sequenceNo: 1,
      suborderStatusId: status,
      orginalQuantity: '5000',
    })
    .returning({ suborderId: suborder.suborderId });
  return job.suborderId;
}

const generate = (token: string, query: string) =>
  t.api(token).post(`/api/Box/GenerateBarCode?${query}`, undefined, ZBoxList);
const refuse = (token: string, query: string) =>
  t.api(token).post(`/api/Box/GenerateBarCode?${query}`, undefined, REFUSED);

describe('POST Box/GenerateBarCode', () => {
  it('labels count full cartons of the job’s product, in stock, on no pallet, marked with the job', async () => {
    const suborderId = await packagingJob();
    const res = await generate(admin, `suborderId=${suborderId}&count=3`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const boxes = res.body.data;
    expect(boxes).toHaveLength(3);
    for (const b of boxes) {
      expect(b).toMatchObject({ productId, quantity: 1000, status: BOX_STATUS.InStock, source: BOX_SOURCE.SalesOrder });
    }
    expect(new Set(boxes.map((b) => b.barCode)).size).toBe(3);
    const stored = await t.db
      .select({ suborderId: box.suborderId })
      .from(box)
      .where(
        inArray(
          box.boxId,
          boxes.map((b) => b.boxId),
        ),
      );
    expect(stored.map((row) => row.suborderId)).toEqual([suborderId, suborderId, suborderId]);
  });

  it('takes the box source from the work order (a manual order’s boxes are Manually Order)', async () => {
    const suborderId = await packagingJob(SUBORDER_STATUS.InProcess, WORK_ORDER_SOURCE.Manual);
    const res = await generate(admin, `suborderId=${suborderId}&count=1`);
    expect(res.status).toBe(200);
    expect(res.body.data[0].source).toBe(BOX_SOURCE.ManuallyOrder);
  });

  it('refuses a job that is complete or cancelled, and labels nothing', async () => {
    for (const status of [SUBORDER_STATUS.Complete, SUBORDER_STATUS.Cancelled]) {
      const suborderId = await packagingJob(status);
      const res = await refuse(admin, `suborderId=${suborderId}&count=2`);
      expect(res.status).toBe(400);
      expect(res.body.message.message).toBe(SUBORDER_MESSAGES.closed);
      const [job] = await t.db.select().from(suborder).where(eq(suborder.suborderId, suborderId));
      expect(job?.suborderStatusId).toBe(status);
    }
  });

  it('answers 404 for an unknown job and 400 naming the field for a count outside 1–500', async () => {
    const missing = await refuse(admin, 'suborderId=999999&count=1');
    expect(missing.status).toBe(404);
    expect(missing.body.message.message).toBe(SUBORDER_MESSAGES.notFound(999999));
    const suborderId = await packagingJob();
    for (const [count, message] of [
      ['0', 'Count must be above 0'],
      ['501', 'Count must be at most 500'],
      ['2.5', 'Count must be a whole number'],
    ]) {
      const res = await refuse(admin, `suborderId=${suborderId}&count=${count}`);
      expect(res.status, count).toBe(400);
      expect(JSON.stringify(res.body), count).toContain(message);
    }
  });

  it('is refused (403) to staff without the Packaging or Suborder page', async () => {
    const suborderId = await packagingJob();
    const clerk = await t.createStaff({ pages: ['/city-management'] });
    expect((await refuse(clerk.token, `suborderId=${suborderId}&count=1`)).status).toBe(403);
    const packer = await t.createStaff({ pages: ['/packaging'] });
    expect((await generate(packer.token, `suborderId=${suborderId}&count=1`)).status).toBe(200);
  });
});
