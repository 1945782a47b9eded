import { screen, type TModuleScreens } from '../screens.ts';

export const dispatchScreens: TModuleScreens = {
  // The order dashboard lives here, not in sales-orders: it shows the outstanding dispatch list (this module) beside
  // the order columns (sales-orders), and dispatch already builds on sales-orders, so no cycle.
  '/home': screen(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage }))),
  '/awaiting-dispatch': screen(() =>
    import('./awaiting-dispatch-page.tsx').then((m) => ({ default: m.AwaitingDispatchPage })),
  ),
  '/PickupList': screen(() => import('./awaiting-dispatch-page.tsx').then((m) => ({ default: m.PickupListPage }))),
  '/dispatch': screen(() => import('./dispatch-list-page.tsx').then((m) => ({ default: m.DispatchListPage }))),
  '/delivered': screen(() => import('./dispatch-list-page.tsx').then((m) => ({ default: m.DeliveredListPage }))),
  // The pallet stock log: the server's dispatch module keeps it (a dispatch writes its rows), so its screens are here.
  '/pallet-stocklog': screen(() => import('./pallet-stock-log-page.tsx')),
  '/customer-pallet': screen(() => import('./customer-pallet-page.tsx')),
};
