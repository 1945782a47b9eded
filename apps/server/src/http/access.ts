import {
  CHECK_LOGIN_MESSAGE,
  normalisePageUrl,
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  SESSION_COOKIE,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

// ARCHITECTURE §4: every staff route declares the page(s) it serves; a user whose role has none of them gets 403.
// A customer session reaches only customer routes. Routes without a declaration refuse to register.

/**
 * - `{ pages }`: staff whose role has at least one of these pages.
 * - 'staff': any signed-in staff member (reference lists every screen reads, the session itself).
 * - 'customer': an online customer's own rows.
 * - 'public': no session (login, the public quote page).
 * - `{ pages, orQuoteToken: true }`: staff with one of the pages, or anyone else (no session, or a customer's) whose
 *   request carries a quote token; the handler must verify that token (the public quote page accepts and attaches
 *   files through the staff calls, spec 01 §7). `pages: 'any'` admits every staff member, as 'staff' does.
 */
export type TAccess =
  | {
      pages: readonly string[] | 'any';
      orQuoteToken?: true;
      /** An online customer may call it too; the handler limits them to their own customer's rows. */
      orCustomer?: true;
    }
  | 'staff'
  | 'customer'
  | 'signed-in'
  | 'public';

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
}

export type TResolveCaller = (token: string) => Promise<TCaller | null>;

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export function registerAccessGuard(app: FastifyInstance, resolveCaller: TResolveCaller): void {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api/') || route.url.toLowerCase().startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule.`);
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
    if (access === 'staff' || access.pages === 'any') return;
    if (!access.pages.some((url) => caller.pageUrls.has(normalisePageUrl(url)))) {
      throw new ForbiddenError('You do not have permission to use this page.');
    }
  });
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
