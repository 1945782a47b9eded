import { ZBaseProduct, ZBaseProductList, ZProductMachineMapping } from '@packline/domain';
import { useApiList, useCrudResource } from '../../ui/use-crud-resource.ts';

export const BASE_PRODUCT_DELETE_PATH = '/BaseProduct/DeleteBaseProduct';

export function useBaseProducts() {
  return useCrudResource(ZBaseProduct, {
    idKey: 'baseProductId',
    listPath: '/BaseProduct/GetAllBaseProduct',
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
