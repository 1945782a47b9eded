import { Button, type ButtonProps, Form, type FormInstance, type FormProps, type ModalProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { reportFailure } from '../api/failures.ts';
import { useConfirmClose } from './use-confirm-close.ts';

// The add / edit dialog of every screen (refine's useModalForm, in our terms): spread `modalProps` into an antd Modal
// and `formProps` into its Form. The footer is Cancel and Save; Save submits the form and shows its pending state; a
// 400's field errors (`errors: { field: [messages] }`) are set on the fields they name; each opening starts afresh.
// Cancel, Esc, the close X or a mask click on a form the user has changed asks before it throws the input away
// (spec 02 §8: 'Are you sure you want to close? Any unsaved changes will be lost.'); an untouched one closes at once.

export interface TFormDialogOptions<TValues> {
  /**
   * Saves the form's values; the dialog closes when it resolves, unless to false (the caller has shown why it stays
   * open). A failed call keeps it open for a correction: the API client has shown the Error! dialog.
   */
  onSave: (values: TValues) => Promise<unknown>;
  /** For a dialog whose open state its caller keeps (e.g. one rendered only while open passes true). */
  open?: boolean;
  /** The dialog closed: after a save (`saved`), or on Cancel (confirmed when the form was changed). */
  onClose?: (saved: boolean) => void;
  /** The form's values at each opening (or those given to `show`). */
  initialValues?: Partial<TValues>;
  /** The primary button: 'Save' unless named. */
  saveText?: string;
  saveTestId?: string;
  /** A destructive primary button (Delete). */
  danger?: boolean;
  /** The primary button cannot be used yet (e.g. the e-mail is still being prepared). */
  saveDisabled?: boolean;
  onValuesChange?: FormProps<TValues>['onValuesChange'];
}

export interface TFormDialog<TValues> {
  form: FormInstance<TValues>;
  open: boolean;
  saving: boolean;
  /** Opens the dialog, its form starting from these values (else the options' initialValues). */
  show: (initialValues?: Partial<TValues>) => void;
  /** Closes it at once (no question about changes). */
  close: () => void;
  modalProps: Pick<ModalProps, 'open' | 'onCancel' | 'afterClose' | 'destroyOnHidden' | 'footer'>;
  formProps: Pick<FormProps<TValues>, 'form' | 'initialValues' | 'clearOnDestroy' | 'onFinish' | 'onValuesChange'>;
  /** For a footer of the caller's own (e.g. Logout in place of Cancel). */
  saveButtonProps: ButtonProps;
  cancelButtonProps: ButtonProps;
}

interface TServerError {
  name: NamePath;
  /** The field's value when the server refused it; a change of it clears the error. */
  value: unknown;
}

/** The server's field errors on the fields of this form that they name ('items.0.quantity' → ['items', 0, 'quantity']). */
function setServerErrors(form: FormInstance, error: unknown): TServerError[] {
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  if (!errors) return [];
  const fields = new Map(form.getFieldsError().map(({ name }) => [name.join('.'), name]));
  const named = Object.entries(errors).flatMap(([key, messages]) => {
    const name = fields.get(key);
    return name ? [{ name, errors: messages }] : [];
  });
  form.setFields(named);
  return named.map(({ name }) => ({ name, value: form.getFieldValue(name) }));
}

/** A Modal with a Form: Cancel / Save, the pending save, the server's field errors, a fresh form at each opening. */
export function useFormDialog<TValues = Record<string, unknown>>(
  options: TFormDialogOptions<TValues>,
): TFormDialog<TValues> {
  const [form] = Form.useForm<TValues>();
  const [shown, setShown] = useState<{ open: boolean; values?: Partial<TValues> }>({ open: false });
  const [saving, setSaving] = useState(false);
  const serverErrors = useRef<TServerError[]>([]);
  const open = options.open ?? shown.open;

  // destroyOnHidden + clearOnDestroy give each opening a fresh form; one reopened while the last is still animating out
  // is reset here instead.
  const mounted = useRef(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      serverErrors.current = [];
      if (mounted.current) form.resetFields();
      mounted.current = true;
    }
    wasOpen.current = open;
  }, [open, form]);

  const closeAs = (saved: boolean) => {
    setShown((current) => ({ ...current, open: false }));
    options.onClose?.(saved);
  };
  const close = () => closeAs(false);
  const cancel = useConfirmClose({ changed: form, onClose: close, busy: saving });

  const finish = async (values: TValues) => {
    setSaving(true);
    let saved = false;
    try {
      saved = (await options.onSave(values)) !== false;
    } catch (error) {
      reportFailure(error);
      serverErrors.current = setServerErrors(form as FormInstance, error);
    } finally {
      setSaving(false);
    }
    if (saved) closeAs(true);
  };

  const valuesChange: FormProps<TValues>['onValuesChange'] = (changed, all) => {
    const stale = serverErrors.current.filter(({ name, value }) => form.getFieldValue(name) !== value);
    if (stale.length > 0) {
      form.setFields(stale.map(({ name }) => ({ name, errors: [] })));
      serverErrors.current = serverErrors.current.filter((entry) => !stale.includes(entry));
    }
    options.onValuesChange?.(changed, all);
  };

  const saveButtonProps: ButtonProps = {
    type: 'primary',
    danger: options.danger,
    loading: saving,
    disabled: options.saveDisabled,
    onClick: () => form.submit(),
    ...(options.saveTestId ? { 'data-testid': options.saveTestId } : {}),
  };
  const cancelButtonProps: ButtonProps = { onClick: cancel, disabled: saving };

  return {
    form,
    open,
    saving,
    show: (values) => setShown({ open: true, values }),
    close,
    modalProps: {
      open,
      onCancel: cancel,
      afterClose: () => {
        mounted.current = false;
      },
      destroyOnHidden: true,
      footer: [
        <Button key="cancel" {...cancelButtonProps}>
          Cancel
        </Button>,
        <Button key="save" {...saveButtonProps}>
          {options.saveText ?? 'Save'}
        </Button>,
      ],
    },
    formProps: {
      form,
      initialValues: shown.values ?? options.initialValues,
      clearOnDestroy: true,
      onFinish: finish,
      onValuesChange: valuesChange,
    },
    saveButtonProps,
    cancelButtonProps,
  };
}
