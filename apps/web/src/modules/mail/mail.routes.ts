import { screen, type TModuleScreens } from '../screens.ts';

export const mailScreens: TModuleScreens = {
  '/mail-outbox': screen(() => import('./mail-outbox-page.tsx')),
};
