import {
  BOX_STATUS,
  BOX_STATUS_NAMES,
  type TBoxInfo,
  type TBoxNotes,
  ZHoldBoxesQuery,
  ZObsoleteBoxesQuery,
  ZUpdateBoxQuantity,
} from '@packline/domain';
import { Button, Form, Select, Space } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { CrudTable } from '../../ui/crud-table.tsx';
import { numberRules, zodRule } from '../../ui/form-rules.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { downloadBatchLabels } from '../labels/labels.api.ts';
import { pickBoxColumns } from './box-info-columns.tsx';
import { useBoxInfoPage, useMarkDefects, useObsoleteBoxes, useUpdateBoxQuantity } from './box-management.api.ts';
import { BoxNotesDialog, DeleteHistoryDialog } from './box-management-dialogs.tsx';

// spec 02 §2 Obsolete Box: the boxes in stock (or on hold), paged by the server; select some to Batch delete them
// (notes required) or Hold Product (they go to the hold list); Edit corrects a box's pieces; Delete History shows the
// boxes deleted between two dates. Batch Print downloads the labels of the selected boxes (all of one product).

const COLUMNS = pickBoxColumns<TBoxInfo>([
  'barCode',
  'productCode',
  'productName',
  'company',
  'quantity',
  'status',
  'palletCode',
  'notes',
  'createdAt',
]);
const STATUS_OPTIONS = [BOX_STATUS.InStock, BOX_STATUS.OnHold].map((status) => ({
  value: status,
  label: BOX_STATUS_NAMES[status],
}));
const quantityRule = zodRule(ZUpdateBoxQuantity.shape.quantity);

type TNotesAction = 'delete' | 'hold';

export default function BoxManagementPage() {
  const [status, setStatus] = useState<number>(BOX_STATUS.InStock);
  const filters = useMemo(() => ({ status }), [status]);
  const boxes = useBoxInfoPage(filters);
  const [selected, setSelected] = useState<number[]>([]);
  const [notesFor, setNotesFor] = useState<TNotesAction | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const obsolete = useObsoleteBoxes();
  const hold = useMarkDefects();
  const updateQuantity = useUpdateBoxQuantity();
  const none = selected.length === 0;
  const selectedBoxes = () => (boxes.rows ?? []).filter((row) => selected.includes(row.boxId));

  const saveNotes = async (notes: TBoxNotes) => {
    const call = notesFor === 'delete' ? obsolete : hold;
    await call.mutateAsync({ boxIds: selected, notes });
    setSelected([]);
  };

  return (
    <>
      <PageTitleOf url="/box-management" />
      <CrudTable<TBoxInfo>
        {...boxes.tableProps}
        searchProps={boxes.searchProps}
        rowKey="boxId"
        columns={COLUMNS}
        testId="obsolete-box"
        entityName="Box Quantity"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
        onUpdate={(body) => updateQuantity.mutateAsync({ boxId: Number(body.boxId), quantity: Number(body.quantity) })}
        toFormValues={(row) => ({ quantity: row.quantity })}
        renderForm={() => (
          <Form.Item name="quantity" label="Quantity" rules={[quantityRule, ...numberRules({ min: 1, precision: 0 })]}>
            <NumberInput min={1} precision={0} data-testid="box-quantity" />
          </Form.Item>
        )}
        toolbar={
          <Space wrap>
            <Select
              value={status}
              onChange={(next) => {
                setStatus(next);
                setSelected([]);
              }}
              options={STATUS_OPTIONS}
              style={{ width: 140 }}
              data-testid="obsolete-box-status"
            />
            <Button danger disabled={none} onClick={() => setNotesFor('delete')} data-testid="box-batch-delete">
              Batch delete
            </Button>
            <Button
              disabled={none || status !== BOX_STATUS.InStock}
              onClick={() => setNotesFor('hold')}
              data-testid="box-hold"
            >
              Hold Product
            </Button>
            <Button
              disabled={none}
              onClick={() => downloadBatchLabels(selectedBoxes()).catch(() => undefined)}
              data-testid="box-batch-print"
            >
              Batch Print
            </Button>
            <Button onClick={() => setHistoryOpen(true)} data-testid="box-delete-history">
              Delete History
            </Button>
          </Space>
        }
      />
      <BoxNotesDialog
        open={notesFor !== null}
        onClose={() => setNotesFor(null)}
        title={notesFor === 'delete' ? 'Batch delete' : 'Hold Product'}
        saveText={notesFor === 'delete' ? 'Delete' : 'Hold'}
        notesLabel={notesFor === 'delete' ? 'Notes' : 'Reason'}
        notesSchema={notesFor === 'delete' ? ZObsoleteBoxesQuery.shape.Notes : ZHoldBoxesQuery.shape.Notes}
        danger={notesFor === 'delete'}
        count={selected.length}
        onSave={saveNotes}
      />
      <DeleteHistoryDialog open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </>
  );
}
