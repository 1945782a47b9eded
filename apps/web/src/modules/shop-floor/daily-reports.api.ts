import {
  type TAddDailyReport,
  type TUpdateDailyReport,
  ZDailyReport,
  ZDailyReportList,
  ZMachineDayList,
  ZMachineWeek,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiPost, apiPut } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of Daily report and Daily report records (spec 02 §2, §7 Reports): the day's machine cards (ours:
// GetMachineDays), the day's reports, and the loss dialog's add, update and delete.

const DAILY_REPORTS = '/DailyReport/';

/** GET DailyReport/GetMachineDays?date: every machine's card of the day. */
export const useMachineDays = (date: string) => useApiList(ZMachineDayList, '/DailyReport/GetMachineDays', { date });

/** GET DailyReport/GetMachineWeek?date: each machine's output and loss on the 7 days to the day (the week chart). */
export const useMachineWeek = (date: string) => useApiList(ZMachineWeek, '/DailyReport/GetMachineWeek', { date });

/** GET DailyReport/GetAllDailyReport?date: the day's reports. */
export const useDailyReports = (date: string) =>
  useApiList(ZDailyReportList, '/DailyReport/GetAllDailyReport', { date });

/** GET DailyReport/GetDailyReportByMachineId?id: the machine's latest reports (the loss dialog's history). */
export const useRecentReportsOfMachine = (machineId: number | undefined, count = 7) =>
  useApiList(
    ZDailyReportList,
    '/DailyReport/GetDailyReportByMachineId',
    { id: machineId, page: 1, pageSize: count },
    { enabled: machineId !== undefined },
  );

function useDailyReportMutation<A>(call: (args: A) => Promise<unknown>) {
  const invalidate = useInvalidateController();
  return useMutation({ mutationFn: call, onSuccess: () => invalidate(DAILY_REPORTS) });
}

export const useAddDailyReport = () =>
  useDailyReportMutation((body: TAddDailyReport) => apiPost(ZDailyReport, '/DailyReport/AddDailyReport', body));

export const useUpdateDailyReport = () =>
  useDailyReportMutation((body: TUpdateDailyReport) => apiPut(ZDailyReport, '/DailyReport/UpdateDailyReport', body));

export const useDeleteDailyReport = () =>
  useDailyReportMutation((id: number) => apiDelete(z.boolean(), '/DailyReport/DeleteDailyReport', { id }));
