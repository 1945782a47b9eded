import { ZSalesOrderTracking, ZSuborderTracking } from '@packline/domain';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of the tracking screens (spec 02 §2 Work order tracking; the original's placeholder SalesOrder and
// SubOrder pages, made real): each a list paged by the server. The work order tracking list is the work orders module's
// (useWorkOrderTrackingPage, work-orders.api.ts).

/** GET WorkOrder/GetSalesOrderTracking: sales orders with their work orders and steps; ?open=1. */
export const useSalesOrderTrackingPage = (filters: { open?: '1' }) =>
  useServerTable(ZSalesOrderTracking, '/WorkOrder/GetSalesOrderTracking', { filters: { ...filters } });

/** GET Suborder/GetSuborderTracking: every suborder; ?status, machineId, actionId. */
export const useSuborderTrackingPage = (filters: { status?: string; machineId?: number; actionId?: number }) =>
  useServerTable(ZSuborderTracking, '/Suborder/GetSuborderTracking', { filters: { ...filters } });
