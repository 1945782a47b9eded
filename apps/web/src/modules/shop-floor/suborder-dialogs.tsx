import {
  formatCount,
  LAYOUT_MESSAGES,
  needsFullCompleteConfirm,
  SUBORDER_MESSAGES,
  type TBox,
  TEMP_ZONE_MESSAGES,
  type TSuborder,
  ZONE_TYPE,
} from '@packline/domain';
import { Alert, App, Form, Input, Modal, Radio, Select, Table } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { succeeded } from '../../api/failures.ts';
import { ask } from '../../ui/confirm.ts';
import { requiredRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useJobBoxes } from '../boxes/box-management.api.ts';
import { PalletSelect } from '../pallets/pallet-select.tsx';
import { useStoreBoxesToPallet } from '../pallets/temp-zones.api.ts';
import { useRemainingRawMaterialBoxes } from '../raw-materials/raw-material-applications.api.ts';
import { useCompleteSuborder, usePauseSuborder } from './suborders.api.ts';

// The Suborder screen's dialogs (spec 02 §2, §4, §8 Suborders): Complete (actual quantity, Full or Partial, with the
// 'Sure to Full Complete?' question), Pause (notes), and Store To Pallet (the job's boxes waiting for a pallet).

interface TCompleteValues {
  quantity?: number;
  submitType: 'Full' | 'Partial';
  comment?: string;
  rawmaterialNotes?: string;
  rawMaterialBoxId?: number;
  rawMaterialBoxId2?: number;
}

/** The raw material boxes a completion used: picked from the product's remaining boxes (the body's two fields). */
const RAW_MATERIAL_BOX_FIELDS = [
  { name: 'rawMaterialBoxId', label: 'Raw Material Box', testId: 'suborder-raw-box' },
  { name: 'rawMaterialBoxId2', label: 'Raw Material Box 2', testId: 'suborder-raw-box-2' },
] as const;

