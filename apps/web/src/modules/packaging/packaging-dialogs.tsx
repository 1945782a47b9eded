import {
  boxCountOf,
  countOf,
  formatCount,
  LAYOUT_MESSAGES,
  needsFullCompleteConfirm,
  PACKAGING_MESSAGES,
  packagingCompleteProblem,
  plateBoxChangesOf,
  STICKER_COUNT_MAX,
  SUBORDER_MESSAGES,
  SUBORDER_STATUS,
  type TBox,
  type TPackedBoxEdit,
  type TSuborder,
  ZONE_TYPE,
} from '@packline/domain';
import { Alert, App, Button, Form, Input, Modal, Radio, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { succeeded } from '../../api/failures.ts';
import { ask } from '../../ui/confirm.ts';
import { numberRules, requiredRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useRemoteOptions } from '../../ui/remote-select.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useJobBoxes } from '../boxes/box-management.api.ts';
import { downloadBoxLabels } from '../labels/labels.api.ts';
import { PALLET_OPTION_SOURCE, renderPalletOption } from '../pallets/pallet-select.tsx';
import { useGenerateJobBoxes, usePackAndComplete, useSaveJobPallets } from './packaging.api.ts';

// The Packaging screen's dialogs (spec 02 §2 Packaging, §8 "Packaging complete"; issue 15): Barcode (the job's boxes
// labelled, GenerateBarCode, then their labels printed), Pallet (the job's boxes onto pallets, saved as they are) and
// Complete (the received quantity, Full or Partial, and every box on a pallet: PlateBox/AddAndUpdateListAndComplete,
// all in one transaction on the server).

/** Barcode: `count` new labelled boxes for the job (by default what is left of its received quantity), then print. */
export function JobBarcodeDialog(props: { job: TSuborder | null; onClose: () => void }) {
  const { job } = props;
  const boxes = useJobBoxes(job?.suborderId ?? null);
  const generate = useGenerateJobBoxes();
  const made = boxes.data?.length ?? 0;
  const wanted = boxCountOf(job?.receivedQuantity ?? job?.orginalQuantity, job?.packQuantity);
  const dialog = useFormDialog<{ count?: number }>({
    open: job !== null,
    onClose: props.onClose,
    saveText: 'Generate & Print',
    saveTestId: 'packaging-barcode-submit',
    onSave: async (values) => {
      if (!job) return false;
      const labelled = await generate.mutateAsync({ suborderId: job.suborderId, count: Number(values.count) });
      await downloadBoxLabels(labelled);
    },
  });
  // The cartons still to label, once the job's boxes are known (a count typed meanwhile is kept).
  const loaded = boxes.data !== undefined;
  const { form } = dialog;
  useEffect(() => {
    if (!loaded || form.isFieldTouched('count')) return;
    form.setFieldsValue({ count: Math.max(1, Math.min(STICKER_COUNT_MAX, (wanted ?? 1) - made)) });
  }, [loaded, wanted, made, form]);
  return (
    <Modal {...dialog.modalProps} title={`Barcode — ${job?.workOrderNo ?? ''}`}>
      <Typography.Paragraph type="secondary">
        {job?.packQuantity ? `${formatCount(job.packQuantity)} pieces a carton. ` : ''}
        {made > 0 ? `${countOf(made, 'box')} labelled for this job so far.` : 'No box labelled yet.'}
      </Typography.Paragraph>
      <Form {...dialog.formProps} layout="vertical">
        <Form.Item
          name="count"
          label="Count"
          rules={[
            requiredRule('Please input the count.'),
            ...numberRules({ min: 1, max: STICKER_COUNT_MAX, precision: 0 }),
          ]}
        >
          <NumberInput min={1} max={STICKER_COUNT_MAX} precision={0} data-testid="packaging-barcode-count" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The job's boxes still in stock, each with the pallet and pieces chosen for it (its own until changed). */
function useBoxEdits(boxes: readonly TBox[]) {
  const [edits, setEdits] = useState<Map<number, TPackedBoxEdit>>(new Map());
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  const current = new Map<number, TPackedBoxEdit>(
    boxes.map((b) => [b.boxId, edits.get(b.boxId) ?? { boxId: b.boxId, plateId: b.plateId, quantity: b.quantity }]),
  );
  const palletLabel = (b: TBox, palletId: number | null) =>
    palletId === null ? '' : palletId === b.plateId ? (b.palletCode ?? '') : (labels.get(palletId) ?? `#${palletId}`);
  const assign = (boxIds: readonly number[], palletId: number, label: string) => {
    setLabels((all) => new Map(all).set(palletId, label));
    setEdits((all) => {
      const next = new Map(all);
      for (const boxId of boxIds) {
        const was = current.get(boxId);
        if (was) next.set(boxId, { ...was, plateId: palletId });
      }
      return next;
    });
  };
  const setQuantity = (boxId: number, quantity: number) =>
    setEdits((all) => {
      const was = current.get(boxId);
      return was ? new Map(all).set(boxId, { ...was, quantity }) : all;
    });
  const reset = () => {
    setEdits(new Map());
    setLabels(new Map());
  };
  return { current, palletLabel, assign, setQuantity, reset };
}

const PACKAGING_NEARBY = { zoneTypeId: ZONE_TYPE.Packaging };

/** The boxes with their pallets: tick boxes, pick a pallet, Assign; pieces editable per box. */
function BoxPalletTable(props: { boxes: readonly TBox[]; loading: boolean; edits: ReturnType<typeof useBoxEdits> }) {
  const { boxes, edits } = props;
  const [ticked, setTicked] = useState<number[]>([]);
  const [palletId, setPalletId] = useState<number | null>(null);
  // The Packaging zone's pallets first, each with its place and load (issue 30 §14).
  const remote = useRemoteOptions(PALLET_OPTION_SOURCE, palletId, PACKAGING_NEARBY);
  const [problem, setProblem] = useState<string | null>(null);
  const assign = () => {
    if (palletId === null) return setProblem(LAYOUT_MESSAGES.selectPallet);
    if (ticked.length === 0) return setProblem(PACKAGING_MESSAGES.addBoxes);
    setProblem(null);
    edits.assign(ticked, palletId, remote.options.find((o) => o.value === palletId)?.label ?? `#${palletId}`);
    setTicked([]);
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select<number>
          value={palletId ?? undefined}
          onChange={(value) => setPalletId(value ?? null)}
          options={remote.options}
          optionRender={renderPalletOption}
          loading={remote.loading}
          showSearch={{ filterOption: false, onSearch: remote.onSearch, searchValue: remote.typed }}
          notFoundContent={remote.notFound}
          placeholder="Pallet"
          allowClear
          style={{ width: 300 }}
          data-testid="packaging-pallet-pick"
          data-picker={PALLET_OPTION_SOURCE.path}
        />
        <Button onClick={assign} data-testid="packaging-assign">
          Assign ticked boxes
        </Button>
      </Space>
      {problem ? <Alert type="warning" showIcon message={problem} style={{ marginBottom: 8 }} /> : null}
      <Table<TBox>
        size="small"
        rowKey="boxId"
        loading={props.loading}
        dataSource={[...boxes]}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys.map(Number)) }}
        locale={{ emptyText: 'No box labelled for this job yet (Barcode).' }}
        columns={[
          { title: 'Barcode', dataIndex: 'barCode' },
          {
            title: 'Qty',
            key: 'quantity',
            width: 140,
            render: (_v, b) => (
              <NumberInput
                size="small"
                min={0}
                precision={0}
                value={edits.current.get(b.boxId)?.quantity}
                onChange={(value) => edits.setQuantity(b.boxId, Number(value ?? 0))}
              />
            ),
          },
          {
            title: 'Pallet',
            key: 'pallet',
            render: (_v, b) => edits.palletLabel(b, edits.current.get(b.boxId)?.plateId ?? null) || '—',
          },
        ]}
      />
    </>
  );
}

