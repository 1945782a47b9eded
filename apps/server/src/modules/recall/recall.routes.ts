import {
  RECALL_PAGES,
  recallReportName,
  ZMassBalance,
  ZMassBalanceQuery,
  ZRecall,
  ZRecallIdQuery,
  ZRecallLetter,
  ZRecallList,
  ZRecallTrace,
  ZRecallTraceQuery,
  ZStartRecall,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { PDF_REPLY, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { sendXlsx, XLSX_REPLY } from '../../http/xlsx-export.ts';
import { clientGone, sendPdf } from '../../pdf/pdf.ts';
import type { TModuleDeps } from '../registry.ts';
import { massBalanceOf } from './mass-balance-read.ts';
import {
  closeRecall,
  getRecall,
  getRecallWithBalance,
  holdRecallStock,
  listRecalls,
  releaseRecallStock,
  reviewLetters,
  sendRecallLetters,
  startRecall,
} from './recall.service.ts';
import { recallReportSheet, renderRecallReport } from './recall-report.ts';
import { traceRecall } from './recall-trace-read.ts';

// Recall (ours, issue 33; README.md). Every call is the Recall screen's (/recall), which quality staff hold.

const ACCESS = { pages: RECALL_PAGES } as const;
const tags = ['Recall'];

export function recallRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db, mailer } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/Recall/GetTrace',
    {
      schema: {
        tags,
        summary: 'Ours: the trace from a supplier lot, PO, box, work order, sales order or dispatch, both ways',
        querystring: ZRecallTraceQuery,
        response: replyOf(ZRecallTrace),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await traceRecall(db, request.query.startType, request.query.value)),
  );
  r.get(
    '/api/Recall/GetMassBalance',
    {
      schema: {
        tags,
        summary: "Ours: the mass balance of the trace's raw material lots and batches",
        querystring: ZMassBalanceQuery,
        response: replyOf(ZMassBalance),
      },
      config: { access: ACCESS },
    },
    async (request) => {
      const { startType, value, tolerancePercent } = request.query;
      return ok(await massBalanceOf(db, await traceRecall(db, startType, value), tolerancePercent));
    },
  );
  r.get(
    '/api/Recall/GetAllRecall',
    {
      schema: { tags, summary: 'Ours: every recall, newest first', response: replyOf(ZRecallList) },
      config: { access: ACCESS },
    },
    async () => ok(await listRecalls(db)),
  );
  r.get(
    '/api/Recall/GetRecall',
    {
      schema: {
        tags,
        summary: 'Ours: a recall with its trace, holds and letters',
        querystring: ZRecallIdQuery,
        response: replyOf(ZRecall),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await getRecall(db, request.query.id)),
  );
  r.post(
    '/api/Recall/StartRecall',
    {
      schema: {
        tags,
        summary: 'Ours: start a recall (or a mock recall) from a trace',
        body: ZStartRecall,
        response: replyOf(ZRecall),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await startRecall(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Recall/HoldStock',
    {
      schema: {
        tags,
        summary: 'Ours: put every affected box still in stock on hold, with the recall number as the reason',
        querystring: ZRecallIdQuery,
        response: replyOf(ZRecall),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await holdRecallStock(db, request.query.id, actorOf(request))),
  );
  r.put(
    '/api/Recall/ReleaseStock',
    {
      schema: {
        tags,
        summary: 'Ours: release the boxes this recall held (and nothing held before it)',
        querystring: ZRecallIdQuery,
        response: replyOf(ZRecall),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await releaseRecallStock(db, request.query.id, actorOf(request))),
  );
  r.get(
    '/api/Recall/GetLetters',
    {
      schema: {
        tags,
        summary: 'Ours: the customer letters to review before sending, one per affected customer',
        querystring: ZRecallIdQuery,
        response: replyOf(z.array(ZRecallLetter)),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await reviewLetters(db, request.query.id)),
  );
  r.post(
    '/api/Recall/SendLetters',
    {
      schema: {
        tags,
        summary: 'Ours: send the letters through the outbox, one per customer (never for a mock recall)',
        querystring: ZRecallIdQuery,
        response: replyOf(ZRecall),
      },
      config: { access: ACCESS },
    },
    async (request) => ok(await sendRecallLetters(db, mailer, request.query.id, actorOf(request))),
  );
  r.put(
    '/api/Recall/CloseRecall',
    {
      schema: { tags, summary: 'Ours: close the recall', querystring: ZRecallIdQuery, response: replyOf(ZRecall) },
      config: { access: ACCESS },
    },
    async (request) => ok(await closeRecall(db, request.query.id, actorOf(request))),
  );
  r.get(
    '/api/Recall/GetRecallReportPdf',
    {
      schema: {
        tags,
        summary: 'Ours: the recall report (trace, mass balance, holds, letters, time taken) as a PDF',
        querystring: ZRecallIdQuery,
        response: PDF_REPLY,
      },
      config: { access: ACCESS },
    },
    async (request, reply) => {
      const { recall, balance } = await getRecallWithBalance(db, request.query.id);
      return sendPdf(
        reply,
        await renderRecallReport(recall, balance, clientGone(reply)),
        recallReportName(recall, 'pdf'),
      );
    },
  );
  r.get(
    '/api/Recall/GetRecallReportExcel',
    {
      schema: {
        tags,
        summary: 'Ours: the recall report as an Excel workbook',
        querystring: ZRecallIdQuery,
        response: XLSX_REPLY,
      },
      config: { access: ACCESS },
    },
    async (request, reply) => {
      const { recall, balance } = await getRecallWithBalance(db, request.query.id);
      return sendXlsx(reply, recallReportName(recall, 'xlsx'), recallReportSheet(recall, balance));
    },
  );
}
