import { PO_MESSAGES, purchaseOrderFileName, type TEmailPurchaseOrder, type TSendEmailResult } from '@packline/domain';
import { BusinessError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sendToEachReceiver } from '../common/email.service.ts';
import type { TUploadStore } from '../common/uploads.service.ts';
import type { TMailer } from '../mail/mail.service.ts';
import { renderPurchaseOrder } from './purchase-order-pdf.ts';
import { orderToEmail } from './purchase-orders.service.ts';

// The Email dialog of a purchase order (spec 02 §2 "Email (quote or purchase order)", §4, §8; issue 16): the server
// draws the PO PDF and sends it through the mailer, one message per receiver; without SMTP each waits in the outbox.

/**
 * POST PurchaseOrder/EmailPurchaseOrder (ours): refused while the order awaits approval ('This order should be
 * approved.'); 'Send email fail!' when SMTP refused a message (it stays in the outbox, marked failed).
 */
export async function emailPurchaseOrder(
  db: DbOrTx,
  deps: { mailer: TMailer; uploads: TUploadStore },
  input: TEmailPurchaseOrder,
  actorId: number | null,
): Promise<TSendEmailResult> {
  const order = await orderToEmail(db, input.poId);
  const pdf = await renderPurchaseOrder(order);
  // Kept in the uploads folder, so the outbox shows what was attached.
  const stored = await deps.uploads.save(pdf, 'File');
  const attachment = { fileName: purchaseOrderFileName(order.poNo), url: stored.url, content: pdf };
  const accepted = await sendToEachReceiver(db, deps.mailer, input, [attachment], actorId);
  if (!accepted) throw new BusinessError(PO_MESSAGES.sendEmailFail);
  return { isSuccessStatusCode: true };
}