const inStock = (boxes: readonly TBox[] | undefined) => (boxes ?? []).filter((b) => b.status === 1);

/** Pallet: the job's boxes onto pallets, saved now (PlateBox/AddAndUpdatePlateBoxAndBoxQuantity). */
export function JobPalletDialog(props: { job: TSuborder | null; onClose: () => void }) {
  const { job } = props;
  const query = useJobBoxes(job?.suborderId ?? null);
  const boxes = inStock(query.data);
  const edits = useBoxEdits(boxes);
  const save = useSaveJobPallets();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    edits.reset();
    setProblem(null);
    props.onClose();
  };
  const submit = async () => {
    const changes = plateBoxChangesOf(boxes, edits.current);
    if (changes.addList.length + changes.updateList.length === 0) return setProblem(PACKAGING_MESSAGES.addBoxes);
    if (await succeeded(save.mutateAsync(changes))) close();
  };
  return (
    <Modal
      open={job !== null}
      title={`Pallet — ${job?.workOrderNo ?? ''}`}
      okText="Save"
      cancelText="Cancel"
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={close}
      width={760}
      destroyOnHidden
    >
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 8 }} /> : null}
      <BoxPalletTable boxes={boxes} loading={query.isLoading} edits={edits} />
    </Modal>
  );
}

