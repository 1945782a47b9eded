import type { TAddAttachment, TCustomerAttachment } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { selectAttachmentsOf } from './customer-read.ts';
import { assertCanWrite, assertCustomerInScope, type TCustomerScope } from './customer-scope.ts';
import { blankToNull } from './customers.service.ts';
import { customerAttachment } from './customers.tables.ts';

// A customer's files (the Attachment dialog; the public quote page adds them with its quote token).

export async function addAttachment(
  db: DbOrTx,
  scope: TCustomerScope,
  input: TAddAttachment,
  actorId: number | null,
): Promise<TCustomerAttachment> {
  assertCanWrite(scope);
  await assertCustomerInScope(db, scope, input.customerId);
  const [row] = await db
    .insert(customerAttachment)
    .values({
      customerId: input.customerId,
      urls: input.urls,
      attachmentName: input.attachmentName,
      attachmentDesc: blankToNull(input.attachmentDesc) ?? null,
      employeeId: actorId,
      createdBy: actorId,
    })
    .returning({ attachmentId: customerAttachment.attachmentId });
  const attachments = await listAttachments(db, scope, input.customerId);
  const created = attachments.find((a) => a.attachmentId === row?.attachmentId);
  if (!created) throw new Error('Attachment insert returned no row');
  return created;
}

export async function listAttachments(
  db: DbOrTx,
  scope: TCustomerScope,
  customerId: number,
): Promise<TCustomerAttachment[]> {
  await assertCustomerInScope(db, scope, customerId);
  const rows = await selectAttachmentsOf(db, customerId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
