import { join } from 'node:path';
import {
  PO_APPROVE_PAGES,
  PO_CANCEL_PAGES,
  PO_EDIT_PAGES,
  PO_PAY_PAGES,
  PO_READ_PAGES,
  purchaseOrderFileName,
  ZAddPurchaseOrder,
  ZCancelPurchaseOrderQuery,
  ZCompletePoDetailQuery,
  ZEmailPurchaseOrder,
  ZMarkPaidQuery,
  ZOutstandingTotals,
  ZPurchaseOrder,
  ZPurchaseOrderDefaults,
  ZPurchaseOrderIdQuery,
  ZPurchaseOrderListQuery,
  ZSendEmailResult,
  ZSinglePurchaseOrderQuery,
  ZUpdateEtaQuery,
  ZUpdateNotesQuery,
  ZUpdatePurchaseOrder,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { PDF_REPLY, pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import { createUploadStore } from '../common/uploads.service.ts';
import type { TModuleDeps } from '../registry.ts';
import { readSetting } from '../settings/settings.service.ts';
import { emailPurchaseOrder } from './purchase-order-email.ts';
import { renderPurchaseOrder } from './purchase-order-pdf.ts';
import {
  addPurchaseOrder,
  approvePurchaseOrder,
  cancelPurchaseOrder,
  completePoDetail,
  completePurchaseOrder,
  markPaid,
  updateEta,
  updateNotes,
  updatePurchaseOrder,
} from './purchase-orders.service.ts';
import { getPurchaseOrder, listOutstandingTotals, listPurchaseOrders } from './purchase-orders-read.ts';

// The PurchaseOrder calls (spec 02 §7 Purchasing; issue 16 "Purchase orders"): the list of the three modes, one order,
// add and update, Approve, Finish, a line's completion, ETA, notes, MarkPaid, and ours: the PDF, the e-mail and the
// form's defaults. The rules are in purchase-orders.service.ts and README.md.

const READ = { pages: PO_READ_PAGES } as const;
const EDIT = { pages: PO_EDIT_PAGES } as const;
const APPROVE = { pages: PO_APPROVE_PAGES } as const;
const PAY = { pages: PO_PAY_PAGES } as const;
const CANCEL = { pages: PO_CANCEL_PAGES } as const;
const tags = ['PurchaseOrder'];

export function purchaseOrderRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db, mailer } = deps;
  const uploads = createUploadStore(join(deps.config.dataDir, 'uploads'));
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/PurchaseOrder/GetAllPurchaseOrder',
    {
      schema: {
        tags,
        summary: 'Orders created in the range (last 6 months by default), statuses 1, 2, 10 by default, newest first',
        querystring: ZPurchaseOrderListQuery,
        response: pagedReplyOf(ZPurchaseOrder),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listPurchaseOrders(db, request.query)),
  );
  r.get(
    '/api/PurchaseOrder/GetSinglePurchaseOrder',
    {
      schema: { tags, querystring: ZSinglePurchaseOrderQuery, response: replyOf(ZPurchaseOrder) },
      config: { access: READ },
    },
    async (request) => ok(await getPurchaseOrder(db, request.query)),
  );
  r.get(
    '/api/PurchaseOrder/GetPurchaseOrderDefaults',
    {
      schema: {
        tags,
        summary: "Ours: the company's delivery address and telephone a new order starts with",
        response: replyOf(ZPurchaseOrderDefaults),
      },
      config: { access: EDIT },
    },
    async () => ok(await readSetting(db, 'purchaseDelivery')),
  );
  r.get(
    '/api/PurchaseOrder/GetPurchaseOrderPdf',
    {
      schema: {
        tags,
        summary: 'Ours: the purchase order as an A4 PDF',
        querystring: ZPurchaseOrderIdQuery,
        response: PDF_REPLY,
      },
      config: { access: READ },
    },
    async (request, reply) => {
      const order = await getPurchaseOrder(db, { id: request.query.id });
      return sendPdf(reply, await renderPurchaseOrder(order, clientGone(reply)), purchaseOrderFileName(order.poNo));
    },
  );
  r.post(
    '/api/PurchaseOrder/AddPurchaseOrder',
    { schema: { tags, body: ZAddPurchaseOrder, response: replyOf(ZPurchaseOrder) }, config: { access: EDIT } },
    async (request) => ok(await addPurchaseOrder(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/UpdatePurchaseOrder',
    { schema: { tags, body: ZUpdatePurchaseOrder, response: replyOf(ZPurchaseOrder) }, config: { access: EDIT } },
    async (request) => ok(await updatePurchaseOrder(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/ApprovePurchaseOrder',
    {
      schema: { tags, querystring: ZPurchaseOrderIdQuery, response: replyOf(ZPurchaseOrder) },
      config: { access: APPROVE },
    },
    async (request) => ok(await approvePurchaseOrder(db, request.query.id, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/CompletePurchaseOrder',
    {
      schema: { tags, querystring: ZPurchaseOrderIdQuery, response: replyOf(ZPurchaseOrder) },
      config: { access: APPROVE },
    },
    async (request) => ok(await completePurchaseOrder(db, request.query.id, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/CompletePoDetail',
    {
      schema: {
        tags,
        summary: 'Closes a line; ours: reason, required when it received less than ordered (closed short)',
        querystring: ZCompletePoDetailQuery,
        response: replyOf(ZPurchaseOrder),
      },
      config: { access: EDIT },
    },
    async (request) => ok(await completePoDetail(db, request.query, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/CancelPurchaseOrder',
    {
      schema: {
        tags,
        summary: 'Ours: cancels an order awaiting approval or approved, nothing received, with a reason',
        querystring: ZCancelPurchaseOrderQuery,
        response: replyOf(ZPurchaseOrder),
      },
      config: { access: CANCEL },
    },
    async (request) => {
      const order = await cancelPurchaseOrder(db, request.query, actorOf(request));
      request.log.info({ poId: order.poId, reason: order.cancelReason }, 'purchase order cancelled');
      return ok(order);
    },
  );
  r.get(
    '/api/PurchaseOrder/GetOutstandingTotal',
    {
      schema: {
        tags,
        summary: 'Ours: what is still to pay (unpaid, approved or later) per currency',
        response: replyOf(ZOutstandingTotals),
      },
      config: { access: PAY },
    },
    async () => ok(await listOutstandingTotals(db)),
  );
  r.put(
    '/api/PurchaseOrder/UpdateETA',
    { schema: { tags, querystring: ZUpdateEtaQuery, response: replyOf(ZPurchaseOrder) }, config: { access: EDIT } },
    async (request) => ok(await updateEta(db, request.query.id, request.query.ETA, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/UpdateNotes',
    { schema: { tags, querystring: ZUpdateNotesQuery, response: replyOf(ZPurchaseOrder) }, config: { access: EDIT } },
    async (request) => ok(await updateNotes(db, request.query.id, request.query.notes, actorOf(request))),
  );
  r.put(
    '/api/PurchaseOrder/MarkPaid',
    { schema: { tags, querystring: ZMarkPaidQuery, response: replyOf(ZPurchaseOrder) }, config: { access: PAY } },
    async (request) => ok(await markPaid(db, request.query, actorOf(request))),
  );
  r.post(
    '/api/PurchaseOrder/EmailPurchaseOrder',
    {
      schema: {
        tags,
        summary: 'Ours: e-mails the PO PDF (refused while awaiting approval; held in the outbox without SMTP)',
        body: ZEmailPurchaseOrder,
        response: replyOf(ZSendEmailResult),
      },
      config: { access: EDIT },
    },
    async (request) => ok(await emailPurchaseOrder(db, { mailer, uploads }, request.body, actorOf(request))),
  );
}
