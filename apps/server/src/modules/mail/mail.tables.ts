import type { TMailStatusName } from '@packline/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';

/**
 * Every e-mail the system sends, kept whether or not SMTP is configured: without SMTP it stays 'held' here and an
 * admin reads it on the Mail Outbox screen, so nothing is silently dropped.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    outboxId: id(),
    senderName: text(),
    senderAddress: text(),
    targetName: text(),
    targetAddress: text().notNull(),
    subject: text().notNull(),
    htmlContent: text().notNull(),
    /** Attached files: name and the stored file's url (uploads). */
    attachments: jsonb().$type<{ fileName: string; url: string }[]>().notNull().default([]),
    /** 'held' (no SMTP), 'sent', or 'failed' (SMTP refused; see error). */
    status: text().$type<TMailStatusName>().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdBy: integer(),
  },
  (t) => [index().on(t.createdAt), index().on(t.status)],
);
