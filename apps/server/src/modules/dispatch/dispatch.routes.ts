import {
  DISPATCH_WRITE_PAGES,
  queryIdSchema,
  ZAddDispatching,
  ZCompleteDispatching,
  ZDispatchIdQuery,
  ZDispatchListQuery,
  ZUpdateDispatching,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { sendPdf } from '../../pdf/pdf.ts';
import { orderActorOf } from '../sales-orders/sales-order-scope.ts';
import { ORDER_READ } from '../sales-orders/sales-orders.routes.ts';
import {
  addDispatching,
  completeDispatching,
  deleteDispatching,
  deliverDispatching,
  updateDispatching,
} from './dispatch.service.ts';
import { getDispatch, listDispatches, listDispatchesOfOrder } from './dispatch-read.ts';
import { packingSlipPdfName, readPackingSlip, renderPackingSlip } from './packing-slip-pdf.ts';

// The Dispatching calls of spec 01 §7 and the packing slip (ours). Rules and who may call what: README.md.
export const DISPATCH_READ = { pages: [...DISPATCH_WRITE_PAGES, ...ORDER_READ.pages] } as const;
export const DISPATCH_WRITE = { pages: DISPATCH_WRITE_PAGES } as const;

const ZOrderIdQuery = z.object({ orderId: queryIdSchema('orderId') });

export function dispatchRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = (request: FastifyRequest) => orderActorOf(request.caller, 'read');
  const writer = (request: FastifyRequest) => orderActorOf(request.caller, 'write');
  const tags = ['Dispatching'];

  r.get(
    '/api/Dispatching/GetAllDispatching',
    {
      schema: {
        tags,
        summary: 'Dispatches created from start to end (Auckland days; default the last month), or of one order',
        querystring: ZDispatchListQuery,
      },
      config: { access: DISPATCH_READ },
    },
    async (request) => ok(await listDispatches(db, request.query, reader(request).scope)),
  );
  r.get(
    '/api/Dispatching/GetByOrderId',
    { schema: { tags, querystring: ZOrderIdQuery }, config: { access: DISPATCH_READ } },
    async (request) => ok(await listDispatchesOfOrder(db, request.query.orderId, reader(request).scope)),
  );
  r.get(
    '/api/Dispatching/GetSingleDispatching',
    { schema: { tags, querystring: ZDispatchIdQuery }, config: { access: DISPATCH_READ } },
    async (request) => ok(await getDispatch(db, request.query.dispatchId, reader(request).scope)),
  );
  r.get(
    '/api/Dispatching/GetPackingSlip',
    {
      schema: { tags, summary: 'The packing slip of a dispatch as an A4 PDF', querystring: ZDispatchIdQuery },
      config: { access: DISPATCH_READ },
    },
    async (request, reply) => {
      const slip = await readPackingSlip(db, request.query.dispatchId, reader(request).scope);
      return sendPdf(reply, await renderPackingSlip(slip), packingSlipPdfName(slip));
    },
  );

  r.post(
    '/api/Dispatching/AddDispatching',
    {
      schema: { tags, summary: 'A new dispatch (Picking): its boxes leave stock', body: ZAddDispatching },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await db.transaction((tx) => addDispatching(tx, request.body, writer(request)))),
  );
  r.put(
    '/api/Dispatching/UpdateDispatching',
    {
      schema: { tags, summary: 'A dispatch still being picked: boxes and pallets replaced', body: ZUpdateDispatching },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await db.transaction((tx) => updateDispatching(tx, request.body, writer(request)))),
  );
  r.put(
    '/api/Dispatching/CompleteDispatching',
    {
      schema: { tags, summary: 'Sent with a courier and tracking number; invoiced', body: ZCompleteDispatching },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await db.transaction((tx) => completeDispatching(tx, request.body, writer(request)))),
  );
  r.put(
    '/api/Dispatching/DeliverDispatching',
    {
      schema: { tags, summary: 'A completed dispatch delivered', querystring: ZIdQuery },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await db.transaction((tx) => deliverDispatching(tx, request.query.id, writer(request)))),
  );
  r.delete(
    '/api/Dispatching/DeleteDispatching',
    {
      schema: { tags, summary: 'Cancels a dispatch not yet delivered; its boxes return', querystring: ZIdQuery },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await db.transaction((tx) => deleteDispatching(tx, request.query.id, writer(request)))),
  );
}
