import { STOCK_ALARM_PAGES, ZRawMaterialStock, ZRawMaterialStockQuery } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { okPage } from '../../http/envelope.ts';
import { pagedReplyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { listRawMaterialStock } from './raw-material-stock-read.ts';

// The Stock Alarm's call (spec 02 §7 Purchasing: RawMaterialStock/GetRawMaterialStock; issue 16 "Stock alarm").

export function rawMaterialStockRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  app.withTypeProvider<TContractTypeProvider>().get(
    '/api/RawMaterialStock/GetRawMaterialStock',
    {
      schema: {
        tags: ['RawMaterialStock'],
        summary:
          'Per raw material: in stock, in the Unloading area, pending PO, pending applications, suggested PO, low; low first',
        querystring: ZRawMaterialStockQuery,
        response: pagedReplyOf(ZRawMaterialStock),
      },
      config: { access: { pages: STOCK_ALARM_PAGES } },
    },
    async (request) => okPage(await listRawMaterialStock(db, request.query)),
  );
}
