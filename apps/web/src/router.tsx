import { CUSTOMER_HOME_URL, HOME_URL, normalisePageUrl, PAGES, PUBLIC_QUOTE_URL } from '@packline/domain';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type Path, type RouteObject, useLocation } from 'react-router';
import { setSessionNavigator, type TStaffSession, useSession } from './api/session.ts';
import { LoginPage } from './shell/login-page.tsx';
import { PageLoading } from './shell/page-loading.tsx';

// The login page is the only screen in the first download; the shells and every page arrive when first needed.
const StaffLayout = lazy(() => import('./shell/staff-layout.tsx').then((m) => ({ default: m.StaffLayout })));
const CustomerLayout = lazy(() => import('./shell/customer-layout.tsx').then((m) => ({ default: m.CustomerLayout })));
const ModulePage = lazy(() => import('./shell/module-page.tsx').then((m) => ({ default: m.ModulePage })));
const NotFoundPage = lazy(() => import('./shell/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const PublicQuotePage = lazy(() => import('./modules/quotations/public-quote-page.tsx'));

/** spec 01 §2: staff pages render only for '/home', '/', or a pageUrl in the stored pages list. */
export function canVisit(session: TStaffSession, pathname: string): boolean {
  const path = normalisePageUrl(pathname);
  if (path === '/' || path === normalisePageUrl(HOME_URL)) return true;
  return session.pages.some((page) => normalisePageUrl(page.pageUrl) === path);
}

/** The location a signed-out visitor was sent away from (router state `from`). */
function readFrom(state: unknown): Partial<Path> | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') {
    return null;
  }
  const text = (key: string) => (key in from ? String((from as Record<string, unknown>)[key] ?? '') : '');
  return { pathname: from.pathname, search: text('search'), hash: text('hash') };
}

/** '/': the login page, or on to the right screen for whoever is signed in. */
function LoginRoute() {
  const session = useSession();
  const location = useLocation();
  if (session?.kind === 'customer') return <Navigate to={CUSTOMER_HOME_URL} replace />;
  if (session?.kind === 'staff') {
    const from = readFrom(location.state);
    const target = from?.pathname && canVisit(session, from.pathname) ? from : HOME_URL;
    return <Navigate to={target} replace />;
  }
  return <LoginPage />;
}

/** spec 01 §2 route guard for every staff route. */
function GuardedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session?.kind === 'customer') return <CustomerLayout session={session} />;
  if (!session || !canVisit(session, location.pathname)) {
    return <Navigate to="/" replace state={{ from: location }} />;
  }
  return <StaffLayout session={session} />;
}

function RouteError() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} data-testid="route-error">
      <p>Something went wrong while opening this page.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

// Home is a page like any other: its screen comes from the module that owns it, through the module routes.
const STAFF_ROUTES: RouteObject[] = PAGES.map((page) => ({ path: page.url, element: <ModulePage url={page.url} /> }));

export const ROUTES: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LoginRoute /> },
      // spec 01 §2: the customer's quote page needs no login and has no staff shell.
      { path: PUBLIC_QUOTE_URL, element: <PublicQuotePage /> },
      { element: <GuardedRoute />, children: STAFF_ROUTES },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(ROUTES);

setSessionNavigator((to) => void router.navigate(to, { replace: true, state: null }));
