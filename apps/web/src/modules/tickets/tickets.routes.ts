import { screen, type TModuleScreens } from '../screens.ts';

export const ticketsScreens: TModuleScreens = {
  '/create-ticket': screen(() => import('./ticket-list-page.tsx').then((m) => ({ default: m.CreateTicketPage }))),
  '/create-ticket-admin': screen(() =>
    import('./ticket-list-page.tsx').then((m) => ({ default: m.CreateTicketAdminPage })),
  ),
  '/ticket-final-process': screen(() => import('./ticket-final-process-page.tsx')),
  '/ticket': screen(() => import('./ticket-page.tsx')),
};
