// SEAM (helper E replaces this file): the quote e-mail and the price-change bulk e-mail (spec 02 §2, §9).

export interface TQuoteEmailDialogProps {
  open: boolean;
  quotationId: number;
  onClose: () => void;
}

export function QuoteEmailDialog(_props: TQuoteEmailDialogProps) {
  return null;
}

export interface TPriceChangeEmailDialogProps {
  open: boolean;
  /** The (bulk draft) quotations whose customers receive the notice. */
  quotationIds: number[];
  onClose: () => void;
}

export function PriceChangeEmailDialog(_props: TPriceChangeEmailDialogProps) {
  return null;
}
