import {
  API_DATE_FORMAT,
  DATE_FORMAT,
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  LEAVE_STATUS,
  PAGES,
  type TLeaveRequest,
} from '@packline/domain';
import { Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSession } from '../../api/session.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TFormValues } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useLeaveTypes } from '../weekly-reports/weekly-reports.api.ts';
import { useDeleteLeaveRequest, useOwnLeavePage, useSaveLeaveRequest } from './leave.api.ts';
import { leaveColumns } from './leave-columns.tsx';

// spec 02 §2 Leave Request (employee): the caller's own requests, 10 a page; Add and, while pending, Edit and Delete.
// Type, date range and reason are required (spec 02 §8); the approvers are e-mailed by the server.

const URL = '/leave-request';

function LeaveFormFields() {
  const leaveTypes = useLeaveTypes();
  return (
    <>
      <Form.Item
        name="leaveTypeId"
        label="Leave Type"
        rules={[{ required: true, message: LEAVE_MESSAGES.selectLeaveType }]}
      >
        <Select
          placeholder="Leave type"
          loading={leaveTypes.isLoading}
          options={(leaveTypes.data ?? []).map((t) => ({ value: t.leaveTypeId, label: t.leaveTypeName }))}
          data-testid="leave-type"
        />
      </Form.Item>
      <Form.Item name="range" label="Date Range" rules={[{ required: true, message: LEAVE_MESSAGES.selectDateRange }]}>
        <DatePicker.RangePicker format={DATE_FORMAT} data-testid="leave-range" />
      </Form.Item>
      <Form.Item
        name="leaveReason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: LEAVE_MESSAGES.enterReason }]}
      >
        <Input.TextArea maxLength={LEAVE_REASON_MAX} showCount autoSize={{ minRows: 3 }} data-testid="leave-reason" />
      </Form.Item>
    </>
  );
}

const toFormValues = (row: TLeaveRequest): TFormValues => ({
  leaveTypeId: row.leaveTypeId,
  range: [dayjs(row.startDate), dayjs(row.endDate)],
  leaveReason: row.leaveReason,
});

function toBody(values: TFormValues) {
  const [start, end] = (values.range as [Dayjs, Dayjs] | undefined) ?? [];
  return {
    leaveTypeId: values.leaveTypeId as number,
    startDate: start ? start.format(API_DATE_FORMAT) : '',
    endDate: end ? end.format(API_DATE_FORMAT) : '',
    leaveReason: String(values.leaveReason ?? ''),
  };
}

export default function LeaveRequestPage() {
  const session = useSession();
  const employeeId = session?.kind === 'staff' ? session.employeeId : 0;
  const page = useOwnLeavePage(employeeId);
  const save = useSaveLeaveRequest();
  const remove = useDeleteLeaveRequest();
  return (
    <>
      <PageTitle>{PAGES.find((p) => p.url === URL)?.title ?? 'Leave Request'}</PageTitle>
      <CrudTable<TLeaveRequest>
        rowKey="leaveRequestId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={leaveColumns(false)}
        entityName="Leave Request"
        renderForm={() => <LeaveFormFields />}
        toFormValues={toFormValues}
        toBody={toBody}
        onAdd={(body) => save.mutateAsync(body as ReturnType<typeof toBody>)}
        onUpdate={(body) => save.mutateAsync(body as ReturnType<typeof toBody>)}
        onDelete={(row) => remove.mutateAsync(row.leaveRequestId)}
        rowEditable={(row) => (row.approvalStatus === LEAVE_STATUS.Pending ? true : LEAVE_MESSAGES.onlyPending)}
      />
    </>
  );
}
