import { screen, type TModuleScreens } from '../screens.ts';

export const catalogueScreens: TModuleScreens = {
  '/base-product': screen(() => import('./base-product-page.tsx')),
  '/deleted-base-product': screen(() => import('./deleted-base-product-page.tsx')),
  '/base-product-infos': screen(() => import('./base-product-infos-page.tsx')),
  '/raw-material-management': screen(() => import('./raw-material-page.tsx')),
  '/deleted-raw-material': screen(() => import('./deleted-raw-material-page.tsx')),
  '/product': screen(() => import('./product-page.tsx')),
  '/deleted-product': screen(() => import('./deleted-product-page.tsx')),
  '/outsource-product': screen(() => import('./outsource-product-page.tsx')),
  '/product-barcode-management': screen(() => import('./product-barcode-page.tsx')),
  '/sales-products-list': screen(() => import('./sales-products-list-page.tsx')),
  '/sales-product-infos': screen(() => import('./sales-product-infos-page.tsx')),
};
