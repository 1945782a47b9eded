import type { TMailStatusName, TOutboxMail } from '@packline/domain';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useOutbox, useResendMail } from './mail.api.ts';

const STATUS_COLOURS: Record<TMailStatusName, string> = { held: 'gold', sent: 'green', failed: 'red' };

const columns: TCrudColumn<TOutboxMail>[] = [
  { ...dateTimeColumn<TOutboxMail>('createdAt', 'Created', (row) => row.createdAt), width: 150 },
  {
    title: 'To',
    dataIndex: 'targetAddress',
    render: (_value, row) => (row.targetName ? `${row.targetName} <${row.targetAddress}>` : row.targetAddress),
  },
  { title: 'Subject', dataIndex: 'subject' },
  {
    title: 'Attachments',
    dataIndex: 'attachments',
    searchText: (row) => row.attachments.map((file) => file.fileName).join(' '),
    render: (_value, row) => (
      <Space orientation="vertical" size={0}>
        {row.attachments.map((file) => (
          <a key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
            {file.fileName}
          </a>
        ))}
      </Space>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 90,
    filters: Object.keys(STATUS_COLOURS).map((status) => ({ text: status, value: status })),
    onFilter: (value, row) => row.status === value,
    render: (status: TMailStatusName) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
  },
  {
    title: 'Error',
    dataIndex: 'error',
    render: (error: string | null) =>
      error ? (
        <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 300 }}>
          {error}
        </Typography.Text>
      ) : null,
  },
];

/** The e-mail as its receiver sees it; sandbox='' keeps its scripts, forms and links from running here. */
function MailPreview({ mail, onClose }: { mail: TOutboxMail | null; onClose: () => void }) {
  return (
    <Modal
      open={mail !== null}
      title={mail?.subject}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={900}
      destroyOnHidden
    >
      {mail && (
        <>
          <Typography.Paragraph type="secondary">
            From {mail.senderName ?? 'Packline'}
            {mail.senderAddress ? ` <${mail.senderAddress}>` : ''} to {mail.targetAddress}
          </Typography.Paragraph>
          <iframe
            title="E-mail content"
            sandbox=""
            srcDoc={mail.htmlContent}
            style={{ width: '100%', height: '60vh', border: '1px solid #d9d9d9' }}
            data-testid="mail-preview"
          />
        </>
      )}
    </Modal>
  );
}

/** Every e-mail the system sent or, without SMTP, holds; a held or failed one can be sent again. */
export default function MailOutboxPage() {
  const outbox = useOutbox();
  const resend = useResendMail();
  const [viewing, setViewing] = useState<TOutboxMail | null>(null);

  return (
    <>
      <PageTitle>Mail Outbox</PageTitle>
      <CrudTable<TOutboxMail>
        dataSource={outbox.data}
        loading={outbox.isLoading}
        rowKey="outboxId"
        columns={columns}
        testId="mail-outbox"
        rowActions={(row) => (
          <Space size="small">
            <Button size="small" onClick={() => setViewing(row)}>
              View
            </Button>
            {row.status !== 'sent' && (
              <Button
                size="small"
                loading={resend.isPending && resend.variables === row.outboxId}
                onClick={() => resend.mutate(row.outboxId)}
              >
                Resend
              </Button>
            )}
          </Space>
        )}
      />
      <MailPreview mail={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
