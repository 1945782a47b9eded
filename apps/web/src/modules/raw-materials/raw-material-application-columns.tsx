import {
  APPLICATION_STATE,
  APPLICATION_STATE_NAMES,
  countOf,
  employeeName,
  formatCount,
  formatDateTime,
  type TApplicationDetail,
  type TRawMaterialApplication,
  type TRawMaterialBox,
} from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// The columns the raw material screens share: an application, a picked box, a raw material box and where it stands.

const kg = (value: number | null) => (value === null ? '' : `${formatCount(value)} KG`);
const STATE_COLORS: Record<number, string> = {
  [APPLICATION_STATE.NotPicked]: 'default',
  [APPLICATION_STATE.Picked]: 'processing',
  [APPLICATION_STATE.Complete]: 'success',
};

/** The Status filter of the application lists. */
export const STATE_FILTER_OPTIONS = Object.entries(APPLICATION_STATE_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export const applicationColumns: TCrudColumn<TRawMaterialApplication>[] = [
  { key: 'applicationId', dataIndex: 'applicationId', title: 'No.', width: 80 },
  {
    key: 'rawMaterial',
    title: 'Raw Material',
    sortField: 'rawMaterialCode',
    render: (_value, row) => `${row.rawMaterial.rawMaterialCode} ${row.rawMaterial.rawMaterialName}`,
  },
  {
    key: 'applyQuantity',
    title: 'Quantity',
    align: 'right',
    sortField: 'applyQuantity',
    render: (_value, row) => kg(row.applyQuantity),
  },
  {
    key: 'applyEmployee',
    title: 'Apply Employee',
    sortField: 'applyEmployee',
    render: (_value, row) => employeeName(row.applyEmployee),
  },
  {
    key: 'appliedAt',
    title: 'Applied At',
    sortField: 'appliedAt',
    render: (_value, row) => formatDateTime(row.appliedAt),
  },
  {
    key: 'processed',
    title: 'Status',
    sortField: 'processed',
    render: (_value, row) => (
      <Tag color={STATE_COLORS[row.state]} data-testid="application-state">
        {row.stateName}
      </Tag>
    ),
  },
  {
    key: 'picked',
    title: 'Picked',
    align: 'right',
    render: (_value, row) => (row.pickedBoxes ? `${kg(row.pickedQuantity)} (${countOf(row.pickedBoxes, 'box')})` : ''),
  },
  { key: 'warehouseEmployeeName', dataIndex: 'warehouseEmployeeName', title: 'Warehouse Employee' },
  {
    key: 'receivedAt',
    title: 'Received At',
    sortField: 'receivedAt',
    render: (_value, row) => formatDateTime(row.receivedAt),
  },
  {
    key: 'receivedQuantity',
    title: 'Received',
    align: 'right',
    render: (_value, row) => kg(row.receivedQuantity),
  },
];

/** Where a raw material box's pallet stands: its shelf cell or temporary zone. */
export function boxPlace(box: Pick<TRawMaterialBox, 'cell' | 'tempzone'>): string {
  if (box.cell) return `${box.cell.shelf.shelfCode} row ${box.cell.rowName} col ${box.cell.colName}`;
  return box.tempzone?.zoneTypeNavigation.zoneTypeName ?? '';
}

export const rawMaterialBoxColumns: TCrudColumn<TRawMaterialBox>[] = [
  { key: 'boxCode', dataIndex: 'boxCode', title: 'Box Code', sortField: 'boxCode' },
  {
    key: 'rawMaterial',
    title: 'Raw Material',
    sortField: 'rawMaterialCode',
    render: (_value, row) => `${row.rawMaterial.rawMaterialCode} ${row.rawMaterial.rawMaterialName}`,
  },
  { key: 'quantity', title: 'Quantity', align: 'right', sortField: 'quantity', render: (_v, row) => kg(row.quantity) },
  { key: 'poNumber', dataIndex: 'poNumber', title: 'PO Number', sortField: 'poNumber' },
  { key: 'pallet', title: 'Pallet', render: (_value, row) => row.plate?.plateCode ?? '' },
  { key: 'place', title: 'Location', render: (_value, row) => boxPlace(row) },
  { key: 'createdAt', title: 'Created At', sortField: 'createdAt', render: (_v, row) => formatDateTime(row.createdAt) },
];

export const applicationDetailColumns: TCrudColumn<TApplicationDetail>[] = [
  { key: 'applicationId', dataIndex: 'applicationId', title: 'Application No.', sortField: 'applicationId' },
  { key: 'boxCode', dataIndex: 'boxCode', title: 'Box Code', sortField: 'boxCode' },
  {
    key: 'rawMaterial',
    title: 'Raw Material',
    sortField: 'rawMaterialCode',
    render: (_value, row) => `${row.rawMaterial.rawMaterialCode} ${row.rawMaterial.rawMaterialName}`,
  },
  { key: 'quantity', title: 'Quantity', align: 'right', sortField: 'quantity', render: (_v, row) => kg(row.quantity) },
  { key: 'poNumber', dataIndex: 'poNumber', title: 'PO Number' },
  { key: 'plateCode', dataIndex: 'plateCode', title: 'From Pallet' },
  { key: 'applyEmployeeName', dataIndex: 'applyEmployeeName', title: 'Apply Employee' },
  {
    key: 'runout',
    title: 'Run Out',
    sortField: 'runout',
    render: (_value, row) => (row.runout === 1 ? <Tag color="red">Run Out</Tag> : <Tag>In Use</Tag>),
  },
  { key: 'createdAt', title: 'Picked At', sortField: 'createdAt', render: (_v, row) => formatDateTime(row.createdAt) },
];
