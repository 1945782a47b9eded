import {
  isBelowMinimum,
  QUOTATION_MESSAGES,
  quotationLinesProblem,
  type TAddQuotation,
  type TQuotation,
} from '@packline/domain';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { reportFailure } from '../../api/failures.ts';
import { ask } from '../../ui/confirm.ts';
import type { TLineLookups } from './quotation-editor-lines.ts';
import { quotationBody, type TQuotationFormValues, withId } from './quotation-form.ts';
import {
  useAddQuotation,
  useConfirmQuotation,
  useSaveToTemplate,
  useUpdateContractQuotation,
  useUpdateQuotation,
} from './quotations.api.ts';

// The quotation dialog's buttons: Save, Confirm (with the overwrite question), the save before Approve, templates.

export interface TQuotationActionsInput {
  form: FormInstance<TQuotationFormValues>;
  lookups: TLineLookups;
  /** Runs the pending price / margin recomputes first. */
  flush: () => void;
  /** The saved quotation, if any (none yet for a new one). */
  quotationId: number | undefined;
  /** What Save sends besides the form: the draft state kept and whether it is a contract. */
  target: { draft: 1 | 2; isFinal: 0 | 1 };
  /** Adopts what the server saved: its id, and its values in the form. */
  onSaved: (quotation: TQuotation) => void;
}

export function useQuotationActions(input: TQuotationActionsInput) {
  const { modal } = App.useApp();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = useAddQuotation();
  const update = useUpdateQuotation();
  const updateContract = useUpdateContractQuotation();
  const confirm = useConfirmQuotation();
  const saveTemplate = useSaveToTemplate();

  /** The body after the editor's checks (spec 01 §5), or null with the reason shown. */
  const gather = async (): Promise<TAddQuotation | null> => {
    input.flush();
    setFormError(null);
    try {
      await input.form.validateFields();
    } catch {
      return null; // The form shows what is missing under each field.
    }
    // Every stored value, also those without a field of their own (line kind and id).
    const values = input.form.getFieldsValue(true) as TQuotationFormValues;
    const lines = values.quotationItem ?? [];
    const problem =
      lines.length === 0 ? QUOTATION_MESSAGES.noItems : quotationLinesProblem(lines.map(input.lookups.checkOf));
    if (problem) {
      setFormError(problem);
      return null;
    }
    const below = lines.some((line) => isBelowMinimum(line.price, line.originPrice));
    if (below && !(await ask(modal, QUOTATION_MESSAGES.belowMinimum))) return null;
    return quotationBody(values, input.target);
  };

  const send = (body: TAddQuotation, quotationId: number | undefined): Promise<TQuotation> => {
    if (input.target.isFinal === 1) return updateContract.mutateAsync(quotationId ? withId(body, quotationId) : body);
    return quotationId ? update.mutateAsync(withId(body, quotationId)) : add.mutateAsync(body);
  };

  /** Runs a step with the buttons locked; a failed call has shown its Error! dialog already. */
  const run = async <T>(step: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    try {
      return await step();
    } catch (error) {
      reportFailure(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const body = await gather();
      if (!body) return null;
      const saved = await send(body, input.quotationId);
      input.onSaved(saved);
      return saved;
    });

  /** Confirm (draft → 0): a new quotation is added first; an overwrite of an earlier quote asks and then forces. */
  const confirmQuotation = () =>
    run(async () => {
      const body = await gather();
      if (!body) return false;
      let quotationId = input.quotationId;
      if (!quotationId) {
        const added = await add.mutateAsync(body);
        input.onSaved(added);
        quotationId = added.quotationId;
      }
      const full = withId(body, quotationId);
      const first = await confirm.mutateAsync({ body: full, force: false });
      if (first.warning) {
        if (!(await ask(modal, `${first.warning.message} ${QUOTATION_MESSAGES.confirmOverwrite}`))) return false;
        await confirm.mutateAsync({ body: full, force: true });
      }
      return true;
    });

  /** Template buttons need a saved quotation. */
  const needsSaved = (): number | null => {
    if (input.quotationId) return input.quotationId;
    setFormError(QUOTATION_MESSAGES.saveFirst);
    return null;
  };

  const saveToTemplate = (name: string) =>
    run(async () => {
      const quotationId = needsSaved();
      if (!quotationId) return null;
      return saveTemplate.mutateAsync({ quotationId, isTemplate: 1, TemplateName: name });
    });

  const cancelTemplate = () =>
    run(async () => {
      const quotationId = needsSaved();
      if (!quotationId || !(await ask(modal, QUOTATION_MESSAGES.cancelTemplate))) return null;
      return saveTemplate.mutateAsync({ quotationId, isTemplate: 0, TemplateName: null });
    });

  return {
    formError,
    clearError: () => setFormError(null),
    busy,
    save,
    confirm: confirmQuotation,
    needsSaved,
    saveToTemplate,
    cancelTemplate,
    ask: (title: string) => ask(modal, title),
  };
}
