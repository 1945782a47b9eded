import {
  PRODUCT_PAGES,
  PRODUCT_PICKER_PAGES,
  PRODUCT_READ_PAGES,
  ZAddProduct,
  ZArchiveQuery,
  ZProduct,
  ZProductByIdQuery,
  ZProductDetail,
  ZProductList,
  ZProductListQuery,
  ZProductNameList,
  ZProductNameQuery,
  ZShowingProductList,
  ZUpdateProduct,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { outsourceProductRoutes } from './outsource-products.routes.ts';
import { productBarcodeRoutes } from './product-barcodes.routes.ts';
import { getShowingProducts } from './product-read.ts';
import {
  addProduct,
  deleteProduct,
  getAllProductNames,
  getCustomisedProducts,
  getDeletedProducts,
  getProductDetail,
  getProductsForCustomer,
  getProductsOfBaseProduct,
  listProducts,
  updateProduct,
} from './products.service.ts';

const MANAGE = { pages: ['/product'] } as const;
// The whole list is for the catalogue screens; a product, a customer's or a base product's products also for the
// screens whose quotation and order editors pick them.
const LIST = { pages: PRODUCT_PAGES } as const;
const PICK = { pages: PRODUCT_READ_PAGES } as const;
// A product's detail also for Warehouse Management, whose Print Barcode fills Qty Per Package from its packaging.
const DETAIL = { pages: [...PRODUCT_READ_PAGES, '/warehouse-management'] } as const;

/** The Product, ProductForShowing and ProductBarcode controllers (one registration in app.ts). */
export function productRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Product'];

  r.get(
    '/api/Product/GetAllProduct',
    {
      schema: {
        tags,
        summary: 'Live products; paged, sorted and searched with ?page&pageSize&sortField&sortOrder&search',
        querystring: ZProductListQuery,
        response: pagedReplyOf(ZProduct),
      },
      config: { access: LIST },
    },
    async (request) => okPage(await listProducts(db, request.query)),
  );
  // The product pickers: the catalogue screens, the warehouse's product searches, the New Work Order's product.
  r.get(
    '/api/Product/GetAllProductName',
    {
      schema: {
        tags,
        summary: 'Id, name and code, for pickers (?search&limit&selectedId as the user types)',
        querystring: ZProductNameQuery,
        response: replyOf(ZProductNameList),
      },
      config: { access: { pages: PRODUCT_PICKER_PAGES } },
    },
    async (request) => ok(await getAllProductNames(db, request.query)),
  );
  r.get(
    '/api/Product/GetAllDeletedProduct',
    { schema: { tags, response: replyOf(ZProductList) }, config: { access: { pages: ['/deleted-product'] } } },
    async () => ok(await getDeletedProducts(db)),
  );
  r.get(
    '/api/Product/GetProductById',
    { schema: { tags, querystring: ZProductByIdQuery, response: replyOf(ZProductDetail) }, config: { access: DETAIL } },
    async (request) => ok(await getProductDetail(db, request.query.id, request.query.group1Id)),
  );
  r.get(
    '/api/Product/GetProductByCustomerId',
    {
      schema: {
        tags,
        querystring: ZIdQuery,
        summary: "The customer's own products and those made for no customer",
        response: replyOf(ZProductList),
      },
      config: { access: PICK },
    },
    async (request) => ok(await getProductsForCustomer(db, request.query.id)),
  );
  r.get(
    '/api/Product/GetCustomizeProdByCustId',
    {
      schema: {
        tags,
        querystring: ZIdQuery,
        summary: "Only the customer's own (customised) products",
        response: replyOf(ZProductList),
      },
      config: { access: PICK },
    },
    async (request) => ok(await getCustomisedProducts(db, request.query.id)),
  );
  r.get(
    '/api/Product/GetProductByBaseProduct',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZProductList) }, config: { access: PICK } },
    async (request) => ok(await getProductsOfBaseProduct(db, request.query.id)),
  );
  r.post(
    '/api/Product/AddProduct',
    { schema: { tags, body: ZAddProduct, response: replyOf(ZProduct) }, config: { access: MANAGE } },
    async (request) => ok(await addProduct(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Product/UpdateProduct',
    { schema: { tags, body: ZUpdateProduct, response: replyOf(ZProduct) }, config: { access: MANAGE } },
    async (request) => ok(await updateProduct(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/Product/DeleteProduct',
    { schema: { tags, querystring: ZArchiveQuery, response: replyOf(ZProduct) }, config: { access: MANAGE } },
    async (request) => ok(await deleteProduct(db, request.query, actorOf(request))),
  );

  // The catalogue customers may see; an online customer reads it too.
  r.get(
    '/api/ProductForShowing/GetAllShowingProducts',
    {
      schema: { tags: ['ProductForShowing'], response: replyOf(ZShowingProductList) },
      config: { access: 'signed-in' },
    },
    async () => ok(await getShowingProducts(db)),
  );

  outsourceProductRoutes(app, deps);
  productBarcodeRoutes(app, deps);
}
