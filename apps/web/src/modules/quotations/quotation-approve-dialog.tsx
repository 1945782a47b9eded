// SEAM (helper C replaces this file): the Quotation Approve dialog (base-product lines mapped to products).

export interface TQuotationApproveDialogProps {
  open: boolean;
  quotationId: number;
  onClose: () => void;
}

export function QuotationApproveDialog(_props: TQuotationApproveDialogProps) {
  return null;
}
