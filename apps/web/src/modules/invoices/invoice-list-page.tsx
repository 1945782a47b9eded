import {
  brandIdsOfInvoicePath,
  INVOICE_DEFAULT_RANGE_MONTHS,
  INVOICE_PAID,
  INVOICE_PAID_NAMES,
  ORDER_RANGE_PRESETS,
  type TInvoice,
} from '@packline/domain';
import { App, Button, Empty, Select, Tag } from 'antd';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { succeeded } from '../../api/failures.ts';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { ask } from '../../ui/confirm.ts';
import { CrudTable } from '../../ui/crud-table.tsx';
import { DateRangeFilter, lastMonthsRange, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { INVOICE_COLUMNS, InvoiceItemsTable } from './invoice-columns.tsx';
import { InvoiceMarkPaidDialog } from './invoice-mark-paid-dialog.tsx';
import { useInvoiceMarkPaid, useInvoicePage } from './invoices.api.ts';

// The invoice lists '/invoice', '/invoice22', '/invoice23&41' (spec 01 §2): the brand ids come from the address, an
// optional ?customerId= narrows to one customer, the range defaults to the last 3 months. Rows open onto their items;
// the selected rows are marked paid together, one row through its Mark paid / Mark unpaid action (issue 20: the paid
// state itself is the Paid column's tag). The server filters, sorts, searches and pages (issue 13 §2).

const PAID_OPTIONS = [INVOICE_PAID.Paid, INVOICE_PAID.NotPaid].map((value) => ({
  value,
  label: INVOICE_PAID_NAMES[value],
}));

function RowActions(props: { row: TInvoice; onPay: (invoiceId: number) => void }) {
  const { modal } = App.useApp();
  const markPaid = useInvoiceMarkPaid();
  const { row } = props;
  if (row.paid !== INVOICE_PAID.Paid) {
    return (
      <Button
        type="link"
        size="small"
        onClick={() => props.onPay(row.invoiceId)}
        data-testid={`invoice-${row.invoiceId}-pay`}
      >
        Mark paid
      </Button>
    );
  }
  const unpay = async () => {
    if (!(await ask(modal, `Mark the invoice of ${row.orderNo} as not paid?`))) return;
    await succeeded(markPaid.mutateAsync({ invoiceId: row.invoiceId, paid: INVOICE_PAID.NotPaid }));
  };
  return (
    <Button
      type="link"
      size="small"
      danger
      loading={markPaid.isPending}
      onClick={unpay}
      data-testid={`invoice-${row.invoiceId}-unpay`}
    >
      Mark unpaid
    </Button>
  );
}

export default function InvoiceListPage() {
  const { pathname } = useLocation();
  const path = decodeURIComponent(pathname);
  const brandIds = brandIdsOfInvoicePath(path);
  const [search, setSearch] = useSearchParams();
  const customerId = Number(search.get('customerId')) || undefined;
  const [range, setRange] = useState<TDateRange>(() => lastMonthsRange(INVOICE_DEFAULT_RANGE_MONTHS, businessToday()));
  const [paid, setPaid] = useState<number | null>(null);
  const page = useInvoicePage({
    ...rangeParams(range),
    customerId,
    brandIds: brandIds.length > 0 ? brandIds.join(',') : undefined,
    paid: paid === INVOICE_PAID.Paid || paid === INVOICE_PAID.NotPaid ? paid : undefined,
  });
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [paying, setPaying] = useState<number[] | null>(null);
  const customerName = customerId ? page.rows?.find((row) => row.customerId === customerId)?.company : undefined;

  return (
    <>
      <PageTitleOf url={path} />
      <CrudTable<TInvoice>
        {...page.tableProps}
        searchProps={page.searchProps}
        rowKey="invoiceId"
        columns={INVOICE_COLUMNS}
        rowActions={(row) => <RowActions row={row} onPay={(invoiceId) => setPaying([invoiceId])} />}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
        }}
        expandable={{
          expandedRowRender: (row) => <InvoiceItemsTable invoice={row} />,
          rowExpandable: (row) => row.invoiceItem.length > 0,
        }}
        toolbar={
          <>
            <Button
              type="primary"
              disabled={selectedIds.length === 0}
              onClick={() => setPaying(selectedIds)}
              data-testid="invoice-mark-paid"
            >
              Mark Paid{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
            </Button>
            <DateRangeFilter value={range} onChange={setRange} presets={ORDER_RANGE_PRESETS} testId="invoice-range" />
            <Select<number>
              allowClear
              placeholder="Paid"
              value={paid ?? undefined}
              onChange={(value) => setPaid(value ?? null)}
              options={PAID_OPTIONS}
              style={{ width: 120 }}
              data-testid="invoice-paid-filter"
            />
            {customerId && (
              <Tag
                closable
                onClose={() => {
                  search.delete('customerId');
                  setSearch(search);
                }}
                data-testid="invoice-customer-filter"
              >
                Customer: {customerName ?? customerId}
              </Tag>
            )}
          </>
        }
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No invoices in this range" />}
        testId="invoice-list"
      />
      {paying && (
        <InvoiceMarkPaidDialog
          invoiceIds={paying}
          onClose={(paid) => {
            if (paid) setSelectedIds((ids) => ids.filter((id) => !paying.includes(id)));
            setPaying(null);
          }}
        />
      )}
    </>
  );
}
