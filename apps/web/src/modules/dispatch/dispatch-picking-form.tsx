import {
  DISPATCH_MESSAGES,
  formatCartons,
  formatInDeliveryQuantity,
  formatQuantity,
  isLineDelivered,
  pickingLinesOf,
  picksOfDispatch,
  quantityMismatches,
  replaceLinePicks,
  requiredPiecesOf,
  selectedPiecesOf,
  type TDispatch,
  type TDispatchPick,
  type TOrder,
  type TPickingLine,
} from '@packline/domain';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  type FormRule,
  Row,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { reportFailure } from '../../api/failures.ts';
import { useSession } from '../../api/session.ts';
import { ask } from '../../ui/confirm.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect, type TOptionSelectProps } from '../../ui/option-select.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { useAddDispatch, useUpdateDispatch } from './dispatch.api.ts';
import { DispatchPhotosField, type TDispatchPhotos } from './dispatch-photos-field.tsx';
import { LocationsDialog, type THeldBox } from './locations-dialog.tsx';

// Creating or updating a dispatch (spec 01 §2, §5): the order's lines with the boxes picked for each through the
// Locations dialog, the pallet sent with it (ticked by default), and photos. The checks run in the spec's order:
// something picked, the pallet form filled, then a question for each line whose picked pieces differ from the required.

interface TPalletValues {
  pallet: boolean;
  plateTypeId: number | null;
  palletQuantity: number | null;
  imgs: TDispatchPhotos;
}

export interface TDispatchPickingFormProps {
  order: TOrder;
  /** The dispatch being updated (still being picked); absent for a new one. */
  dispatch?: TDispatch;
  /** A new dispatch was created and the user wants its courier form now. */
  onCreated: (dispatchId: number) => void;
  onDone: () => void;
  onCancel: () => void;
  /** Boxes were picked or given back in Locations (not saved yet). */
  onPicksChange?: () => void;
}

function PalletTypeSelect(props: TOptionSelectProps) {
  return <OptionSelect {...props} {...useReferenceOptions('plateType')} />;
}

/** spec 01 §5: with Pallet ticked, its type and a whole quantity above 0 are required ('You need to input'). */
const palletRule =
  (check: (value: unknown) => boolean): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (getFieldValue('pallet') && !check(value)) throw new Error(DISPATCH_MESSAGES.youNeedToInput);
    },
  });
const hasPalletType = (value: unknown) => typeof value === 'number' && value > 0;
const isPalletQuantity = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

function palletValuesOf(dispatch: TDispatch | undefined): TPalletValues {
  if (!dispatch) return { pallet: true, plateTypeId: null, palletQuantity: null, imgs: [] };
  return {
    pallet: dispatch.palletType !== null,
    plateTypeId: dispatch.palletType,
    palletQuantity: dispatch.palletQuantity,
    imgs: dispatch.imgs,
  };
}

