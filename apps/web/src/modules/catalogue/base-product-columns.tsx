import { type TBaseProduct, type TBaseProductSortField, YES_NO } from '@packline/domain';
import { Image, Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

export const isOutsourced = (row: TBaseProduct) => row.manufactured === 1;

const text = (
  key: string,
  title: string,
  value: (row: TBaseProduct) => string,
  sortField?: TBaseProductSortField,
): TCrudColumn<TBaseProduct> => ({
  key,
  title,
  sortField,
  searchText: value,
  render: (_value, row) => value(row),
});
const materialText = (code: string | null, name: string | null) => (code ? `${code} ${name ?? ''}`.trim() : '');
const packagingText = (row: TBaseProduct) =>
  row.packagingType ? `${row.packagingType.packagingTypeName} (${row.packagingType.quantity}/carton)` : '';

export const imageColumn: TCrudColumn<TBaseProduct> = {
  key: 'imgUrl',
  title: 'Image',
  render: (_value, row) => (row.imgUrl ? <Image src={row.imgUrl} width={48} alt={row.baseProductName} /> : null),
};

/** The base product as the Base Product screens show it (spec 02 §3). */
export const baseProductColumns: TCrudColumn<TBaseProduct>[] = [
  { key: 'productCode', dataIndex: 'productCode', title: 'Code', sortField: 'productCode' },
  { key: 'baseProductName', dataIndex: 'baseProductName', title: 'Name', sortField: 'baseProductName' },
  text('productType', 'Type', (row) => row.productTypeName ?? '', 'productType'),
  text('packagingType', 'Packaging', packagingText, 'packagingType'),
  text('rawMaterial', 'Raw Material', (row) => materialText(row.rawMaterialCode, row.rawMaterialName), 'rawMaterial'),
  text(
    'rawMaterial2',
    'Raw Material 2',
    (row) => materialText(row.rawMaterial2Code, row.rawMaterial2Name),
    'rawMaterial2',
  ),
  { key: 'rawmaterialDesc', dataIndex: 'rawmaterialDesc', title: 'Specification', sortField: 'rawmaterialDesc' },
  text('visible', 'Visible', (row) => YES_NO.find((o) => o.value === row.visible)?.label ?? '', 'visible'),
];

export const sourceColumn: TCrudColumn<TBaseProduct> = {
  key: 'manufactured',
  title: 'Source',
  sortField: 'manufactured',
  searchText: (row) => (isOutsourced(row) ? 'Outsourced' : ''),
  render: (_value, row) => (isOutsourced(row) ? <Tag color="orange">Outsourced</Tag> : null),
};
