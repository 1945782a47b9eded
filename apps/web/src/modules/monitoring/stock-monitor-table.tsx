import {
  defaultRequiredDate,
  formatCount,
  formatDate,
  formatDateTime,
  MONITOR_MESSAGES,
  normalisePageUrl,
  PO_EDIT_PAGES,
  SUGGESTED_MSL_RULE,
  SUGGESTED_QUANTITY_RULE,
  type TStockMonitorRow,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_READ_PAGES,
  WORK_ORDER_SOURCE,
  WORK_ORDER_STATUS,
  WORK_ORDER_WRITE_PAGES,
  workOrderStatusName,
} from '@packline/domain';
import { App, Button, DatePicker, Form, Modal, Space, Switch, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { useSession } from '../../api/session.ts';
import { ask } from '../../ui/confirm.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { numberRules, requiredRule } from '../../ui/form-rules.ts';
import { ListTable } from '../../ui/list-table.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { PurchaseOrderDialog } from '../purchase-orders/purchase-order-dialog.tsx';
import { useAddWorkOrders, useWorkOrderPage } from '../work-orders/work-orders.api.ts';
import {
  type TMonitorFilters,
  useChangeMsl,
  usePendingOrdersOfProduct,
  useStockMonitorPage,
} from './monitoring.api.ts';
import { StockHistoryDialog } from './stock-history-dialog.tsx';

/** The per-row drill-downs: Sales Order, Work Order, Change MSL and the Stock Chart (issue 31). */
type TDrill = 'orders' | 'workOrders' | 'msl' | 'history';

// The stock monitor table the Stock Monitor, Inventory Monitoring (one per group tab) and Purchase Product Inventory
// Monitoring screens share (spec 02 §2, §3 stock monitor row): the figures, the low flag, a Low only filter, and
// per row Sales Order and Work Order drill-downs and Change MSL.

const SUGGESTED_MSL_TEXT =
  `From the last ${SUGGESTED_MSL_RULE.windowDays} days of orders (single orders over ` +
  `${SUGGESTED_MSL_RULE.outlierMultiple} × the median left out): average daily usage × ` +
  `${SUGGESTED_MSL_RULE.leadDays} days' lead time + ${SUGGESTED_MSL_RULE.safetyMargin * 100}%. Computed nightly.`;

const COLUMNS: TCrudColumn<TStockMonitorRow>[] = [
  { key: 'productCode', dataIndex: 'productCode', title: 'Product Code', sortField: 'productCode' },
  { key: 'productName', dataIndex: 'productName', title: 'Product', sortField: 'productName', maxWidth: 200 },
  { key: 'company', dataIndex: 'company', title: 'Customer', defaultHidden: true },
  {
    key: 'productInStock',
    title: 'In Stock',
    align: 'right',
    sortField: 'productInStock',
    render: (_v, row) => formatCount(row.productInventoryInfo.productInStock),
  },
  {
    key: 'productMsl',
    title: 'MSL',
    align: 'right',
    sortField: 'productMsl',
    render: (_v, row) => formatCount(row.productInventoryInfo.productMsl),
  },
  {
    key: 'suggestedMsl',
    title: (
      <Tooltip title={SUGGESTED_MSL_TEXT}>
        <span>Suggested MSL</span>
      </Tooltip>
    ),
    align: 'right',
    render: (_v, row) => <SuggestedMslCell row={row} />,
  },
  {
    key: 'pendingWorkOrderQuantity',
    title: 'Work Order Qty',
    align: 'right',
    render: (_v, row) => formatCount(row.productInventoryInfo.pendingWorkOrderQuantity),
  },
  {
    key: 'poQty',
    title: 'PO Qty',
    align: 'right',
    defaultHidden: true,
    render: (_v, row) => formatCount(row.productInventoryInfo.poQty),
  },
  {
    key: 'pendingOrderQuantity',
    title: 'Pending Orders',
    align: 'right',
    render: (_v, row) => formatCount(row.productInventoryInfo.pendingOrderQuantity),
  },
  {
    key: 'pendingWarehouseQuantity',
    title: 'Pending Warehouse',
    defaultHidden: true,
    align: 'right',
    render: (_v, row) => formatCount(row.productInventoryInfo.pendingWarehouseQuantity),
  },
  {
    key: 'suggestedQuantity',
    title: (
      <Tooltip title={SUGGESTED_QUANTITY_RULE}>
        <span data-testid="suggested-quantity-header">Suggested Qty</span>
      </Tooltip>
    ),
    align: 'right',
    sortField: 'suggestedQuantity',
    render: (_v, row) => formatCount(row.productInventoryInfo.suggestedQuantity),
  },
  {
    key: 'changeRate',
    title: 'Change Rate',
    defaultHidden: true,
    align: 'right',
    sortField: 'changeRate',
    render: (_v, row) => {
      const rate = row.productInventoryInfo.changeRate;
      return rate === null ? '' : `${rate.toFixed(2)}%`;
    },
  },
  {
    key: 'orders',
    defaultHidden: true,
    title: (
      <Tooltip title="Orders in the last 6 months / the 6 before / the 6 before those">
        <span>Orders (6 / 12 / 18 months)</span>
      </Tooltip>
    ),
    render: (_v, row) => {
      const info = row.productInventoryInfo;
      return `${info.last6monthsOrderCount} / ${info.lastlast6monthsOrderCount} / ${info.lastlastlast6monthsOrderCount}`;
    },
  },
  {
    key: 'semi',
    title: 'Semi-finished (stock / MSL)',
    defaultHidden: true,
    render: (_v, row) => {
      const semi = row.semiProductInventoryInfo;
      return semi.semiProductInStock || semi.semiProductMsl
        ? `${formatCount(semi.semiProductInStock)} / ${formatCount(semi.semiProductMsl)}`
        : '';
    },
  },
  {
    key: 'low',
    title: 'Low',
    render: (_v, row) => (row.low ? <Tag color="red">Low</Tag> : <Tag color="green">OK</Tag>),
  },
];

/** The nightly suggestion with the figures behind it; Accept makes it the MSL (Product/ChangeMsl). */
function SuggestedMslCell({ row }: { row: TStockMonitorRow }) {
  const change = useChangeMsl();
  const suggestion = row.suggestedMsl;
  if (!suggestion) return null;
  const current = row.productInventoryInfo.productMsl;
  const figures = `${suggestion.averageDailyUsage} a day from ${suggestion.orderLines} order lines${
    suggestion.leftOut ? ` (${suggestion.leftOut} one-off left out)` : ''
  }, computed ${formatDateTime(suggestion.computedAt)}`;
  return (
    <Space size={4}>
      <Tooltip title={figures}>
        <span>{formatCount(suggestion.suggestedMsl)}</span>
      </Tooltip>
      {suggestion.suggestedMsl !== current ? (
        <Button
          type="link"
          size="small"
          loading={change.isPending}
          onClick={() => void succeeded(change.mutateAsync({ productId: row.productId, msl: suggestion.suggestedMsl }))}
          data-testid="accept-suggested-msl"
        >
          Accept
        </Button>
      ) : null}
    </Space>
  );
}

export function StockMonitorTable({
  type,
  purchased = false,
  testId = 'stock-monitor',
  toolbar,
  rowActions,
}: {
  type?: number;
  purchased?: boolean;
  testId?: string;
  /** More toolbar content (Inventory Monitoring's Add Product). */
  toolbar?: ReactNode;
  /** More per-row buttons (Inventory Monitoring's Remove). */
  rowActions?: (row: TStockMonitorRow) => ReactNode;
}) {
  const [lowOnly, setLowOnly] = useState(false);
  const filters: TMonitorFilters = { type, low: lowOnly ? '1' : undefined };
  const page = useStockMonitorPage(filters, purchased);
  const [drill, setDrill] = useState<{ row: TStockMonitorRow; kind: TDrill } | null>(null);
  const [ordering, setOrdering] = useState<TStockMonitorRow | null>(null);
  // issue 31 §11: a row offers only what the session may do; a bought-in product is ordered with a new PO.
  const holds = useHoldsAnyPage();
  const canReadWorkOrders = holds(WORK_ORDER_READ_PAGES);
  const canOrder = purchased && holds(PO_EDIT_PAGES);
  const action = (row: TStockMonitorRow, kind: TDrill, label: string) => (
    <Button type="link" size="small" onClick={() => setDrill({ row, kind })} data-testid={`${testId}-${kind}`}>
      {label}
    </Button>
  );
  return (
    <>
      <CrudTable<TStockMonitorRow>
        rowKey="productId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={COLUMNS}
        testId={testId}
        rowActions={(row) => (
          <Space size={0}>
            {action(row, 'orders', 'Sales Order')}
            {canOrder ? (
              <Button type="link" size="small" onClick={() => setOrdering(row)} data-testid={`${testId}-new-po`}>
                New PO
              </Button>
            ) : null}
            {canReadWorkOrders ? action(row, 'workOrders', 'Work Order') : null}
            {action(row, 'msl', 'Change MSL')}
            {action(row, 'history', 'Stock Chart')}
            {rowActions?.(row)}
          </Space>
        )}
        toolbar={
          <Space>
            {toolbar}
            <Switch checked={lowOnly} onChange={setLowOnly} data-testid={`${testId}-low-only`} />
            <span>Low only</span>
          </Space>
        }
        emptyText={lowOnly ? 'No product is below its MSL.' : 'No products.'}
      />
      {drill?.kind === 'orders' ? <PendingOrdersDialog row={drill.row} onClose={() => setDrill(null)} /> : null}
      {drill?.kind === 'workOrders' ? (
        <WorkOrdersDialog row={drill.row} canAdd={holds(WORK_ORDER_WRITE_PAGES)} onClose={() => setDrill(null)} />
      ) : null}
      {ordering ? (
        <PurchaseOrderDialog
          open
          order={null}
          prefill={{
            poDetail: [
              {
                item: `p${ordering.productId}`,
                quantity: ordering.productInventoryInfo.suggestedQuantity || undefined,
              },
            ],
          }}
          onClose={() => setOrdering(null)}
        />
      ) : null}
      {drill?.kind === 'msl' ? <ChangeMslDialog row={drill.row} onClose={() => setDrill(null)} /> : null}
      {drill?.kind === 'history' ? (
        <StockHistoryDialog productId={drill.row.productId} title={titleOf(drill.row)} onClose={() => setDrill(null)} />
      ) : null}
    </>
  );
}

const titleOf = (row: TStockMonitorRow) => `${row.productCode} — ${row.productName}`;

/** Whether the signed-in staff member holds any of the pages (the ones a call's access names). */
function useHoldsAnyPage(): (urls: readonly string[]) => boolean {
  const session = useSession();
  const held = session?.kind === 'staff' ? session.pages.map((p) => normalisePageUrl(p.pageUrl)) : [];
  return (urls) => urls.some((url) => held.includes(url));
}

function PendingOrdersDialog({ row, onClose }: { row: TStockMonitorRow; onClose: () => void }) {
  const orders = usePendingOrdersOfProduct(row.productId);
  return (
    <Modal open title={`Sales Orders: ${titleOf(row)}`} onCancel={onClose} footer={null} width={900}>
      <ListTable
        rowKey="orderId"
        size="small"
        loading={orders.isLoading}
        dataSource={orders.data ?? []}
        pagination={false}
        locale={{ emptyText: 'No order is waiting for this product.' }}
        data-testid="stock-monitor-orders"
        columns={[
          { title: 'Order No', dataIndex: 'orderNo' },
          { title: 'Customer', dataIndex: 'company' },
          { title: 'Order Date', key: 'orderDate', render: (_v, r) => formatDate(r.orderDate) },
          { title: 'Required Date', key: 'requiredDate', render: (_v, r) => formatDate(r.requiredDate) },
          { title: 'Status', dataIndex: 'orderStatusName' },
          { title: 'Quantity', dataIndex: 'quantity', align: 'right', render: formatCount },
          { title: 'Delivered', dataIndex: 'deliveredQuantity', align: 'right', render: formatCount },
          { title: 'Pending', dataIndex: 'pendingQuantity', align: 'right', render: formatCount },
        ]}
      />
    </Modal>
  );
}

const STOCK_ORDER_TYPES = [
  { value: 1, label: 'Finished Product' },
  { value: 2, label: 'Semi-finished Product' },
];

interface TStockWorkOrderValues {
  quantity?: number;
  orderTypeId?: number;
  requiredDate?: Dayjs;
}

/**
 * The Work Order drill-down: the product's work orders, and New WorkOrder as the stock monitor makes it (spec 02 §9):
 * Approved, source Inventory, not urgent, order type 1 or 2, created and approved by the session (the server's rule).
 */
function WorkOrdersDialog({ row, canAdd, onClose }: { row: TStockMonitorRow; canAdd: boolean; onClose: () => void }) {
  const page = useWorkOrderPage({ productId: row.productId });
  const add = useAddWorkOrders();
  const { modal } = App.useApp();
  const suggested = row.productInventoryInfo.suggestedQuantity;
  const dialog = useFormDialog<TStockWorkOrderValues>({
    initialValues: {
      quantity: suggested > 0 ? suggested : undefined,
      orderTypeId: 1,
      requiredDate: dayjs(defaultRequiredDate()),
    },
    // spec 02 §8: a work order made from a list is confirmed first; Cancel keeps the dialog open as it was.
    onSave: async (values) => {
      const confirmed = await ask(
        modal,
        `Create a work order for ${values.quantity} of ${row.productCode}?`,
        'It is approved at once, from Inventory.',
      );
      if (!confirmed) return false;
      return add.mutateAsync({
        count: 1,
        body: {
          productId: row.productId,
          quantity: Number(values.quantity),
          orderTypeId: Number(values.orderTypeId),
          workOrderSourceId: WORK_ORDER_SOURCE.Inventory,
          workOrderStatusId: WORK_ORDER_STATUS.Approved,
          requiredDate: values.requiredDate?.format('YYYY-MM-DD'),
          urgent: 0,
        },
      });
    },
  });
  return (
    <Modal open title={`Work Orders: ${titleOf(row)}`} onCancel={onClose} footer={null} width={900}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {canAdd ? (
          <Button type="primary" onClick={() => dialog.show()} data-testid="stock-monitor-new-work-order">
            New WorkOrder
          </Button>
        ) : null}
        <ListTable
          rowKey="workOrderId"
          size="small"
          loading={page.loading}
          dataSource={page.rows ?? []}
          pagination={false}
          locale={{ emptyText: 'No work order for this product.' }}
          data-testid="stock-monitor-work-orders"
          columns={[
            { title: 'Work Order No', dataIndex: 'workOrderNo' },
            { title: 'Quantity', dataIndex: 'quantity', align: 'right', render: formatCount },
            { title: 'Order Type', dataIndex: 'orderTypeName' },
            { title: 'Source', dataIndex: 'workOrderSourceName' },
            { title: 'Status', key: 'status', render: (_v, r) => workOrderStatusName(r.workOrderStatusId) },
            { title: 'Required Date', key: 'requiredDate', render: (_v, r) => formatDate(r.requiredDate) },
          ]}
        />
      </Space>
      <Modal {...dialog.modalProps} title="New WorkOrder">
        <Form {...dialog.formProps} layout="vertical">
          <Form.Item
            name="quantity"
            label="Quantity"
            rules={[
              requiredRule(WORK_ORDER_MESSAGES.quantityRequired),
              ...numberRules({ min: 1, precision: 0, message: WORK_ORDER_MESSAGES.validQty }),
            ]}
          >
            <NumberInput min={1} precision={0} data-testid="stock-work-order-quantity" />
          </Form.Item>
          <Form.Item
            name="orderTypeId"
            label="Order Type"
            rules={[requiredRule(WORK_ORDER_MESSAGES.orderTypeRequired)]}
          >
            <OptionSelect options={STOCK_ORDER_TYPES} loading={false} />
          </Form.Item>
          <Form.Item name="requiredDate" label="Required Date" rules={[requiredRule('Please choose a required date.')]}>
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
        </Form>
      </Modal>
    </Modal>
  );
}

function ChangeMslDialog({ row, onClose }: { row: TStockMonitorRow; onClose: () => void }) {
  const change = useChangeMsl();
  const current = row.productInventoryInfo.productMsl;
  const dialog = useFormDialog<{ msl?: number }>({
    open: true,
    initialValues: { msl: current ?? undefined },
    onClose,
    onSave: (values) => change.mutateAsync({ productId: row.productId, msl: Number(values.msl) }),
  });
  return (
    <Modal {...dialog.modalProps} title={`Change MSL: ${titleOf(row)}`}>
      <Form {...dialog.formProps} layout="vertical">
        <Form.Item
          name="msl"
          label="New MSL (pieces)"
          rules={[
            requiredRule(MONITOR_MESSAGES.mslInvalid),
            ...numberRules({ min: 0, precision: 0, message: MONITOR_MESSAGES.mslInvalid }),
            {
              validator: (_rule, value) =>
                value === current ? Promise.reject(new Error(MONITOR_MESSAGES.mslUnchanged)) : Promise.resolve(),
            },
          ]}
        >
          <NumberInput min={0} precision={0} data-testid="change-msl-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