/** Complete: the actual quantity (required), Full (default) or Partial; the operator's pass goes with it. */
export function CompleteSuborderDialog(props: {
  job: TSuborder | null;
  pass: string | null;
  /** The server no longer takes the pass (expired): the screen forgets it, so the next try asks again. */
  onPassRefused: (machineId: number) => void;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  const complete = useCompleteSuborder();
  const { job, pass } = props;
  const remaining = useRemainingRawMaterialBoxes(job === null || pass === null ? null : job.productId);
  const rawMaterialBoxes = (remaining.data ?? []).map((d) => ({
    value: d.rawMaterialBoxId,
    label: `${d.boxCode} — ${d.rawMaterial.rawMaterialName}${d.poNumber ? ` (${d.poNumber})` : ''}`,
  }));
  const dialog = useFormDialog<TCompleteValues>({
    open: job !== null && pass !== null,
    onClose: props.onClose,
    saveText: 'Submit',
    saveTestId: 'suborder-complete-submit',
    initialValues: { submitType: 'Full', quantity: job?.receivedQuantity ?? job?.orginalQuantity },
    onSave: async (values) => {
      if (!job || !pass) return false;
      const actual = Number(values.quantity);
      const partial = values.submitType === 'Partial';
      // A first step received nothing from a step before it: the order's quantity is what it was given.
      if (!partial && needsFullCompleteConfirm(actual, job.receivedQuantity ?? job.orginalQuantity)) {
        if (!(await ask(modal, SUBORDER_MESSAGES.fullCompleteConfirm))) return false;
      }
      return complete
        .mutateAsync({
          id: job.suborderId,
          partial,
          pass,
          body: {
            quantity: actual,
            comment: values.comment || null,
            rawmaterialNotes: values.rawmaterialNotes || null,
            rawMaterialBoxId: values.rawMaterialBoxId ?? null,
            rawMaterialBoxId2: values.rawMaterialBoxId2 ?? null,
            machineId: job.machineId,
          },
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 403 && job.machineId !== null) {
            props.onPassRefused(job.machineId);
          }
          throw error;
        });
    },
  });
  return (
    <Modal {...dialog.modalProps} title={`Complete — ${job?.workOrderNo ?? ''}`}>
      <Form {...dialog.formProps} layout="vertical">
        <Form.Item label="Received Qty">{job?.receivedQuantity ?? job?.orginalQuantity ?? ''}</Form.Item>
        <Form.Item name="quantity" label="Actual Qty" rules={[requiredRule(SUBORDER_MESSAGES.quantityRequired)]}>
          <NumberInput min={0} data-testid="suborder-actual-qty" />
        </Form.Item>
        <Form.Item name="submitType" label="Submit Type">
          <Radio.Group
            options={[
              { value: 'Full', label: 'Full' },
              { value: 'Partial', label: 'Partial' },
            ]}
          />
        </Form.Item>
        <Form.Item name="comment" label="Comment">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        {RAW_MATERIAL_BOX_FIELDS.map(({ name, label, testId }) => (
          <Form.Item key={name} name={name} label={label}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={rawMaterialBoxes}
              data-testid={testId}
            />
          </Form.Item>
        ))}
        <Form.Item name="rawmaterialNotes" label="Raw Material Notes">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Pause with notes (the session's employee pauses; no operator password). */
export function PauseSuborderDialog(props: { job: TSuborder | null; onClose: () => void }) {
  const pause = usePauseSuborder();
  const dialog = useFormDialog<{ notes?: string }>({
    open: props.job !== null,
    onClose: props.onClose,
    saveText: 'Pause',
    saveTestId: 'suborder-pause-submit',
    onSave: (values) => pause.mutateAsync({ id: props.job?.suborderId ?? 0, notes: values.notes }),
  });
  return (
    <Modal {...dialog.modalProps} title={`Pause — ${props.job?.workOrderNo ?? ''}`}>
      <Form {...dialog.formProps} layout="vertical">
        <Form.Item name="notes" label="Notes">
          <Input.TextArea rows={3} maxLength={1000} data-testid="suborder-pause-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The job's boxes in stock that stand on no pallet yet. */
export const boxesWaitingForPallet = (boxes: readonly TBox[]) =>
  boxes.filter((b) => b.status === 1 && b.plateId === null && b.quantity > 0);

/** Store To Pallet: the job's boxes waiting for a pallet go on the chosen one (TempZone/AddTempZone). */
export function StoreToPalletDialog(props: { job: TSuborder | null; onClose: () => void }) {
  const { job } = props;
  const boxes = useJobBoxes(job?.suborderId ?? null);
  const waiting = boxesWaitingForPallet(boxes.data ?? []);
  const [palletId, setPalletId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const store = useStoreBoxesToPallet();
  const invalidate = useInvalidateController();
  const selected = chosen ?? waiting.map((b) => b.boxId);
  const close = () => {
    setPalletId(null);
    setChosen(null);
    setProblem(null);
    props.onClose();
  };
  const cancel = useConfirmClose({
    changed: () => palletId !== null || chosen !== null,
    onClose: close,
    busy: store.isPending,
  });
  const submit = async () => {
    if (palletId === null) return setProblem(LAYOUT_MESSAGES.selectPallet);
    const picked = waiting.filter((b) => selected.includes(b.boxId));
    if (picked.length === 0) return setProblem(TEMP_ZONE_MESSAGES.addBoxes);
    const stored = await succeeded(
      store.mutateAsync({ plateId: palletId, boxes: picked.map((b) => ({ boxId: b.boxId, quantity: b.quantity })) }),
    );
    if (!stored) return;
    await invalidate('/Suborder/');
    close();
  };
  return (
    <Modal
      open={job !== null}
      title={`Store To Pallet — ${job?.workOrderNo ?? ''}`}
      okText="Store"
      cancelText="Cancel"
      confirmLoading={store.isPending}
      onOk={submit}
      onCancel={cancel}
      width={720}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Pallet" required>
          <PalletSelect
            zoneTypeId={ZONE_TYPE.Packaging}
            value={palletId}
            onChange={(value) => setPalletId(value ?? null)}
            placeholder="Pick a pallet"
            testId="store-pallet"
            style={{ width: 280 }}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Table
        size="small"
        rowKey="boxId"
        loading={boxes.isLoading}
        dataSource={waiting}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setChosen(keys.map(Number)) }}
        locale={{ emptyText: 'No box of this job is waiting for a pallet.' }}
        columns={[
          { title: 'Barcode', dataIndex: 'barCode' },
          { title: 'Qty', dataIndex: 'quantity', align: 'right', render: formatCount },
        ]}
      />
    </Modal>
  );
}
