import { screen, type TModuleScreens } from '../screens.ts';

export const salesOrdersScreens: TModuleScreens = {
  '/sales-order-management': screen(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.OrderManagementPage })),
  ),
  '/sales-order-management-for-sales': screen(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.OutstandingOrdersPage })),
  ),
  '/draft-order-management-for-sales': screen(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.DraftOrdersPage })),
  ),
  '/online-sales-order': screen(() =>
    import('./order-list-page.tsx').then((m) => ({ default: m.PrepaidOrderApprovalPage })),
  ),
  '/sales-order-management-for-customer': screen(() => import('./customer-orders-page.tsx')),
};
