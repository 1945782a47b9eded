// SEAM (helper C replaces this file): the quotation dialog in its four modes (spec 02 §2).

/** normal: a quotation; bulk: a bulk draft (draft 2); contract: a price contract (isFinal); template: new from template. */
export type TQuotationDialogMode = 'normal' | 'bulk' | 'contract' | 'template';

export interface TQuotationDialogProps {
  open: boolean;
  mode: TQuotationDialogMode;
  /** The quotation to open; absent for a new one. */
  quotationId?: number;
  /** The customer a new quotation is for (the per-customer view preselects it). */
  customerId?: number;
  onClose: () => void;
}

export function QuotationDialog(_props: TQuotationDialogProps) {
  return null;
}
