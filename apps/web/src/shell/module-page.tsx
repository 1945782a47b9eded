import { normalisePageUrl } from '@packline/domain';
import { ModuleExtensions } from '../modules/module-extensions.tsx';
import { MODULE_ROUTES } from '../modules/module-routes.ts';
import { NotFoundPage } from './not-found-page.tsx';

// A reload (or a link opened in a new tab) fetches the screen it shows now, beside the shell, instead of after it.
const openedAt = normalisePageUrl(window.location.pathname);
Object.entries(MODULE_ROUTES)
  .find(([url]) => normalisePageUrl(url) === openedAt)?.[1]
  .preload();

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
