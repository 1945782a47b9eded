import { ZAddProduct, ZAllProductQuery, ZArchiveQuery, ZProductByIdQuery, ZUpdateProduct } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf, staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { customerScopeOf } from '../customers/customers.service.ts';
import { listQuotedProducts } from '../quotations/quotation-pricing.service.ts';
import { getRecentOrderOfProduct } from '../sales-orders/sales-order-stats.service.ts';
import { outsourceProductRoutes } from './outsource-products.routes.ts';
import { productBarcodeRoutes } from './product-barcodes.routes.ts';
import {
  addProduct,
  deleteProduct,
  getAllProductNames,
  getAllProducts,
  getCustomisedProducts,
  getDeletedProducts,
  getProductDetail,
  getProductsForCustomer,
  getProductsOfBaseProduct,
  getShowingProducts,
  updateProduct,
} from './products.service.ts';

const MANAGE = { pages: ['/product'] } as const;
// Quotation, order and work order screens pick products, so the reads are open to any staff member.
const PICK = 'staff' as const;

/** The Product, ProductForShowing and ProductBarcode controllers (one registration in app.ts). */
export function productRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Product'];

  r.get(
    '/api/Product/GetAllProduct',
    { schema: { tags, querystring: ZAllProductQuery }, config: { access: PICK } },
    async (request) => ok(await getAllProducts(db, request.query.withOutStock)),
  );
  r.get('/api/Product/GetAllProductName', { schema: { tags }, config: { access: PICK } }, async () =>
    ok(await getAllProductNames(db)),
  );
  r.get(
    '/api/Product/GetAllDeletedProduct',
    { schema: { tags }, config: { access: { pages: ['/deleted-product'] } } },
    async () => ok(await getDeletedProducts(db)),
  );
  r.get(
    '/api/Product/GetProductById',
    { schema: { tags, querystring: ZProductByIdQuery }, config: { access: PICK } },
    async (request) => ok(await getProductDetail(db, request.query.id, request.query.group1Id)),
  );
  r.get(
    '/api/Product/GetProductByCustomerIdWithQuota',
    {
      schema: { tags, querystring: ZIdQuery, summary: "The customer's products priced in an active quotation" },
      // An online customer orders from its own quoted products (spec 01 §2 customer order page).
      config: { access: { pages: 'any', orCustomer: true } },
    },
    async (request) => {
      const caller = request.caller;
      if (caller?.kind === 'customer') {
        return ok(await listQuotedProducts(db, caller.customerId, { kind: 'all', canWrite: false }));
      }
      return ok(await listQuotedProducts(db, request.query.id, customerScopeOf(staffOf(request))));
    },
  );
  r.get(
    '/api/Product/GetProductByCustomerId',
    {
      schema: { tags, querystring: ZIdQuery, summary: "The customer's own products and those made for no customer" },
      config: { access: PICK },
    },
    async (request) => ok(await getProductsForCustomer(db, request.query.id)),
  );
  r.get(
    '/api/Product/GetCustomizeProdByCustId',
    {
      schema: { tags, querystring: ZIdQuery, summary: "Only the customer's own (customised) products" },
      config: { access: PICK },
    },
    async (request) => ok(await getCustomisedProducts(db, request.query.id)),
  );
  r.get(
    '/api/Product/GetProductByBaseProduct',
    { schema: { tags, querystring: ZIdQuery }, config: { access: PICK } },
    async (request) => ok(await getProductsOfBaseProduct(db, request.query.id)),
  );
  r.get(
    '/api/Product/GetRecentOrderByProd',
    {
      schema: { tags, querystring: ZIdQuery, summary: 'Order date and quantity of the latest order of the product' },
      config: { access: PICK },
    },
    async (request) => ok(await getRecentOrderOfProduct(db, request.query.id)),
  );
  r.post(
    '/api/Product/AddProduct',
    { schema: { tags, body: ZAddProduct }, config: { access: MANAGE } },
    async (request) => ok(await addProduct(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Product/UpdateProduct',
    { schema: { tags, body: ZUpdateProduct }, config: { access: MANAGE } },
    async (request) => ok(await db.transaction((tx) => updateProduct(tx, request.body, actorOf(request)))),
  );
  r.delete(
    '/api/Product/DeleteProduct',
    { schema: { tags, querystring: ZArchiveQuery }, config: { access: MANAGE } },
    async (request) => ok(await db.transaction((tx) => deleteProduct(tx, request.query, actorOf(request)))),
  );

  // The catalogue customers may see; an online customer reads it too.
  r.get(
    '/api/ProductForShowing/GetAllShowingProducts',
    { schema: { tags: ['ProductForShowing'] }, config: { access: 'signed-in' } },
    async () => ok(await getShowingProducts(db)),
  );

  outsourceProductRoutes(app, deps);
  productBarcodeRoutes(app, deps);
}
