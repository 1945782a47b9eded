import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TAddEmployee } from '@packline/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { type Database, type DbHandle, newPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { hashPassword } from '../src/http/password.ts';
import { page, role, rolePageMapping } from '../src/modules/access/access.tables.ts';
import { customer, onlineUser } from '../src/modules/customers/customers.tables.ts';
import { addEmployee } from '../src/modules/employees/employees.service.ts';
import { ADMIN_USER_NAME } from '../src/modules/employees/first-admin.ts';
import { databaseUrl, onServer, TEST_ADMIN_PASSWORD } from './test-database.ts';

export { TEST_ADMIN_PASSWORD };

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field and assert on their shape.
export type TJson = any;

export interface TResponse {
  status: number;
  body: TJson;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

export interface TCallOptions {
  /** The caller's address, for the per-address login limit (the app trusts the proxy header). */
  address?: string;
  headers?: Record<string, string>;
}

export interface TApi {
  get(url: string): Promise<TResponse>;
  post(url: string, body?: unknown): Promise<TResponse>;
  put(url: string, body?: unknown): Promise<TResponse>;
  delete(url: string): Promise<TResponse>;
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

let sequence = 0;
/** A name no other row of this run has. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
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
  await app.ready();

  const api = (token?: string, options: TCallOptions = {}): TApi => {
    const call = async (method: InjectOptions['method'], url: string, body?: unknown): Promise<TResponse> => {
      const headers: Record<string, string> = { ...options.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await app.inject({
        method,
        url,
        headers,
        ...(options.address ? { remoteAddress: options.address } : {}),
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      return {
        status: response.statusCode,
        body: parseBody(response.body),
        headers: response.headers,
        cookies: response.cookies as TResponse['cookies'],
      };
    };
    return {
      get: (url) => call('GET', url),
      post: (url, body) => call('POST', url, body),
      put: (url, body) => call('PUT', url, body),
      delete: (url) => call('DELETE', url),
    };
  };

  const loginStaff = async (userName: string, password: string): Promise<string> => {
    const res = await api().post('/api/Employee/EmployeeLogin', { username: userName, password });
    if (res.status !== 200) throw new Error(`Login of ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
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
    const company = options.company ?? uniqueName('Test Café');
    const [row] = await db.insert(customer).values({ company, customerCode: company }).returning();
    const userName = uniqueName('online');
    const password = `pw-${randomBytes(6).toString('hex')}`;
    await db
      .insert(onlineUser)
      .values({ userName, passwordHash: await hashPassword(password), customerId: row.customerId });
    const res = await api().post('/api/OnlineUser/OnlineUserLogin', { username: userName, password });
    if (res.status !== 200) throw new Error(`Customer login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { customerId: row.customerId, userName, password, token: res.body.data.token };
  };

  return {
    app,
    db,
    kind: handle.kind,
    api,
    loginStaff,
    loginAdmin: () => loginStaff(ADMIN_USER_NAME, TEST_ADMIN_PASSWORD),
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
