import type { TCatalogueDefinition } from '@packline/domain';
import { Button } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useCatalogueColumns } from './catalogue-columns.tsx';
import { CatalogueFormFields, toCatalogueBody, toCatalogueFormValues } from './catalogue-form-fields.tsx';
import { CrudTable, type TFormValues } from './crud-table.tsx';
import { ListDialog, useRowDialog } from './list-dialog.tsx';
import type { TCrudTableBinding, TRow } from './use-crud-resource.ts';

const NONE: readonly string[] = [];

/** A row action that opens a dialog listing the row's children (Modify Pages, Action Edit). */
export interface TChildListAction {
  /** The button text; the dialog is titled '{label}: {the row's label}'. */
  label: string;
  testId: string;
  render: (row: TRow) => ReactNode;
}

export interface TCatalogueCrudTableProps {
  def: TCatalogueDefinition;
  /** `useCrudResource(...).tableProps`. */
  binding: TCrudTableBinding<TRow>;
  /** The row these rows belong to (a dialog's parent): its id field is hidden and sent on add and update. */
  parent?: { key: string; id: number };
  childList?: TChildListAction;
  requiredMessage?: string;
  testId?: string;
}

/** A CrudTable whose columns and add / edit form come from a catalogue definition. */
export function CatalogueCrudTable({
  def,
  binding,
  parent,
  childList,
  requiredMessage,
  testId,
}: TCatalogueCrudTableProps) {
  const parentKey = parent?.key;
  const parentId = parent?.id;
  const fixedKeys = useMemo(() => (parentKey ? [parentKey] : NONE), [parentKey]);
  const columns = useCatalogueColumns(def, fixedKeys);
  const toBody = useCallback(
    (values: TFormValues) => ({
      ...toCatalogueBody(def, values),
      ...(parentKey ? { [parentKey]: parentId } : {}),
    }),
    [def, parentKey, parentId],
  );
  // A new row's form starts with the choices the definition names (a monitor group is Active).
  const addValues = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(def.fields).flatMap(([key, field]) =>
          field.kind === 'choice' && field.initial !== undefined ? [[key, field.initial]] : [],
        ),
      ),
    [def],
  );
  const childDialog = useRowDialog<TRow>();
  const openRow = childDialog.row;
  return (
    <>
      <CrudTable<TRow>
        {...binding}
        columns={columns}
        entityName={def.title}
        addValues={addValues}
        toFormValues={(row) => toCatalogueFormValues(def, row)}
        toBody={toBody}
        renderForm={({ mode }) => (
          <CatalogueFormFields def={def} mode={mode} omit={fixedKeys} requiredMessage={requiredMessage} />
        )}
        rowActions={
          childList &&
          ((row) => (
            <Button type="link" size="small" onClick={() => childDialog.openFor(row)} data-testid={childList.testId}>
              {childList.label}
            </Button>
          ))
        }
        testId={testId}
      />
      {childList && (
        <ListDialog {...childDialog.dialogProps} title={`${childList.label}: ${String(openRow?.[def.labelKey] ?? '')}`}>
          {openRow && childList.render(openRow)}
        </ListDialog>
      )}
    </>
  );
}
