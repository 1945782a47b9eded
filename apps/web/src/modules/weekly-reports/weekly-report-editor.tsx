import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  dayHoursOf,
  defaultDailyReports,
  formatDate,
  isApprovedReport,
  MAX_DAY_HOURS,
  mondayOf,
  shiftDate,
  type TDailyReportInput,
  type TWeeklyReport,
  type TWeeklyReportInput,
  type TWeeklyReportTemplate,
  tooManyHoursMessage,
  WEEKLY_REPORT_HOUR_LABELS,
  WEEKLY_REPORT_MESSAGES,
  WEEKLY_REPORT_STATUS,
  weeklyReportProblem,
} from '@packline/domain';
import { Alert, Button, Flex, Input, Modal, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { succeeded } from '../../api/failures.ts';
import { NumberInput } from '../../ui/number-input.tsx';
import { UploadField } from '../../ui/upload-field.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { WeeklyReportStatusTag } from './weekly-report-list.tsx';
import {
  type TReportRole,
  useApproveWeeklyReport,
  useLeaveTypes,
  useRejectWeeklyReport,
  useSaveWeeklyReport,
  useSaveWeeklyReportTemplate,
  useWorkTypes,
} from './weekly-reports.api.ts';

// spec 02 §2 the Weekly Report editor dialog: the week's seven days, each with its work types and hours (at least
// one), leave type, hours and file, and notes. The employee saves a draft, submits, or saves the report as their
// template; the manager approves or rejects a submitted report with a reason; the viewer reads. Hours above a day's
// 24 are named by their label under the field and refused before any call; a refused call leaves the dialog open.

/** What the dialog opens: a saved report, or a new week (from the defaults or the employee's template). */
export type TEditorTarget =
  | { kind: 'report'; report: TWeeklyReport }
  | { kind: 'new'; day: string; template: TWeeklyReportTemplate | null };

function startOf(target: TEditorTarget): TWeeklyReportInput {
  if (target.kind === 'report') {
    const { report } = target;
    return {
      weeklyReportId: report.weeklyReportId,
      reportDate: report.reportDate,
      content: report.content,
      approvalStatus: WEEKLY_REPORT_STATUS.Draft,
      dailyReport: report.dailyReport.map(({ dailyReportId: _id, ...day }) => day),
    };
  }
  const days = defaultDailyReports(target.day);
  const template = target.template?.dailyReport;
  return {
    reportDate: mondayOf(target.day),
    content: target.template?.content ?? null,
    approvalStatus: WEEKLY_REPORT_STATUS.Draft,
    dailyReport: days.map((day, index) =>
      template?.[index]
        ? {
            ...day,
            content: template[index].content ?? null,
            dailyReportWorkHours: template[index].dailyReportWorkHours,
          }
        : day,
    ),
  };
}

/** Under an hours field above a day's 24: the refusal, by the field's label. */
function TooManyHours({ hours, label }: { hours: number | null | undefined; label: string }) {
  if ((hours ?? 0) <= MAX_DAY_HOURS) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
      {tooManyHoursMessage(label)}
    </Typography.Text>
  );
}

