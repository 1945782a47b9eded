import { TASK_DASHBOARD, ZTaskDashboard } from '@packline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../api/client.ts';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey } from '../../ui/use-crud-resource.ts';

// The Task Dashboard's data (ours: GET Suborder/GetTaskDashboard), quietly (a TV shows no spinner or dialog); every
// 30 s (spec 02 §9) unless the live stream refreshes it.

const PATH = '/Suborder/GetTaskDashboard';

export const useTaskDashboard = (polling: boolean) =>
  useApiQuery({
    queryKey: apiQueryKey(PATH),
    queryFn: () => apiGet(ZTaskDashboard, PATH, undefined, { silent: true }),
    refetchInterval: polling ? TASK_DASHBOARD.refreshMs : false,
  });

/** Refetches the dashboard (a production change was pushed). */
export function useRefreshTaskDashboard(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: apiQueryKey(PATH) }), [client]);
}
