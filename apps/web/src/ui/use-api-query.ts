import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * useQuery for a server read, asked for while the screen is still rendering (issue 20: a reload's data sooner).
 * useQuery alone sends its request from an effect, once the whole page (shell, filters, table frame) is in the DOM;
 * here the first render of a query the cache does not hold yet starts it, and useQuery then shares that request. The
 * instance that started it does not ask again when it mounts, even if the request has already failed (one error
 * dialog, not two).
 */
export function useApiQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
) {
  const client = useQueryClient();
  const [startedHere] = useState(() => {
    const { queryKey, queryFn, enabled } = options;
    const wanted = enabled === undefined || enabled === true;
    if (!wanted || typeof queryFn !== 'function' || client.getQueryState(queryKey) !== undefined) return false;
    void client.prefetchQuery({ queryKey, queryFn });
    return true;
  });
  return useQuery(startedHere ? { ...options, retryOnMount: false } : options);
}
