import {
  OUTSOURCE_PRODUCT_READ_PAGES,
  ZAddOutsourceProduct,
  ZArchiveQuery,
  ZProduct,
  ZProductList,
  ZUpdateOutsourceProduct,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { addOutsourceProduct, deleteOutsourceProduct, updateOutsourceProduct } from './outsource-products.service.ts';
import { getOutsourcedProducts } from './products.service.ts';

const MANAGE = { pages: ['/outsource-product'] } as const;
const READ = { pages: OUTSOURCE_PRODUCT_READ_PAGES } as const;

export function outsourceProductRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Product'];

  r.get(
    '/api/Product/GetOutsourceProduct',
    { schema: { tags, response: replyOf(ZProductList) }, config: { access: READ } },
    async () => ok(await getOutsourcedProducts(db)),
  );
  r.post(
    '/api/Product/AddOutSourceProd',
    {
      schema: {
        tags,
        body: ZAddOutsourceProduct,
        summary: 'The product and its base product, both manufactured = 1',
        response: replyOf(ZProduct),
      },
      config: { access: MANAGE },
    },
    async (request) => ok(await addOutsourceProduct(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Product/UpdateOutSourceProd',
    {
      schema: {
        tags,
        body: ZUpdateOutsourceProduct,
        summary: 'Accepts alermLimit or AlermLimit',
        response: replyOf(ZProduct),
      },
      config: { access: MANAGE },
    },
    async (request) => ok(await updateOutsourceProduct(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/Product/DeleteOutSourceProduct',
    { schema: { tags, querystring: ZArchiveQuery, response: replyOf(ZProduct) }, config: { access: MANAGE } },
    async (request) => ok(await deleteOutsourceProduct(db, request.query, actorOf(request))),
  );
}
