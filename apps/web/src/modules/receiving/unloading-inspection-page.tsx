import {
  formatCount,
  formatDateTime,
  isReceivingOpen,
  RECEIVING_MESSAGES,
  RECEIVING_STATUS,
  receivingStatusName,
  type TUnloadingInspection,
} from '@packline/domain';
import { App, Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { succeeded } from '../../api/failures.ts';
import { ask } from '../../ui/confirm.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useCompleteReceiving, useReceivingPage } from './receiving.api.ts';
import { RECEIVING_COLUMNS } from './receiving-columns.tsx';
import { ReceivingDialog } from './receiving-dialog.tsx';
import { ReceivingStockDialog } from './receiving-stock-dialog.tsx';

// spec 02 §2 Purchase Receiving List (/unloading-inspection): the receivings, newest arrival first, with Add to Stock
// (receiving-stock-dialog.tsx), New, Edit and Complete (1 in processing → 10 completed; 'Order Already Completed' after). Each receiving's lines show this time's
// quantity against the order's quantity and everything received so far. Issue 31: a completed receiving offers none
// of the three; a confirmed over-receipt shows how much over, who confirmed it and when.

const STATUS_OPTIONS = [RECEIVING_STATUS.InProcessing, RECEIVING_STATUS.Completed].map((value) => ({
  value: String(value),
  label: receivingStatusName(value),
}));

function Lines({ receiving }: { receiving: TUnloadingInspection }) {
  return (
    <Space direction="vertical" size={0} style={{ fontSize: 12 }}>
      {receiving.unloadingDetail.map((line) => (
        <span key={line.detailId}>
          {line.itemCode} {line.itemName} · this time {formatCount(line.revQuantity)} · received{' '}
          {formatCount(line.totalRevQty)} of {formatCount(line.poQuantity)}
          {line.note ? ` · ${line.note}` : ''}
          {line.overReceiptQty > 0 ? (
            <Tag color="orange" style={{ marginLeft: 4 }} data-testid="receiving-over-receipt">
              {`${formatCount(line.overReceiptQty)} over, confirmed by ${line.overReceiptConfirmedBy ?? '—'} ${formatDateTime(line.overReceiptConfirmedAt)}`}
            </Tag>
          ) : null}
        </span>
      ))}
    </Space>
  );
}

const columns: TCrudColumn<TUnloadingInspection>[] = [
  RECEIVING_COLUMNS.no,
  RECEIVING_COLUMNS.referenceNo,
  RECEIVING_COLUMNS.poNo,
  RECEIVING_COLUMNS.supplier,
  RECEIVING_COLUMNS.arrivalTime,
  RECEIVING_COLUMNS.receiver,
  { title: 'Details', key: 'details', render: (_v, row) => <Lines receiving={row} /> },
  { ...RECEIVING_COLUMNS.condition, defaultHidden: true },
  { ...RECEIVING_COLUMNS.notes, defaultHidden: true },
  RECEIVING_COLUMNS.status,
];

type TDialog = { receiving: TUnloadingInspection | null };

export default function UnloadingInspectionPage() {
  const { modal } = App.useApp();
  const [status, setStatus] = useState<string | undefined>(String(RECEIVING_STATUS.InProcessing));
  const page = useReceivingPage({ status });
  const complete = useCompleteReceiving();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [stocking, setStocking] = useState<TUnloadingInspection | null>(null);

  /** Add to Stock, Edit and Complete act on a receiving still in processing ('Order Already Completed' after). */
  const ifOpen = (receiving: TUnloadingInspection, action: () => unknown) => {
    if (isReceivingOpen(receiving.status)) return action();
    showErrorDialog(RECEIVING_MESSAGES.alreadyCompleted, null);
  };
  const openEdit = (receiving: TUnloadingInspection) => ifOpen(receiving, () => setDialog({ receiving }));
  const openStock = (receiving: TUnloadingInspection) => ifOpen(receiving, () => setStocking(receiving));
  const completeOne = (receiving: TUnloadingInspection) =>
    ifOpen(receiving, async () => {
      if (await ask(modal, `Complete ${receiving.no}?`)) await succeeded(complete.mutateAsync(receiving.inspectionId));
    });

  return (
    <>
      <PageTitleOf url="/unloading-inspection" />
      <CrudTable<TUnloadingInspection>
        rowKey="inspectionId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={columns}
        testId="receiving-table"
        toolbar={
          <Space wrap>
            <Button type="primary" onClick={() => setDialog({ receiving: null })} data-testid="receiving-new">
              New
            </Button>
            <Select<string>
              allowClear
              placeholder="All statuses"
              value={status}
              onChange={(value) => setStatus(value ?? undefined)}
              options={STATUS_OPTIONS}
              style={{ width: 180 }}
              data-testid="receiving-status-filter"
            />
          </Space>
        }
        rowActions={(row) =>
          isReceivingOpen(row.status) ? (
            <>
              <Button type="link" size="small" onClick={() => openStock(row)} data-testid="receiving-add-to-stock">
                Add to Stock
              </Button>
              <Button type="link" size="small" onClick={() => openEdit(row)} data-testid="receiving-edit">
                Edit
              </Button>
              <Button type="link" size="small" onClick={() => void completeOne(row)} data-testid="receiving-complete">
                Complete
              </Button>
            </>
          ) : null
        }
      />
      {dialog ? <ReceivingDialog receiving={dialog.receiving} onClose={() => setDialog(null)} /> : null}
      {stocking ? <ReceivingStockDialog receiving={stocking} onClose={() => setStocking(null)} /> : null}
    </>
  );
}
