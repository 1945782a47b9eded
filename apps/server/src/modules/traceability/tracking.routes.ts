import {
  SALES_ORDER_TRACKING_PAGES,
  SUBORDER_TRACKING_PAGES,
  ZSalesOrderTracking,
  ZSalesOrderTrackingQuery,
  ZSuborderTracking,
  ZSuborderTrackingQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { okPage } from '../../http/envelope.ts';
import { pagedReplyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { listSalesOrderTracking, listSuborderTracking } from './tracking-read.ts';

// Production tracking (ours; spec 02 §2 "Placeholder SalesOrder and SubOrder pages", made real by issue 15): progress
// per sales order and every suborder across the machines. README.md "Tracking and traceability".

export function trackingRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/WorkOrder/GetSalesOrderTracking',
    {
      schema: {
        tags: ['WorkOrder'],
        summary: 'Ours: the sales orders with work orders, each with its work orders and their steps; ?open=1, paged',
        querystring: ZSalesOrderTrackingQuery,
        response: pagedReplyOf(ZSalesOrderTracking),
      },
      config: { access: { pages: SALES_ORDER_TRACKING_PAGES } },
    },
    async (request) => okPage(await listSalesOrderTracking(db, request.query)),
  );
  r.get(
    '/api/Suborder/GetSuborderTracking',
    {
      schema: {
        tags: ['Suborder'],
        summary: 'Ours: every suborder across the machines; ?status (1, 2, 3 by default), machineId, actionId, paged',
        querystring: ZSuborderTrackingQuery,
        response: pagedReplyOf(ZSuborderTracking),
      },
      config: { access: { pages: SUBORDER_TRACKING_PAGES } },
    },
    async (request) => okPage(await listSuborderTracking(db, request.query)),
  );
}
