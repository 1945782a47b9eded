import {
  canCancelPurchaseOrder,
  canPayPurchaseOrder,
  DEFAULT_PO_STATUSES,
  formatCount,
  formatDate,
  formatMoney,
  formatUnitPrice,
  hasGst,
  PAYMENT_STATUS,
  PO_LIST_MODE,
  PO_MESSAGES,
  PO_RANGE_MONTHS,
  PO_STATUS,
  PO_STATUS_OPTIONS,
  purchaseOrderFileName,
  type TPurchaseOrder,
} from '@packline/domain';
import { App, Button, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { succeeded } from '../../api/failures.ts';
import { useSession } from '../../api/session.ts';
import { ask } from '../../ui/confirm.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { DateRangeFilter, lastMonthsRange, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { EmailDialog, type TEmailDraft } from '../../ui/email-dialog.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { PaymentNoteDialog } from '../../ui/payment-note-dialog.tsx';
import { QualificationAlerts } from '../suppliers/supplier-tags.tsx';
import { itemNameOf, PurchaseOrderDetailsDialog } from './purchase-order-details-dialog.tsx';
import { PurchaseOrderDialog } from './purchase-order-dialog.tsx';
import {
  downloadPurchaseOrder,
  sendPurchaseOrderEmail,
  useApprovePurchaseOrder,
  useCancelPurchaseOrder,
  useFinishPurchaseOrder,
  useMarkPaid,
  useOutstandingTotals,
  usePurchaseOrderPage,
} from './purchase-orders.api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

// spec 02 §2 Purchase Order list, one list in three modes: 1 Purchase Order (Approve and Finish hidden; New Order),
// 2 Purchase Order Approve (Edit, Approve, Finish, New Order), 3 Payable (Payment, Invoice Note, Paid/Unpaid; no add,
// edit or delete). Date range with Clear Date (last 6 months); statuses 1, 2, 10 by default outside Payable.

export type TPoListMode = (typeof PO_LIST_MODE)[keyof typeof PO_LIST_MODE];

const URLS: Record<TPoListMode, string> = {
  [PO_LIST_MODE.PurchaseOrder]: '/purchase-order',
  [PO_LIST_MODE.Approve]: '/purchase-order-approve',
  [PO_LIST_MODE.Payable]: '/payable',
};
const STATUS_COLOURS: Record<number, string> = { 1: 'gold', 2: 'blue', 10: 'cyan', 3: 'green', 0: 'default' };
const RANGE_PRESETS = [
  { label: 'Last month', months: 1 },
  { label: 'Last 3 months', months: 3 },
  { label: 'Last 6 months', months: PO_RANGE_MONTHS },
  { label: 'Last year', months: 12 },
];
const defaultRange = () => lastMonthsRange(PO_RANGE_MONTHS);
const personName = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : '');

function Details({ order }: { order: TPurchaseOrder }) {
  return (
    <Space direction="vertical" size={0} style={{ fontSize: 12 }}>
      {order.poDetail.map((line) => (
        <span key={line.poDetailId}>
          {itemNameOf(line)} · {formatUnitPrice(line.unitPrice)} · purchased {formatCount(line.quantity)} · received{' '}
          {formatCount(line.totalRevQty)} · handled {formatCount(line.totalHandledQty)}
          {line.completed === 1 ? ' ✓' : ''}
        </span>
      ))}
      {order.poOption.map((option) => (
        <span key={option.poOptionId}>
          {option.optionName}: {formatMoney(option.price)}
        </span>
      ))}
    </Space>
  );
}

function Price({ order }: { order: TPurchaseOrder }) {
  const label = order.currencyName;
  if (!hasGst(order.currencyId)) return <span>{`${label} ${formatMoney(order.price)}`}</span>;
  return (
    <Space direction="vertical" size={0}>
      <span>{`${label} ${formatMoney(order.price)} excl GST`}</span>
      <span>{`${label} ${formatMoney(order.inclGstPrice)} incl GST`}</span>
    </Space>
  );
}

/** The e-mail of an order: to the supplier, with the PO PDF the server attaches. */
function emailDraftOf(order: TPurchaseOrder, senderName: string): TEmailDraft {
  return {
    targetAddress: order.suplier.email ?? '',
    targetName: order.suplier.suplierName,
    subject: `Purchase Order ${order.poNo}`,
    htmlContent: '',
    // issue 31 §16: the buyer writes the message as text; the dialog sends its paragraphs as HTML.
    textContent: `Dear ${order.suplier.suplierName},\n\nPlease find attached our purchase order ${order.poNo}, ETA ${formatDate(order.deliveryDate)}. Kindly confirm receipt and the delivery date.\n\nKind regards,\n${senderName}`,
  };
}

