import {
  DISPATCH_READ_PAGES,
  DISPATCH_WRITE_PAGES,
  ORDER_DISPATCH_WRITE_PAGES,
  PACKING_SLIP_READ_PAGES,
  queryIdSchema,
  ZAddDispatching,
  ZCompleteDispatching,
  ZDispatch,
  ZDispatchIdQuery,
  ZDispatchList,
  ZDispatchListQuery,
  ZOrder,
  ZUpdateDispatching,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { PDF_REPLY, pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import type { TModuleDeps } from '../registry.ts';
import { orderActorOf } from '../sales-orders/sales-order-scope.ts';
import {
  addDispatching,
  completeDispatching,
  deleteDispatching,
  deliverDispatching,
  finishDispatch,
  updateDispatching,
} from './dispatch.service.ts';
import { getDispatch, listDispatches, listDispatchesOfOrder } from './dispatch-read.ts';
import { packingSlipPdfName, readPackingSlip, renderPackingSlip } from './packing-slip-pdf.ts';

// The Dispatching calls of spec 01 §7, SalesOrder/FinishDispatch and the packing slip (ours). Rules and who may call
// what: README.md; the page sets are the domain's (dispatch.ts, sales-order.ts).
const DISPATCH_READ = { pages: DISPATCH_READ_PAGES } as const;
const PACKING_SLIP_READ = { pages: PACKING_SLIP_READ_PAGES } as const;
const DISPATCH_WRITE = { pages: DISPATCH_WRITE_PAGES } as const;

const ZOrderIdQuery = z.object({ orderId: queryIdSchema('orderId') });

export function dispatchRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const reader = (request: FastifyRequest) => orderActorOf(request.caller, 'read');
  const writer = (request: FastifyRequest) => orderActorOf(request.caller, 'write');
  const tags = ['Dispatching'];

  r.get(
    '/api/Dispatching/GetAllDispatching',
    {
      schema: {
        tags,
        summary:
          'Dispatches created from start to end (Auckland days; default the last month), or of one order; paged, ' +
          'sorted and searched with ?page&pageSize&sortField&sortOrder&search',
        querystring: ZDispatchListQuery,
        response: pagedReplyOf(ZDispatch),
      },
      config: { access: DISPATCH_READ },
    },
    async (request) => okPage(await listDispatches(db, request.query, reader(request).scope)),
  );
  r.get(
    '/api/Dispatching/GetByOrderId',
    {
      schema: { tags, querystring: ZOrderIdQuery, response: replyOf(ZDispatchList) },
      config: { access: PACKING_SLIP_READ },
    },
    async (request) => ok(await listDispatchesOfOrder(db, request.query.orderId, reader(request).scope)),
  );
  r.get(
    '/api/Dispatching/GetSingleDispatching',
    {
      schema: { tags, querystring: ZDispatchIdQuery, response: replyOf(ZDispatch) },
      config: { access: DISPATCH_READ },
    },
    async (request) => ok(await getDispatch(db, request.query.dispatchId, reader(request).scope)),
  );
  r.get(
    '/api/Dispatching/GetPackingSlip',
    {
      schema: {
        tags,
        summary: 'The packing slip of a dispatch as an A4 PDF',
        querystring: ZDispatchIdQuery,
        response: PDF_REPLY,
      },
      config: { access: PACKING_SLIP_READ },
    },
    async (request, reply) => {
      const slip = await readPackingSlip(db, request.query.dispatchId, reader(request).scope);
      return sendPdf(reply, await renderPackingSlip(slip, clientGone(reply)), packingSlipPdfName(slip));
    },
  );

  r.post(
    '/api/Dispatching/AddDispatching',
    {
      schema: {
        tags,
        summary: 'A new dispatch (Picking): its boxes leave stock',
        body: ZAddDispatching,
        response: replyOf(ZDispatch),
      },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await addDispatching(db, request.body, writer(request))),
  );
  r.put(
    '/api/Dispatching/UpdateDispatching',
    {
      schema: {
        tags,
        summary: 'A dispatch still being picked: boxes and pallets replaced',
        body: ZUpdateDispatching,
        response: replyOf(ZDispatch),
      },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await updateDispatching(db, request.body, writer(request))),
  );
  r.put(
    '/api/Dispatching/CompleteDispatching',
    {
      schema: {
        tags,
        summary: 'Sent with a courier and tracking number; invoiced',
        body: ZCompleteDispatching,
        response: replyOf(ZDispatch),
      },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await completeDispatching(db, request.body, writer(request))),
  );
  r.put(
    '/api/Dispatching/DeliverDispatching',
    {
      schema: { tags, summary: 'A completed dispatch delivered', querystring: ZIdQuery, response: replyOf(ZDispatch) },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await deliverDispatching(db, request.query.id, writer(request))),
  );
  r.delete(
    '/api/Dispatching/DeleteDispatching',
    {
      schema: {
        tags,
        summary: 'Cancels a dispatch not yet delivered; its boxes return',
        querystring: ZIdQuery,
        response: replyOf(ZDispatch),
      },
      config: { access: DISPATCH_WRITE },
    },
    async (request) => ok(await deleteDispatching(db, request.query.id, writer(request))),
  );

  // An order delivered without dispatches (the awaiting-dispatch and pickup screens).
  r.put(
    '/api/SalesOrder/FinishDispatch',
    {
      schema: { tags: ['SalesOrder'], querystring: ZIdQuery, response: replyOf(ZOrder) },
      config: { access: { pages: ORDER_DISPATCH_WRITE_PAGES } },
    },
    async (request) => ok(await finishDispatch(db, request.query.id, writer(request))),
  );
}
