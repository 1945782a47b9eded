import { PRODUCT_NOTE_MAX, type TProduct, ZAddOutsourceProduct, ZProduct } from '@packline/domain';
import { Button, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../../api/session.ts';
import { useArchiveDelete } from '../../ui/archive-delete-dialog.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TBody, type TCrudColumn, type TFormMode, type TFormValues } from '../../ui/crud-table.tsx';
import { FormField } from '../../ui/form-layout.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { ImagesField } from '../../ui/images-field.tsx';
import { useRowDialog } from '../../ui/list-dialog.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { OutsourceProductPriceDialog } from './outsource-product-price-dialog.tsx';
import { codeColumn, packagingColumn, productNameColumn } from './product-columns.tsx';
import { OUTSOURCE_DELETE_PATH, useOutsourceProducts } from './products.api.ts';

const shape = ZAddOutsourceProduct.shape;

const columns: TCrudColumn<TProduct>[] = [
  productNameColumn,
  codeColumn,
  {
    key: 'productType',
    title: 'Product Type',
    searchText: (row) => row.productType?.productTypeName ?? '',
    render: (_value, row) => row.productType?.productTypeName ?? '',
  },
  packagingColumn,
  {
    key: 'palletStacking',
    title: 'Pallet Stacking',
    searchText: (row) => row.palletStacking?.palletStackingName ?? '',
    render: (_value, row) => row.palletStacking?.palletStackingName ?? '',
  },
  { key: 'minOrderQuantity', dataIndex: 'minOrderQuantity', title: 'MOQ', align: 'right' },
  { key: 'alermLimit', dataIndex: 'alermLimit', title: 'Alarm Limit', align: 'right' },
  { key: 'description', dataIndex: 'description', title: 'Description' },
  { key: 'noteOnQuote', dataIndex: 'noteOnQuote', title: 'Note On Quote' },
];

/** spec 02 §5: the required fields, and the two notes at most 150 characters with a counter. */
function OutsourceFormFields() {
  const required = (name: keyof typeof shape, label: string, input: ReactNode) => (
    <FormField>
      <Form.Item
        name={name}
        label={label}
        validateFirst
        rules={[requiredRule(), zodRule(shape[name], (v) => v ?? undefined)]}
      >
        {input}
      </Form.Item>
    </FormField>
  );
  const note = (name: 'description' | 'noteOnQuote', label: string) => (
    <FormField wide>
      <Form.Item name={name} label={label} rules={[zodRule(shape[name], blankToNull)]}>
        <Input.TextArea rows={2} maxLength={PRODUCT_NOTE_MAX} showCount />
      </Form.Item>
    </FormField>
  );
  return (
    <Row gutter={16}>
      {required('productName', 'Product Name', <Input maxLength={100} />)}
      {required('productCode', 'Product Code', <Input maxLength={100} />)}
      {required('productTypeId', 'Product Type', <ReferenceSelect catalogue="productType" />)}
      {required('packagingTypeId', 'Packaging Type', <ReferenceSelect catalogue="packagingType" />)}
      {required('palletStackingId', 'Pallet Stacking', <ReferenceSelect catalogue="palletStacking" />)}
      {required('minOrderQuantity', 'MOQ', <NumberInput min={0} precision={0} />)}
      {required('alermLimit', 'Alarm Limit', <NumberInput min={0} />)}
      {note('description', 'Description')}
      {note('noteOnQuote', 'Note On Quote')}
      <FormField wide>
        <Form.Item name="images" label="Images">
          <ImagesField maxCount={5} />
        </Form.Item>
      </FormField>
    </Row>
  );
}

/** spec 02 §2 Outsource Product: table, add/edit dialog and the price edit dialog. */
export default function OutsourceProductPage() {
  const products = useOutsourceProducts();
  const session = useSession();
  const priceDialog = useRowDialog<TProduct>();
  const archive = useArchiveDelete<TProduct>({
    deletePath: OUTSOURCE_DELETE_PATH,
    reply: ZProduct,
    idKey: 'productId',
    title: 'Delete Outsource Product',
  });
  const toBody = (values: TFormValues, { mode }: { mode: TFormMode }): TBody => ({
    productName: blankToNull(values.productName),
    productCode: blankToNull(values.productCode),
    productTypeId: values.productTypeId ?? null,
    packagingTypeId: values.packagingTypeId ?? null,
    palletStackingId: values.palletStackingId ?? null,
    minOrderQuantity: values.minOrderQuantity ?? null,
    alermLimit: values.alermLimit ?? null,
    description: blankToNull(values.description),
    noteOnQuote: blankToNull(values.noteOnQuote),
    images: typeof values.images === 'string' && values.images ? values.images : null,
    // The creator is recorded once, on add.
    ...(mode === 'add' && session?.kind === 'staff' ? { employeeId: session.employeeId } : {}),
  });
  return (
    <>
      <PageTitle>Outsource Product</PageTitle>
      <CrudTable<TProduct>
        {...products.tableProps}
        {...products.editProps}
        onDelete={archive.onDelete}
        columns={columns}
        entityName="Outsource Product"
        formWidth={760}
        toFormValues={(row) => ({ ...row })}
        toBody={toBody}
        renderForm={() => <OutsourceFormFields />}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => priceDialog.openFor(row)} data-testid="outsource-price">
            Price
          </Button>
        )}
      />
      {archive.dialog}
      <OutsourceProductPriceDialog {...priceDialog.dialogProps} product={priceDialog.row} />
    </>
  );
}
