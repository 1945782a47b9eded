import {
  employeeName,
  type TAddApplicationDetails,
  type TAddRawMaterialApplication,
  ZApplicationDetail,
  ZApplicationDetailList,
  ZRawMaterialApplication,
  ZRawMaterialBox,
  ZRawMaterialBoxList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiDelete, apiPost, apiPut } from '../../api/client.ts';
import { useApiList, useCrudResource, useInvalidateController } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';
import { useRawMaterialList } from '../catalogue/raw-material.api.ts';
import { useEmployeeNames } from '../employees/employees.api.ts';

// Query hooks of the raw material screens (spec 02 §7 Raw material application): the applications, their picked
// boxes (application details), where a raw material's boxes stand, and the raw material box list.

const APPLICATIONS = '/RawMaterialApplication/';
const DETAILS = '/ApplicationDetails/';
const APPLICATION_LIST_PATH = '/RawMaterialApplication/GetAllRawMaterialApplication';
const DETAIL_LIST_PATH = '/ApplicationDetails/GetAllApplicationDetails';

/** One page of the applications; `state` 0 not picked, 1 picked, 2 complete. */
export function useApplicationPage(filters: { state?: number }) {
  return useServerTable(ZRawMaterialApplication, APPLICATION_LIST_PATH, { filters });
}

/** Edit / delete an application (the list is read a page at a time, useApplicationPage). */
export function useApplications() {
  return useCrudResource(ZRawMaterialApplication, {
    idKey: 'applicationId',
    listPath: APPLICATION_LIST_PATH,
    enabled: false,
    updatePath: '/RawMaterialApplication/UpdateRawMaterialApplication',
    deletePath: '/RawMaterialApplication/DeleteRawMaterialApplication',
  });
}

export function useAddApplication() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (body: TAddRawMaterialApplication) =>
      apiPost(ZRawMaterialApplication, '/RawMaterialApplication/AddRawMaterialApplication', body),
    onSuccess: () => invalidate(APPLICATIONS),
  });
}

/** Process: production receives a picked application (complete). */
export function useReceiveRawMaterial() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: { rawMaterialApplicationId: number; quantity: number }) =>
      apiPut(ZRawMaterialApplication, '/RawMaterialApplication/ReceiveRawMaterial', undefined, { params }),
    onSuccess: () => invalidate(APPLICATIONS),
  });
}

/** Warehouse Confirm: the caller confirms the pick (processed 1). */
export function useProcessApplication() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (id: number) =>
      apiPut(ZRawMaterialApplication, '/RawMaterialApplication/ProcessRawMaterialApplication', undefined, {
        params: { id },
      }),
    onSuccess: async () => {
      await invalidate(APPLICATIONS);
      await invalidate(DETAILS);
    },
  });
}

/** One page of picked boxes: one application's (applicationId) or every one (Application Details). */
export function useApplicationDetailPage(filters: { applicationId?: number; runout?: number }) {
  return useServerTable(ZApplicationDetail, DETAIL_LIST_PATH, { filters });
}

/** Picking and unpicking a box for an application (Warehouse Confirm's dialog). */
export function usePickBoxes() {
  const invalidate = useInvalidateController();
  const refresh = async () => {
    await invalidate(DETAILS);
    await invalidate('/RawMaterialBox/');
    await invalidate(APPLICATIONS);
  };
  const add = useMutation({
    mutationFn: (body: TAddApplicationDetails) =>
      apiPost(ZApplicationDetail, '/ApplicationDetails/AddApplicationDetails', body, { silent: true }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiDelete(ZApplicationDetail, '/ApplicationDetails/DeleteApplicationDetails', { id }),
    onSuccess: refresh,
  });
  return { add, remove };
}

export function useMarkAsRunout() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: { id: number; runout: number }) =>
      apiPut(ZApplicationDetail, '/ApplicationDetails/MarkAsRunout', undefined, { params }),
    onSuccess: () => invalidate(DETAILS),
  });
}

/** A raw material's boxes in the warehouse, with their pallet and its cell or temporary zone. */
export function useRawMaterialBoxLocations(rawMaterialId: number | null) {
  return useApiList(
    ZRawMaterialBoxList,
    '/RawMaterialBox/GetRawMaterialBoxLocationByRawMaterialId',
    { rawMaterialId: rawMaterialId ?? 0 },
    { enabled: rawMaterialId !== null },
  );
}

/** GET Plate/GetRawMaterialBoxByPlateId?plateId: the raw material boxes on a pallet (none asked without a pallet). */
export function usePalletRawMaterialBoxes(plateId: number | null) {
  return useApiList(
    ZRawMaterialBoxList,
    '/Plate/GetRawMaterialBoxByPlateId',
    { plateId: plateId ?? 0 },
    { enabled: plateId !== null },
  );
}

/** GET ApplicationDetails/GetRemainingRawMaterialBoxByProductId: the picked raw material boxes a job may have used. */
export const useRemainingRawMaterialBoxes = (productId: number | null) =>
  useApiList(
    ZApplicationDetailList,
    '/ApplicationDetails/GetRemainingRawMaterialBoxByProductId',
    { productId: productId ?? 0 },
    { enabled: productId !== null },
  );

/** One page of the raw material boxes: the live ones (active 1) or the obsolete ones (0). */
export function useRawMaterialBoxPage(filters: { active: number }) {
  return useServerTable(ZRawMaterialBox, '/RawMaterialBox/GetAllRawMaterialBox', { filters });
}

/** The New application form's pickers: the raw materials and the people who may apply. */
export function useApplicationOptions() {
  const materials = useRawMaterialList();
  const employees = useEmployeeNames();
  const rawMaterialOptions = useMemo(
    () =>
      (materials.data ?? []).map((m) => ({
        value: m.rawMaterialId,
        label: `${m.rawMaterialCode} ${m.rawMaterialName}`,
      })),
    [materials.data],
  );
  const employeeOptions = useMemo(
    () => (employees.data ?? []).map((e) => ({ value: e.employeeId, label: employeeName(e) })),
    [employees.data],
  );
  return {
    rawMaterialOptions,
    employeeOptions,
    loading: materials.isLoading || employees.isLoading,
  };
}
