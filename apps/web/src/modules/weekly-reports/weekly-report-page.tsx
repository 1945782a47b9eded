import {
  isApprovedReport,
  mondayOf,
  PAGES,
  type TWeeklyReport,
  todayInAuckland,
  WEEKLY_REPORT_MESSAGES,
  WEEKLY_REPORT_PAGE,
  WEEKLY_REPORT_STATUS,
} from '@packline/domain';
import { Button, Checkbox, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { useAreYouSure } from '../../ui/confirm.ts';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { type TEditorTarget, WeeklyReportEditor } from './weekly-report-editor.tsx';
import { STATUS_FILTER_OPTIONS, weeklyReportColumns } from './weekly-report-list.tsx';
import {
  type TReportRole,
  useDeleteWeeklyReport,
  useDeleteWeeklyReportTemplate,
  useWeeklyReportPage,
  useWeeklyReportTemplate,
} from './weekly-reports.api.ts';

// spec 02 §2 and §6 the Weekly Report list, one page per role in the path: the employee's own reports (Add for this
// week or a chosen date, from their template or the defaults; Delete for drafts), the manager's list of everyone
// (open a submitted report to approve or reject it), the viewer's read-only list. Nobody but the employee opens a
// draft.

function EmployeeToolbar({ onAdd }: { onAdd: (target: TEditorTarget) => void }) {
  const template = useWeeklyReportTemplate(true);
  const removeTemplate = useDeleteWeeklyReportTemplate();
  const areYouSure = useAreYouSure();
  const [useTemplate, setUseTemplate] = useState(true);
  const [day, setDay] = useState<Dayjs | null>(null);
  const chosen = useTemplate ? (template.data ?? null) : null;
  return (
    <Space wrap>
      <Button
        type="primary"
        onClick={() => onAdd({ kind: 'new', day: todayInAuckland(), template: chosen })}
        data-testid="weekly-report-add"
      >
        Add This Week
      </Button>
      <DatePicker value={day} onChange={setDay} placeholder="Week of date" data-testid="weekly-report-date" />
      <Button
        disabled={!day}
        onClick={() => day && onAdd({ kind: 'new', day: day.format('YYYY-MM-DD'), template: chosen })}
        data-testid="weekly-report-add-date"
      >
        Add for Date
      </Button>
      {template.data ? (
        <>
          <Checkbox checked={useTemplate} onChange={(e) => setUseTemplate(e.target.checked)}>
            From template “{template.data.templateName}”
          </Checkbox>
          <Button danger onClick={() => areYouSure(() => removeTemplate.mutateAsync(undefined))}>
            Delete Template
          </Button>
        </>
      ) : null}
    </Space>
  );
}

export function WeeklyReportPage({ reportRole: role }: { reportRole: TReportRole }) {
  const url = WEEKLY_REPORT_PAGE[role];
  const [status, setStatus] = useState<number | undefined>(undefined);
  const page = useWeeklyReportPage(role, { approvalStatus: status });
  const remove = useDeleteWeeklyReport();
  const [target, setTarget] = useState<TEditorTarget | null>(null);
  const isEmployee = role === 'employee';

  // One report a week (spec 02 §8): a week already on the list is edited, not added again (the server refuses too).
  const add = (next: TEditorTarget) => {
    if (next.kind === 'new' && page.rows?.some((r) => r.reportDate === mondayOf(next.day))) {
      showErrorDialog(WEEKLY_REPORT_MESSAGES.weekTaken, null);
      return;
    }
    setTarget(next);
  };
  // spec 02 §8 'This report cannot be open as it is draft.': nobody but its employee is offered a draft.
  const canOpen = (report: TWeeklyReport) => isEmployee || report.approvalStatus !== WEEKLY_REPORT_STATUS.Draft;
  const open = (report: TWeeklyReport) => {
    if (!canOpen(report)) {
      showErrorDialog(WEEKLY_REPORT_MESSAGES.draftClosed, null);
      return;
    }
    setTarget({ kind: 'report', report });
  };
  const openLabel = (report: TWeeklyReport) => {
    if (role === 'manager' && report.approvalStatus === WEEKLY_REPORT_STATUS.NotApproved) return 'Review';
    return isEmployee && !isApprovedReport(report.approvalStatus) ? 'Edit' : 'View';
  };

  return (
    <>
      <PageTitle>{PAGES.find((p) => p.url === url)?.title ?? 'Weekly Report'}</PageTitle>
      <CrudTable<TWeeklyReport>
        rowKey="weeklyReportId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={weeklyReportColumns(!isEmployee)}
        entityName="Weekly Report"
        onDelete={isEmployee ? (row) => remove.mutateAsync(row.weeklyReportId) : undefined}
        rowEditable={(row) =>
          row.approvalStatus === WEEKLY_REPORT_STATUS.Draft ? true : WEEKLY_REPORT_MESSAGES.onlyDraftsDeleted
        }
        toolbar={
          <Space wrap>
            {isEmployee ? <EmployeeToolbar onAdd={add} /> : null}
            <Select<number>
              allowClear
              placeholder="Status"
              value={status}
              onChange={(value) => setStatus(value ?? undefined)}
              options={STATUS_FILTER_OPTIONS}
              style={{ width: 160 }}
              data-testid="weekly-report-status-filter"
            />
          </Space>
        }
        rowActions={(row) =>
          canOpen(row) ? (
            <Button type="link" size="small" onClick={() => open(row)} data-testid="weekly-report-open">
              {openLabel(row)}
            </Button>
          ) : null
        }
      />
      {target ? <WeeklyReportEditor target={target} reportRole={role} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
