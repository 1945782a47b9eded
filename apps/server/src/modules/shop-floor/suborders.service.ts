import { SUBORDER_MESSAGES, type TCompleteSuborderBody, type TSuborder } from '@packline/domain';
import { BusinessError } from '../../core/errors.ts';
import type { Database } from '../../db/client.ts';
import {
  assertState,
  completeLockedSuborder,
  lockSuborder,
  moveLockedSuborder,
} from '../work-orders/suborder-steps.service.ts';
import { missingUsedBox, usedBoxesOf } from '../work-orders/used-boxes-read.ts';
import { operatorOfPass } from './operator-pass.service.ts';
import { getSuborder } from './suborders-read.ts';

// Suborder actions (spec 02 §4 suborder states, §8 Suborders; issue 15 "Suborders and operators"). Each call is one
// transaction that locks the suborder first (FOR UPDATE), so two operators taking one job queue and the second gets
// the wrong-state 400; the moves themselves are the work order's (work-orders/suborder-steps.service.ts).
// Take, Finish and PartlyComplete need the machine operator's pass token (operator-pass.service.ts); the log names
// that operator. Pause and Resume name the session's employee.

/** PUT Suborder/TakeSuborder?id: Awaiting → In process, by the operator whose pass token the call carries. */
export async function takeSuborder(
  db: Database,
  suborderId: number,
  passToken: string | undefined,
): Promise<TSuborder> {
  await db.transaction(async (tx) => {
    const row = await lockSuborder(tx, suborderId);
    const operator = await operatorOfPass(tx, passToken, row.machineId);
    await moveLockedSuborder(tx, row, 'take', operator);
  });
  return getSuborder(db, suborderId);
}

/** PUT Suborder/PauseSuborder and UnpauseSuborder?id&notes: In process ⇄ Paused, by the session's employee. */
export async function pauseOrResumeSuborder(
  db: Database,
  action: 'pause' | 'resume',
  input: { id: number; notes?: string | null },
  employeeId: number | null,
): Promise<TSuborder> {
  await db.transaction(async (tx) => {
    const row = await lockSuborder(tx, input.id);
    await moveLockedSuborder(tx, row, action, employeeId, input.notes);
  });
  return getSuborder(db, input.id);
}

/**
 * PUT Suborder/FinishSuborder?id (In process → Complete) and PartlyCompleteSuborder?id (In process → Partly
 * complete) with the quantity made; the operator is the pass token's, never the body's operEmployeeId.
 */
export async function completeSuborder(
  db: Database,
  action: 'finish' | 'partlyComplete',
  suborderId: number,
  body: TCompleteSuborderBody,
  passToken: string | undefined,
): Promise<TSuborder> {
  await db.transaction(async (tx) => {
    const row = await lockSuborder(tx, suborderId);
    const operator = await operatorOfPass(tx, passToken, row.machineId);
    assertState(action, row);
    const used = usedBoxesOf(body);
    const missing = await missingUsedBox(tx, used);
    if (missing) throw new BusinessError(SUBORDER_MESSAGES.usedBoxNotFound(missing.field, missing.id));
    await completeLockedSuborder(tx, row, action, body, operator, used);
  });
  return getSuborder(db, suborderId);
}
