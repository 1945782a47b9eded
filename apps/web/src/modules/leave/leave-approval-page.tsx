import {
  LEAVE_APPROVAL_TABS,
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  LEAVE_STATUS,
  PAGES,
  type TLeaveRequest,
} from '@packline/domain';
import { Button, Form, Input, Modal, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { useDecideLeaveRequest, useLeaveApprovalPage } from './leave.api.ts';
import { leaveColumns } from './leave-columns.tsx';

// spec 02 §2 Leave Request approval (manager): tabs Pending, Rejected, Approved, 50 a page; a pending request of
// someone else is approved or rejected with a comment (the employee is e-mailed by the server).

const URL = '/leave-request-approval';

function LeaveTab({ status, onDecide }: { status: number; onDecide: (row: TLeaveRequest, approved: boolean) => void }) {
  const page = useLeaveApprovalPage(status);
  const session = useSession();
  const me = session?.kind === 'staff' ? session.employeeId : 0;
  return (
    <CrudTable<TLeaveRequest>
      rowKey="leaveRequestId"
      {...page.tableProps}
      searchProps={page.searchProps}
      columns={leaveColumns(true)}
      testId={`leave-tab-${status}`}
      rowActions={
        status === LEAVE_STATUS.Pending
          ? (row) => {
              const own = row.employeeId === me;
              const button = (approved: boolean) => (
                <Button
                  type="link"
                  size="small"
                  danger={!approved}
                  disabled={own}
                  onClick={() => onDecide(row, approved)}
                  data-testid={approved ? 'leave-approve' : 'leave-reject'}
                >
                  {approved ? 'Approve' : 'Reject'}
                </Button>
              );
              return own ? (
                <Tooltip title={LEAVE_MESSAGES.ownRequest}>
                  {button(true)}
                  {button(false)}
                </Tooltip>
              ) : (
                <>
                  {button(true)}
                  {button(false)}
                </>
              );
            }
          : undefined
      }
    />
  );
}

export default function LeaveApprovalPage() {
  const [deciding, setDeciding] = useState<{ row: TLeaveRequest; approved: boolean } | null>(null);
  const decide = useDecideLeaveRequest();
  const dialog = useFormDialog<{ comment: string }>({
    open: deciding !== null,
    onClose: () => setDeciding(null),
    saveText: deciding?.approved ? 'Approve' : 'Reject',
    danger: deciding ? !deciding.approved : false,
    saveTestId: 'leave-decide',
    onSave: async ({ comment }) => {
      if (!deciding) return;
      await decide.mutateAsync({ id: deciding.row.leaveRequestId, approved: deciding.approved, comment });
    },
  });
  return (
    <>
      <PageTitle>{PAGES.find((p) => p.url === URL)?.title ?? 'Leave Request Approval'}</PageTitle>
      <Tabs
        items={LEAVE_APPROVAL_TABS.map((tab) => ({
          key: String(tab.status),
          label: tab.label,
          children: <LeaveTab status={tab.status} onDecide={(row, approved) => setDeciding({ row, approved })} />,
        }))}
      />
      <Modal
        {...dialog.modalProps}
        title={
          deciding
            ? `${deciding.approved ? 'Approve' : 'Reject'} the leave of ${deciding.row.employeeName}`
            : 'Leave request'
        }
      >
        <Form {...dialog.formProps} layout="vertical">
          <Form.Item
            name="comment"
            label="Comment"
            rules={[{ required: true, whitespace: true, message: LEAVE_MESSAGES.commentRequired }]}
          >
            <Input.TextArea
              maxLength={LEAVE_REASON_MAX}
              showCount
              autoSize={{ minRows: 3 }}
              data-testid="leave-comment"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
