import {
  CATALOGUES,
  MONITOR_MESSAGES,
  MONITOR_READ_PAGES,
  MONITOR_WRITE_PAGES,
  STOCK_PRICE_PAGES,
  type TStockPriceRow,
  todayInAuckland,
  ZAddMonitorProducts,
  ZChangeMslQuery,
  ZMonitorProductIdQuery,
  ZMonitorProductList,
  ZPendingOrderOfProductList,
  ZStockAlertIdQuery,
  ZStockAlertList,
  ZStockHistory,
  ZStockMonitorQuery,
  ZStockMonitorRow,
  ZStockPriceQuery,
  ZStockPriceRow,
  ZStockPriceTotals,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scheduleJobs } from '../../db/scheduled-jobs.ts';
import { actorOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { inBatches, sendXlsx, XLSX_REPLY } from '../../http/xlsx-export.ts';
import type { TModuleDeps } from '../registry.ts';
import { acknowledgeStockAlert, addMonitorProducts, changeMsl, refreshStockAlerts } from './monitoring.service.ts';
import { monitorProductGroup } from './monitoring.tables.ts';
import { listMonitorProducts, listOpenStockAlerts } from './monitoring-read.ts';
import { readStockHistory } from './stock-history-read.ts';
import {
  listPendingOrdersOfProduct,
  listStockMonitor,
  listStockPrices,
  readStockPriceBatch,
  sumStockPrices,
} from './stock-monitor-read.ts';
import { computeSuggestedMsls } from './suggested-msl.service.ts';

// The stock monitoring calls (spec 02 §7 Monitoring; issue 17). Rules: README.md.

const READ = { pages: MONITOR_READ_PAGES } as const;
const WRITE = { pages: MONITOR_WRITE_PAGES } as const;

/** The alerts are refreshed every 5 minutes (spec 02 §9's monitor refresh), by one server at a time. */
const ALERT_REFRESH_MS = 5 * 60_000;
/** How often a server checks whether today's suggested MSLs are computed. */
const SUGGESTED_MSL_CHECK_MS = 60 * 60_000;
/** Products read per batch of the Inventory export. */
const EXPORT_BATCH = 2000;

export function monitoringRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  registerCatalogueRoutes(app, {
    def: CATALOGUES.monitorProductGroup,
    table: monitorProductGroup,
    db,
    readAccess: READ,
    unique: { field: 'type', message: MONITOR_MESSAGES.groupTypeTaken },
  });

  r.get(
    '/api/StockMonitor/GetMonitor',
    {
      schema: { tags: ['StockMonitor'], querystring: ZStockMonitorQuery, response: pagedReplyOf(ZStockMonitorRow) },
      config: { access: READ },
    },
    async (request) => okPage(await listStockMonitor(db, request.query)),
  );
  r.get(
    '/api/StockMonitor/GetPOMonitor',
    {
      schema: {
        tags: ['StockMonitor'],
        summary: 'The stock monitor of bought-in (outsourced) products',
        querystring: ZStockMonitorQuery,
        response: pagedReplyOf(ZStockMonitorRow),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listStockMonitor(db, request.query, { purchased: true })),
  );
  r.get(
    '/api/StockMonitor/GetPendingOrdersByProductId',
    {
      schema: {
        tags: ['StockMonitor'],
        summary: 'Ours: the Sales Order drill-down — live orders still to deliver the product',
        querystring: ZMonitorProductIdQuery,
        response: replyOf(ZPendingOrderOfProductList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listPendingOrdersOfProduct(db, request.query.productId)),
  );
  r.get(
    '/api/StockMonitor/GetStockHistory',
    {
      schema: {
        tags: ['StockMonitor'],
        summary: "Ours: the product's stock at the end of each of the last 90 days (box ledger), its MSL, open orders",
        querystring: ZMonitorProductIdQuery,
        response: replyOf(ZStockHistory),
      },
      config: { access: READ },
    },
    async (request) => ok(await readStockHistory(db, request.query.productId)),
  );
  r.get(
    '/api/StockMonitor/GetStockPrice',
    {
      schema: { tags: ['StockMonitor'], querystring: ZStockPriceQuery, response: pagedReplyOf(ZStockPriceRow) },
      config: { access: { pages: STOCK_PRICE_PAGES } },
    },
    async (request) => okPage(await listStockPrices(db, request.query)),
  );
  r.get(
    '/api/StockMonitor/GetStockPriceTotals',
    {
      schema: {
        tags: ['StockMonitor'],
        summary: 'Ours: the Inventory totals of the whole filter',
        querystring: ZStockPriceQuery,
        response: replyOf(ZStockPriceTotals),
      },
      config: { access: { pages: STOCK_PRICE_PAGES } },
    },
    async (request) => ok(await sumStockPrices(db, request.query)),
  );
  r.get(
    '/api/StockMonitor/ExportStockPrice',
    {
      schema: {
        tags: ['StockMonitor'],
        summary: 'Ours: the Inventory as an Excel workbook (the whole filter, streamed in batches)',
        querystring: ZStockPriceQuery,
        response: XLSX_REPLY,
      },
      config: { access: { pages: STOCK_PRICE_PAGES } },
    },
    async (request, reply) =>
      sendXlsx<TStockPriceRow>(reply, `Inventory ${todayInAuckland()}.xlsx`, {
        name: 'Inventory',
        columns: [
          { header: 'Product Code', value: (r) => r.productCode, width: 20 },
          { header: 'Product', value: (r) => r.productName, width: 40 },
          { header: 'In Stock', value: (r) => r.productInStock, type: 'integer' },
          { header: 'Per Carton', value: (r) => r.cartonQuantity, type: 'integer' },
          { header: 'Carton Stock', value: (r) => r.cartonStock, type: 'integer' },
          { header: 'Loose Pieces', value: (r) => r.loosePieces, type: 'integer' },
          { header: 'Unit Price', value: (r) => r.unitPrice, type: 'money' },
          { header: 'Value', value: (r) => r.price, type: 'money' },
        ],
        rows: inBatches((after) => readStockPriceBatch(db, request.query, after, EXPORT_BATCH), EXPORT_BATCH),
      }),
  );
  r.put(
    '/api/Product/ChangeMsl',
    {
      schema: {
        tags: ['Product'],
        querystring: ZChangeMslQuery,
        response: replyOf(z.object({ productId: z.number().int(), productMsl: z.number().int() })),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await changeMsl(db, request.query, actorOf(request))),
  );
  r.get(
    '/api/Product/GetMonitorProduct',
    { schema: { tags: ['Product'], response: replyOf(ZMonitorProductList) }, config: { access: READ } },
    async () => ok(await listMonitorProducts(db)),
  );
  r.post(
    '/api/ProductType/AddMonitorProducts',
    {
      schema: {
        tags: ['ProductType'],
        body: ZAddMonitorProducts,
        response: replyOf(z.object({ monitored: z.number().int(), removed: z.number().int() })),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await addMonitorProducts(db, request.body, actorOf(request))),
  );
  r.get(
    '/api/StockAlert/GetOpenStockAlerts',
    {
      schema: {
        tags: ['StockAlert'],
        summary: 'Ours: low-stock alerts not yet resolved',
        response: replyOf(ZStockAlertList),
      },
      config: { access: READ },
    },
    async () => ok(await listOpenStockAlerts(db)),
  );
  r.put(
    '/api/StockAlert/Acknowledge',
    {
      schema: {
        tags: ['StockAlert'],
        summary: 'Ours: the session acknowledges an open low-stock alert',
        querystring: ZStockAlertIdQuery,
        response: replyOf(z.object({ stockAlertId: z.number().int() })),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await acknowledgeStockAlert(db, request.query.stockAlertId, actorOf(request))),
  );

  // The suggested MSLs are computed once a day (the hourly check does nothing when today's are there).
  scheduleJobs(app, [
    { name: 'Stock alert refresh', everyMs: ALERT_REFRESH_MS, run: () => refreshStockAlerts(db) },
    { name: 'Suggested MSL computation', everyMs: SUGGESTED_MSL_CHECK_MS, run: () => computeSuggestedMsls(db) },
  ]);
}
