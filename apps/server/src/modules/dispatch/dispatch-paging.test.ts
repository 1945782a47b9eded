import {
  DISPATCH_SORT_FIELDS,
  DISPATCH_STATUS,
  packingSlipNoOf,
  type TDispatchSortField,
  ZDispatch,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder, itAnswersTheWholeListAsItsPages, readThreePagesOfFive } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { someCustomers } from '../customers/customers.fixtures.ts';
import { customer } from '../customers/customers.tables.ts';
import { courier, plateType } from '../lookups/lookups.tables.ts';
import { insertOrder } from '../sales-orders/sales-order.fixtures.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { createApprovedOrder, createCourier, quotedCustomer, readLines, stockBoxes } from './dispatch.fixtures.ts';
import { dispatching, dispatchingDetail } from './dispatch.tables.ts';

// Dispatching/GetAllDispatching on the list contract (issue 13 §2): the Dispatch and Delivered lists page, sort, search
// and filter (range, statuses) in SQL; the ?orderId form (with the picked boxes) and the whole list without page stay.

let t: TTestApp;
let admin: string;
let courierName: string;
/** The twelve dispatches of this file, created in 2019 (a year no other dispatch of the database has). */
let rows: (typeof dispatching.$inferSelect)[];
/** Each dispatch's pieces (the sum of its picked boxes). */
const pieces = new Map<number, number>();
const orders = new Map<number, { orderNo: string; company: string }>();

const MARK = 'DSPPAGING';
const YEAR = 'start=2019/01/01&end=2019/12/31';
const day = (d: number, h = 0) => new Date(Date.UTC(2019, 2, d, h, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const cafe = await quotedCustomer(t, admin, 1);
  const order = await createApprovedOrder(t, admin, cafe, [5]);
  const [line] = await readLines(t, order.orderId);
  const [boxId] = await stockBoxes(t, cafe.products[0].productId, 1000);
  const courierId = await createCourier(t);
  // A fixed name: a random suffix could hold 'a2' and make the courier's dispatch match the customer search below.
  courierName = 'Northbound Freight';
  await t.db.update(courier).set({ courierName }).where(eq(courier.courierId, courierId));
  const others = await someCustomers(
    t.db,
    ['A2', 'C0'].map((suffix, i) => ({ company: `${MARK} ${suffix}`, customerCode: `DPC${i + 1}` })),
  );
  await t.db
    .update(customer)
    .set({ company: `${MARK} B1`, customerCode: 'DPC0' })
    .where(eq(customer.customerId, cafe.customerId));
  const orderIds = [
    order.orderId,
    await insertOrder(t.db, others[0]?.customerId ?? 0, { custOrderNo: `CUST-${MARK}` }),
    await insertOrder(t.db, others[1]?.customerId ?? 0),
    await insertOrder(t.db, others[0]?.customerId ?? 0),
  ];
  for (const orderId of orderIds) {
    const [row] = await t.db
      .select({ orderNo: salesOrder.orderNo, company: customer.company })
      .from(salesOrder)
      .innerJoin(customer, eq(customer.customerId, salesOrder.customerId))
      .where(eq(salesOrder.orderId, orderId));
    orders.set(orderId, row ?? { orderNo: '', company: '' });
  }
  const statuses = [DISPATCH_STATUS.Picking, DISPATCH_STATUS.Dispatch, DISPATCH_STATUS.Delivered];
  // Who packed some of them, their pallets and photos: the nested values of the list rows.
  const packer = await t.createStaff({ firstName: 'Pania', lastName: 'Packer' });
  const [pallet] = await t.db
    .insert(plateType)
    .values({ plateTypeName: `${MARK} "CHEP" pallet, Tūī` })
    .returning();
  const photos = JSON.stringify([{ name: 'dock "1" at Ōtaki.jpg', url: '/uploads/dock-1.jpg' }]);
  rows = [];
  for (let i = 0; i < 12; i++) {
    const status = statuses[i % 3] ?? DISPATCH_STATUS.Picking;
    const [created] = await t.db
      .insert(dispatching)
      .values({
        orderId: orderIds[i % 4] as number,
        packingSlipNo: '',
        status,
        createdAt: day(1 + ((i * 5) % 12), i % 2),
        deliveredAt: status === DISPATCH_STATUS.Delivered ? day(20 + ((i * 7) % 5)) : null,
        trackingNo: i === 9 ? 'odd_one%out' : i % 4 === 0 ? null : `TRK${String((i * 7) % 12).padStart(2, '0')}`,
        courierId: i === 4 ? courierId : null,
        employeeId: i % 3 === 1 ? packer.employeeId : null,
        palletType: i % 4 === 1 ? (pallet?.plateTypeId ?? null) : null,
        palletQuantity: i % 4 === 1 ? 2 : i === 6 ? 3 : null,
        imgs: i % 5 === 0 ? photos : undefined,
      })
      .returning();
    if (!created) throw new Error('no dispatch');
    const [row] = await t.db
      .update(dispatching)
      .set({ packingSlipNo: packingSlipNoOf(created.dispatchId) })
      .where(eq(dispatching.dispatchId, created.dispatchId))
      .returning();
    const quantity = ((i * 3) % 7) * 10;
    if (quantity > 0 && line && boxId) {
      await t.db.insert(dispatchingDetail).values({
        dispatchId: created.dispatchId,
        boxId,
        productId: cafe.products[0].productId,
        orderProductId: line.orderProductId,
        quantity,
      });
    }
    pieces.set(created.dispatchId, quantity);
    if (row) rows.push(row);
  }
});
afterAll(() => t?.close());

