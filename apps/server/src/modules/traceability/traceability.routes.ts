import {
  SAME_BATCH_CSV_HEADER,
  sameBatchCsvName,
  sameBatchCsvRows,
  TRACEABILITY_PAGES,
  ZRawMaterialBoxTrace,
  ZRawMaterialBoxTraceQuery,
  ZSameBatch,
  ZSameBatchQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { CSV_REPLY, sendCsv } from '../../http/csv.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { traceRawMaterialBox, traceSameBatch } from './traceability-read.ts';

// Product Traceability (ours; spec 02 §2 "Product Traceability (with CSV export)"; issue 15). README.md "Product
// Traceability".

const ACCESS = { pages: TRACEABILITY_PAGES } as const;
const tags = ['Box'];

export function traceabilityRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/Box/GetSameBatch',
    {
      schema: {
        tags,
        summary: "Ours: the box's work order, its steps (machines, operators, times) and every box of the batch",
        querystring: ZSameBatchQuery,
        response: replyOf(ZSameBatch),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await traceSameBatch(db, request.query.barCode)),
  );
  r.get(
    '/api/Box/GetSameBatchCsv',
    {
      schema: {
        tags,
        summary: 'Ours: the boxes of the batch and where they went, as CSV',
        querystring: ZSameBatchQuery,
        response: CSV_REPLY,
      },
      config: { access: ACCESS },
    },
    async (request, reply) => {
      const batch = await traceSameBatch(db, request.query.barCode);
      return sendCsv(reply, SAME_BATCH_CSV_HEADER, sameBatchCsvRows(batch), sameBatchCsvName(batch));
    },
  );
  r.get(
    '/api/Box/GetRawMaterialBoxTrace',
    {
      schema: {
        tags,
        summary: "Ours: a raw material box's purchase order, supplier and receiving, and the work orders that used it",
        querystring: ZRawMaterialBoxTraceQuery,
        response: replyOf(ZRawMaterialBoxTrace),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await traceRawMaterialBox(db, request.query.boxCode)),
  );
}
