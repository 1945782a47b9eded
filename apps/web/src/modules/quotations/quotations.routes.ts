import { screen, type TModuleScreens } from '../screens.ts';

export const quotationsScreens: TModuleScreens = {
  '/quotation-management': screen(() =>
    import('./quotation-list-page.tsx').then((m) => ({ default: m.QuotationManagementPage })),
  ),
  '/quote-only-draft': screen(() =>
    import('./quotation-list-page.tsx').then((m) => ({ default: m.DraftQuotationPage })),
  ),
  '/quote-base-draft': screen(() =>
    import('./quotation-list-page.tsx').then((m) => ({ default: m.BulkDraftQuotationPage })),
  ),
  '/contractPrice': screen(() => import('./quotation-list-page.tsx').then((m) => ({ default: m.ContractPricePage }))),
  '/quotation—warnings': screen(() => import('./quotation-warnings-page.tsx')),
  '/quotation-item-deleted': screen(() => import('./quotation-item-deleted-page.tsx')),
  '/approve-delete': screen(() => import('./approve-delete-page.tsx')),
};
