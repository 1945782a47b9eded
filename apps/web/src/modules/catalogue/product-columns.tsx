import { IN_STOCK_OPTIONS, LOGO_TYPES, type TProduct } from '@packline/domain';
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

const text = (key: string, title: string, value: (row: TProduct) => string): TCrudColumn<TProduct> => ({
  key,
  title,
  searchText: value,
  render: (_value, row) => value(row),
});

/** The product's name as spec 01 §8 shows it ('Inactive product'), with the real name greyed beside it. */
export const productNameColumn: TCrudColumn<TProduct> = {
  key: 'productName',
  title: 'Product',
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

export const customerColumn = text('customer', 'Customer', customerText);
export const codeColumn: TCrudColumn<TProduct> = { key: 'productCode', dataIndex: 'productCode', title: 'Code' };
export const baseProductColumn = text('baseProduct', 'Base Product', baseProductText);
export const packagingColumn = text('packaging', 'Packaging', packagingText);

/** The Products table (spec 02 §2): customer, base product, code, pallet stacking, MOQ, MSL, stock flag, margin, logo. */
export const productColumns: TCrudColumn<TProduct>[] = [
  customerColumn,
  productNameColumn,
  baseProductColumn,
  codeColumn,
  text('palletStacking', 'Pallet Stacking', stackingText),
  { key: 'minOrderQuantity', dataIndex: 'minOrderQuantity', title: 'MOQ', align: 'right' },
  { key: 'productMsl', dataIndex: 'productMsl', title: 'MSL', align: 'right' },
  text('inStock', 'In Stock', inStockText),
  { key: 'marginOfError', dataIndex: 'marginOfError', title: 'Margin Of Error (%)', align: 'right' },
  text('logoType', 'Logo Type', logoText),
];

/** The archive columns of the Deleted Products screen (spec 02 §2). */
