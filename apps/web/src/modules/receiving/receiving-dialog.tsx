import {
  DATE_FORMAT,
  formatCount,
  overReceiptBeyond,
  RECEIVING_IMAGES_MAX,
  RECEIVING_MESSAGES,
  RECEIVING_TEXT_MAX,
  type TAddUnloadingInspectionInput,
  type TPurchaseOrder,
  type TUnloadingInspection,
  toApiDate,
} from '@packline/domain';
import { App, Col, Form, Input, Modal, Row, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { DatePicker, fromBusinessPickerTime, toBusinessPickerTime } from '../../ui/business-date-picker.tsx';
import { ask } from '../../ui/confirm.ts';
import { requiredRule } from '../../ui/form-rules.ts';
import { ImagesField } from '../../ui/images-field.tsx';
import { WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { FILTER_DEBOUNCE_MS } from '../../ui/table-defaults.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { itemNameOf } from '../purchase-orders/purchase-order-details-dialog.tsx';
import { useReceivableOrders } from '../purchase-orders/purchase-orders.api.ts';
import { useReceivingSettings, useSaveReceiving } from './receiving.api.ts';

// Create New Receiving / Edit Receiving (spec 02 §2 Purchase Receiving List, §8 Receiving): the purchase order (Approved
// or Received/Unloaded, without a receiving yet) brings its supplier and lines; reference number, arrival time and
// receiver are required; per line the PO qty, the qty received before and this time's qty (≥ 0) and a note; condition and
// notes ≤ 150; at most 5 images.

interface TLineValues {
  poDetailId: number;
  description: string;
  unit: string | null;
  poQuantity: number;
  receivedQuantity: number;
  revQuantity?: number | null;
  note?: string;
  /** Issue 31: the receiver confirmed receiving more than the tolerance over the order. */
  overReceiptConfirmed?: boolean;
}

interface TValues {
  poId?: number | null;
  suplierId?: number | null;
  suplierName?: string;
  containerNo?: string;
  arrivalTime?: Dayjs | null;
  unloadingDate?: Dayjs | null;
  takeAwayDate?: Dayjs | null;
  unloadingPeople?: string;
  conditionOfProduct?: string;
  notes?: string;
  images?: string;
  unloadingDetail: TLineValues[];
}

/**
 * A new receiving's lines: the order's lines still to come (open, less received than ordered; issue 31: a partial
 * delivery's next receiving), this time's quantity what is still to come.
 */
function linesOfOrder(order: TPurchaseOrder): TLineValues[] {
  const open = order.poDetail.filter((line) => line.completed === 0 && line.totalRevQty < line.quantity);
  return (open.length > 0 ? open : order.poDetail).map((line) => ({
    poDetailId: line.poDetailId,
    description: itemNameOf(line),
    unit: line.unit,
    poQuantity: line.quantity,
    receivedQuantity: line.totalRevQty,
    revQuantity: line.completed === 1 ? 0 : Math.max(0, line.quantity - line.totalRevQty),
    note: '',
  }));
}

function valuesOf(receiving: TUnloadingInspection): TValues {
  return {
    poId: receiving.poId,
    suplierId: receiving.suplierId,
    suplierName: receiving.suplierName,
    containerNo: receiving.containerNo,
    // issue 31 §19: the arrival time in Auckland's zone, as the receiving list shows it.
    arrivalTime: toBusinessPickerTime(receiving.arrivalTime),
    unloadingDate: receiving.unloadingDate ? dayjs(receiving.unloadingDate) : null,
    takeAwayDate: receiving.takeAwayDate ? dayjs(receiving.takeAwayDate) : null,
    unloadingPeople: receiving.unloadingPeople,
    conditionOfProduct: receiving.conditionOfProduct ?? '',
    notes: receiving.notes ?? '',
    images: receiving.images ?? '',
    unloadingDetail: receiving.unloadingDetail.map((line) => ({
      poDetailId: line.poDetailId,
      description: `${line.itemCode} ${line.itemName}`,
      unit: line.unit,
      poQuantity: line.poQuantity,
      receivedQuantity: Math.max(0, line.totalRevQty - line.revQuantity),
      revQuantity: line.revQuantity,
      note: line.note ?? '',
    })),
  };
}

function bodyOf(values: TValues): TAddUnloadingInspectionInput {
  return {
    poId: Number(values.poId),
    suplierId: Number(values.suplierId),
    containerNo: values.containerNo ?? '',
    arrivalTime: values.arrivalTime ? fromBusinessPickerTime(values.arrivalTime) : '',
    unloadingDate: values.unloadingDate ? toApiDate(values.unloadingDate.toDate()) : null,
    takeAwayDate: values.takeAwayDate ? toApiDate(values.takeAwayDate.toDate()) : null,
    unloadingPeople: values.unloadingPeople ?? '',
    conditionOfProduct: values.conditionOfProduct || null,
    notes: values.notes || null,
    images: values.images || null,
    unloadingDetail: values.unloadingDetail.map((line) => ({
      poDetailId: line.poDetailId,
      poQuantity: line.poQuantity,
      receivedQuantity: line.receivedQuantity,
      revQuantity: Number(line.revQuantity),
      note: line.note || null,
      overReceiptConfirmed: line.overReceiptConfirmed || undefined,
    })),
  };
}

export interface TReceivingDialogProps {
  /** The receiving to edit; null for a new one. */
  receiving: TUnloadingInspection | null;
  onClose: () => void;
}

/** Issue 31: the lines that would be more than the tolerance over their order, as the confirmation lists them. */
function overReceiptsOf(lines: readonly TLineValues[], tolerancePercent: number): string[] {
  return lines.flatMap((line) => {
    const received = line.receivedQuantity + Number(line.revQuantity ?? 0);
    const over = overReceiptBeyond(line.poQuantity, received, tolerancePercent);
    return over > 0
      ? [
          `${line.description}: received ${formatCount(received)} of ${formatCount(line.poQuantity)} (${formatCount(over)} over)`,
        ]
      : [];
  });
}

export function ReceivingDialog({ receiving, onClose }: TReceivingDialogProps) {
  const { modal } = App.useApp();
  const save = useSaveReceiving();
  const settings = useReceivingSettings();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), FILTER_DEBOUNCE_MS);
  const orders = useReceivableOrders(search, receiving === null);
  const initialValues = useMemo<TValues>(
    () => (receiving ? valuesOf(receiving) : { unloadingDetail: [], arrivalTime: toBusinessPickerTime() }),
    [receiving],
  );
  const dialog = useFormDialog<TValues>({
    open: true,
    onClose,
    initialValues,
    saveText: 'Save',
    saveTestId: 'receiving-save',
    // The lines' order details have no form item: the whole store (validated by now) is what is saved.
    onSave: async (): Promise<unknown> => {
      const values = dialog.form.getFieldsValue(true) as TValues;
      // Issue 31: more than the tolerance over the order is asked about first, and recorded once confirmed.
      const tolerance = settings.data?.overReceiptTolerancePercent;
      const over = tolerance === undefined ? [] : overReceiptsOf(values.unloadingDetail, tolerance);
      if (over.length > 0) {
        const title = `More than ${tolerance}% over the order. Receive it anyway?`;
        if (!(await ask(modal, title, over.join('; ')))) return false;
      }
      const confirmed = {
        ...values,
        unloadingDetail: values.unloadingDetail.map((line) => ({ ...line, overReceiptConfirmed: over.length > 0 })),
      };
      return save.mutateAsync({
        ...bodyOf(confirmed),
        ...(receiving ? { inspectionId: receiving.inspectionId } : {}),
      });
    },
  });
  const lines = (Form.useWatch('unloadingDetail', { form: dialog.form, preserve: true }) ?? []) as TLineValues[];
  // The chosen order stays among the options while the user searches for another.
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const orderLabel = (order: TPurchaseOrder) => `${order.poNo} — ${order.suplier.suplierName}`;
  // Only the answer of this opening: a cached one may predate the last receiving (issue 31: the balance of a partial
  // delivery is what the next receiving starts from).
  const fresh = orders.isFetching ? [] : (orders.data ?? []);
  const orderOptions = fresh.map((order) => ({ value: order.poId, label: orderLabel(order) }));
  if (chosen && !orderOptions.some((option) => option.value === chosen.value)) orderOptions.unshift(chosen);

  const chooseOrder = (poId: number | undefined) => {
    const order = fresh.find((row) => row.poId === poId);
    setChosen(order ? { value: order.poId, label: orderLabel(order) } : null);
    dialog.form.setFieldsValue({
      poId: poId ?? null,
      suplierId: order?.suplierId ?? null,
      suplierName: order?.suplier.suplierName ?? '',
      unloadingDetail: order ? linesOfOrder(order) : [],
    });
  };

  return (
    <Modal {...dialog.modalProps} {...WIDE_DIALOG} title={receiving ? 'Edit Receiving' : 'Create New Receiving'}>
      <Form<TValues> {...dialog.formProps} layout="vertical" name="receiving" data-testid="receiving-form">
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="poId" label="Purchase Order" rules={[requiredRule(RECEIVING_MESSAGES.poRequired)]}>
              {receiving ? (
                <Select disabled options={[{ value: receiving.poId, label: receiving.poNo }]} />
              ) : (
                <Select<number>
                  showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
                  loading={orders.isFetching}
                  options={orderOptions}
                  onChange={chooseOrder}
                  placeholder="Approved purchase order"
                  notFoundContent={orders.isFetching ? 'Searching…' : 'No order to receive'}
                  data-testid="receiving-po"
                />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="suplierId" hidden rules={[requiredRule(RECEIVING_MESSAGES.supplierRequired)]}>
              <Input />
            </Form.Item>
            <Form.Item name="suplierName" label="Supplier" required>
              <Input disabled data-testid="receiving-supplier" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="containerNo"
              label="Reference Number"
              rules={[requiredRule(RECEIVING_MESSAGES.referenceRequired)]}
            >
              <Input maxLength={100} data-testid="receiving-reference" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="arrivalTime"
              label="Arrival Time"
              rules={[requiredRule(RECEIVING_MESSAGES.arrivalRequired)]}
            >
              <DatePicker
                showTime
                format="DD/MM/YYYY HH:mm"
                style={{ width: '100%' }}
                data-testid="receiving-arrival"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="unloadingPeople"
              label="Receiver"
              rules={[requiredRule(RECEIVING_MESSAGES.receiverRequired)]}
            >
              <Input maxLength={100} data-testid="receiving-receiver" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="unloadingDate" label="Unloading Date">
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="receiving-unloading-date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="takeAwayDate"
              label="Take Away Date"
              dependencies={['unloadingDate']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: Dayjs | null) => {
                    const unloading = getFieldValue('unloadingDate') as Dayjs | null;
                    if (value && unloading && value.isBefore(unloading, 'day')) {
                      throw new Error(RECEIVING_MESSAGES.takeAwayBeforeUnloading);
                    }
                  },
                }),
              ]}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="receiving-take-away-date" />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>Lines</Typography.Title>
        <Form.List name="unloadingDetail">
          {(fields) => (
            <Table<(typeof fields)[number]>
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              data-testid="receiving-lines"
              locale={{ emptyText: 'Choose the purchase order first' }}
              columns={[
                {
                  title: 'Description',
                  key: 'description',
                  render: (_v, field) => {
                    const line = lines[field.name];
                    return line ? `${line.description}${line.unit ? ` (${line.unit})` : ''}` : '';
                  },
                },
                { title: 'PO Qty', key: 'po', render: (_v, field) => formatCount(lines[field.name]?.poQuantity) },
                {
                  title: 'Received Qty',
                  key: 'received',
                  render: (_v, field) => formatCount(lines[field.name]?.receivedQuantity),
                },
                {
                  title: 'This Received Qty',
                  key: 'rev',
                  render: (_v, field) => (
                    <Form.Item
                      name={[field.name, 'revQuantity']}
                      rules={[requiredRule('This Received Qty is required!')]}
                      style={{ marginBottom: 0 }}
                    >
                      <NumberInput min={0} style={{ width: 120 }} data-testid="receiving-qty" />
                    </Form.Item>
                  ),
                },
                {
                  title: 'Note',
                  key: 'note',
                  render: (_v, field) => (
                    <Form.Item name={[field.name, 'note']} style={{ marginBottom: 0 }}>
                      <Input maxLength={RECEIVING_TEXT_MAX} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>

        <Row gutter={12} style={{ marginTop: 16 }}>
          <Col xs={24} md={12}>
            <Form.Item name="conditionOfProduct" label="Condition">
              <Input.TextArea maxLength={RECEIVING_TEXT_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="notes" label="Notes">
              <Input.TextArea maxLength={RECEIVING_TEXT_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="images" label={`Images (at most ${RECEIVING_IMAGES_MAX})`}>
          <ImagesField maxCount={RECEIVING_IMAGES_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
