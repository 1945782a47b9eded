import {
  INVOICE_PAGES,
  normalisePageUrl,
  ZInvoiceListQuery,
  ZInvoiceMarkPaidQuery,
  ZInvoicesMarkPaid,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { getVisibleOrder, orderActorOf } from '../sales-orders/sales-order-scope.ts';
import { ORDER_READ } from '../sales-orders/sales-orders.routes.ts';
import { markInvoicesPaid } from './invoices.service.ts';
import { invoiceFilter, listInvoices } from './invoices-read.ts';

// The Invoice calls of spec 01 §7. The invoice pages read and pay every invoice; the order screens read the invoices
// of one order they reach (GetAllInvoice?orderId). An online customer gets none of them.
const INVOICE_ACCESS = { pages: INVOICE_PAGES } as const;
const INVOICE_READ = { pages: [...INVOICE_PAGES, ...ORDER_READ.pages] } as const;

export function invoiceRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Invoice'];

  r.get(
    '/api/Invoice/GetAllInvoice',
    {
      schema: {
        tags,
        summary: 'The invoices of an order, or of a date range (default the last 3 months) by customer and brands',
        querystring: ZInvoiceListQuery,
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
      return ok(await listInvoices(db, invoiceFilter(request.query)));
    },
  );
  r.put(
    '/api/Invoice/InvoiceMarkPaid',
    { schema: { tags, querystring: ZInvoiceMarkPaidQuery }, config: { access: INVOICE_ACCESS } },
    async (request) => {
      const { invoiceId, ...change } = request.query;
      const [paid] = await db.transaction((tx) =>
        markInvoicesPaid(tx, [invoiceId], change, staffOf(request).employeeId),
      );
      return ok(paid);
    },
  );
  r.put(
    '/api/Invoice/InvoicesMarkPaid',
    { schema: { tags, body: ZInvoicesMarkPaid }, config: { access: INVOICE_ACCESS } },
    async (request) => {
      const { invoiceId, ...change } = request.body;
      return ok(await db.transaction((tx) => markInvoicesPaid(tx, invoiceId, change, staffOf(request).employeeId)));
    },
  );
}
