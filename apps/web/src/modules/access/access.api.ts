import { CATALOGUES, REFERENCE_SOURCES } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../api/client.ts';
import {
  catalogueEndpoints,
  type TRow,
  useApiList,
  useCrudResource,
  useInvalidateController,
} from '../../ui/use-crud-resource.ts';

export interface TPageGroupRow {
  groupId: number;
  groupName: string;
  sortingOrder: number;
}

export interface TPageRow {
  pageId: number;
  pageName: string;
  pageUrl: string;
  sortingOrder: number;
  groupId: number;
}

export interface TRoleRow {
  roleId: number;
  roleName: string;
}

export interface TRolePageMapping {
  mappingId: number;
  roleId: number;
  pageId: number;
}

const MAPPINGS_PATH = '/RolePageMapping/GetAllRolePageMapping';

export function usePageGroups() {
  return useCrudResource<TRow>(catalogueEndpoints(CATALOGUES.pageGroup));
}

/** The pages of one group (the Modify Pages dialog). */
export function usePagesOfGroup(groupId: number) {
  return useCrudResource<TRow>({
    ...catalogueEndpoints(CATALOGUES.page),
    listPath: '/Page/GetAllPagesByPageGroupId',
    listParams: { id: groupId },
  });
}

export function usePageGroupList() {
  return useApiList<TPageGroupRow>(REFERENCE_SOURCES.pageGroup.path);
}

export function useAllPages() {
  return useApiList<TPageRow>(REFERENCE_SOURCES.page.path);
}

export function useRoles() {
  return useApiList<TRoleRow>(REFERENCE_SOURCES.role.path);
}

export function useRolePageMappings() {
  return useApiList<TRolePageMapping>(MAPPINGS_PATH);
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
        ? apiPost<TRolePageMapping>('/RolePageMapping/AddRolePageMapping', {
            roleId: change.roleId,
            pageId: change.pageId,
          })
        : apiDelete<TRolePageMapping>('/RolePageMapping/DeleteRolePageMapping', { id: change.mappingId }),
    onSettled: () => invalidate(MAPPINGS_PATH),
  });
}
