import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { staffOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { getDashboardCounts, getRecentOrderAmount } from './sales-order-stats.service.ts';

// The Home dashboard's figures (spec 01 §2, §6); every staff role has /home.
const HOME = { pages: ['/home'] } as const;

export function salesOrderStatsRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['SalesOrder'];

  r.get(
    '/api/SalesOrder/GetDashboardCounts',
    {
      schema: { tags, summary: 'Per dashboard column, the count of live orders per due status' },
      config: { access: HOME },
    },
    async () => ok(await getDashboardCounts(db)),
  );
  // The spec writes this controller 'Salesorder'; routes are case-insensitive, the path is kept as written.
  r.get(
    '/api/Salesorder/GetRecentOrderAmount',
    {
      schema: { tags, summary: 'Today Sold / Yesterday Sold, for holders of dashboard.viewRecentSold' },
      config: { access: HOME },
    },
    async (request) => ok(await getRecentOrderAmount(db, staffOf(request).employeeId)),
  );
}
