import {
  APPLICATION_DETAILS_PAGES,
  APPLICATION_READ_PAGES,
  APPLICATION_WRITE_PAGES,
  REMAINING_BOX_READ_PAGES,
  WAREHOUSE_CONFIRM_PAGES,
  ZAddApplicationDetails,
  ZAddRawMaterialApplication,
  ZApplicationDetail,
  ZApplicationDetailList,
  ZApplicationDetailListQuery,
  ZMarkAsRunoutQuery,
  ZProcessApplicationQuery,
  ZProductIdOfRemainingQuery,
  ZRawMaterialApplication,
  ZRawMaterialApplicationListQuery,
  ZReceiveRawMaterialQuery,
  ZUpdateRawMaterialApplication,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf, staffOf } from '../../http/access.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { pagedReplyOf, replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addApplication,
  addApplicationDetails,
  deleteApplication,
  deleteApplicationDetails,
  getApplication,
  markAsRunout,
  processApplication,
  receiveRawMaterial,
  updateApplication,
} from './raw-material-applications.service.ts';
import { listApplications, listDetails, listRemainingBoxesOfProduct } from './raw-material-applications-read.ts';

// Raw material applications and their picked boxes (spec 02 §7 Raw material application); the states are in the
// domain's raw-material-applications.ts.

const WRITE = { pages: APPLICATION_WRITE_PAGES } as const;
const CONFIRM = { pages: WAREHOUSE_CONFIRM_PAGES } as const;
const DETAILS = { pages: APPLICATION_DETAILS_PAGES } as const;
const READ = { pages: APPLICATION_READ_PAGES } as const;

export function rawMaterialApplicationRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['RawMaterialApplication'];

  r.post(
    '/api/RawMaterialApplication/AddRawMaterialApplication',
    {
      schema: { tags, body: ZAddRawMaterialApplication, response: replyOf(ZRawMaterialApplication) },
      config: { access: WRITE },
    },
    async (request) => ok(await addApplication(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/RawMaterialApplication/UpdateRawMaterialApplication',
    {
      schema: { tags, body: ZUpdateRawMaterialApplication, response: replyOf(ZRawMaterialApplication) },
      config: { access: WRITE },
    },
    async (request) => ok(await updateApplication(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/RawMaterialApplication/DeleteRawMaterialApplication',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZRawMaterialApplication) }, config: { access: WRITE } },
    async (request) => ok(await deleteApplication(db, request.query.id, actorOf(request))),
  );
  r.get(
    '/api/RawMaterialApplication/GetAllRawMaterialApplication',
    {
      schema: {
        tags,
        summary: 'Applications, newest first (paged, sorted, searched and filtered by state with ?page…)',
        querystring: ZRawMaterialApplicationListQuery,
        response: pagedReplyOf(ZRawMaterialApplication),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listApplications(db, request.query)),
  );
  r.get(
    '/api/RawMaterialApplication/GetRawMaterialApplicationById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZRawMaterialApplication) }, config: { access: READ } },
    async (request) => ok(await getApplication(db, request.query.id)),
  );
  r.put(
    '/api/RawMaterialApplication/ProcessRawMaterialApplication',
    {
      schema: {
        tags,
        summary: 'The warehouse confirms its pick (processed 0 → 1); the caller is the warehouse employee',
        querystring: ZProcessApplicationQuery,
        response: replyOf(ZRawMaterialApplication),
      },
      config: { access: CONFIRM },
    },
    async (request) => ok(await processApplication(db, request.query, staffOf(request).employeeId)),
  );
  r.put(
    '/api/RawMaterialApplication/ReceiveRawMaterial',
    {
      schema: {
        tags,
        summary: 'Production receives a picked application (receivedAt set: complete)',
        querystring: ZReceiveRawMaterialQuery,
        response: replyOf(ZRawMaterialApplication),
      },
      config: { access: WRITE },
    },
    async (request) => ok(await receiveRawMaterial(db, request.query, actorOf(request))),
  );

  const detailTags = ['ApplicationDetails'];
  r.post(
    '/api/ApplicationDetails/AddApplicationDetails',
    {
      schema: { tags: detailTags, body: ZAddApplicationDetails, response: replyOf(ZApplicationDetail) },
      config: { access: CONFIRM },
    },
    async (request) => ok(await addApplicationDetails(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/ApplicationDetails/DeleteApplicationDetails',
    {
      schema: { tags: detailTags, querystring: ZIdQuery, response: replyOf(ZApplicationDetail) },
      config: { access: CONFIRM },
    },
    async (request) => ok(await deleteApplicationDetails(db, request.query.id, actorOf(request))),
  );
  r.get(
    '/api/ApplicationDetails/GetAllApplicationDetails',
    {
      schema: {
        tags: detailTags,
        summary: "An application's picked boxes, or every picked box without applicationId (paged with ?page…)",
        querystring: ZApplicationDetailListQuery,
        response: pagedReplyOf(ZApplicationDetail),
      },
      config: { access: READ },
    },
    async (request) => okPage(await listDetails(db, request.query)),
  );
  r.get(
    '/api/ApplicationDetails/GetRemainingRawMaterialBoxByProductId',
    {
      schema: {
        tags: detailTags,
        summary: "Picked boxes not run out of the product's raw materials",
        querystring: ZProductIdOfRemainingQuery,
        response: replyOf(ZApplicationDetailList),
      },
      config: { access: { pages: REMAINING_BOX_READ_PAGES } },
    },
    async (request) => ok(await listRemainingBoxesOfProduct(db, request.query.productId)),
  );
  r.put(
    '/api/ApplicationDetails/MarkAsRunout',
    {
      schema: { tags: detailTags, querystring: ZMarkAsRunoutQuery, response: replyOf(ZApplicationDetail) },
      config: { access: DETAILS },
    },
    async (request) => ok(await markAsRunout(db, request.query, actorOf(request))),
  );
}
