import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  API_DATE_FORMAT,
  currencyName,
  DATE_FORMAT,
  formatDate,
  formatUnitPrice,
  hasGst,
  multiplyRounded,
  PO_MESSAGES,
  PO_NOTE_MAX,
  PO_OPTIONS,
  purchaseTotalsOf,
  type TAddPurchaseOrderInput,
  type TPurchaseOrder,
  todayInAuckland,
} from '@packline/domain';
import { App, Button, Col, Descriptions, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ask } from '../../ui/confirm.ts';
import { numberRules, requiredRule } from '../../ui/form-rules.ts';
import { WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { OptionSelect } from '../../ui/option-select.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useOutsourcedProductList } from '../catalogue/products.api.ts';
import { useRawMaterialList } from '../catalogue/raw-material.api.ts';
import { QualificationAlerts } from '../suppliers/supplier-tags.tsx';
import { SUPPLIER_PICKER, usePriceList, useSupplierById } from '../suppliers/suppliers.api.ts';
import { usePurchaseOrderDefaults, useSavePurchaseOrder } from './purchase-orders.api.ts';

// The New / Edit Purchase Order dialog (spec 02 §2, §8, §9): supplier, lines (raw material or outsourced product, supplier product code,
// unit, unit price ≥ 0, quantity ≥ 0, comments), options (Delivery, Urgent, Setup Fee, price ≥ 0), ETA ('ETA is
// required.'), delivery address and telephone prefilled with the company's, delivery instruction, note ≤ 150. The totals
// show to 3 decimals; the server computes the stored ones the same way (purchaseTotalsOf).

interface TLineValues {
  poDetailId?: number | null;
  /** 'r{rawMaterialId}' or 'p{productId}' (an outsourced product): one pick for either kind of item. */
  item?: string;
  suplierProductCode?: string;
  unit?: string;
  unitPrice?: number;
  quantity?: number;
  comments?: string;
}

interface TValues {
  suplierId?: number | null;
  deliveryDate?: Dayjs | null;
  telNo?: string;
  deliveryAddr?: string;
  deliveryInstruction?: string;
  notes?: string;
  poDetail: TLineValues[];
  poOption: { optionId?: number; price?: number }[];
}

const OPTION_CHOICES = PO_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const three = (value: number) => formatUnitPrice(value);

function valuesOf(order: TPurchaseOrder): TValues {
  return {
    suplierId: order.suplierId,
    deliveryDate: dayjs(order.deliveryDate),
    telNo: order.telNo ?? '',
    deliveryAddr: order.deliveryAddr ?? '',
    deliveryInstruction: order.deliveryInstruction ?? '',
    notes: order.notes ?? '',
    poDetail: order.poDetail.map((d) => ({
      poDetailId: d.poDetailId,
      item: d.rawMaterialId ? `r${d.rawMaterialId}` : `p${d.outSourceProd}`,
      suplierProductCode: d.suplierProductCode ?? '',
      unit: d.unit ?? '',
      unitPrice: d.unitPrice,
      quantity: d.quantity,
      comments: d.comments ?? '',
    })),
    poOption: order.poOption.map((o) => ({ optionId: o.optionId, price: o.price })),
  };
}

/** The line's item as the API takes it. */
function itemOf(item: string | undefined) {
  const id = Number(item?.slice(1));
  return item?.startsWith('p')
    ? { rawMaterialId: null, outSourceProd: id }
    : { rawMaterialId: id, outSourceProd: null };
}

function bodyOf(values: TValues): TAddPurchaseOrderInput {
  return {
    suplierId: Number(values.suplierId),
    deliveryDate: values.deliveryDate?.format(API_DATE_FORMAT) ?? '',
    telNo: values.telNo || null,
    deliveryAddr: values.deliveryAddr || null,
    deliveryInstruction: values.deliveryInstruction || null,
    notes: values.notes || null,
    poDetail: values.poDetail.map((line) => ({
      poDetailId: line.poDetailId ?? null,
      ...itemOf(line.item),
      suplierProductCode: line.suplierProductCode || null,
      unit: line.unit || null,
      unitPrice: Number(line.unitPrice),
      quantity: Number(line.quantity),
      comments: line.comments || null,
    })),
    poOption: values.poOption.map((o) => ({ optionId: Number(o.optionId), price: Number(o.price) })),
  };
}

function Totals({ values, currencyId }: { values: TValues | undefined; currencyId: number | undefined }) {
  const lines = (values?.poDetail ?? []).map((l) => ({ unitPrice: l?.unitPrice ?? 0, quantity: l?.quantity ?? 0 }));
  const options = (values?.poOption ?? []).map((o) => ({ price: o?.price ?? 0 }));
  const totals = purchaseTotalsOf(lines, options, currencyId ?? 0);
  const label = currencyId ? currencyName(currencyId) : '';
  return (
    <Descriptions size="small" column={3} bordered data-testid="po-form-totals">
      <Descriptions.Item label={hasGst(currencyId) ? 'Total excl GST' : 'Total'}>
        {label} {three(totals.price)}
      </Descriptions.Item>
      {hasGst(currencyId) ? (
        <>
          <Descriptions.Item label="GST 15%">
            {label} {three(totals.gst)}
          </Descriptions.Item>
          <Descriptions.Item label="Total incl GST">
            {label} {three(totals.inclGstPrice)}
          </Descriptions.Item>
        </>
      ) : null}
    </Descriptions>
  );
}

export interface TPurchaseOrderDialogProps {
  /** The order to edit; null for a new one. */
  order: TPurchaseOrder | null;
  open: boolean;
  /** A new order's first line (the stock alarm's New Order). */
  prefill?: Partial<TValues>;
  onClose: () => void;
}

export function PurchaseOrderDialog({ order, open, prefill, onClose }: TPurchaseOrderDialogProps) {
  const save = useSavePurchaseOrder();
  const { modal } = App.useApp();
  const defaults = usePurchaseOrderDefaults(open && order === null);
  const materials = useRawMaterialList();
  const initialValues = useMemo<TValues | undefined>(() => {
    if (order) return valuesOf(order);
    if (!defaults.data) return undefined;
    return {
      deliveryAddr: defaults.data.deliveryAddr,
      telNo: defaults.data.telNo,
      poDetail: [{}],
      poOption: [],
      ...prefill,
    };
  }, [order, defaults.data, prefill]);
  const dialog = useFormDialog<TValues>({
    open: open && initialValues !== undefined,
    onClose,
    initialValues,
    saveText: 'Save',
    saveTestId: 'po-save',
    onSave: async (values) => {
      const body = bodyOf(values);
      // issue 31 §19: an ETA already past is most likely a typo; a changed or new one is confirmed before it is saved.
      if (body.deliveryDate < todayInAuckland() && body.deliveryDate !== order?.deliveryDate) {
        const confirmed = await ask(
          modal,
          `The ETA ${formatDate(body.deliveryDate)} is in the past. Save anyway?`,
          'Cancel goes back to the order to correct it.',
        );
        if (!confirmed) return false;
      }
      return save.mutateAsync({ ...body, ...(order ? { poId: order.poId } : {}) });
    },
  });
  const suplierId = Form.useWatch('suplierId', dialog.form);
  const values = Form.useWatch([], dialog.form);
  const supplier = useSupplierById(suplierId);
  const priceList = usePriceList(suplierId ?? 0);
  const products = useOutsourcedProductList();
  const itemOptions = [
    {
      label: 'Raw materials',
      options: (materials.data ?? []).map((m) => ({
        value: `r${m.rawMaterialId}`,
        label: `${m.rawMaterialCode} — ${m.rawMaterialName}`,
      })),
    },
    {
      label: 'Outsourced products',
      options: (products.data ?? []).map((p) => ({
        value: `p${p.productId}`,
        label: `${p.productCode} — ${p.productName}`,
      })),
    },
  ];

  // A raw material on the supplier's price list brings its product code, unit and unit price.
  const fillFromPriceList = (index: number, item: string) => {
    const price = priceList.rows.find((p) => `r${p.rawMaterialId}` === item);
    if (!price) return;
    dialog.form.setFieldValue(['poDetail', index], {
      ...dialog.form.getFieldValue(['poDetail', index]),
      suplierProductCode: price.suplierProductCode ?? '',
      unit: price.unit ?? '',
      unitPrice: price.unitPrice,
    });
  };
  return (
    <Modal {...dialog.modalProps} {...WIDE_DIALOG} title={order ? `Edit ${order.poNo}` : 'New Purchase Order'}>
      <Form<TValues> {...dialog.formProps} layout="vertical" name="purchase-order" data-testid="po-form">
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item name="suplierId" label="Supplier" rules={[requiredRule(PO_MESSAGES.supplierRequired)]}>
              <RemoteSelect source={SUPPLIER_PICKER} testId="po-supplier" />
            </Form.Item>
            {supplier.data ? (
              <Space direction="vertical" size={2} style={{ marginTop: -16, marginBottom: 12 }}>
                <Typography.Text type="secondary">Currency: {supplier.data.currencyName}</Typography.Text>
                <QualificationAlerts alerts={supplier.data.qualificationAlerts} />
              </Space>
            ) : null}
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="deliveryDate" label="ETA" rules={[requiredRule(PO_MESSAGES.etaRequired)]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="po-eta" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="telNo" label="Telephone">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deliveryAddr" label="Delivery Address">
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deliveryInstruction" label="Delivery Instruction">
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={300} />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>Lines</Typography.Title>
        <Form.List
          name="poDetail"
          rules={[
            {
              validator: async (_rule, lines: unknown[]) => {
                if (!lines || lines.length === 0) throw new Error(PO_MESSAGES.linesRequired);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => {
                const line = values?.poDetail?.[index];
                const price = multiplyRounded(line?.unitPrice ?? 0, line?.quantity ?? 0, 3);
                return (
                  <Row key={field.key} gutter={8} align="top" data-testid="po-line">
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[field.name, 'item']}
                        label={index === 0 ? 'Description' : undefined}
                        rules={[requiredRule(PO_MESSAGES.descriptionRequired)]}
                      >
                        <Select<string>
                          showSearch={{ optionFilterProp: 'label' }}
                          options={itemOptions}
                          loading={materials.isLoading || products.isLoading}
                          placeholder="Raw material or outsourced product"
                          onChange={(item) => fillFromPriceList(field.name, item)}
                          data-testid="po-item"
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item
                        name={[field.name, 'suplierProductCode']}
                        label={index === 0 ? 'Supplier Code' : undefined}
                      >
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[field.name, 'unit']} label={index === 0 ? 'Unit' : undefined}>
                        <Input maxLength={50} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={3}>
                      <Form.Item
                        name={[field.name, 'unitPrice']}
                        label={index === 0 ? 'Unit Price' : undefined}
                        rules={[requiredRule('Unit Price is required!'), ...numberRules({ min: 0, precision: 3 })]}
                      >
                        <NumberInput min={0} precision={3} style={{ width: '100%' }} data-testid="po-unit-price" />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={3}>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={index === 0 ? 'Quantity' : undefined}
                        rules={[requiredRule('Quantity is required!')]}
                      >
                        <NumberInput min={0} style={{ width: '100%' }} data-testid="po-quantity" />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item label={index === 0 ? 'Price' : undefined}>
                        <Typography.Text>{three(price)}</Typography.Text>
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={4}>
                      <Form.Item name={[field.name, 'comments']} label={index === 0 ? 'Comments' : undefined}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1}>
                      <Form.Item label={index === 0 ? ' ' : undefined}>
                        <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="Remove line" />
                      </Form.Item>
                    </Col>
                  </Row>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({})}
                style={{ marginBottom: 16 }}
                data-testid="po-add-line"
              >
                Add Line
              </Button>
            </>
          )}
        </Form.List>

        <Typography.Title level={5}>Options</Typography.Title>
        <Form.List name="poOption">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8}>
                  <Col xs={12} md={6}>
                    <Form.Item name={[field.name, 'optionId']} rules={[requiredRule(PO_MESSAGES.optionRequired)]}>
                      <OptionSelect options={OPTION_CHOICES} loading={false} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={4}>
                    <Form.Item
                      name={[field.name, 'price']}
                      rules={[requiredRule('Price is required!'), ...numberRules({ min: 0, precision: 3 })]}
                    >
                      <NumberInput min={0} precision={3} style={{ width: '100%' }} placeholder="Price" />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={1}>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="Remove option" />
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                Add Option
              </Button>
            </>
          )}
        </Form.List>

        <Form.Item name="notes" label="Note" rules={[{ max: PO_NOTE_MAX, message: PO_MESSAGES.noteTooLong }]}>
          <Input.TextArea rows={2} showCount maxLength={PO_NOTE_MAX} />
        </Form.Item>
        <Totals values={values} currencyId={supplier.data?.currencyId} />
      </Form>
    </Modal>
  );
}
