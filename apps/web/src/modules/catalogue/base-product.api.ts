import { ZBaseProduct, ZBaseProductList, ZProductMachineMapping } from '@packline/domain';
import { useApiList, useCrudResource } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

export const BASE_PRODUCT_DELETE_PATH = '/BaseProduct/DeleteBaseProduct';

/** The Base Product tables: one page of the live base products, paged, sorted and searched by the server. */
export function useBaseProductPage() {
  return useServerTable(ZBaseProduct, '/BaseProduct/GetAllBaseProduct');
}

/**
 * Add / edit a base product. The Base Product screen reads its list a page at a time (useBaseProductPage) and asks
 * for no list here (`list: false`); the quotation editor still reads the whole list.
 */
export function useBaseProducts({ list = true }: { list?: boolean } = {}) {
  return useCrudResource(ZBaseProduct, {
    idKey: 'baseProductId',
    listPath: '/BaseProduct/GetAllBaseProduct',
    enabled: list,
    addPath: '/BaseProduct/AddBaseProduct',
    updatePath: '/BaseProduct/UpdateBaseProduct',
  });
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
