import {
  LEAVE_APPROVAL_PAGE_SIZE,
  LEAVE_MESSAGES,
  LEAVE_REQUEST_PAGE_SIZE,
  type TLeaveRequestInput,
  ZDone,
  ZLeaveRequest,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../api/client.ts';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the leave screens (spec 02 §7 Leave and attendance): the employee's own requests (10 a page), the
// approver's tabs (50 a page), and the writes. Each write refetches every LeaveRequest list.

const LEAVE = '/LeaveRequest';

export function useOwnLeavePage(employeeId: number) {
  return useServerTable(ZLeaveRequest, `${LEAVE}/byEmployee/${employeeId}`, {
    pageSize: LEAVE_REQUEST_PAGE_SIZE,
    enabled: employeeId > 0,
  });
}

export function useLeaveApprovalPage(approvalStatus: number) {
  return useServerTable(ZLeaveRequest, LEAVE, { filters: { approvalStatus }, pageSize: LEAVE_APPROVAL_PAGE_SIZE });
}

function useLeaveMutation<A, R>(call: (args: A) => Promise<R>) {
  const invalidate = useInvalidateController();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate(`${LEAVE}/`) });
}

export const useSaveLeaveRequest = () =>
  useLeaveMutation((body: TLeaveRequestInput) =>
    body.leaveRequestId ? apiPut(ZLeaveRequest, LEAVE, body) : apiPost(ZLeaveRequest, LEAVE, body),
  );

export const useDeleteLeaveRequest = () => useLeaveMutation((id: number) => apiDelete(ZDone, `${LEAVE}/${id}`));

export const useDecideLeaveRequest = () =>
  useLeaveMutation(({ id, approved, comment }: { id: number; approved: boolean; comment: string }) =>
    apiPut(
      ZLeaveRequest,
      `${LEAVE}/${approved ? 'approve' : 'reject'}/${id}`,
      { comment },
      { successTitle: approved ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.rejected },
    ),
  );
