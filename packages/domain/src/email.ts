import { z } from 'zod';
import { REQUIRED_MESSAGE } from './validate-messages.ts';

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

/** The response data of Common/SendEmail. */
export interface TSendEmailResult {
  /** True when the e-mail was sent, or held in the outbox to be sent later. */
  isSuccessStatusCode: boolean;
}

/** The states of an outbox e-mail: held (no SMTP), sent, failed (SMTP refused; see error). */
export const MAIL_STATUSES = ['held', 'sent', 'failed'] as const;
export type TMailStatusName = (typeof MAIL_STATUSES)[number];

/** A row of GET Mail/GetOutbox. */
export interface TOutboxMail {
  outboxId: number;
  senderName: string | null;
  senderAddress: string | null;
  targetName: string | null;
  targetAddress: string;
  subject: string;
  htmlContent: string;
  attachments: { fileName: string; url: string }[];
  status: TMailStatusName;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  createdBy: number | null;
}
