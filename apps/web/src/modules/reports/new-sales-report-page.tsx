import {
  EXPORT_MESSAGES,
  formatCartons,
  formatCount,
  formatDollars,
  NEW_SALE_REPORT_EXPORT_BY,
  REPORT_MESSAGES,
  salesReportDefaultRange,
  type TNewSaleReportExportBy,
  type TNewSaleReportQuery,
  type TNewSaleReportRow,
} from '@packline/domain';
import { Button, Form, Modal, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { succeeded } from '../../api/failures.ts';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { DateRangeFilter, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { PRODUCT_OPTIONS } from '../catalogue/products.api.ts';
import { CUSTOMER_PICKER } from '../customers/customers.api.ts';
import { downloadNewSaleReport, useNewSaleReport } from './reports.api.ts';

// spec 02 §2 New Sales Report (/newSalesReport/0, /1 the caller's own: the server limits it): a date range, Export By
// product, customer or salesperson with the matching picker, Confirm (dates, export-by and the selection required),
// the rows of spec 02 §3 with their derived figures, and Export Excel (GST 15 %, from the server's export helper).

const PRESETS = [
  { label: 'Last month', months: 1 },
  { label: 'Last 3 months', months: 3 },
  { label: 'Last 12 months', months: 12 },
];
const EXPORT_BY_LABELS: Record<TNewSaleReportExportBy, string> = {
  product: 'Product',
  customer: 'Customer',
  sales: 'Sale',
};
const QUERY_KEY: Record<TNewSaleReportExportBy, 'productId' | 'customerId' | 'salesId'> = {
  product: 'productId',
  customer: 'customerId',
  sales: 'salesId',
};

interface TFormValues {
  range: TDateRange;
  exportBy?: TNewSaleReportExportBy;
  selection?: number | null;
}

const percent = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(2)}%`);

export function NewSalesReportPage() {
  const url = useLocation().pathname.endsWith('/1') ? '/newSalesReport/1' : '/newSalesReport/0';
  const [form] = Form.useForm<TFormValues>();
  const exportBy = Form.useWatch('exportBy', form);
  const [query, setQuery] = useState<TNewSaleReportQuery | null>(null);
  const report = useNewSaleReport(query);
  const employees = useReferenceOptions('employee');
  const start = salesReportDefaultRange(businessToday().format('YYYY-MM-DD'));

  const confirm = (values: TFormValues) => {
    const by = values.exportBy as TNewSaleReportExportBy;
    setQuery({ ...rangeParams(values.range), [QUERY_KEY[by]]: values.selection as number });
  };

  const exportExcel = () => {
    if (!query || (report.data ?? []).length === 0) {
      Modal.info({ title: EXPORT_MESSAGES.noData, content: EXPORT_MESSAGES.noDataDetail });
      return;
    }
    void succeeded(downloadNewSaleReport(query));
  };

  const columns = [
    { key: 'name', title: 'Product / Option', dataIndex: 'productOrOptionName' },
    {
      key: 'unitPrice',
      title: 'Unit Price',
      align: 'right' as const,
      render: (_v: unknown, r: TNewSaleReportRow) => `$${r.unitPrice}`,
    },
    {
      key: 'reservePrice',
      title: 'Reserve Price',
      align: 'right' as const,
      render: (_v: unknown, r: TNewSaleReportRow) => (r.reservePrice === null ? '' : `$${r.reservePrice}`),
    },
    { key: 'packageQty', title: 'Cartons', dataIndex: 'packageQty', align: 'right' as const, render: formatCartons },
    {
      key: 'numberQuantity',
      title: 'Pieces per Carton',
      dataIndex: 'numberQuantity',
      align: 'right' as const,
      render: formatCount,
    },
    { key: 'totalQty', title: 'Total Qty', dataIndex: 'totalQty', align: 'right' as const, render: formatCount },
    {
      key: 'totalPrice',
      title: 'Total (excl. GST)',
      align: 'right' as const,
      render: (_v: unknown, r: TNewSaleReportRow) => formatDollars(r.totalPrice),
    },
    {
      key: 'profitRate',
      title: 'Profit Rate',
      align: 'right' as const,
      render: (_v: unknown, r: TNewSaleReportRow) => percent(r.profitRate),
    },
  ];

  return (
    <>
      <PageTitleOf url={url} />
      <Form<TFormValues>
        form={form}
        layout="inline"
        name="new-sales-report"
        initialValues={{ range: [dayjs(start.start), dayjs(start.end)] }}
        onFinish={confirm}
        onValuesChange={(changed) => {
          if ('exportBy' in changed) form.setFieldValue('selection', null);
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="range" rules={[{ required: true, message: REPORT_MESSAGES.datesRequired }]}>
          <DateRangeFilterField />
        </Form.Item>
        <Form.Item
          name="exportBy"
          label="Export By"
          rules={[{ required: true, message: REPORT_MESSAGES.exportByRequired }]}
        >
          <Radio.Group
            options={NEW_SALE_REPORT_EXPORT_BY.map((value) => ({ value, label: EXPORT_BY_LABELS[value] }))}
            data-testid="new-sales-report-by"
          />
        </Form.Item>
        <Form.Item name="selection" rules={[{ required: true, message: REPORT_MESSAGES.selectionRequired }]}>
          {exportBy === 'product' ? (
            <RemoteSelect
              source={PRODUCT_OPTIONS}
              placeholder="Product"
              style={{ width: 260 }}
              testId="new-sales-report-product"
            />
          ) : exportBy === 'customer' ? (
            <RemoteSelect
              source={CUSTOMER_PICKER}
              placeholder="Customer"
              style={{ width: 260 }}
              testId="new-sales-report-customer"
            />
          ) : (
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={exportBy === 'sales' ? 'Sale' : 'Choose Export By first'}
              disabled={exportBy !== 'sales'}
              options={employees.options}
              style={{ width: 220 }}
              data-testid="new-sales-report-sales"
            />
          )}
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="new-sales-report-confirm">
            Confirm
          </Button>
          <Button onClick={exportExcel} data-testid="new-sales-report-export">
            Export Excel
          </Button>
        </Space>
      </Form>
      <ListTable<TNewSaleReportRow>
        size="small"
        rowKey={(row) => `${row.productOrOptionName}-${row.optionId ?? ''}-${row.unitPrice}-${row.reservePrice ?? ''}`}
        loading={report.isFetching}
        dataSource={report.data ?? []}
        columns={columns}
        pagination={false}
        data-testid="new-sales-report"
      />
    </>
  );
}

/** The range picker as a form field (value / onChange from Form.Item). */
function DateRangeFilterField(props: { value?: TDateRange; onChange?: (range: TDateRange) => void }) {
  const fallback = salesReportDefaultRange(businessToday().format('YYYY-MM-DD'));
  return (
    <DateRangeFilter
      value={props.value ?? [dayjs(fallback.start), dayjs(fallback.end)]}
      onChange={(range) => props.onChange?.(range)}
      presets={PRESETS}
      testId="new-sales-report-range"
    />
  );
}
