import { publicQuotePath, type TQuotationRow } from '@packline/domain';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { succeeded } from '../../api/failures.ts';
import { downloadFile } from '../../api/files.ts';
import { dialogModeOf, isDraft } from './quotation-columns.tsx';
import type { TQuotationDialogs } from './quotation-list-dialogs.tsx';

// The buttons of a quotation row: Edit / View, Approve (drafts and accepted quotes), E-mail, PDF and the customer's public link.

export type TQuotationRowAction = 'edit' | 'approve' | 'email' | 'pdf' | 'link';
export const ALL_ROW_ACTIONS: readonly TQuotationRowAction[] = ['edit', 'approve', 'email', 'pdf', 'link'];

type TQuotationRef = Pick<
  TQuotationRow,
  'quotationId' | 'quotationNo' | 'company' | 'draft' | 'isFinal' | 'custConfirmed'
>;

/** The page a customer opens to read and accept the quote (spec 01 §3). */
const publicQuoteLink = (row: TQuotationRef) => `${window.location.origin}${publicQuotePath(row)}`;

export async function downloadQuotationPdf(row: TQuotationRef): Promise<void> {
  await succeeded(
    downloadFile('/Quotation/GetQuotationPdf', { id: row.quotationId }, `${row.company}_${row.quotationNo}.pdf`),
  );
}

export function QuotationRowActions(props: {
  row: TQuotationRef;
  dialogs: TQuotationDialogs;
  actions?: readonly TQuotationRowAction[];
}) {
  const { row, dialogs } = props;
  const { message } = App.useApp();
  const shown = new Set(props.actions ?? ALL_ROW_ACTIONS);
  const mode = dialogModeOf(row);
  const button = (action: TQuotationRowAction, label: string, onClick: () => void): ReactNode =>
    shown.has(action) && (
      <Button
        key={action}
        type="link"
        size="small"
        onClick={onClick}
        data-testid={`quotation-row-${row.quotationNo}-${action}`}
      >
        {label}
      </Button>
    );
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(publicQuoteLink(row));
      message.success('Link copied');
    } catch {
      message.error('The browser did not allow copying the link.');
    }
  };
  return (
    <>
      {button('edit', isDraft(row) ? 'Edit' : 'View', () => dialogs.openQuotation(mode, row.quotationId))}
      {/* An accepted quote comes back here: its chosen base-product lines still need products. */}
      {(isDraft(row) || row.custConfirmed === 1) &&
        button('approve', 'Approve', () => dialogs.openApprove(row.quotationId, mode))}
      {button('email', 'E-mail', () => dialogs.openEmail(row.quotationId))}
      {button('pdf', 'PDF', () => void downloadQuotationPdf(row))}
      {button('link', 'Copy link', () => void copyLink())}
    </>
  );
}
