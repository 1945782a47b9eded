import { screen, type TModuleScreens } from '../screens.ts';

export const shopFloorScreens: TModuleScreens = {
  '/work-arrangement': screen(() => import('./work-arrangement-page.tsx')),
  '/work-arrangement-present': screen(() => import('./work-arrangement-present-page.tsx')),
  '/suborder': screen(() => import('./suborder-page.tsx')),
  '/daily-report': screen(() => import('./daily-report-page.tsx')),
  '/daily-report-record': screen(() => import('./daily-report-record-page.tsx')),
  '/production-dashboard': screen(() => import('./task-dashboard-page.tsx')),
};
