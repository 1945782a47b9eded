import { pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';

/** Bodies of the e-mails staff send from a dialog (spec 02 §7 Email); template 1 is the quote e-mail. */
export const emailTemplate = pgTable('email_template', {
  templateId: id(),
  name: text().notNull(),
  content: text().notNull(),
  ...audit,
});
