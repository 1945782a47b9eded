import { normalisePageUrl } from '@packline/domain';
import { ModuleExtensions } from '../modules/module-extensions.tsx';
import { MODULE_ROUTES } from '../modules/module-routes.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Fetches the screen of `pathname` (a reload, or a link opened in a new tab, fetches the screen it shows beside the
 * shell instead of after it); settles at once when no screen is built there.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const opened = normalisePageUrl(pathname);
  const screen = Object.entries(MODULE_ROUTES).find(([url]) => normalisePageUrl(url) === opened)?.[1];
  return screen ? screen.preload() : Promise.resolve();
}

/** A page's screen from the module table; a page not built yet is a 404, never a placeholder. */
export function ModulePage({ url }: { url: string }) {
  const Screen = MODULE_ROUTES[url];
  return Screen ? (
    <ModuleExtensions>
      <Screen />
    </ModuleExtensions>
  ) : (
    <NotFoundPage />
  );
}
