import { ZRawMaterialApplication } from '@packline/domain';
import { useApiPage } from '../../../ui/use-server-table.ts';

// What the phone's Warehouse Confirm lists (issue 14); picking itself reuses raw-material-applications.api.ts.

/** The applications waiting for the warehouse to pick (processed 0), oldest first. */
export function useApplicationsAwaitingPicking() {
  return useApiPage(ZRawMaterialApplication, '/RawMaterialApplication/GetAllRawMaterialApplication', {
    state: 0,
    page: 1,
    pageSize: 50,
    sortField: 'appliedAt',
    sortOrder: 'ascend',
  });
}
