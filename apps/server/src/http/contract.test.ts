import { readFile } from 'node:fs/promises';
import { CATALOGUES, catalogueListSchema, catalogueRowSchema, type TApiError } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_SPEC, readSpecTable, SPEC_DIR } from '../../test/spec.ts';
import { createTestApp, REFUSED, type TJson, type TReply, type TTestApp } from '../../test/test-app.ts';
import { MODULE_KEY } from '../app.ts';
import { SERVER_MODULES } from '../modules/index.ts';

// The API contract of docs/architecture.md §3: envelope, error shape, validation, routing, OpenAPI.

// The City catalogue's replies (http/catalogue-routes.ts builds them from its definition).
const CITY = catalogueRowSchema(CATALOGUES.city);
const CITIES = catalogueListSchema(CATALOGUES.city);

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t?.close());

function expectErrorShape(res: TReply<TApiError>, status: number): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    success: false,
    title: expect.any(String),
    message: { message: expect.any(String) },
  });
  expect(res.body.title.length).toBeGreaterThan(0);
  expect(res.body.message.message.length).toBeGreaterThan(0);
  expect(typeof res.body.requestId).toBe('string');
  expect(res.body.requestId.length).toBeGreaterThan(0);
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

/** A raw request: for bodies the JSON helpers cannot send (malformed, oversized, no content type). */
async function raw(method: 'POST' | 'PUT', url: string, payload: string | undefined, contentType?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${admin}` };
  if (contentType) headers['content-type'] = contentType;
  const response = await t.app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers, cookies: [] };
}

describe('envelope', () => {
  it('wraps every success as { success, data, errorMessage }', async () => {
    const res = await t.api(admin).get('/api/City/GetAllCity', CITIES);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'errorMessage', 'success']);
    expect(res.body.success).toBe(true);
    expect(res.body.errorMessage).toBeNull();
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('gives every failure the error shape with a request id', async () => {
    const other = await t.createStaff({ pages: [] });
    const failures = [
      await t.api().get('/api/City/GetAllCity', REFUSED),
      await t.api(other.token).post('/api/City/AddCity', { cityName: 'x' }, REFUSED),
      await t.api(admin).post('/api/City/AddCity', {}, REFUSED),
      await t.api(admin).get('/api/City/GetCityById?id=987654', REFUSED),
      await t.api(admin).get('/api/Nope/Nope', REFUSED),
    ];
    expect(failures.map((r) => r.status)).toEqual([401, 403, 400, 404, 404]);
    for (const res of failures) expectErrorShape(res, res.status);
    const ids = new Set(failures.map((r) => r.body.requestId));
    expect(ids.size).toBe(failures.length);
  });
});

describe('request validation', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const res = await raw('POST', '/api/City/AddCity', '{"cityName": "Auck', 'application/json');
    expectErrorShape(res, 400);
  });

  it('answers an empty JSON body and a missing body with 400', async () => {
    expectErrorShape(await raw('POST', '/api/City/AddCity', '', 'application/json'), 400);
    const missing = await t.api(admin).post('/api/City/AddCity', undefined, REFUSED);
    expectErrorShape(missing, 400);
  });

  it('names the field that has the wrong type', async () => {
    const api = t.api(admin);
    const numberForString = await api.post('/api/City/AddCity', { cityName: 123 }, REFUSED);
    expectErrorShape(numberForString, 400);
    expect(numberForString.body.errors?.cityName).toEqual(['City Name must be text']);

    const stringForNumber = await api.post(
      '/api/PackagingType/AddPackagingType',
      {
        packagingTypeName: 'Box of 100',
        quantity: '100',
      },
      REFUSED,
    );
    expectErrorShape(stringForNumber, 400);
    expect(stringForNumber.body.errors?.quantity).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(Object.keys(stringForNumber.body.errors ?? {})).toEqual(['quantity']);

    const arrayForString = await api.post(
      '/api/Employee/EmployeeLogin',
      { username: ['admin'], password: 'x' },
      REFUSED,
    );
    expectErrorShape(arrayForString, 400);
    expect(arrayForString.body.errors?.username).toEqual(['Please input your Username!']);
  });

  it('refuses an array where an object belongs', async () => {
    const res = await t.api(admin).post('/api/City/AddCity', [{ cityName: 'Auckland' }], REFUSED);
    expectErrorShape(res, 400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['body']);
  });

  it('lists every invalid field at once', async () => {
    const res = await t.api(admin).post('/api/Machine/AddMachine', { machineName: '', sortingOrder: -1 }, REFUSED);
    expectErrorShape(res, 400);
    expect(res.body.errors).toMatchObject({
      machineName: ['Machine Name is required!'],
      machineTypeId: ['Machine Type is required!'],
      sortingOrder: ['Sorting Order must be greater than 0'],
    });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ cityName: 'x'.repeat(1024 * 1024 + 10) });
    expectErrorShape(await raw('POST', '/api/City/AddCity', payload, 'application/json'), 413);
  });

  it('refuses an over-long text with 400', async () => {
    const res = await t.api(admin).post('/api/City/AddCity', { cityName: 'x'.repeat(100_000) }, REFUSED);
    expectErrorShape(res, 400);
    expect(res.body.errors?.cityName).toEqual(['City Name must be at most 100 characters']);
  });

  it('refuses a value outside a choice list', async () => {
    const res = await t
      .api(admin)
      .post('/api/CustomerGroup1/AddCustomerGroup1', { group1Name: 'VIP', priceVisible: 7 }, REFUSED);
    expectErrorShape(res, 400);
    expect(res.body.errors?.priceVisible).toEqual(['Price Visible must be one of 0, 1']);
  });

  it('refuses a bad id in the query string', async () => {
    for (const query of ['', '?id=abc', '?id=-3', '?id=1.5']) {
      const res = await t.api(admin).get(`/api/City/GetCityById${query}`, REFUSED);
      expectErrorShape(res, 400);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['id']);
    }
  });

  it('answers an unsupported content type with 415', async () => {
    expectErrorShape(await raw('POST', '/api/City/AddCity', 'cityName=Napier', 'text/csv'), 415);
  });
});

describe('routing', () => {
  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await t.api(admin).get('/api/Nope/Nope', REFUSED);
    expectErrorShape(res, 404);
    expect(res.body.title).toBe('Not Found');
    expectErrorShape(await t.api().post('/api/Nope/Nope', {}, REFUSED), 404);
  });

  it('matches paths ignoring case, as the original server did', async () => {
    const res = await t.api(admin).get('/API/city/getallcity', CITIES);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const added = await t.api(admin).post('/api/CITY/ADDCITY', { cityName: 'Whanganui' }, CITY);
    expect(added.status).toBe(200);
  });

  it('ignores a trailing slash', async () => {
    const res = await t.api(admin).get('/api/City/GetAllCity/', CITIES);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('answers /healthz', async () => {
    const res = await t.api().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('stored values', () => {
  it('stores and returns SQL-looking text verbatim', async () => {
    const cityName = "Robert'); DROP TABLE city;--";
    const added = await t.api(admin).post('/api/City/AddCity', { cityName }, CITY);
    expect(added.status).toBe(200);
    expect(added.body.data.cityName).toBe(cityName);
    const read = await t.api(admin).get(`/api/City/GetCityById?id=${added.body.data.cityId}`, CITY);
    expect(read.body.data.cityName).toBe(cityName);
    const all = await t.api(admin).get('/api/City/GetAllCity', CITIES);
    expect(all.status).toBe(200);
    expect(all.body.data.map((c) => c.cityName)).toContain(cityName);
  });

  it('keeps non-ASCII text intact', async () => {
    const cityName = 'Whangārei – Te Tai Tokerau 🥡';
    const added = await t.api(admin).post('/api/City/AddCity', { cityName }, CITY);
    expect(added.body.data.cityName).toBe(cityName);
  });
});

describe('OpenAPI', () => {
  let doc: { openapi: string; paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    const res = await t.api().get('/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });

  it('is an OpenAPI 3 document of the API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(Object.keys(doc.paths).some((p) => p.toLowerCase().startsWith('/api/docs'))).toBe(false);
  });

  it.skipIf(!HAS_SPEC)(`documents every lookups, access and auth call of ${SPEC_DIR}/api-endpoints.tsv`, () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.toLowerCase()}`),
      ),
    );
    const rows = readSpecTable('api-endpoints.tsv').filter((r) => ['lookups', 'access', 'auth'].includes(r.module));
    expect(rows.length).toBeGreaterThanOrEqual(140);
    const missing = rows
      .map((r) => `${r.method.toUpperCase()} ${r.path.toLowerCase()}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('documents a 2xx reply body for every operation (JSON with its schema, or the file type)', () => {
    const undocumented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, TJson>)
        .filter(([, operation]) => {
          const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));
          const content = (success?.[1] as TJson)?.content ?? {};
          return !Object.values(content).some((body) => (body as TJson).schema);
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('names the registered module that serves every operation (x-module)', () => {
    const registered = new Set(SERVER_MODULES.map((module) => module.name));
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, TJson>).map(([method, operation]) => ({
        operation: `${method.toUpperCase()} ${path}`,
        module: operation[MODULE_KEY],
      })),
    );
    expect(operations.filter(({ module }) => !registered.has(module))).toEqual([]);
    const serving = new Set(operations.map(({ module }) => module));
    const silent = SERVER_MODULES.filter((module) => module.routes?.length && !serving.has(module.name));
    expect(silent.map((module) => module.name)).toEqual([]);
  });

  it('is the committed apps/server/openapi.json (npm run openapi writes it)', async () => {
    const committed = JSON.parse(await readFile(new URL('../../openapi.json', import.meta.url), 'utf8'));
    expect(doc).toEqual(committed);
  });
});
