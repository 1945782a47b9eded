import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const quotationsScreens: TModuleScreens = {
  '/quotation-management': lazy(() =>
    import('./quotation-list-page.tsx').then((m) => ({ default: m.QuotationManagementPage })),
  ),
  '/quote-only-draft': lazy(() => import('./quotation-list-page.tsx').then((m) => ({ default: m.DraftQuotationPage }))),
  '/quote-base-draft': lazy(() =>
    import('./quotation-list-page.tsx').then((m) => ({ default: m.BulkDraftQuotationPage })),
  ),
  '/contractPrice': lazy(() => import('./quotation-list-page.tsx').then((m) => ({ default: m.ContractPricePage }))),
  '/quotation—warnings': lazy(() => import('./quotation-warnings-page.tsx')),
  '/quotation-item-deleted': lazy(() => import('./quotation-item-deleted-page.tsx')),
  '/approve-delete': lazy(() => import('./approve-delete-page.tsx')),
};
