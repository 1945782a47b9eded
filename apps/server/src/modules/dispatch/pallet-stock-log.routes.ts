import {
  PALLET_LOG_READ_PAGES,
  PALLET_LOG_WRITE_PAGES,
  queryIdSchema,
  ZAddPalletStockLog,
  ZPalletBalanceList,
  ZPalletLogQuery,
  ZPalletStockLog,
  ZPalletStockLogList,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { addPalletStockLog } from './pallet-stock-log.service.ts';
import { listPalletBalances, listPalletStockLog } from './pallet-stock-log-read.ts';

// The PalletStockLog calls (spec 02 §7 Reports): the log screen and the customer balances write and read them; the
// dispatch screens read a customer's pallets. Actions and signs: warehouse/README.md.

const PALLET_LOG_WRITE = { pages: PALLET_LOG_WRITE_PAGES } as const;
const PALLET_LOG_READ = { pages: PALLET_LOG_READ_PAGES } as const;

const ZBalanceQuery = z.object({
  customerId: queryIdSchema('customerId'),
  plateTypeId: queryIdSchema('plateTypeId').optional(),
});

export function palletStockLogRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['PalletStockLog'];

  r.post(
    '/api/PalletStockLog/Add',
    {
      schema: {
        tags,
        summary: 'One action; the quantity is stored signed by the action',
        body: ZAddPalletStockLog,
        response: replyOf(ZPalletStockLog),
      },
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
        response: replyOf(ZPalletStockLogList),
      },
      config: { access: PALLET_LOG_READ },
    },
    async (request) => ok(await listPalletStockLog(db, request.query)),
  );
  r.get(
    '/api/PalletStockLog/GetBalanceByCustomerId',
    {
      schema: { tags, querystring: ZBalanceQuery, response: replyOf(ZPalletBalanceList) },
      config: { access: PALLET_LOG_READ },
    },
    async (request) => ok(await listPalletBalances(db, request.query)),
  );
  r.get(
    '/api/PalletStockLog/GetAllBalance',
    { schema: { tags, response: replyOf(ZPalletBalanceList) }, config: { access: PALLET_LOG_READ } },
    async () => ok(await listPalletBalances(db)),
  );
}
