import {
  SALES_ORDER_WORK_ORDER_PAGES,
  WORK_ORDER_READ_PAGES,
  WORK_ORDER_WRITE_PAGES,
  ZAddWorkOrder,
  ZApproveWorkOrderQuery,
  ZMultiCountParams,
  ZOrderTypeIdList,
  ZRawMaterialNoteQuery,
  ZWorkOrder,
  ZWorkOrderCommentsQuery,
  ZWorkOrderDetail,
  ZWorkOrderDetailList,
  ZWorkOrderIdQuery,
  ZWorkOrderList,
  ZWorkOrderListQuery,
  ZWorkOrderMachineQuery,
  ZWorkOrderMade,
  ZWorkOrderProductQuery,
  ZWorkOrderQuantityQuery,
  ZWorkOrderSalesOrderQuery,
  ZWorkOrderSummary,
  ZWorkOrderUrgentQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addMultiWorkOrder,
  addWorkOrder,
  approveWorkOrder,
  cancelWorkOrder,
  updateRawMaterialNote,
  updateWorkOrderComments,
  updateWorkOrderQuantity,
  updateWorkOrderUrgent,
} from './work-orders.service.ts';
import {
  getWorkOrderMade,
  listTrackingInfo,
  listWorkOrders,
  listWorkOrdersOfMachine,
  listWorkOrdersOfProduct,
  listWorkOrdersOfSalesOrder,
  orderTypesOfProduct,
  summariseWorkOrders,
} from './work-orders-read.ts';

// The WorkOrder calls (spec 02 §7 Work orders; issue 15): the Work Order screen, the stock monitor's work orders,
// tracking. The rules are in work-orders.service.ts and README.md "Work orders".

const READ = { pages: WORK_ORDER_READ_PAGES } as const;
const WRITE = { pages: WORK_ORDER_WRITE_PAGES } as const;
const tags = ['WorkOrder'];

