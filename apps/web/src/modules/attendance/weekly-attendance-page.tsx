import {
  mondayOf,
  shiftDate,
  startOfBusinessDay,
  type TWeeklyAttendanceRow,
  thisMondayInAuckland,
  WEEKLY_ATTENDANCE_URL,
  weekDaysOf,
} from '@packline/domain';
import { Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ListTable, type TListColumn } from '../../ui/list-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '../../ui/table-defaults.ts';
import { downloadWeeklyAttendance, useWeeklyAttendance } from './attendance.api.ts';
import { usePeopleFilter } from './attendance-filters.tsx';
import { ExcelButton } from './excel-button.tsx';

// spec 02 §2 "Weekly Attendance" (issue 19): each employee's hours per day of an ISO week (this one by default,
// Monday to Sunday in Auckland) and the total; a day with a work period missing its check-in or check-out shows it,
// and those hours are not counted (README "Work periods and hours").

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hoursText = (hours: number) => (hours === 0 ? '' : hours.toFixed(2));

export default function WeeklyAttendancePage() {
  const [monday, setMonday] = useState(() => thisMondayInAuckland());
  const people = usePeopleFilter();
  const query = { ...people.filter, DateStartUtc: startOfBusinessDay(monday).toISOString() };
  const summary = useWeeklyAttendance(query);
  const days = weekDaysOf(monday);

  const columns: TListColumn<TWeeklyAttendanceRow>[] = [
    { title: 'Employee', dataIndex: 'employeeName', key: 'employeeName', fixed: 'left', width: 180 },
    { title: 'Group', dataIndex: 'attendanceGroup', key: 'attendanceGroup', width: 120 },
    ...days.map((day, i) => ({
      title: `${WEEKDAY_NAMES[i]} ${dayjs(day).format('DD/MM')}`,
      key: day,
      align: 'right' as const,
      render: (_: unknown, row: TWeeklyAttendanceRow) => {
        const cell = row.days[i];
        if (!cell) return null;
        return (
          <Space size={4}>
            {hoursText(cell.workHours)}
            {cell.missing > 0 ? (
              <Tag color="red" data-testid="attendance-missing">
                {cell.missing} missing
              </Tag>
            ) : null}
          </Space>
        );
      },
    })),
    {
      title: 'Total',
      dataIndex: 'totalHours',
      key: 'totalHours',
      align: 'right',
      render: (hours: number) => <strong>{hours.toFixed(2)}</strong>,
    },
  ];

  return (
    <>
      <PageTitleOf url={WEEKLY_ATTENDANCE_URL} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => setMonday(shiftDate(monday, -7, 'day'))}>Previous week</Button>
        <DatePicker
          allowClear={false}
          value={dayjs(monday)}
          format={(value) => `${value.format('DD/MM/YYYY')} - ${dayjs(value).add(6, 'day').format('DD/MM/YYYY')}`}
          onChange={(value) => value && setMonday(mondayOf(value.format('YYYY-MM-DD')))}
          data-testid="attendance-week"
        />
        <Button onClick={() => setMonday(shiftDate(monday, 7, 'day'))}>Next week</Button>
        {people.fields}
        <ExcelButton download={() => downloadWeeklyAttendance(query)} />
        {summary.data ? <Typography.Text type="secondary">ISO week {summary.data.isoWeek}</Typography.Text> : null}
      </Space>
      <ListTable<TWeeklyAttendanceRow>
        rowKey="employeeId"
        size="small"
        bordered
        loading={summary.isFetching}
        dataSource={summary.data?.rows ?? []}
        columns={columns}
        pagination={{
          defaultPageSize: TABLE_PAGE_SIZE,
          pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
        }}
        data-testid="weekly-attendance-table"
      />
    </>
  );
}
