import {
  RETURN_PAGES,
  ZConfirmReturnQuery,
  ZReturn,
  ZReturnDispatch,
  ZReturnIdQuery,
  ZReturnItem,
  ZReturnListQuery,
  ZReturnSearchQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { PDF_REPLY, pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import type { TModuleDeps } from '../registry.ts';
import { renderReturnSlip, returnSlipPdfName } from './return-slip-pdf.ts';
import { addReturn, confirmReturn, findReturnDispatch } from './returns.service.ts';
import { getReturn, listReturns } from './returns-read.ts';

// The returns calls of spec 02 §7 (the Dispatching/ controller, as the original) and the return slip (ours). Rules:
// README.md. Returns Management reads and writes them (domain RETURN_PAGES).
const RETURNS = { pages: RETURN_PAGES } as const;

export function returnsRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Returns'];

  r.get(
    '/api/Dispatching/GetByBoxCodeOrPackingSlipNo',
    {
      schema: {
        tags,
        summary: 'The delivered dispatch a box barcode or packing slip number names, with what each box can take back',
        querystring: ZReturnSearchQuery,
        response: replyOf(ZReturnDispatch),
      },
      config: { access: RETURNS },
    },
    async (request) => ok(await findReturnDispatch(db, request.query.NO)),
  );
  r.get(
    '/api/Dispatching/GetReturnItem',
    {
      schema: {
        tags,
        summary:
          'Every return, newest first; paged, sorted and searched with ?page&pageSize&sortField&sortOrder&search',
        querystring: ZReturnListQuery,
        response: pagedReplyOf(ZReturn),
      },
      config: { access: RETURNS },
    },
    async (request) => okPage(await listReturns(db, request.query)),
  );
  r.get(
    '/api/Dispatching/GetReturnSlip',
    {
      schema: { tags, summary: 'The return slip as an A4 PDF', querystring: ZReturnIdQuery, response: PDF_REPLY },
      config: { access: RETURNS },
    },
    async (request, reply) => {
      const item = await getReturn(db, request.query.returnId);
      return sendPdf(reply, await renderReturnSlip(item, clientGone(reply)), returnSlipPdfName(item));
    },
  );
  r.post(
    '/api/Dispatching/ReturnItem',
    {
      schema: {
        tags,
        summary: 'A return: the pieces come back as boxes on the pallet, on hold',
        body: ZReturnItem,
        response: replyOf(ZReturn),
      },
      config: { access: RETURNS },
    },
    async (request) => ok(await addReturn(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Dispatching/ConfirmReturnItem',
    {
      schema: {
        tags,
        summary: 'Confirms a return: a credit raises its refund invoice, a replacement owes the pieces again',
        querystring: ZConfirmReturnQuery,
        response: replyOf(ZReturn),
      },
      config: { access: RETURNS },
    },
    async (request) => ok(await confirmReturn(db, request.query.returnId, request.query.invoiceNote, actorOf(request))),
  );
}
