import {
  ORDER_DISPATCH_READ_PAGES,
  ZDashboardCounts,
  ZRecentOrderAmount,
  ZRecentOrderOfProduct,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { getDashboardCounts, getRecentOrderAmount, getRecentOrderOfProduct } from './sales-order-stats.service.ts';

// The Home dashboard's figures (spec 01 §2, §6); every staff role has /home.
const HOME = { pages: ['/home'] } as const;

export function salesOrderStatsRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['SalesOrder'];

  r.get(
    '/api/SalesOrder/GetDashboardCounts',
    {
      schema: {
        tags,
        summary: 'Per dashboard column, the count of live orders per due status',
        response: replyOf(ZDashboardCounts),
      },
      config: { access: HOME },
    },
    async () => ok(await getDashboardCounts(db)),
  );
  // The spec writes this controller 'Salesorder'; routes are case-insensitive, the path is kept as written.
  r.get(
    '/api/Salesorder/GetRecentOrderAmount',
    {
      schema: {
        tags,
        summary: 'Today Sold / Yesterday Sold, for holders of dashboard.viewRecentSold',
        response: replyOf(ZRecentOrderAmount),
      },
      config: { access: HOME },
    },
    async (request) => ok(await getRecentOrderAmount(db, staffOf(request).employeeId)),
  );

  // A Product call answered from the orders (the catalogue knows nothing of them), for the order dialog's lines
  // (the order screens, and Home and the dispatch screens that open the dialog).
  r.get(
    '/api/Product/GetRecentOrderByProd',
    {
      schema: {
        tags: ['Product'],
        querystring: ZIdQuery,
        summary: 'Order date and quantity of the latest order of the product',
        response: replyOf(ZRecentOrderOfProduct),
      },
      config: { access: { pages: ORDER_DISPATCH_READ_PAGES } },
    },
    async (request) => ok(await getRecentOrderOfProduct(db, request.query.id)),
  );
}
