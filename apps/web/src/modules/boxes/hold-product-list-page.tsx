import { formatDateTime, type THeldBox } from '@packline/domain';
import { Button, Space } from 'antd';
import { type Key, useState } from 'react';
import { useAreYouSure } from '../../ui/confirm.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { pickBoxColumns } from './box-info-columns.tsx';
import { useBoxesOnHold, useDeleteToDead, useUnmarkDefects } from './box-management.api.ts';

// spec 02 §2/§4 Hold product list: the boxes on hold (Hold Product on Obsolete Box); select some to release them to
// normal stock (Box/UnMarkDefects) or reject them to dead stock (Box/DeleteToDead). Each box says why (the reason
// given on Hold Product), when and by whom it was held.

const COLUMNS: TCrudColumn<THeldBox>[] = [
  ...pickBoxColumns<THeldBox>(['barCode', 'productCode', 'productName', 'company', 'quantity', 'palletCode']),
  { key: 'notes', dataIndex: 'notes', title: 'Reason' },
  ...pickBoxColumns<THeldBox>(['empNotes']),
  {
    key: 'heldAt',
    title: 'Held At',
    searchText: (row) => formatDateTime(row.heldAt),
    render: (_value, row) => formatDateTime(row.heldAt),
  },
  { key: 'heldByName', dataIndex: 'heldByName', title: 'Held By' },
];

export default function HoldProductListPage() {
  const boxes = useBoxesOnHold();
  const [selected, setSelected] = useState<number[]>([]);
  const areYouSure = useAreYouSure();
  const release = useUnmarkDefects();
  const reject = useDeleteToDead();
  const none = selected.length === 0;

  // The selection stays when the call fails, for another try.
  const confirmThen = (call: typeof release.mutateAsync, content: string) => () =>
    areYouSure(async () => {
      await call({ boxIds: selected });
      setSelected([]);
    }, content);

  return (
    <>
      <PageTitleOf url="/HoldProductList" />
      <CrudTable<THeldBox>
        {...queryTableProps(boxes)}
        rowKey="boxId"
        columns={COLUMNS}
        testId="hold-list"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
        toolbar={
          <Space wrap>
            <Button
              type="primary"
              disabled={none}
              onClick={confirmThen(release.mutateAsync, 'The selected boxes go back to normal stock.')}
              data-testid="hold-release"
            >
              Release to Stock
            </Button>
            <Button
              danger
              disabled={none}
              onClick={confirmThen(reject.mutateAsync, 'The selected boxes are rejected to dead stock.')}
              data-testid="hold-reject"
            >
              Reject to Dead Stock
            </Button>
          </Space>
        }
      />
    </>
  );
}
