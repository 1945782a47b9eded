import {
  arrangementCellKey,
  employeeName,
  mondayOf,
  normalisePageUrl,
  shiftDate,
  type TArrangementMachine,
  type TWorkingArrangement,
  thisMondayInAuckland,
  weekDaysOf,
} from '@packline/domain';
import { Button, Checkbox, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../api/session.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useMachines } from '../lookups/lookups.api.ts';
import { useOperatorChoices, useSaveWeek, useWeekArrangement } from './working-arrangement.api.ts';

// spec 02 §2 Production "Work Arrangement" and "Weekly Schedule": machines (rows) by Monday to Sunday (columns) of
// the week picked (Auckland, Monday start); the name search highlights the matching operators. On Work Arrangement,
// Edit lets each cell pick an operator and the maintenance flag; Submit saves the whole week in one call (SaveWeek),
// Cancel drops the changes. Quick links to Suborder, Packaging and the other of the two screens.

type TCell = { operator: number | null; maintenance: 0 | 1 };
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HIGHLIGHT = '#ffe58f';

function cellsOf(rows: readonly TWorkingArrangement[]): Map<string, TCell> {
  return new Map(
    rows.map((row) => [
      arrangementCellKey(row.machineId, row.workingDate),
      { operator: row.operator, maintenance: row.maintenance === 1 ? 1 : 0 },
    ]),
  );
}

export function WorkArrangementGrid({ editable }: { editable: boolean }) {
  const [monday, setMonday] = useState(() => thisMondayInAuckland());
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<Map<string, TCell> | null>(null);
  const editing = draft !== null;
  const machines = useMachines();
  const week = useWeekArrangement(monday);
  const operators = useOperatorChoices(editing);
  const save = useSaveWeek();
  const days = weekDaysOf(monday);

  const byCell = useMemo(
    () => new Map((week.data ?? []).map((row) => [arrangementCellKey(row.machineId, row.workingDate), row])),
    [week.data],
  );
  const machineRows = useMemo(
    () => [...(machines.data ?? [])].sort((a, b) => a.sortingOrder - b.sortingOrder || a.machineId - b.machineId),
    [machines.data],
  );
  // The production and packaging staff, and whoever the week already names (so a cell keeps showing its operator).
  const operatorOptions = useMemo(() => {
    const options = new Map((operators.data ?? []).map((e) => [e.employeeId, employeeName(e)]));
    for (const row of week.data ?? []) {
      if (row.operator !== null && !options.has(row.operator)) options.set(row.operator, row.operatorName ?? '');
    }
    return [...options].map(([value, label]) => ({ value, label }));
  }, [operators.data, week.data]);
  // Quick links only to the screens this user may open (issue 30: a link to another page landed on Home).
  const session = useSession();
  const mayOpen = (url: string) =>
    session?.kind === 'staff' && session.pages.some((p) => normalisePageUrl(p.pageUrl) === url);
  const needle = search.trim().toLowerCase();

  const setCell = (key: string, change: Partial<TCell>) =>
    setDraft((current) => {
      const next = new Map(current ?? []);
      next.set(key, { operator: null, maintenance: 0, ...current?.get(key), ...change });
      return next;
    });

  const submit = async () => {
    if (!draft) return;
    const cells = machineRows.flatMap((m) =>
      days.map((workingDate) => {
        const cell = draft.get(arrangementCellKey(m.machineId, workingDate));
        return {
          machineId: m.machineId,
          workingDate,
          operator: cell?.operator ?? null,
          maintenance: cell?.maintenance ?? 0,
        };
      }),
    );
    await save.mutateAsync({ start: monday, cells });
    setDraft(null);
  };

  const viewCell = (row: TWorkingArrangement | undefined) => {
    if (!row) return <Typography.Text type="secondary">-</Typography.Text>;
    const matches = needle !== '' && (row.operatorName ?? '').toLowerCase().includes(needle);
    return (
      <Space direction="vertical" size={2}>
        {row.operatorName && (
          <span
            data-testid="arrangement-operator"
            data-highlighted={matches ? 'true' : undefined}
            style={matches ? { background: HIGHLIGHT, padding: '0 4px' } : undefined}
          >
            {row.operatorName}
          </span>
        )}
        {row.maintenance === 1 && <Tag color="orange">Maintenance</Tag>}
      </Space>
    );
  };

  const editCell = (key: string) => {
    const cell = draft?.get(key);
    return (
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Operator"
          style={{ width: '100%', minWidth: 140 }}
          loading={operators.isLoading}
          options={operatorOptions}
          value={cell?.operator ?? undefined}
          onChange={(value) => setCell(key, { operator: value ?? null })}
          data-testid="arrangement-operator-select"
        />
        <Checkbox
          checked={cell?.maintenance === 1}
          onChange={(e) => setCell(key, { maintenance: e.target.checked ? 1 : 0 })}
        >
          Maintenance
        </Checkbox>
      </Space>
    );
  };

  const columns: TableColumnsType<TArrangementMachine> = [
    { title: 'Machine', dataIndex: 'machineName', key: 'machine', fixed: 'left', width: 160 },
    ...days.map((day, i) => ({
      title: `${WEEKDAY_NAMES[i]} ${dayjs(day).format('DD/MM')}`,
      key: day,
      render: (_: unknown, m: TArrangementMachine) => {
        const key = arrangementCellKey(m.machineId, day);
        return editing ? editCell(key) : viewCell(byCell.get(key));
      },
    })),
  ];

  const otherScreen = editable
    ? { to: '/work-arrangement-present', label: 'Weekly Schedule' }
    : { to: '/work-arrangement', label: 'Work Arrangement' };

  return (
    <>
      <PageTitleOf url={editable ? '/work-arrangement' : '/work-arrangement-present'} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => setMonday(shiftDate(monday, -7, 'day'))} disabled={editing}>
          Previous week
        </Button>
        <DatePicker
          allowClear={false}
          disabled={editing}
          value={dayjs(monday)}
          format={(value) => `${value.format('DD/MM/YYYY')} - ${dayjs(value).add(6, 'day').format('DD/MM/YYYY')}`}
          onChange={(value) => value && setMonday(mondayOf(value.format('YYYY-MM-DD')))}
          data-testid="arrangement-week"
        />
        <Button onClick={() => setMonday(shiftDate(monday, 7, 'day'))} disabled={editing}>
          Next week
        </Button>
        <Input.Search
          allowClear
          placeholder="Search name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 200 }}
          data-testid="arrangement-search"
        />
        {editable && !editing && (
          <Button type="primary" onClick={() => setDraft(cellsOf(week.data ?? []))} disabled={week.isLoading}>
            Edit
          </Button>
        )}
        {editing && (
          <>
            <Button type="primary" loading={save.isPending} onClick={submit} data-testid="arrangement-submit">
              Submit
            </Button>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
          </>
        )}
        {mayOpen('/suborder') && <Link to="/suborder">Suborder</Link>}
        {mayOpen('/packaging') && <Link to="/packaging">Packaging</Link>}
        {mayOpen(otherScreen.to) ? (
          <Link to={otherScreen.to}>{otherScreen.label}</Link>
        ) : (
          !editable && (
            <Typography.Text type="secondary" data-testid="arrangement-who-changes">
              The production planner changes this schedule on Work Arrangement.
            </Typography.Text>
          )
        )}
      </Space>
      <Table<TArrangementMachine>
        rowKey="machineId"
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={machines.isLoading || week.isLoading}
        columns={columns}
        dataSource={machineRows}
        data-testid="arrangement-grid"
      />
    </>
  );
}
