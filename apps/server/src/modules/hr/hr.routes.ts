import { join } from 'node:path';
import {
  HR_PAGES,
  ZAddAttachedRecord,
  ZAddContract,
  ZAddHumanResource,
  ZAttachedRecord,
  ZHrContract,
  ZHumanResourceDetail,
  ZHumanResourceIdQuery,
  ZHumanResourceList,
  ZUpdateHumanResource,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import { createUploadStore } from '../common/uploads.service.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addAttachedRecord,
  addContract,
  addHumanResource,
  deleteHumanResource,
  getAllHumanResources,
  getHumanResource,
  updateHumanResource,
} from './hr.service.ts';

// The HumanResource calls (spec 01 §2 /hr-list-management, 02 §2 HR list, §7 HR and access; issue 19). HR data (dates
// of birth, contracts, files) is read and written only by the HR list's page. Rules: hr.service.ts and README.md.

const HR = { pages: HR_PAGES } as const;

export function hrRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  // The files Common/UploadImage stored (the same folder as the common module's routes use).
  const uploads = createUploadStore(join(deps.config.dataDir, 'uploads'));
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['HumanResource'];
  const base = '/api/HumanResource';

  r.get(
    `${base}/GetAllHumanResource`,
    {
      schema: {
        tags,
        summary: 'The HR list: every record with its role, the birthday-due and contract-due flags',
        response: replyOf(ZHumanResourceList),
      },
      config: { access: HR },
    },
    async () => ok(await getAllHumanResources(db)),
  );
  r.get(
    `${base}/GetHumanResourceById`,
    {
      schema: {
        tags,
        summary: 'One record with its attached records and contracts',
        querystring: ZHumanResourceIdQuery,
        response: replyOf(ZHumanResourceDetail),
      },
      config: { access: HR },
    },
    async (request) => ok(await getHumanResource(db, request.query.id)),
  );
  r.post(
    `${base}/AddHumanResource`,
    {
      schema: { tags, body: ZAddHumanResource, response: replyOf(ZHumanResourceDetail) },
      config: { access: HR },
    },
    async (request) => ok(await addHumanResource(db, request.body, actorOf(request))),
  );
  r.put(
    `${base}/UpdateHumanResource`,
    {
      schema: { tags, body: ZUpdateHumanResource, response: replyOf(ZHumanResourceDetail) },
      config: { access: HR },
    },
    async (request) => ok(await updateHumanResource(db, request.body, actorOf(request))),
  );
  r.delete(
    `${base}/DeleteHumanResource`,
    {
      schema: {
        tags,
        summary: 'The record with its attached records and contracts',
        querystring: ZHumanResourceIdQuery,
        response: replyOf(z.number().int()),
      },
      config: { access: HR },
    },
    async (request) => ok(await deleteHumanResource(db, request.query.id)),
  );
  r.post(
    `${base}/AddAttachedRecord`,
    {
      schema: {
        tags,
        summary: 'Add Attachment: a file (uploaded first through Common/UploadImage) of a record type',
        body: ZAddAttachedRecord,
        response: replyOf(ZAttachedRecord),
      },
      config: { access: HR },
    },
    async (request) => ok(await addAttachedRecord(db, uploads, request.body, actorOf(request))),
  );
  r.post(
    `${base}/AddContract`,
    {
      schema: {
        tags,
        summary: 'Add Contract: contract type, effective, expiry and trial dates, description, the file',
        body: ZAddContract,
        response: replyOf(ZHrContract),
      },
      config: { access: HR },
    },
    async (request) => ok(await addContract(db, uploads, request.body, actorOf(request))),
  );
}
