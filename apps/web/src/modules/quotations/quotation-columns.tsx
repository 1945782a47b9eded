import {
  formatDate,
  formatDateTime,
  formatUnitPrice,
  QUOTATION_DRAFT,
  type TQuotationItem,
  type TQuotationRow,
} from '@packline/domain';
import { Tag, Tooltip } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { dateColumn } from '../../ui/date-column.tsx';
import type { TQuotationDialogMode } from './quotation-dialog.tsx';

// The columns the quotation screens share (lists, warnings, deleted items, the per-customer view).

const DRAFT_NAMES: Record<number, string> = {
  [QUOTATION_DRAFT.Draft]: 'Draft',
  [QUOTATION_DRAFT.BulkDraft]: 'Bulk Draft',
  [QUOTATION_DRAFT.Approved]: 'Approved',
};
const DRAFT_COLORS: Record<number, string> = {
  [QUOTATION_DRAFT.Draft]: 'gold',
  [QUOTATION_DRAFT.BulkDraft]: 'orange',
  [QUOTATION_DRAFT.Approved]: 'green',
};

/** The quotation dialog's mode for an existing quotation: a contract, a bulk draft, else an ordinary one. */
export function dialogModeOf(row: Pick<TQuotationRow, 'isFinal' | 'draft'>): TQuotationDialogMode {
  if (row.isFinal === 1) return 'contract';
  return row.draft === QUOTATION_DRAFT.BulkDraft ? 'bulk' : 'normal';
}

export const isDraft = (row: Pick<TQuotationRow, 'draft'>) => row.draft !== QUOTATION_DRAFT.Approved;

type TStatusFields = Pick<TQuotationRow, 'draft' | 'isFinal' | 'isTemplate' | 'templateName' | 'custConfirmed'> & {
  custConfimedAt: string | null;
};

const statusText = (row: TStatusFields) =>
  [
    DRAFT_NAMES[row.draft],
    row.custConfirmed === 1 && 'Confirmed by customer',
    row.isTemplate === 1 && 'Template',
    row.isFinal === 1 && 'Contract',
  ]
    .filter(Boolean)
    .join(' ');

export function QuotationStatus({ row }: { row: TStatusFields }) {
  return (
    <span data-testid="quotation-status">
      <Tag color={DRAFT_COLORS[row.draft]}>{DRAFT_NAMES[row.draft]}</Tag>
      {row.custConfirmed === 1 && (
        <Tooltip title={formatDateTime(row.custConfimedAt)}>
          <Tag color="blue">Confirmed by customer</Tag>
        </Tooltip>
      )}
      {row.isTemplate === 1 && (
        <Tooltip title={row.templateName}>
          <Tag color="purple">Template</Tag>
        </Tooltip>
      )}
      {row.isFinal === 1 && <Tag color="cyan">Contract</Tag>}
    </span>
  );
}

// ---- Columns of any row naming its quotation, customer, salesperson or product

export function quoteNoColumn<T extends { quotationNo: string }>(): TCrudColumn<T> {
  return {
    key: 'quotationNo',
    dataIndex: 'quotationNo',
    title: 'Quote No',
    sorter: (a, b) => a.quotationNo.localeCompare(b.quotationNo),
  };
}

export function customerColumn<T extends { company: string; customerCode?: string | null }>(): TCrudColumn<T> {
  return {
    key: 'customer',
    title: 'Customer',
    searchText: (row) => `${row.company} ${row.customerCode ?? ''}`,
    render: (_value, row) => (row.customerCode ? `${row.company} (${row.customerCode})` : row.company),
  };
}

export function salesColumn<T extends { employeeName: string }>(): TCrudColumn<T> {
  return { key: 'employeeName', dataIndex: 'employeeName', title: 'Sales' };
}

export function productColumns<T extends { productCode: string; productName: string }>(): TCrudColumn<T>[] {
  return [
    { key: 'productCode', dataIndex: 'productCode', title: 'Product Code' },
    { key: 'productName', dataIndex: 'productName', title: 'Product' },
  ];
}

/** A price per carton, 3 decimals (spec 01 §9). */
export function unitPriceColumn<T>(key: string, title: string, value: (row: T) => string | null): TCrudColumn<T> {
  return {
    key,
    title,
    align: 'right',
    searchText: (row) => formatUnitPrice(value(row)),
    render: (_value, row) => formatUnitPrice(value(row)),
  };
}

// ---- The quotation list and a quotation's lines

/**
 * Quote No, Customer, Sales, Quote Date, Valid Date, Status, Lines: of list rows or of loaded quotations. A list the
 * server pages sorts by each column's `sortField` (domain QUOTATION_SORT_FIELDS); a loaded list sorts in the browser.
 */
export function quotationColumns<T extends TQuotationRow>(): TCrudColumn<T>[] {
  return [
    { ...quoteNoColumn<T>(), sortField: 'quotationNo' },
    { ...customerColumn<T>(), sortField: 'company' },
    { ...salesColumn<T>(), sortField: 'employeeName' },
    { ...dateColumn<T>('effDate', 'Quote Date', (row) => row.effDate), sortField: 'effDate' },
    { ...dateColumn<T>('expDate', 'Valid Date', (row) => row.expDate), sortField: 'expDate' },
    { key: 'status', title: 'Status', searchText: statusText, render: (_value, row) => <QuotationStatus row={row} /> },
    { key: 'itemCount', dataIndex: 'itemCount', title: 'Lines', align: 'right' },
  ];
}

export const QUOTATION_COLUMNS = quotationColumns<TQuotationRow>();

/** A quotation line: product code and name, price per carton, MOQ (notes2) and the quotation's valid date. */
export function quotationLineColumns(expDate: string): TCrudColumn<TQuotationItem>[] {
  return [
    ...productColumns<TQuotationItem>(),
    unitPriceColumn<TQuotationItem>('price', 'Price (per carton)', (line) => line.price),
    { key: 'notes2', dataIndex: 'notes2', title: 'MOQ' },
    { key: 'expDate', title: 'Valid Date', render: () => formatDate(expDate) },
  ];
}
