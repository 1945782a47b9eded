import { ATTENDANCE_GROUPS, type TAttendanceGroup } from '@packline/domain';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../ui/table-defaults.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

// The filters both attendance screens share (spec 02 §7 body: EmployeeName, attendanceGroup).

const GROUP_OPTIONS = ATTENDANCE_GROUPS.map((group) => ({ value: group, label: group }));

export interface TPeopleFilter {
  EmployeeName?: string;
  attendanceGroup?: TAttendanceGroup;
}

/** The name typed (sent 500 ms after the last key) and the group picked, with their two fields. */
export function usePeopleFilter() {
  const [name, setName] = useState('');
  const [group, setGroup] = useState<TAttendanceGroup | undefined>();
  const employeeName = useDebouncedValue(name.trim(), FILTER_DEBOUNCE_MS);
  const filter: TPeopleFilter = { EmployeeName: employeeName || undefined, attendanceGroup: group };
  const fields = (
    <>
      <Input.Search
        allowClear
        placeholder="Employee name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        style={{ width: 200 }}
        data-testid="attendance-name"
      />
      <Select<TAttendanceGroup>
        allowClear
        placeholder="Attendance group"
        options={GROUP_OPTIONS}
        value={group}
        onChange={setGroup}
        style={{ width: 180 }}
        data-testid="attendance-group"
      />
    </>
  );
  return { filter, fields };
}
