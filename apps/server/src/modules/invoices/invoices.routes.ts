import {
  INVOICE_PAGES,
  INVOICE_READ_PAGES,
  normalisePageUrl,
  ORDER_APPROVAL_PAGES,
  ORDER_MESSAGES,
  ZApproveOrderQuery,
  ZInvoice,
  ZInvoiceList,
  ZInvoiceListQuery,
  ZInvoiceMarkPaidQuery,
  ZInvoicesMarkPaid,
  ZOrder,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ForbiddenError } from '../../core/errors.ts';
import { staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { getVisibleOrder, orderActorOf } from '../sales-orders/sales-order-scope.ts';
import { approvePrepaidOrder, markInvoicesPaid } from './invoices.service.ts';
import { listInvoicePage } from './invoices-read.ts';

// The Invoice calls of spec 01 §7. The invoice pages read and pay every invoice; the order screens read the invoices
// of one order they reach (GetAllInvoice?orderId). An online customer gets none of them.
const INVOICE_ACCESS = { pages: INVOICE_PAGES } as const;
const INVOICE_READ = { pages: INVOICE_READ_PAGES } as const;
// spec 01 §5: a missing invoice number gets the same message as an empty one.
const ZApproveQuery = ZApproveOrderQuery.extend({
  invoiceNote: z
    .string(ORDER_MESSAGES.invoiceNumberRequired)
    .trim()
    .min(1, ORDER_MESSAGES.invoiceNumberRequired)
    .max(100),
});

export function invoiceRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Invoice'];

  r.get(
    '/api/Invoice/GetAllInvoice',
    {
      schema: {
        tags,
        summary:
          'The invoices of an order, or of a date range (default the last 3 months) by customer, brands and paid; ' +
          'paged, sorted and searched with ?page&pageSize&sortField&sortOrder&search',
        querystring: ZInvoiceListQuery,
        response: pagedReplyOf(ZInvoice),
      },
      config: { access: INVOICE_READ },
    },
    async (request) => {
      const caller = staffOf(request);
      const onInvoicePage = INVOICE_PAGES.some((url) => caller.pageUrls.has(normalisePageUrl(url)));
      if (!onInvoicePage) {
        // The order screens see the invoices of an order they may open, nothing else.
        if (!request.query.orderId) throw new ForbiddenError('You do not have permission to use this page.');
        await getVisibleOrder(db, request.query.orderId, orderActorOf(caller, 'read').scope);
      }
      return okPage(await listInvoicePage(db, request.query));
    },
  );
  r.put(
    '/api/Invoice/InvoiceMarkPaid',
    {
      schema: { tags, querystring: ZInvoiceMarkPaidQuery, response: replyOf(ZInvoice) },
      config: { access: INVOICE_ACCESS },
    },
    async (request) => {
      const { invoiceId, ...change } = request.query;
      const [paid] = await markInvoicesPaid(db, [invoiceId], change, staffOf(request).employeeId);
      return ok(paid);
    },
  );
  r.put(
    '/api/Invoice/InvoicesMarkPaid',
    { schema: { tags, body: ZInvoicesMarkPaid, response: replyOf(ZInvoiceList) }, config: { access: INVOICE_ACCESS } },
    async (request) => {
      const { invoiceId, ...change } = request.body;
      return ok(await markInvoicesPaid(db, invoiceId, change, staffOf(request).employeeId));
    },
  );

  // A SalesOrder call: the prepaid approval raises the order's paid invoice, so the invoices module answers it.
  r.put(
    '/api/SalesOrder/ApproveOrder',
    {
      schema: { tags: ['SalesOrder'], querystring: ZApproveQuery, response: replyOf(ZOrder) },
      config: { access: { pages: ORDER_APPROVAL_PAGES } },
    },
    async (request) => ok(await approvePrepaidOrder(db, request.query, orderActorOf(request.caller, 'write'))),
  );
}
