import {
  CATALOGUES,
  catalogueListSchema,
  REFERENCE_SOURCES,
  type TCatalogueDefinition,
  type TCatalogueKey,
  ZEmployeeNameList,
} from '@packline/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiGet } from '../api/client.ts';
import { apiQueryKey, type TRow, useApiList } from './use-crud-resource.ts';

export interface TReferenceOption {
  value: number;
  label: string;
}

/** The reply of the list a reference reads: a catalogue's GetAll, or the employee picker's names. */
function referenceList(key: TCatalogueKey) {
  return key === 'employee' ? ZEmployeeNameList : catalogueListSchema<TCatalogueDefinition>(CATALOGUES[key]);
}

function toOptions(key: TCatalogueKey, rows: readonly TRow[] | undefined): TReferenceOption[] {
  const source = REFERENCE_SOURCES[key];
  const labelOf = (row: TRow) =>
    source.labelKeys
      .map((labelKey) => row[labelKey] ?? '')
      .join(' ')
      .trim();
  return (rows ?? []).map((row) => ({ value: Number(row[source.idKey]), label: labelOf(row) }));
}

/** The rows another catalogue may point at, as select options (id → the row's label field). */
export function useReferenceOptions(key: TCatalogueKey) {
  const query = useApiList(referenceList(key), REFERENCE_SOURCES[key].path);
  const options = useMemo(() => toOptions(key, query.data), [key, query.data]);
  return { options, loading: query.isLoading };
}

export type TReferenceLabels = Partial<Record<TCatalogueKey, ReadonlyMap<number, string>>>;

/** For tables: id → label of each referenced catalogue, fetched together (and shared with the selects). */
export function useReferenceLabels(keys: readonly TCatalogueKey[]): TReferenceLabels {
  const combine = useCallback(
    (results: { data?: readonly TRow[] }[]) =>
      Object.fromEntries(
        keys.map((key, index) => [
          key,
          new Map(toOptions(key, results[index]?.data).map((option) => [option.value, option.label])),
        ]),
      ) as TReferenceLabels,
    [keys],
  );
  return useQueries({
    queries: keys.map((key) => ({
      queryKey: apiQueryKey(REFERENCE_SOURCES[key].path),
      queryFn: (): Promise<readonly TRow[]> => apiGet(referenceList(key), REFERENCE_SOURCES[key].path),
    })),
    combine,
  });
}
