import {
  escapeHtml,
  fillEmailTemplate,
  formatUnitPrice,
  PRICE_CHANGE_RECEIVERS_MAX,
  PRICE_CHANGE_SUBJECT,
  publicQuotePath,
  quoteSignature,
  type TQuotation,
  type TQuoteEmailPlaceholder,
} from '@packline/domain';
import { useMemo } from 'react';
import { useSession } from '../../api/session.ts';
import { EmailDialog, type TEmailDraft, type TEmailSender } from '../../ui/email-dialog.tsx';
import { useContactById, useCustomerById, useCustomersById } from '../customers/customers.api.ts';
import { useQuotation, useQuotationPdf, useQuotationsById, useQuoteEmailTemplate } from './quotations.api.ts';

// spec 02 §2 Email and the price-change bulk e-mail; spec 02 §7 Email, §9 (subject, receivers limit).

const RECEIVERS_TOO_LONG = `Receivers must be at most ${PRICE_CHANGE_RECEIVERS_MAX} characters`;

/** The signed-in staff member as the e-mail's sender. */
function useStaffSender() {
  const session = useSession();
  return session?.kind === 'staff' ? session : null;
}

/** The customer's link to the public quote page (spec 01 §2: /cus-qot?number_id={quotationNo}_{quotationId}). */
/** The public page's full address, as the customer receives it. */
export function quoteLink(quotation: Pick<TQuotation, 'quotationNo' | 'quotationId'>): string {
  return `${window.location.origin}${publicQuotePath(quotation)}`;
}

export interface TQuoteEmailDialogProps {
  open: boolean;
  quotationId: number;
  onClose: () => void;
}

/**
 * The quote e-mail: to the quotation's contact (else the customer), the body from template 1 with its placeholders
 * filled, and the quotation PDF attached as `{company}_{quotationNo}.pdf`.
 */
export function QuoteEmailDialog({ open, quotationId, onClose }: TQuoteEmailDialogProps) {
  const staff = useStaffSender();
  const quotation = useQuotation(open ? quotationId : null);
  const q = quotation.data;
  const contact = useContactById(q?.contactId, open);
  const contactEmail = contact.data?.email || q?.contactEmail;
  const customer = useCustomerById(q?.customerId, open && Boolean(q) && !contact.isLoading && !contactEmail);
  const template = useQuoteEmailTemplate(open);
  const pdf = useQuotationPdf(quotationId, open);

  const attachment = useMemo(
    () =>
      q && pdf.data ? new File([pdf.data], `${q.company}_${q.quotationNo}.pdf`, { type: 'application/pdf' }) : null,
    [q, pdf.data],
  );
  const settled = [contact, customer, template, pdf].every((query) => !query.isLoading);

  const draft = useMemo<TEmailDraft | null>(() => {
    if (!q || !settled) return null;
    // The customer's salutation is the first name and contactPerson the last name (spec 02 Customer).
    const customerPerson = [customer.data?.salutation, customer.data?.contactPerson].filter(Boolean).join(' ');
    const contactName = contact.data?.firstName || q.contactName || customerPerson || q.company;
    const values: Record<TQuoteEmailPlaceholder, string> = {
      contactName: escapeHtml(contactName),
      company: escapeHtml(q.company),
      quotationNo: q.quotationNo,
      quoteLink: quoteLink(q),
      senderName: escapeHtml(staff?.name ?? ''),
      senderTitle: quoteSignature(staff?.roleId),
      senderMobile: escapeHtml(staff?.mobile ?? ''),
      senderEmail: escapeHtml(staff?.email ?? ''),
    };
    return {
      targetAddress: contactEmail || customer.data?.email || '',
      targetName: contactName,
      subject: `Quotation ${q.quotationNo} - ${q.company}`,
      htmlContent: fillEmailTemplate(template.data?.content ?? '', values),
    };
  }, [q, settled, contact.data, contactEmail, customer.data, template.data, staff]);

  const sender: TEmailSender = { name: staff?.name, address: staff?.email };
  return (
    <EmailDialog open={open} title="Email" draft={draft} sender={sender} attachment={attachment} onClose={onClose} />
  );
}

export interface TPriceChangeEmailDialogProps {
  open: boolean;
  /** The (bulk draft) quotations whose customers receive the notice. */
  quotationIds: number[];
  onClose: () => void;
}

/** Each receiver once (addresses compare case-insensitively), in the order of the quotations. */
function uniqueAddresses(addresses: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const text = address?.trim();
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()];
}

/** The new prices as a small HTML table: one row per product and price, whichever customers it was quoted to. */
export function priceChangeTable(quotations: readonly TQuotation[]): string {
  const rows = new Map<string, string>();
  for (const item of quotations.flatMap((q) => q.quotationItem)) {
    const price = formatUnitPrice(item.price);
    const key = `${item.productCode}\u0000${item.productName}\u0000${price}\u0000${item.notes2 ?? ''}`;
    if (rows.has(key)) continue;
    const cells = [item.productCode, item.productName, item.cartonQuantity ?? '', item.notes2 ?? '', price];
    rows.set(key, `<tr>${cells.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`);
  }
  const head = ['Code', 'Product', 'Carton Qty', 'MOQ', 'New Price / Carton'].map((h) => `<th>${h}</th>`).join('');
  return [
    '<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse">',
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>${[...rows.values()].join('')}</tbody>`,
    '</table>',
  ].join('');
}

/**
 * spec 02 §2, §9: one notice of upcoming prices to the customers of the given quotations (their e-mails, joined by
 * ', ', at most 3000 characters), sent as one SendEmail call.
 */
export function PriceChangeEmailDialog({ open, quotationIds, onClose }: TPriceChangeEmailDialogProps) {
  const staff = useStaffSender();
  const quotations = useQuotationsById(quotationIds, open);
  const rows = quotations.data;
  const customerIds = useMemo(() => rows.map((q) => q.customerId), [rows]);
  const customers = useCustomersById(customerIds, open);
  const loaded = !quotations.isLoading && !customers.isLoading;

  const draft = useMemo<TEmailDraft | null>(() => {
    if (!open || !loaded) return null;
    const emailOf = new Map((customers.data ?? []).map((customer) => [customer.customerId, customer.email]));
    const receivers = uniqueAddresses(rows.map((q) => emailOf.get(q.customerId) || q.contactEmail));
    return {
      targetAddress: receivers.join(', '),
      subject: PRICE_CHANGE_SUBJECT,
      htmlContent: [
        '<p>Dear customer,</p>',
        '<p>Please note that the following prices will change soon:</p>',
        priceChangeTable(rows),
        '<p>If you have any questions, please reply to this e-mail.</p>',
        `<p>Kind regards,<br/>${escapeHtml(staff?.name ?? '')}<br/>${quoteSignature(staff?.roleId)}</p>`,
      ].join('\n'),
    };
  }, [open, loaded, rows, customers.data, staff]);

  return (
    <EmailDialog
      open={open}
      title="Price Change Email"
      draft={draft}
      sender={{ name: staff?.name, address: staff?.email }}
      toLabel="Receivers"
      toRules={[{ max: PRICE_CHANGE_RECEIVERS_MAX, message: RECEIVERS_TOO_LONG }]}
      onClose={onClose}
    />
  );
}
