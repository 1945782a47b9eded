import {
  formatUnitPrice,
  groupBaseProductLines,
  newProductProblem,
  preselectedLine,
  QUOTATION_MESSAGES,
  type TApproveQuotation,
  type TBaseProductGroup,
  type TQuotation,
} from '@packline/domain';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Modal, Radio, Row, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { reportFailure } from '../../api/failures.ts';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { ask } from '../../ui/confirm.ts';
import { useOpeningKey, WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { useProductsOfBaseProduct } from '../catalogue/products.api.ts';
import { useApproveQuotation, useQuotation } from './quotations.api.ts';

// The Quotation Approve dialog (spec 02 §2): each base product of the quotation becomes a real product of the
// customer — an existing one or one created here — and, where it has several price lines, the line chosen.
// Groups and lines are numbered from 1 in the test ids.

export interface TQuotationApproveDialogProps {
  open: boolean;
  quotationId: number;
  onClose: () => void;
  /** After the quotation was approved (the editor that opened this dialog closes too). */
  onApproved?: () => void;
}

interface TGroupChoice {
  quotationItemId: number | null;
  productId: number | null;
  createNew: boolean;
  productCode: string;
  productName: string;
  description: string;
  palletStackingId: number | null;
}

const firstChoice = (group: TBaseProductGroup): TGroupChoice => ({
  quotationItemId: preselectedLine(group),
  productId: null,
  createNew: false,
  productCode: '',
  productName: '',
  description: '',
  palletStackingId: null,
});

/** The reason a group cannot be approved yet, or null. */
function choiceProblem(choice: TGroupChoice): string | null {
  if (!choice.quotationItemId) return QUOTATION_MESSAGES.select;
  if (choice.createNew) return newProductProblem(choice);
  return choice.productId ? null : QUOTATION_MESSAGES.select;
}

function approvedItem(choice: TGroupChoice): TApproveQuotation['items'][number] {
  if (!choice.createNew) return { quotationItemId: choice.quotationItemId ?? 0, productId: choice.productId };
  return {
    quotationItemId: choice.quotationItemId ?? 0,
    newProduct: {
      productCode: choice.productCode.trim(),
      productName: choice.productName.trim() || null,
      description: choice.description.trim(),
      palletStackingId: choice.palletStackingId,
    },
  };
}

const lineLabel = (line: TBaseProductGroup['lines'][number]) =>
  [`$${formatUnitPrice(line.price)} per carton`, line.itemDesc, line.notes, line.notes2].filter(Boolean).join(' · ');

interface TGroupCardProps {
  n: number;
  group: TBaseProductGroup;
  customerId: number;
  choice: TGroupChoice;
  onChange: (patch: Partial<TGroupChoice>) => void;
}

function ApproveGroupCard({ n, group, customerId, choice, onChange }: TGroupCardProps) {
  const products = useProductsOfBaseProduct(group.baseProductId);
  const options = (products.data ?? [])
    .filter((product) => product.customerId === customerId)
    .map((product) => ({ value: product.productId, label: `${product.productCode} — ${product.productName}` }));
  const id = `approve-group-${n}`;
  return (
    <Card size="small" title={group.baseProductName} data-testid={id} style={{ marginBottom: 12 }}>
      {group.lines.length > 1 && (
        <Form.Item label="Price option">
          <Radio.Group
            value={choice.quotationItemId}
            onChange={(event) => onChange({ quotationItemId: event.target.value as number })}
          >
            <Space orientation="vertical">
              {group.lines.map((line, m) => (
                <Radio key={line.quotationItemId} value={line.quotationItemId} data-testid={`${id}-option-${m + 1}`}>
                  {lineLabel(line)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      )}
      {group.lines.length === 1 && group.lines[0] && <p>{lineLabel(group.lines[0])}</p>}
      <Form.Item label="Product">
        <Select<number>
          value={choice.productId ?? undefined}
          onChange={(productId) => onChange({ productId })}
          options={options}
          loading={products.isLoading}
          disabled={choice.createNew}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="An existing product of this customer"
          data-testid={`${id}-product`}
        />
      </Form.Item>
      <Checkbox
        checked={choice.createNew}
        onChange={(event) => onChange({ createNew: event.target.checked })}
        data-testid={`${id}-new`}
      >
        Create new product
      </Checkbox>
      {choice.createNew && (
        <Row gutter={16} style={{ marginTop: 12 }}>
          <Col xs={24} md={6}>
            <Form.Item label="Product Code" htmlFor={`${id}-code`} required>
              <Input
                id={`${id}-code`}
                value={choice.productCode}
                maxLength={100}
                onChange={(event) => onChange({ productCode: event.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Product Name" htmlFor={`${id}-name`}>
              <Input
                id={`${id}-name`}
                value={choice.productName}
                maxLength={100}
                onChange={(event) => onChange({ productName: event.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Description" htmlFor={`${id}-description`} required>
              <Input
                id={`${id}-description`}
                value={choice.description}
                maxLength={300}
                onChange={(event) => onChange({ description: event.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Pallet Stacking" htmlFor={`${id}-pallet-stacking`} required>
              <ReferenceSelect
                catalogue="palletStacking"
                id={`${id}-pallet-stacking`}
                value={choice.palletStackingId}
                onChange={(palletStackingId) => onChange({ palletStackingId })}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </Card>
  );
}

function ApproveEditor(props: TQuotationApproveDialogProps & { quotation: TQuotation | undefined }) {
  const { modal } = App.useApp();
  const approve = useApproveQuotation();
  const groups = groupBaseProductLines(props.quotation?.quotationItem ?? []);
  const [choices, setChoices] = useState<Record<number, TGroupChoice>>({});
  const [error, setError] = useState<string | null>(null);
  const choiceOf = (group: TBaseProductGroup) => choices[group.baseProductId] ?? firstChoice(group);
  const change = (group: TBaseProductGroup, patch: Partial<TGroupChoice>) => {
    setError(null);
    setChoices((current) => ({ ...current, [group.baseProductId]: { ...choiceOf(group), ...patch } }));
  };
  const cancel = useConfirmClose({
    changed: () => Object.keys(choices).length > 0,
    onClose: props.onClose,
    busy: approve.isPending,
  });

  const submit = async () => {
    const problem = groups.map((group) => choiceProblem(choiceOf(group))).find(Boolean) ?? null;
    setError(problem);
    if (problem || !props.quotation) return;
    const body = { quotationId: props.quotationId, items: groups.map((group) => approvedItem(choiceOf(group))) };
    try {
      const first = await approve.mutateAsync({ ...body, force: false });
      if (first.warning) {
        if (!(await ask(modal, `${first.warning.message} ${QUOTATION_MESSAGES.confirmOverwrite}`))) return;
        await approve.mutateAsync({ ...body, force: true });
      }
      props.onClose();
      props.onApproved?.();
    } catch (error) {
      reportFailure(error); // The choices stay for a correction.
    }
  };

  return (
    <Modal
      open={props.open}
      title="Quotation Approve"
      onCancel={cancel}
      maskClosable={false}
      destroyOnHidden
      {...WIDE_DIALOG}
      footer={[
        <Button key="cancel" onClick={cancel} disabled={approve.isPending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={approve.isPending} onClick={submit} data-testid="approve-submit">
          Submit
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-testid="quotation-approve-dialog">
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="approve-error" />
        )}
        {!props.quotation ? (
          <Spin />
        ) : (
          groups.map((group, index) => (
            <ApproveGroupCard
              key={group.baseProductId}
              n={index + 1}
              group={group}
              customerId={props.quotation?.customerId ?? 0}
              choice={choiceOf(group)}
              onChange={(patch) => change(group, patch)}
            />
          ))
        )}
      </Form>
    </Modal>
  );
}

export function QuotationApproveDialog(props: TQuotationApproveDialogProps) {
  const quotation = useQuotation(props.quotationId);
  return <ApproveEditor key={useOpeningKey(props.open)} {...props} quotation={quotation.data} />;
}
