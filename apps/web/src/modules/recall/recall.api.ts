import {
  recallReportName,
  type TRecall,
  type TRecallStartType,
  type TStartRecall,
  ZMassBalance,
  ZRecall,
  ZRecallLetter,
  ZRecallList,
  ZRecallTrace,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, apiPut } from '../../api/client.ts';
import { downloadFile } from '../../api/files.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

// Query hooks of the Recall screen (/recall, issue 33; server: apps/server/src/modules/recall). A hold or release moves
// boxes, so a change refreshes the recalls and the boxes' lists.

export interface TTraceStart {
  startType: TRecallStartType;
  value: string;
}

/** GET Recall/GetTrace?startType&value, once a value is given. */
export const useRecallTrace = (start: TTraceStart) =>
  useApiList(ZRecallTrace, '/Recall/GetTrace', { ...start }, { enabled: start.value !== '' });

/** GET Recall/GetMassBalance?startType&value&tolerancePercent, once a value is given. */
export const useMassBalance = (start: TTraceStart, tolerancePercent: number) =>
  useApiList(ZMassBalance, '/Recall/GetMassBalance', { ...start, tolerancePercent }, { enabled: start.value !== '' });

/** GET Recall/GetAllRecall: every recall, newest first. */
export const useRecalls = () => useApiList(ZRecallList, '/Recall/GetAllRecall');

/** GET Recall/GetRecall?id: one recall with its trace, holds and letters. */
export const useRecall = (id: number | null) =>
  useApiList(ZRecall, '/Recall/GetRecall', { id: id ?? 0 }, { enabled: id !== null });

/** GET Recall/GetLetters?id: the letters to review before sending. */
export const useRecallLetters = (id: number | null, enabled: boolean) =>
  useApiList(z.array(ZRecallLetter), '/Recall/GetLetters', { id: id ?? 0 }, { enabled: id !== null && enabled });

function useInvalidateRecalls() {
  const invalidate = useInvalidateController();
  return () => Promise.all(['/Recall/', '/Box/', '/Mail/'].map(invalidate));
}

export function useStartRecall() {
  const invalidate = useInvalidateRecalls();
  return useMutation({
    mutationFn: (body: TStartRecall) => apiPost(ZRecall, '/Recall/StartRecall', body),
    onSuccess: invalidate,
  });
}

type TRecallAction = 'HoldStock' | 'ReleaseStock' | 'SendLetters' | 'CloseRecall';

/** PUT Recall/HoldStock, ReleaseStock, CloseRecall and POST Recall/SendLetters, each ?id. */
export function useRecallAction(action: TRecallAction) {
  const invalidate = useInvalidateRecalls();
  return useMutation({
    mutationFn: (id: number) =>
      action === 'SendLetters'
        ? apiPost(ZRecall, `/Recall/${action}`, undefined, { params: { id } })
        : apiPut(ZRecall, `/Recall/${action}`, undefined, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** GET Recall/GetRecallReportPdf?id. */
export const downloadRecallPdf = (recall: Pick<TRecall, 'recallId' | 'recallNo'>) =>
  downloadFile('/Recall/GetRecallReportPdf', { id: recall.recallId }, recallReportName(recall, 'pdf'));

/** GET Recall/GetRecallReportExcel?id. */
export const downloadRecallExcel = (recall: Pick<TRecall, 'recallId' | 'recallNo'>) =>
  downloadFile('/Recall/GetRecallReportExcel', { id: recall.recallId }, recallReportName(recall, 'xlsx'));
