import {
  CHECK_LOGIN_MESSAGE,
  normalisePageUrl,
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  SESSION_COOKIE,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../core/errors.ts';

// docs/architecture.md §4: every staff route declares the page(s) it serves; a user whose role has none of them gets
// 403. Reads follow the pages as writes do: business data only for the pages whose screens show it. A customer session
// reaches only customer routes. Routes without a declaration refuse to register.

/**
 * - `{ pages }`: staff whose role has at least one of these pages. Business data (customers, products, prices, orders,
 *   employees…) is read this way: each module declares once, in its domain file, the pages whose screens show it,
 *   including other modules' screens that pick from it (the ticket dialog's customer picker).
 * - 'reference': a reference lookup (cities, groups, statuses, delivery methods, couriers, pallet and packaging types,
 *   order options…) that any signed-in staff member reads. GET routes only.
 * - 'picker': the id and name of people or things for a picker (the salesperson, the assignee, the operator), for any
 *   staff member; never more than a picker shows (no e-mail, mobile or role). GET routes only.
 * - 'staff': any signed-in staff member, for the calls about their own session (verify and change their password).
 *   No GET route may use it: the route-walking test (route-access.test.ts) fails on one.
 * - 'customer': an online customer's own rows.
 * - 'signed-in': anyone with a session, staff or customer (the session itself, logout).
 * - 'public': no session (login, the public quote page).
 * - `{ pages, orQuoteToken: true }`: staff with one of the pages, or anyone else (no session, or a customer's) whose
 *   request carries a quote token; the handler must verify that token (the public quote page accepts and attaches
 *   files through the staff calls, spec 01 §7).
 * - `{ pages, orCustomer: true }`: staff with one of the pages, or an online customer, whom the handler limits to
 *   their own customer's rows.
 */
export type TAccess =
  | {
      pages: readonly string[];
      orQuoteToken?: true;
      /** An online customer may call it too; the handler limits them to their own customer's rows. */
      orCustomer?: true;
    }
  | 'reference'
  | 'picker'
  | 'staff'
  | 'customer'
  | 'signed-in'
  | 'public';

/** Marks for reads only: a write always names its pages (or is 'staff' for the caller's own session). */
const READ_ONLY_MARKS: ReadonlySet<TAccess> = new Set<TAccess>(['reference', 'picker']);

export type TCaller =
  | {
      kind: 'staff';
      sessionId: number;
      employeeId: number;
      userName: string;
      roleId: number | null;
      mustChangePassword: boolean;
      pageUrls: ReadonlySet<string>;
    }
  | { kind: 'customer'; sessionId: number; onlineUserId: number; customerId: number; userName: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    /** A staff member with a temporary password may still call this route (change password, logout). */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    caller: TCaller | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, as registered: the route-walking access test reads it. */
    accessTable: TRouteAccess[];
  }
}

export interface TRouteAccess {
  method: string;
  url: string;
  access: TAccess;
}

export type TResolveCaller = (token: string) => Promise<TCaller | null>;

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export function registerAccessGuard(app: FastifyInstance, resolveCaller: TResolveCaller): void {
  app.decorateRequest('caller', null);
  const accessTable: TRouteAccess[] = [];
  app.decorate('accessTable', accessTable);

  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api/') || route.url.toLowerCase().startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule.`);
    const methods = [route.method].flat();
    if (READ_ONLY_MARKS.has(access) && methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      throw new Error(
        `Route ${route.method} ${route.url}: '${access}' is for GET routes only; a write names its pages.`,
      );
    }
    for (const method of methods) accessTable.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = readToken(request);
    const caller = token ? await resolveCaller(token) : null;
    const quoteTokenAllowed = typeof access === 'object' && access.orQuoteToken === true;
    if (quoteTokenAllowed && caller?.kind !== 'staff') return;
    if (!caller) throw new UnauthorizedError(CHECK_LOGIN_MESSAGE);
    request.caller = caller;
    if (access === 'signed-in') return;
    if (access === 'customer') {
      if (caller.kind !== 'customer') throw new ForbiddenError('This page is for customer accounts.');
      return;
    }
    if (caller.kind === 'customer' && typeof access === 'object' && access.orCustomer === true) return;
    if (caller.kind !== 'staff') throw new ForbiddenError('You do not have permission to use this page.');
    if (caller.mustChangePassword && !request.routeOptions.config.duringPasswordChange) {
      throw new ForbiddenError(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    }
    // What is left of the marks ('reference', 'picker', 'staff') admits every staff member.
    if (typeof access === 'string') return;
    if (!holdsAnyPage(caller, access.pages)) {
      throw new ForbiddenError('You do not have permission to use this page.');
    }
  });
}

/** The staff member's role has at least one of these pages. */
export function holdsAnyPage(caller: { pageUrls: ReadonlySet<string> }, pages: readonly string[]): boolean {
  return pages.some((url) => caller.pageUrls.has(normalisePageUrl(url)));
}

/** The signed-in staff member; routes with staff access always have one. */
export function staffOf(request: FastifyRequest): Extract<TCaller, { kind: 'staff' }> {
  if (request.caller?.kind !== 'staff') throw new UnauthorizedError(CHECK_LOGIN_MESSAGE);
  return request.caller;
}

export function customerOf(request: FastifyRequest): Extract<TCaller, { kind: 'customer' }> {
  if (request.caller?.kind !== 'customer') throw new UnauthorizedError(CHECK_LOGIN_MESSAGE);
  return request.caller;
}

/** The id recorded as createdBy/updatedBy. */
export function actorOf(request: FastifyRequest): number | null {
  return request.caller?.kind === 'staff' ? request.caller.employeeId : null;
}
