import {
  DISPATCH_MESSAGES,
  formatCount,
  formatQuantity,
  type TDispatch,
  type TDispatchingDetail,
} from '@packline/domain';
import { Alert, Button, Col, Descriptions, Flex, Form, Input, Row, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { OptionSelect, type TOptionSelectProps } from '../../ui/option-select.tsx';
import { useReferenceOptions } from '../../ui/use-reference.ts';
import { useCompleteDispatch, useDispatch } from './dispatch.api.ts';
import { DispatchPhotosField, type TDispatchPhotos } from './dispatch-photos-field.tsx';

// Completing a dispatch (spec 01 §4, §5): the courier and tracking number, both required ('Please fill the form.'),
// over a summary of what is being sent.

interface TCourierValues {
  courierId: number | null;
  trackingNo: string;
  imgs: TDispatchPhotos;
}

export interface TDispatchCourierFormProps {
  dispatchId: number;
  onDone: () => void;
  onCancel: () => void;
}

function CourierSelect(props: TOptionSelectProps) {
  return <OptionSelect {...props} {...useReferenceOptions('courier')} />;
}

/** What a completed dispatch delivered of each order line (the server counts the same from the boxes). */
function deliveredPerLine(details: readonly TDispatchingDetail[]) {
  const pieces = new Map<number, number>();
  for (const detail of details) {
    pieces.set(detail.orderProductId, (pieces.get(detail.orderProductId) ?? 0) + detail.quantity);
  }
  return [...pieces].map(([orderProductId, deliveredQuantity]) => ({ orderProductId, deliveredQuantity }));
}

const detailColumns: TableColumnsType<TDispatchingDetail> = [
  { title: 'Barcode', key: 'barCode', render: (_, detail) => detail.box.barCode },
  { title: 'Product Code', key: 'productCode', render: (_, detail) => detail.product.productCode },
  { title: 'Product Name', key: 'productName', render: (_, detail) => detail.product.productName },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', render: (value: number) => formatQuantity(value) },
];

function DispatchSummary({ dispatch }: { dispatch: TDispatch }) {
  return (
    <>
      <Descriptions
        size="small"
        column={3}
        bordered
        style={{ marginBottom: 12 }}
        data-testid="dispatch-summary"
        items={[
          { key: 'order', label: 'Order No', children: dispatch.orderNo },
          { key: 'slip', label: 'Packing Slip No', children: dispatch.packingSlipNo },
          { key: 'customer', label: 'Customer', children: dispatch.customer.company },
          { key: 'address', label: 'Delivery Address', children: dispatch.deliveryAddress },
          { key: 'method', label: 'Delivery Method', children: dispatch.deliveryMethodName ?? '' },
          {
            key: 'pallet',
            label: 'Pallet',
            children: dispatch.palletTypeName
              ? `${dispatch.palletTypeName} × ${formatCount(dispatch.palletQuantity ?? 0)}`
              : 'None',
          },
          { key: 'total', label: 'Total pieces', children: formatQuantity(dispatch.totalQuantity) },
        ]}
      />
      <Table<TDispatchingDetail>
        rowKey="dispatchingDetailId"
        size="small"
        columns={detailColumns}
        dataSource={dispatch.dispatchingDetails}
        pagination={false}
        data-testid="dispatch-summary-boxes"
      />
    </>
  );
}

export function DispatchCourierForm(props: TDispatchCourierFormProps) {
  const dispatch = useDispatch(props.dispatchId);
  const complete = useCompleteDispatch();
  const [form] = Form.useForm<TCourierValues>();
  const [error, setError] = useState<string | null>(null);

  if (!dispatch.data) return <Spin />;
  const saved = dispatch.data;

  const submit = async () => {
    setError(null);
    let values: TCourierValues;
    try {
      values = await form.validateFields();
    } catch {
      setError(DISPATCH_MESSAGES.fillForm);
      return;
    }
    const completing = complete.mutateAsync({
      dispatchId: saved.dispatchId,
      courierId: values.courierId ?? 0,
      trackingNo: values.trackingNo.trim(),
      orderProducts: deliveredPerLine(saved.dispatchingDetails),
      imgs: values.imgs,
    });
    // A refusal keeps the form open for a correction.
    if (await succeeded(completing)) props.onDone();
  };

  return (
    <div data-testid="dispatch-courier-form">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="dispatch-error" />}
      <DispatchSummary dispatch={saved} />
      <Form<TCourierValues>
        form={form}
        name="dispatch-courier"
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={{ courierId: saved.courierId, trackingNo: saved.trackingNo ?? '', imgs: saved.imgs }}
        onValuesChange={() => setError(null)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="courierId" label="Courier" rules={[{ required: true }]}>
              <CourierSelect />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="trackingNo" label="Tracking No" rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={100} data-testid="dispatch-tracking-no" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="imgs" label="Photos">
          <DispatchPhotosField />
        </Form.Item>
      </Form>
      <Flex justify="end" gap={8}>
        <Button onClick={props.onCancel} disabled={complete.isPending} data-testid="dispatch-cancel">
          Cancel
        </Button>
        <Button type="primary" onClick={submit} loading={complete.isPending} data-testid="dispatch-complete">
          Complete
        </Button>
      </Flex>
    </div>
  );
}
