import { screen, type TModuleScreens } from '../screens.ts';

export const palletsScreens: TModuleScreens = {
  '/temporary-zone': screen(() => import('./temporary-zone-page.tsx')),
  '/relocate-pallet': screen(() => import('./relocate-pallet-page.tsx')),
  '/pallet-list': screen(() => import('./pallet-list-page.tsx')),
  '/relocate-boxes': screen(() => import('./relocate-boxes-page.tsx')),
  '/mobile/relocate-pallet': screen(() => import('./mobile/relocate-pallet-scan-page.tsx')),
  '/mobile/relocate-boxes': screen(() => import('./mobile/relocate-boxes-scan-page.tsx')),
};
