import {
  BOX_BY_IDS_PAGES,
  BOX_HOLD_PAGES,
  BOX_INFO_READ_PAGES,
  BOX_MANAGEMENT_PAGES,
  BOX_QUANTITY_PAGES,
  HOLD_LIST_PAGES,
  ZBoxIdList,
  ZBoxInfo,
  ZBoxInfoList,
  ZBoxInfoQuery,
  ZDeleteBoxQuery,
  ZDeletedBoxList,
  ZDeletedBoxQuery,
  ZHeldBoxList,
  ZHoldBoxesQuery,
  ZObsoleteBoxesQuery,
  ZUpdateBoxQuantity,
  ZUpdateStockBoxQuantityQuery,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { listBoxesByIds, listBoxesOnHold, listBoxInfos, listDeletedBoxes } from './box-info-read.ts';
import {
  deleteBoxes,
  markDefects,
  rejectToDeadStock,
  unmarkDefects,
  updateBoxQuantity,
} from './box-management.service.ts';

// The Box calls of box management (spec 02 §7 Warehouse and pallets; the rules are in box-management.service.ts):
// Obsolete Box, its Delete History, the hold list and Boxes Info. Each write answers the boxes as they are now.

const MANAGE = { pages: BOX_MANAGEMENT_PAGES } as const;
const HOLD = { pages: BOX_HOLD_PAGES } as const;
const HOLD_LIST = { pages: HOLD_LIST_PAGES } as const;
const QUANTITY = { pages: BOX_QUANTITY_PAGES } as const;
const INFO = { pages: BOX_INFO_READ_PAGES } as const;
const BY_IDS = { pages: BOX_BY_IDS_PAGES } as const;

export function boxManagementRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Box'];

  r.delete(
    '/api/Box/DeleteBox',
    {
      schema: { tags, summary: 'Delete one box', querystring: ZDeleteBoxQuery, response: replyOf(ZBoxInfoList) },
      config: { access: MANAGE },
    },
    async (request) => {
      const { id, ...notes } = request.query;
      return ok(await deleteBoxes(db, [id], notes, actorOf(request)));
    },
  );
  r.put(
    '/api/Box/DeleteBox',
    {
      schema: { tags, summary: 'Delete boxes (batch)', body: ZBoxIdList, response: replyOf(ZBoxInfoList) },
      config: { access: MANAGE },
    },
    async (request) => ok(await deleteBoxes(db, request.body, {}, actorOf(request))),
  );
  r.put(
    '/api/Box/ObsoleteBoxs',
    {
      schema: {
        tags,
        summary: 'Batch delete with notes (Obsolete Box)',
        querystring: ZObsoleteBoxesQuery,
        body: ZBoxIdList,
        response: replyOf(ZBoxInfoList),
      },
      config: { access: MANAGE },
    },
    async (request) => ok(await deleteBoxes(db, request.body, request.query, actorOf(request))),
  );
  r.put(
    '/api/Box/MarkDefects',
    {
      schema: {
        tags,
        summary: 'Hold Product: boxes in stock go on hold, with the reason (Notes, required)',
        querystring: ZHoldBoxesQuery,
        body: ZBoxIdList,
        response: replyOf(ZBoxInfoList),
      },
      config: { access: HOLD },
    },
    async (request) => ok(await markDefects(db, request.body, request.query, actorOf(request))),
  );
  r.put(
    '/api/Box/UnMarkDefects',
    {
      schema: { tags, summary: 'Release boxes on hold to stock', body: ZBoxIdList, response: replyOf(ZBoxInfoList) },
      config: { access: HOLD_LIST },
    },
    async (request) => ok(await unmarkDefects(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/Box/DeleteToDead',
    {
      schema: {
        tags,
        summary: 'Reject boxes on hold to dead stock',
        body: ZBoxIdList,
        response: replyOf(ZBoxInfoList),
      },
      config: { access: HOLD_LIST },
    },
    async (request) => ok(await rejectToDeadStock(db, request.body, actorOf(request))),
  );
  r.get(
    '/api/Box/GetUnholding',
    {
      schema: {
        tags,
        summary: 'The boxes on hold (the hold list), each with when and by whom it was held',
        response: replyOf(ZHeldBoxList),
      },
      config: { access: HOLD },
    },
    async () => ok(await listBoxesOnHold(db)),
  );
  r.get(
    '/api/Box/GetDel',
    {
      schema: {
        tags,
        summary: 'Boxes deleted between two days (both included; default the last 31 days)',
        querystring: ZDeletedBoxQuery,
        response: replyOf(ZDeletedBoxList),
      },
      config: { access: MANAGE },
    },
    async (request) => ok(await listDeletedBoxes(db, request.query)),
  );
  r.get(
    '/api/Box/GetAllInfo',
    {
      schema: {
        tags,
        summary: 'Boxes with product, customer and pallet; paged, sorted and searched with the list contract',
        querystring: ZBoxInfoQuery,
        response: pagedReplyOf(ZBoxInfo),
      },
      config: { access: INFO },
    },
    async (request) => okPage(await listBoxInfos(db, request.query)),
  );
  r.post(
    '/api/Box/GetBoxByIds',
    {
      schema: { tags, summary: 'Boxes by id, oldest first', body: ZBoxIdList, response: replyOf(ZBoxInfoList) },
      config: { access: BY_IDS },
    },
    async (request) => ok(await listBoxesByIds(db, request.body)),
  );
  r.put(
    '/api/Box/UpdateBoxQuantity',
    {
      schema: { tags, summary: "A box's pieces (per-row Edit)", body: ZUpdateBoxQuantity, response: replyOf(ZBoxInfo) },
      config: { access: QUANTITY },
    },
    async (request) => ok(await updateBoxQuantity(db, request.body.boxId, request.body.quantity, actorOf(request))),
  );
  r.put(
    '/api/Box/UpdateStockBoxQuantity',
    {
      schema: {
        tags,
        summary: "A box's pieces",
        querystring: ZUpdateStockBoxQuantityQuery,
        response: replyOf(ZBoxInfo),
      },
      config: { access: QUANTITY },
    },
    async (request) => ok(await updateBoxQuantity(db, request.query.boxId, request.query.quantity, actorOf(request))),
  );
}
