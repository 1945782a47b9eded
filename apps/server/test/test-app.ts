import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type TAddEmployee,
  type TApiError,
  type TCurrentSession,
  type TPageMeta,
  ZCurrentSession,
  ZCustomerLogin,
  ZStaffLogin,
  type ZWarning,
} from '@packline/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { type Database, type DbHandle, newPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { page, role, rolePageMapping } from '../src/modules/access/access.tables.ts';
import { aCustomer, anOnlineUser } from '../src/modules/customers/customers.fixtures.ts';
import { addEmployee } from '../src/modules/employees/employees.service.ts';
import { ADMIN_USER_NAME } from '../src/modules/employees/first-admin.ts';
import { databaseUrl, onServer, TEST_ADMIN_PASSWORD } from './test-database.ts';
import { uniqueName } from './unique-name.ts';

export { TEST_ADMIN_PASSWORD, uniqueName };

// biome-ignore lint/suspicious/noExplicitAny: the body of an untyped call, kept while tests move to typed calls (below).
export type TJson = any;

export interface TReply<B> {
  status: number;
  body: B;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

/** An untyped call's reply: its body is `any`. New tests name the reply instead (TApi). */
export type TResponse = TReply<TJson>;

/** A successful JSON body (docs/architecture.md §3 envelope): the route's data schema at data, meta on a paged list. */
export interface TOkBody<T> {
  success: true;
  data: T;
  errorMessage: z.output<typeof ZWarning> | null;
  meta?: TPageMeta;
}

/** Names a call that must be refused (4xx/5xx): its body is the error envelope (http/error-handler.ts). */
export const REFUSED = Symbol('refused');
export type TRefused = typeof REFUSED;

export interface TCallOptions {
  /** The caller's address, for the per-address login limit (the app trusts the proxy header). */
  address?: string;
  headers?: Record<string, string>;
}

/**
 * What a call answers. Name the reply as the route declares it, so a renamed field fails to compile:
 * `api.get(url, ZDispatchList)` / `api.post(url, body, z.array(ZOrder))` for a call that succeeds (the schema is
 * the route's data, `replyOf(…)`/`pagedReplyOf(…)` in its routes file; the client checks at run time that it is the
 * route's own), `api.post(url, body, REFUSED)` for one that is refused. The one-argument form answers `any`: only for
 * files not migrated yet, for downloads (PDF, CSV) and for calls whose outcome the test does not know beforehand.
 */
export interface TApi {
  get(url: string): Promise<TResponse>;
  get<S extends z.ZodType>(url: string, reply: S): Promise<TReply<TOkBody<z.output<S>>>>;
  get(url: string, reply: TRefused): Promise<TReply<TApiError>>;
  post(url: string, body?: unknown): Promise<TResponse>;
  post<S extends z.ZodType>(url: string, body: unknown, reply: S): Promise<TReply<TOkBody<z.output<S>>>>;
  post(url: string, body: unknown, reply: TRefused): Promise<TReply<TApiError>>;
  put(url: string, body?: unknown): Promise<TResponse>;
  put<S extends z.ZodType>(url: string, body: unknown, reply: S): Promise<TReply<TOkBody<z.output<S>>>>;
  put(url: string, body: unknown, reply: TRefused): Promise<TReply<TApiError>>;
  delete(url: string): Promise<TResponse>;
  delete<S extends z.ZodType>(url: string, reply: S): Promise<TReply<TOkBody<z.output<S>>>>;
  delete(url: string, reply: TRefused): Promise<TReply<TApiError>>;
}

type TReplySchema = z.ZodType | TRefused | undefined;

/** The error envelope every refusal carries (domain TApiError); a refused call's body is checked against it. */
const ZApiError = z.object({
  success: z.literal(false),
  title: z.string(),
  message: z.object({ message: z.string(), innerMessage: z.string().optional() }),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string(),
});

// Two schemas are the same reply when their JSON Schemas match, words for people (description, title) aside: a test
// may write `z.array(ZOrder)` where the route wrote its own `z.array(ZOrder)`.
const schemaTexts = new WeakMap<z.ZodType, string>();
function schemaText(schema: z.ZodType): string {
  let text = schemaTexts.get(schema);
  if (text === undefined) {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    text = JSON.stringify(json, (key, value) =>
      ['description', 'title', 'examples'].includes(key) ? undefined : value,
    );
    schemaTexts.set(schema, text);
  }
  return text;
}

function sameSchema(a: z.ZodType, b: z.ZodType): boolean {
  return a === b || schemaText(a) === schemaText(b);
}

/** The data schema of a route's JSON reply (`replyOf`/`pagedReplyOf`), or null for a download. */
function replyDataOf(routeReply: unknown): z.ZodType | null {
  if (!(routeReply instanceof z.ZodObject)) return null;
  const data = routeReply.shape.data;
  return data instanceof z.ZodType ? data : null;
}

/** The header that ties a call to the reply schema of the route that answered it (read in an onSend hook). */
const CALL_HEADER = 'x-test-call';

/** Checks a named reply: a success of the route's own schema, or a refusal with the error envelope. */
function checkReply(what: string, expected: z.ZodType | TRefused, status: number, body: unknown, routeReply: unknown) {
  const answered = `${what} answered ${status}: ${JSON.stringify(body)?.slice(0, 500)}`;
  if (expected === REFUSED) {
    if (status < 400) throw new Error(`${answered}; the test expects it refused`);
    const parsed = ZApiError.safeParse(body);
    if (!parsed.success) throw new Error(`${answered}; not the error envelope: ${parsed.error.message}`);
    return;
  }
  if (status < 200 || status >= 300) throw new Error(`${answered}; the test expects it to succeed`);
  const data = replyDataOf(routeReply);
  if (!data) throw new Error(`${what} declares no JSON reply (replyOf/pagedReplyOf); call it without a schema`);
  // The server has already checked the body against the route's schema (CHECK_REPLIES); what is left is that the
  // test reads it with that schema and not another.
  if (!sameSchema(data, expected)) {
    throw new Error(
      `${what} replies ${schemaText(data).slice(0, 300)}; the test names ${schemaText(expected).slice(0, 300)}`,
    );
  }
}

export interface TStaffOptions extends Partial<TAddEmployee> {
  roleId?: number | null;
  /** Creates a role with exactly these page urls for the new employee. */
  pages?: string[];
}

export interface TTestStaff {
  employeeId: number;
  userName: string;
  password: string;
  roleId: number | null;
  token: string;
}

export interface TTestCustomer {
  customerId: number;
  userName: string;
  password: string;
  token: string;
}

export interface TTestApp {
  app: FastifyInstance;
  db: Database;
  kind: DbHandle['kind'];
  close(): Promise<void>;
  /** Calls the API with `Authorization: Bearer token` (none when token is undefined). */
  api(token?: string, options?: TCallOptions): TApi;
  loginStaff(userName: string, password: string): Promise<string>;
  loginAdmin(): Promise<string>;
  /** Session/Current of a signed-in staff member, e.g. the admin's employeeId. */
  staffSession(token: string): Promise<Extract<TCurrentSession, { kind: 'staff' }>>;
  createStaff(options?: TStaffOptions): Promise<TTestStaff>;
  createRole(pageUrls: string[]): Promise<number>;
  createCustomer(options?: { company?: string }): Promise<TTestCustomer>;
}

/** A fresh copy of the template database for one test file; close() also removes a PostgreSQL copy. */
export async function openTestDatabase(): Promise<DbHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const client = newPglite({ loadDataDir: new Blob([await readFile(source.dumpPath)]) });
    await client.waitReady;
    return wrapPglite(client);
  }
  const name = `packline_t_${randomBytes(6).toString('hex')}`;
  await onServer(source.serverUrl, [`CREATE DATABASE ${name} TEMPLATE ${source.template}`]);
  const handle = openPostgres(databaseUrl(source.serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(source.serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

function parseBody(text: string): TJson {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The row a test looks for in a list; fails, saying so, when no row matches. */
export function found<T>(rows: readonly T[], match: (row: T) => boolean): T {
  const row = rows.find(match);
  if (row === undefined) throw new Error('No row of the list matches');
  return row;
}

/** Session/Current of a staff member (the staff side of ZCurrentSession); fails for a customer's. */
export function staffSessionOf(session: TCurrentSession): Extract<TCurrentSession, { kind: 'staff' }> {
  if (session.kind !== 'staff') throw new Error(`Not a staff session: ${JSON.stringify(session)}`);
  return session;
}

/** The app on a fresh database, as main.ts builds it (no demo data, no web build). */
export async function createTestApp(): Promise<TTestApp> {
  const handle = await openTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'packline-test-'));
  const { db } = handle;
  const app = await buildApp({
    db,
    config: readConfig({ DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: '0', CHECK_REPLIES: '1' }),
  });

  // Which route answered a typed call, by its CALL_HEADER: the test checks its reply against the route's schema.
  const routeReplies = new Map<string, unknown>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const call = request.headers[CALL_HEADER];
    if (typeof call === 'string') {
      const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
      routeReplies.set(call, response?.[200]);
    }
    return payload;
  });
  let calls = 0;
  await app.ready();

  const api = (token?: string, options: TCallOptions = {}): TApi => {
    const call = async (
      method: InjectOptions['method'],
      url: string,
      body: unknown,
      expected: TReplySchema,
    ): Promise<TResponse> => {
      const headers: Record<string, string> = { ...options.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      const callId = expected === undefined ? null : String(++calls);
      if (callId) headers[CALL_HEADER] = callId;
      const response = await app.inject({
        method,
        url,
        headers,
        ...(options.address ? { remoteAddress: options.address } : {}),
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      const reply = {
        status: response.statusCode,
        body: parseBody(response.body),
        headers: response.headers,
        cookies: response.cookies as TResponse['cookies'],
      };
      if (callId && expected !== undefined) {
        const routeReply = routeReplies.get(callId);
        routeReplies.delete(callId);
        checkReply(`${method} ${url}`, expected, reply.status, reply.body, routeReply);
      }
      return reply;
    };
    // One implementation behind TApi's overloads: the reply schema only checks and types, the body is the wire's JSON.
    return {
      get: (url: string, reply?: TReplySchema) => call('GET', url, undefined, reply),
      post: (url: string, body?: unknown, reply?: TReplySchema) => call('POST', url, body, reply),
      put: (url: string, body?: unknown, reply?: TReplySchema) => call('PUT', url, body, reply),
      delete: (url: string, reply?: TReplySchema) => call('DELETE', url, undefined, reply),
    } as TApi;
  };

  const loginStaff = async (userName: string, password: string): Promise<string> => {
    const res = await api().post('/api/Employee/EmployeeLogin', { username: userName, password }, ZStaffLogin);
    return res.body.data.token;
  };

  const createRole = async (pageUrls: string[]): Promise<number> => {
    const [created] = await db
      .insert(role)
      .values({ roleName: uniqueName('Test role') })
      .returning();
    if (pageUrls.length > 0) {
      const pages = await db.select().from(page).where(inArray(page.pageUrl, pageUrls));
      const missing = pageUrls.filter((url) => !pages.some((p) => p.pageUrl === url));
      if (missing.length) throw new Error(`No seeded page for ${missing.join(', ')}`);
      await db.insert(rolePageMapping).values(pages.map((p) => ({ roleId: created.roleId, pageId: p.pageId })));
    }
    return created.roleId;
  };

  const createStaff = async (options: TStaffOptions = {}): Promise<TTestStaff> => {
    const { pages, ...fields } = options;
    const roleId = pages ? await createRole(pages) : (fields.roleId ?? null);
    const userName = fields.userName ?? uniqueName('staff');
    const password = fields.password ?? `pw-${randomBytes(6).toString('hex')}`;
    const created = await addEmployee(
      db,
      { firstName: 'Test', lastName: 'Person', isSales: 0, ...fields, roleId, userName, password },
      null,
    );
    return { employeeId: created.employeeId, userName, password, roleId, token: await loginStaff(userName, password) };
  };

  const createCustomer = async (options: { company?: string } = {}): Promise<TTestCustomer> => {
    const row = await aCustomer(db, { company: options.company ?? uniqueName('Test Café') });
    const { userName, password } = await anOnlineUser(db, row.customerId);
    const res = await api().post('/api/OnlineUser/OnlineUserLogin', { username: userName, password }, ZCustomerLogin);
    return { customerId: row.customerId, userName, password, token: res.body.data.token };
  };

  return {
    app,
    db,
    kind: handle.kind,
    api,
    loginStaff,
    loginAdmin: () => loginStaff(ADMIN_USER_NAME, TEST_ADMIN_PASSWORD),
    staffSession: async (token) =>
      staffSessionOf((await api(token).get('/api/Session/Current', ZCurrentSession)).body.data),
    createStaff,
    createRole,
    createCustomer,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