/** Issue 31: Payable's total outstanding (unpaid, approved or later), per currency. */
function OutstandingTotal() {
  const totals = useOutstandingTotals(true);
  const rows = totals.data ?? [];
  return (
    <Typography.Text strong data-testid="po-outstanding">
      Total outstanding:{' '}
      {rows.length === 0
        ? formatMoney(0)
        : rows.map((row) => `${row.currencyName} ${formatMoney(row.total)} (${row.count})`).join(' · ')}
    </Typography.Text>
  );
}

type TDialog =
  | { kind: 'edit'; order: TPurchaseOrder | null }
  | { kind: 'cancel'; order: TPurchaseOrder }
  | { kind: 'details'; order: TPurchaseOrder }
  | { kind: 'email'; order: TPurchaseOrder }
  | { kind: 'paid'; order: TPurchaseOrder };

export function PurchaseOrderList({ mode }: { mode: TPoListMode }) {
  const { modal } = App.useApp();
  const session = useSession();
  const staff = session?.kind === 'staff' ? session : null;
  const payable = mode === PO_LIST_MODE.Payable;
  const approver = mode === PO_LIST_MODE.Approve;
  const [range, setRange] = useState<TDateRange>(defaultRange);
  const [statuses, setStatuses] = useState<number[]>([...DEFAULT_PO_STATUSES]);
  const [paid, setPaid] = useState<string | undefined>(undefined);
  const filters = {
    ...rangeParams(range),
    status: payable ? 'all' : statuses.join(',') || 'all',
    paid: payable ? paid : undefined,
  };
  const page = usePurchaseOrderPage(filters);
  const approve = useApprovePurchaseOrder();
  const finish = useFinishPurchaseOrder();
  const markPaid = useMarkPaid();
  const cancel = useCancelPurchaseOrder();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const close = () => setDialog(null);

  const confirmThen = async (title: string, action: () => Promise<unknown>) => {
    if (await ask(modal, title)) await succeeded(action());
  };
  const openEmail = (order: TPurchaseOrder) => {
    // spec 02 §4: the e-mail is blocked while the order awaits approval.
    if (order.poStatusId === PO_STATUS.AwaitingApproval) showErrorDialog(PO_MESSAGES.shouldBeApproved, null);
    else setDialog({ kind: 'email', order });
  };

  const columns = useMemo<TCrudColumn<TPurchaseOrder>[]>(() => {
    const list: TCrudColumn<TPurchaseOrder>[] = [
      { title: 'PO Number', dataIndex: 'poNo', sortField: 'poNo' },
      { title: 'Details', key: 'details', defaultHidden: true, render: (_v, order) => <Details order={order} /> },
      { title: 'Price', key: 'price', sortField: 'price', render: (_v, order) => <Price order={order} /> },
      {
        title: 'Supplier',
        key: 'supplier',
        sortField: 'suplierName',
        render: (_v, order) => (
          <Space direction="vertical" size={2}>
            {order.suplier.suplierName}
            <QualificationAlerts alerts={order.qualificationAlerts} />
          </Space>
        ),
      },
      {
        title: 'Created By',
        key: 'createdAt',
        sortField: 'createdAt',
        defaultHidden: true,
        render: (_v, order) => (
          <Space direction="vertical" size={0}>
            {personName(order.createdEmployee)}
            <Typography.Text type="secondary">{formatDate(order.createdAt)}</Typography.Text>
          </Space>
        ),
      },
      { title: 'ETA', key: 'deliveryDate', sortField: 'deliveryDate', render: (_v, o) => formatDate(o.deliveryDate) },
      { title: 'Notes', dataIndex: 'notes', maxWidth: 160, defaultHidden: payable },
      {
        title: 'Status',
        key: 'status',
        sortField: 'poStatusId',
        render: (_v, order) =>
          order.cancelReason ? (
            <Space direction="vertical" size={0}>
              <Tag color={STATUS_COLOURS[order.poStatusId]}>{order.poStatusName}</Tag>
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12, maxWidth: 200 }}
                ellipsis={{
                  tooltip: `${order.cancelReason} (${personName(order.cancelledBy)}, ${formatDate(order.cancelledAt)})`,
                }}
                data-testid="po-cancel-reason"
              >
                {order.cancelReason}
              </Typography.Text>
            </Space>
          ) : (
            <Tag color={STATUS_COLOURS[order.poStatusId]}>{order.poStatusName}</Tag>
          ),
      },
    ];
    if (payable) {
      list.push(
        {
          title: 'Payment',
          key: 'payment',
          render: (_v, order) =>
            order.paid === PAYMENT_STATUS.Paid ? (
              <Tag color="green">Paid {formatDate(order.paymentDate)}</Tag>
            ) : (
              <Tag>Unpaid</Tag>
            ),
        },
        { title: 'Invoice Note', dataIndex: 'invoiceNote', maxWidth: 160 },
      );
    }
    return list;
  }, [payable]);

  const link = (label: string, onClick: () => void, testId: string) => (
    <Button type="link" size="small" onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );

  return (
    <>
      <PageTitleOf url={URLS[mode]} />
      <CrudTable<TPurchaseOrder>
        rowKey="poId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        testId="purchase-order-table"
        toolbar={
          <Space wrap>
            {payable ? null : (
              <Button type="primary" onClick={() => setDialog({ kind: 'edit', order: null })} data-testid="po-new">
                New Order
              </Button>
            )}
            <DateRangeFilter value={range} onChange={setRange} presets={RANGE_PRESETS} testId="po-range" />
            <Button onClick={() => setRange(defaultRange())} data-testid="po-clear-date">
              Clear Date
            </Button>
            {payable ? <OutstandingTotal /> : null}
            {payable ? (
              <Select<string>
                allowClear
                placeholder="Paid and unpaid"
                value={paid}
                onChange={(value) => setPaid(value ?? undefined)}
                options={[
                  { value: '1', label: 'Paid' },
                  { value: '0', label: 'Unpaid' },
                ]}
                style={{ width: 160 }}
                data-testid="po-paid-filter"
              />
            ) : (
              <Select<number[]>
                mode="multiple"
                placeholder="Status"
                value={statuses}
                onChange={setStatuses}
                options={PO_STATUS_OPTIONS}
                style={{ minWidth: 260 }}
                data-testid="po-status-filter"
              />
            )}
          </Space>
        }
        rowActions={(order) => (
          <>
            {link('Details', () => setDialog({ kind: 'details', order }), 'po-details')}
            {link('PDF', () => void downloadPurchaseOrder(order.poId, order.poNo), 'po-pdf')}
            {payable ? null : link('Email', () => openEmail(order), 'po-email')}
            {approver && order.poStatusId === PO_STATUS.AwaitingApproval ? (
              <>
                {link('Edit', () => setDialog({ kind: 'edit', order }), 'po-edit')}
                {link(
                  'Approve',
                  () => void confirmThen(`Approve ${order.poNo}?`, () => approve.mutateAsync({ id: order.poId })),
                  'po-approve',
                )}
              </>
            ) : null}
            {approver && order.poStatusId === PO_STATUS.Received
              ? link(
                  'Finish',
                  () => void confirmThen(`Finish ${order.poNo}?`, () => finish.mutateAsync({ id: order.poId })),
                  'po-finish',
                )
              : null}
            {!payable && canCancelPurchaseOrder(order)
              ? link('Cancel', () => setDialog({ kind: 'cancel', order }), 'po-cancel')
              : null}
            {payable
              ? order.paid === PAYMENT_STATUS.Paid
                ? link(
                    'Unpaid',
                    () =>
                      void confirmThen(`Mark ${order.poNo} unpaid?`, () =>
                        markPaid.mutateAsync({ id: order.poId, paymentStatus: PAYMENT_STATUS.Unpaid }),
                      ),
                    'po-unpaid',
                  )
                : canPayPurchaseOrder(order.poStatusId)
                  ? link('Paid', () => setDialog({ kind: 'paid', order }), 'po-paid')
                  : null
              : null}
          </>
        )}
      />
      {dialog?.kind === 'edit' ? <PurchaseOrderDialog open order={dialog.order} onClose={close} /> : null}
      <PurchaseOrderDetailsDialog
        order={
          dialog?.kind === 'details' ? (page.rows?.find((row) => row.poId === dialog.order.poId) ?? dialog.order) : null
        }
        editable={!payable}
        onClose={close}
      />
      {dialog?.kind === 'email' ? (
        <EmailDialog
          open
          title="Email"
          draft={emailDraftOf(dialog.order, staff?.name ?? '')}
          sender={{ name: staff?.name, address: staff?.email }}
          send={sendPurchaseOrderEmail(dialog.order.poId)}
          attachmentName={purchaseOrderFileName(dialog.order.poNo)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ReasonDialog
          title={`Cancel ${dialog.order.poNo}`}
          content="The order becomes Cancelled; nothing of it has been received."
          required={PO_MESSAGES.cancelReasonRequired}
          submitLabel="Cancel Order"
          testId="po-cancel-dialog"
          onSubmit={(reason) => cancel.mutateAsync({ id: dialog.order.poId, reason })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'paid' ? (
        <PaymentNoteDialog
          title={`Payment — ${dialog.order.poNo}`}
          noteLabel="Invoice Number"
          noteRequired="Please input the invoice number."
          noteMax={100}
          submitLabel="Paid"
          testId="po-mark-paid"
          noteTestSuffix="invoice"
          notAfterToday
          onSubmit={(payment) =>
            markPaid.mutateAsync({
              id: dialog.order.poId,
              paymentStatus: PAYMENT_STATUS.Paid,
              invoiceNumber: payment.invoiceNote,
              paymentDate: payment.paymentDate,
            })
          }
          onClose={close}
        />
      ) : null}
    </>
  );
}
