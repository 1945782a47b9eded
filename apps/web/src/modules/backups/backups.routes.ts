import { BACKUPS_PAGE } from '@packline/domain';
import { screen, type TModuleScreens } from '../screens.ts';

export const backupsScreens: TModuleScreens = {
  [BACKUPS_PAGE]: screen(() => import('./backups-page.tsx')),
};
