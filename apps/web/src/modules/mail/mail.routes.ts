import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const mailScreens: TModuleScreens = {
  '/mail-outbox': lazy(() => import('./mail-outbox-page.tsx')),
};
