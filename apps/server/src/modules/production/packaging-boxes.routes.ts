import { PACKAGING_WRITE_PAGES, ZBoxList, ZGenerateBarCodeQuery } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { generateJobBoxes } from './packaging-boxes.service.ts';

export function packagingBoxRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.post(
    '/api/Box/GenerateBarCode',
    {
      schema: {
        tags: ['Box'],
        summary: "A packaging job's boxes: count full cartons of its product, labelled, in stock, on no pallet yet",
        querystring: ZGenerateBarCodeQuery,
        response: replyOf(ZBoxList),
      },
      config: { access: { pages: PACKAGING_WRITE_PAGES } },
    },
    async (request) => ok(await generateJobBoxes(db, request.query, actorOf(request))),
  );
}
