import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const salesOrdersScreens: TModuleScreens = {
  '/sales-order-management': lazy(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.OrderManagementPage })),
  ),
  '/sales-order-management-for-sales': lazy(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.OutstandingOrdersPage })),
  ),
  '/draft-order-management-for-sales': lazy(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.DraftOrdersPage })),
  ),
  '/online-sales-order': lazy(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.PrepaidOrderApprovalPage })),
  ),
  '/sales-order-management-for-customer': lazy(() => import('./customer-orders-page.tsx')),
};
