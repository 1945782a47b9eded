import {
  PRODUCT_PRICE_READ_PAGES,
  PRODUCT_PRICE_WRITE_PAGES,
  ZAddProductPrice,
  ZProductPrice,
  ZProductPriceByProductQuery,
  ZProductPriceList,
  ZUpdateProductPrice,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addProductPrice,
  deleteProductPrice,
  getProductPrice,
  listProductPrices,
  updateProductPrice,
} from './product-prices.service.ts';

// Prices are kept on the Base Product screen and on the Outsource Product screen's price dialog (spec 02 §2). Their
// GenerateQuotaByProductPrice writes quotations, so it is a quotations route (quotations.routes.ts).
const MANAGE = { pages: PRODUCT_PRICE_WRITE_PAGES } as const;
const READ = { pages: PRODUCT_PRICE_READ_PAGES } as const;

export function productPriceRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['ProductPrice'];

  r.get(
    '/api/ProductPrice/GetAllProductPrice',
    { schema: { tags, response: replyOf(ZProductPriceList) }, config: { access: READ } },
    async () => ok(await listProductPrices(db)),
  );
  r.get(
    '/api/ProductPrice/GetProductPriceById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZProductPrice) }, config: { access: READ } },
    async (request) => ok(await getProductPrice(db, request.query.id)),
  );
  r.get(
    '/api/ProductPrice/GetProductPriceByProduct',
    {
      schema: { tags, querystring: ZProductPriceByProductQuery, response: replyOf(ZProductPriceList) },
      config: { access: READ },
    },
    async (request) => ok(await listProductPrices(db, request.query.baseProductId)),
  );
  r.post(
    '/api/ProductPrice/AddProductPrice',
    { schema: { tags, body: ZAddProductPrice, response: replyOf(ZProductPrice) }, config: { access: MANAGE } },
    async (request) => ok(await addProductPrice(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/ProductPrice/UpdateProductPrice',
    { schema: { tags, body: ZUpdateProductPrice, response: replyOf(ZProductPrice) }, config: { access: MANAGE } },
    async (request) => ok(await updateProductPrice(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/ProductPrice/DeleteProductPrice',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZProductPrice) }, config: { access: MANAGE } },
    async (request) => ok(await deleteProductPrice(db, request.query.id)),
  );
}
