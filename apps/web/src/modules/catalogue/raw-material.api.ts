import { ZRawMaterial, ZRawMaterialList } from '@packline/domain';
import { useApiList, useCrudResource } from '../../ui/use-crud-resource.ts';

export const RAW_MATERIAL_LIST_PATH = '/RawMaterial/GetAllRawMaterial';
export const RAW_MATERIAL_DELETE_PATH = '/RawMaterial/DeleteRawMaterial';

/** Live raw materials; `code` filters on the server, whatever the hyphens and case. */
export function useRawMaterials(code = '') {
  return useCrudResource(ZRawMaterial, {
    idKey: 'rawMaterialId',
    listPath: RAW_MATERIAL_LIST_PATH,
    listParams: code ? { code } : undefined,
    addPath: '/RawMaterial/AddRawMaterial',
    updatePath: '/RawMaterial/UpdateRawMaterial',
  });
}

/** The live raw materials as one list (a picker's, a price list's, a purchase order's). */
export function useRawMaterialList() {
  return useApiList(ZRawMaterialList, RAW_MATERIAL_LIST_PATH);
}

export function useDeletedRawMaterials() {
  return useApiList(ZRawMaterialList, '/RawMaterial/GetAllDeletedRawMaterial');
}
