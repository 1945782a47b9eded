import { QUOTATION_DRAFT, QUOTATION_MESSAGES } from '@packline/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { QuotationApproveDialog } from './quotation-approve-dialog.tsx';
import { QuotationDialog, type TQuotationDialogMode } from './quotation-dialog.tsx';
import { PriceChangeEmailDialog, QuoteEmailDialog } from './quotation-email-dialogs.tsx';
import { useQuotation } from './quotations.api.ts';

// The dialogs a quotation screen opens, one at a time: the quotation editor, approve, and the two e-mails.

type TOpenDialog =
  | { kind: 'quotation'; mode: TQuotationDialogMode; quotationId?: number; customerId?: number }
  | { kind: 'approve'; quotationId: number; mode: TQuotationDialogMode }
  | { kind: 'email'; quotationId: number }
  | { kind: 'priceChange'; quotationIds: number[] };

/**
 * Approve: base-product lines need the Quotation Approve dialog (each becomes a product); a draft of products only is
 * approved by the quotation dialog's Confirm; an approved one of products only is 'Already approved.'. The lines
 * decide, so they are read first.
 */
function ApproveOpener(props: { quotationId: number; mode: TQuotationDialogMode; onClose: () => void }) {
  const quotation = useQuotation(props.quotationId);
  // Decided once, from the quotation as it was when Approve was clicked (approving it changes its lines).
  const [opened, setOpened] = useState<'approve' | 'editor' | 'nothing' | null>(null);
  const data = quotation.data;
  const { onClose } = props;
  useEffect(() => {
    if (!data || opened) return;
    const hasBaseLines = data.quotationItem.some((line) => line.baseProductId !== null);
    // spec 02 §4: an approved quotation with nothing left to approve says so (the server answers the same).
    if (data.draft === QUOTATION_DRAFT.Approved && !hasBaseLines) {
      setOpened('nothing');
      showErrorDialog(QUOTATION_MESSAGES.alreadyApproved, null);
      onClose();
    } else setOpened(hasBaseLines ? 'approve' : 'editor');
  }, [data, opened, onClose]);
  if (!opened || opened === 'nothing') return null;
  return opened === 'approve' ? (
    <QuotationApproveDialog open quotationId={props.quotationId} onClose={props.onClose} />
  ) : (
    <QuotationDialog open mode={props.mode} quotationId={props.quotationId} onClose={props.onClose} />
  );
}

export interface TQuotationDialogs {
  openQuotation: (mode: TQuotationDialogMode, quotationId?: number, customerId?: number) => void;
  openApprove: (quotationId: number, mode: TQuotationDialogMode) => void;
  openEmail: (quotationId: number) => void;
  openPriceChange: (quotationIds: number[]) => void;
  /** Render once on the screen. */
  dialogs: ReactNode;
}

export function useQuotationDialogs(): TQuotationDialogs {
  const [open, setOpen] = useState<TOpenDialog | null>(null);
  const close = () => setOpen(null);
  let dialogs: ReactNode = null;
  if (open?.kind === 'quotation') {
    dialogs = (
      <QuotationDialog
        open
        mode={open.mode}
        quotationId={open.quotationId}
        customerId={open.customerId}
        onClose={close}
      />
    );
  } else if (open?.kind === 'approve') {
    dialogs = <ApproveOpener quotationId={open.quotationId} mode={open.mode} onClose={close} />;
  } else if (open?.kind === 'email') {
    dialogs = <QuoteEmailDialog open quotationId={open.quotationId} onClose={close} />;
  } else if (open?.kind === 'priceChange') {
    dialogs = <PriceChangeEmailDialog open quotationIds={open.quotationIds} onClose={close} />;
  }
  return {
    openQuotation: (mode, quotationId, customerId) => setOpen({ kind: 'quotation', mode, quotationId, customerId }),
    openApprove: (quotationId, mode) => setOpen({ kind: 'approve', quotationId, mode }),
    openEmail: (quotationId) => setOpen({ kind: 'email', quotationId }),
    openPriceChange: (quotationIds) => setOpen({ kind: 'priceChange', quotationIds }),
    dialogs,
  };
}
