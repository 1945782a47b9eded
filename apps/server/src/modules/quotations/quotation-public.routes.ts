import {
  CUSTOMER_PAGE,
  ZAddAttachment,
  ZCustomerAttachment,
  ZPublicQuotation,
  ZQuoteByIdAndNoQuery,
  ZQuoteTokenQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { PDF_REPLY, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import { addAttachment } from '../customers/customer-attachments.service.ts';
import { customerScopeOf } from '../customers/customer-scope.ts';
import { getCustomer } from '../customers/customers.service.ts';
import type { TModuleDeps } from '../registry.ts';
import { assertQuoteToken, getPublicQuotation } from './quotation-acceptance.service.ts';
import { quotationPdfName, renderQuotationPdf } from './quotation-pdf.ts';
import { getQuotation } from './quotation-read.ts';
import { QUOTE_READ } from './quotations.routes.ts';

// The public quote page's read (spec 01 §7; its accept is PUT Quotation/UpdateQuotation without a session) and the
// quotation PDF, for staff and for the customer holding the quote link.

export function quotationPublicRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Quotation'];

  r.get(
    '/api/Quotation/GetQuotationByIdAndNo',
    {
      schema: {
        tags,
        summary: 'The public quote page (no login): the quote its link names',
        querystring: ZQuoteByIdAndNoQuery,
        response: replyOf(ZPublicQuotation),
      },
      config: { access: 'public' },
    },
    async (request) => ok(await getPublicQuotation(db, request.query.id, request.query.quotationNo)),
  );

  r.get(
    '/api/Quotation/GetQuotationPdf',
    {
      schema: { tags, summary: 'The quotation as a PDF file', querystring: ZIdQuery, response: PDF_REPLY },
      config: { access: QUOTE_READ },
    },
    async (request, reply) => {
      const quote = await getQuotation(db, request.query.id);
      await getCustomer(db, customerScopeOf(staffOf(request)), quote.customerId);
      return sendPdf(reply, await renderQuotationPdf(quote, clientGone(reply)), `${quotationPdfName(quote)}.pdf`);
    },
  );

  r.get(
    '/api/Quotation/GetQuotationPdfByIdAndNo',
    {
      schema: {
        tags,
        summary: 'The quotation PDF of the public quote page (no login)',
        querystring: ZQuoteByIdAndNoQuery,
        response: PDF_REPLY,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { id, quotationNo } = request.query;
      const { quotationId } = await assertQuoteToken(db, { quotationId: id, quotationNo });
      const quote = await getQuotation(db, quotationId);
      return sendPdf(reply, await renderQuotationPdf(quote, clientGone(reply)), `${quotationPdfName(quote)}.pdf`);
    },
  );

  // The customer's files: staff attach them from the customer screens, the public quote page with its quote token
  // (spec 01 §7 Customer/AddAttachment), checked here where the tokens are known.
  r.post(
    '/api/Customer/AddAttachment',
    {
      schema: {
        tags: ['Customer'],
        body: ZAddAttachment,
        querystring: ZQuoteTokenQuery,
        response: replyOf(ZCustomerAttachment),
      },
      config: { access: { pages: [CUSTOMER_PAGE.all, CUSTOMER_PAGE.own], orQuoteToken: true } },
    },
    async (request) => {
      if (request.caller?.kind === 'staff') {
        return ok(await addAttachment(db, customerScopeOf(request.caller), request.body, request.caller.employeeId));
      }
      await assertQuoteToken(db, request.query.number_id, request.body.customerId);
      return ok(await addAttachment(db, { kind: 'all', canWrite: true }, request.body, null));
    },
  );
}