export function WeeklyReportEditor({
  target,
  reportRole: role,
  onClose,
}: {
  target: TEditorTarget;
  reportRole: TReportRole;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<TWeeklyReportInput>(() => startOf(target));
  const [started] = useState(() => JSON.stringify(draft));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const workTypes = useWorkTypes();
  const leaveTypes = useLeaveTypes();
  const save = useSaveWeeklyReport();
  const saveTemplate = useSaveWeeklyReportTemplate();
  const approve = useApproveWeeklyReport();
  const reject = useRejectWeeklyReport();

  const report = target.kind === 'report' ? target.report : null;
  const status = report?.approvalStatus ?? WEEKLY_REPORT_STATUS.Draft;
  const editable = role === 'employee' && !isApprovedReport(status);
  const decidable = role === 'manager' && status === WEEKLY_REPORT_STATUS.NotApproved;

  const setDay = (index: number, change: Partial<TDailyReportInput>) =>
    setDraft((current) => ({
      ...current,
      dailyReport: current.dailyReport.map((day, i) => (i === index ? { ...day, ...change } : day)),
    }));
  const setHour = (
    dayIndex: number,
    hourIndex: number,
    change: { workTypeId?: number | null; workHour?: number | null },
  ) =>
    setDay(dayIndex, {
      dailyReportWorkHours: draft.dailyReport[dayIndex].dailyReportWorkHours.map((h, i) =>
        i === hourIndex ? { ...h, ...change } : h,
      ),
    });
  const removeHour = (dayIndex: number, hourIndex: number) => {
    const hours = draft.dailyReport[dayIndex].dailyReportWorkHours;
    if (hours.length <= 1) {
      showErrorDialog(WEEKLY_REPORT_MESSAGES.keepOneWorkType, null);
      return;
    }
    setDay(dayIndex, { dailyReportWorkHours: hours.filter((_, i) => i !== hourIndex) });
  };

  const saveAs = async (approvalStatus: -2 | 0) => {
    const body = { ...draft, approvalStatus };
    const problem = weeklyReportProblem(body, new Date());
    if (problem) {
      showErrorDialog(problem, null);
      return;
    }
    if (await succeeded(save.mutateAsync(body))) onClose();
  };
  const asTemplate = async () => {
    if (!draft.weeklyReportId) {
      showErrorDialog(WEEKLY_REPORT_MESSAGES.unsavedTemplate, null);
      return;
    }
    await succeeded(
      saveTemplate.mutateAsync({
        templateName: `Week of ${formatDate(draft.reportDate)}`,
        content: draft.content,
        weeklyReportId: draft.weeklyReportId,
      }),
    );
  };
  const decide = async (approved: boolean) => {
    if (!report) return;
    const call = approved
      ? approve.mutateAsync(report.weeklyReportId)
      : reject.mutateAsync({ reportId: report.weeklyReportId, reason });
    if (await succeeded(call)) onClose();
  };

  // Cancel, Esc or the X on a changed report asks before the changes are thrown away (spec 02 §8).
  const close = useConfirmClose({ changed: () => editable && JSON.stringify(draft) !== started, onClose });

  const monday = mondayOf(draft.reportDate);
  const workOptions = (workTypes.data ?? []).map((w) => ({ value: w.workTypeId, label: w.workTypeName }));
  const leaveOptions = (leaveTypes.data ?? []).map((l) => ({ value: l.leaveTypeId, label: l.leaveTypeName }));
  const rows = draft.dailyReport.map((day, index) => ({ ...day, index, date: shiftDate(monday, index, 'day') }));
  const total = draft.dailyReport.reduce((sum, day) => sum + dayHoursOf(day), 0);

  const footer = (
    <Flex justify="space-between" wrap gap={8}>
      <Typography.Text strong data-testid="weekly-report-total">
        Total: {total} h
      </Typography.Text>
      <Space wrap>
        <Button onClick={close}>{editable || decidable ? 'Cancel' : 'Close'}</Button>
        {editable ? (
          <>
            <Button onClick={asTemplate} loading={saveTemplate.isPending} data-testid="weekly-report-template">
              Save as Template
            </Button>
            <Button
              onClick={() => saveAs(WEEKLY_REPORT_STATUS.Draft)}
              loading={save.isPending}
              data-testid="weekly-report-draft"
            >
              Save Draft
            </Button>
            <Button
              type="primary"
              onClick={() => saveAs(WEEKLY_REPORT_STATUS.NotApproved)}
              loading={save.isPending}
              data-testid="weekly-report-submit"
            >
              Submit
            </Button>
          </>
        ) : null}
        {decidable ? (
          <>
            <Button danger onClick={() => setRejecting(true)} data-testid="weekly-report-reject">
              Reject
            </Button>
            <Button
              type="primary"
              onClick={() => decide(true)}
              loading={approve.isPending}
              data-testid="weekly-report-approve"
            >
              Approve
            </Button>
          </>
        ) : null}
      </Space>
    </Flex>
  );

  return (
    <Modal
      open
      width={1200}
      title={
        <Space>
          {`Weekly Report — ${report?.employeeName ? `${report.employeeName}, ` : ''}${formatDate(monday)} to ${formatDate(shiftDate(monday, 6, 'day'))}`}
          <WeeklyReportStatusTag status={status} />
        </Space>
      }
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      {role === 'employee' && isApprovedReport(status) ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={WEEKLY_REPORT_MESSAGES.approvedLocked} />
      ) : null}
      {report?.approvalStatus === WEEKLY_REPORT_STATUS.Rejected && report.rejectReason ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`Rejected: ${report.rejectReason}`} />
      ) : null}
      <Input.TextArea
        placeholder="Summary of the week"
        value={draft.content ?? ''}
        disabled={!editable}
        maxLength={2000}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(e) => setDraft((current) => ({ ...current, content: e.target.value }))}
        style={{ marginBottom: 16 }}
        data-testid="weekly-report-content"
      />
      <Table
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={rows}
        data-testid="weekly-report-days"
        columns={[
          {
            title: 'Day',
            key: 'date',
            width: 110,
            render: (_v, row) => (
              <>
                <div>{dayjs(row.date).format('dddd')}</div>
                <Typography.Text type="secondary">{formatDate(row.date)}</Typography.Text>
              </>
            ),
          },
          {
            title: 'Work type and hours',
            key: 'work',
            render: (_v, row) => (
              <Space direction="vertical" size={4}>
                {row.dailyReportWorkHours.map((hour, hourIndex) => (
                  // The list has no ids: a row is its position.
                  // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of the day's work rows
                  <div key={hourIndex}>
                    <Space size={4}>
                      <Select<number>
                        placeholder="Work type"
                        value={hour.workTypeId ?? undefined}
                        options={workOptions}
                        disabled={!editable}
                        onChange={(value) => setHour(row.index, hourIndex, { workTypeId: value })}
                        style={{ width: 190 }}
                        data-testid={`work-type-${row.index}-${hourIndex}`}
                      />
                      <NumberInput
                        min={0}
                        max={MAX_DAY_HOURS}
                        step={0.5}
                        value={hour.workHour ?? undefined}
                        disabled={!editable}
                        onChange={(value) => setHour(row.index, hourIndex, { workHour: value ?? null })}
                        style={{ width: 80 }}
                        aria-label={WEEKLY_REPORT_HOUR_LABELS.workHour}
                        data-testid={`work-hour-${row.index}-${hourIndex}`}
                      />
                      {editable ? (
                        <Button
                          type="text"
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label="Remove work type"
                          onClick={() => removeHour(row.index, hourIndex)}
                        />
                      ) : null}
                    </Space>
                    <TooManyHours hours={hour.workHour} label={WEEKLY_REPORT_HOUR_LABELS.workHour} />
                  </div>
                ))}
                {editable ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() =>
                      setDay(row.index, {
                        dailyReportWorkHours: [...row.dailyReportWorkHours, { workTypeId: null, workHour: null }],
                      })
                    }
                  >
                    Add work type
                  </Button>
                ) : null}
              </Space>
            ),
          },
          {
            title: 'Leave',
            key: 'leave',
            width: 300,
            render: (_v, row) => (
              <Space direction="vertical" size={4}>
                <Space size={4}>
                  <Select<number>
                    allowClear
                    placeholder="Leave type"
                    value={row.leaveTypeId ?? undefined}
                    options={leaveOptions}
                    disabled={!editable}
                    onChange={(value) => setDay(row.index, { leaveTypeId: value ?? null })}
                    style={{ width: 170 }}
                  />
                  <NumberInput
                    min={0}
                    max={MAX_DAY_HOURS}
                    step={0.5}
                    placeholder="Hours"
                    value={row.leaveHours ?? undefined}
                    disabled={!editable}
                    onChange={(value) => setDay(row.index, { leaveHours: value ?? null })}
                    style={{ width: 80 }}
                    aria-label={WEEKLY_REPORT_HOUR_LABELS.leaveHours}
                  />
                </Space>
                <TooManyHours hours={row.leaveHours} label={WEEKLY_REPORT_HOUR_LABELS.leaveHours} />
                {editable || row.leaveUrl ? (
                  <UploadField
                    maxCount={1}
                    disabled={!editable}
                    value={row.leaveUrl ? [row.leaveUrl] : []}
                    onChange={(urls) => setDay(row.index, { leaveUrl: urls[0] ?? null })}
                  />
                ) : null}
              </Space>
            ),
          },
          {
            title: 'Notes',
            key: 'content',
            width: 240,
            render: (_v, row) => (
              <Input.TextArea
                value={row.content ?? ''}
                disabled={!editable}
                maxLength={1000}
                autoSize={{ minRows: 1, maxRows: 4 }}
                onChange={(e) => setDay(row.index, { content: e.target.value })}
              />
            ),
          },
          { title: 'Hours', key: 'hours', width: 70, align: 'right', render: (_v, row) => dayHoursOf(row) },
        ]}
      />
      <Modal
        open={rejecting}
        title="Reject weekly report"
        okText="Reject"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: reject.isPending }}
        onOk={() => decide(false)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Input.TextArea
          placeholder="Reason"
          value={reason}
          maxLength={500}
          showCount
          onChange={(e) => setReason(e.target.value)}
          data-testid="weekly-report-reason"
        />
        {reason.trim() === '' ? (
          <Typography.Text type="secondary">{WEEKLY_REPORT_MESSAGES.reasonRequired}</Typography.Text>
        ) : null}
      </Modal>
    </Modal>
  );
}
