import { CATALOGUES, type TCatalogueDefinition } from '@packline/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Screens with their own page component; every other catalogue page url gets the generic catalogue page. */
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/product-type-management': lazy(() => import('./lookups/product-type-page.tsx')),
  '/page-management': lazy(() => import('./access/page-management-page.tsx')),
  '/role-page-mapping-management': lazy(() => import('./access/role-page-mapping-page.tsx')),
  '/employee-management': lazy(() => import('./employees/employee-management-page.tsx')),
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
