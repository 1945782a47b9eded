import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client.ts';

/** A row of Notification/GetByRole: a notice active today for the role. */
export interface TNotice {
  notificationId: number;
  notificationContext: string;
  startDate: string;
  endDate: string;
  role: number;
  isActive: number;
}

export function useRoleNotices(roleId: number | null) {
  return useQuery({
    queryKey: ['notification', 'by-role', roleId],
    queryFn: () => apiGet<TNotice[]>('/Notification/GetByRole', { roleId }),
    enabled: roleId !== null,
  });
}
