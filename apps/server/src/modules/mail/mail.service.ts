import type { TMailResult, TMailStatusName } from '@packline/domain';
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TConfig } from '../../config.ts';
import { BusinessError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
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

/** 'held' (no SMTP), 'sent', or 'failed' (SMTP refused; see error). */
export type TMailStatus = TMailStatusName;
export type { TMailResult };

export interface TMailer {
  /** False without SMTP: every message is held in the outbox. */
  readonly canDeliver: boolean;
  /** Records the message in the outbox and sends it over SMTP when configured. */
  send(db: DbOrTx, message: TMailMessage, actorId: number | null): Promise<TMailResult>;
  /** Sends over SMTP only, without recording (the outbox resend updates its own row). */
  deliver(message: TMailMessage): Promise<{ status: TMailStatus; error: string | null }>;
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

  const deliver: TMailer['deliver'] = async (message) => {
    if (!transport || !smtp) return { status: 'held', error: null };
    try {
      await transport.sendMail({
        from: { name: message.senderName ?? 'Packline', address: message.senderAddress || smtp.from },
        to: { name: message.targetName ?? '', address: message.targetAddress },
        subject: message.subject,
        html: message.htmlContent,
        attachments: message.attachments?.map((a) => ({ filename: a.fileName, content: a.content })),
      });
      return { status: 'sent', error: null };
    } catch (failure) {
      return { status: 'failed', error: failure instanceof Error ? failure.message : String(failure) };
    }
  };

  return {
    canDeliver: transport !== null,
    deliver,
    async send(db, message, actorId) {
      const { status, error } = await deliver(message);
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
      return { outboxId: row?.outboxId ?? 0, delivered: status === 'sent', status };
    },
  };
}

const outboxColumns = {
  outboxId: mailOutbox.outboxId,
  senderName: mailOutbox.senderName,
  senderAddress: mailOutbox.senderAddress,
  targetName: mailOutbox.targetName,
  targetAddress: mailOutbox.targetAddress,
  subject: mailOutbox.subject,
  htmlContent: mailOutbox.htmlContent,
  attachments: mailOutbox.attachments,
  status: mailOutbox.status,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  createdBy: mailOutbox.createdBy,
};

export async function listOutbox(db: DbOrTx, limit = 500) {
  return db
    .select(outboxColumns)
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.outboxId))
    .limit(limit);
}

export const MAIL_ALREADY_SENT_MESSAGE = 'This e-mail has already been sent.';
export const MAIL_NO_SMTP_MESSAGE =
  'No mail server (SMTP) is configured, so the e-mail stays held in the outbox. Set SMTP_HOST and try again.';
export const MAIL_ATTACHMENTS_RESEND_MESSAGE =
  'An e-mail with attachments cannot be resent from the outbox; send it again from its screen.';

/**
 * Sends a held or failed message again and updates its outbox row (no copy is made). A sent one is refused;
 * without SMTP it stays held and the caller is told why; an SMTP refusal is recorded on the row and reported.
 */
export async function resendOutboxMail(db: DbOrTx, mailer: TMailer, outboxId: number): Promise<TMailResult> {
  const mail = await firstOrNotFound(
    db.select().from(mailOutbox).where(eq(mailOutbox.outboxId, outboxId)),
    `Mail ${outboxId} was not found.`,
  );
  if (mail.status === 'sent') throw new BusinessError(MAIL_ALREADY_SENT_MESSAGE);
  if (mail.attachments.length > 0) throw new BusinessError(MAIL_ATTACHMENTS_RESEND_MESSAGE);
  if (!mailer.canDeliver) throw new BusinessError(MAIL_NO_SMTP_MESSAGE);
  const { status, error } = await mailer.deliver({ ...mail, attachments: [] });
  await db
    .update(mailOutbox)
    .set({ status, error, sentAt: status === 'sent' ? new Date() : null })
    .where(eq(mailOutbox.outboxId, outboxId));
  if (status === 'failed') throw new BusinessError(`The e-mail could not be sent: ${error}`);
  return { outboxId, delivered: status === 'sent', status };
}
