import { screen, type TModuleScreens } from '../screens.ts';

export const labelsScreens: TModuleScreens = {
  '/mobile/lookup': screen(() => import('./mobile/lookup-scan-page.tsx')),
};
