import {
  CATALOGUES,
  catalogueListSchema,
  PAGE_READ_PAGES,
  queryIdSchema,
  ROLE_PAGE_MAPPING_PAGES,
  ROLE_READ_PAGES,
  type TCatalogueDefinition,
  ZRolePageMapping,
  ZRolePageMappingList,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import { addRolePageMapping, deleteRolePageMapping, listPagesOfGroup, listRolePageMappings } from './access.service.ts';
import { page, pageGroup, role } from './access.tables.ts';

const AUTHORISATION = { pages: ROLE_PAGE_MAPPING_PAGES } as const;
const PAGE_READ = { pages: PAGE_READ_PAGES } as const;

export function accessRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  registerCatalogueRoutes(app, { def: CATALOGUES.pageGroup, table: pageGroup, db, readAccess: PAGE_READ });
  registerCatalogueRoutes(app, { def: CATALOGUES.page, table: page, db, readAccess: PAGE_READ });
  registerCatalogueRoutes(app, { def: CATALOGUES.role, table: role, db, readAccess: { pages: ROLE_READ_PAGES } });

  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['RolePageMapping'];

  r.get(
    '/api/Page/GetAllPagesByPageGroupId',
    {
      schema: {
        tags: ['Page'],
        querystring: z.object({ id: queryIdSchema('id') }),
        // Typed as any catalogue's rows: the service selects the columns the schema names (catalogueColumns).
        response: replyOf(catalogueListSchema<TCatalogueDefinition>(CATALOGUES.page)),
      },
      config: { access: PAGE_READ },
    },
    async (request) => ok(await listPagesOfGroup(db, request.query.id)),
  );

  r.get(
    '/api/RolePageMapping/GetAllRolePageMapping',
    { schema: { tags, response: replyOf(ZRolePageMappingList) }, config: { access: AUTHORISATION } },
    async () => ok(await listRolePageMappings(db)),
  );

  r.post(
    '/api/RolePageMapping/AddRolePageMapping',
    {
      schema: {
        tags,
        body: z.object({ roleId: queryIdSchema('roleId'), pageId: queryIdSchema('pageId') }),
        response: replyOf(ZRolePageMapping),
      },
      config: { access: AUTHORISATION },
    },
    async (request) => ok(await addRolePageMapping(db, request.body, actorOf(request))),
  );

  r.delete(
    '/api/RolePageMapping/DeleteRolePageMapping',
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZRolePageMapping) }, config: { access: AUTHORISATION } },
    async (request) => ok(await deleteRolePageMapping(db, request.query.id)),
  );
}
