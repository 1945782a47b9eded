import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { mailOutbox } from './mail.tables.ts';

export interface TMailMessage {
  senderName?: string | null;
  senderAddress?: string | null;
  targetName?: string | null;
  targetAddress: string;
  subject: string;
  htmlContent: string;
  /** Files to attach: the name shown and the file's content. */
  attachments?: { fileName: string; url: string; content: Buffer }[];
}

export interface TMailer {
  /** Records the message in the outbox and sends it over SMTP when configured. */
  send(db: DbOrTx, message: TMailMessage, actorId: number | null): Promise<{ outboxId: number; delivered: boolean }>;
}

/** SMTP from the configuration, or none: then every message is held in the outbox for an admin to read. */
export function createMailer(smtp: TConfig['smtp']): TMailer {
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.port === 465,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      })
    : null;

  return {
    async send(db, message, actorId) {
      let status = 'held';
      let error: string | null = null;
      if (transport && smtp) {
        try {
          await transport.sendMail({
            from: { name: message.senderName ?? 'Packline', address: message.senderAddress || smtp.from },
            to: { name: message.targetName ?? '', address: message.targetAddress },
            subject: message.subject,
            html: message.htmlContent,
            attachments: message.attachments?.map((a) => ({ filename: a.fileName, content: a.content })),
          });
          status = 'sent';
        } catch (failure) {
          status = 'failed';
          error = failure instanceof Error ? failure.message : String(failure);
        }
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          senderName: message.senderName ?? null,
          senderAddress: message.senderAddress ?? null,
          targetName: message.targetName ?? null,
          targetAddress: message.targetAddress,
          subject: message.subject,
          htmlContent: message.htmlContent,
          attachments: (message.attachments ?? []).map(({ fileName, url }) => ({ fileName, url })),
          status,
          error,
          sentAt: status === 'sent' ? new Date() : null,
          createdBy: actorId,
        })
        .returning({ outboxId: mailOutbox.outboxId });
      return { outboxId: row?.outboxId ?? 0, delivered: status === 'sent' };
    },
  };
}

export async function listOutbox(db: DbOrTx, limit = 500) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.outboxId)).limit(limit);
}

/** Sends a held or failed message again (after SMTP was configured or came back); a sent one is refused. */
export async function resendOutboxMail(db: DbOrTx, mailer: TMailer, outboxId: number, actorId: number | null) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.outboxId, outboxId));
  if (!mail) throw new NotFoundError(`Mail ${outboxId} was not found.`);
  if (mail.status === 'sent') throw new BusinessError('This e-mail has already been sent.');
  if (mail.attachments.length > 0) {
    throw new BusinessError(
      'An e-mail with attachments cannot be resent from the outbox; send it again from its screen.',
    );
  }
  const result = await mailer.send(db, { ...mail, attachments: [] }, actorId);
  return result;
}
