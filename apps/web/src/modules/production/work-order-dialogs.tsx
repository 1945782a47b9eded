import {
  cancelConfirmText,
  defaultRequiredDate,
  WORK_ORDER_MESSAGES as MESSAGES,
  ORDER_TYPES,
  type TWorkOrder,
  WORK_ORDER_COMMENT_MAX,
  WORK_ORDER_MULTI_MAX,
  WORK_ORDER_SOURCES,
} from '@packline/domain';
import { Button, Checkbox, DatePicker, Form, Input, Modal, Spin, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { requiredRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { ProductSelect } from '../catalogue/product-selects.tsx';
import {
  useAddWorkOrders,
  useApproveWorkOrder,
  useCancelWorkOrder,
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
}

/** New WorkOrder: product, quantity (≥ 0), order type, required date (14 days by default), comment ≤ 150. */
export function NewWorkOrderButton({ productId }: { productId?: number }) {
  const add = useAddWorkOrders();
  const dialog = useFormDialog<TNewValues>({
    initialValues: {
      productId,
      orderTypeId: 1,
      workOrderSourceId: 2,
      requiredDate: dayjs(defaultRequiredDate()),
      urgent: false,
      multiple: false,
      count: 1,
    },
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
        },
      }),
  });
  const multiple = Form.useWatch('multiple', dialog.form);
  const urgent = Form.useWatch('urgent', dialog.form);
  return (
    <>
      <Button type="primary" onClick={() => dialog.show()} data-testid="new-work-order">
        New WorkOrder
      </Button>
      <Modal {...dialog.modalProps} title="New WorkOrder">
        <Form {...dialog.formProps} layout="vertical">
          <Form.Item name="productId" label="Product" rules={[requiredRule(MESSAGES.productRequired)]}>
            <ProductSelect />
          </Form.Item>
          <Form.Item name="quantity" label="Quantity" rules={[requiredRule(MESSAGES.quantityRequired)]}>
            <NumberInput min={0} data-testid="work-order-quantity" />
          </Form.Item>
          <Form.Item name="orderTypeId" label="Order Type" rules={[requiredRule(MESSAGES.orderTypeRequired)]}>
            <OptionSelect options={ORDER_TYPE_OPTIONS} loading={false} />
          </Form.Item>
          <Form.Item name="workOrderSourceId" label="Source">
            <OptionSelect options={SOURCE_OPTIONS} loading={false} />
          </Form.Item>
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
    </>
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
