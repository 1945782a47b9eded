import {
  CUSTOMER_STATUS_NAMES,
  escapeHtml,
  isValidEmail,
  type TCustomerStatusChange,
  type TUpdateCustomerStatusQuery,
} from '@packline/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { TMailer } from '../mail/mail.service.ts';
import { assertCanWrite, type TCustomerScope } from './customer-scope.ts';
import { getCustomer } from './customers.service.ts';
import { customer, customerStatusLog } from './customers.tables.ts';

/**
 * spec 02 §4: activate (1), deactivate (2) or mark new (3) with a note; the change is logged, and a customer with a
 * valid e-mail address is told through the mail service (SMTP, or held in the outbox without it).
 */
export async function updateCustomerStatus(
  db: Database,
  mailer: TMailer,
  scope: TCustomerScope,
  query: TUpdateCustomerStatusQuery,
  actorId: number | null,
): Promise<TCustomerStatusChange> {
  assertCanWrite(scope);
  const { id: customerId, statusId, note } = query;
  const current = await getCustomer(db, scope, customerId);
  const statusName = CUSTOMER_STATUS_NAMES[statusId] ?? String(statusId);
  return db.transaction(async (tx) => {
    await tx.update(customer).set({ statusId, updatedBy: actorId }).where(eq(customer.customerId, customerId));
    await tx
      .insert(customerStatusLog)
      .values({ customerId, fromStatusId: current.statusId, toStatusId: statusId, note, employeeId: actorId });
    if (!isValidEmail(current.email)) {
      return {
        customerId,
        statusId,
        statusName,
        notice: 'skipped',
        message: `Status changed to ${statusName}. No notice was sent: the customer has no valid e-mail address.`,
      };
    }
    await mailer.send(
      tx,
      {
        targetName: current.company,
        targetAddress: current.email.trim(),
        subject: `Your account is now ${statusName.toLowerCase()}`,
        htmlContent: [
          `<p>Dear ${escapeHtml(current.company)},</p>`,
          `<p>Your customer account (${escapeHtml(current.customerNumber ?? String(customerId))}) is now <b>${statusName}</b>.</p>`,
          `<p>${escapeHtml(note)}</p>`,
        ].join('\n'),
      },
      actorId,
    );
    return {
      customerId,
      statusId,
      statusName,
      notice: 'queued',
      message: `Status changed to ${statusName}. A notice was sent to ${current.email.trim()}.`,
    };
  });
}

/** Every status change of a customer, newest first. */
export async function listCustomerStatusLog(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(customerStatusLog)
    .where(eq(customerStatusLog.customerId, customerId))
    .orderBy(desc(customerStatusLog.createdAt), desc(customerStatusLog.logId));
}