export function DispatchPickingForm(props: TDispatchPickingFormProps) {
  const { order, dispatch } = props;
  const { modal } = App.useApp();
  const session = useSession();
  const add = useAddDispatch();
  const update = useUpdateDispatch();
  const [form] = Form.useForm<TPalletValues>();
  const palletTicked = (Form.useWatch('pallet', form) as boolean | undefined) ?? palletValuesOf(dispatch).pallet;
  const held: THeldBox[] = useMemo(
    () =>
      (dispatch?.dispatchingDetails ?? []).map((detail) => ({
        boxId: detail.boxId,
        productId: detail.productId,
        barCode: detail.box.barCode,
        quantity: detail.quantity,
      })),
    [dispatch],
  );
  const lines = useMemo(
    () => pickingLinesOf(order.orderProduct, dispatch?.dispatchingDetails ?? []),
    [order.orderProduct, dispatch],
  );
  // A saved dispatch's boxes count as selected.
  const [picks, setPicks] = useState<TDispatchPick[]>(() => picksOfDispatch(dispatch?.dispatchingDetails ?? []));
  const [locating, setLocating] = useState<TPickingLine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending || update.isPending;

  const submit = async () => {
    setError(null);
    if (picks.length === 0) {
      setError(DISPATCH_MESSAGES.selectProducts);
      return;
    }
    let values: TPalletValues;
    try {
      values = await form.validateFields();
    } catch {
      setError(DISPATCH_MESSAGES.fillPalletForm);
      return;
    }
    for (const mismatch of quantityMismatches(lines, picks)) {
      if (!(await ask(modal, DISPATCH_MESSAGES.quantityMismatch(mismatch.required, mismatch.selected)))) return;
    }
    const pallet = values.pallet && values.plateTypeId && values.palletQuantity ? values : null;
    try {
      if (dispatch) {
        await update.mutateAsync({
          dispatchId: dispatch.dispatchId,
          dispatchingDetails: picks,
          palletType: pallet?.plateTypeId ?? null,
          palletQuantity: pallet?.palletQuantity ?? null,
          imgs: values.imgs,
        });
        props.onDone();
        return;
      }
      const created = await add.mutateAsync({
        orderId: order.orderId,
        dispatchingDetails: picks,
        employeeId: session?.kind === 'staff' ? session.employeeId : null,
        palletInfo: pallet ? { plateTypeId: pallet.plateTypeId ?? 0, quantity: pallet.palletQuantity ?? 0 } : null,
        imgs: values.imgs,
      });
      // spec 01 §4: after creating a dispatch the user is offered the courier and tracking number.
      if (await ask(modal, DISPATCH_MESSAGES.offerCourier)) props.onCreated(created.dispatchId);
      else props.onDone();
    } catch (error) {
      reportFailure(error); // The picks stay for a correction.
    }
  };

  const columns: TableColumnsType<TPickingLine> = [
    { title: 'Product Code', dataIndex: 'productCode', key: 'productCode' },
    { title: 'Product Name', dataIndex: 'productName', key: 'productName' },
    {
      title: 'Ordered (pcs)',
      dataIndex: 'quantity',
      key: 'quantity',
      render: (value: number) => formatQuantity(value),
    },
    {
      title: 'Cartons',
      dataIndex: 'packagingQty',
      key: 'packagingQty',
      render: (value: number) => formatCartons(value),
    },
    {
      title: 'Delivered',
      dataIndex: 'deliveredQuantity',
      key: 'deliveredQuantity',
      render: (value: number) => formatQuantity(value),
    },
    {
      title: 'In Delivery',
      dataIndex: 'inDeliveryQuantity',
      key: 'inDeliveryQuantity',
      render: (value: number) => formatInDeliveryQuantity(value),
    },
    { title: 'Required', key: 'required', render: (_, line) => formatQuantity(requiredPiecesOf(line)) },
    {
      title: 'This Dispatch',
      key: 'selected',
      render: (_, line, index) => (
        <span data-testid={`dispatch-line-${index + 1}-selected`}>
          {formatQuantity(selectedPiecesOf(line.orderProductId, picks))}
        </span>
      ),
    },
    {
      title: 'Boxes',
      key: 'locations',
      render: (_, line, index) =>
        isLineDelivered(line) ? (
          <Typography.Text type="danger" data-testid={`dispatch-line-${index + 1}-delivered`}>
            {DISPATCH_MESSAGES.alreadyDeliveredLine}
          </Typography.Text>
        ) : (
          <Button
            size="small"
            onClick={() => setLocating(line)}
            disabled={busy}
            data-testid={`dispatch-line-${index + 1}-locations`}
          >
            Locations
          </Button>
        ),
    },
  ];

  return (
    <div data-testid="dispatch-picking-form">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="dispatch-error" />}
      <Typography.Paragraph type="secondary" data-testid="dispatch-order">
        Order No: {order.orderNo} · {order.company}
        {order.custOrderNo ? ` · Customer Order No: ${order.custOrderNo}` : ''} · {order.deliveryAddress}
      </Typography.Paragraph>
      <Table<TPickingLine>
        rowKey="orderProductId"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={false}
        data-testid="dispatch-lines"
      />
      <Form<TPalletValues>
        form={form}
        name="dispatch-pallet"
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={palletValuesOf(dispatch)}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="pallet" valuePropName="checked">
          <Checkbox data-testid="dispatch-pallet">Pallet</Checkbox>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="plateTypeId"
              label="Pallet Type"
              dependencies={['pallet']}
              required={palletTicked}
              rules={[palletRule(hasPalletType)]}
            >
              <PalletTypeSelect disabled={!palletTicked} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="palletQuantity"
              label="Pallet Quantity"
              dependencies={['pallet']}
              required={palletTicked}
              rules={[palletRule(isPalletQuantity)]}
            >
              <NumberInput
                min={0}
                max={1000}
                precision={0}
                disabled={!palletTicked}
                data-testid="dispatch-pallet-qty"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="imgs" label="Photos">
          <DispatchPhotosField />
        </Form.Item>
      </Form>
      <Flex justify="end" gap={8}>
        <Button onClick={props.onCancel} disabled={busy} data-testid="dispatch-cancel">
          Cancel
        </Button>
        <Button type="primary" onClick={submit} loading={busy} data-testid="dispatch-save">
          {dispatch ? 'Update' : 'Create'}
        </Button>
      </Flex>
      {locating && (
        <LocationsDialog
          line={locating}
          picks={picks}
          held={held}
          onClose={() => setLocating(null)}
          onConfirm={(next) => {
            setPicks(replaceLinePicks(picks, locating.orderProductId, next));
            props.onPicksChange?.();
            setLocating(null);
            setError(null);
          }}
        />
      )}
    </div>
  );
}
