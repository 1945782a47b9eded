import {
  BASE_PRODUCT_READ_PAGES,
  ZAddBaseProduct,
  ZAddProductMachineMapping,
  ZArchiveQuery,
  ZBaseProduct,
  ZBaseProductList,
  ZBaseProductListQuery,
  ZMachineMappingListQuery,
  ZProductMachineMapping,
  ZProductMachineMappingList,
  ZUpdateBaseProduct,
  ZUpdateProductMachineMapping,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addBaseProduct,
  addMachineMapping,
  deleteBaseProduct,
  deleteMachineMapping,
  getBaseProduct,
  getMachineMapping,
  listBaseProducts,
  listDeletedBaseProducts,
  listMachineMappings,
  updateBaseProduct,
  updateMachineMapping,
} from './base-products.service.ts';

const MANAGE = { pages: ['/base-product'] } as const;
const READ = { pages: BASE_PRODUCT_READ_PAGES } as const;
const ARCHIVE = { pages: ['/deleted-base-product', '/base-product'] } as const;

export function baseProductRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['BaseProduct'];

  // Products, quotations and the read-only base product list pick from this list.
  r.get(
    '/api/BaseProduct/GetAllBaseProduct',
    {
      schema: {
        tags,
        summary:
          'Live base products; paged, sorted and searched with ?page&pageSize&sortField&sortOrder&search, ' +
          'or for a picker with ?search&limit&selectedId',
        querystring: ZBaseProductListQuery,
        response: pagedReplyOf(ZBaseProduct),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listBaseProducts(db, request.query)),
  );
  r.get(
    '/api/BaseProduct/GetBaseProductById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZBaseProduct) }, config: { access: READ } },
    async (request) => ok(await getBaseProduct(db, request.query.id)),
  );
  r.get(
    '/api/BaseProduct/GetAllDeletedBaseProduct',
    { schema: { tags, response: replyOf(ZBaseProductList) }, config: { access: ARCHIVE } },
    async () => ok(await listDeletedBaseProducts(db)),
  );
  r.post(
    '/api/BaseProduct/AddBaseProduct',
    { schema: { tags, body: ZAddBaseProduct, response: replyOf(ZBaseProduct) }, config: { access: MANAGE } },
    async (request) => ok(await addBaseProduct(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/BaseProduct/UpdateBaseProduct',
    { schema: { tags, body: ZUpdateBaseProduct, response: replyOf(ZBaseProduct) }, config: { access: MANAGE } },
    async (request) => ok(await updateBaseProduct(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/BaseProduct/DeleteBaseProduct',
    { schema: { tags, querystring: ZArchiveQuery, response: replyOf(ZBaseProduct) }, config: { access: MANAGE } },
    async (request) => ok(await deleteBaseProduct(db, request.query, actorOf(request))),
  );

  const mappingTags = ['ProductMachineMapping'];
  // The Base Product screen's Machine Action Management dialog.
  r.get(
    '/api/ProductMachineMapping/GetAllProductMachineMapping',
    {
      schema: {
        tags: mappingTags,
        querystring: ZMachineMappingListQuery,
        response: replyOf(ZProductMachineMappingList),
      },
      config: { access: MANAGE },
    },
    async (request) => ok(await listMachineMappings(db, request.query.baseProductId)),
  );
  r.get(
    '/api/ProductMachineMapping/GetProductMachineMappingById',
    {
      schema: { tags: mappingTags, querystring: ZIdQuery, response: replyOf(ZProductMachineMapping) },
      config: { access: MANAGE },
    },
    async (request) => ok(await getMachineMapping(db, request.query.id)),
  );
  r.post(
    '/api/ProductMachineMapping/AddProductMachineMapping',
    {
      schema: { tags: mappingTags, body: ZAddProductMachineMapping, response: replyOf(ZProductMachineMapping) },
      config: { access: MANAGE },
    },
    async (request) => ok(await addMachineMapping(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/ProductMachineMapping/UpdateProductMachineMapping',
    {
      schema: { tags: mappingTags, body: ZUpdateProductMachineMapping, response: replyOf(ZProductMachineMapping) },
      config: { access: MANAGE },
    },
    async (request) => ok(await updateMachineMapping(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/ProductMachineMapping/DeleteProductMachineMapping',
    {
      schema: { tags: mappingTags, querystring: ZIdQuery, response: replyOf(ZProductMachineMapping) },
      config: { access: MANAGE },
    },
    async (request) => ok(await deleteMachineMapping(db, request.query.id)),
  );
}
