import { lazy, type ReactNode } from 'react';
import { CustomerRowDialogsProvider, type TCustomerRowDialog } from './customers/customer-row-dialogs.tsx';

// Where one module's screen shows another module's part, the app plugs it in here (like module-routes.ts, this file
// belongs to no module): the customers module knows neither quotations nor orders, both of which use customers.

/** Customer Management's Quotes and Orders row dialogs (spec 02 §2), between Attachment and Address. */
const CUSTOMER_ROW_DIALOGS: readonly TCustomerRowDialog[] = [
  {
    key: 'quotes',
    title: 'Quotes',
    Dialog: lazy(() => import('./quotations/customer-quotes-dialog.tsx').then((m) => ({ default: m.CustomerQuotes }))),
  },
  {
    key: 'orders',
    title: 'Orders',
    Dialog: lazy(() =>
      import('./sales-orders/customer-orders-dialog.tsx').then((m) => ({ default: m.CustomerOrders })),
    ),
  },
];

/** Around every module screen: the parts modules plug into each other's screens. */
export function ModuleExtensions({ children }: { children: ReactNode }) {
  return <CustomerRowDialogsProvider value={CUSTOMER_ROW_DIALOGS}>{children}</CustomerRowDialogsProvider>;
}
