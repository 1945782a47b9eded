import { splitEmailAddresses, type TSendEmail, type TSendEmailResult } from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { TMailer, TMailMessage } from '../mail/mail.service.ts';
import type { TMultipartFile } from './multipart.ts';
import type { TUploadStore } from './uploads.service.ts';

/** The attachment's extension follows its real content, whatever name the sender typed. */
function attachmentName(requested: string | null | undefined, uploaded: string, storedExt: string): string {
  const base = (requested || uploaded || 'attachment').replace(/[\\/:*?"<>|\r\n]+/g, '_').trim();
  const withoutExt = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'attachment';
  return `${withoutExt}.${storedExt}`;
}

/**
 * Common/SendEmail: one message per receiver, with the optional file kept in the uploads folder so the outbox
 * can show what was attached. Succeeds when every message was sent or held in the outbox (no SMTP).
 */
export async function sendEmail(
  db: DbOrTx,
  deps: { mailer: TMailer; uploads: TUploadStore },
  form: TSendEmail,
  file: TMultipartFile | undefined,
  actorId: number | null,
): Promise<TSendEmailResult> {
  const attachments: NonNullable<TMailMessage['attachments']> = [];
  if (file) {
    const stored = await deps.uploads.save(file.content, 'File');
    const ext = stored.name.slice(stored.name.lastIndexOf('.') + 1);
    attachments.push({
      fileName: attachmentName(form.FileName, file.fileName, ext),
      url: stored.url,
      content: file.content,
    });
  }
  return { isSuccessStatusCode: await sendToEachReceiver(db, deps.mailer, form, attachments, actorId) };
}

/**
 * The e-mail form (Common/SendEmail's fields) sent as one message per receiver of its comma-separated TargetAddress,
 * each recorded in the outbox; true when none was refused by SMTP (sent, or held without SMTP).
 */
export async function sendToEachReceiver(
  db: DbOrTx,
  mailer: TMailer,
  form: Pick<TSendEmail, 'SenderName' | 'SenderAddress' | 'TargetName' | 'TargetAddress' | 'Subject' | 'HtmlContent'>,
  attachments: NonNullable<TMailMessage['attachments']>,
  actorId: number | null,
): Promise<boolean> {
  let allAccepted = true;
  for (const targetAddress of splitEmailAddresses(form.TargetAddress)) {
    const result = await mailer.send(
      db,
      {
        senderName: form.SenderName,
        senderAddress: form.SenderAddress,
        targetName: form.TargetName,
        targetAddress,
        subject: form.Subject,
        htmlContent: form.HtmlContent,
        attachments,
      },
      actorId,
    );
    allAccepted &&= result.status !== 'failed';
  }
  return allAccepted;
}
