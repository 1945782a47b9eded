import {
  type TBoxNotes,
  type TUpdateBoxQuantity,
  ZBoxInfo,
  ZBoxInfoList,
  ZBoxList,
  ZBoxLocationList,
  ZDeletedBoxList,
  ZHeldBoxList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { type TQueryParams, useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Query hooks of box management (spec 02 §7 Box calls): Boxes Info and Obsolete Box page on the server, the hold list
// and Delete History read whole lists (boxes on hold; one date range); each write refreshes every Box list.

export interface TBoxInfoFilters {
  productId?: number;
  customerId?: number;
  /** YYYY-MM-DD, Auckland days, both included. */
  startDate?: string;
  endDate?: string;
  status?: number;
}

const defined = (params: object): TQueryParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as TQueryParams;

/** GET Box/GetAllInfo one page at a time (Boxes Info, Obsolete Box). */
export function useBoxInfoPage(filters: TBoxInfoFilters) {
  return useServerTable(ZBoxInfo, '/Box/GetAllInfo', { filters: defined(filters) });
}

/** GET Box/GetUnholding: the boxes on hold, each with when and by whom it was held. */
export function useBoxesOnHold() {
  return useApiList(ZHeldBoxList, '/Box/GetUnholding');
}

/** GET Box/GetDel: the boxes deleted between two days. */
export function useDeletedBoxes(range: { beginDate: string; endDate: string }, enabled = true) {
  return useApiList(ZDeletedBoxList, '/Box/GetDel', range, { enabled });
}

/** GET Box/GetBoxLocationByProductId: the product's boxes in stock, with their pallet and shelf cell or temp zone. */
export function useBoxLocations(productId: number | null | undefined) {
  return useApiList(
    ZBoxLocationList,
    '/Box/GetBoxLocationByProductId',
    { productId: productId ?? 0 },
    { enabled: Boolean(productId) },
  );
}

/** GET Box/GetAllBox?suborderId: the boxes made for a job, with their pallets. */
export const useJobBoxes = (suborderId: number | null) =>
  useApiList(ZBoxList, '/Box/GetAllBox', { suborderId: suborderId ?? 0 }, { enabled: suborderId !== null });

/** A PUT on a list of box ids (with the notes in the query for the calls that take them). */
function useBoxBatch(path: string) {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: ({ boxIds, notes }: { boxIds: number[]; notes?: TBoxNotes }) =>
      apiPut(ZBoxInfoList, path, boxIds, { params: defined(notes ?? {}) }),
    onSuccess: () => invalidate('/Box/'),
  });
}

/** PUT Box/ObsoleteBoxs?Notes&empNotes: Batch delete. */
export const useObsoleteBoxes = () => useBoxBatch('/Box/ObsoleteBoxs');
/** PUT Box/MarkDefects?Notes&empNotes: Hold Product. */
export const useMarkDefects = () => useBoxBatch('/Box/MarkDefects');
/** PUT Box/UnMarkDefects: release to stock. */
export const useUnmarkDefects = () => useBoxBatch('/Box/UnMarkDefects');
/** PUT Box/DeleteToDead: reject to dead stock. */
export const useDeleteToDead = () => useBoxBatch('/Box/DeleteToDead');

/** PUT Box/UpdateBoxQuantity: the per-row Edit. */
export function useUpdateBoxQuantity() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TUpdateBoxQuantity) => apiPut(ZBoxInfo, '/Box/UpdateBoxQuantity', body),
    onSuccess: () => invalidate('/Box/'),
  });
}
