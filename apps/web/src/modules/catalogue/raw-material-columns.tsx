import type { TRawMaterial } from '@packline/domain';
import { Tag } from 'antd';
import type { TCrudColumn } from '../../ui/crud-table.tsx';

export const inHouse = (row: TRawMaterial) => row.manufactured === 1;

export const rawMaterialColumns: TCrudColumn<TRawMaterial>[] = [
  { key: 'rawMaterialCode', dataIndex: 'rawMaterialCode', title: 'Code' },
  { key: 'rawMaterialName', dataIndex: 'rawMaterialName', title: 'Name' },
  { key: 'alarmLimit', dataIndex: 'alarmLimit', title: 'Alarm Limit', align: 'right' },
  {
    key: 'manufactured',
    title: 'Manufactured',
    searchText: (row) => (inHouse(row) ? 'In-house' : ''),
    render: (_value, row) => (inHouse(row) ? <Tag color="blue">In-house</Tag> : 'No'),
  },
];
