import { QUOTE_EMAIL_TEMPLATE_ID } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { syncIdSequence } from '../../db/sequences.ts';
import { emailTemplate } from './email-template.tables.ts';

/** The quote e-mail body (spec 02 §9: "quote email body is prefilled"); placeholders per QUOTE_EMAIL_PLACEHOLDERS. */
const QUOTE_EMAIL_CONTENT = [
  '<p>Kia ora {{contactName}},</p>',
  '<p>Thank you for your enquiry. Please find attached our quotation {{quotationNo}} for {{company}}.</p>',
  '<p>You can review and accept the quotation online here: <a href="{{quoteLink}}">{{quoteLink}}</a></p>',
  '<p>Prices are in New Zealand dollars and exclude GST unless stated otherwise. ' +
    'The quotation is valid until the expiry date shown on it.</p>',
  '<p>If you have any questions or would like to make changes, please reply to this e-mail or give me a call.</p>',
  '<p>Ngā mihi,</p>',
  '<p>{{senderName}}<br/>{{senderTitle}}<br/>Mobile: {{senderMobile}}<br/>Email: {{senderEmail}}</p>',
].join('\n');

const DEFAULT_TEMPLATES = [{ templateId: QUOTE_EMAIL_TEMPLATE_ID, name: 'Quote e-mail', content: QUOTE_EMAIL_CONTENT }];

/** Adds the templates the screens rely on when they are missing; an administrator's edits are kept. */
export async function seedEmailTemplates(db: DbOrTx): Promise<void> {
  await db.insert(emailTemplate).values(DEFAULT_TEMPLATES).onConflictDoNothing({ target: emailTemplate.templateId });
  await syncIdSequence(db, emailTemplate, emailTemplate.templateId);
}

export async function getEmailTemplate(db: DbOrTx, templateId: number): Promise<{ content: string }> {
  const row = await firstOrNotFound(
    db.select({ content: emailTemplate.content }).from(emailTemplate).where(eq(emailTemplate.templateId, templateId)),
    `E-mail template ${templateId} was not found.`,
  );
  return row;
}
