import { type TBaseProduct, YES_NO, ZAddBaseProduct, ZRawMaterialList } from '@packline/domain';
import { Form, Input, Row, Select } from 'antd';
import { ReferenceSelect } from '../../ui/catalogue-form-fields.tsx';
import type { TFormValues } from '../../ui/crud-table.tsx';
import { FormField } from '../../ui/form-layout.tsx';
import { requiredRule, zodRule } from '../../ui/form-rules.ts';
import { blankToNull } from '../../ui/form-values.ts';
import { UploadField } from '../../ui/upload-field.tsx';
import { useApiList } from '../../ui/use-crud-resource.ts';
import { RAW_MATERIAL_LIST_PATH } from './raw-material.api.ts';

const shape = ZAddBaseProduct.shape;
const TEXT_MAX = 300;
const VISIBLE_OPTIONS = YES_NO.map((o) => ({ ...o }));

function RawMaterialSelect(props: { value?: number | null; onChange?: (value: number | null) => void; id?: string }) {
  const materials = useApiList(ZRawMaterialList, RAW_MATERIAL_LIST_PATH);
  const options = (materials.data ?? []).map((m) => ({
    value: m.rawMaterialId,
    label: `${m.rawMaterialCode} ${m.rawMaterialName}`,
  }));
  return (
    <Select<number | null>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
      options={options}
      loading={materials.isLoading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select"
    />
  );
}

/** The add / edit form of a base product (spec 02 §3; §5: name, code, type and packaging type required). */
export function BaseProductFormFields() {
  return (
    <Row gutter={16}>
      <FormField>
        <Form.Item
          name="baseProductName"
          label="Base Product Name"
          validateFirst
          rules={[requiredRule(), zodRule(shape.baseProductName)]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item
          name="productCode"
          label="Product Code"
          validateFirst
          rules={[requiredRule(), zodRule(shape.productCode)]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="productTypeId" label="Product Type" rules={[requiredRule()]}>
          <ReferenceSelect catalogue="productType" />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="packagingTypeId" label="Packaging Type" rules={[requiredRule()]}>
          <ReferenceSelect catalogue="packagingType" />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="rawMaterial" label="Raw Material">
          <RawMaterialSelect />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="rawMaterialId2" label="Raw Material 2">
          <RawMaterialSelect />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="description" label="Description" rules={[zodRule(shape.description)]}>
          <Input.TextArea maxLength={TEXT_MAX} showCount rows={3} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item
          name="rawmaterialDesc"
          label="Specification (shown on quotes)"
          rules={[zodRule(shape.rawmaterialDesc)]}
        >
          <Input.TextArea maxLength={TEXT_MAX} showCount rows={3} />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="imgUrl" label="Image">
          <UploadField maxCount={1} listType="picture-card" />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="sampleImage" label="Sample Image">
          <UploadField maxCount={1} listType="picture-card" />
        </Form.Item>
      </FormField>
      <FormField>
        <Form.Item name="visible" label="Visible To Customers" rules={[requiredRule()]}>
          <Select options={VISIBLE_OPTIONS} />
        </Form.Item>
      </FormField>
    </Row>
  );
}

export const BASE_PRODUCT_ADD_VALUES: TFormValues = { visible: 1, imgUrl: [], sampleImage: [] };

const asList = (url: string | null) => (url ? [url] : []);
const firstOf = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null);

/** The upload fields hold a list of urls; a base product keeps one url per image. */
export const toBaseProductFormValues = (row: TBaseProduct): TFormValues => ({
  ...row,
  imgUrl: asList(row.imgUrl),
  sampleImage: asList(row.sampleImage),
});

export const toBaseProductBody = (values: TFormValues) => ({
  baseProductName: values.baseProductName,
  productCode: values.productCode,
  productTypeId: values.productTypeId,
  packagingTypeId: values.packagingTypeId,
  rawMaterial: values.rawMaterial ?? null,
  rawMaterialId2: values.rawMaterialId2 ?? null,
  description: blankToNull(values.description),
  rawmaterialDesc: blankToNull(values.rawmaterialDesc),
  imgUrl: firstOf(values.imgUrl),
  sampleImage: firstOf(values.sampleImage),
  visible: values.visible,
});
