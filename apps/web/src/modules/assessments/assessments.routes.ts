import { screen, type TModuleScreens } from '../screens.ts';

const plans = screen(() => import('./assessment-plans-page.tsx'));

export const assessmentsScreens: TModuleScreens = {
  '/assessment-items': screen(() => import('./assessment-standards-page.tsx')),
  // The same screen: the plan list, toggling to a chosen plan's assessments (spec 02 §2).
  '/assessment-plan': plans,
  '/assessment': plans,
};
