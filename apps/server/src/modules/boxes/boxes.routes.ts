import {
  BOX_READ_PAGES,
  BOX_SOURCE,
  BOX_WRITE_PAGES,
  queryIdSchema,
  ZBarCodeQuery,
  ZBox,
  ZBoxList,
  ZBoxLocationList,
  ZGenerateBoxQuery,
  ZPageQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { getBoxByBarCode, listBoxesOfProduct, listBoxLocationsOfProduct } from './box-read.ts';
import { generateBoxes } from './boxes.service.ts';

// The Box calls issue 6 needs (spec 02 §7 Warehouse and pallets); the stock model is in README.md.

/** Who labels new boxes, and who reads them (the page sets are the domain's, warehouse.ts). */
const BOX_WRITE = { pages: BOX_WRITE_PAGES } as const;
const BOX_READ = { pages: BOX_READ_PAGES } as const;

const ZProductIdQuery = z.object({ productId: queryIdSchema('productId') });
/** GET Box/GetAllBox?productId or ?suborderId (spec 02 §7): a product's boxes, or those made for a production job. */
const ZBoxesOfProductQuery = z
  .object({ productId: queryIdSchema('productId').optional(), suborderId: queryIdSchema('suborderId').optional() })
  .extend(ZPageQuery.shape)
  .refine((query) => query.productId !== undefined || query.suborderId !== undefined, {
    message: 'productId or suborderId is required',
    path: ['productId'],
  });

export function boxRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Box'];

  r.post(
    '/api/Box/GenerateBox',
    {
      schema: {
        tags,
        summary: 'Labelled boxes of a product, in stock (on the pallet when plateId is given)',
        querystring: ZGenerateBoxQuery,
        response: replyOf(ZBoxList),
      },
      config: { access: BOX_WRITE },
    },
    async (request) => {
      const { productId, QtyPerPack, boxQty, barcodeDate, createdBy, plateId } = request.query;
      const boxes = {
        productId,
        quantityPerBox: QtyPerPack,
        count: boxQty,
        source: BOX_SOURCE.ManualCreated,
        plateId: plateId ?? null,
        barcodeDate,
        createdBy: createdBy ?? actorOf(request),
      };
      return ok(await generateBoxes(db, boxes));
    },
  );
  r.get(
    '/api/Box/GetBoxByBarCode',
    { schema: { tags, querystring: ZBarCodeQuery, response: replyOf(ZBox) }, config: { access: BOX_READ } },
    async (request) => ok(await getBoxByBarCode(db, request.query.barCode)),
  );
  r.get(
    '/api/Box/GetAllBox',
    {
      schema: {
        tags,
        summary:
          "A product's boxes (?productId) or a production job's (?suborderId), whatever their status, oldest first (paged with ?page&pageSize)",
        querystring: ZBoxesOfProductQuery,
        response: pagedReplyOf(ZBox),
      },
      config: { access: BOX_READ },
    },
    async (request) => {
      const { productId, suborderId, ...page } = request.query;
      return okPage(await listBoxesOfProduct(db, { productId, suborderId }, page));
    },
  );
  r.get(
    '/api/Box/GetBoxLocationByProductId',
    {
      schema: { tags, querystring: ZProductIdQuery, response: replyOf(ZBoxLocationList) },
      config: { access: BOX_READ },
    },
    async (request) => ok(await listBoxLocationsOfProduct(db, request.query.productId)),
  );
}
