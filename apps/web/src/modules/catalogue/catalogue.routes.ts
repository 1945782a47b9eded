import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const catalogueScreens: TModuleScreens = {
  '/base-product': lazy(() => import('./base-product-page.tsx')),
  '/deleted-base-product': lazy(() => import('./deleted-base-product-page.tsx')),
  '/base-product-infos': lazy(() => import('./base-product-infos-page.tsx')),
  '/raw-material-management': lazy(() => import('./raw-material-page.tsx')),
  '/deleted-raw-material': lazy(() => import('./deleted-raw-material-page.tsx')),
  '/product': lazy(() => import('./product-page.tsx')),
  '/deleted-product': lazy(() => import('./deleted-product-page.tsx')),
  '/outsource-product': lazy(() => import('./outsource-product-page.tsx')),
  '/product-barcode-management': lazy(() => import('./product-barcode-page.tsx')),
  '/sales-products-list': lazy(() => import('./sales-products-list-page.tsx')),
  '/sales-product-infos': lazy(() => import('./sales-product-infos-page.tsx')),
};