export function workOrderRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/WorkOrder/GetWorkOrderSummary',
    {
      schema: {
        tags,
        summary: 'Total Jobs, Total Qty, Approved Jobs and Approved Qty of the whole GetAllWorkOrder filter',
        querystring: ZWorkOrderListQuery,
        response: replyOf(ZWorkOrderSummary),
      },
      config: { access: READ },
    },
    async (request) => ok(await summariseWorkOrders(db, request.query)),
  );
  r.get(
    '/api/WorkOrder/GetWorkOrderMade',
    {
      schema: {
        tags,
        summary: 'What the work order has made (its boxes and started steps), for the Delete confirmation',
        querystring: ZWorkOrderIdQuery,
        response: replyOf(ZWorkOrderMade),
      },
      config: { access: READ },
    },
    async (request) => ok(await getWorkOrderMade(db, request.query.id)),
  );
  r.get(
    '/api/WorkOrder/GetOrderTypesOfProduct',
    {
      schema: {
        tags,
        summary: "The order types the product's type has actions for (the New WorkOrder dialog offers only those)",
        querystring: ZWorkOrderProductQuery,
        response: replyOf(ZOrderTypeIdList),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await orderTypesOfProduct(db, request.query.productId)),
  );
  r.get(
    '/api/WorkOrder/GetWorkOrdersOfSalesOrder',
    {
      schema: {
        tags,
        summary: "The sales order's work orders (not the cancelled) with what each made and its shortfall",
        querystring: ZWorkOrderSalesOrderQuery,
        response: replyOf(ZWorkOrderList),
      },
      config: { access: { pages: SALES_ORDER_WORK_ORDER_PAGES } },
    },
    async (request) => ok(await listWorkOrdersOfSalesOrder(db, request.query.orderId)),
  );
  r.get(
    '/api/WorkOrder/GetWorkOrderByMachineId',
    {
      schema: {
        tags,
        summary: 'The open work orders (New, 1, 2) with a step on the machine',
        querystring: ZWorkOrderMachineQuery,
        response: replyOf(ZWorkOrderList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listWorkOrdersOfMachine(db, request.query.machineId)),
  );
  r.get(
    '/api/WorkOrder/GetTrackingInfo',
    {
      schema: {
        tags,
        summary: 'Work order tracking: every work order but the cancelled, with its suborders; paged with ?page',
        querystring: ZWorkOrderListQuery,
        response: pagedReplyOf(ZWorkOrderDetail),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listTrackingInfo(db, request.query)),
  );

  r.post(
    '/api/WorkOrder',
    {
      schema: {
        tags,
        summary: 'New work order (the creator is the session; status 1 from the stock monitor approves it at once)',
        body: ZAddWorkOrder,
        response: replyOf(ZWorkOrderDetail),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await addWorkOrder(db, request.body, staffOf(request).employeeId)),
  );
  r.post(
    '/api/WorkOrder/AddMultiWorkOrder/:count',
    {
      schema: {
        tags,
        summary: 'count (1–50) identical work orders in one transaction',
        params: ZMultiCountParams,
        body: ZAddWorkOrder,
        response: replyOf(ZWorkOrderDetailList),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await addMultiWorkOrder(db, request.body, request.params.count, staffOf(request).employeeId)),
  );
  r.put(
    '/api/WorkOrder/ApproveWorkOrder',
    {
      schema: {
        tags,
        summary: 'Approve a New work order (the approver is the session): it is split into its suborders',
        querystring: ZApproveWorkOrderQuery,
        response: replyOf(ZWorkOrderDetail),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await approveWorkOrder(db, request.query, staffOf(request).employeeId)),
  );
  r.put(
    '/api/WorkOrder/WorkOrderComments',
    {
      schema: { tags, summary: 'Comments', querystring: ZWorkOrderCommentsQuery, response: replyOf(ZWorkOrderDetail) },
      config: { access: WRITE },
    },
    async (request) => ok(await updateWorkOrderComments(db, request.query, actorOf(request))),
  );
  r.put(
    '/api/WorkOrder/UpdateWorkOrderQuantity',
    {
      schema: {
        tags,
        summary: 'Quantity of a New work order',
        querystring: ZWorkOrderQuantityQuery,
        response: replyOf(ZWorkOrderDetail),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await updateWorkOrderQuantity(db, request.query, actorOf(request))),
  );
  r.put(
    '/api/WorkOrder/WorkOrderUrgent',
    {
      schema: {
        tags,
        summary: 'Urgent on or off, unless Completed or Cancelled',
        querystring: ZWorkOrderUrgentQuery,
        response: replyOf(ZWorkOrderDetail),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await updateWorkOrderUrgent(db, request.query, actorOf(request))),
  );
  r.put(
    '/api/WorkOrder/UpdateRawMaterialNote',
    {
      schema: {
        tags,
        summary: 'Raw material note',
        querystring: ZRawMaterialNoteQuery,
        response: replyOf(ZWorkOrderDetail),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await updateRawMaterialNote(db, request.query, actorOf(request))),
  );
  r.delete(
    '/api/WorkOrder/DeleteWorkOrder',
    {
      schema: {
        tags,
        summary:
          'Cancel (status 0) a work order that is not Completed or Cancelled: its open steps are cancelled, nothing is erased',
        querystring: ZWorkOrderIdQuery,
        response: replyOf(z.boolean()),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await cancelWorkOrder(db, request.query.id, actorOf(request))),
  );
}

/** GET WorkOrder/GetAllWorkOrder (the list contract) and GetWorkOrderyProductId (the spec's misspelling kept). */
export function workOrderListRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  r.get(
    '/api/WorkOrder/GetAllWorkOrder',
    {
      schema: {
        tags,
        summary: 'Work orders, paged; ?status (New, 1, 2 by default), machineId, productId, orderId',
        querystring: ZWorkOrderListQuery,
        response: pagedReplyOf(ZWorkOrder),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listWorkOrders(db, request.query)),
  );
  r.get(
    '/api/WorkOrder/GetWorkOrderyProductId',
    {
      schema: {
        tags,
        summary: 'Every work order of the product',
        querystring: ZWorkOrderProductQuery,
        response: replyOf(ZWorkOrderList),
      },
      config: { access: READ },
    },
    async (request) => ok(await listWorkOrdersOfProduct(db, request.query.productId)),
  );
}
