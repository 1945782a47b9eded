import { PRODUCT_BARCODE_CATALOGUE } from '@packline/domain';
import { Form } from 'antd';
import { useMemo } from 'react';
import { CatalogueFormFields, toCatalogueBody, toCatalogueFormValues } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import type { TRow } from '../../ui/use-crud-resource.ts';
import { ProductSelect } from './product-selects.tsx';
import { useProductBarcodes, useProductOptions } from './products.api.ts';

const def = PRODUCT_BARCODE_CATALOGUE;

/** spec 02 §2 Product barcode management: a barcode per product (unique), with a description. */
export default function ProductBarcodePage() {
  const barcodes = useProductBarcodes();
  const { options } = useProductOptions();
  const productLabel = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const productText = (row: TRow) => productLabel.get(Number(row.productId)) ?? String(row.productId ?? '');
  const columns: TCrudColumn<TRow>[] = [
    { key: 'product', title: 'Product', searchText: productText, render: (_value, row) => productText(row) },
    { key: 'barCode', dataIndex: 'barCode', title: 'Barcode' },
    { key: 'description', dataIndex: 'description', title: 'Description' },
  ];
  return (
    <>
      <PageTitle>Product barcode management</PageTitle>
      <CrudTable<TRow>
        {...barcodes.tableProps}
        columns={columns}
        entityName="Product barcode"
        toFormValues={(row) => toCatalogueFormValues(def, row)}
        toBody={(values) => toCatalogueBody(def, values)}
        renderForm={({ mode }) => (
          <>
            <Form.Item name="productId" label="Product" rules={[requiredRule()]}>
              <ProductSelect />
            </Form.Item>
            <CatalogueFormFields def={def} mode={mode} omit={['productId']} />
          </>
        )}
      />
    </>
  );
}
