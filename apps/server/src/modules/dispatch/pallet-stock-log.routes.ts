import { DISPATCH_WRITE_PAGES, queryIdSchema, ZAddPalletStockLog, ZPalletLogQuery } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { addPalletStockLog, listPalletBalances, listPalletStockLog } from './pallet-stock-log.service.ts';

// The PalletStockLog calls (spec 02 §7 Reports): the log screen and the customer balances write and read them; the
// dispatch screens read a customer's pallets. Actions and signs: warehouse/README.md.

export const PALLET_LOG_WRITE = { pages: ['/pallet-stocklog', '/customer-pallet'] } as const;
export const PALLET_LOG_READ = { pages: [...PALLET_LOG_WRITE.pages, ...DISPATCH_WRITE_PAGES] } as const;

const ZBalanceQuery = z.object({
  customerId: queryIdSchema('customerId'),
  plateTypeId: queryIdSchema('plateTypeId').optional(),
});

export function palletStockLogRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['PalletStockLog'];

  r.post(
    '/api/PalletStockLog/Add',
    {
      schema: { tags, summary: 'One action; the quantity is stored signed by the action', body: ZAddPalletStockLog },
      config: { access: PALLET_LOG_WRITE },
    },
    async (request) => ok(await addPalletStockLog(db, request.body, actorOf(request))),
  );
  r.get(
    '/api/PalletStockLog/GetByCustomerId',
    {
      schema: {
        tags,
        summary: "A customer's log (all of it), or without customerId every customer's rows in start..end",
        querystring: ZPalletLogQuery,
      },
      config: { access: PALLET_LOG_READ },
    },
    async (request) => ok(await listPalletStockLog(db, request.query)),
  );
  r.get(
    '/api/PalletStockLog/GetBalanceByCustomerId',
    { schema: { tags, querystring: ZBalanceQuery }, config: { access: PALLET_LOG_READ } },
    async (request) => ok(await listPalletBalances(db, request.query)),
  );
  r.get('/api/PalletStockLog/GetAllBalance', { schema: { tags }, config: { access: PALLET_LOG_READ } }, async () =>
    ok(await listPalletBalances(db)),
  );
}
