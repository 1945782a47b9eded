import {
  cancelConfirmText,
  defaultRequiredDate,
  WORK_ORDER_MESSAGES as MESSAGES,
  ORDER_TYPES,
  type TWorkOrder,
  WORK_ORDER_COMMENT_MAX,
  WORK_ORDER_MULTI_MAX,
  WORK_ORDER_SOURCE,
  WORK_ORDER_SOURCES,
} from '@packline/domain';
import { Button, Checkbox, DatePicker, Form, Input, Modal, Spin, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { requiredRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { type TFormDialog, useFormDialog } from '../../ui/use-form-dialog.tsx';
import { ProductSelect } from '../catalogue/product-selects.tsx';
import {
  useAddWorkOrders,
  useApproveWorkOrder,
  useCancelWorkOrder,
  useOrderTypesOfProduct,
  useRawMaterialNote,
  useWorkOrderComments,
  useWorkOrderMade,
  useWorkOrderQuantity,
} from './work-orders.api.ts';

// The dialogs of the Work Order screen (spec 02 §5 Work orders): New WorkOrder (one or 1–50 at once), Approve with a
// comment, Comments, Quantity (New only), Raw material note, Delete (cancels, naming what was made).

const ORDER_TYPE_OPTIONS = ORDER_TYPES.map((o) => ({ value: o.id, label: o.name }));
const SOURCE_OPTIONS = WORK_ORDER_SOURCES.map((o) => ({ value: o.id, label: o.name }));

interface TNewValues {
  productId?: number;
  quantity?: number;
  orderTypeId?: number;
  workOrderSourceId?: number;
  requiredDate?: Dayjs;
  urgent?: boolean;
  urgentNote?: string;
  comments?: string;
  multiple?: boolean;
  count?: number;
  /** The sales order it is made for (a remainder keeps its work order's), shown by its number. */
  orderId?: number | null;
  customerId?: number | null;
}

const newValues = (productId?: number): TNewValues => ({
  productId,
  orderTypeId: 1,
  workOrderSourceId: WORK_ORDER_SOURCE.Manual,
  requiredDate: dayjs(defaultRequiredDate()),
  urgent: false,
  multiple: false,
  count: 1,
});

/**
 * The remainder of a work order one of whose steps was Partly complete (issue 30): its product, order type and sales
 * order, the shortfall as the quantity, a Makeup.
 */
export const remainderValues = (row: TWorkOrder): TNewValues => ({
  ...newValues(row.productId),
  quantity: row.shortfall,
  orderTypeId: row.orderTypeId,
  workOrderSourceId: WORK_ORDER_SOURCE.Makeup,
  comments: MESSAGES.remainderComment(row.workOrderNo),
  orderId: row.orderId,
  customerId: row.customerId,
});

/** The New WorkOrder dialog's form: product, quantity (≥ 0), order type, required date, comment ≤ 150, count. */
function useNewWorkOrderDialog(productId?: number) {
  const add = useAddWorkOrders();
  return useFormDialog<TNewValues>({
    initialValues: newValues(productId),
    onSave: (values) =>
      add.mutateAsync({
        count: values.multiple ? Number(values.count) : 1,
        body: {
          productId: Number(values.productId),
          quantity: Number(values.quantity),
          orderTypeId: Number(values.orderTypeId),
          workOrderSourceId: Number(values.workOrderSourceId),
          requiredDate: values.requiredDate?.format('YYYY-MM-DD'),
          urgent: values.urgent ? 1 : 0,
          urgentNote: values.urgent ? (values.urgentNote ?? null) : null,
          comments: values.comments || null,
          orderId: values.orderId ?? null,
          customerId: values.customerId ?? null,
        },
      }),
  });
}

/** New WorkOrder, from the toolbar. */
export function NewWorkOrderButton({ productId }: { productId?: number }) {
  const dialog = useNewWorkOrderDialog(productId);
  return (
    <>
      <Button type="primary" onClick={() => dialog.show()} data-testid="new-work-order">
        New WorkOrder
      </Button>
      <NewWorkOrderModal dialog={dialog} />
    </>
  );
}

/** 'New work order for the remainder' of a row with a shortfall: New WorkOrder prefilled with it (issue 30). */
export function RemainderWorkOrderButton({ row }: { row: TWorkOrder }) {
  const dialog = useNewWorkOrderDialog();
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => dialog.show(remainderValues(row))}
        data-testid="work-order-remainder"
      >
        New work order for the remainder
      </Button>
      <NewWorkOrderModal dialog={dialog} salesOrderNo={row.orderNo} />
    </>
  );
}

