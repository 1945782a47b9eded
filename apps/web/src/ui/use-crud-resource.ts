import type { TCatalogueDefinition } from '@packline/domain';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiDelete, apiGet, apiPost, apiPut, type TRequestOptions } from '../api/client.ts';

export type TQueryParams = TRequestOptions['params'];
export type TRow = Record<string, unknown>;

const API_KEY = 'api';

/**
 * Every GET is cached under its path (and params), so a reference select and the page that manages that
 * catalogue share one fetch, and one invalidation refreshes both.
 */
export function apiQueryKey(path: string, params?: TQueryParams): QueryKey {
  return params ? [API_KEY, path, params] : [API_KEY, path];
}

/** '/Page/AddPage' → '/Page/': a change made through a controller makes every list read from it stale. */
function controllerPrefix(path: string): string {
  const [, controller = ''] = path.split('/');
  return `/${controller}/`;
}

/** Marks stale (and refetches the shown) lists read from the controller of `path`. */
export function useInvalidateController(): (path: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (path: string) => {
      const prefix = controllerPrefix(path);
      return queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === API_KEY && typeof queryKey[1] === 'string' && queryKey[1].startsWith(prefix),
      });
    },
    [queryClient],
  );
}

/** A GET list (the envelope's data array) through TanStack Query. */
export function useApiList<T>(path: string, params?: TQueryParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: apiQueryKey(path, params),
    queryFn: () => apiGet<T[]>(path, params),
    enabled: options.enabled ?? true,
  });
}

/** One row read only to prefill a field: quiet, since the user can type the value when it is missing. */
export function useOptionalRow<T>(path: string, params: Record<string, number>, enabled: boolean) {
  return useQuery({
    queryKey: apiQueryKey(path, params),
    queryFn: () => apiGet<T>(path, params, { silent: true }),
    enabled,
  });
}

export interface TCrudEndpoints {
  /** The row's id field on the wire; rows are keyed by it and Delete sends it as ?id=. */
  idKey: string;
  listPath: string;
  listParams?: TQueryParams;
  /** POST with the body; omitted → no Add. */
  addPath?: string;
  /** PUT with the body including the idKey; omitted → no Edit. */
  updatePath?: string;
  /** DELETE ?id={row[idKey]}; omitted → no Delete. */
  deletePath?: string;
  enabled?: boolean;
}

/** What `useCrudResource` hands to `<CrudTable {...resource.tableProps} />`. */
export interface TCrudTableBinding<T extends object> {
  rows: T[] | undefined;
  loading: boolean;
  rowKey: string;
  onAdd?: (body: TRow) => Promise<unknown>;
  onUpdate?: (body: TRow) => Promise<unknown>;
  onDelete?: (row: T) => Promise<unknown>;
}

export interface TCrudResource<T extends object> {
  rows: T[];
  isLoading: boolean;
  add: (body: TRow) => Promise<T>;
  update: (body: TRow) => Promise<T>;
  remove: (row: T) => Promise<T>;
  tableProps: TCrudTableBinding<T>;
}

/**
 * One list plus its add / update / delete calls; each change refetches the lists of that controller.
 * The API client shows the Error! / Success! dialogs, so callers only decide what to do next.
 */
export function useCrudResource<T extends object>(endpoints: TCrudEndpoints): TCrudResource<T> {
  const { idKey, listPath, listParams, addPath, updatePath, deletePath, enabled } = endpoints;
  const list = useApiList<T>(listPath, listParams, { enabled });
  const invalidate = useInvalidateController();
  const refresh = () => invalidate(listPath);

  const addMutation = useMutation({
    mutationFn: (body: TRow) => apiPost<T>(addPath ?? '', body),
    onSuccess: refresh,
  });
  const updateMutation = useMutation({
    mutationFn: (body: TRow) => apiPut<T>(updatePath ?? '', body),
    onSuccess: refresh,
  });
  const deleteMutation = useMutation({
    mutationFn: (row: T) => apiDelete<T>(deletePath ?? '', { id: (row as TRow)[idKey] as number }),
    onSuccess: refresh,
  });

  const rows = list.data;
  const add = addMutation.mutateAsync;
  const update = updateMutation.mutateAsync;
  const remove = deleteMutation.mutateAsync;
  const tableProps = useMemo<TCrudTableBinding<T>>(
    () => ({
      rows,
      loading: list.isFetching,
      rowKey: idKey,
      onAdd: addPath ? add : undefined,
      onUpdate: updatePath ? update : undefined,
      onDelete: deletePath ? remove : undefined,
    }),
    [rows, list.isFetching, idKey, addPath, updatePath, deletePath, add, update, remove],
  );

  return { rows: rows ?? [], isLoading: list.isLoading, add, update, remove, tableProps };
}

/** The generic catalogue calls of spec 01 §7 for one definition (read-only catalogues only list). */
export function catalogueEndpoints(def: TCatalogueDefinition): TCrudEndpoints {
  const base = `/${def.controller}`;
  const listPath = `${base}/GetAll${def.name}`;
  if (def.readOnly) return { idKey: def.idKey, listPath };
  return {
    idKey: def.idKey,
    listPath,
    addPath: `${base}/Add${def.name}`,
    updatePath: `${base}/Update${def.name}`,
    deletePath: `${base}/Delete${def.name}`,
  };
}
