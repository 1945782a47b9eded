import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A module's screens: each page url it builds (as in PAGES of @packline/domain) and its page component, downloaded
 * when first opened. Each module exports one from `<module>.routes.ts`; module-routes.ts gathers them.
 */
export type TModuleScreens = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;
