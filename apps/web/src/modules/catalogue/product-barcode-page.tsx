import { PRODUCT_BARCODE_CATALOGUE, type TProductBarcodeListRow } from '@packline/domain';
import { Form } from 'antd';
import { CatalogueFormFields, toCatalogueBody, toCatalogueFormValues } from '../../ui/catalogue-form-fields.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { requiredRule } from '../../ui/form-rules.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { ProductSelect } from './product-selects.tsx';
import { productLabel, useProductBarcodes } from './products.api.ts';

const def = PRODUCT_BARCODE_CATALOGUE;

// Each row's product as the picker names it ('CODE — Name'): the list reply carries the product's code and name.
const COLUMNS: TCrudColumn<TProductBarcodeListRow>[] = [
  { key: 'product', title: 'Product', searchText: productLabel, render: (_value, row) => productLabel(row) },
  { key: 'barCode', dataIndex: 'barCode', title: 'Barcode' },
  { key: 'description', dataIndex: 'description', title: 'Description' },
];

/** spec 02 §2 Product barcode management: a barcode per product (unique), with a description. */
export default function ProductBarcodePage() {
  const barcodes = useProductBarcodes();
  return (
    <>
      <PageTitle>Product barcode management</PageTitle>
      <CrudTable<TProductBarcodeListRow>
        {...barcodes.tableProps}
        columns={COLUMNS}
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
