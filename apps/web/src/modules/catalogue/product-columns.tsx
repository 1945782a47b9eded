import { IN_STOCK_OPTIONS, LOGO_TYPES, type TProduct, type TProductSortField } from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

const labelOf = (list: readonly { value: number; label: string }[], value: number) =>
  list.find((option) => option.value === value)?.label ?? String(value);

const customerText = (row: TProduct) => row.customer?.customerCode ?? row.customer?.company ?? '';
const baseProductText = (row: TProduct) => row.baseProduct?.baseProductName ?? '';
const stackingText = (row: TProduct) => row.palletStacking?.palletStackingName ?? '';
const packagingText = (row: TProduct) => row.packagingType?.packagingTypeName ?? '';
const inStockText = (row: TProduct) => labelOf(IN_STOCK_OPTIONS, row.inStock);
const logoText = (row: TProduct) => labelOf(LOGO_TYPES, row.logoType);

const text = (
  key: string,
  title: string,
  value: (row: TProduct) => string,
  sortField?: TProductSortField,
): TCrudColumn<TProduct> => ({
  key,
  title,
  sortField,
  searchText: value,
  render: (_value, row) => value(row),
});

/** The product's name as spec 01 §8 shows it ('Inactive product'), with the real name greyed beside it. */
export const productNameColumn: TCrudColumn<TProduct> = {
  key: 'productName',
  title: 'Product',
  sortField: 'productName',
  searchText: (row) => `${row.displayName} ${row.productName}`,
  render: (_value, row) =>
    row.displayName === row.productName ? (
      row.productName
    ) : (
      <>
        <Tag>{row.displayName}</Tag>
        <span style={{ color: '#999' }}>{row.productName}</span>
      </>
    ),
};

export const customerColumn = text('customer', 'Customer', customerText, 'customer');
export const codeColumn: TCrudColumn<TProduct> = {
  key: 'productCode',
  dataIndex: 'productCode',
  title: 'Code',
  sortField: 'productCode',
};
export const baseProductColumn = text('baseProduct', 'Base Product', baseProductText, 'baseProduct');
export const packagingColumn = text('packaging', 'Packaging', packagingText, 'packaging');
export const moqColumn: TCrudColumn<TProduct> = {
  key: 'minOrderQuantity',
  dataIndex: 'minOrderQuantity',
  title: 'MOQ',
  align: 'right',
  sortField: 'minOrderQuantity',
};

/** The Products table (spec 02 §2): customer, base product, code, pallet stacking, MOQ, MSL, stock flag, margin, logo. */
export const productColumns: TCrudColumn<TProduct>[] = [
  customerColumn,
  productNameColumn,
  baseProductColumn,
  codeColumn,
  text('palletStacking', 'Pallet Stacking', stackingText, 'palletStacking'),
  moqColumn,
  { key: 'productMsl', dataIndex: 'productMsl', title: 'MSL', align: 'right', sortField: 'productMsl' },
  text('inStock', 'In Stock', inStockText, 'inStock'),
  {
    key: 'marginOfError',
    dataIndex: 'marginOfError',
    title: 'Margin Of Error (%)',
    align: 'right',
    sortField: 'marginOfError',
  },
  text('logoType', 'Logo Type', logoText, 'logoType'),
];

/** The archive columns of the Deleted Products screen (spec 02 §2). */
