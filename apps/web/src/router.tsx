import { CUSTOMER_HOME_URL, HOME_URL, normalisePageUrl, PAGES, PUBLIC_QUOTE_URL } from '@packline/domain';
import { Button } from 'antd';
import { Component, lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  type Path,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { getSession, setSessionNavigator, type TStaffSession, useSession } from './api/session.ts';
import { LoginPage } from './shell/login-page.tsx';
import { PageLoading } from './ui/page-loading.tsx';
import { preloadable } from './ui/preloadable.ts';

// The login page is the only screen in the first download; the providers, the shells and every page arrive when first
// needed.
const AppProviders = preloadable(() => import('./shell/app-providers.tsx'));
const StaffLayout = preloadable(() => import('./shell/staff-layout.tsx').then((m) => ({ default: m.StaffLayout })));
const CustomerLayout = preloadable(() =>
  import('./shell/customer-layout.tsx').then((m) => ({ default: m.CustomerLayout })),
);
const loadModulePage = () => import('./shell/module-page.tsx');
const ModulePage = preloadable(() => loadModulePage().then((m) => ({ default: m.ModulePage })));
const NotFoundPage = lazy(() => import('./shell/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const PublicQuotePage = lazy(() => import('./modules/quotations/public-quote-page.tsx'));

/**
 * A signed-in reload's code: the providers, the layout, the page frame and the screen at this address, fetched
 * together (not one after another as each renders). The first render waits for it (main.tsx), so the page renders in
 * one pass and the screen's reads start in that render. A failure here is reported where the chunk is rendered
 * (RouteError).
 */
export function preloadOpenedPage(): Promise<void> {
  const session = getSession();
  if (!session) return Promise.resolve();
  const pathname = window.location.pathname;
  const screenUrl =
    session.kind === 'customer' ? CUSTOMER_HOME_URL : normalisePageUrl(pathname) === '/' ? HOME_URL : pathname;
  const screen = loadModulePage().then(
    (m) => m.preloadScreen(screenUrl),
    () => undefined,
  );
  const layout = session.kind === 'staff' ? StaffLayout : CustomerLayout;
  return Promise.all([AppProviders.preload(), layout.preload(), ModulePage.preload(), screen]).then(() => undefined);
}

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

interface TRouteErrorBoundaryProps {
  /** The page shown: opening another one clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** A screen that fails to render, or whose code fails to arrive, shows RouteError instead of a blank window. */
class RouteErrorBoundary extends Component<TRouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: TRouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RootRoute() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// Home is a page like any other: its screen comes from the module that owns it, through the module routes.
const STAFF_ROUTES: RouteObject[] = PAGES.map((page) => ({ path: page.url, element: <ModulePage url={page.url} /> }));

export const ROUTES: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <LoginRoute /> },
      {
        element: <AppProviders />,
        children: [
          // spec 01 §2: the customer's quote page needs no login and has no staff shell.
          { path: PUBLIC_QUOTE_URL, element: <PublicQuotePage /> },
          { element: <GuardedRoute />, children: STAFF_ROUTES },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setSessionNavigator((to) => navigate(to, { replace: true, state: null })), [navigate]);
  return useRoutes(ROUTES);
}

// The declarative router: no screen uses loaders or actions, and the data router would add 17 kB (gzip) to the
// login page's first download.
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
