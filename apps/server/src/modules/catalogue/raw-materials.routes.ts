import {
  RAW_MATERIAL_READ_PAGES,
  ZAddRawMaterial,
  ZArchiveQuery,
  ZRawMaterial,
  ZRawMaterialList,
  ZRawMaterialListQuery,
  ZUpdateRawMaterial,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addRawMaterial,
  deleteRawMaterial,
  getRawMaterial,
  listDeletedRawMaterials,
  listRawMaterials,
  updateRawMaterial,
} from './raw-materials.service.ts';

const MANAGE = { pages: ['/raw-material-management'] } as const;
const READ = { pages: RAW_MATERIAL_READ_PAGES } as const;
const ARCHIVE = { pages: ['/deleted-raw-material', '/raw-material-management'] } as const;

export function rawMaterialRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['RawMaterial'];

  // Raw Material and Base Product read them (purchasing's screens add their pages when they come).
  r.get(
    '/api/RawMaterial/GetAllRawMaterial',
    {
      schema: { tags, querystring: ZRawMaterialListQuery, response: replyOf(ZRawMaterialList) },
      config: { access: READ },
    },
    async (request) => ok(await listRawMaterials(db, request.query.code)),
  );
  r.get(
    '/api/RawMaterial/GetRawMaterialById',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZRawMaterial) }, config: { access: READ } },
    async (request) => ok(await getRawMaterial(db, request.query.id)),
  );
  r.get(
    '/api/RawMaterial/GetAllDeletedRawMaterial',
    { schema: { tags, response: replyOf(ZRawMaterialList) }, config: { access: ARCHIVE } },
    async () => ok(await listDeletedRawMaterials(db)),
  );
  r.post(
    '/api/RawMaterial/AddRawMaterial',
    { schema: { tags, body: ZAddRawMaterial, response: replyOf(ZRawMaterial) }, config: { access: MANAGE } },
    async (request) => ok(await addRawMaterial(db, request.body, actorOf(request))),
  );
  r.put(
    '/api/RawMaterial/UpdateRawMaterial',
    { schema: { tags, body: ZUpdateRawMaterial, response: replyOf(ZRawMaterial) }, config: { access: MANAGE } },
    async (request) => ok(await updateRawMaterial(db, request.body, actorOf(request))),
  );
  r.delete(
    '/api/RawMaterial/DeleteRawMaterial',
    { schema: { tags, querystring: ZArchiveQuery, response: replyOf(ZRawMaterial) }, config: { access: MANAGE } },
    async (request) => ok(await deleteRawMaterial(db, request.query, actorOf(request))),
  );
}
