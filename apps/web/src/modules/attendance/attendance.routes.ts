import { ATTENDANCE_CLOCK_URL, ATTENDANCE_RECORDS_URL, WEEKLY_ATTENDANCE_URL } from '@packline/domain';
import { screen, type TModuleScreens } from '../screens.ts';

export const attendanceScreens: TModuleScreens = {
  [WEEKLY_ATTENDANCE_URL]: screen(() => import('./weekly-attendance-page.tsx')),
  [ATTENDANCE_RECORDS_URL]: screen(() => import('./attendance-records-page.tsx')),
  [ATTENDANCE_CLOCK_URL]: screen(() => import('./clock-page.tsx')),
};
