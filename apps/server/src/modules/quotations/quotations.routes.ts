import {
  CATALOGUES,
  ZAcceptQuotation,
  ZAddQuotation,
  ZApproveQuotation,
  ZDeleteContractQuery,
  ZDisableWarningQuery,
  ZQuotationByCustomerQuery,
  ZQuotationIds,
  ZQuotationListQuery,
  ZSaveToTemplate,
  ZUpdateQuotation,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok, warn } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { parseOrRefuse } from '../../http/validate.ts';
import { customerScopeOf } from '../customers/customers.service.ts';
import { acceptQuotation } from './quotation-acceptance.service.ts';
import {
  approveDrafts,
  approveQuotation,
  confirmQuotation,
  deleteDrafts,
  type TConfirmResult,
} from './quotation-approval.service.ts';
import { deleteContractItem, listDeletedItems, saveContract } from './quotation-contracts.service.ts';
import { listQuoteProductPrices } from './quotation-pricing.service.ts';
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
export const QUOTE_READ = {
  pages: [
    '/quotation-management',
    '/quote-only-draft',
    '/quote-base-draft',
    '/contractPrice',
    '/quotation—warnings',
    '/approve-delete',
    '/customer-management-page',
    '/customer-only-sales',
    '/customer-infos',
  ],
} as const;
export const QUOTE_WRITE = {
  pages: [
    '/quotation-management',
    '/quote-only-draft',
    '/quote-base-draft',
    '/contractPrice',
    '/customer-management-page',
    '/customer-only-sales',
  ],
} as const;
const APPROVE_DELETE = {
  pages: ['/approve-delete', '/quote-base-draft', '/quote-only-draft', '/quotation-management'],
} as const;
const WARNINGS = { pages: ['/quotation—warnings'] } as const;
const DELETED_ITEMS = { pages: ['/quotation-item-deleted'] } as const;
const CONTRACT_DELETE = { pages: ['/contractPrice', '/customer-management-page', '/customer-only-sales'] } as const;

const ZContractBody = z.union([ZUpdateQuotation, ZAddQuotation]);
const ZContractQuery = z.object({ customerId: ZIdQuery.shape.id });

/** A confirm either approved (success) or found an earlier quotation (a soft warning, nothing approved). */
const confirmed = (result: TConfirmResult) =>
  result.warning ? warn(result.quotation, 'warning', result.warning) : ok(result.quotation);

