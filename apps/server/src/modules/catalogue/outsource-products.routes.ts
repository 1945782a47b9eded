import { ZAddOutsourceProduct, ZArchiveQuery, ZUpdateOutsourceProduct } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { addOutsourceProduct, deleteOutsourceProduct, updateOutsourceProduct } from './outsource-products.service.ts';
import { getOutsourcedProducts } from './products.service.ts';

const MANAGE = { pages: ['/outsource-product'] } as const;

export function outsourceProductRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Product'];

  r.get('/api/Product/GetOutsourceProduct', { schema: { tags }, config: { access: MANAGE } }, async () =>
    ok(await getOutsourcedProducts(db)),
  );
  r.post(
    '/api/Product/AddOutSourceProd',
    {
      schema: { tags, body: ZAddOutsourceProduct, summary: 'The product and its base product, both manufactured = 1' },
      config: { access: MANAGE },
    },
    async (request) => ok(await db.transaction((tx) => addOutsourceProduct(tx, request.body, actorOf(request)))),
  );
  r.put(
    '/api/Product/UpdateOutSourceProd',
    {
      schema: { tags, body: ZUpdateOutsourceProduct, summary: 'Accepts alermLimit or AlermLimit' },
      config: { access: MANAGE },
    },
    async (request) => ok(await db.transaction((tx) => updateOutsourceProduct(tx, request.body, actorOf(request)))),
  );
  r.delete(
    '/api/Product/DeleteOutSourceProduct',
    { schema: { tags, querystring: ZArchiveQuery }, config: { access: MANAGE } },
    async (request) => ok(await db.transaction((tx) => deleteOutsourceProduct(tx, request.query, actorOf(request)))),
  );
}
