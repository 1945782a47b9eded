import { screen, type TModuleScreens } from '../screens.ts';

const salesReport = screen(() => import('./sales-report-page.tsx').then((m) => ({ default: m.SalesReportPage })));
const newSalesReport = screen(() =>
  import('./new-sales-report-page.tsx').then((m) => ({ default: m.NewSalesReportPage })),
);

/** One page per id (domain pages.ts): /…/0 every salesperson's sales, /…/1 the caller's own (the server enforces it). */
export const reportsScreens: TModuleScreens = {
  '/salesReport/0': salesReport,
  '/salesReport/1': salesReport,
  '/newSalesReport/0': newSalesReport,
  '/newSalesReport/1': newSalesReport,
};
