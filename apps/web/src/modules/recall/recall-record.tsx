import {
  formatCount,
  formatDate,
  formatDateTime,
  RECALL_START_TYPE_NAMES,
  RECALL_STATUS,
  type TRecall,
} from '@packline/domain';
import { Button, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { useAreYouSure } from '../../ui/confirm.ts';
import { ListTable, type TListColumn } from '../../ui/list-table.tsx';
import {
  downloadRecallExcel,
  downloadRecallPdf,
  useRecall,
  useRecallAction,
  useRecallLetters,
  useRecalls,
} from './recall.api.ts';
import { TraceView } from './recall-trace.tsx';

// The recalls (issue 33 §3): the list, and one opened with its holds, letters, report and close.

type TRecallRow = Omit<TRecall, 'trace' | 'holds' | 'letters'>;
type THold = TRecall['holds'][number];
type TLetter = TRecall['letters'][number];

const statusTag = (r: TRecallRow) => (
  <Tag color={r.status === RECALL_STATUS.Open ? 'orange' : 'default'}>{r.statusName}</Tag>
);

const LIST_COLUMNS: TListColumn<TRecallRow>[] = [
  { key: 'recallNo', title: 'Recall No', dataIndex: 'recallNo' },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
  { key: 'start', title: 'Traced From', render: (_v, r) => `${RECALL_START_TYPE_NAMES[r.startType]} ${r.value}` },
  { key: 'mock', title: 'Mock', render: (_v, r) => (r.mock ? <Tag color="blue">Mock</Tag> : '') },
  { key: 'status', title: 'Status', render: (_v, r) => statusTag(r) },
  { key: 'startedByName', title: 'Started By', dataIndex: 'startedByName' },
  { key: 'startedAt', title: 'Started At', render: (_v, r) => formatDateTime(r.startedAt) },
  { key: 'closedAt', title: 'Closed At', render: (_v, r) => formatDateTime(r.closedAt) },
];

const HOLD_COLUMNS: TListColumn<THold>[] = [
  { key: 'barCode', title: 'Box Barcode', dataIndex: 'barCode' },
  { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right', render: formatCount },
  { key: 'heldAt', title: 'Held At', render: (_v, h) => formatDateTime(h.heldAt) },
  { key: 'releasedAt', title: 'Released At', render: (_v, h) => formatDateTime(h.releasedAt) },
];

/** One line of a letter: product, batch, quantity, packing slip and delivery date. */
const letterLine = (x: TLetter['lines'][number]) =>
  [
    x.productCode,
    x.batch ? `batch ${x.batch}` : '',
    `× ${formatCount(x.quantity)}`,
    `slip ${x.packingSlipNo}`,
    x.deliveredOn ? `delivered ${formatDate(x.deliveredOn)}` : 'not delivered yet',
  ]
    .filter(Boolean)
    .join(' ');

const LETTER_COLUMNS: TListColumn<TLetter>[] = [
  { key: 'company', title: 'Customer', dataIndex: 'company' },
  { key: 'email', title: 'E-mail', render: (_v, l) => l.email ?? <Tag color="red">No e-mail</Tag> },
  { key: 'subject', title: 'Subject', dataIndex: 'subject' },
  {
    key: 'lines',
    title: 'Products, Batches, Quantities',
    maxWidth: 480,
    render: (_v, l) => l.lines.map(letterLine).join('; '),
  },
  { key: 'sentAt', title: 'Sent At', render: (_v, l) => formatDateTime(l.sentAt) },
];

/** The list of recalls; Open shows one below it. */
export function RecallList(props: { openId: number | null; onOpen: (id: number) => void }) {
  const recalls = useRecalls();
  // The number opens it too: on a phone the Actions column is a scroll away.
  const columns: TListColumn<TRecallRow>[] = [
    {
      key: 'recallNo',
      title: 'Recall No',
      render: (_v, r) => <Typography.Link onClick={() => props.onOpen(r.recallId)}>{r.recallNo}</Typography.Link>,
    },
    ...LIST_COLUMNS.slice(1),
    {
      key: 'actions',
      title: 'Actions',
      render: (_v, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => props.onOpen(r.recallId)}
          data-testid={`recall-open-${r.recallNo}`}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <ListTable<TRecallRow>
        rowKey="recallId"
        size="small"
        columns={columns}
        dataSource={recalls.data}
        loading={recalls.isFetching}
        rowClassName={(r) => (r.recallId === props.openId ? 'ant-table-row-selected' : '')}
        data-testid="recall-list"
      />
      {props.openId !== null && <RecallRecord id={props.openId} />}
    </Space>
  );
}

/** One recall: what it is, its actions, its holds and letters, and the trace as it stood when it started. */
function RecallRecord({ id }: { id: number }) {
  const query = useRecall(id);
  const recall = query.data;
  const [reviewing, setReviewing] = useState(false);
  const letters = useRecallLetters(id, reviewing);
  const sure = useAreYouSure();
  const hold = useRecallAction('HoldStock');
  const release = useRecallAction('ReleaseStock');
  const send = useRecallAction('SendLetters');
  const close = useRecallAction('CloseRecall');
  if (!recall) return <Empty description={query.isFetching ? 'Loading…' : 'No recall'} />;
  const open = recall.status === RECALL_STATUS.Open;
  const holding = recall.holds.some((h) => h.releasedAt === null);
  return (
    <Card size="small" title={`Recall ${recall.recallNo}`} data-testid="recall-record">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="Reason">{recall.reason}</Descriptions.Item>
        <Descriptions.Item label="Traced From">{`${RECALL_START_TYPE_NAMES[recall.startType]} ${recall.value}`}</Descriptions.Item>
        <Descriptions.Item label="Status">
          {statusTag(recall)}
          {recall.mock && <Tag color="blue">Mock</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Started">{`${formatDateTime(recall.startedAt)} by ${recall.startedByName ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label="Closed">
          {recall.closedAt ? `${formatDateTime(recall.closedAt)} by ${recall.closedByName ?? ''}` : ''}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ margin: '12px 0' }}>
        <Button
          danger
          disabled={!open}
          loading={hold.isPending}
          onClick={() =>
            sure(
              () => hold.mutateAsync(id),
              'Every affected box still in stock goes on hold with this recall as the reason.',
            )
          }
          data-testid="recall-hold"
        >
          Hold everything in stock
        </Button>
        <Button
          disabled={!holding}
          loading={release.isPending}
          onClick={() => sure(() => release.mutateAsync(id), 'The boxes this recall held go back to stock.')}
          data-testid="recall-release"
        >
          Release
        </Button>
        {!recall.mock && (
          <Button onClick={() => setReviewing(true)} disabled={!open} data-testid="recall-letters">
            Review letters
          </Button>
        )}
        <Button onClick={() => void succeeded(downloadRecallPdf(recall))} data-testid="recall-pdf">
          Download PDF
        </Button>
        <Button onClick={() => void succeeded(downloadRecallExcel(recall))} data-testid="recall-excel">
          Download Excel
        </Button>
        <Button
          disabled={!open}
          loading={close.isPending}
          onClick={() => sure(() => close.mutateAsync(id), 'A closed recall takes no more holds or letters.')}
          data-testid="recall-close"
        >
          Close recall
        </Button>
      </Space>
      {reviewing && !recall.mock && (
        <Card size="small" title="Letters to send" style={{ marginBottom: 12 }}>
          <ListTable<TLetter>
            rowKey="customerId"
            size="small"
            pagination={false}
            columns={LETTER_COLUMNS}
            dataSource={letters.data}
            loading={letters.isFetching}
            data-testid="recall-letters-review"
          />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            disabled={!open || !letters.data?.length}
            loading={send.isPending}
            onClick={() =>
              sure(async () => {
                await send.mutateAsync(id);
                setReviewing(false);
              }, 'One e-mail goes to each customer listed.')
            }
            data-testid="recall-send"
          >
            Send letters
          </Button>
        </Card>
      )}
      <Card size="small" title={`Held boxes (${recall.holds.length})`} style={{ marginBottom: 12 }}>
        <ListTable<THold>
          rowKey="boxId"
          size="small"
          columns={HOLD_COLUMNS}
          dataSource={recall.holds}
          data-testid="recall-holds"
        />
      </Card>
      {recall.letters.length > 0 && (
        <Card size="small" title="Letters" style={{ marginBottom: 12 }}>
          <ListTable<TLetter>
            rowKey="customerId"
            size="small"
            columns={LETTER_COLUMNS}
            dataSource={recall.letters}
            data-testid="recall-letters-sent"
          />
        </Card>
      )}
      <Card size="small" title="The trace as it stood when the recall started">
        <TraceView trace={recall.trace} testId="recall-record-tree" />
      </Card>
    </Card>
  );
}
