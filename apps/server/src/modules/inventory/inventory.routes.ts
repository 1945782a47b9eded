import {
  queryIdSchema,
  STOCK_INFO_PAGES,
  STOCK_READ_PAGES,
  ZProductInventoryInfo,
  ZPurchaseInfoList,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { getProductInventoryInfo, listPurchasesOfProduct } from './inventory.service.ts';

// Stock figures by product (spec 01 §7 Supporting lookups; a product's and an order's work orders are production's): the order screens and the
// stock monitor read them; an online customer does not.
const STOCK_READ = { pages: STOCK_READ_PAGES } as const;

const ZProductIdQuery = z.object({ productId: queryIdSchema('productId') });

export function inventoryRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const config = { access: STOCK_READ };

  r.get(
    '/api/StockMonitor/GetStockInfoByProductId',
    {
      schema: { tags: ['StockMonitor'], querystring: ZProductIdQuery, response: replyOf(ZProductInventoryInfo) },
      config: { access: { pages: STOCK_INFO_PAGES } },
    },
    async (request) => ok(await getProductInventoryInfo(db, request.query.productId)),
  );
  r.get(
    '/api/StockMonitor/GetPoQtyByProductId',
    {
      schema: { tags: ['StockMonitor'], querystring: ZProductIdQuery, response: replyOf(ZPurchaseInfoList) },
      config,
    },
    async (request) => ok(await listPurchasesOfProduct(db, request.query.productId)),
  );
}
