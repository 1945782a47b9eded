import {
  CATALOGUES,
  catalogueListSchema,
  type TCatalogueDefinition,
  ZArrangementMachineList,
  ZDeliveryFeeFlagList,
} from '@packline/domain';
import { useApiList, useCatalogueResource } from '../../ui/use-crud-resource.ts';

/** The rows of one catalogue with its generic Add / Update / Delete calls (the catalogue screens read any catalogue). */
export function useCatalogue(def: TCatalogueDefinition) {
  return useCatalogueResource(def);
}

export function useDeliveryFeeFlags() {
  return useApiList(ZDeliveryFeeFlagList, '/DeliveryMethod/GetAllDeliveryFeeFlags');
}

/** The production steps of one product type, in sequence (the Action Edit dialog). */
export function useProductTypeActions(productTypeId: number) {
  const def: TCatalogueDefinition = CATALOGUES.productTypeAction;
  return useCatalogueResource(def, {
    listPath: '/ProductTypeAction/GetActionIdByProductTypeId',
    listParams: { productTypeId },
  });
}

/** The notices active today for a role (Notification/GetByRole), for the Home page's notice board. */
export function useRoleNotices(roleId: number | null) {
  return useApiList(
    catalogueListSchema(CATALOGUES.notification),
    '/Notification/GetByRole',
    { roleId },
    { enabled: roleId !== null },
  );
}

/** GET Machine/GetAllMachine: the machines (the work arrangement grid's rows, the machine pickers). */
export const useMachines = () => useApiList(ZArrangementMachineList, '/Machine/GetAllMachine');
