import {
  PACKAGING_WRITE_PAGES,
  ZBoxList,
  ZGenerateBarCodeQuery,
  ZPackagingComplete,
  ZSuborder,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { passOf } from '../shop-floor/operator-pass-header.ts';
import { generateJobBoxes, packAndCompleteJob } from './packaging-boxes.service.ts';

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
  r.put(
    '/api/PlateBox/AddAndUpdateListAndComplete',
    {
      schema: {
        tags: ['PlateBox'],
        summary:
          "Packaging's Complete: the job's boxes onto pallets (Packaging Area) and the job completed, in one transaction; header x-operator-pass",
        body: ZPackagingComplete,
        response: replyOf(ZSuborder),
      },
      config: { access: { pages: PACKAGING_WRITE_PAGES } },
    },
    async (request) => ok(await packAndCompleteJob(db, request.body, passOf(request))),
  );
}
