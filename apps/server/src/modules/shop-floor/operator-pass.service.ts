import { randomBytes } from 'node:crypto';
import { OPERATOR_PASS_MINUTES, SUBORDER_MESSAGES, type TOperatorPass, toApiDate } from '@packline/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import { BusinessError, ForbiddenError } from '../../core/errors.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { checkEmployeePassword } from '../auth/auth.service.ts';
import { hashToken } from '../auth/auth-read.ts';
import { operatorPass } from './shop-floor.tables.ts';
import { operatorNameOf } from './suborders-read.ts';
import { operatorOf } from './working-arrangement.service.ts';
import { arrangementOfDay } from './working-arrangement-read.ts';

// The operator's password (spec 02 §8 Suborders, §6; issue 15 "Suborders and operators"), enforced by the server:
// the operator arranged on a machine today types the password once (POST Suborder/OperatorPass) and gets a token
// that Take, Finish and PartlyComplete on that machine require for OPERATOR_PASS_MINUTES. Only its sha256 is stored,
// like session tokens.

/**
 * POST Suborder/OperatorPass {machineId, password}: 'invalid user' without an operator today (saying whether nobody is
 * arranged or the machine is in maintenance, and where to arrange one), 'Wrong password'.
 */
export async function proveOperatorPassword(
  db: Database,
  input: { machineId: number; password: string },
  address: string,
  now = new Date(),
): Promise<TOperatorPass> {
  const operatorId = await operatorOf(db, input.machineId, now);
  if (operatorId === null) {
    const day = await arrangementOfDay(db, input.machineId, toApiDate(now));
    throw new BusinessError(
      day.maintenance
        ? SUBORDER_MESSAGES.inMaintenance(day.machineName)
        : SUBORDER_MESSAGES.nobodyArranged(day.machineName),
    );
  }
  // Checked like a login, under the same limits (per account and address; 429 with Retry-After).
  if (!(await checkEmployeePassword(db, operatorId, input.password, address))) {
    throw new BusinessError(SUBORDER_MESSAGES.wrongPassword);
  }

  const passToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_PASS_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // Passes that ran out are of no use to anyone: they go as new ones are made (as sessions do).
    await tx.delete(operatorPass).where(lt(operatorPass.expiresAt, now));
    await tx.insert(operatorPass).values({
      tokenHash: hashToken(passToken),
      employeeId: operatorId,
      machineId: input.machineId,
      expiresAt,
      createdAt: now,
      createdBy: operatorId,
    });
  });
  return {
    passToken,
    operator: { employeeId: operatorId, name: await operatorNameOf(db, operatorId) },
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The operator a pass token proves for `machineId`, inside the action's transaction; 403 when there is no token
 * ('Operator password required.'), or it is unknown, expired or for another machine ('Wrong password').
 */
export async function operatorOfPass(
  tx: Transaction,
  token: string | undefined,
  machineId: number | null,
): Promise<number> {
  if (!token) throw new ForbiddenError(SUBORDER_MESSAGES.passRequired);
  if (machineId === null) throw new ForbiddenError(SUBORDER_MESSAGES.noMachine);
  const [pass] = await tx
    .select({ employeeId: operatorPass.employeeId })
    .from(operatorPass)
    .where(
      and(
        eq(operatorPass.tokenHash, hashToken(token)),
        eq(operatorPass.machineId, machineId),
        gt(operatorPass.expiresAt, new Date()),
      ),
    );
  if (!pass) throw new ForbiddenError(SUBORDER_MESSAGES.wrongPassword);
  return pass.employeeId;
}
