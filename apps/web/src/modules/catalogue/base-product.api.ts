import { ZBaseProduct, ZBaseProductList, ZProductMachineMapping } from '@packline/domain';
import { useApiList, useCrudResource, useOptionalRow } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

export const BASE_PRODUCT_DELETE_PATH = '/BaseProduct/DeleteBaseProduct';

/** The Base Product tables: one page of the live base products, paged, sorted and searched by the server. */
export function useBaseProductPage() {
  return useServerTable(ZBaseProduct, '/BaseProduct/GetAllBaseProduct');
}

/**
 * Add / edit a base product. By default no list is read: the Base Product screen reads a page at a time
 * (useBaseProductPage) and the pickers search on the server (BASE_PRODUCT_OPTIONS).
 */
export function useBaseProducts({ list = false }: { list?: boolean } = {}) {
  return useCrudResource(ZBaseProduct, {
    idKey: 'baseProductId',
    listPath: '/BaseProduct/GetAllBaseProduct',
    enabled: list,
    addPath: '/BaseProduct/AddBaseProduct',
    updatePath: '/BaseProduct/UpdateBaseProduct',
  });
}

/** One live base product (BaseProduct/GetBaseProductById), read quietly; off while baseProductId is empty. */
export function useBaseProductById(baseProductId: number | null | undefined, enabled = true) {
  return useOptionalRow(
    ZBaseProduct,
    '/BaseProduct/GetBaseProductById',
    { id: baseProductId ?? 0 },
    enabled && Boolean(baseProductId),
  );
}

export function useDeletedBaseProducts() {
  return useApiList(ZBaseProductList, '/BaseProduct/GetAllDeletedBaseProduct');
}

/** The Machine Action Management rows of one base product. */
export function useMachineActions(baseProductId: number) {
  return useCrudResource(ZProductMachineMapping, {
    idKey: 'productMachineMappingId',
    listPath: '/ProductMachineMapping/GetAllProductMachineMapping',
    listParams: { baseProductId },
    addPath: '/ProductMachineMapping/AddProductMachineMapping',
    updatePath: '/ProductMachineMapping/UpdateProductMachineMapping',
    deletePath: '/ProductMachineMapping/DeleteProductMachineMapping',
  });
}
