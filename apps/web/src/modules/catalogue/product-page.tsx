import {
  ACTIVE_OPTIONS,
  DEFAULT_MARGIN_OF_ERROR,
  IN_STOCK_OPTIONS,
  LOGO_TYPES,
  type TProduct,
  YES_NO,
  ZAddProduct,
  ZProduct,
} from '@packline/domain';
import { Form, Input, Row, Select, Tag } from 'antd';
import { useArchiveDelete } from '../../ui/archive-delete-dialog.tsx';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TBody, type TCrudColumn, type TFormMode, type TFormValues } from '../../ui/crud-table.tsx';
import { FormField } from '../../ui/form-layout.tsx';
import { numberRules, requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { ImagesField } from '../../ui/images-field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { productColumns } from './product-columns.tsx';
import { BaseProductSelect, CustomerSelect } from './product-selects.tsx';
import { PRODUCT_DELETE_PATH, useProductPage, useProducts } from './products.api.ts';

const shape = ZAddProduct.shape;
/** Cartons and pieces are whole numbers from 0: 1.5 is refused, never rounded. */
const WHOLE_FROM_0 = numberRules({ min: 0, precision: 0 });
const TEXT_FIELDS = ['productName', 'productCode', 'description', 'rawmaterialDesc', 'logoUrl', 'showImgUrl'] as const;
const VALUE_FIELDS = [
  'customerId',
  'baseProductId',
  'palletStackingId',
  'plateTypeId',
  'inStock',
  'minOrderQuantity',
  'productMsl',
  'semiMsl',
  'logoType',
  'employeeId',
  'active',
] as const;
const ADD_VALUES: TFormValues = {
  inStock: 1,
  logoType: 0,
  plain: 0,
  active: 1,
  marginOfError: DEFAULT_MARGIN_OF_ERROR,
};

const options = (list: readonly { value: number; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

/** The body of AddProduct / UpdateProduct; plain only on add (spec 02 §3). */
function toProductBody(values: TFormValues, { mode }: { mode: TFormMode }): TBody {
  const body: TBody = {
    marginOfError: values.marginOfError ?? null,
    minPrice: typeof values.minPrice === 'number' ? values.minPrice.toFixed(3) : null,
    images: typeof values.images === 'string' && values.images ? values.images : null,
  };
  for (const key of TEXT_FIELDS) body[key] = blankToNull(values[key]);
  for (const key of VALUE_FIELDS) body[key] = values[key] ?? null;
  if (mode === 'add') body.plain = values.plain ?? 0;
  return body;
}

function toProductFormValues(row: TProduct): TFormValues {
  const values: TFormValues = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? undefined]));
  values.minPrice = row.minPrice === null ? undefined : Number(row.minPrice);
  return values;
}

function ProductFormFields({ mode }: { mode: TFormMode }) {
  return (
    <Row gutter={16}>
      <FormField>
        <Form.Item
          name="productName"
          label="Product Name"
          validateFirst
          rules={[requiredRule(), zodRule(shape.productName, blankToNull)]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item
          name="productCode"
          label="Product Code"
          validateFirst
          rules={[requiredRule(), zodRule(shape.productCode, blankToNull)]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="customerId" label="Customer">
          <CustomerSelect allowClear />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="baseProductId" label="Base Product">
          <BaseProductSelect allowClear />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="palletStackingId" label="Pallet Stacking">
          <ReferenceSelect catalogue="palletStacking" allowClear />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="plateTypeId" label="Pallet Type">
          <ReferenceSelect catalogue="plateType" allowClear />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="minOrderQuantity" label="MOQ (cartons)" rules={WHOLE_FROM_0}>
          <NumberInput min={0} precision={0} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="productMsl" label="MSL (pieces)" rules={WHOLE_FROM_0}>
          <NumberInput min={0} precision={0} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="semiMsl" label="Semi MSL" rules={WHOLE_FROM_0}>
          <NumberInput min={0} precision={0} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="inStock" label="In Stock">
          <Select options={options(IN_STOCK_OPTIONS)} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="marginOfError" label="Margin Of Error (%)" extra="Left empty, it is 100">
          <NumberInput />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="minPrice" label="Min Price" rules={numberRules({ min: 0, precision: 3 })}>
          <NumberInput min={0} precision={3} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="logoType" label="Logo Type">
          <Select options={options(LOGO_TYPES)} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item
          name="plain"
          label="Plain"
          extra={mode === 'edit' ? 'Set when the product is added; it cannot change.' : undefined}
        >
          <Select options={options(YES_NO)} disabled={mode === 'edit'} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="active" label="Status">
          <Select options={options(ACTIVE_OPTIONS)} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="employeeId" label="Employee">
          <ReferenceSelect catalogue="employee" allowClear />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="logoUrl" label="Logo Url" rules={[zodRule(shape.logoUrl, blankToNull)]}>
          <Input maxLength={2000} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="showImgUrl" label="Show Image Url" rules={[zodRule(shape.showImgUrl, blankToNull)]}>
          <Input maxLength={2000} />
        </Form.Item>
      </FormField>
      <FormField wide>
        <Form.Item name="description" label="Description" rules={[zodRule(shape.description, blankToNull)]}>
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
      </FormField>
      <FormField wide>
        <Form.Item name="rawmaterialDesc" label="Specification" rules={[zodRule(shape.rawmaterialDesc, blankToNull)]}>
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
      </FormField>
      <FormField wide>
        <Form.Item name="images" label="Images">
          <ImagesField maxCount={5} />
        </Form.Item>
      </FormField>
    </Row>
  );
}

const isOutsourced = (row: TProduct) => row.manufactured === 1;

/** spec 02 §2 Products: the customer products; outsourced rows are edited on the Outsource Product page. */
export default function ProductPage() {
  const products = useProducts();
  // The server sorts, searches and pages; the screen asks for one page (issue 13 §2).
  const page = useProductPage();
  const archive = useArchiveDelete<TProduct>({
    deletePath: PRODUCT_DELETE_PATH,
    reply: ZProduct,
    idKey: 'productId',
    title: 'Delete Product',
  });
  const columns: TCrudColumn<TProduct>[] = [
    ...productColumns,
    {
      key: 'outsourced',
      title: 'Source',
      sortField: 'manufactured',
      searchText: (row) => (isOutsourced(row) ? 'Outsourced' : ''),
      render: (_value, row) => (isOutsourced(row) ? <Tag color="orange">Outsourced</Tag> : null),
    },
  ];
  return (
    <>
      <PageTitle>Products</PageTitle>
      <CrudTable<TProduct>
        {...products.editProps}
        {...page.tableProps}
        rowKey="productId"
        searchProps={page.searchProps}
        onDelete={archive.onDelete}
        rowEditable={(row) => !isOutsourced(row)}
        columns={columns}
        entityName="Product"
        formWidth={820}
        addValues={ADD_VALUES}
        toFormValues={toProductFormValues}
        toBody={toProductBody}
        renderForm={({ mode }) => <ProductFormFields mode={mode} />}
      />
      {archive.dialog}
    </>
  );
}
