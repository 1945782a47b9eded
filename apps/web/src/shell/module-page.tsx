import { ModuleExtensions } from '../modules/module-extensions.tsx';
import { MODULE_ROUTES } from '../modules/module-routes.ts';
import { NotFoundPage } from './not-found-page.tsx';

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
