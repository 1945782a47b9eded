import {
  ORDER_DISPATCH_PAGES,
  ORDER_MESSAGES,
  ORDER_WRITE_PAGES,
  queryIdSchema,
  ZAddOrder,
  ZApproveOrderQuery,
  ZChangePickupQuery,
  ZDeleteOrderQuery,
  ZOrderIds,
  ZOrderListQuery,
  ZUpdateOrder,
} from '@packline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import {
  listDispatchableOrders,
  listDrafts,
  listOrders,
  listOrdersOfCustomer,
  listOrdersOfSales,
  listPickupableOrders,
} from './sales-order-lists.ts';
import { getVisibleOrder, orderActorOf } from './sales-order-scope.ts';
import {
  addOrder,
  approveDraftOrder,
  approveOnlineOrder,
  changeOrderPickup,
  deleteOrder,
  finishDispatch,
  type TUpdateMode,
  updateOrder,
} from './sales-orders.service.ts';

// The SalesOrder calls of spec 01 §7 (Orders). Who may call which and which orders they reach: README.md.
export const ORDER_READ = {
  pages: [
    '/sales-order-management',
    '/sales-order-management-for-sales',
    '/draft-order-management-for-sales',
    '/online-sales-order',
    '/home',
    '/customer-management-page',
    '/customer-only-sales',
  ],
} as const;
export const ORDER_WRITE = { pages: ORDER_WRITE_PAGES } as const;
const ONLINE_APPROVAL = { pages: ['/online-sales-order'] } as const;
/** The dispatch screens read the orders to dispatch, finish them and switch them between picking and dispatching. */
const DISPATCH_READ = { pages: [...ORDER_READ.pages, ...ORDER_DISPATCH_PAGES] } as const;
const DISPATCH_WRITE = { pages: [...ORDER_WRITE_PAGES, ...ORDER_DISPATCH_PAGES] } as const;

const ZCustomerQuery = z.object({ customerId: queryIdSchema('customerId') });
const ZSalesQuery = z.object({ salesId: queryIdSchema('salesId') });
// spec 01 §5: a missing invoice number gets the same message as an empty one.
const ZApproveQuery = ZApproveOrderQuery.extend({
  invoiceNote: z
    .string(ORDER_MESSAGES.invoiceNumberRequired)
    .trim()
    .min(1, ORDER_MESSAGES.invoiceNumberRequired)
    .max(100),
});

export function salesOrderRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = (request: FastifyRequest) => orderActorOf(request.caller, 'read');
  const writer = (request: FastifyRequest) => orderActorOf(request.caller, 'write');
  const tags = ['SalesOrder'];

  r.get(
    '/api/SalesOrder/GetAllOrder',
    { schema: { tags, querystring: ZOrderListQuery }, config: { access: ORDER_READ } },
    async (request) => ok(await listOrders(db, request.query, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetByCust',
    { schema: { tags, querystring: ZCustomerQuery }, config: { access: { ...ORDER_READ, orCustomer: true } } },
    async (request) => ok(await listOrdersOfCustomer(db, request.query.customerId, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetBySales',
    { schema: { tags, querystring: ZSalesQuery }, config: { access: ORDER_READ } },
    async (request) => ok(await listOrdersOfSales(db, request.query.salesId, false, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetInProcessBySales',
    { schema: { tags, querystring: ZSalesQuery }, config: { access: ORDER_READ } },
    async (request) => ok(await listOrdersOfSales(db, request.query.salesId, true, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetDraft',
    { schema: { tags, querystring: ZSalesQuery }, config: { access: ORDER_READ } },
    async (request) => ok(await listDrafts(db, request.query.salesId, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetOrderById',
    // The dispatch screens read the order's lines to pick boxes for them.
    { schema: { tags, querystring: ZIdQuery }, config: { access: { ...DISPATCH_READ, orCustomer: true } } },
    async (request) => ok(await getVisibleOrder(db, request.query.id, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetDispachableOrder',
    { schema: { tags }, config: { access: DISPATCH_READ } },
    async (request) => ok(await listDispatchableOrders(db, reader(request).scope)),
  );
  r.get(
    '/api/SalesOrder/GetPickupableOrder',
    { schema: { tags }, config: { access: DISPATCH_READ } },
    async (request) => ok(await listPickupableOrders(db, reader(request).scope)),
  );

  r.post(
    '/api/SalesOrder',
    {
      schema: {
        tags,
        summary: 'Staff: a new order (status 1). An online customer: their order (status 2)',
        body: ZAddOrder,
      },
      config: { access: { ...ORDER_WRITE, orCustomer: true } },
    },
    async (request) => ok(await db.transaction((tx) => addOrder(tx, request.body, writer(request), { draft: false }))),
  );
  r.post(
    '/api/SalesOrder/AddDraftOrder',
    { schema: { tags, body: ZAddOrder }, config: { access: ORDER_WRITE } },
    async (request) => ok(await db.transaction((tx) => addOrder(tx, request.body, writer(request), { draft: true }))),
  );
  const update = (path: string, mode: TUpdateMode, summary: string, orCustomer: boolean) =>
    r.put(
      path,
      {
        schema: { tags, summary, body: ZUpdateOrder },
        config: { access: orCustomer ? { ...ORDER_WRITE, orCustomer: true } : ORDER_WRITE },
      },
      async (request) => ok(await db.transaction((tx) => updateOrder(tx, request.body, writer(request), mode))),
    );
  update('/api/SalesOrder/UpdateOrder', 'header', 'The header only; the lines stay as stored', true);
  update('/api/SalesOrder/UpdateFullOrder', 'full', 'The header, the lines and the options', true);
  update('/api/SalesOrder/UpdateDraftOrder', 'draft', 'A draft: the header, the lines and the options', false);

  r.put(
    '/api/SalesOrder/ApprovedDraftOrder',
    { schema: { tags, querystring: ZIdQuery }, config: { access: ORDER_WRITE } },
    async (request) => ok(await db.transaction((tx) => approveDraftOrder(tx, request.query.id, writer(request)))),
  );
  r.put(
    '/api/SalesOrder/ApproveOrder',
    { schema: { tags, querystring: ZApproveQuery }, config: { access: ONLINE_APPROVAL } },
    async (request) => ok(await db.transaction((tx) => approveOnlineOrder(tx, request.query, writer(request)))),
  );
  r.put(
    '/api/SalesOrder/FinishDispatch',
    { schema: { tags, querystring: ZIdQuery }, config: { access: DISPATCH_WRITE } },
    async (request) => ok(await db.transaction((tx) => finishDispatch(tx, request.query.id, writer(request)))),
  );
  r.put(
    '/api/SalesOrder/ChangeOrderPickup',
    { schema: { tags, querystring: ZChangePickupQuery, body: ZOrderIds }, config: { access: DISPATCH_WRITE } },
    async (request) =>
      ok(
        await db.transaction((tx) =>
          changeOrderPickup(tx, request.body, request.query.pickupFlag === 1 ? 1 : 0, writer(request)),
        ),
      ),
  );
  r.delete(
    '/api/SalesOrder/DeleteOrder',
    { schema: { tags, querystring: ZDeleteOrderQuery }, config: { access: ORDER_WRITE } },
    async (request) => ok(await db.transaction((tx) => deleteOrder(tx, request.query, writer(request)))),
  );
}