const get = (query: string) => t.api(admin).get(`/api/Dispatching/GetAllDispatching?${query}`, z.array(ZDispatch));
const refuse = (query: string) => t.api(admin).get(`/api/Dispatching/GetAllDispatching?${query}`, REFUSED);
const ids = (res: { body: { data: { dispatchId: number }[] } }): number[] => res.body.data.map((row) => row.dispatchId);
type TRow = (typeof rows)[number];

function sortValue(row: TRow, field: TDispatchSortField): string | number | null {
  switch (field) {
    case 'packingSlipNo':
      return row.dispatchId;
    case 'orderNo':
      return orders.get(row.orderId)?.orderNo ?? null;
    case 'company':
      return orders.get(row.orderId)?.company ?? null;
    case 'totalQuantity':
      return pieces.get(row.dispatchId) ?? 0;
    case 'createdAt':
      return row.createdAt.getTime();
    case 'deliveredAt':
      return row.deliveredAt?.getTime() ?? null;
    default:
      return row[field];
  }
}

/** The order the server promises: empty values first ascending (last descending), the id breaking ties. */
function expectedOrder(field: TDispatchSortField, order: 'ascend' | 'descend', of: TRow[] = rows): number[] {
  return idsInListOrder(
    of,
    (row) => sortValue(row, field),
    (row) => row.dispatchId,
    order,
  );
}
const withStatus = (...statuses: number[]) => rows.filter((r) => statuses.includes(r.status));

