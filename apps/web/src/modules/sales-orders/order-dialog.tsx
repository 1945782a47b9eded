import { canOrderFor, ORDER_MESSAGES, ORDER_STATUS, type TOrder } from '@packline/domain';
import { Alert, Button, Form, type FormInstance, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useOpeningKey, WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { useCustomerById } from '../customers/customers.api.ts';
import { useProductsWithQuota } from '../quotations/quotations.api.ts';
import { SalesOrderShortfall } from '../work-orders/shortfall.tsx';
import {
  copyOrderValues,
  customerDefaults,
  linePiecesTyped,
  newOrderValues,
  orderFormValues,
  ownOrderValues,
  pricedLine,
  pricedOption,
  type TOrderFormValues,
  type TOrderLineValues,
  type TOrderOptionValues,
  withDeliveryFee,
} from './order-form.ts';
import { useOrderActions } from './order-form-actions.ts';
import { OrderDeliveryFields } from './order-form-delivery.tsx';
import { OrderHeaderFields, type TFixedCustomer } from './order-form-header.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { OrderOptionsTable } from './order-options-table.tsx';
import { OrderTotals } from './order-totals.tsx';
import { useOrder, useOwnOrderDefaults } from './sales-orders.api.ts';

// The order dialog in its variants (spec 01 §2): new, edit, copy, draft, and the awaiting-dispatch view of the lines
// with their delivered quantities. The spec's handle-dispatch variant is the dispatch dialog (Handle on the
// outstanding list opens it for the order).

export type TOrderDialogVariant = 'new' | 'edit' | 'copy' | 'draft' | 'awaiting-dispatch';

export interface TOrderDialogProps {
  open: boolean;
  variant: TOrderDialogVariant;
  /** The order to open (edit, draft, awaiting dispatch) or to copy from (copy). */
  orderId?: number;
  /** An online customer's own order page: their customer only, no delivery method change, status 2. */
  customerMode?: boolean;
  /** Read-only view (a customer's order past status 2, a view-only list). */
  readOnly?: boolean;
  onClose: () => void;
}

const TITLES: Record<TOrderDialogVariant, string> = {
  new: 'New Order',
  edit: 'Edit Order',
  copy: 'Copy Order',
  draft: 'Draft Order',
  'awaiting-dispatch': 'Awaiting Dispatch',
};

const isDispatchView = (variant: TOrderDialogVariant) => variant === 'awaiting-dispatch';

/** Replaces the whole form: a list set over a longer one would keep the longer one's extra lines. */
function fill(form: FormInstance<TOrderFormValues>, values: TOrderFormValues) {
  form.resetFields();
  form.setFieldsValue(values);
}

/** What the close question compares: every stored value, the Dayjs dates as text. */
const snapshot = (form: FormInstance<TOrderFormValues>) => JSON.stringify(form.getFieldsValue(true));

/** Each opening starts a fresh editor (its own form and questions); closing keeps it while it animates. */
export function OrderDialog(props: TOrderDialogProps) {
  return <OrderEditor key={useOpeningKey(props.open)} {...props} />;
}

/**
 * Prices a line or option again when its cartons, pieces or unit price was typed (not when a row moved): cartons and
 * unit price give the pieces and the price; pieces give whole cartons (order-form.ts `linePiecesTyped`).
 */
function recompute(form: FormInstance<TOrderFormValues>, changed: Partial<TOrderFormValues>) {
  changed.orderProduct?.forEach((line, index) => {
    if (!line || Object.keys(line).length !== 1) return;
    const current = form.getFieldValue(['orderProduct', index]) as TOrderLineValues;
    if ('quantity' in line) form.setFieldValue(['orderProduct', index], linePiecesTyped(current));
    else if ('packagingQty' in line || 'unitPrice' in line) {
      form.setFieldValue(['orderProduct', index], pricedLine(current));
    }
  });
  changed.orderOption?.forEach((option, index) => {
    if (!option || Object.keys(option).length !== 1 || !('quantity' in option || 'unitPrice' in option)) return;
    const current = form.getFieldValue(['orderOption', index]) as TOrderOptionValues;
    form.setFieldValue(['orderOption', index], pricedOption(current));
  });
}

function OrderEditor(props: TOrderDialogProps) {
  const { variant } = props;
  const session = useSession();
  const customerMode = Boolean(props.customerMode);
  const fixedCustomer: TFixedCustomer | undefined =
    customerMode && session?.kind === 'customer'
      ? { customerId: session.customerId, company: session.company }
      : undefined;
  const [form] = Form.useForm<TOrderFormValues>();
  const order = useOrder(variant === 'new' ? undefined : props.orderId);
  // A copy is saved as a new order; the others change the order they opened.
  const saved: TOrder | undefined = variant === 'copy' ? undefined : order.data;
  const readOnly =
    Boolean(props.readOnly) ||
    isDispatchView(variant) ||
    (customerMode && saved !== undefined && saved.orderStatusId !== ORDER_STATUS.Online);
  const customerId = Form.useWatch('customerId', form) as number | undefined;
  const productsWithQuota = useProductsWithQuota(readOnly ? undefined : customerId);
  // The customer list and rows are staff's; an online customer's order is filled by the server.
  const customerRow = useCustomerById(customerId, !customerMode);
  const customer = customerRow.data ?? (saved?.customerId === customerId ? saved?.customer : undefined);
  const [pendingFill, setPendingFill] = useState<number>();
  const initial = useRef<string | null>(null);

  // An online customer's new order starts from their own record (their addresses, their fee line).
  const own = useOwnOrderDefaults(customerMode && variant === 'new');
  const quotedPrices = new Map((productsWithQuota.data ?? []).map((row) => [row.productId, Number(row.price)]));
  const actions = useOrderActions({ form, saved, customerMode, customer, quotedPrices });

  // The loaded order fills the form once; a new order starts from today's defaults.
  useEffect(() => {
    if (initial.current !== null) return;
    if (variant === 'new') {
      initial.current = snapshot(form);
    } else if (order.data) {
      fill(form, variant === 'copy' ? copyOrderValues(order.data) : orderFormValues(order.data));
      initial.current = snapshot(form);
    }
  }, [order.data, variant, form]);

  useEffect(() => {
    if (!own.data || initial.current === null || snapshot(form) !== initial.current) return;
    form.setFieldsValue(ownOrderValues(own.data));
    initial.current = snapshot(form);
  }, [own.data, form]);

  // A picked customer brings its delivery details; a new order of a delivery-fee customer its fee line.
  useEffect(() => {
    const row = customerRow.data;
    if (!pendingFill || row?.customerId !== pendingFill) return;
    setPendingFill(undefined);
    form.setFieldsValue(customerDefaults(row));
    if (!saved) {
      const options = (form.getFieldValue('orderOption') ?? []) as TOrderOptionValues[];
      form.setFieldValue('orderOption', withDeliveryFee(options, row.deliveryFeeFlag));
    }
  }, [customerRow.data, pendingFill, saved, form]);

  const close = useConfirmClose({
    changed: () => !readOnly && initial.current !== null && snapshot(form) !== initial.current,
    onClose: props.onClose,
    busy: actions.busy,
  });
  const finish = async (step: () => Promise<boolean>) => {
    if (await step()) props.onClose();
  };

  const isNew = !saved || saved.draft === 1;
  const inactive = isNew && !readOnly && customer?.statusId !== undefined && !canOrderFor(customer);
  const canDraft = !customerMode && (variant === 'new' || variant === 'copy' || saved?.draft === 1);
  const waiting = variant !== 'new' && Boolean(props.orderId) && !order.data;
  const statusId = saved?.orderStatusId ?? (customerMode ? ORDER_STATUS.Online : ORDER_STATUS.New);

  const footer = readOnly
    ? [
        <Button key="close" onClick={props.onClose} data-testid="order-close">
          Close
        </Button>,
      ]
    : [
        // spec 01 §5's save-failure message by the buttons too: the one at the top may be out of view.
        actions.formError && (
          <Typography.Text
            key="error"
            type="danger"
            style={{ marginInlineEnd: 12, display: 'inline-block', maxWidth: 560, textAlign: 'start' }}
            data-testid="order-footer-error"
          >
            {actions.formError}
          </Typography.Text>
        ),
        <Button key="cancel" onClick={close} disabled={actions.busy} data-testid="order-cancel">
          Cancel
        </Button>,
        canDraft && (
          <Button
            key="draft"
            loading={actions.busy}
            onClick={() => finish(actions.saveDraft)}
            data-testid="order-save-draft"
          >
            Save as Draft
          </Button>
        ),
        <Button
          key="confirm"
          type="primary"
          loading={actions.busy}
          onClick={() => finish(actions.confirm)}
          data-testid="order-confirm"
        >
          Confirm
        </Button>,
      ];

  return (
    <Modal
      open={props.open}
      title={readOnly && !isDispatchView(variant) ? 'View Order' : TITLES[variant]}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      {...WIDE_DIALOG}
      footer={footer}
    >
      <div data-testid="order-dialog">
        {actions.formError && (
          <Alert
            type="error"
            showIcon
            title={actions.formError}
            style={{ marginBottom: 12 }}
            data-testid="order-error"
          />
        )}
        {inactive && (
          <Alert
            type="warning"
            showIcon
            title={ORDER_MESSAGES.inactiveCustomer}
            style={{ marginBottom: 12 }}
            data-testid="order-inactive"
          />
        )}
        {saved && !customerMode && <SalesOrderShortfall orderId={saved.orderId} />}
        {saved && (
          <Typography.Paragraph type="secondary" data-testid="order-no">
            Order No: {saved.orderNo}
            {saved.draft === 1 ? ' · Draft' : ''}
            {saved.createdEmployee ? ` · Created by ${saved.createdEmployee}` : ''}
          </Typography.Paragraph>
        )}
        {waiting ? (
          <Spin />
        ) : (
          <Form
            form={form}
            name="order"
            layout="vertical"
            initialValues={newOrderValues(fixedCustomer?.customerId)}
            disabled={readOnly}
            onValuesChange={(changed: Partial<TOrderFormValues>) => {
              actions.clearError();
              if (!readOnly) recompute(form, changed);
            }}
          >
            <OrderHeaderFields
              orderStatusId={statusId}
              customerLocked={Boolean(saved)}
              fixedCustomer={fixedCustomer}
              onCustomerChange={setPendingFill}
            />
            <OrderDeliveryFields
              customerId={customerId}
              customerMode={customerMode}
              deliveryMethodName={saved?.deliveryMethodName ?? own.data?.deliveryMethodName}
              ownAddresses={own.data?.addresses}
              ownAddress={own.data?.deliveryAddress}
            />
            <Typography.Title level={5}>Products</Typography.Title>
            <OrderLinesTable
              form={form}
              quoted={{ rows: productsWithQuota.data ?? [], loading: productsWithQuota.isLoading }}
              readOnly={readOnly}
              showDispatch={Boolean(saved) && saved?.draft === 0}
              showStock={!customerMode}
              priceLocked={customerMode}
              canAddAll={variant === 'new'}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              Options
            </Typography.Title>
            <OrderOptionsTable
              form={form}
              readOnly={readOnly || customerMode}
              savedNames={
                customerMode
                  ? new Map(
                      [...(saved?.orderOption ?? own.data?.orderOption ?? [])].map((option) => [
                        option.optionId,
                        option.optionName,
                      ]),
                    )
                  : undefined
              }
            />
            <OrderTotals form={form} />
          </Form>
        )}
      </div>
    </Modal>
  );
}
