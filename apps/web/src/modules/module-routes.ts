import { CATALOGUES, type TCatalogueDefinition } from '@packline/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Screens with their own page component; every other catalogue page url gets the generic catalogue page. */
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/product-type-management': lazy(() => import('./lookups/product-type-page.tsx')),
  '/page-management': lazy(() => import('./access/page-management-page.tsx')),
  '/role-page-mapping-management': lazy(() => import('./access/role-page-mapping-page.tsx')),
  '/employee-management': lazy(() => import('./employees/employee-management-page.tsx')),
  '/customer-management-page': lazy(() =>
    import('./customers/customer-management-page.tsx').then((m) => ({ default: m.AllCustomersPage })),
  ),
  '/customer-only-sales': lazy(() =>
    import('./customers/customer-management-page.tsx').then((m) => ({ default: m.OwnCustomersPage })),
  ),
  '/customer-infos': lazy(() =>
    import('./customers/customer-management-page.tsx').then((m) => ({ default: m.CustomerInfosPage })),
  ),
  '/online-user': lazy(() => import('./customers/online-user-page.tsx')),
  '/mail-outbox': lazy(() => import('./mail/mail-outbox-page.tsx')),
  '/base-product': lazy(() => import('./catalogue/base-product-page.tsx')),
  '/deleted-base-product': lazy(() => import('./catalogue/deleted-base-product-page.tsx')),
  '/base-product-infos': lazy(() => import('./catalogue/base-product-infos-page.tsx')),
  '/raw-material-management': lazy(() => import('./catalogue/raw-material-page.tsx')),
  '/deleted-raw-material': lazy(() => import('./catalogue/deleted-raw-material-page.tsx')),
  '/product': lazy(() => import('./catalogue/product-page.tsx')),
  '/deleted-product': lazy(() => import('./catalogue/deleted-product-page.tsx')),
  '/outsource-product': lazy(() => import('./catalogue/outsource-product-page.tsx')),
  '/product-barcode-management': lazy(() => import('./catalogue/product-barcode-page.tsx')),
  '/sales-products-list': lazy(() => import('./catalogue/sales-products-list-page.tsx')),
  '/sales-product-infos': lazy(() => import('./catalogue/sales-product-infos-page.tsx')),
  '/quotation-management': lazy(() =>
    import('./quotations/quotation-list-page.tsx').then((m) => ({ default: m.QuotationManagementPage })),
  ),
  '/quote-only-draft': lazy(() =>
    import('./quotations/quotation-list-page.tsx').then((m) => ({ default: m.DraftQuotationPage })),
  ),
  '/quote-base-draft': lazy(() =>
    import('./quotations/quotation-list-page.tsx').then((m) => ({ default: m.BulkDraftQuotationPage })),
  ),
  '/contractPrice': lazy(() =>
    import('./quotations/quotation-list-page.tsx').then((m) => ({ default: m.ContractPricePage })),
  ),
  '/quotation—warnings': lazy(() => import('./quotations/quotation-warnings-page.tsx')),
  '/quotation-item-deleted': lazy(() => import('./quotations/quotation-item-deleted-page.tsx')),
  '/approve-delete': lazy(() => import('./quotations/approve-delete-page.tsx')),
  '/sales-order-management': lazy(() =>
    import('./sales-orders/order-list-page.tsx').then((m) => ({ default: m.OrderManagementPage })),
  ),
  '/sales-order-management-for-sales': lazy(() =>
    import('./sales-orders/order-list-page.tsx').then((m) => ({ default: m.OutstandingOrdersPage })),
  ),
  '/draft-order-management-for-sales': lazy(() =>
    import('./sales-orders/order-list-page.tsx').then((m) => ({ default: m.DraftOrdersPage })),
  ),
  '/online-sales-order': lazy(() =>
    import('./sales-orders/order-list-page.tsx').then((m) => ({ default: m.PrepaidOrderApprovalPage })),
  ),
  '/sales-order-management-for-customer': lazy(() => import('./sales-orders/customer-orders-page.tsx')),
  '/awaiting-dispatch': lazy(() =>
    import('./dispatch/awaiting-dispatch-page.tsx').then((m) => ({ default: m.AwaitingDispatchPage })),
  ),
  '/PickupList': lazy(() =>
    import('./dispatch/awaiting-dispatch-page.tsx').then((m) => ({ default: m.PickupListPage })),
  ),
  '/dispatch': lazy(() => import('./dispatch/dispatch-list-page.tsx').then((m) => ({ default: m.DispatchListPage }))),
  '/delivered': lazy(() => import('./dispatch/dispatch-list-page.tsx').then((m) => ({ default: m.DeliveredListPage }))),
  '/invoice': lazy(() => import('./invoices/invoice-list-page.tsx')),
  '/invoice22': lazy(() => import('./invoices/invoice-list-page.tsx')),
  '/invoice23&41': lazy(() => import('./invoices/invoice-list-page.tsx')),
  '/pallet-stocklog': lazy(() => import('./warehouse/pallet-stock-log-page.tsx')),
  '/customer-pallet': lazy(() => import('./warehouse/customer-pallet-page.tsx')),
  '/create-ticket': lazy(() => import('./tickets/ticket-list-page.tsx').then((m) => ({ default: m.CreateTicketPage }))),
  '/create-ticket-admin': lazy(() =>
    import('./tickets/ticket-list-page.tsx').then((m) => ({ default: m.CreateTicketAdminPage })),
  ),
  '/ticket-final-process': lazy(() => import('./tickets/ticket-final-process-page.tsx')),
  '/ticket': lazy(() => import('./tickets/ticket-page.tsx')),
};

const CataloguePage = lazy(() => import('./lookups/catalogue-page.tsx'));

/** Every other catalogue with a management page (and not read-only) is served by the generic catalogue page. */
const CATALOGUE_PAGES = Object.fromEntries(
  Object.values(CATALOGUES as Record<string, TCatalogueDefinition>)
    .filter((def) => def.pageUrl && !def.readOnly && !(def.pageUrl in SCREENS))
    .map((def) => [def.pageUrl, CataloguePage]),
);

/**
 * The screen of each page url that is built (keys exactly as PAGES urls in @packline/domain).
 * A page url without an entry renders the 404 page (issue #2: never a placeholder).
 */
export const MODULE_ROUTES: Record<string, LazyExoticComponent<ComponentType>> = { ...CATALOGUE_PAGES, ...SCREENS };
