import {
  PACKAGING_MESSAGES,
  PALLET_BOX_MESSAGES,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  type TBox,
  type TPackagingComplete,
  type TSuborder,
  WORK_ORDER_ACTION,
  ZONE_TYPE,
} from '@packline/domain';
import { BusinessError, ConflictError, databaseErrorCode } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { labelNewBoxes } from '../boxes/boxes.service.ts';
import { changePalletBoxesIn } from '../boxes/pallet-boxes.service.ts';
import { placePalletsInZoneIfNowhere } from '../pallets/temp-zones.service.ts';
import { productPackQuantities } from '../sales-orders/sales-order-read.ts';
import { operatorOfPass } from '../shop-floor/operator-pass.service.ts';
import { boxNotOfJob, getSuborder } from '../shop-floor/suborders-read.ts';
import {
  assertState,
  completeLockedSuborder,
  lockJobOfProduct,
  lockSuborder,
} from '../work-orders/suborder-steps.service.ts';

// A packaging job's boxes (spec 02 §2 Packaging, §7 Box/GenerateBarCode; issue 15): labelled boxes of the work
// order's product, each a full carton (the product's packaging quantity), marked with the job they were made for.

const CLOSED: ReadonlySet<number> = new Set([SUBORDER_STATUS.Complete, SUBORDER_STATUS.Cancelled]);

/** Pieces in a full carton of the product (its packaging type): 400 when it has none. */
export async function packQuantityOf(tx: Transaction, productId: number): Promise<number> {
  const packQuantity = (await productPackQuantities(tx, [productId])).get(productId);
  if (!packQuantity) throw new BusinessError(SUBORDER_MESSAGES.noPackQuantity);
  return packQuantity;
}

/**
 * POST Box/GenerateBarCode?suborderId&count: `count` new boxes for the job, in stock and on no pallet yet (packaging
 * puts them on its pallets next). One transaction with the job locked, so a job completed meanwhile gets none.
 */
export async function generateJobBoxes(
  db: Database,
  input: { suborderId: number; count: number },
  employeeId: number | null,
): Promise<TBox[]> {
  return db.transaction(async (tx) => {
    const job = await lockJobOfProduct(tx, input.suborderId);
    if (CLOSED.has(job.status)) throw new BusinessError(SUBORDER_MESSAGES.closed);
    return labelNewBoxes(tx, {
      productId: job.productId,
      quantityPerBox: await packQuantityOf(tx, job.productId),
      count: input.count,
      source: job.source,
      suborderId: input.suborderId,
      createdBy: employeeId,
    });
  });
}

/**
 * PUT PlateBox/AddAndUpdateListAndComplete {addAndUpdatePlateBox, suborderId, suborderLog} (the Packaging screen's
 * Complete): the job's boxes go on their pallets with their pieces, pallets standing nowhere enter the Packaging Area,
 * and the job (In process) is completed, Full (10) or Partial (9) with the received quantity, handing on as Finish
 * does. One transaction: the job locked first, then the pallets, then the boxes; the operator is the pass token's.
 */
export async function packAndCompleteJob(
  db: Database,
  input: TPackagingComplete,
  passToken: string | undefined,
): Promise<TSuborder> {
  const quantity = input.suborderLog?.quantity;
  if (quantity === null || quantity === undefined) throw new BusinessError(PACKAGING_MESSAGES.receivedQtyRequired);
  const boxes = input.addAndUpdatePlateBox ?? [];
  if (boxes.length === 0) throw new BusinessError(PACKAGING_MESSAGES.addBoxes);
  const palletIds: number[] = [];
  for (const item of boxes) {
    if (item.plateId === null || item.plateId === undefined) throw new BusinessError(PACKAGING_MESSAGES.assignPallet);
    palletIds.push(item.plateId);
  }
  const twice = boxes.find((item, index) => boxes.findIndex((other) => other.boxId === item.boxId) !== index);
  if (twice) throw new BusinessError(PALLET_BOX_MESSAGES.boxTwice(twice.boxId));
  const action = input.suborderLog?.suborderStatusId === SUBORDER_STATUS.PartlyComplete ? 'partlyComplete' : 'finish';

  try {
    await db.transaction(async (tx) => {
      const row = await lockSuborder(tx, input.suborderId);
      const operator = await operatorOfPass(tx, passToken, row.machineId);
      if (row.actionId !== WORK_ORDER_ACTION.Packaging) throw new BusinessError(PACKAGING_MESSAGES.notPackagingJob);
      assertState(action, row);
      const foreign = await boxNotOfJob(
        tx,
        boxes.map((item) => item.boxId),
        row.suborderId,
      );
      if (foreign !== null) throw new BusinessError(PACKAGING_MESSAGES.notJobBox(foreign));
      await placePalletsInZoneIfNowhere(tx, palletIds, ZONE_TYPE.Packaging, operator);
      await changePalletBoxesIn(
        tx,
        boxes.map((item) => ({
          boxId: item.boxId,
          plateId: item.plateId,
          quantity: item.quantity,
          exWarehouseQty: item.exWarehouseQty,
        })),
        operator,
      );
      await completeLockedSuborder(
        tx,
        row,
        action,
        { quantity, comment: input.suborderLog?.comment, rawmaterialNotes: input.suborderLog?.rawmaterialNotes },
        operator,
      );
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(PALLET_BOX_MESSAGES.movedMeanwhile);
    throw error;
  }
  return getSuborder(db, input.suborderId);
}
