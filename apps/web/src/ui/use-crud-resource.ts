import { catalogueRowSchema, type TCatalogueDefinition } from '@packline/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut, type TReply, type TReplyOf, type TRequestOptions } from '../api/client.ts';
import { useApiQuery } from './use-api-query.ts';

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
          queryKey[0] === API_KEY &&
          typeof queryKey[1] === 'string' &&
          // '/LeaveRequest' itself (a REST-style list) as well as '/LeaveRequest/…'.
          (queryKey[1].startsWith(prefix) || queryKey[1] === prefix.slice(0, -1)),
      });
    },
    [queryClient],
  );
}

/** A GET list (the envelope's data array, `reply` its schema) through TanStack Query. */
export function useApiList<R extends TReply>(
  reply: R,
  path: string,
  params?: TQueryParams,
  options: { enabled?: boolean } = {},
) {
  return useApiQuery({
    queryKey: apiQueryKey(path, params),
    queryFn: () => apiGet(reply, path, params),
    enabled: options.enabled ?? true,
  });
}

/** One row read only to prefill a field: quiet, since the user can type the value when it is missing. */
export function useOptionalRow<R extends TReply>(
  reply: R,
  path: string,
  params: Record<string, number>,
  enabled: boolean,
) {
  return useApiQuery({
    queryKey: apiQueryKey(path, params),
    queryFn: () => apiGet(reply, path, params, { silent: true }),
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

/** What Add, Update and Delete answer, where a call answers something else than the row (an id, true). */
export interface TCrudReplies<A extends TReply, U extends TReply, D extends TReply> {
  add?: A;
  update?: U;
  remove?: D;
}

/** The antd Table props of a read list (refine's `tableProps`): spread into <ListTable>, <CrudList> or <CrudTable>. */
export interface TListRowsBinding<T extends object> {
  dataSource: T[] | undefined;
  loading: boolean;
  rowKey: string;
}

/** The add / update / delete calls the list offers (each only when its path is given), for <CrudTable {...editProps}>. */
export interface TCrudEditBinding<T extends object> {
  onAdd?: (body: TRow) => Promise<unknown>;
  onUpdate?: (body: TRow) => Promise<unknown>;
  onDelete?: (row: T) => Promise<unknown>;
}

/**
 * `useCrudResource(...).tableProps`. It still carries the edit calls for the screens that spread only `tableProps` into
 * <CrudTable> (warehouse, purchasing, production: issue 32 §4, until they spread `editProps` too).
 */
export type TCrudTableBinding<T extends object> = TListRowsBinding<T> & TCrudEditBinding<T>;

export interface TCrudResource<T extends object, A = T, U = T, D = T> {
  rows: T[];
  isLoading: boolean;
  add: (body: TRow) => Promise<A>;
  update: (body: TRow) => Promise<U>;
  remove: (row: T) => Promise<D>;
  tableProps: TCrudTableBinding<T>;
  editProps: TCrudEditBinding<T>;
}

const listSchemas = new WeakMap<TReply, TReply>();

/** The list reply of a row schema, made once per row schema. */
function listOf<R extends TReply>(row: R): z.ZodArray<R> {
  let list = listSchemas.get(row);
  if (!list) {
    list = z.array(row);
    listSchemas.set(row, list);
  }
  return list as z.ZodArray<R>;
}

/**
 * One list plus its add / update / delete calls; each change refetches the lists of that controller. `row` is the
 * reply schema of one row (domain `Z…`): the list is an array of it, and Add / Update / Delete answer it unless
 * `replies` says otherwise. The API client shows the Error! / Success! dialogs, so callers only decide what to do next.
 */
export function useCrudResource<R extends TReply, A extends TReply = R, U extends TReply = R, D extends TReply = R>(
  row: R,
  endpoints: TCrudEndpoints,
  replies: TCrudReplies<A, U, D> = {},
): TCrudResource<TReplyOf<R> & object, TReplyOf<A>, TReplyOf<U>, TReplyOf<D>> {
  type T = TReplyOf<R> & object;
  const { idKey, listPath, listParams, addPath, updatePath, deletePath, enabled } = endpoints;
  const list = useApiList(listOf(row), listPath, listParams, { enabled });
  const invalidate = useInvalidateController();
  const refresh = () => invalidate(listPath);

  const addMutation = useMutation({
    mutationFn: (body: TRow) => apiPost((replies.add ?? row) as A, addPath ?? '', body),
    onSuccess: refresh,
  });
  const updateMutation = useMutation({
    mutationFn: (body: TRow) => apiPut((replies.update ?? row) as U, updatePath ?? '', body),
    onSuccess: refresh,
  });
  const deleteMutation = useMutation({
    mutationFn: (target: T) =>
      apiDelete((replies.remove ?? row) as D, deletePath ?? '', { id: (target as TRow)[idKey] as number }),
    onSuccess: refresh,
  });

  const rows = list.data as T[] | undefined;
  const add = addMutation.mutateAsync;
  const update = updateMutation.mutateAsync;
  const remove = deleteMutation.mutateAsync;
  const editProps = useMemo<TCrudEditBinding<T>>(
    () => ({
      onAdd: addPath ? add : undefined,
      onUpdate: updatePath ? update : undefined,
      onDelete: deletePath ? remove : undefined,
    }),
    [addPath, updatePath, deletePath, add, update, remove],
  );
  const tableProps = useMemo<TCrudTableBinding<T>>(
    () => ({ dataSource: rows, loading: list.isFetching, rowKey: idKey, ...editProps }),
    [rows, list.isFetching, idKey, editProps],
  );

  return { rows: rows ?? [], isLoading: list.isLoading, add, update, remove, tableProps, editProps };
}

/** The rows of one catalogue (spec 01 §7) with its generic Add / Update / Delete calls, typed by its reply schema. */
export function useCatalogueResource(def: TCatalogueDefinition, endpoints: Partial<TCrudEndpoints> = {}) {
  return useCrudResource(catalogueRowSchema(def), { ...catalogueEndpoints(def), ...endpoints });
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

/** A read list's antd Table props from its query (refine's `tableProps`): the rows, and whether they are being read. */
export function queryTableProps<T>(query: { data?: T[]; isFetching: boolean }) {
  return { dataSource: query.data, loading: query.isFetching };
}
