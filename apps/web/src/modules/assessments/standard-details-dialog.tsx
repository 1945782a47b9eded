import { PlusOutlined } from '@ant-design/icons';
import { ASSESSMENT_MESSAGES as M, type TAssessmentStandard, type TStandardDetail } from '@packline/domain';
import { Button, Form, type FormInstance, Input, Modal, Popconfirm, Space, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { numberPrecisionRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { useStandardDetails } from './assessments.api.ts';

// spec 02 §2 Assessment Standards, the Standard Details dialog: the standard's items in an inline-editable table (Name,
// Weight, Max Score; an emptied cell says '{title} is required.'), Create new item with the spec's messages, delete.

const NUMBER_MIN = { type: 'number', min: 0 } as const;
/** Weight and Max Score keep 2 decimals (the API's rule): more is refused, never rounded. */
const AMOUNT_DECIMALS = 2;
const decimalsRule = (title: string) => numberPrecisionRule(AMOUNT_DECIMALS, `${title} has at most 2 decimals`);
/** Wide enough for the placeholders 'Weight' and 'Max Score' in full. */
const AMOUNT_INPUT_STYLE = { width: 140 };

type TEditableKey = 'item' | 'weight' | 'max';
const EDITABLE: { key: TEditableKey; title: string; number: boolean }[] = [
  { key: 'item', title: 'Name', number: false },
  { key: 'weight', title: 'Weight', number: true },
  { key: 'max', title: 'Max Score', number: true },
];

function NewItemForm({
  form,
  onCreate,
}: {
  form: FormInstance;
  onCreate: (values: Record<string, unknown>) => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const create = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      if (await succeeded(onCreate(values))) form.resetFields();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={create} style={{ marginBottom: 16 }} data-testid="new-item-form">
      <Form.Item name="item" rules={[{ required: true, whitespace: true, message: M.cellRequired('Name') }]}>
        <Input placeholder="Name" maxLength={100} data-testid="new-item-name" />
      </Form.Item>
      <Form.Item
        name="weight"
        rules={[
          { required: true, type: 'number', message: M.weightRequired },
          { ...NUMBER_MIN, message: M.weightMin },
          decimalsRule('Weight'),
        ]}
      >
        <NumberInput placeholder="Weight" min={0} style={AMOUNT_INPUT_STYLE} data-testid="new-item-weight" />
      </Form.Item>
      <Form.Item
        name="max"
        rules={[
          { required: true, type: 'number', message: M.maxScoreRequired },
          { ...NUMBER_MIN, message: M.maxScoreMin },
          decimalsRule('Max Score'),
        ]}
      >
        <NumberInput placeholder="Max Score" min={0} style={AMOUNT_INPUT_STYLE} data-testid="new-item-max" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving} data-testid="new-item-create">
          Create new item
        </Button>
      </Form.Item>
    </Form>
  );
}

export function StandardDetailsDialog({ standard, onClose }: { standard: TAssessmentStandard; onClose: () => void }) {
  const details = useStandardDetails(standard.acceStandardId);
  const [form] = Form.useForm();
  const [newItem] = Form.useForm();
  const [editingId, setEditingId] = useState<number | null>(null);
  // A new item typed but not created, or a row being edited with a change, is lost on closing.
  const cancel = useConfirmClose({
    changed: () => newItem.isFieldsTouched() || (editingId !== null && form.isFieldsTouched()),
    onClose,
  });

  const edit = (row: TStandardDetail) => {
    form.setFieldsValue({ item: row.item, weight: row.weight, max: row.max });
    setEditingId(row.acceStandDetailId);
  };
  const save = async (row: TStandardDetail) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await succeeded(details.update({ ...row, ...values }))) setEditingId(null);
  };

  const columns: TableColumnType<TStandardDetail>[] = [
    ...EDITABLE.map(
      ({ key, title, number }): TableColumnType<TStandardDetail> => ({
        key,
        title,
        dataIndex: key,
        render: (value: unknown, row) =>
          row.acceStandDetailId === editingId ? (
            <Form.Item
              name={key}
              style={{ margin: 0 }}
              rules={[
                number
                  ? { required: true, type: 'number', message: M.cellRequired(title) }
                  : { required: true, whitespace: true, message: M.cellRequired(title) },
                ...(number
                  ? [{ ...NUMBER_MIN, message: key === 'weight' ? M.weightMin : M.maxScoreMin }, decimalsRule(title)]
                  : []),
              ]}
            >
              {number ? (
                <NumberInput min={0} style={AMOUNT_INPUT_STYLE} data-testid={`item-${key}`} />
              ) : (
                <Input maxLength={100} />
              )}
            </Form.Item>
          ) : (
            String(value)
          ),
      }),
    ),
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, row) =>
        row.acceStandDetailId === editingId ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => save(row)} data-testid="item-save">
              Save
            </Button>
            <Button type="link" size="small" onClick={() => setEditingId(null)}>
              Cancel
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              disabled={editingId !== null}
              onClick={() => edit(row)}
              data-testid="item-edit"
            >
              Edit
            </Button>
            <Popconfirm
              title="Are you sure?"
              okText="OK"
              cancelText="Cancel"
              onConfirm={() => succeeded(details.remove(row))}
            >
              <Button type="link" size="small" danger disabled={editingId !== null} data-testid="item-delete">
                Delete
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const totalWeight = details.rows.reduce((sum, row) => sum + row.weight, 0);
  return (
    <Modal open title={`Standard Details: ${standard.name}`} width={900} onCancel={cancel} footer={null}>
      <NewItemForm
        form={newItem}
        onCreate={(values) => details.add({ ...values, acceStandardId: standard.acceStandardId })}
      />
      <Form form={form} component={false}>
        <Table<TStandardDetail>
          rowKey="acceStandDetailId"
          dataSource={details.rows}
          columns={columns}
          loading={details.isLoading}
          pagination={false}
          data-testid="standard-items"
          footer={() => `Total weight: ${Math.round(totalWeight * 100) / 100} (the most an assessment can score)`}
        />
      </Form>
    </Modal>
  );
}
