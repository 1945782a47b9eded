import {
  RECEIVING_PAGES,
  RECEIVING_READ_PAGES,
  ZAddUnloadingInspection,
  ZReceivingSettings,
  ZUnloadingInspection,
  ZUnloadingInspectionIdQuery,
  ZUnloadingInspectionListQuery,
  ZUpdateUnloadingDetail,
  ZUpdateUnloadingInspection,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { readSetting } from '../settings/settings.service.ts';
import {
  addReceiving,
  completeReceiving,
  updateReceiving,
  updateReceivingDetail,
} from './unloading-inspections.service.ts';
import { getReceiving, listReceivings } from './unloading-inspections-read.ts';

// The UnloadingInspection calls (spec 02 §7 Receiving; issue 16 "Receiving"): the Purchase Receiving List, one
// receiving, New, Edit, Complete and a line's note. The rules are in unloading-inspections.service.ts and README.md.

const READ = { pages: RECEIVING_READ_PAGES } as const;
const WRITE = { pages: RECEIVING_PAGES } as const;
const tags = ['UnloadingInspection'];

export function unloadingInspectionRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/UnloadingInspection/GetAllUnloadingInspection',
    {
      schema: {
        tags,
        summary: 'Receivings, the newest arrival first; poId, suplierId, status and the list contract',
        querystring: ZUnloadingInspectionListQuery,
        response: pagedReplyOf(ZUnloadingInspection),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listReceivings(db, request.query)),
  );
  r.get(
    '/api/UnloadingInspection/GetUnloadingInspectionById',
    {
      schema: { tags, querystring: ZUnloadingInspectionIdQuery, response: replyOf(ZUnloadingInspection) },
      config: { access: READ },
    },
    async (request) => ok(await getReceiving(db, request.query.id)),
  );
  r.get(
    '/api/UnloadingInspection/GetReceivingSettings',
    {
      schema: {
        tags,
        summary: 'Ours: the over-receipt tolerance (percent over the order) the receiving form asks about',
        response: replyOf(ZReceivingSettings),
      },
      config: { access: WRITE },
    },
    async () => ok({ overReceiptTolerancePercent: Number(await readSetting(db, 'overReceiptTolerance')) }),
  );
  r.post(
    '/api/UnloadingInspection/AddUnloadingInspection',
    {
      schema: {
        tags,
        summary: 'New receiving of an order Approved or Received/Unloaded that has none in processing',
        body: ZAddUnloadingInspection,
        response: replyOf(ZUnloadingInspection),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await addReceiving(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/UnloadingInspection/UpdateUnloadingInspection',
    {
      schema: { tags, body: ZUpdateUnloadingInspection, response: replyOf(ZUnloadingInspection) },
      config: { access: WRITE },
    },
    async (request) => ok(await updateReceiving(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/UnloadingInspection/Complete',
    {
      schema: { tags, querystring: ZUnloadingInspectionIdQuery, response: replyOf(ZUnloadingInspection) },
      config: { access: WRITE },
    },
    async (request) => ok(await completeReceiving(db, request.query.id, actorOf(request))),
  );
  r.put(
    '/api/UnloadingInspection/UpdateDetail',
    {
      schema: { tags, body: ZUpdateUnloadingDetail, response: replyOf(ZUnloadingInspection) },
      config: { access: WRITE },
    },
    async (request) => ok(await updateReceivingDetail(db, request.body, actorOf(request))),
  );
}
