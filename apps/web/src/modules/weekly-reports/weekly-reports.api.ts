import {
  type TSaveWeeklyReportTemplate,
  type TWeeklyReportInput,
  ZDone,
  ZLeaveType,
  ZWeeklyReport,
  ZWeeklyReportTemplate,
  ZWorkType,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiPost, apiPut } from '../../api/client.ts';
import type { TQueryParams } from '../../ui/use-crud-resource.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the weekly report screens (spec 02 §7 Weekly reports): the employee's own list, the manager's and the
// viewer's lists of everyone, the work and leave types, the template, and the writes.

const REPORTS = '/WeeklyReport/';
const TEMPLATE = '/weeklyReportTemplate/employer';

/** The list each role reads: the employee their own, the manager GetAll, the viewer GetAllAll. */
export const REPORT_LIST_PATH = {
  employee: '/WeeklyReport/GetByEmployeeId',
  manager: '/WeeklyReport/GetAll',
  viewer: '/WeeklyReport/GetAllAll',
} as const;
export type TReportRole = keyof typeof REPORT_LIST_PATH;

export function useWeeklyReportPage(role: TReportRole, filters: TQueryParams) {
  return useServerTable(ZWeeklyReport, REPORT_LIST_PATH[role], { filters });
}

export const useWorkTypes = () => useApiList(z.array(ZWorkType), '/WeeklyReport/GetAllWorkTypes');
export const useLeaveTypes = () => useApiList(z.array(ZLeaveType), '/WeeklyReport/GetAllLeaveTypes');
export const useWeeklyReportTemplate = (enabled: boolean) =>
  useApiList(ZWeeklyReportTemplate.nullable(), TEMPLATE, undefined, { enabled });

function useReportMutation<A, R>(call: (args: A) => Promise<R>) {
  const invalidate = useInvalidateController();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate(REPORTS) });
}

export const useSaveWeeklyReport = () =>
  useReportMutation((body: TWeeklyReportInput) =>
    body.weeklyReportId
      ? apiPut(ZWeeklyReport, '/WeeklyReport/Update', body)
      : apiPost(ZWeeklyReport, '/WeeklyReport/Add', body),
  );

export const useDeleteWeeklyReport = () =>
  useReportMutation((id: number) => apiDelete(ZDone, '/WeeklyReport/Delete', { id }));

export const useApproveWeeklyReport = () =>
  useReportMutation((reportId: number) =>
    apiPut(ZWeeklyReport, '/WeeklyReport/Approve', undefined, { params: { reportId } }),
  );

export const useRejectWeeklyReport = () =>
  useReportMutation((params: { reportId: number; reason: string }) =>
    apiPut(ZWeeklyReport, '/WeeklyReport/Reject', undefined, { params }),
  );

function useTemplateMutation<A, R>(call: (args: A) => Promise<R>) {
  const invalidate = useInvalidateController();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate(TEMPLATE) });
}

export const useSaveWeeklyReportTemplate = () =>
  useTemplateMutation((body: TSaveWeeklyReportTemplate) =>
    apiPost(ZWeeklyReportTemplate, '/WeeklyReportTemplate', body),
  );

export const useDeleteWeeklyReportTemplate = () => useTemplateMutation(() => apiDelete(ZDone, TEMPLATE));