export function quotationRoutes(app: FastifyInstance, deps: { db: Database; config: TConfig }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest): TQuotationActor => {
    const staff = staffOf(request);
    return { employeeId: staff.employeeId, scope: customerScopeOf(staff) };
  };
  const scope = (request: FastifyRequest) => customerScopeOf(staffOf(request));
  let tags = ['Quotation'];

  r.get(
    '/api/Quotation/GetAllQuotation',
    { schema: { tags, querystring: ZQuotationListQuery }, config: { access: QUOTE_READ } },
    async (request) => ok(await listQuotationSummaries(db, request.query, scope(request))),
  );
  r.get(
    '/api/Quotation/GetQuotationById',
    { schema: { tags, querystring: ZIdQuery }, config: { access: QUOTE_READ } },
    async (request) => ok(await getVisibleQuotation(db, request.query.id, scope(request))),
  );
  r.get(
    '/api/Quotation/GetQuotationByCustomerId',
    { schema: { tags, querystring: ZQuotationByCustomerQuery }, config: { access: QUOTE_READ } },
    async (request) =>
      ok(await listQuotationsOfCustomer(db, request.query.id, { draft: request.query.draft }, scope(request))),
  );
  r.get(
    '/api/Quotation/GetContractPriceByCustomerId',
    { schema: { tags, querystring: ZContractQuery }, config: { access: QUOTE_READ } },
    async (request) => ok(await listQuotationsOfCustomer(db, request.query.customerId, { isFinal: 1 }, scope(request))),
  );
  r.get('/api/Quotation/GetTemplate', { schema: { tags }, config: { access: QUOTE_READ } }, async (request) =>
    ok(await listTemplates(db, scope(request))),
  );
  r.get('/api/Quotation/GetQuoteProductPrice', { schema: { tags }, config: { access: QUOTE_READ } }, async () =>
    ok(await listQuoteProductPrices(db)),
  );

  r.post(
    '/api/Quotation/AddQuotation',
    { schema: { tags, body: ZAddQuotation }, config: { access: QUOTE_WRITE } },
    async (request) => ok(await db.transaction((tx) => addQuotation(tx, request.body, actor(request)))),
  );
  r.put(
    '/api/Quotation/UpdateQuotation',
    {
      schema: { tags, summary: 'Staff: change a draft. Without a staff session: the public page accepts the quote' },
      config: { access: { ...QUOTE_WRITE, orQuoteToken: true } },
    },
    async (request) => {
      if (request.caller?.kind !== 'staff') {
        const accept = parseOrRefuse(ZAcceptQuotation, request.body);
        return ok(await db.transaction((tx) => acceptQuotation(tx, accept)));
      }
      const input = parseOrRefuse(ZUpdateQuotation, request.body);
      return ok(await db.transaction((tx) => updateQuotation(tx, input, actor(request))));
    },
  );
  r.put(
    '/api/Quotation/UpdateContractQuotation',
    { schema: { tags, body: ZContractBody }, config: { access: QUOTE_WRITE } },
    async (request) => ok(await db.transaction((tx) => saveContract(tx, request.body, actor(request)))),
  );
  r.put(
    '/api/Quotation/UpdateQuotationDraftStatus',
    { schema: { tags, body: ZUpdateQuotation }, config: { access: QUOTE_WRITE } },
    async (request) =>
      confirmed(await db.transaction((tx) => confirmQuotation(tx, request.body, actor(request), false))),
  );
  r.put(
    '/api/Quotation/UpdateQuotationForce',
    { schema: { tags, body: ZUpdateQuotation }, config: { access: QUOTE_WRITE } },
    async (request) =>
      confirmed(await db.transaction((tx) => confirmQuotation(tx, request.body, actor(request), true))),
  );
  r.put(
    '/api/Quotation/ApproveQuotation',
    { schema: { tags, body: ZApproveQuotation }, config: { access: QUOTE_WRITE } },
    async (request) => confirmed(await db.transaction((tx) => approveQuotation(tx, request.body, actor(request)))),
  );
  r.put(
    '/api/Quotation/ApproveDrafts',
    { schema: { tags, body: ZQuotationIds }, config: { access: APPROVE_DELETE } },
    async (request) => ok(await db.transaction((tx) => approveDrafts(tx, request.body, actor(request)))),
  );
  r.delete(
    '/api/Quotation/DeleteDrafts',
    { schema: { tags, body: ZQuotationIds }, config: { access: APPROVE_DELETE } },
    async (request) => ok(await db.transaction((tx) => deleteDrafts(tx, request.body, actor(request)))),
  );
  r.put(
    '/api/Quotation/SaveToTemplate',
    { schema: { tags, body: ZSaveToTemplate }, config: { access: QUOTE_WRITE } },
    async (request) => ok(await saveToTemplate(db, request.body, actor(request))),
  );
  r.get('/api/Quotation/GetBelow', { schema: { tags }, config: { access: WARNINGS } }, async () =>
    ok(await listBelowMinimum(db)),
  );
  r.delete(
    '/api/Quotation/DisableWarning',
    { schema: { tags, querystring: ZDisableWarningQuery }, config: { access: WARNINGS } },
    async (request) => ok(await disableWarning(db, request.query, staffOf(request).employeeId)),
  );

  tags = ['QuotationItem'];
  r.delete(
    '/api/QuotationItem/DeleteContract',
    { schema: { tags, querystring: ZDeleteContractQuery }, config: { access: CONTRACT_DELETE } },
    async (request) => ok(await db.transaction((tx) => deleteContractItem(tx, request.query, actor(request)))),
  );
  r.get('/api/QuotationItem/GetAllDeleted', { schema: { tags }, config: { access: DELETED_ITEMS } }, async () =>
    ok(await listDeletedItems(db)),
  );

  registerCatalogueRoutes(app, {
    def: CATALOGUES.quotationOptionItem,
    table: quotationOptionItem,
    db,
    readAccess: { pages: [...QUOTE_READ.pages, '/quote-items-management'] },
  });
}
