import { PALLET_TRAN_TYPE, PALLET_TRANSACTIONS, type TAddPalletStockLog, type TPalletStockLog } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { palletStockLog } from './dispatch.tables.ts';
import { listPalletStockLog } from './pallet-stock-log-read.ts';

// The pallet stock log (spec 02 §3, §7 Reports; issue 6): our pallets a customer holds, per pallet type. Each row is
// one action (PALLET_TRANSACTIONS) with its quantity stored signed, so a balance is a plain sum. The dispatch service
// calls recordPalletsSent / removePalletLogOfDispatch inside its transactions. The reads: pallet-stock-log-read.ts.

/** Pallets sent with a dispatch: one log row (PALLET_TRAN_TYPE.Sent, +quantity) for the order's customer. */
export async function recordPalletsSent(
  tx: DbOrTx,
  sent: { dispatchId: number; customerId: number; plateTypeId: number; quantity: number; employeeId: number | null },
): Promise<void> {
  if (sent.quantity <= 0) return;
  await tx.insert(palletStockLog).values({
    customerId: sent.customerId,
    plateTypeId: sent.plateTypeId,
    employeeId: sent.employeeId,
    tranTypeId: PALLET_TRAN_TYPE.Sent,
    quantity: signedQuantity(PALLET_TRAN_TYPE.Sent, sent.quantity),
    dispatchId: sent.dispatchId,
    createdBy: sent.employeeId,
  });
}

/** A dispatch cancelled or its pallet line changed: its log rows go. */
export async function removePalletLogOfDispatch(tx: DbOrTx, dispatchId: number): Promise<void> {
  await tx.delete(palletStockLog).where(eq(palletStockLog.dispatchId, dispatchId));
}

/** The quantity as stored: pallets the customer received count up, pallets back or written off count down. */
export function signedQuantity(tranTypeId: number, quantity: number): number {
  const action = PALLET_TRANSACTIONS.find((t) => t.tranTypeId === tranTypeId);
  if (!action) throw new RangeError(`Unknown pallet action ${tranTypeId}`);
  return action.sign * Math.abs(quantity);
}

/** POST PalletStockLog/Add: employeeId defaults to the caller. */
export async function addPalletStockLog(
  db: DbOrTx,
  input: TAddPalletStockLog,
  callerId: number | null,
): Promise<TPalletStockLog> {
  const employeeId = input.employeeId ?? callerId;
  const [created] = await db
    .insert(palletStockLog)
    .values({
      customerId: input.customerId,
      plateTypeId: input.plateTypeId,
      employeeId,
      tranTypeId: input.tranTypeId,
      quantity: signedQuantity(input.tranTypeId, input.quantity),
      notes: input.notes || null,
      createdBy: callerId,
    })
    .returning({ palletStockLogId: palletStockLog.palletStockLogId });
  const [row] = await listPalletStockLog(db, {
    customerId: input.customerId,
    plateTypeId: input.plateTypeId,
    palletStockLogId: created.palletStockLogId,
  });
  return row;
}
