import { UploadOutlined } from '@ant-design/icons';
import { formatDateTime, type TAttendanceBadge, type TImportPreview } from '@packline/domain';
import { Alert, Button, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { useAreYouSure } from '../../ui/confirm.ts';
import { ListDialog, type TListDialogProps, useOpeningKey } from '../../ui/list-dialog.tsx';
import { downloadBadges, previewImport, useBadges, useImportAttendance, useIssueBadge } from './attendance.api.ts';

// The two dialogs of Attendance Records (issue 19): the import of a time-clock CSV export (the columns are in the
// module README: userName or badgeCode, checkTime, checkType) — pick the file, read the preview with its bad lines,
// then Import, all or nothing — and the badges employees clock in with.

type TPreviewRow = TImportPreview['rows'][number];

function ImportContent({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const importer = useImportAttendance();

  const choose = async (picked: File) => {
    const chosen = { fileName: picked.name, content: await picked.text() };
    setFile(chosen);
    setPreview(null);
    try {
      setPreview(await previewImport(chosen));
    } catch {
      // The Error! dialog has said why (no rows, the columns, the size).
      setFile(null);
    }
  };

  const toAdd = preview?.rows.filter((row) => !row.recorded).length ?? 0;
  const canImport = Boolean(file && preview && preview.badRows.length === 0 && preview.rows.length > 0);
  const runImport = async () => {
    if (file && (await succeeded(importer.mutateAsync(file)))) onDone();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(picked) => {
            void choose(picked);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="attendance-import-file">
            Choose CSV file
          </Button>
        </Upload>
        {file ? <Typography.Text>{file.fileName}</Typography.Text> : null}
        <Button
          type="primary"
          disabled={!canImport}
          loading={importer.isPending}
          onClick={runImport}
          data-testid="attendance-import-confirm"
        >
          Import
        </Button>
      </Space>
      {preview && preview.badRows.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`${preview.badRows.length} bad line(s): fix the file and choose it again. Nothing is imported.`}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="attendance-import-bad-rows">
              {preview.badRows.map((row) => (
                <li key={row.line}>
                  Line {row.line}: {row.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {preview ? (
        <>
          <Typography.Text>
            {preview.rows.length} event(s) read; {toAdd} to add, {preview.rows.length - toAdd} recorded already.
          </Typography.Text>
          <Table<TPreviewRow>
            rowKey="line"
            size="small"
            dataSource={preview.rows}
            pagination={{ defaultPageSize: 50 }}
            columns={[
              { title: 'Line', dataIndex: 'line', width: 70 },
              { title: 'Employee', dataIndex: 'employeeName' },
              { title: 'Time', dataIndex: 'checkTime', render: (value: string) => formatDateTime(value) },
              { title: 'Type', dataIndex: 'checkType', width: 80 },
              {
                title: '',
                dataIndex: 'recorded',
                width: 160,
                render: (recorded: boolean) => (recorded ? <Tag>Recorded already</Tag> : <Tag color="green">New</Tag>),
              },
            ]}
            data-testid="attendance-import-rows"
          />
        </>
      ) : null}
    </Space>
  );
}

/** Import of a time-clock export: preview, then all or nothing. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opening = useOpeningKey(open);
  return (
    <Modal
      open={open}
      title="Import time-clock CSV"
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
      data-testid="attendance-import-dialog"
    >
      <Typography.Paragraph type="secondary">
        The first line names the columns: userName (or badgeCode), checkTime (2026-11-23 08:00 or 23/11/2026 08:00,
        Auckland time) and checkType (In or Out).
      </Typography.Paragraph>
      <ImportContent key={opening} onDone={onClose} />
    </Modal>
  );
}

/** The employees and their badge codes; Issue gives a new code (the old badge stops working). */
export function BadgesDialog(props: TListDialogProps) {
  const badges = useBadges(props.open);
  const issue = useIssueBadge();
  const areYouSure = useAreYouSure();
  const issueFor = (row: TAttendanceBadge) =>
    row.badgeCode
      ? areYouSure(() => issue.mutateAsync(row.employeeId), 'The old badge will stop working.')
      : void succeeded(issue.mutateAsync(row.employeeId));
  return (
    <ListDialog {...props} title="Badges">
      <Button
        style={{ marginBottom: 12 }}
        disabled={!badges.data?.some((row) => row.badgeCode)}
        onClick={() => void succeeded(downloadBadges())}
        data-testid="attendance-print-badges"
      >
        Print all badges
      </Button>
      <Table<TAttendanceBadge>
        rowKey="employeeId"
        size="small"
        loading={badges.isLoading}
        dataSource={badges.data ?? []}
        pagination={{ defaultPageSize: 50 }}
        columns={[
          { title: 'Employee', dataIndex: 'employeeName' },
          { title: 'Group', dataIndex: 'attendanceGroup' },
          { title: 'Badge code', dataIndex: 'badgeCode', render: (code: string | null) => code ?? '-' },
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" onClick={() => issueFor(row)} data-testid="attendance-issue-badge">
                  {row.badgeCode ? 'New badge' : 'Issue badge'}
                </Button>
                {row.badgeCode ? (
                  <Button
                    size="small"
                    onClick={() => void succeeded(downloadBadges(row.employeeId))}
                    data-testid="attendance-print-badge"
                  >
                    Print
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
        data-testid="attendance-badges"
      />
    </ListDialog>
  );
}
