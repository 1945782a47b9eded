import {
  CATALOGUES,
  catalogueListSchema,
  REFERENCE_SOURCES,
  type TCatalogueDefinition,
  type TCatalogueRow,
  ZRolePageMapping,
  ZRolePageMappingList,
} from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../api/client.ts';
import { useApiList, useCatalogueResource, useInvalidateController } from '../../ui/use-crud-resource.ts';

export type TPageGroupRow = TCatalogueRow<typeof CATALOGUES.pageGroup>;
export type TPageRow = TCatalogueRow<typeof CATALOGUES.page>;
export type TRoleRow = TCatalogueRow<typeof CATALOGUES.role>;

const MAPPINGS_PATH = '/RolePageMapping/GetAllRolePageMapping';

// The Page Management screen edits them through the generic catalogue table, which reads any catalogue's rows.
const PAGE_GROUP: TCatalogueDefinition = CATALOGUES.pageGroup;
const PAGE: TCatalogueDefinition = CATALOGUES.page;

export function usePageGroups() {
  return useCatalogueResource(PAGE_GROUP);
}

/** The pages of one group (the Modify Pages dialog). */
export function usePagesOfGroup(groupId: number) {
  return useCatalogueResource(PAGE, { listPath: '/Page/GetAllPagesByPageGroupId', listParams: { id: groupId } });
}

export function usePageGroupList() {
  return useApiList(catalogueListSchema(CATALOGUES.pageGroup), REFERENCE_SOURCES.pageGroup.path);
}

export function useAllPages() {
  return useApiList(catalogueListSchema(CATALOGUES.page), REFERENCE_SOURCES.page.path);
}

export function useRoles() {
  return useApiList(catalogueListSchema(CATALOGUES.role), REFERENCE_SOURCES.role.path);
}

export function useRolePageMappings() {
  return useApiList(ZRolePageMappingList, MAPPINGS_PATH);
}

export type TPageAccessChange =
  | { granted: true; roleId: number; pageId: number }
  | { granted: false; mappingId: number };

/** Grants a page to a role (AddRolePageMapping) or withdraws it (DeleteRolePageMapping), then refetches the mappings. */
export function useSetPageAccess() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (change: TPageAccessChange) =>
      change.granted
        ? apiPost(ZRolePageMapping, '/RolePageMapping/AddRolePageMapping', {
            roleId: change.roleId,
            pageId: change.pageId,
          })
        : apiDelete(ZRolePageMapping, '/RolePageMapping/DeleteRolePageMapping', { id: change.mappingId }),
    onSettled: () => invalidate(MAPPINGS_PATH),
  });
}
