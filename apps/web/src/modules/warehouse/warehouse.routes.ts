import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const warehouseScreens: TModuleScreens = {
  '/pallet-stocklog': lazy(() => import('./pallet-stock-log-page.tsx')),
  '/customer-pallet': lazy(() => import('./customer-pallet-page.tsx')),
};
