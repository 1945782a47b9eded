import type { ComponentType } from 'react';
import { preloadable, type TPreloadable } from '../ui/preloadable.ts';

/** A page's screen, downloaded when first opened, or earlier by `preload` (a reload fetches it with the shell). */
export type TScreen = TPreloadable;

/**
 * A module's screens: each page url it builds (as in PAGES of @packline/domain) and its page component. Each module
 * exports one from `<module>.routes.ts`; module-routes.ts gathers them.
 */
export type TModuleScreens = Readonly<Record<string, TScreen>>;

/** A screen from its chunk's import; a failed preload is reported when the screen renders (its error boundary). */
export function screen(load: () => Promise<{ default: ComponentType }>): TScreen {
  return preloadable(load);
}
