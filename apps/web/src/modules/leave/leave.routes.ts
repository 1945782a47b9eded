import { LEAVE_APPROVAL_PAGE, LEAVE_REQUEST_PAGE } from '@packline/domain';
import { screen, type TModuleScreens } from '../screens.ts';

export const leaveScreens: TModuleScreens = {
  [LEAVE_REQUEST_PAGE]: screen(() => import('./leave-request-page.tsx')),
  [LEAVE_APPROVAL_PAGE]: screen(() => import('./leave-approval-page.tsx')),
};
