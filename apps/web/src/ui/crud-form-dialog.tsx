import { hasChanges, NO_CHANGES_MESSAGE } from '@packline/domain';
import { Alert, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { type TFormDialog, useFormDialog } from './use-form-dialog.tsx';

// The add / edit dialog of a list (a part of CrudTable): `useCrudForm` keeps which row is edited and saves through the
// list's calls; `<CrudFormDialog {...form.dialogProps}>` shows it with the screen's fields.

export type TFormValues = Record<string, unknown>;
export type TBody = Record<string, unknown>;
export type TFormMode = 'add' | 'edit';

export interface TCrudFormContext<T> {
  mode: TFormMode;
  /** The row being edited. */
  row?: T;
  form: FormInstance;
}

export interface TCrudFormOptions<T> {
  /** The id field an edit sends back. */
  rowKey: string;
  onAdd?: (body: TBody) => Promise<unknown>;
  onUpdate?: (body: TBody) => Promise<unknown>;
  /** The form's starting values when adding. */
  addValues?: TFormValues;
  /** The form's starting values when editing (default: the row itself). */
  toFormValues?: (row: T) => TFormValues;
  /** The request body from the form's values (default: the values as they are). */
  toBody?: (values: TFormValues, context: { mode: TFormMode; row?: T }) => TBody;
}

interface TEditing<T> {
  mode: TFormMode;
  row?: T;
}

/** What <CrudFormDialog> shows: the row being added or edited, the refusal above the fields, the dialog's handles. */
export interface TCrudFormState<T> {
  editing: TEditing<T> | null;
  error: string | null;
  dialog: TFormDialog<TFormValues>;
}

/** The add / edit dialog's state: `open('add')` / `open('edit', row)`, and `dialogProps` for <CrudFormDialog>. */
export function useCrudForm<T extends object>(options: TCrudFormOptions<T>) {
  // Kept after closing, so the dialog's content stays while it animates out.
  const [editing, setEditing] = useState<TEditing<T> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const dialog = useFormDialog<TFormValues>({
    saveTestId: 'crud-save',
    onSave: async (values) => {
      if (!editing) return;
      const { mode, row } = editing;
      let body = options.toBody ? options.toBody(values, { mode, row }) : values;
      if (mode === 'edit' && row) {
        body = { ...body, [options.rowKey]: (row as Record<string, unknown>)[options.rowKey] };
        // spec 01 §8: an update whose values equal the row's is refused without calling the server.
        if (!hasChanges(body, row)) {
          setError(NO_CHANGES_MESSAGE);
          return false;
        }
      }
      await (mode === 'add' ? options.onAdd : options.onUpdate)?.(body);
    },
    onValuesChange: () => setError(null),
  });

  const open = (mode: TFormMode, row?: T) => {
    setEditing({ mode, row });
    setError(null);
    dialog.show(mode === 'edit' && row ? (options.toFormValues?.(row) ?? (row as TFormValues)) : options.addValues);
  };
  const dialogProps: TCrudFormState<T> = { editing, error, dialog };
  return { open, dialogProps };
}

export interface TCrudFormDialogProps<T> extends TCrudFormState<T> {
  /** The Form.Items. */
  renderForm: (context: TCrudFormContext<T>) => ReactNode;
  /** Names the dialog: 'Add {entityName}' / 'Edit {entityName}'. */
  entityName?: string;
  width?: number | string;
  /** The form's name (default 'crud-form'). */
  name?: string;
}

/** The Add / Edit {entityName} dialog: the refusal (e.g. nothing changed) above the screen's fields, Cancel / Save. */
export function CrudFormDialog<T>({
  editing,
  error,
  dialog,
  renderForm,
  entityName,
  width,
  name,
}: TCrudFormDialogProps<T>) {
  if (!editing) return null;
  return (
    <Modal
      {...dialog.modalProps}
      title={`${editing.mode === 'edit' ? 'Edit' : 'Add'}${entityName ? ` ${entityName}` : ''}`}
      width={width ?? 600}
    >
      <Form {...dialog.formProps} name={name ?? 'crud-form'} layout="vertical" data-testid="crud-form">
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="crud-form-error" />
        )}
        {renderForm({ mode: editing.mode, row: editing.row, form: dialog.form })}
      </Form>
    </Modal>
  );
}
