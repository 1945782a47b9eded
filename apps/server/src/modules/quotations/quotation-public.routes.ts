import { ZQuoteByIdAndNoQuery } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { sendPdf } from '../../pdf/pdf.ts';
import { customerScopeOf, getCustomer } from '../customers/customers.service.ts';
import { assertQuoteToken, getPublicQuotation } from './quotation-acceptance.service.ts';
import { quotationPdfName, renderQuotationPdf } from './quotation-pdf.ts';
import { getQuotation } from './quotation-read.ts';
import { QUOTE_READ } from './quotations.routes.ts';

// The public quote page's read (spec 01 §7; its accept is PUT Quotation/UpdateQuotation without a session) and the
// quotation PDF, for staff and for the customer holding the quote link.

export function quotationPublicRoutes(app: FastifyInstance, deps: { db: Database; config: TConfig }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Quotation'];

  r.get(
    '/api/Quotation/GetQuotationByIdAndNo',
    {
      schema: {
        tags,
        summary: 'The public quote page (no login): the quote its link names',
        querystring: ZQuoteByIdAndNoQuery,
      },
      config: { access: 'public' },
    },
    async (request) => ok(await getPublicQuotation(db, request.query.id, request.query.quotationNo)),
  );

  r.get(
    '/api/Quotation/GetQuotationPdf',
    { schema: { tags, summary: 'The quotation as a PDF file', querystring: ZIdQuery }, config: { access: QUOTE_READ } },
    async (request, reply) => {
      const quote = await getQuotation(db, request.query.id);
      await getCustomer(db, customerScopeOf(staffOf(request)), quote.customerId);
      return sendPdf(reply, await renderQuotationPdf(quote), `${quotationPdfName(quote)}.pdf`);
    },
  );

  r.get(
    '/api/Quotation/GetQuotationPdfByIdAndNo',
    {
      schema: {
        tags,
        summary: 'The quotation PDF of the public quote page (no login)',
        querystring: ZQuoteByIdAndNoQuery,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { id, quotationNo } = request.query;
      const { quotationId } = await assertQuoteToken(db, { quotationId: id, quotationNo });
      const quote = await getQuotation(db, quotationId);
      return sendPdf(reply, await renderQuotationPdf(quote), `${quotationPdfName(quote)}.pdf`);
    },
  );
}