describe('Dispatching/GetAllDispatching pages', () => {
  itAnswersTheWholeListAsItsPages({ get, scope: YEAR }, DISPATCH_SORT_FIELDS, 12);

  it('answers page 1 and page 2 of a known set without overlap, with the total in meta', async () => {
    const [first, second, third] = await readThreePagesOfFive({ get, scope: YEAR, ids }, 12);
    // Default order: the newest packing slip first.
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('packingSlipNo', 'descend'));
  });

  it('uses the default page size of 100 when only page is given', async () => {
    expect((await get(`${YEAR}&page=1`)).body.meta).toEqual({ total: 12, page: 1, pageSize: 100 });
  });

  it.each(
    DISPATCH_SORT_FIELDS.flatMap((field) => [
      [field, 'ascend'],
      [field, 'descend'],
    ]) as [TDispatchSortField, 'ascend' | 'descend'][],
  )('sorts by %s (%s), the id breaking ties', async (field, order) => {
    const res = await get(`${YEAR}&page=1&pageSize=100&sortField=${field}&sortOrder=${order}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res)).toEqual(expectedOrder(field, order));
    const totals = res.body.data.map((row) => row.totalQuantity);
    expect(totals).toEqual(expectedOrder(field, order).map((id) => pieces.get(id)));
  });

  it('searches slip, tracking, order and customer, the courier and status by name; % and _ taken literally', async () => {
    const [sample] = rows;
    const bySlip = await get(`${YEAR}&page=1&search=${sample?.packingSlipNo}`);
    expect(ids(bySlip)).toContain(sample?.dispatchId);
    // The slip's digits may also be in an order number.
    for (const row of bySlip.body.data) expect(`${row.packingSlipNo} ${row.orderNo}`).toContain(sample?.packingSlipNo);
    const byTracking = await get(`${YEAR}&page=1&search=trk0`);
    expect(ids(byTracking).sort()).toEqual(
      rows
        .filter((r) => r.trackingNo?.startsWith('TRK0'))
        .map((r) => r.dispatchId)
        .sort(),
    );
    const byCustomer = await get(`${YEAR}&page=1&search=${encodeURIComponent(`${MARK} a2`)}`);
    expect(byCustomer.body.meta?.total).toBe(rows.filter((r) => orders.get(r.orderId)?.company.endsWith('A2')).length);
    expect(ids(await get(`${YEAR}&search=cust-${MARK}`)).sort()).toEqual(
      rows
        .filter((r) => r.orderId === [...orders.keys()][1])
        .map((r) => r.dispatchId)
        .sort(),
    );
    expect(ids(await get(`${YEAR}&search=${encodeURIComponent(courierName)}`))).toEqual([rows[4]?.dispatchId]);
    expect(ids(await get(`${YEAR}&search=picking`)).sort()).toEqual(
      withStatus(DISPATCH_STATUS.Picking)
        .map((r) => r.dispatchId)
        .sort(),
    );
    expect(ids(await get(`${YEAR}&search=${encodeURIComponent('one%out')}`))).toEqual([rows[9]?.dispatchId]);
    // As a pattern, t_k would match every tracking number.
    expect(ids(await get(`${YEAR}&search=t_k`))).toEqual([]);
  });

  it('filters by statuses (the Dispatch list, the Delivered list) and range in SQL, and pages the filtered list', async () => {
    const open = withStatus(DISPATCH_STATUS.Picking, DISPATCH_STATUS.Dispatch);
    const page = await get(`${YEAR}&status=3,1&page=2&pageSize=3`);
    expect(page.body.meta?.total).toBe(open.length);
    expect(ids(page)).toEqual(expectedOrder('packingSlipNo', 'descend', open).slice(3, 6));
    const delivered = withStatus(DISPATCH_STATUS.Delivered);
    const byDelivery = await get(`${YEAR}&status=2&page=1&sortField=deliveredAt&sortOrder=descend`);
    expect(ids(byDelivery)).toEqual(expectedOrder('deliveredAt', 'descend', delivered));
    // Created 2019-03-01 … 2019-03-03 (Auckland days: 13:00 and 14:00 there on the UTC day).
    const ranged = await get('start=2019/03/01&end=2019/03/03&page=1');
    const inRange = rows.filter((r) => r.createdAt >= day(1) && r.createdAt < day(4));
    expect(ids(ranged)).toEqual(expectedOrder('packingSlipNo', 'descend', inRange));
  });

  it('answers the whole list without page, as before; the ?orderId form with the picked boxes', async () => {
    const res = await get(YEAR);
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect(ids(res)).toEqual(expectedOrder('packingSlipNo', 'descend'));
    expect(res.body.data.every((row) => row.dispatchingDetails.length === 0)).toBe(true);
    const [orderId] = orders.keys();
    const ofOrder = await get(`orderId=${orderId}`);
    expect(ofOrder.body.meta).toBeUndefined();
    const mine = rows.filter((r) => r.orderId === orderId);
    expect(ids(ofOrder)).toEqual(expectedOrder('packingSlipNo', 'descend', mine));
    expect(ofOrder.body.data.map((row) => row.dispatchingDetails.length)).toEqual(
      expectedOrder('packingSlipNo', 'descend', mine).map((id) => ((pieces.get(id) ?? 0) > 0 ? 1 : 0)),
    );
  });

  it('refuses an unknown sortField (naming it) and a bad sortOrder', async () => {
    const unknown = await refuse('page=1&sortField=imgs');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"imgs"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=createdAt&sortOrder=up')).status).toBe(400);
  });
});
