import { lazy } from 'react';
import type { TModuleScreens } from '../screens.ts';

export const ticketsScreens: TModuleScreens = {
  '/create-ticket': lazy(() => import('./ticket-list-page.tsx').then((m) => ({ default: m.CreateTicketPage }))),
  '/create-ticket-admin': lazy(() =>
    import('./ticket-list-page.tsx').then((m) => ({ default: m.CreateTicketAdminPage })),
  ),
  '/ticket-final-process': lazy(() => import('./ticket-final-process-page.tsx')),
  '/ticket': lazy(() => import('./ticket-page.tsx')),
};
