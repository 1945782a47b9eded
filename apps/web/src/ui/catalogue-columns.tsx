import {
  cutText,
  formatDate,
  type TCatalogueDefinition,
  type TCatalogueField,
  type TCatalogueKey,
} from '@packline/domain';
import { Image } from 'antd';
import { useMemo } from 'react';
import type { TCrudColumn } from './crud-table.tsx';
import type { TRow } from './use-crud-resource.ts';
import { type TReferenceLabels, useReferenceLabels } from './use-reference.ts';

/** How a field reads in a table cell (and what the search box matches). */
function displayText(field: TCatalogueField, value: unknown, labels: TReferenceLabels): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'choice':
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case 'reference':
      return labels[field.catalogue as TCatalogueKey]?.get(Number(value)) ?? String(value);
    case 'date':
      return formatDate(value as string);
    default:
      return String(value);
  }
}

function column(key: string, field: TCatalogueField, labels: TReferenceLabels): TCrudColumn<TRow> {
  const text = (row: TRow) => displayText(field, row[key], labels);
  const base: TCrudColumn<TRow> = { key, dataIndex: key, title: field.label, searchText: text };
  switch (field.kind) {
    case 'image':
      return {
        ...base,
        searchText: () => '',
        render: (value: unknown) =>
          typeof value === 'string' && value ? <Image src={value} width={40} height={40} alt={field.label} /> : null,
      };
    case 'number':
      return { ...base, align: 'right', render: (_value, row) => text(row) };
    case 'text':
      // spec 01 §9: text is cut at 60 characters.
      return field.textarea ? { ...base, render: (_value, row) => cutText(text(row)) } : base;
    default:
      return { ...base, render: (_value, row) => text(row) };
  }
}

const NONE: readonly string[] = [];

/** The table columns of a catalogue: choices show their label, references the referenced row's label. */
export function useCatalogueColumns(def: TCatalogueDefinition, omit: readonly string[] = NONE): TCrudColumn<TRow>[] {
  const fields = useMemo(() => Object.entries(def.fields).filter(([key]) => !omit.includes(key)), [def, omit]);
  const referenced = useMemo(
    () => [
      ...new Set(fields.flatMap(([, field]) => (field.kind === 'reference' ? [field.catalogue as TCatalogueKey] : []))),
    ],
    [fields],
  );
  const labels = useReferenceLabels(referenced);
  return useMemo(() => {
    const columns = fields.map(([key, field]) => column(key, field, labels));
    // A user-chosen id carries meaning (pallet type 2 temporary, 100 non-temporary), so it is shown.
    if (def.userChosenId) columns.unshift({ key: def.idKey, dataIndex: def.idKey, title: 'Id', width: 80 });
    return columns;
  }, [fields, labels, def]);
}
