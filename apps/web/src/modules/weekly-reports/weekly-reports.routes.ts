import { WEEKLY_REPORT_PAGE } from '@packline/domain';
import { screen, type TModuleScreens } from '../screens.ts';

export const weeklyReportsScreens: TModuleScreens = {
  [WEEKLY_REPORT_PAGE.employee]: screen(() => import('./weekly-report-employee-page.tsx')),
  [WEEKLY_REPORT_PAGE.manager]: screen(() => import('./weekly-report-manager-page.tsx')),
  [WEEKLY_REPORT_PAGE.viewer]: screen(() => import('./weekly-report-viewer-page.tsx')),
};
