import { ZAddProductPrice, ZProductPriceByProductQuery, ZUpdateProductPrice } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf, staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { generateBulkDrafts } from '../quotations/quotation-price-change.service.ts';
import {
  addProductPrice,
  assertPricedForAllGroups,
  deleteProductPrice,
  getProductPrice,
  listProductPrices,
  updateProductPrice,
} from './product-prices.service.ts';

// Prices are kept on the Base Product screen and on the Outsource Product screen's price dialog (spec 02 §2).
const MANAGE = { pages: ['/base-product', '/outsource-product'] } as const;
const READ = { pages: ['/base-product', '/outsource-product', '/base-product-infos'] } as const;
const ZGenerateQuery = ZIdQuery.extend({ userId: z.string().optional() });

export function productPriceRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ProductPrice'];

  r.get('/api/ProductPrice/GetAllProductPrice', { schema: { tags }, config: { access: READ } }, async () =>
    ok(await listProductPrices(db)),
  );
  r.get(
    '/api/ProductPrice/GetProductPriceById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: READ } },
    async (request) => ok(await getProductPrice(db, request.query.id)),
  );
  r.get(
    '/api/ProductPrice/GetProductPriceByProduct',
    { schema: { tags, querystring: ZProductPriceByProductQuery }, config: { access: READ } },
    async (request) => ok(await listProductPrices(db, request.query.baseProductId)),
  );
  r.post(
    '/api/ProductPrice/AddProductPrice',
    { schema: { tags, body: ZAddProductPrice }, config: { access: MANAGE } },
    async (request) => ok(await db.transaction((tx) => addProductPrice(tx, request.body, actorOf(request)))),
  );
  r.put(
    '/api/ProductPrice/UpdateProductPrice',
    { schema: { tags, body: ZUpdateProductPrice }, config: { access: MANAGE } },
    async (request) => ok(await db.transaction((tx) => updateProductPrice(tx, request.body, actorOf(request)))),
  );
  r.delete(
    '/api/ProductPrice/DeleteProductPrice',
    { schema: { tags, querystring: ZIdQuery }, config: { access: MANAGE } },
    async (request) => ok(await deleteProductPrice(db, request.query.id)),
  );
  r.put(
    '/api/ProductPrice/GenerateQuotaByProductPrice',
    {
      schema: { tags, querystring: ZGenerateQuery, summary: 'Draft quotations of a base product for all customers' },
      config: { access: MANAGE },
    },
    async (request) =>
      ok(
        await db.transaction(async (tx) => {
          await assertPricedForAllGroups(tx, request.query.id);
          // The quotations module writes the drafts; the catalogue only checks its prices (no import circle).
          return generateBulkDrafts(tx, request.query.id, staffOf(request).employeeId);
        }),
      ),
  );
}
