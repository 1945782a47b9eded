import {
  OPERATOR_PASS_HEADER,
  type TCompleteSuborderBody,
  type TSuborder,
  todayInAuckland,
  ZOperatorPass,
  ZSuborder,
  ZSuborderList,
  ZSuborderLogList,
  ZWorkingArrangementList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../api/client.ts';
import { saveBlob } from '../../api/files.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { postForFile } from '../labels/labels.api.ts';

// Query hooks of the Suborder and Packaging screens (spec 02 §7 Suborders; issue 15): a machine's jobs, a job's log and
// boxes, today's operators, the operator's password, and the actions (packaging's own in packaging/packaging.api.ts). Take and the completions carry the operator's
// pass in `x-operator-pass`; every action refreshes the job lists, the work orders and the boxes and pallets.

/** GET Suborder/GetSuborderByMachineId?id&status: the machine's jobs (nothing asked while no machine is chosen). */
export const useMachineJobs = (machineId: number | null, status: string) =>
  useApiList(
    ZSuborderList,
    '/Suborder/GetSuborderByMachineId',
    { id: machineId ?? 0, status },
    { enabled: machineId !== null },
  );

/** GET Suborder/GetSuborderLog?suborderId. */
export const useSuborderLog = (suborderId: number | null) =>
  useApiList(
    ZSuborderLogList,
    '/Suborder/GetSuborderLog',
    { suborderId: suborderId ?? 0 },
    { enabled: suborderId !== null },
  );

/** Today's arrangement (who runs each machine today, or its maintenance): the machine cards. */
export const useTodayArrangement = () =>
  useApiList(ZWorkingArrangementList, '/WorkingArrangement/GetAllWorkingArrangement', {
    workingDate: todayInAuckland(),
  });

/** A job's action: it refreshes the job lists, the work orders and the boxes and pallets (packaging's too). */
export function useJobMutation<A, R>(call: (args: A) => Promise<R>) {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all(['/Suborder/', '/WorkOrder/', '/Box/', '/Plate/', '/PlateBox/', '/TempZone/'].map(invalidate)),
  });
}

export const withPass = (pass: string) => ({ headers: { [OPERATOR_PASS_HEADER]: pass } });

/** POST Suborder/OperatorPass {machineId, password}: the operator proves the password (the dialog shows a refusal). */
export const proveOperatorPassword = (machineId: number, password: string) =>
  apiPost(ZOperatorPass, '/Suborder/OperatorPass', { machineId, password }, { silent: true });

export const useTakeSuborder = () =>
  useJobMutation(({ id, pass }: { id: number; pass: string }) =>
    apiPut(ZSuborder, '/Suborder/TakeSuborder', undefined, { params: { id }, ...withPass(pass) }),
  );

export const usePauseSuborder = () =>
  useJobMutation(({ id, notes, resume }: { id: number; notes?: string; resume?: boolean }) =>
    apiPut(ZSuborder, resume ? '/Suborder/UnpauseSuborder' : '/Suborder/PauseSuborder', undefined, {
      params: { id, notes: notes || undefined },
    }),
  );

/** FinishSuborder (Full) or PartlyCompleteSuborder (Partial) with the actual quantity. */
export const useCompleteSuborder = () =>
  useJobMutation(
    ({ id, partial, body, pass }: { id: number; partial: boolean; body: TCompleteSuborderBody; pass: string }) =>
      apiPut(ZSuborder, partial ? '/Suborder/PartlyCompleteSuborder' : '/Suborder/FinishSuborder', body, {
        params: { id },
        ...withPass(pass),
      }),
  );

/**
 * POST Suborder/PrintSemiLabels?id: Print of the last semi-finished step, the labels of its semi-finished boxes (the
 * first Print labels them), downloaded as a PDF.
 */
export const usePrintSemiLabels = () =>
  useJobMutation(async (job: Pick<TSuborder, 'suborderId' | 'workOrderNo'>) =>
    saveBlob(
      await postForFile(`/Suborder/PrintSemiLabels?id=${job.suborderId}`, {}),
      `SemiLabels_${job.workOrderNo}.pdf`,
    ),
  );
