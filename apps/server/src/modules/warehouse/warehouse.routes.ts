import { BOX_SOURCE, DISPATCH_WRITE_PAGES, queryIdSchema, ZBarCodeQuery, ZGenerateBoxQuery } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ORDER_READ } from '../sales-orders/sales-orders.routes.ts';
import { generateBoxes, getBoxByBarCode, listBoxLocationsOfProduct } from './boxes.service.ts';

// The Box calls issue 6 needs (spec 02 §7 Warehouse and pallets); the stock model is in README.md.

/** Who labels new boxes: the warehouse, box and barcode screens. */
export const BOX_WRITE = {
  pages: ['/warehouse-management', '/box-management', '/product-barcode-management'],
} as const;
/** Who reads boxes: the writers, the order screens and the dispatch screens (the Locations dialog). */
export const BOX_READ = {
  pages: [...BOX_WRITE.pages, ...ORDER_READ.pages, '/stock-monitor', ...DISPATCH_WRITE_PAGES],
} as const;

const ZProductIdQuery = z.object({ productId: queryIdSchema('productId') });

export function warehouseRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Box'];

  r.post(
    '/api/Box/GenerateBox',
    {
      schema: {
        tags,
        summary: 'Labelled boxes of a product, in stock (on the pallet when plateId is given)',
        querystring: ZGenerateBoxQuery,
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
      return ok(await db.transaction((tx) => generateBoxes(tx, boxes)));
    },
  );
  r.get(
    '/api/Box/GetBoxByBarCode',
    { schema: { tags, querystring: ZBarCodeQuery }, config: { access: BOX_READ } },
    async (request) => ok(await getBoxByBarCode(db, request.query.barCode)),
  );
  r.get(
    '/api/Box/GetBoxLocationByProductId',
    { schema: { tags, querystring: ZProductIdQuery }, config: { access: BOX_READ } },
    async (request) => ok(await listBoxLocationsOfProduct(db, request.query.productId)),
  );
}
