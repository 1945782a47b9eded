import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { QUOTATION_READ_PAGES } from './quotation.ts';
import { REQUIRED_MESSAGE } from './validate-messages.ts';

/**
 * Who sends e-mail (Common/SendEmail) and reads its templates: the screens with the quote and price-change e-mails,
 * the quotation screens and Customer Management (QUOTATION_READ_PAGES).
 */
export const EMAIL_PAGES = QUOTATION_READ_PAGES;

/** spec 02 §7 Email: EmailTemplate/GetTemplateById?Id=1 is the prefilled quote e-mail body. */
export const QUOTE_EMAIL_TEMPLATE_ID = 1;

/** The placeholders of the quote e-mail template, written `{{name}}` in its content. */
export const QUOTE_EMAIL_PLACEHOLDERS = [
  'contactName',
  'company',
  'quotationNo',
  'quoteLink',
  'senderName',
  'senderTitle',
  'senderMobile',
  'senderEmail',
] as const;

export type TQuoteEmailPlaceholder = (typeof QUOTE_EMAIL_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The template with each `{{name}}` replaced by its value; unknown or missing values become ''. */
export function fillEmailTemplate(content: string, values: Partial<Record<string, string | number | null>>): string {
  return content.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** Text placed inside an HTML e-mail body (a company called 'A & B <NZ>' stays text). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A plain-text e-mail body as HTML (issue 31 §16): text between blank lines is a paragraph, a single line break stays
 * a line break, and every character stays text.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br/>')}</p>`)
    .join('');
}

/** Several receivers may be given in one TargetAddress, separated by commas or semicolons. */
export function splitEmailAddresses(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

const requiredText = (label: string) =>
  z
    .string({ error: REQUIRED_MESSAGE(label) })
    .trim()
    .min(1, REQUIRED_MESSAGE(label));
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || null)
  .nullish();

/** spec 02 §7 Email: the text fields of POST Common/SendEmail (multipart; File is the optional attachment). */
export const ZSendEmail = z.object({
  SenderName: optionalText,
  SenderAddress: z
    .email({ error: 'SenderAddress is not a valid email!' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  TargetName: optionalText,
  TargetAddress: requiredText('TargetAddress')
    .max(3000, 'TargetAddress must be at most 3000 characters')
    .refine(
      (text) => splitEmailAddresses(text).every((address) => z.email().safeParse(address).success),
      'TargetAddress is not a valid email!',
    ),
  Subject: requiredText('Subject').max(500, 'Subject must be at most 500 characters'),
  HtmlContent: requiredText('HtmlContent'),
  /** The attachment's name as the receiver sees it; defaults to the uploaded file's name. */
  FileName: optionalText,
});
export type TSendEmail = z.infer<typeof ZSendEmail>;

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

/** Common/SendEmail. */
export const ZSendEmailResult = z.object({
  /** True when the e-mail was sent, or held in the outbox to be sent later. */
  isSuccessStatusCode: z.boolean(),
});
export type TSendEmailResult = z.infer<typeof ZSendEmailResult>;

/** EmailTemplate/GetTemplateById: the template's HTML body. */
export const ZEmailTemplateContent = z.object({ content: z.string() });
export type TEmailTemplateContent = z.infer<typeof ZEmailTemplateContent>;

/** The states of an outbox e-mail: held (no SMTP), sent, failed (SMTP refused; see error). */
export const MAIL_STATUSES = ['held', 'sent', 'failed'] as const;
export type TMailStatusName = (typeof MAIL_STATUSES)[number];
const ZMailStatus = z.enum(MAIL_STATUSES);

/** A row of GET Mail/GetOutbox. */
export const ZOutboxMail = z.object({
  outboxId: z.number().int(),
  senderName: z.string().nullable(),
  senderAddress: z.string().nullable(),
  targetName: z.string().nullable(),
  targetAddress: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), url: z.string() })),
  status: ZMailStatus,
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  sentAt: ZTimestamp.nullable(),
  createdBy: z.number().int().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
export const ZOutboxMailList = z.array(ZOutboxMail);

/** Mail/Resend: the outbox row sent again and how it went. */
export const ZMailResult = z.object({ outboxId: z.number().int(), delivered: z.boolean(), status: ZMailStatus });
export type TMailResult = z.infer<typeof ZMailResult>;
