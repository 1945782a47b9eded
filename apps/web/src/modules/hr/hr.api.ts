import {
  type TAddAttachedRecord,
  type TAddContract,
  ZAttachedRecord,
  ZHrContract,
  ZHumanResource,
  ZHumanResourceDetail,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, useCrudResource, useInvalidateController } from '../../ui/use-crud-resource.ts';

// The HumanResource calls (the HR list): the records, one record's files and contracts, Add Attachment, Add Contract.

export function useHumanResources() {
  return useCrudResource(
    ZHumanResource,
    {
      idKey: 'humanResourceId',
      listPath: '/HumanResource/GetAllHumanResource',
      addPath: '/HumanResource/AddHumanResource',
      updatePath: '/HumanResource/UpdateHumanResource',
      deletePath: '/HumanResource/DeleteHumanResource',
    },
    { add: ZHumanResourceDetail, update: ZHumanResourceDetail, remove: z.number().int() },
  );
}

/** One record with its attached records and contracts (while its row is open). */
export function useHumanResourceDetail(id: number, enabled: boolean) {
  const path = '/HumanResource/GetHumanResourceById';
  return useApiQuery({
    queryKey: apiQueryKey(path, { id }),
    queryFn: () => apiGet(ZHumanResourceDetail, path, { id }),
    enabled,
  });
}

export function useAddAttachedRecord() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TAddAttachedRecord) => apiPost(ZAttachedRecord, '/HumanResource/AddAttachedRecord', body),
    onSuccess: () => invalidate('/HumanResource/AddAttachedRecord'),
  });
}

export function useAddContract() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TAddContract) => apiPost(ZHrContract, '/HumanResource/AddContract', body),
    onSuccess: () => invalidate('/HumanResource/AddContract'),
  });
}
