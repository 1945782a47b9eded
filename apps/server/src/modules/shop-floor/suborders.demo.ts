import {
  BOX_SOURCE,
  BOX_SOURCE_OF_WORK_ORDER,
  PALLET_TYPE,
  SUBORDER_STATUS,
  WORK_ORDER_ACTION,
  WORK_ORDER_STATUS,
  ZONE_TYPE,
} from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { labelNewBoxes } from '../boxes/boxes.service.ts';
import { productPackQuantities } from '../sales-orders/sales-order-read.ts';
import { createPallets, placePalletsInTempZones } from '../warehouse-layout/warehouse-layout.service.ts';
import { completeLockedSuborder, lockSuborder, moveLockedSuborder } from '../work-orders/suborder-steps.service.ts';
import { createSuborders } from '../work-orders/work-orders.service.ts';
import { suborder, workOrder } from '../work-orders/work-orders.tables.ts';
import { operatorOf } from './working-arrangement.service.ts';

// Demo suborders in the states the Suborder, Packaging and dashboard screens show (spec 02 §4), driven through the
// suborder actions as the operators arranged today would: of the approved demo work orders the first waits (Awaiting,
// Not ready), the second is taken and paused, the third runs through to its packaging step (first step Complete, the
// next Partly complete, packaging In process with labelled boxes, two on a pallet in the Packaging Area). The
// completed order's steps are Complete (work order demo); the cancelled order's steps are Cancelled. Pending (-1) is a
// state the spec names but nothing moves a suborder into.

async function stepsOf(tx: Transaction, workOrderId: number) {
  return tx.select().from(suborder).where(eq(suborder.workOrderId, workOrderId)).orderBy(asc(suborder.sequenceNo));
}

/** The operator arranged on the step's machine today (the log names them), else nobody. */
async function operatorFor(tx: Transaction, machineId: number | null): Promise<number | null> {
  return machineId === null ? null : operatorOf(tx, machineId, new Date());
}

export async function seedSuborderDemo(tx: Transaction, random: TRandom): Promise<void> {
  const approved = await tx
    .select()
    .from(workOrder)
    .where(eq(workOrder.workOrderStatusId, WORK_ORDER_STATUS.Approved))
    .orderBy(asc(workOrder.workOrderId));
  // The first approved order waits as approved (Awaiting, then Not ready); the second is taken and paused.
  const [, paused, flowing] = approved;
  if (paused) {
    const [first] = await stepsOf(tx, paused.workOrderId);
    if (first?.suborderStatusId === SUBORDER_STATUS.Awaiting) {
      const operator = await operatorFor(tx, first.machineId);
      await moveLockedSuborder(tx, await lockSuborder(tx, first.suborderId), 'take', operator);
      await moveLockedSuborder(tx, await lockSuborder(tx, first.suborderId), 'pause', operator, 'Waiting for ink');
    }
  }

  // The third order runs on: its first step fully complete, the next partly, up to the packaging step, in process.
  if (flowing) {
    const quantity = Number(flowing.quantity);
    for (const step of await stepsOf(tx, flowing.workOrderId)) {
      const row = await lockSuborder(tx, step.suborderId);
      const operator = await operatorFor(tx, row.machineId);
      if (row.actionId === WORK_ORDER_ACTION.Packaging) {
        if (row.suborderStatusId === SUBORDER_STATUS.Awaiting) await moveLockedSuborder(tx, row, 'take', operator);
        await labelPackagingJob(tx, row.suborderId, flowing.productId, flowing.workOrderSourceId, operator);
        break;
      }
      if (row.suborderStatusId === SUBORDER_STATUS.Awaiting) await moveLockedSuborder(tx, row, 'take', operator);
      const made = row.sequenceNo === 1 ? quantity : quantity - random.int(1, 4) * 100;
      const partly = row.sequenceNo > 1;
      await completeLockedSuborder(
        tx,
        await lockSuborder(tx, row.suborderId),
        partly ? 'partlyComplete' : 'finish',
        { quantity: made, comment: partly ? 'The rest after the next reel' : null },
        operator,
      );
    }
  }

  // The cancelled order's steps, as a cancellation leaves them.
  const cancelled = await tx
    .select()
    .from(workOrder)
    .where(eq(workOrder.workOrderStatusId, WORK_ORDER_STATUS.Cancelled))
    .orderBy(asc(workOrder.workOrderId));
  for (const order of cancelled) {
    if ((await stepsOf(tx, order.workOrderId)).length === 0) await createSuborders(tx, order, order.createdBy);
    await tx
      .update(suborder)
      .set({ suborderStatusId: SUBORDER_STATUS.Cancelled })
      .where(eq(suborder.workOrderId, order.workOrderId));
  }
}

/** Cartons for the packaging job: the first two on a packaging pallet in the Packaging Area, the rest waiting. */
async function labelPackagingJob(
  tx: Transaction,
  suborderId: number,
  productId: number,
  workOrderSourceId: number,
  createdBy: number | null,
): Promise<void> {
  const packQuantity = (await productPackQuantities(tx, [productId])).get(productId);
  if (!packQuantity) return;
  const [pallet] = await createPallets(tx, { count: 1, plateTypeId: PALLET_TYPE.Temporary, packageFlag: 1, createdBy });
  await placePalletsInTempZones(tx, [{ plateId: pallet.plateId, zoneTypeId: ZONE_TYPE.Packaging, createdBy }]);
  const source = BOX_SOURCE_OF_WORK_ORDER[workOrderSourceId] ?? BOX_SOURCE.ManuallyOrder;
  const common = { productId, quantityPerBox: packQuantity, source, suborderId, createdBy };
  await labelNewBoxes(tx, { ...common, count: 2, plateId: pallet.plateId });
  await labelNewBoxes(tx, { ...common, count: 3 });
}
