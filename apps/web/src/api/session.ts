import { type TCurrentSession, type TCustomerLogin, type TStaffLogin, ZCurrentSession, ZDone } from '@packline/domain';
import { useSyncExternalStore } from 'react';
import { ApiError, apiGet, apiPost, onUnauthorized } from './client.ts';
import { ignoreError } from './failures.ts';

// Who is signed in, kept in localStorage so a reload keeps the menu. The token itself is the httpOnly
// cookie the login sets; this copy is only what the screens need (name, role, pages).

const STORAGE_KEY = 'packline.session';

export type TSession = TCurrentSession;
export type TStaffSession = Extract<TCurrentSession, { kind: 'staff' }>;
export type TCustomerSession = Extract<TCurrentSession, { kind: 'customer' }>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: TSession | null } = { raw: null, session: null };
let navigate: (to: string) => void = (to) => window.location.assign(to);

/** The screens' query cache, once a screen has loaded it (the login page does without: a smaller first download). */
interface TSessionCache {
  clear(): void;
  cancelQueries(): Promise<void>;
}
let sessionCache: TSessionCache | null = null;

/** Every answer in `cache` was fetched with the session: it is forgotten with it. */
export function attachSessionCache(cache: TSessionCache): void {
  sessionCache = cache;
}

function readSession(): TSession | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, session: parseSession(raw) };
  return cached.session;
}

function parseSession(raw: string | null): TSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('kind' in value)) return null;
    if (value.kind === 'staff' && 'pages' in value && Array.isArray(value.pages)) return value as TStaffSession;
    if (value.kind === 'customer' && 'customerId' in value) return value as TCustomerSession;
    return null;
  } catch {
    return null;
  }
}

function writeSession(session: TSession | null): void {
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in staff member or online customer, or null; re-renders when it changes. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribe, readSession);
}

export function getSession(): TSession | null {
  return readSession();
}

export function saveStaffSession(login: TStaffLogin): void {
  const { token: _cookie, ...session } = login;
  writeSession({ kind: 'staff', ...session });
}

export function saveCustomerSession(login: TCustomerLogin): void {
  const { token: _cookie, ...session } = login;
  writeSession({ kind: 'customer', ...session });
}

/** Forgets the session in this browser, and every cached answer fetched with it. */
export function clearSession(): void {
  sessionCache?.clear();
  writeSession(null);
}

/** While a logout runs, reads still on their way come back 401: expected, not worth an Error! dialog. */
let loggingOut = false;

/** Ends the session on the server, forgets it here and returns to the login page. */
export async function logout(): Promise<void> {
  loggingOut = true;
  try {
    await sessionCache?.cancelQueries();
    // Awaited: a late Logout answer clears the cookie, and would otherwise clear the next login's.
    await apiPost(ZDone, '/Session/Logout', undefined, { silent: true }).catch(
      ignoreError('the session ends here whatever the server answers'),
    );
    clearSession();
  } finally {
    loggingOut = false;
  }
  clearReadableCookies();
  // After the route guard has reacted to the cleared session: a logout must not carry the page it left as the
  // next login's destination (that is for a visitor sent to the login, not for the next person at the desk).
  setTimeout(() => navigate('/'), 0);
}

/** Re-reads the session from the server (name, pages, temporary password); forgets it when it has ended. */
export async function refreshSession(): Promise<void> {
  if (!readSession()) return;
  try {
    const current = await apiGet(ZCurrentSession, '/Session/Current', undefined, { silent: true });
    if (readSession()) writeSession(current);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
  }
}

/** The router's navigate, so logout moves within the app instead of reloading it. */
export function setSessionNavigator(navigateTo: (to: string) => void): void {
  navigate = navigateTo;
}

/** The session cookie is httpOnly (the server clears it on logout); this clears any other cookie of the app. */
export function clearReadableCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers staff use.
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

// A 401 while logging out, or once this browser has no session, was expected; otherwise the session ended on the
// server (expired, or the person was deleted): forget it here and say so ('Please check your login status.').
onUnauthorized(() => {
  const expected = loggingOut || !readSession();
  clearSession();
  return expected;
});
