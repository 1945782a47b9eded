import {
  CATALOGUES,
  ORDER_DISPATCH_READ_PAGES,
  PRODUCT_PRICE_WRITE_PAGES,
  QUOTATION_READ_PAGES,
  QUOTATION_WRITE_PAGES,
  ZAcceptQuotation,
  ZAddQuotation,
  ZApproveQuotation,
  ZBelowMinimumItemList,
  ZDeleteContractQuery,
  ZDeletedQuotationItemList,
  ZDisableWarningQuery,
  ZProductWithQuotaList,
  ZQuotation,
  ZQuotationByCustomerQuery,
  ZQuotationIdList,
  ZQuotationIds,
  ZQuotationItemRef,
  ZQuotationList,
  ZQuotationListQuery,
  ZQuotationRow,
  ZQuotationRowList,
  ZQuoteProductPriceList,
  ZSaveToTemplate,
  ZUpdateQuotation,
  ZUpdateQuotationReply,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok, okPage, warn } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { parseOrRefuse } from '../../http/validate.ts';
import { customerScopeOf } from '../customers/customer-scope.ts';
import type { TModuleDeps } from '../registry.ts';
import { acceptQuotation } from './quotation-acceptance.service.ts';
import {
  approveDrafts,
  approveQuotation,
  confirmQuotation,
  deleteDrafts,
  type TConfirmResult,
} from './quotation-approval.service.ts';
import { deleteContractItem, listDeletedItems, saveContract } from './quotation-contracts.service.ts';
import { generateBulkDrafts } from './quotation-price-change.service.ts';
import { listQuotedProducts, listQuoteProductPrices } from './quotation-read.ts';
import { disableWarning, listBelowMinimum } from './quotation-warnings.service.ts';
import {
  addQuotation,
  getVisibleQuotation,
  listQuotationSummaries,
  listQuotationsOfCustomer,
  listTemplates,
  saveToTemplate,
  type TQuotationActor,
  updateQuotation,
} from './quotations.service.ts';
import { quotationOptionItem } from './quotations.tables.ts';

// The staff quotation calls of spec 01 §7 / spec 02 §7; the public page's read and the PDF are in
// quotation-public.routes.ts. Pages that may call them: see README.md.
export const QUOTE_READ = { pages: QUOTATION_READ_PAGES } as const;
export const QUOTE_WRITE = { pages: QUOTATION_WRITE_PAGES } as const;
const APPROVE_DELETE = {
  pages: ['/approve-delete', '/quote-base-draft', '/quote-only-draft', '/quotation-management'],
} as const;
const WARNINGS = { pages: ['/quotation—warnings'] } as const;
const DELETED_ITEMS = { pages: ['/quotation-item-deleted'] } as const;
const CONTRACT_DELETE = { pages: ['/contractPrice', '/customer-management-page', '/customer-only-sales'] } as const;

const ZContractBody = z.union([ZUpdateQuotation, ZAddQuotation]);
const ZContractQuery = z.object({ customerId: ZIdQuery.shape.id });
const ZGenerateQuery = ZIdQuery.extend({ userId: z.string().optional() });

/** A confirm either approved (success) or found an earlier quotation (a soft warning, nothing approved). */
const confirmed = (result: TConfirmResult) =>
  result.warning ? warn(result.quotation, 'warning', result.warning) : ok(result.quotation);

