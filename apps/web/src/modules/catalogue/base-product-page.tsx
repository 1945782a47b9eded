import { OUTSOURCED_NOT_EDITABLE, type TBaseProduct, ZBaseProduct } from '@packline/domain';
import { Button } from 'antd';
import { useArchiveDelete } from '../../ui/archive-delete-dialog.tsx';
import { CrudTable } from '../../ui/crud-table.tsx';
import { ListDialog, useRowDialog } from '../../ui/list-dialog.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { BASE_PRODUCT_DELETE_PATH, useBaseProductPage, useBaseProducts } from './base-product.api.ts';
import { baseProductColumns, imageColumn, isOutsourced, sourceColumn } from './base-product-columns.tsx';
import {
  BASE_PRODUCT_ADD_VALUES,
  BaseProductFormFields,
  toBaseProductBody,
  toBaseProductFormValues,
} from './base-product-form-fields.tsx';
import { MachineActionTable } from './machine-action-table.tsx';
import { ProductPriceTable } from './product-price-table.tsx';

const columns = [imageColumn, ...baseProductColumns, sourceColumn];

/**
 * spec 02 §2 Base Product: the table with its Machine Action Management and Product Price Management dialogs;
 * delete asks who and why and moves the row to Deleted Base Products. Outsourced rows belong to Outsource Product.
 */
export default function BaseProductPage() {
  const products = useBaseProducts();
  // The server sorts, searches and pages; the screen asks for one page (issue 13 §2).
  const page = useBaseProductPage();
  const archive = useArchiveDelete<TBaseProduct>({
    deletePath: BASE_PRODUCT_DELETE_PATH,
    reply: ZBaseProduct,
    idKey: 'baseProductId',
    title: 'Delete Base Product',
  });
  const machineDialog = useRowDialog<TBaseProduct>();
  const priceDialog = useRowDialog<TBaseProduct>();
  return (
    <>
      <PageTitle>Base Product</PageTitle>
      <CrudTable<TBaseProduct>
        {...products.tableProps}
        {...page.tableProps}
        searchProps={page.searchProps}
        onDelete={archive.onDelete}
        rowEditable={(row) => (isOutsourced(row) ? OUTSOURCED_NOT_EDITABLE : true)}
        columns={columns}
        entityName="Base Product"
        formWidth={820}
        addValues={BASE_PRODUCT_ADD_VALUES}
        toFormValues={toBaseProductFormValues}
        toBody={toBaseProductBody}
        renderForm={() => <BaseProductFormFields />}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => machineDialog.openFor(row)} data-testid="machine-action">
              Machine Action
            </Button>
            <Button type="link" size="small" onClick={() => priceDialog.openFor(row)} data-testid="product-price">
              Price
            </Button>
          </>
        )}
      />
      {archive.dialog}
      <ListDialog {...machineDialog.dialogProps} title="Machine Action Management">
        {machineDialog.row && <MachineActionTable baseProductId={machineDialog.row.baseProductId} />}
      </ListDialog>
      <ListDialog {...priceDialog.dialogProps} title="Product Price Management">
        {priceDialog.row && (
          <ProductPriceTable
            baseProductId={priceDialog.row.baseProductId}
            defaultQuantity={priceDialog.row.packagingType?.quantity}
            canGenerateQuotations
          />
        )}
      </ListDialog>
    </>
  );
}
