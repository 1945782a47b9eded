import {
  ORDER_DISPATCH_READ_PAGES,
  ORDER_DISPATCH_WRITE_PAGES,
  ORDER_READ_PAGES,
  ORDER_WRITE_PAGES,
  queryIdSchema,
  ZAddOrder,
  ZChangePickupQuery,
  ZCustomerOrderDefaults,
  ZDeleteOrderQuery,
  ZOrder,
  ZOrderIds,
  ZOrderListQuery,
  ZOrderPageQuery,
  ZOrderRow,
  ZOrderRowList,
  ZPickupOrderRowList,
  ZUpdateOrder,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  listDispatchableOrders,
  listDrafts,
  listOrders,
  listOrdersOfSales,
  listPickupableOrders,
  pageOrdersOfCustomer,
} from './sales-order-lists.ts';
import { getVisibleOrder, orderActorOf } from './sales-order-scope.ts';
import {
  addOrder,
  approveDraftOrder,
  changeOrderPickup,
  deleteOrder,
  getOwnOrderDefaults,
  type TUpdateMode,
  updateOrder,
} from './sales-orders.service.ts';

// The SalesOrder calls of spec 01 §7 (Orders). Who may call which and which orders they reach: README.md.
// The page sets are the domain's (sales-order.ts). ApproveOrder raises the prepaid invoice, so it is an invoices route
// (invoices.routes.ts); FinishDispatch delivers through the dispatch rules, so it is a dispatch route.
const ORDER_READ = { pages: ORDER_READ_PAGES } as const;
const ORDER_WRITE = { pages: ORDER_WRITE_PAGES } as const;
/** The dispatch screens read the orders to dispatch and switch them between picking and dispatching. */
const DISPATCH_READ = { pages: ORDER_DISPATCH_READ_PAGES } as const;
const DISPATCH_WRITE = { pages: ORDER_DISPATCH_WRITE_PAGES } as const;

const ZCustomerQuery = ZOrderPageQuery.extend({ customerId: queryIdSchema('customerId') });
const ZSalesQuery = ZOrderPageQuery.extend({ salesId: queryIdSchema('salesId') });
const PAGED = 'Paged, sorted, searched and filtered with ?page&pageSize&sortField&sortOrder&search&statuses&dues';
const ORDER_PAGE = pagedReplyOf(ZOrderRow);

