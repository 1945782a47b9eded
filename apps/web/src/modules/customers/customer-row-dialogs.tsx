import { type ComponentType, createContext, useContext } from 'react';

/**
 * A dialog another module adds to each row of Customer Management (spec 02 §2: Quotes and Orders). The customers
 * module knows only this shape; the app plugs the dialogs in (modules/module-extensions.tsx), so the quotations and
 * sales-orders modules can use the customers module without the two depending on each other.
 */
export interface TCustomerRowDialog {
  /** The row button's key and label, and the dialog title's first word. */
  key: string;
  title: string;
  Dialog: ComponentType<{ customerId: number; canWrite: boolean }>;
}

const CustomerRowDialogs = createContext<readonly TCustomerRowDialog[]>([]);

export const CustomerRowDialogsProvider = CustomerRowDialogs.Provider;

/** The row dialogs the app plugged in, in their button order (after Attachment, before Address). */
export function useCustomerRowDialogs(): readonly TCustomerRowDialog[] {
  return useContext(CustomerRowDialogs);
}
