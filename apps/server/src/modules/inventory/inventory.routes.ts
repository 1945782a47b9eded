import { queryIdSchema } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ORDER_READ } from '../sales-orders/sales-orders.routes.ts';
import {
  getProductInventoryInfo,
  listPurchasesOfProduct,
  listWorkOrdersOfOrder,
  listWorkOrdersOfProduct,
} from './inventory.service.ts';

// Stock figures by product and work orders by order (spec 01 §7 Supporting lookups): the order screens and the
// stock monitor read them; an online customer does not.
const STOCK_READ = { pages: [...ORDER_READ.pages, '/stock-monitor'] } as const;

const ZProductIdQuery = z.object({ productId: queryIdSchema('productId') });
const ZOrderIdQuery = z.object({ orderId: queryIdSchema('orderId').optional() });

export function inventoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: STOCK_READ };

  r.get(
    '/api/StockMonitor/GetStockInfoByProductId',
    { schema: { tags: ['StockMonitor'], querystring: ZProductIdQuery }, config },
    async (request) => ok(await getProductInventoryInfo(db, request.query.productId)),
  );
  r.get(
    '/api/StockMonitor/GetPoQtyByProductId',
    { schema: { tags: ['StockMonitor'], querystring: ZProductIdQuery }, config },
    async (request) => ok(await listPurchasesOfProduct(db, request.query.productId)),
  );
  // The spec's path keeps its misspelling (GetWorkOrderyProductId).
  r.get(
    '/api/WorkOrder/GetWorkOrderyProductId',
    { schema: { tags: ['WorkOrder'], querystring: ZProductIdQuery }, config },
    async (request) => ok(await listWorkOrdersOfProduct(db, request.query.productId)),
  );
  r.get(
    '/api/WorkOrder/GetAllWorkOrder',
    { schema: { tags: ['WorkOrder'], querystring: ZOrderIdQuery }, config },
    async (request) => ok(await listWorkOrdersOfOrder(db, request.query.orderId)),
  );
}