function NewWorkOrderModal({
  dialog,
  salesOrderNo,
}: {
  dialog: TFormDialog<TNewValues>;
  salesOrderNo?: string | null;
}) {
  const multiple = Form.useWatch('multiple', dialog.form);
  const urgent = Form.useWatch('urgent', dialog.form);
  const productId = Form.useWatch('productId', dialog.form);
  const orderId = Form.useWatch('orderId', dialog.form);
  // Only the order types the product's type has actions for (issue 30: another could never be approved).
  const orderTypes = useOrderTypesOfProduct(dialog.open ? productId : undefined);
  const allowed = orderTypes.data;
  const orderTypeOptions = allowed ? ORDER_TYPE_OPTIONS.filter((o) => allowed.includes(o.value)) : ORDER_TYPE_OPTIONS;
  useEffect(() => {
    if (!allowed) return;
    const current = dialog.form.getFieldValue('orderTypeId') as number | undefined;
    if (current === undefined || !allowed.includes(current)) dialog.form.setFieldValue('orderTypeId', allowed[0]);
  }, [allowed, dialog.form]);
  const noOrderType = allowed !== undefined && allowed.length === 0;
  return (
    <Modal {...dialog.modalProps} title="New WorkOrder">
      <Form {...dialog.formProps} layout="vertical">
        <Form.Item name="productId" label="Product" rules={[requiredRule(MESSAGES.productRequired)]}>
          <ProductSelect />
        </Form.Item>
        <Form.Item name="quantity" label="Quantity" rules={[requiredRule(MESSAGES.quantityRequired)]}>
          <NumberInput min={0} data-testid="work-order-quantity" />
        </Form.Item>
        <Form.Item
          name="orderTypeId"
          label="Order Type"
          rules={[requiredRule(MESSAGES.orderTypeRequired)]}
          validateStatus={noOrderType ? 'error' : undefined}
          help={noOrderType ? MESSAGES.noActions : undefined}
        >
          <OptionSelect options={orderTypeOptions} loading={orderTypes.isFetching} />
        </Form.Item>
        <Form.Item name="workOrderSourceId" label="Source">
          <OptionSelect options={SOURCE_OPTIONS} loading={false} />
        </Form.Item>
        <Form.Item name="orderId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="customerId" hidden>
          <Input />
        </Form.Item>
        {orderId && salesOrderNo ? (
          <Form.Item label="Sales Order">
            <span data-testid="work-order-sales-order">{salesOrderNo}</span>
          </Form.Item>
        ) : null}
        <Form.Item name="requiredDate" label="Required Date" rules={[requiredRule('Please choose a required date.')]}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="urgent" label="Urgent" valuePropName="checked">
          <Switch />
        </Form.Item>
        {urgent ? (
          <Form.Item name="urgentNote" label="Urgent Note">
            <Input maxLength={WORK_ORDER_COMMENT_MAX} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comments"
          label="Comment"
          rules={[{ max: WORK_ORDER_COMMENT_MAX, message: MESSAGES.commentTooLong }]}
        >
          <Input.TextArea rows={2} showCount maxLength={WORK_ORDER_COMMENT_MAX} />
        </Form.Item>
        <Form.Item name="multiple" valuePropName="checked">
          <Checkbox>Multiple work orders</Checkbox>
        </Form.Item>
        {multiple ? (
          <Form.Item name="count" label="Number of work orders" rules={[requiredRule(MESSAGES.countRange)]}>
            <NumberInput min={1} max={WORK_ORDER_MULTI_MAX} data-testid="work-order-count" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

/**
 * Delete: the work order is cancelled, never erased (issue 29). The question names what it has made (its boxes and
 * started steps, GetWorkOrderMade) before anyone confirms.
 */
export function CancelWorkOrderDialog({ row, onClose }: { row: TWorkOrder | null; onClose: () => void }) {
  const cancel = useCancelWorkOrder();
  const made = useWorkOrderMade(row?.workOrderId);
  const dialog = useFormDialog({
    open: row !== null,
    onClose,
    saveText: 'Cancel it',
    saveTestId: 'work-order-cancel-confirm',
    danger: true,
    saveDisabled: !made.data,
    onSave: () => cancel.mutateAsync(row?.workOrderId ?? 0),
  });
  return (
    <Modal {...dialog.modalProps} title={`Delete — ${row?.workOrderNo ?? ''}`}>
      <Form {...dialog.formProps}>
        {made.data ? (
          <Typography.Paragraph data-testid="work-order-cancel-question">
            {cancelConfirmText(made.data)}
          </Typography.Paragraph>
        ) : (
          <Spin />
        )}
      </Form>
    </Modal>
  );
}

export type TRowDialog = 'approve' | 'comments' | 'quantity' | 'note';

const TITLES: Record<TRowDialog, string> = {
  approve: 'Approve',
  comments: 'Comments',
  quantity: 'Quantity',
  note: 'Raw material note',
};

/** The row dialogs: Approve (comment), Comments, Quantity, Raw material note. */
export function WorkOrderRowDialog({
  row,
  kind,
  onClose,
}: {
  row: TWorkOrder | null;
  kind: TRowDialog | null;
  onClose: () => void;
}) {
  const approve = useApproveWorkOrder();
  const comments = useWorkOrderComments();
  const quantity = useWorkOrderQuantity();
  const note = useRawMaterialNote();
  const id = row?.workOrderId ?? 0;
  const dialog = useFormDialog<{ text?: string; quantity?: number }>({
    open: row !== null && kind !== null,
    onClose,
    saveText: kind === 'approve' ? 'Approve' : 'Submit',
    initialValues: {
      text: kind === 'comments' ? (row?.comments ?? '') : kind === 'note' ? (row?.rawMaterialNote ?? '') : '',
      quantity: row?.quantity,
    },
    onSave: (values) => {
      if (kind === 'approve') return approve.mutateAsync({ id, approvedComment: values.text || undefined });
      if (kind === 'comments') return comments.mutateAsync({ id, comments: values.text ?? '' });
      if (kind === 'note') return note.mutateAsync({ id, notes: values.text ?? '' });
      return quantity.mutateAsync({ id, quantity: Number(values.quantity) });
    },
  });
  return (
    <Modal {...dialog.modalProps} title={kind ? `${TITLES[kind]} — ${row?.workOrderNo ?? ''}` : ''}>
      <Form {...dialog.formProps} layout="vertical">
        {kind === 'quantity' ? (
          <Form.Item name="quantity" label="Quantity" rules={[requiredRule(MESSAGES.quantityRequired)]}>
            <NumberInput min={0} data-testid="work-order-new-quantity" />
          </Form.Item>
        ) : (
          <Form.Item
            name="text"
            label={kind === 'approve' ? 'Approved Comment' : kind === 'note' ? 'Notes' : 'Comments'}
            rules={[
              ...(kind === 'approve' ? [] : [requiredRule(MESSAGES.notesRequired)]),
              ...(kind === 'note' ? [] : [{ max: WORK_ORDER_COMMENT_MAX, message: MESSAGES.commentTooLong }]),
            ]}
          >
            <Input.TextArea rows={3} data-testid="work-order-text" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
