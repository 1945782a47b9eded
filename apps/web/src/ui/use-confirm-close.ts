import { QUOTATION_MESSAGES } from '@packline/domain';
import { App, type FormInstance } from 'antd';
import { useRef } from 'react';
import { ask } from './confirm.ts';

// Closing a dialog the user has changed without saving asks first (spec 02 §8: 'Are you sure you want to close? Any
// unsaved changes will be lost.', OK / Cancel); an unchanged one closes at once. One way for every dialog: spread the
// result as the Modal's onCancel (Esc, the close X, a mask click, the default Cancel) and give it to a Cancel button.

export interface TConfirmCloseOptions {
  /** What the user has changed: a form (changed once a field is touched) or a test run at the moment of closing. */
  changed: FormInstance | (() => boolean);
  onClose: () => void;
  /** A save is running: closing waits for it. */
  busy?: boolean;
}

const isChanged = (changed: TConfirmCloseOptions['changed']) =>
  typeof changed === 'function' ? changed() : changed.isFieldsTouched();

/** The dialog's close request: asks when something was changed, then closes on OK. */
export function useConfirmClose({ changed, onClose, busy }: TConfirmCloseOptions): () => void {
  const { modal } = App.useApp();
  // Esc pressed again while the question is up must not ask twice.
  const asking = useRef(false);
  return () => {
    if (busy || asking.current) return;
    if (!isChanged(changed)) return onClose();
    asking.current = true;
    void ask(modal, QUOTATION_MESSAGES.closeUnsaved).then((discard) => {
      asking.current = false;
      if (discard) onClose();
    });
  };
}

/**
 * For a dialog holding forms of its own children: spread `providerProps` into a Form.Provider around them (each form
 * named); `touched()` tells whether any of them has a touched field.
 */
export function useTouchedForms() {
  type TTouchable = Pick<FormInstance, 'isFieldsTouched'>;
  const forms = useRef<Record<string, TTouchable>>({});
  return {
    providerProps: {
      onFormChange: (_name: string, info: { forms: Record<string, TTouchable> }) => {
        forms.current = info.forms;
      },
    },
    touched: () => Object.values(forms.current).some((form) => form.isFieldsTouched()),
  };
}
