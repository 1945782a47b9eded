import {
  formatDate,
  formatDateTime,
  formatDuration,
  PAGES,
  type TDailyReport,
  todayInAuckland,
} from '@packline/domain';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useDailyReports, useDeleteDailyReport, useMachineDays } from './daily-reports.api.ts';

// spec 02 §2 Daily report records: the reports of a day (today by default) with each machine's run time and pause
// time of that day beside the loss; a record can be deleted.

const TITLE = PAGES.find((p) => p.url === '/daily-report-record')?.title ?? 'Daily Report Records';

type TRecord = TDailyReport & { runSeconds: number; pauseSeconds: number };

const columns: TCrudColumn<TRecord>[] = [
  { title: 'Date', key: 'reportDate', render: (_v, row) => formatDate(row.reportDate) },
  { title: 'Machine', dataIndex: 'machineName' },
  { title: 'Loss', dataIndex: 'loss', align: 'right' },
  { title: 'Reason', dataIndex: 'reason' },
  { title: 'Run time', key: 'run', render: (_v, row) => formatDuration(row.runSeconds) },
  { title: 'Pause time', key: 'pause', render: (_v, row) => formatDuration(row.pauseSeconds) },
  { title: 'Reported By', dataIndex: 'employeeName' },
  { title: 'Saved At', key: 'savedAt', render: (_v, row) => formatDateTime(row.updatedAt ?? row.createdAt) },
];

export default function DailyReportRecordPage() {
  const [date, setDate] = useState(todayInAuckland());
  const reports = useDailyReports(date);
  const days = useMachineDays(date);
  const remove = useDeleteDailyReport();
  const rows = useMemo(() => {
    const times = new Map((days.data ?? []).map((d) => [d.machineId, d]));
    return (reports.data ?? []).map((report) => ({
      ...report,
      runSeconds: times.get(report.machineId)?.runSeconds ?? 0,
      pauseSeconds: times.get(report.machineId)?.pauseSeconds ?? 0,
    }));
  }, [reports.data, days.data]);
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <CrudTable<TRecord>
        rowKey="reportId"
        dataSource={rows}
        loading={reports.isLoading}
        columns={columns}
        entityName="Daily Report"
        onDelete={(row) => remove.mutateAsync(row.reportId)}
        toolbar={
          <DatePicker
            allowClear={false}
            value={dayjs(date)}
            format="DD/MM/YYYY"
            onChange={(value) => value && setDate(value.format('YYYY-MM-DD'))}
            data-testid="daily-report-record-date"
          />
        }
      />
    </>
  );
}
