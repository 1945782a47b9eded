import {
  canOrderFor,
  isPrepayAccount,
  ORDER_MESSAGES,
  orderLinesChanged,
  type TAddOrder,
  type TOrder,
  type TOrderProductInput,
  ZAddOrder,
} from '@packline/domain';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { reportFailure } from '../../api/failures.ts';
import { ask } from '../../ui/confirm.ts';
import { belowQuoteLines, orderBody, type TOrderFormValues, withOrderId } from './order-form.ts';
import { useAddOrder, useApproveDraftOrder, useUpdateOrder } from './sales-orders.api.ts';

// The order dialog's buttons (spec 01 §2, §5, §7): Confirm and Save as Draft, with the checks before either.

export interface TOrderActionsInput {
  form: FormInstance<TOrderFormValues>;
  /** The order being changed: absent for a new order and for a copy (saved as new). */
  saved: TOrder | undefined;
  customerMode: boolean;
  /** What is known of the chosen customer (its status and payment term), when loaded. */
  customer: { statusId?: number; paymentCycleId?: number | null } | undefined;
  /** The customer's quoted price per carton of each quoted product. */
  quotedPrices: ReadonlyMap<number, number>;
}

/** The first field the form refused, as antd's validateFields failure names it. */
function firstErrorField(failure: unknown): (string | number)[] | undefined {
  const fields = (failure as { errorFields?: { name: (string | number)[] }[] } | null)?.errorFields;
  return fields?.[0]?.name;
}

export function useOrderActions(input: TOrderActionsInput) {
  const { modal } = App.useApp();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = useAddOrder();
  const update = useUpdateOrder();
  const approveDraft = useApproveDraftOrder();
  const { saved } = input;
  // A draft becomes an order on Confirm, so it is asked about like a new one.
  const isNewOrder = !saved || saved.draft === 1;

  /** The body after the form's checks (spec 01 §5), or null with the reason shown. */
  const gather = async (confirming: boolean): Promise<TAddOrder | null> => {
    setFormError(null);
    try {
      await input.form.validateFields();
    } catch (failure) {
      setFormError(ORDER_MESSAGES.saveFailed);
      // The first refused field may be far down a long dialog: bring it into view (the message shows by the buttons).
      const name = firstErrorField(failure);
      if (name) input.form.scrollToField(name, { block: 'center', behavior: 'smooth' });
      return null;
    }
    const values = input.form.getFieldsValue(true) as TOrderFormValues;
    const body = orderBody(values, { saved, customerMode: input.customerMode });
    // The server's own schema: what it would refuse is refused here with the spec's message.
    if (!ZAddOrder.safeParse(body).success) {
      setFormError(ORDER_MESSAGES.saveFailed);
      return null;
    }
    const { customer } = input;
    if (isNewOrder && customer?.statusId !== undefined && !canOrderFor({ statusId: customer.statusId })) {
      setFormError(ORDER_MESSAGES.inactiveCustomer);
      return null;
    }
    const prepay = isPrepayAccount(customer?.paymentCycleId ?? values.paymentCycleId);
    if (confirming && isNewOrder && prepay && !(await ask(modal, ORDER_MESSAGES.prepay))) return null;
    // Staff pricing below the quote confirm it, as the quotation editor asks below the minimum price; an online
    // customer's price is the quoted one (read-only).
    const below = input.customerMode ? [] : belowQuoteLines(body.orderProduct, input.quotedPrices, saved);
    if (below.length > 0) {
      if (!(await ask(modal, ORDER_MESSAGES.belowQuote))) return null;
      body.orderProduct = body.orderProduct.map(
        (line, index): TOrderProductInput => (below.includes(index) ? { ...line, belowQuoteConfirmed: true } : line),
      );
    }
    return body;
  };

  /** Runs a step with the buttons locked; a failed call has shown its Error! dialog already. */
  const run = async (step: () => Promise<boolean>): Promise<boolean> => {
    setBusy(true);
    try {
      return await step();
    } catch (error) {
      reportFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Confirm: a new order (or copy) is created; a draft is saved and becomes an order; an order is updated. */
  const confirm = () =>
    run(async () => {
      const body = await gather(true);
      if (!body) return false;
      if (!saved) {
        await add.mutateAsync({ body, draft: false });
      } else if (saved.draft === 1) {
        await update.mutateAsync({ body: withOrderId(body, saved.orderId), call: 'UpdateDraftOrder' });
        await approveDraft.mutateAsync(saved.orderId);
      } else {
        // spec 01 §7: UpdateFullOrder only when the lines or options changed.
        const call = orderLinesChanged(saved, body) ? 'UpdateFullOrder' : 'UpdateOrder';
        await update.mutateAsync({ body: withOrderId(body, saved.orderId), call });
      }
      return true;
    });

  /** Save as Draft: a new order is added as a draft, a draft stays one. */
  const saveDraft = () =>
    run(async () => {
      const body = await gather(false);
      if (!body) return false;
      if (saved) await update.mutateAsync({ body: withOrderId(body, saved.orderId), call: 'UpdateDraftOrder' });
      else await add.mutateAsync({ body, draft: true });
      return true;
    });

  return {
    formError,
    clearError: () => setFormError(null),
    busy,
    confirm,
    saveDraft,
    ask: (title: string) => ask(modal, title),
  };
}
