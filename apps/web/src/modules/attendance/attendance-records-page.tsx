import {
  ATTENDANCE_CLOCK_URL,
  ATTENDANCE_RECORDS_URL,
  ATTENDANCE_TIME_STEP_MINUTES,
  formatDate,
  formatDateTime,
  normalisePageUrl,
  parseClockTime,
  type TAttendanceRecord,
  toApiDate,
} from '@packline/domain';
import { Button, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../api/session.ts';
import { businessToday, DatePicker } from '../../ui/business-date-picker.tsx';
import { ListTable, type TListColumn } from '../../ui/list-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '../../ui/table-defaults.ts';
import { downloadAttendanceRecords, useAttendanceRecords } from './attendance.api.ts';
import { usePeopleFilter } from './attendance-filters.tsx';
import { BadgesDialog, ImportDialog } from './attendance-records-dialogs.tsx';
import { ExcelButton } from './excel-button.tsx';

// spec 02 §2 "Attendance Records" (issue 19): the work periods (an In and its Out) starting in the range picked —
// today by default, times in 5-minute steps, Auckland time — with the missing check-outs and check-ins flagged and no
// hours guessed for them; paged by the server. Import brings in a time-clock export; Badges issues the badges.

type TRange = [Dayjs, Dayjs];

/** A picked wall time as an Auckland instant, whatever the browser's zone. */
const aucklandInstant = (value: Dayjs) => parseClockTime(value.format('YYYY-MM-DD HH:mm'))?.toISOString();
const timeOf = (value: string | null) => (value ? formatDateTime(value).slice(11) : '');

export default function AttendanceRecordsPage() {
  const [range, setRange] = useState<TRange>(() => [businessToday(), businessToday().add(1, 'day')]);
  const [paging, setPaging] = useState({ page: 1, pageSize: TABLE_PAGE_SIZE });
  const [importing, setImporting] = useState(false);
  const [badges, setBadges] = useState(false);
  const people = usePeopleFilter();
  const session = useSession();
  // The clock lives on the device by the door (Mobile group, out of the menu): the link is how HR opens it there.
  const canOpenClock =
    session?.kind === 'staff' && session.pages.some((p) => normalisePageUrl(p.pageUrl) === ATTENDANCE_CLOCK_URL);
  const filter = {
    ...people.filter,
    DateStartUtc: aucklandInstant(range[0]),
    DateEndUtc: aucklandInstant(range[1]),
  };
  // A change of filters goes back to page 1.
  const scope = JSON.stringify(filter);
  const [pagedScope, setPagedScope] = useState(scope);
  const page = pagedScope === scope ? paging.page : 1;
  const records = useAttendanceRecords({ ...filter, page, pageSize: paging.pageSize });

  const columns: TListColumn<TAttendanceRecord>[] = [
    { title: 'Employee', dataIndex: 'employeeName', key: 'employeeName' },
    { title: 'Group', dataIndex: 'attendanceGroup', key: 'attendanceGroup' },
    { title: 'Date', dataIndex: 'date', key: 'date', render: (value: string) => formatDate(value) },
    {
      title: 'Check in',
      dataIndex: 'checkInTimeUtc',
      key: 'checkIn',
      render: (value: string | null) => (value ? timeOf(value) : <Tag color="red">Missing check-in</Tag>),
    },
    {
      title: 'Check out',
      dataIndex: 'checkOutTimeUtc',
      key: 'checkOut',
      render: (value: string | null, row) =>
        value ? (
          // An overnight shift ends on another day: show its date too.
          toApiDate(value) === row.date ? (
            timeOf(value)
          ) : (
            formatDateTime(value)
          )
        ) : (
          <Tag color="red" data-testid="attendance-missing-check-out">
            Missing check-out
          </Tag>
        ),
    },
    {
      title: 'Work hours',
      dataIndex: 'workHours',
      key: 'workHours',
      align: 'right',
      render: (hours: number | null) => (hours === null ? '' : hours.toFixed(2)),
    },
  ];

  return (
    <>
      <PageTitleOf url={ATTENDANCE_RECORDS_URL} />
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          allowClear={false}
          showTime={{ format: 'HH:mm', minuteStep: ATTENDANCE_TIME_STEP_MINUTES }}
          format="DD/MM/YYYY HH:mm"
          value={range}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
          data-testid="attendance-range"
        />
        {people.fields}
        <ExcelButton download={() => downloadAttendanceRecords(filter)} />
        <Button onClick={() => setImporting(true)} data-testid="attendance-import">
          Import CSV
        </Button>
        <Button onClick={() => setBadges(true)} data-testid="attendance-badges-open">
          Badges
        </Button>
        {canOpenClock ? <Link to={ATTENDANCE_CLOCK_URL}>Clock In / Out</Link> : null}
      </Space>
      <ListTable<TAttendanceRecord>
        rowKey={(row) => `${row.employeeId}|${row.checkTime}`}
        size="small"
        loading={records.isFetching}
        dataSource={records.data?.rows ?? []}
        columns={columns}
        pagination={{
          current: page,
          pageSize: paging.pageSize,
          total: records.data?.meta?.total ?? 0,
          pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          onChange: (next, pageSize) => {
            setPagedScope(scope);
            setPaging({ page: pageSize === paging.pageSize ? next : 1, pageSize });
          },
        }}
        data-testid="attendance-records-table"
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <BadgesDialog open={badges} onClose={() => setBadges(false)} />
    </>
  );
}