export function salesOrderRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const reader = (request: FastifyRequest) => orderActorOf(request.caller, 'read');
  const writer = (request: FastifyRequest) => orderActorOf(request.caller, 'write');
  const tags = ['SalesOrder'];

  r.get(
    '/api/SalesOrder/GetAllOrder',
    {
      schema: {
        tags,
        summary: `A date range or a status; ${PAGED}`,
        querystring: ZOrderListQuery,
        response: ORDER_PAGE,
      },
      config: { access: ORDER_READ },
    },
    async (request) => okPage(await listOrders(db, request.query, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetByCust',
    {
      schema: { tags, summary: PAGED, querystring: ZCustomerQuery, response: ORDER_PAGE },
      config: { access: { ...ORDER_READ, orCustomer: true } },
    },
    async (request) =>
      okPage(await pageOrdersOfCustomer(db, request.query.customerId, reader(request).scope, request.query)),
  );
  r.get(
    '/api/SalesOrder/GetBySales',
    {
      schema: { tags, summary: PAGED, querystring: ZSalesQuery, response: ORDER_PAGE },
      config: { access: ORDER_READ },
    },
    async (request) =>
      okPage(await listOrdersOfSales(db, request.query.salesId, false, reader(request).scope, request.query)),
  );
  r.get(
    '/api/SalesOrder/GetInProcessBySales',
    {
      schema: { tags, summary: PAGED, querystring: ZSalesQuery, response: ORDER_PAGE },
      config: { access: ORDER_READ },
    },
    async (request) =>
      okPage(await listOrdersOfSales(db, request.query.salesId, true, reader(request).scope, request.query)),
  );
  r.get(
    '/api/SalesOrder/GetDraft',
    {
      schema: { tags, summary: PAGED, querystring: ZSalesQuery, response: ORDER_PAGE },
      config: { access: ORDER_READ },
    },
    async (request) => okPage(await listDrafts(db, request.query.salesId, reader(request).scope, request.query)),
  );
  r.get(
    '/api/SalesOrder/GetOrderById',
    // The dispatch screens read the order's lines to pick boxes for them.
    {
      schema: { tags, querystring: ZIdQuery, response: replyOf(ZOrder) },
      config: { access: { ...DISPATCH_READ, orCustomer: true } },
    },
    async (request) => ok(await getVisibleOrder(db, request.query.id, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetDispachableOrder',
    { schema: { tags, response: replyOf(ZOrderRowList) }, config: { access: DISPATCH_READ } },
    async (request) => ok(await listDispatchableOrders(db, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetPickupableOrder',
    { schema: { tags, response: replyOf(ZPickupOrderRowList) }, config: { access: DISPATCH_READ } },
    async (request) => ok(await listPickupableOrders(db, reader(request).scope)),
  );

  r.post(
    '/api/SalesOrder',
    {
      schema: {
        tags,
        summary: 'Staff: a new order (status 1). An online customer: their order (status 2)',
        body: ZAddOrder,
        response: replyOf(ZOrder),
      },
      config: { access: { ...ORDER_WRITE, orCustomer: true } },
    },
    async (request) => ok(await addOrder(db, request.body, writer(request), { draft: false })),
  );
  r.post(
    '/api/SalesOrder/AddDraftOrder',
    { schema: { tags, body: ZAddOrder, response: replyOf(ZOrder) }, config: { access: ORDER_WRITE } },
    async (request) => ok(await addOrder(db, request.body, writer(request), { draft: true })),
  );
  r.get(
    '/api/SalesOrder/GetOwnOrderDefaults',
    {
      schema: {
        tags,
        summary: "An online customer's new order: their delivery details, their delivery addresses, their fee line",
        response: replyOf(ZCustomerOrderDefaults),
      },
      config: { access: 'customer' },
    },
    async (request) => ok(await getOwnOrderDefaults(db, customerOf(request).customerId)),
  );
  const update = (path: string, mode: TUpdateMode, summary: string, orCustomer: boolean) =>
    r.put(
      path,
      {
        schema: { tags, summary, body: ZUpdateOrder, response: replyOf(ZOrder) },
        config: { access: orCustomer ? { ...ORDER_WRITE, orCustomer: true } : ORDER_WRITE },
      },
      async (request) => ok(await updateOrder(db, request.body, writer(request), mode)),
    );
  update('/api/SalesOrder/UpdateOrder', 'header', 'The header only; the lines stay as stored', true);
  update('/api/SalesOrder/UpdateFullOrder', 'full', 'The header, the lines and the options', true);
  update('/api/SalesOrder/UpdateDraftOrder', 'draft', 'A draft: the header, the lines and the options', false);

  r.put(
    '/api/SalesOrder/ApprovedDraftOrder',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZOrder) }, config: { access: ORDER_WRITE } },
    async (request) => ok(await approveDraftOrder(db, request.query.id, writer(request))),
  );
  r.put(
    '/api/SalesOrder/ChangeOrderPickup',
    {
      schema: { tags, querystring: ZChangePickupQuery, body: ZOrderIds, response: replyOf(ZOrderRowList) },
      config: { access: DISPATCH_WRITE },
    },
    async (request) =>
      ok(await changeOrderPickup(db, request.body, request.query.pickupFlag === 1 ? 1 : 0, writer(request))),
  );
  r.delete(
    '/api/SalesOrder/DeleteOrder',
    { schema: { tags, querystring: ZDeleteOrderQuery, response: replyOf(ZOrder) }, config: { access: ORDER_WRITE } },
    async (request) => ok(await deleteOrder(db, request.query, writer(request))),
  );
}
