import {
  formatDate,
  formatDollars,
  INVOICE_PAID,
  INVOICE_PAID_NAMES,
  salesReportDefaultRange,
  type TSaleReportInvoice,
} from '@packline/domain';
import { Button, Card, Col, Collapse, Row, Select, Space, Statistic, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { DateRangeFilter, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { OrderDialog } from '../sales-orders/order-dialog.tsx';
import { useSaleReportPage, useSaleReportTotals } from './reports.api.ts';
import { SalesReportCharts } from './sales-report-charts.tsx';

// spec 02 §2 Sales Report (/salesReport/0 all sales, /salesReport/1 the caller's own: the server limits it): a date
// range (a month back to tomorrow by default, spec 02 §9 as corrected), the invoices with the Paid filter on by default,
// the totals of product sales, profit and the three fees over the whole filter, per-product totals, each invoice's
// items when expanded, and See Order.

const PRESETS = [
  { label: 'Last month', months: 1 },
  { label: 'Last 3 months', months: 3 },
  { label: 'Last 12 months', months: 12 },
];

function defaultRange(): TDateRange {
  const range = salesReportDefaultRange(businessToday().format('YYYY-MM-DD'));
  return [dayjs(range.start), dayjs(range.end)];
}

const employeeName = (row: TSaleReportInvoice) =>
  row.order.employee ? `${row.order.employee.firstName} ${row.order.employee.lastName}` : '';

export function SalesReportPage() {
  const url = useLocation().pathname.endsWith('/1') ? '/salesReport/1' : '/salesReport/0';
  const [range, setRange] = useState<TDateRange>(defaultRange);
  const [paid, setPaid] = useState<number | null>(INVOICE_PAID.Paid);
  const filters = { ...rangeParams(range), ...(paid === null ? {} : { paid }) };
  const page = useSaleReportPage(filters);
  const totals = useSaleReportTotals(filters);
  const [orderId, setOrderId] = useState<number | null>(null);

  const columns: TCrudColumn<TSaleReportInvoice>[] = [
    { key: 'invoiceId', title: 'Invoice No', dataIndex: 'invoiceId', sortField: 'invoiceId' },
    {
      key: 'invoiceDate',
      title: 'Invoice Date',
      render: (_v, row) => formatDate(row.invoiceDate),
      sortField: 'invoiceDate',
    },
    { key: 'orderNo', title: 'Order No', render: (_v, row) => row.order.orderNo },
    { key: 'company', title: 'Customer', dataIndex: 'company', sortField: 'company' },
    { key: 'sales', title: 'Sales', render: (_v, row) => employeeName(row) },
    { key: 'city', title: 'Delivery City', dataIndex: 'deliveryCity' },
    {
      key: 'slips',
      title: 'Packing Slip',
      render: (_v, row) => row.order.dispatching.map((d) => d.packingSlipNo).join(', '),
    },
    {
      key: 'totalPrice',
      title: 'Total (excl. GST)',
      align: 'right',
      render: (_v, row) => formatDollars(row.totalPrice),
      sortField: 'totalPrice',
    },
    {
      key: 'priceInclgst',
      title: 'Incl. GST',
      align: 'right',
      render: (_v, row) => formatDollars(row.priceInclgst),
    },
    {
      key: 'profit',
      title: 'Profit',
      align: 'right',
      render: (_v, row) => (row.profit === null ? '' : formatDollars(row.profit)),
      sortField: 'profit',
    },
    {
      key: 'paid',
      title: 'Paid',
      render: (_v, row) => (
        <Tag color={row.paid === INVOICE_PAID.Paid ? 'green' : 'orange'}>{INVOICE_PAID_NAMES[row.paid]}</Tag>
      ),
    },
    { key: 'invoiceNote', title: 'Invoice Note', dataIndex: 'invoiceNote' },
  ];

  const sums = totals.data;
  const stat = (title: string, value: string | undefined, testId: string) => (
    <Col xs={12} md={4}>
      <Statistic title={title} value={value ?? ''} prefix="$" data-testid={testId} />
    </Col>
  );

  return (
    <>
      <PageTitleOf url={url} />
      <Space wrap style={{ marginBottom: 16 }}>
        <DateRangeFilter value={range} onChange={setRange} presets={PRESETS} testId="sales-report-range" />
        <Select<number | 'all'>
          value={paid ?? 'all'}
          onChange={(value) => setPaid(value === 'all' ? null : value)}
          options={[
            { value: INVOICE_PAID.Paid, label: 'Paid' },
            { value: INVOICE_PAID.NotPaid, label: 'Unpaid' },
            { value: 'all', label: 'All' },
          ]}
          style={{ width: 120 }}
          data-testid="sales-report-paid"
        />
      </Space>
      <Card size="small" style={{ marginBottom: 16 }} loading={totals.isLoading}>
        <Row gutter={16}>
          <Col xs={12} md={4}>
            <Statistic title="Invoices" value={sums?.invoiceCount ?? 0} />
          </Col>
          {stat('Product Sales', sums?.productSales, 'sales-report-product-sales')}
          {stat('Profit', sums?.profit, 'sales-report-profit')}
          {stat('Delivery Fee', sums?.deliveryFee, 'sales-report-delivery-fee')}
          {stat('Urgent Fee', sums?.urgentFee, 'sales-report-urgent-fee')}
          {stat('Setup Fee', sums?.setupFee, 'sales-report-setup-fee')}
        </Row>
        <Collapse
          ghost
          items={[
            {
              key: 'products',
              label: 'Per-product totals',
              children: (
                <Table
                  size="small"
                  rowKey="productId"
                  pagination={false}
                  dataSource={sums?.products ?? []}
                  columns={[
                    { key: 'productName', title: 'Product', dataIndex: 'productName' },
                    { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right' },
                    {
                      key: 'totalPrice',
                      title: 'Total',
                      align: 'right',
                      render: (_v, row) => formatDollars(row.totalPrice),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <SalesReportCharts filters={filters} />
      <CrudTable<TSaleReportInvoice>
        {...page.tableProps}
        searchProps={page.searchProps}
        rowKey="invoiceId"
        columns={columns}
        testId="sales-report"
        expandable={{
          expandedRowRender: (row: TSaleReportInvoice) => (
            <Table
              size="small"
              pagination={false}
              rowKey={(item) => `${item.productId ?? ''}-${item.optionId ?? ''}-${item.totalPrice}`}
              dataSource={row.invoiceItem}
              columns={[
                {
                  key: 'name',
                  title: 'Product / Option',
                  render: (_v, item) => item.product?.productName ?? item.option?.optionName ?? '',
                },
                { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right' },
                {
                  key: 'totalPrice',
                  title: 'Total',
                  align: 'right',
                  render: (_v, item) => formatDollars(item.totalPrice),
                },
              ]}
            />
          ),
        }}
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            onClick={() => setOrderId(row.orderId)}
            data-testid={`see-order-${row.invoiceId}`}
          >
            See Order
          </Button>
        )}
      />
      {orderId !== null && (
        <OrderDialog open variant="edit" readOnly orderId={orderId} onClose={() => setOrderId(null)} />
      )}
    </>
  );
}