export function quotationRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const actor = (request: FastifyRequest): TQuotationActor => {
    const staff = staffOf(request);
    return { employeeId: staff.employeeId, scope: customerScopeOf(staff) };
  };
  const scope = (request: FastifyRequest) => customerScopeOf(staffOf(request));
  let tags = ['Quotation'];

  r.get(
    '/api/Quotation/GetAllQuotation',
    {
      schema: {
        tags,
        summary: 'Quotations in scope; paged, sorted and searched with ?page&pageSize&sortField&sortOrder&search',
        querystring: ZQuotationListQuery,
        response: pagedReplyOf(ZQuotationRow),
      },
      config: { access: QUOTE_READ },
    },
    async (request) => okPage(await listQuotationSummaries(db, request.query, scope(request))),
  );
  r.get(
    '/api/Quotation/GetQuotationById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZQuotation) }, config: { access: QUOTE_READ } },
    async (request) => ok(await getVisibleQuotation(db, request.query.id, scope(request))),
  );
  r.get(
    '/api/Quotation/GetQuotationByCustomerId',
    {
      schema: { tags, querystring: ZQuotationByCustomerQuery, response: replyOf(ZQuotationList) },
      config: { access: QUOTE_READ },
    },
    async (request) =>
      ok(await listQuotationsOfCustomer(db, request.query.id, { draft: request.query.draft }, scope(request))),
  );
  r.get(
    '/api/Quotation/GetContractPriceByCustomerId',
    {
      schema: { tags, querystring: ZContractQuery, response: replyOf(ZQuotationList) },
      config: { access: QUOTE_READ },
    },
    async (request) => ok(await listQuotationsOfCustomer(db, request.query.customerId, { isFinal: 1 }, scope(request))),
  );
  r.get(
    '/api/Quotation/GetTemplate',
    { schema: { tags, response: replyOf(ZQuotationRowList) }, config: { access: QUOTE_READ } },
    async (request) => ok(await listTemplates(db, scope(request))),
  );
  r.get(
    '/api/Quotation/GetQuoteProductPrice',
    { schema: { tags, response: replyOf(ZQuoteProductPriceList) }, config: { access: QUOTE_READ } },
    async () => ok(await listQuoteProductPrices(db)),
  );

  r.post(
    '/api/Quotation/AddQuotation',
    { schema: { tags, body: ZAddQuotation, response: replyOf(ZQuotation) }, config: { access: QUOTE_WRITE } },
    async (request) => ok(await addQuotation(db, request.body, actor(request))),
  );
  r.put(
    '/api/Quotation/UpdateQuotation',
    {
      schema: {
        tags,
        summary: 'Staff: change a draft. Without a staff session: the public page accepts the quote',
        response: replyOf(ZUpdateQuotationReply),
      },
      config: { access: { ...QUOTE_WRITE, orQuoteToken: true } },
    },
    async (request) => {
      if (request.caller?.kind !== 'staff') {
        const accept = parseOrRefuse(ZAcceptQuotation, request.body);
        return ok(await acceptQuotation(db, accept));
      }
      const input = parseOrRefuse(ZUpdateQuotation, request.body);
      return ok(await updateQuotation(db, input, actor(request)));
    },
  );
  r.put(
    '/api/Quotation/UpdateContractQuotation',
    { schema: { tags, body: ZContractBody, response: replyOf(ZQuotation) }, config: { access: QUOTE_WRITE } },
    async (request) => ok(await saveContract(db, request.body, actor(request))),
  );
  r.put(
    '/api/Quotation/UpdateQuotationDraftStatus',
    { schema: { tags, body: ZUpdateQuotation, response: replyOf(ZQuotation) }, config: { access: QUOTE_WRITE } },
    async (request) => confirmed(await confirmQuotation(db, request.body, actor(request), false)),
  );
  r.put(
    '/api/Quotation/UpdateQuotationForce',
    { schema: { tags, body: ZUpdateQuotation, response: replyOf(ZQuotation) }, config: { access: QUOTE_WRITE } },
    async (request) => confirmed(await confirmQuotation(db, request.body, actor(request), true)),
  );
  r.put(
    '/api/Quotation/ApproveQuotation',
    { schema: { tags, body: ZApproveQuotation, response: replyOf(ZQuotation) }, config: { access: QUOTE_WRITE } },
    async (request) => confirmed(await approveQuotation(db, request.body, actor(request))),
  );
  r.put(
    '/api/Quotation/ApproveDrafts',
    { schema: { tags, body: ZQuotationIds, response: replyOf(ZQuotationRowList) }, config: { access: APPROVE_DELETE } },
    async (request) => ok(await approveDrafts(db, request.body, actor(request))),
  );
  r.delete(
    '/api/Quotation/DeleteDrafts',
    { schema: { tags, body: ZQuotationIds, response: replyOf(ZQuotationIdList) }, config: { access: APPROVE_DELETE } },
    async (request) => ok(await deleteDrafts(db, request.body, actor(request))),
  );
  r.put(
    '/api/Quotation/SaveToTemplate',
    { schema: { tags, body: ZSaveToTemplate, response: replyOf(ZQuotationRow) }, config: { access: QUOTE_WRITE } },
    async (request) => ok(await saveToTemplate(db, request.body, actor(request))),
  );
  r.get(
    '/api/Quotation/GetBelow',
    { schema: { tags, response: replyOf(ZBelowMinimumItemList) }, config: { access: WARNINGS } },
    async () => ok(await listBelowMinimum(db)),
  );
  r.delete(
    '/api/Quotation/DisableWarning',
    {
      schema: { tags, querystring: ZDisableWarningQuery, response: replyOf(ZQuotationItemRef) },
      config: { access: WARNINGS },
    },
    async (request) => ok(await disableWarning(db, request.query, staffOf(request).employeeId)),
  );

  tags = ['QuotationItem'];
  r.delete(
    '/api/QuotationItem/DeleteContract',
    {
      schema: { tags, querystring: ZDeleteContractQuery, response: replyOf(ZQuotationItemRef) },
      config: { access: CONTRACT_DELETE },
    },
    async (request) => ok(await deleteContractItem(db, request.query, actor(request))),
  );
  r.get(
    '/api/QuotationItem/GetAllDeleted',
    { schema: { tags, response: replyOf(ZDeletedQuotationItemList) }, config: { access: DELETED_ITEMS } },
    async () => ok(await listDeletedItems(db)),
  );

  // Two catalogue calls answered by the quotations module (the catalogue knows nothing of quotations).
  r.get(
    '/api/Product/GetProductByCustomerIdWithQuota',
    {
      schema: {
        tags: ['Product'],
        querystring: ZIdQuery,
        summary: "The customer's products priced in an active quotation",
        response: replyOf(ZProductWithQuotaList),
      },
      // The order dialog's product picker (order screens, and Home and the dispatch screens that open it); an online
      // customer orders from its own quoted products (spec 01 §2 customer order page).
      config: { access: { pages: ORDER_DISPATCH_READ_PAGES, orCustomer: true } },
    },
    async (request) => {
      const caller = request.caller;
      if (caller?.kind === 'customer') {
        return ok(await listQuotedProducts(db, caller.customerId, { kind: 'all', canWrite: false }));
      }
      return ok(await listQuotedProducts(db, request.query.id, scope(request)));
    },
  );
  r.put(
    '/api/ProductPrice/GenerateQuotaByProductPrice',
    {
      schema: {
        tags: ['ProductPrice'],
        querystring: ZGenerateQuery,
        summary: 'Draft quotations of a base product for all customers',
        response: replyOf(ZQuotationRowList),
      },
      config: { access: { pages: PRODUCT_PRICE_WRITE_PAGES } },
    },
    async (request) => ok(await generateBulkDrafts(db, request.query.id, staffOf(request).employeeId)),
  );

  registerCatalogueRoutes(app, {
    def: CATALOGUES.quotationOptionItem,
    table: quotationOptionItem,
    db,
    readAccess: { pages: [...QUOTE_READ.pages, '/quote-items-management'] },
  });
}
