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
import { Button, Select, Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

// The columns the raw material screens share: an application, a picked box, a raw material box and where it stands;
// and what the two application lists (Raw Material Application, Warehouse Confirm) share besides: the Status filter
// and a row action the application's state allows or blocks.

const kg = (value: number | null) => (value === null ? '' : `${formatCount(value)} KG`);
const STATE_COLORS: Record<number, string> = {
  [APPLICATION_STATE.NotPicked]: 'default',
  [APPLICATION_STATE.Picked]: 'processing',
  [APPLICATION_STATE.Complete]: 'success',
};

const STATE_FILTER_OPTIONS = Object.entries(APPLICATION_STATE_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The Status filter of the application lists (none chosen: every application). */
export function ApplicationStateFilter(props: { value: number | undefined; onChange: (state?: number) => void }) {
  return (
    <Select<number>
      allowClear
      placeholder="Status"
      value={props.value}
      onChange={(value) => props.onChange(value ?? undefined)}
      options={STATE_FILTER_OPTIONS}
      style={{ width: 160 }}
      data-testid="application-state-filter"
    />
  );
}

interface TApplicationAction {
  label: string;
  testId: string;
  /** Whether the application's state allows the action (domain canConfirmApplication, canReceiveApplication). */
  allowed: (row: TRawMaterialApplication) => boolean;
  /** Why it is blocked, the disabled button's tooltip (spec 02 §4). */
  blocked: string;
  onClick: (row: TRawMaterialApplication) => void;
}

/** An application list's row action (CrudTable rowActions): disabled, saying why, where the state blocks it. */
export function applicationAction(action: TApplicationAction) {
  return (row: TRawMaterialApplication) => {
    const allowed = action.allowed(row);
    return (
      <Button
        type="link"
        size="small"
        disabled={!allowed}
        title={allowed ? undefined : action.blocked}
        onClick={() => action.onClick(row)}
        data-testid={action.testId}
      >
        {action.label}
      </Button>
    );
  };
}

/** The raw material a row is about, 'code name', sorted by its code. */
function rawMaterialColumn<T extends Pick<TRawMaterialBox, 'rawMaterial'>>(): TCrudColumn<T> {
  return {
    key: 'rawMaterial',
    title: 'Raw Material',
    sortField: 'rawMaterialCode',
    render: (_value, row) => `${row.rawMaterial.rawMaterialCode} ${row.rawMaterial.rawMaterialName}`,
  };
}

export const applicationColumns: TCrudColumn<TRawMaterialApplication>[] = [
  { key: 'applicationId', dataIndex: 'applicationId', title: 'No.', width: 80 },
  rawMaterialColumn(),
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
  rawMaterialColumn(),
  { key: 'quantity', title: 'Quantity', align: 'right', sortField: 'quantity', render: (_v, row) => kg(row.quantity) },
  { key: 'poNumber', dataIndex: 'poNumber', title: 'PO Number', sortField: 'poNumber' },
  { key: 'pallet', title: 'Pallet', render: (_value, row) => row.plate?.plateCode ?? '' },
  { key: 'place', title: 'Location', render: (_value, row) => boxPlace(row) },
  { key: 'createdAt', title: 'Created At', sortField: 'createdAt', render: (_v, row) => formatDateTime(row.createdAt) },
];

export const applicationDetailColumns: TCrudColumn<TApplicationDetail>[] = [
  { key: 'applicationId', dataIndex: 'applicationId', title: 'Application No.', sortField: 'applicationId' },
  { key: 'boxCode', dataIndex: 'boxCode', title: 'Box Code', sortField: 'boxCode' },
  rawMaterialColumn(),
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
