import type { TOrderRow } from '@packline/domain';

// SEAM (helper O3 replaces this file): the sales-order table with its column sets (spec 01 §2).

/** Column sets: default, awaiting (dispatch), invoice and newInvoice. */
export type TOrderColumnSet = 'default' | 'awaiting' | 'invoice' | 'newInvoice';

export interface TOrderTableProps {
  rows: TOrderRow[];
  loading?: boolean;
  columnSet?: TOrderColumnSet;
  /** An online customer: no Location, Paid, Created By or Order Details columns. */
  customerView?: boolean;
  /** Row selection (the outstanding list's multi-select). */
  selectedIds?: number[];
  onSelect?: (orderIds: number[]) => void;
  pageSize?: number;
  /** Opens an order (the row's Edit/View). */
  onOpen?: (row: TOrderRow) => void;
  testId?: string;
}

export function OrderTable(_props: TOrderTableProps) {
  return null;
}
