import type { TModuleScreens } from '../screens.ts';

export const productionScreens: TModuleScreens = {};
