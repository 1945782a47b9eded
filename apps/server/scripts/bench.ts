import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOX_SOURCE,
  ORDER_STATUS,
  shiftDate,
  type TStockPriceRow,
  todayInAuckland,
  toSlashDate,
  ZAddOrder,
} from '@packline/domain';
import { and, asc, count, desc, eq, gte, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { type Database, type DbHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { inBatches } from '../src/http/xlsx-export.ts';
import { inStock, listBoxLocationsOfProduct } from '../src/modules/boxes/box-read.ts';
import { createBoxes } from '../src/modules/boxes/boxes.service.ts';
import { box } from '../src/modules/boxes/boxes.tables.ts';
import { baseProductListQuery } from '../src/modules/catalogue/base-product-read.ts';
import { listBaseProducts } from '../src/modules/catalogue/base-products.service.ts';
import { baseProduct, product, rawMaterial } from '../src/modules/catalogue/catalogue.tables.ts';
import { productListQuery } from '../src/modules/catalogue/product-read.ts';
import { listProducts } from '../src/modules/catalogue/products.service.ts';
import { listRawMaterials } from '../src/modules/catalogue/raw-materials.service.ts';
import { customerListQuery, listCustomers, simpleCustomerQuery } from '../src/modules/customers/customers.service.ts';
import { customer } from '../src/modules/customers/customers.tables.ts';
import { labelBoxesFor } from '../src/modules/dispatch/dispatch.demo.ts';
import { addDispatching, completeDispatching, deliverDispatching } from '../src/modules/dispatch/dispatch.service.ts';
import { dispatching } from '../src/modules/dispatch/dispatch.tables.ts';
import { dispatchListQuery, dispatchListWhere, listDispatches } from '../src/modules/dispatch/dispatch-read.ts';
import { listPalletStockLog } from '../src/modules/dispatch/pallet-stock-log-read.ts';
import { DEMO_PASSWORD } from '../src/modules/employees/employees.demo.ts';
import { employeeListQuery } from '../src/modules/employees/employees.service.ts';
import { employee } from '../src/modules/employees/employees.tables.ts';
import { ADMIN_USER_NAME, ensureAdmin } from '../src/modules/employees/first-admin.ts';
import { getProductInventoryInfo } from '../src/modules/inventory/inventory.service.ts';
import { invoice, invoiceItem } from '../src/modules/invoices/invoices.tables.ts';
import { invoiceFilter, listInvoicePage, listInvoices } from '../src/modules/invoices/invoices-read.ts';
import * as lookups from '../src/modules/lookups/lookups.tables.ts';
import {
  listStockMonitor,
  listStockPrices,
  readStockPriceBatch,
} from '../src/modules/monitoring/stock-monitor-read.ts';
import { listQuotedProducts, quotationListQuery } from '../src/modules/quotations/quotation-read.ts';
import { listQuotationSummaries } from '../src/modules/quotations/quotations.service.ts';
import { quotation, quotationItem } from '../src/modules/quotations/quotations.tables.ts';
import { listNewSaleReport, listSaleReport } from '../src/modules/reports/reports-read.ts';
import { allOrdersWhere, listOrders } from '../src/modules/sales-orders/sales-order-lists.ts';
import {
  getOrder,
  listOrderProducts,
  liveOrders,
  orderListQuery,
} from '../src/modules/sales-orders/sales-order-read.ts';
import { dashboardCountsQuery } from '../src/modules/sales-orders/sales-order-stats.service.ts';
import { addOrder, orderNumberOf } from '../src/modules/sales-orders/sales-orders.service.ts';
import {
  orderOption,
  orderProduct,
  orderStatusLog,
  salesOrder,
} from '../src/modules/sales-orders/sales-orders.tables.ts';
import { listTicketPage, listTickets } from '../src/modules/tickets/ticket-read.ts';
import { ticket } from '../src/modules/tickets/tickets.tables.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { seedReferenceData } from '../src/seed/reference.ts';

// `npm run bench` (docs/architecture.md §7): seeds the large demo data set on a fresh database, then times each key
// list endpoint through app.inject beside "the floor": the endpoint's main SQL run directly on the same database.
// A script, never a timed test. The defaults build issue 5's data set: BENCH_SIZE (default 84: 5,040 customers, 840
// staff, 2,856 base products), BENCH_ORDERS (default 100,000 sales orders, over 400,000 lines), BENCH_RUNS (default
// 30), BENCH_DISPATCHES (default 1,000 orders shipped through the dispatch services), BENCH_DATABASE_URL (PostgreSQL).
// BENCH_ONLY (text in a bench's name or path) times only the benches it names, and skips the downloads; with
// BENCH_CPU_PROFILE (a file name) their endpoint calls are profiled into a .cpuprofile for Chrome's DevTools.
// BENCH_KEEP=1 (PostgreSQL) seeds the database packline_bench_kept on its first run and keeps it: later runs reuse it
// (whatever size it was seeded at; drop it to seed again).

const WARM_UP = 3;
const SIZE = positiveInt('BENCH_SIZE', 84);
const ORDERS = positiveInt('BENCH_ORDERS', 100_000);
/**
 * Products per customer: an order has 2 to 7 lines, each a different quoted product of its customer, so 6 products
 * make orders average over 4 lines (4 products would cap them at about 3.5).
 */
const PRODUCTS_PER_CUSTOMER = 6;
const RUNS = positiveInt('BENCH_RUNS', 30);
/** Orders shipped through the dispatch services after the demo seed (the dispatch and invoice lists' history). */
const DISPATCHES = positiveInt('BENCH_DISPATCHES', 1000);
const SERVER_URL = process.env.BENCH_DATABASE_URL || undefined;
const ONLY = process.env.BENCH_ONLY?.toLowerCase() || undefined;
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE || undefined;
/** PostgreSQL only: seed `packline_bench_kept` once and keep it, so later runs time calls without seeding again. */
const KEEP = process.env.BENCH_KEEP === '1';

interface TBench {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The select the endpoint's service runs: same columns, joins, filter and order. */
  floorQuery?: (db: Database) => SQLWrapper;
  /** Instead of one select: the service's own work without HTTP (several statements); answers its row count. */
  floorRun?: (db: Database) => Promise<number>;
  /** A file download (not a JSON envelope): its rows are the floor's. */
  binary?: boolean;
  /** Shown beside the path when one endpoint is measured against two floors. */
  floorNote?: string;
  /** The call is the one of this earlier bench: its times are shown again against this row's floor (timed once). */
  sameCallAs?: string;
}

// Each floor is the very query the endpoint's service runs (its exported builder), executed without the mapping,
// HTTP, auth and JSON. The admin sees every customer.
const ALL_CUSTOMERS = { kind: 'all', canWrite: true } as const;
const PAGE_QUERY = { page: 1, pageSize: 100 } as const;
const FIRST_PAGE = 'page=1&pageSize=100';
/** The reports' range: the last 12 months to today (Auckland days). */
const YEAR = { start: shiftDate(todayInAuckland(), -12, 'month'), end: todayInAuckland() };
const BENCHES: TBench[] = [
  {
    name: 'Customer',
    path: '/api/Customer/GetAllCustomer',
    floorQuery: (db) => customerListQuery(db, ALL_CUSTOMERS),
  },
  {
    name: 'SimpleCustomer',
    path: '/api/Customer/GetAllSimpleCustomer',
    floorQuery: (db) => simpleCustomerQuery(db, ALL_CUSTOMERS),
  },
  {
    name: 'Product',
    path: '/api/Product/GetAllProduct?withOutStock=true',
    floorQuery: (db) => productListQuery(db),
  },
  { name: 'BaseProduct', path: '/api/BaseProduct/GetAllBaseProduct', floorQuery: (db) => baseProductListQuery(db) },
  { name: 'RawMaterial', path: '/api/RawMaterial/GetAllRawMaterial', floorQuery: (db) => listRawMaterials(db) },
  { name: 'Employee', path: '/api/Employee/GetAllEmployee', floorQuery: employeeListQuery },
  {
    name: 'Quotation',
    path: '/api/Quotation/GetAllQuotation',
    floorQuery: (db) => quotationListQuery(db, undefined),
  },
  // The screens' own reads since issue 13 §2: one page of 100, sorted and counted in SQL. The floor is the same
  // service call without HTTP, auth and JSON (the page's select and its count).
  {
    name: 'Customer page',
    path: `/api/Customer/GetAllCustomer?${FIRST_PAGE}&statusId=1`,
    floorRun: async (db) => (await listCustomers(db, ALL_CUSTOMERS, { ...PAGE_QUERY, statusId: 1 })).rows.length,
  },
  {
    name: 'Customer page, searched',
    path: `/api/Customer/GetAllCustomer?${FIRST_PAGE}&search=cafe`,
    floorRun: async (db) => (await listCustomers(db, ALL_CUSTOMERS, { ...PAGE_QUERY, search: 'cafe' })).rows.length,
  },
  {
    name: 'Product page',
    path: `/api/Product/GetAllProduct?${FIRST_PAGE}&withOutStock=true`,
    floorRun: async (db) => (await listProducts(db, { ...PAGE_QUERY, withOutStock: true })).rows.length,
  },
  {
    name: 'Product page by name',
    path: `/api/Product/GetAllProduct?${FIRST_PAGE}&withOutStock=true&sortField=productName&sortOrder=descend`,
    floorRun: async (db) =>
      (await listProducts(db, { ...PAGE_QUERY, withOutStock: true, sortField: 'productName', sortOrder: 'descend' }))
        .rows.length,
  },
  {
    name: 'BaseProduct page',
    path: `/api/BaseProduct/GetAllBaseProduct?${FIRST_PAGE}`,
    floorRun: async (db) => (await listBaseProducts(db, PAGE_QUERY)).rows.length,
  },
  {
    name: 'Quotation page',
    path: `/api/Quotation/GetAllQuotation?${FIRST_PAGE}`,
    floorRun: async (db) => (await listQuotationSummaries(db, PAGE_QUERY, ALL_CUSTOMERS)).rows.length,
  },
  // Stock monitoring (issue 17): the monitor's page (every product's figures in set-based SQL, low ones filtered and
  // counted), the Inventory value's page of 2,000, and the Inventory export (every product, streamed in batches of
  // 2,000; the floor reads the same batches without writing the workbook).
  {
    name: 'Stock monitor page',
    path: `/api/StockMonitor/GetMonitor?${FIRST_PAGE}`,
    floorRun: async (db) => (await listStockMonitor(db, PAGE_QUERY)).rows.length,
  },
  {
    name: 'Stock monitor, low only',
    path: `/api/StockMonitor/GetMonitor?${FIRST_PAGE}&low=1`,
    floorRun: async (db) => (await listStockMonitor(db, { ...PAGE_QUERY, low: '1' })).rows.length,
  },
  {
    name: 'Inventory page (2,000)',
    path: '/api/StockMonitor/GetStockPrice?page=1&pageSize=2000',
    floorRun: async (db) => (await listStockPrices(db, { page: 1, pageSize: 2000 })).rows.length,
  },
  {
    name: 'Inventory Excel export',
    path: '/api/StockMonitor/ExportStockPrice',
    binary: true,
    floorNote: 'floor: its batches read, no workbook',
    floorRun: async (db) => {
      let rows = 0;
      const batches = inBatches<TStockPriceRow>((after) => readStockPriceBatch(db, {}, after, 2000), 2000);
      for await (const _row of batches) rows += 1;
      return rows;
    },
  },
  // The sales reports (issue 18) over the last 12 months: the Sales Report's page of 100, the New Sales Report, and its
  // Excel export. The floor is the report's read without HTTP (the export's: its rows, without the workbook).
  {
    name: 'Sales Report page (12 months)',
    path: `/api/Invoice/GetSaleReport?${FIRST_PAGE}&start=${YEAR.start}&end=${YEAR.end}`,
    floorRun: async (db) => (await listSaleReport(db, PAGE_QUERY, YEAR, null)).rows.length,
  },
  {
    name: 'New Sales Report (12 months)',
    path: `/api/Invoice/GetNewSaleReport?start=${YEAR.start}&end=${YEAR.end}`,
    floorRun: async (db) => (await listNewSaleReport(db, YEAR, YEAR, null)).length,
  },
  {
    name: 'New Sales Report Excel export (12 months)',
    path: `/api/Invoice/ExportNewSaleReport?start=${YEAR.start}&end=${YEAR.end}`,
    binary: true,
    floorNote: 'floor: its rows read, no workbook',
    floorRun: async (db) => (await listNewSaleReport(db, YEAR, YEAR, null)).length,
  },
  {
    name: 'City',
    path: '/api/City/GetAllCity',
    // The generic catalogue factory's GetAll.
    floorQuery: (db) => db.select().from(lookups.city).orderBy(asc(lookups.city.cityId)),
  },
];

interface TBenchDb {
  handle: DbHandle;
  label: string;
  /** The database was seeded by an earlier BENCH_KEEP run. */
  seeded: boolean;
  dispose(): Promise<void>;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}".`);
  return value;
}

async function onServer(serverUrl: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** PGlite in a fresh temp dir, or a fresh `packline_bench_<pid>` database on the BENCH_DATABASE_URL server. */
async function openBenchDb(): Promise<TBenchDb> {
  if (!SERVER_URL) {
    const dir = await mkdtemp(join(tmpdir(), 'packline-bench-'));
    const handle = await openPglite(dir);
    return {
      handle,
      label: `PGlite (${dir})`,
      seeded: false,
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = KEEP ? 'packline_bench_kept' : `packline_bench_${process.pid}`;
  const kept = KEEP && (await onServer(SERVER_URL, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length > 0;
  if (!kept) {
    await onServer(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onServer(SERVER_URL, `CREATE DATABASE ${name}`);
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const shown = `${url.protocol}//${url.host}/${name}`;
  return {
    handle: openPostgres(url.toString()),
    label: `PostgreSQL (${shown}, ${KEEP ? (kept ? 'seeded earlier, kept' : 'kept') : 'dropped at the end'})`,
    seeded: kept,
    dispose: async () => {
      if (!KEEP) await onServer(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function seed(db: DbHandle): Promise<number> {
  const started = performance.now();
  await applyMigrations(db);
  await seedReferenceData(db.db);
  await ensureAdmin(db.db, { adminPassword: DEMO_PASSWORD, seedDemo: true });
  await seedDemoData(db.db, SIZE, { orders: ORDERS, productsPerCustomer: PRODUCTS_PER_CUSTOMER });
  await shipOrders(db.db, DISPATCHES);
  return performance.now() - started;
}

/**
 * A dispatch history for the dispatch and invoice lists: the newest BENCH_DISPATCHES orders still to be sent are
 * shipped through the real services (boxes labelled for them, AddDispatching, CompleteDispatching, which raises the
 * invoice, DeliverDispatching), one transaction per order, several orders at once on PostgreSQL.
 */
async function shipOrders(db: Database, count: number): Promise<void> {
  const orders = await db
    .select({ orderId: salesOrder.orderId })
    .from(salesOrder)
    .where(
      and(
        liveOrders(),
        eq(salesOrder.draft, 0),
        inArray(salesOrder.orderStatusId, [ORDER_STATUS.Approved, ORDER_STATUS.Warehouse]),
      ),
    )
    .orderBy(desc(salesOrder.orderId))
    .limit(count);
  const [courierRow] = await db.select({ courierId: lookups.courier.courierId }).from(lookups.courier).limit(1);
  const actor = { scope: { kind: 'all' }, employeeId: null } as const;
  const ship = (orderId: number) =>
    db.transaction(async (tx) => {
      const lines = await listOrderProducts(tx, [orderId]);
      const toShip = lines.map((line) => ({ ...line, pieces: Number(line.quantity) - Number(line.deliveredQuantity) }));
      const details = await labelBoxesFor(
        tx,
        toShip.filter((line) => line.pieces > 0),
        null,
      );
      if (details.length === 0) return;
      const dispatch = await addDispatching(tx, { orderId, dispatchingDetails: details, palletInfo: null }, actor);
      await completeDispatching(
        tx,
        { dispatchId: dispatch.dispatchId, courierId: courierRow.courierId, trackingNo: `BENCH${orderId}` },
        actor,
      );
      await deliverDispatching(tx, dispatch.dispatchId, actor);
    });
  const workers = SERVER_URL ? 8 : 1;
  const queue = orders.map((order) => order.orderId);
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let orderId = queue.shift(); orderId !== undefined; orderId = queue.shift()) await ship(orderId);
    }),
  );
}

async function countRows(db: Database): Promise<[string, number][]> {
  const tables: [string, PgTable][] = [
    ['employees', employee],
    ['customers', customer],
    ['customer products', product],
    ['base products', baseProduct],
    ['raw materials', rawMaterial],
    ['cities', lookups.city],
    ['quotations', quotation],
    ['quotation lines', quotationItem],
    ['sales orders', salesOrder],
    ['order lines', orderProduct],
    ['order options', orderOption],
    ['order status log rows', orderStatusLog],
    ['boxes', box],
    ['dispatches', dispatching],
    ['invoices', invoice],
    ['tickets', ticket],
  ];
  const counts: [string, number][] = [];
  for (const [name, table] of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts.push([name, row.n]);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------------------
// Timing

interface TStats {
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentiles of the timed runs, after the warm-up calls. */
async function time(run: () => Promise<unknown>): Promise<TStats> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const rank = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)];
  return { p50: rank(50), p95: rank(95), max: samples[samples.length - 1] };
}

/** The V8 profiler of this process, on until stop() writes what it saw to `file` (a .cpuprofile). */
async function startProfile(file: string): Promise<{ stop(): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile: ${file}`);
    },
  };
}

async function login(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Employee/EmployeeLogin',
    payload: { username: ADMIN_USER_NAME, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`Admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

interface TResult {
  bench: TBench;
  api: TStats;
  floor: TStats;
  rows: number;
  floorRows: number;
  kb: number;
  /** A download's one more call with the process's resident memory watched: MB grown at the peak, and its time. */
  memory?: { peakMb: number; ms: number };
}

/** One call with the process's resident memory sampled every 10 ms: how many MB it grew by at the peak, and the time. */
async function memoryOf(call: () => Promise<unknown>): Promise<{ peakMb: number; ms: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  try {
    await call();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage.rss());
  return { peakMb: (peak - before) / 1024 / 1024, ms };
}

/** One call of the endpoint as the signed-in admin; anything but a 200 stops the bench. */
type TCall = Pick<TBench, 'path' | 'method' | 'body'>;

/** The inject options of a call as the signed-in admin. */
const requestOf = (token: string, bench: TCall) => ({
  method: bench.method ?? 'GET',
  url: bench.path,
  headers: { authorization: `Bearer ${token}` },
  ...(bench.body === undefined ? {} : { payload: bench.body as object }),
});

async function callEndpoint(app: FastifyInstance, token: string, bench: TCall) {
  const res = await app.inject(requestOf(token, bench));
  if (res.statusCode !== 200) throw new Error(`${bench.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
}

/**
 * The timed call: the reply read as bytes, as a client on the wire reads it. (light-my-request otherwise joins the
 * chunks and decodes them into a JS string for `res.body`, client-side work that took 35% of a 41 MB list's time.)
 */
async function timedCall(app: FastifyInstance, token: string, bench: TCall) {
  const res = await app.inject({ ...requestOf(token, bench), payloadAsStream: true });
  let bytes = 0;
  for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
  if (res.statusCode !== 200) throw new Error(`${bench.path}: ${res.statusCode}`);
  return bytes;
}

async function runBench(
  app: FastifyInstance,
  db: Database,
  token: string,
  bench: TBench,
  earlier: readonly TResult[],
): Promise<TResult> {
  const call = () => timedCall(app, token, bench);
  const timedAlready = earlier.find((result) => result.bench.name === bench.sameCallAs)?.api;
  const query = bench.floorQuery?.(db);
  const floor = async () =>
    query ? ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.length : await runFloor(db, bench);
  const floorRows = await floor();
  const { rows, kb } = await replySize(app, token, bench, floorRows);
  return {
    bench,
    api: timedAlready ?? (await time(call)),
    floor: await time(floor),
    rows,
    floorRows,
    kb,
    ...(bench.binary ? { memory: await memoryOf(call) } : {}),
  };
}

/**
 * The rows and KB of one untimed call (a download's rows are its floor's). Its reply, 41 MB of text and the objects
 * parsed from it for the largest list, is dropped here: kept through the timed calls, it made every garbage
 * collection in them walk it.
 */
async function replySize(app: FastifyInstance, token: string, bench: TBench, floorRows: number) {
  const sample = await callEndpoint(app, token, bench);
  const data = bench.binary ? null : sample.json().data;
  return {
    rows: bench.binary ? floorRows : Array.isArray(data) ? data.length : 1,
    kb: Buffer.byteLength(sample.body) / 1024,
  };
}

async function runFloor(db: Database, bench: TBench): Promise<number> {
  if (!bench.floorRun) throw new Error(`${bench.name}: no floor`);
  return bench.floorRun(db);
}

// ---------------------------------------------------------------------------------------------------------
// The order benches: their ids (a busy salesperson, an order, a customer to order for) come from the seeded data.

const ALL_ORDERS = { kind: 'all' } as const;

class RolledBack extends Error {}

async function orderBenches(db: Database): Promise<TBench[]> {
  const [busiest] = await db
    .select({ salesId: salesOrder.employeeId, orders: count() })
    .from(salesOrder)
    .where(liveOrders())
    .groupBy(salesOrder.employeeId)
    .orderBy(desc(count()))
    .limit(1);
  const [anOrder] = await db
    .select({ orderId: salesOrder.orderId })
    .from(salesOrder)
    .innerJoin(orderProduct, eq(orderProduct.orderId, salesOrder.orderId))
    .where(and(liveOrders(), gte(salesOrder.orderStatusId, ORDER_STATUS.Approved)))
    .groupBy(salesOrder.orderId)
    .orderBy(desc(count()), desc(salesOrder.orderId))
    .limit(1);
  const buyer = await customerWithFourProducts(db);
  const salesId = busiest?.salesId ?? 0;
  const orderId = anOrder?.orderId ?? 0;
  const lines = buyer.products.map((p) => ({
    productId: p.productId,
    unitPrice: Number(p.price),
    packagingQty: 2,
    quantity: 2 * (p.cartonQuantity ?? 1),
    price: 0,
  }));
  const today = new Date().toISOString().slice(0, 10);
  const newOrder = ZAddOrder.parse({
    customerId: buyer.customerId,
    orderDate: today,
    requiredDate: today,
    deliveryAddress: '12 Queen Street, Auckland',
    orderProduct: lines,
  });
  const [admin] = await db
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, ADMIN_USER_NAME));
  const adminActor = { scope: { kind: 'all' }, employeeId: admin?.employeeId ?? null } as const;
  return [
    {
      name: 'Order list',
      path: '/api/SalesOrder/GetAllOrder',
      floorQuery: (d) => orderListQuery(d, allOrdersWhere({}, ALL_ORDERS)),
    },
    {
      name: 'Order page',
      path: `/api/SalesOrder/GetAllOrder?${FIRST_PAGE}`,
      floorRun: async (d) => (await listOrders(d, PAGE_QUERY, ALL_ORDERS)).rows.length,
    },
    {
      name: 'Order by id',
      path: `/api/SalesOrder/GetOrderById?id=${orderId}`,
      // getOrder: the header with its joins, then the lines and the options (three selects).
      floorRun: async (d) => (await getOrder(d, orderId)).orderProduct.length,
    },
    {
      name: 'Orders of a salesperson',
      path: `/api/SalesOrder/GetBySales?salesId=${salesId}`,
      floorQuery: (d) => orderListQuery(d, and(liveOrders(), eq(salesOrder.employeeId, salesId))),
    },
    {
      name: 'Dashboard counts',
      path: '/api/SalesOrder/GetDashboardCounts',
      floorQuery: (d) => dashboardCountsQuery(d),
    },
    {
      name: 'New order (4 lines)',
      path: '/api/SalesOrder',
      method: 'POST',
      body: newOrder,
      // The service without HTTP, like GetOrderById's floor: its checks (customer, quotes, pack sizes), the id, the
      // writes in one transaction and the read of the saved order. Each run saves an order, as the endpoint's does.
      floorRun: async (d) => (await addOrder(d, newOrder, adminActor, { draft: false })).orderProduct.length,
    },
    {
      name: 'New order (4 lines), against its INSERTs alone',
      path: '/api/SalesOrder',
      floorNote: 'floor: its INSERTs alone',
      sameCallAs: 'New order (4 lines)',
      method: 'POST',
      body: newOrder,
      // The INSERTs of a new order (header, order number, 4 lines, the status log) in a rolled-back transaction: what
      // the call costs beyond writing its rows (the checks, the reply, HTTP).
      floorRun: (d) => insertOrder(d, buyer.customerId, lines, { commit: false }),
    },
    {
      name: 'New order (4 lines), against its INSERTs committed',
      path: '/api/SalesOrder',
      floorNote: 'floor: its INSERTs committed',
      sameCallAs: 'New order (4 lines)',
      method: 'POST',
      body: newOrder,
      // The same INSERTs committed, as every saved order is: a rolled-back transaction never waits for its WAL to reach
      // the disk, a COMMIT does (synchronous_commit), so the row above leaves the durable write out of its floor.
      floorRun: (d) => insertOrder(d, buyer.customerId, lines, { commit: true }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Stock, dispatch, invoices and tickets (issues 6 and 7): the list screens' default reads, the box locations of the
// best-stocked product (the Locations dialog) and its stock figure.

async function stockBenches(db: Database): Promise<TBench[]> {
  const [stocked] = await db
    .select({ productId: box.productId })
    .from(box)
    .where(inStock())
    .groupBy(box.productId)
    .orderBy(desc(count()))
    .limit(1);
  const productId = stocked?.productId ?? 0;
  const yearAgo = toSlashDate(Date.now() - 365 * 86_400_000);
  const today = toSlashDate(Date.now());
  const openDispatches = { start: yearAgo, end: today, status: '3,1' };
  return [
    {
      name: 'Dispatch list (a year, open)',
      path: `/api/Dispatching/GetAllDispatching?start=${yearAgo}&end=${today}&status=3,1`,
      floorQuery: (d) => dispatchListQuery(d, dispatchListWhere(openDispatches, ALL_ORDERS)),
    },
    {
      name: 'Delivered list (a year)',
      path: `/api/Dispatching/GetAllDispatching?start=${yearAgo}&end=${today}&status=2`,
      floorQuery: (d) => dispatchListQuery(d, dispatchListWhere({ ...openDispatches, status: '2' }, ALL_ORDERS)),
    },
    {
      name: 'Dispatch page (a year, open)',
      path: `/api/Dispatching/GetAllDispatching?start=${yearAgo}&end=${today}&status=3,1&${FIRST_PAGE}`,
      floorRun: async (d) => (await listDispatches(d, { ...openDispatches, ...PAGE_QUERY }, ALL_ORDERS)).rows.length,
    },
    {
      name: 'Invoice list (3 months)',
      path: '/api/Invoice/GetAllInvoice',
      floorRun: async (d) => (await listInvoices(d, invoiceFilter({}))).length,
    },
    {
      name: 'Invoice page (3 months)',
      path: `/api/Invoice/GetAllInvoice?${FIRST_PAGE}`,
      floorRun: async (d) => (await listInvoicePage(d, PAGE_QUERY)).rows.length,
    },
    {
      name: 'Box locations of a product',
      path: `/api/Box/GetBoxLocationByProductId?productId=${productId}`,
      floorRun: async (d) => (await listBoxLocationsOfProduct(d, productId)).length,
    },
    {
      name: 'Stock info of a product',
      path: `/api/StockMonitor/GetStockInfoByProductId?productId=${productId}`,
      floorRun: async (d) => (await getProductInventoryInfo(d, productId)).productInStock,
    },
    {
      name: 'Pallet stock log (12 months)',
      path: `/api/PalletStockLog/GetByCustomerId?start=${yearAgo}`,
      floorRun: async (d) => (await listPalletStockLog(d, { start: yearAgo })).length,
    },
    {
      name: 'Ticket list (admin)',
      path: '/api/Ticket/GetAllTicket',
      floorRun: async (d) => (await listTickets(d, { employeeId: 0, isAdmin: true })).length,
    },
    {
      name: 'Ticket page (admin)',
      path: `/api/Ticket/GetAllTicket?${FIRST_PAGE}`,
      floorRun: async (d) => (await listTicketPage(d, { employeeId: 0, isAdmin: true }, PAGE_QUERY)).rows.length,
    },
  ];
}

/** An active customer with at least four quoted products, and four of them. */
async function customerWithFourProducts(db: Database) {
  const candidates = await db
    .select({ customerId: customer.customerId })
    .from(customer)
    .where(eq(customer.statusId, 1))
    .orderBy(asc(customer.customerId))
    .limit(200);
  for (const { customerId } of candidates) {
    const quoted = await listQuotedProducts(db, customerId, ALL_CUSTOMERS);
    if (quoted.length >= 4) return { customerId, products: quoted.slice(0, 4) };
  }
  throw new Error('No active customer with four quoted products.');
}

/** The INSERTs of a new order in one transaction, rolled back or committed; answers the lines written. */
async function insertOrder(
  db: Database,
  customerId: number,
  lines: { productId: number; unitPrice: number; packagingQty: number; quantity: number }[],
  { commit }: { commit: boolean },
): Promise<number> {
  let written = 0;
  try {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(salesOrder)
        .values({
          orderNo: '',
          customerId,
          orderDate: '2026-01-05',
          requiredDate: '2026-01-09',
          deliveryAddress: '12 Queen Street, Auckland',
        })
        .returning({ orderId: salesOrder.orderId });
      await tx
        .update(salesOrder)
        .set({ orderNo: orderNumberOf(created.orderId) })
        .where(eq(salesOrder.orderId, created.orderId));
      const rows = await tx
        .insert(orderProduct)
        .values(
          lines.map((l, sortOrder) => ({
            orderId: created.orderId,
            productId: l.productId,
            unitPrice: String(l.unitPrice),
            packagingQty: String(l.packagingQty),
            quantity: String(l.quantity),
            price: (l.unitPrice * l.packagingQty).toFixed(2),
            sortOrder,
          })),
        )
        .returning({ id: orderProduct.orderProductId });
      await tx.insert(orderStatusLog).values({ orderId: created.orderId, toStatusId: ORDER_STATUS.New });
      written = rows.length;
      if (!commit) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return written;
}

// ---------------------------------------------------------------------------------------------------------
// Output

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (value: number) => value.toFixed(1);

function resultTable(results: TResult[]): string {
  const header = ['endpoint', 'rows', 'KB', 'p50', 'p95', 'max', 'floor p50', 'floor p95', 'p50/floor'];
  const rows = results.map((r) => [
    [r.bench.method === 'POST' ? 'POST' : '', r.bench.path, r.bench.floorNote ? `(${r.bench.floorNote})` : '']
      .filter(Boolean)
      .join(' '),
    r.rows === r.floorRows ? String(r.rows) : `${r.rows} (floor ${r.floorRows})`,
    r.kb.toFixed(1),
    ms(r.api.p50),
    ms(r.api.p95),
    ms(r.api.max),
    ms(r.floor.p50),
    ms(r.floor.p95),
    `${(r.api.p50 / r.floor.p50).toFixed(1)}x`,
  ]);
  return table(header, rows);
}

const LARGE_EXPORT_ROWS = 100_000;

/**
 * Issue 18's large export: the seeded year invoices about 4,000 report rows, so one invoice of the year gets
 * LARGE_EXPORT_ROWS more items, each at its own unit price (each its own report row), and the New Sales Report's
 * Excel export of that year is called once with the server's memory watched. Added at the end: the database is the
 * bench's own and is dropped.
 */
async function largeExport(app: FastifyInstance, db: Database, token: string): Promise<string> {
  const [target] = await db
    .select({ invoiceId: invoice.invoiceId })
    .from(invoice)
    .where(gte(invoice.invoiceDate, YEAR.start))
    .orderBy(asc(invoice.invoiceId))
    .limit(1);
  const [item] = await db.select({ productId: invoiceItem.productId }).from(invoiceItem).limit(1);
  if (!target || !item?.productId) return '  Large export: no invoice in the year to add items to.';
  await db.execute(sql`
    insert into ${invoiceItem} (invoice_id, product_id, quantity, package_qty, unit_price, total_price, reserve_price)
    select ${target.invoiceId}, ${item.productId}, 10, 1, 1 + n / 1000.0, 1 + n / 1000.0, 1
    from generate_series(1, ${LARGE_EXPORT_ROWS}) as n`);
  await db.execute(sql`analyze ${invoiceItem}`);
  const path = `/api/Invoice/ExportNewSaleReport?start=${YEAR.start}&end=${YEAR.end}`;
  let size = 0;
  const { peakMb, ms: took } = await memoryOf(async () => {
    size = (await callEndpoint(app, token, { path })).rawPayload.length;
  });
  const rows = (await listNewSaleReport(db, {}, YEAR, null)).length;
  return `  New Sales Report Excel export, ${rows} rows (${LARGE_EXPORT_ROWS} items added to one invoice of the year): ${(size / 1024 / 1024).toFixed(1)} MB in ${ms(took)} ms, peak RSS +${peakMb.toFixed(1)} MB`;
}

const LABEL_PRINTS = 3;
const LABELS_PER_PRINT = 500;
const HEALTHZ_BENCH = `healthz during ${LABEL_PRINTS} ${LABELS_PER_PRINT}-label prints`;

/** Nearest-rank percentiles of some samples. */
function percentiles(samples: number[]): { p50: number; p99: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: rank(50), p99: rank(99), max: sorted[sorted.length - 1] ?? 0, n: sorted.length };
}

/** /healthz called one after another (2 ms apart) until `until` settles, or `count` times: each call's ms. */
async function healthzTimes(base: string, until: { count: number } | { done: () => boolean }): Promise<number[]> {
  const times: number[] = [];
  const more = () => ('count' in until ? times.length < until.count : !until.done());
  while (more()) {
    const started = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return times;
}

/**
 * Issue 29 §4: is the server still answering while it draws PDFs? The app listens on a loopback port; /healthz is
 * timed alone, then while LABEL_PRINTS prints of LABELS_PER_PRINT box labels each (with their QR codes) run at once.
 */
async function healthzDuringPrints(app: FastifyInstance, db: Database, token: string): Promise<string> {
  const [first] = await db
    .select({ productId: product.productId })
    .from(product)
    .orderBy(asc(product.productId))
    .limit(1);
  if (!first) return `  ${HEALTHZ_BENCH}: no product to label.`;
  const boxes = await createBoxes(db, {
    productId: first.productId,
    quantityPerBox: 1000,
    count: LABELS_PER_PRINT,
    source: BOX_SOURCE.ManualCreated,
    createdBy: null,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const print = async () => {
    const res = await fetch(`${address}/api/Label/BoxLabels`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ boxIds: boxes.map((b) => b.boxId), logoType: 4 }),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`Label/BoxLabels: ${res.status}`);
    return bytes;
  };
  await print(); // warm: pdfmake, bwip-js (and any worker) loaded
  const before = percentiles(await healthzTimes(address, { count: 200 }));
  let settled = false;
  const started = performance.now();
  const prints = Promise.all(Array.from({ length: LABEL_PRINTS }, print)).finally(() => {
    settled = true;
  });
  const during = percentiles(await healthzTimes(address, { done: () => settled }));
  const bytes = await prints;
  const took = performance.now() - started;
  const row = (name: string, s: ReturnType<typeof percentiles>) =>
    `    ${name.padEnd(8)} p50 ${ms(s.p50).padStart(7)}  p99 ${ms(s.p99).padStart(7)}  max ${ms(s.max).padStart(7)}  (${s.n} calls)`;
  return [
    `  ${HEALTHZ_BENCH}: the prints took ${ms(took)} ms (${(bytes[0] / 1024 / 1024).toFixed(1)} MB each); /healthz in ms:`,
    row('before', before),
    row('during', during),
  ].join('\n');
}

/** The downloads' one more call with memory watched, then issue 18's large export. */
async function reportDownloads(app: FastifyInstance, db: Database, token: string, results: readonly TResult[]) {
  console.log("\nDownloads, one more call each with the server process's resident memory watched:");
  for (const r of results.filter((result) => result.memory)) {
    const { peakMb, ms: took } = r.memory as { peakMb: number; ms: number };
    console.log(
      `  ${r.bench.name}: ${r.rows} rows, ${(r.kb / 1024).toFixed(1)} MB in ${ms(took)} ms, peak RSS +${peakMb.toFixed(1)} MB`,
    );
  }
  console.log(await largeExport(app, db, token));
}

async function main(): Promise<void> {
  const bench = await openBenchDb();
  const { db } = bench.handle;
  let app: FastifyInstance | null = null;
  try {
    console.log(`Database: ${bench.label}`);
    console.log(
      `Size:     BENCH_SIZE=${SIZE}, BENCH_ORDERS=${ORDERS}, ${WARM_UP} warm-up + ${RUNS} timed runs (BENCH_RUNS)`,
    );
    console.log(`Node:     ${process.version} (${process.platform} ${process.arch})`);
    const seconds = bench.seeded ? 0 : (await seed(bench.handle)) / 1000;
    // A database in use has its planner statistics; freshly seeded tables have none until autovacuum gets to them,
    // and without them a four-line order's read hash-joins the whole product table. Vacuumed too, as autovacuum keeps
    // a database in use: otherwise it works through the freshly written tables while the calls are timed.
    await db.execute(sql`vacuum analyze`);
    const counts = await countRows(db);
    console.log(
      `${bench.seeded ? 'Seeded earlier' : `Seeded in ${seconds.toFixed(1)} s`}: ${counts.map(([name, n]) => `${n} ${name}`).join(', ')}\n`,
    );

    const dir = await mkdtemp(join(tmpdir(), 'packline-bench-web-'));
    app = await buildApp({ db, config: readConfig({ DATA_DIR: dir, WEB_DIST: dir, SEED_DEMO: '0' }), logger: false });
    await app.ready();
    const token = await login(app);
    const results: TResult[] = [];
    const chosen = [...BENCHES, ...(await orderBenches(db)), ...(await stockBenches(db))].filter(
      (item) => !ONLY || `${item.name} ${item.path}`.toLowerCase().includes(ONLY),
    );
    const profiler = CPU_PROFILE ? await startProfile(CPU_PROFILE) : null;
    for (const item of chosen) results.push(await runBench(app, db, token, item, results));
    await profiler?.stop();
    console.log(resultTable(results));
    // BENCH_ONLY times what it names and nothing else: no downloads.
    if (!ONLY) await reportDownloads(app, db, token, results);
    if (!ONLY || HEALTHZ_BENCH.toLowerCase().includes(ONLY)) {
      console.log(`\n${await healthzDuringPrints(app, db, token)}`);
    }
    console.log('\nTimes in ms. "floor" = the same SQL run directly on the database (no HTTP, auth or JSON);');
    console.log(
      'GetOrderById: getOrder() without HTTP; POST SalesOrder (one timing of the call, three floors): addOrder() without HTTP, then its INSERTs alone in a rolled-back transaction, then the same INSERTs committed.',
    );
    await rm(dir, { recursive: true, force: true });
  } finally {
    await app?.close();
    await bench.handle.close();
    await bench.dispose();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
