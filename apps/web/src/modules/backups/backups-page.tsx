import type { TBackupRun } from '@packline/domain';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { dateTimeColumn } from '../../ui/date-column.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useBackUpNow, useBackups } from './backups.api.ts';

const megabytes = (bytes: number | null) => (bytes === null ? '' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

const columns: TCrudColumn<TBackupRun>[] = [
  { ...dateTimeColumn<TBackupRun>('startedAt', 'Time', (row) => row.startedAt), width: 150 },
  { title: 'Made by', dataIndex: 'trigger', width: 110 },
  {
    title: 'Result',
    dataIndex: 'ok',
    width: 90,
    render: (ok: boolean) => (ok ? <Tag color="green">ok</Tag> : <Tag color="red">failed</Tag>),
  },
  { title: 'Size', dataIndex: 'sizeBytes', width: 100, render: (bytes: number | null) => megabytes(bytes) },
  {
    title: 'File',
    dataIndex: 'fileName',
    render: (name: string | null, row) =>
      name ? (
        <Typography.Text type={row.kept ? undefined : 'secondary'} delete={!row.kept}>
          {name}
        </Typography.Text>
      ) : null,
  },
  {
    title: 'Error',
    dataIndex: 'error',
    render: (error: string | null) =>
      error ? (
        <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 320 }}>
          {error}
        </Typography.Text>
      ) : null,
  },
];

/** The backups made (nightly, Back up now, `npm run backup`) and a backup made now (issue 29 §6). */
export default function BackupsPage() {
  const backups = useBackups();
  const backUpNow = useBackUpNow();
  const overview = backups.data;
  const failedNow = backUpNow.data && !backUpNow.data.ok ? backUpNow.data : null;

  return (
    <>
      <PageTitle>Backups</PageTitle>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {overview && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Backups are written to {overview.backupDir}; the newest {overview.keep} are kept.{' '}
            {overview.nightlyHour === null
              ? 'The nightly backup is off (BACKUP_HOUR=off).'
              : `A backup is made every night at ${String(overview.nightlyHour).padStart(2, '0')}:00.`}{' '}
            Copy them to another disk or machine: a backup on the same disk is lost with it.
          </Typography.Paragraph>
        )}
        {failedNow && <Alert type="error" showIcon title="The backup failed" description={failedNow.error} />}
        <CrudTable<TBackupRun>
          dataSource={overview?.runs}
          loading={backups.isLoading}
          rowKey="backupRunId"
          columns={columns}
          testId="backups"
          emptyText="No backups yet"
          toolbar={
            <Button type="primary" loading={backUpNow.isPending} onClick={() => backUpNow.mutate()}>
              {backUpNow.isPending ? 'Backing up…' : 'Back up now'}
            </Button>
          }
        />
      </Space>
    </>
  );
}
