// SEAM (helper O4 replaces this file): the order dialog in its variants (spec 01 §2).

export type TOrderDialogVariant = 'new' | 'edit' | 'copy' | 'draft' | 'awaiting-dispatch' | 'handle-dispatch';

export interface TOrderDialogProps {
  open: boolean;
  variant: TOrderDialogVariant;
  /** The order to open (edit, draft, awaiting/handle dispatch) or to copy from (copy). */
  orderId?: number;
  /** An online customer's own order page: their customer only, no delivery method change, status 2. */
  customerMode?: boolean;
  /** Read-only view (a customer's order past status 2, a view-only list). */
  readOnly?: boolean;
  onClose: () => void;
}

export function OrderDialog(_props: TOrderDialogProps) {
  return null;
}
