import { CATALOGUES, type DELIVERY_FEE_FLAGS, type TCatalogueDefinition } from '@packline/domain';
import { catalogueEndpoints, type TRow, useApiList, useCrudResource } from '../../ui/use-crud-resource.ts';

export type TDeliveryFeeFlag = (typeof DELIVERY_FEE_FLAGS)[number];

/** The rows of one catalogue with its generic Add / Update / Delete calls. */
export function useCatalogue(def: TCatalogueDefinition) {
  return useCrudResource<TRow>(catalogueEndpoints(def));
}

export function useDeliveryFeeFlags() {
  return useApiList<TDeliveryFeeFlag>('/DeliveryMethod/GetAllDeliveryFeeFlags');
}

/** The production steps of one product type, in sequence (the Action Edit dialog). */
export function useProductTypeActions(productTypeId: number) {
  return useCrudResource<TRow>({
    ...catalogueEndpoints(CATALOGUES.productTypeAction),
    listPath: '/ProductTypeAction/GetActionIdByProductTypeId',
    listParams: { productTypeId },
  });
}