/**
 * Complete: the received quantity, Full or Partial, a comment, and every box of the job on a pallet; one call puts the
 * boxes on their pallets and completes the job. The operator's pass goes with it.
 */
export function PackagingCompleteDialog(props: {
  job: TSuborder | null;
  pass: string | null;
  onPassRefused: (machineId: number) => void;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  const { job, pass } = props;
  const query = useJobBoxes(job?.suborderId ?? null);
  const boxes = inStock(query.data);
  const edits = useBoxEdits(boxes);
  const complete = usePackAndComplete();
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ quantity?: number; submitType: 'Full' | 'Partial'; comment?: string }>();
  const receivedQty = Form.useWatch('quantity', form);
  const boxTotal = [...edits.current.values()].reduce((sum, b) => sum + b.quantity, 0);
  const close = () => {
    edits.reset();
    setProblem(null);
    form.resetFields();
    props.onClose();
  };
  const submit = async () => {
    if (!job || !pass) return;
    const values = form.getFieldsValue();
    const received = values.quantity === undefined || values.quantity === null ? null : Number(values.quantity);
    const assigned = boxes.map((b) => edits.current.get(b.boxId) as TPackedBoxEdit);
    const refusal = packagingCompleteProblem({ receivedQuantity: received, boxes: assigned });
    if (refusal) return setProblem(refusal);
    setProblem(null);
    const partial = values.submitType === 'Partial';
    // A first step received nothing from a step before it: the order's quantity is what it was given.
    if (!partial && needsFullCompleteConfirm(received as number, job.receivedQuantity ?? job.orginalQuantity)) {
      if (!(await ask(modal, SUBORDER_MESSAGES.fullCompleteConfirm))) return;
    }
    try {
      await complete.mutateAsync({
        pass,
        body: {
          suborderId: job.suborderId,
          addAndUpdatePlateBox: assigned.map((a) => ({ ...a, active: true })),
          suborderLog: {
            quantity: received,
            comment: values.comment || null,
            suborderStatusId: partial ? SUBORDER_STATUS.PartlyComplete : SUBORDER_STATUS.Complete,
          },
        },
      });
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && job.machineId !== null)
        props.onPassRefused(job.machineId);
    }
  };
  return (
    <Modal
      open={job !== null && pass !== null}
      title={`Complete — ${job?.workOrderNo ?? ''}`}
      okText="Submit"
      cancelText="Cancel"
      onOk={submit}
      okButtonProps={{ 'data-testid': 'packaging-complete-submit' }}
      confirmLoading={complete.isPending}
      onCancel={close}
      width={760}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ submitType: 'Full', quantity: job?.receivedQuantity ?? undefined }}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="quantity" label="Received Qty">
          <NumberInput min={0} data-testid="packaging-received-qty" />
        </Form.Item>
        <Form.Item name="submitType">
          <Radio.Group
            options={[
              { value: 'Full', label: 'Full' },
              { value: 'Partial', label: 'Partial' },
            ]}
          />
        </Form.Item>
        <Form.Item name="comment" label="Comment" style={{ minWidth: 280 }}>
          <Input maxLength={1000} />
        </Form.Item>
      </Form>
      {/* The pieces in the boxes against the Received Qty, so a short or over count shows before Submit. */}
      <Typography.Paragraph
        type={
          receivedQty !== undefined && receivedQty !== null && Number(receivedQty) !== boxTotal
            ? 'warning'
            : 'secondary'
        }
        data-testid="packaging-box-total"
      >
        Boxes total {formatCount(boxTotal)} of Received Qty{' '}
        {receivedQty === undefined || receivedQty === null ? '—' : formatCount(receivedQty)}
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 8 }} /> : null}
      <BoxPalletTable boxes={boxes} loading={query.isLoading} edits={edits} />
    </Modal>
  );
}
