import { CATALOGUES, queryIdSchema } from '@packline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ZIdQuery } from '../../http/params.ts';
import { listPagesOfGroup, listRolePageMappings } from './access.service.ts';
import { page, pageGroup, role, rolePageMapping } from './access.tables.ts';

const AUTHORISATION = { pages: ['/role-page-mapping-management'] } as const;

export function accessRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  registerCatalogueRoutes(app, { def: CATALOGUES.pageGroup, table: pageGroup, db });
  registerCatalogueRoutes(app, { def: CATALOGUES.page, table: page, db });
  registerCatalogueRoutes(app, { def: CATALOGUES.role, table: role, db });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['RolePageMapping'];

  r.get(
    '/api/Page/GetAllPagesByPageGroupId',
    { schema: { tags: ['Page'], querystring: z.object({ id: queryIdSchema('id') }) }, config: { access: 'staff' } },
    async (request) => ok(await listPagesOfGroup(db, request.query.id)),
  );

  r.get(
    '/api/RolePageMapping/GetAllRolePageMapping',
    { schema: { tags }, config: { access: AUTHORISATION } },
    async () => ok(await listRolePageMappings(db)),
  );

  r.post(
    '/api/RolePageMapping/AddRolePageMapping',
    {
      schema: { tags, body: z.object({ roleId: queryIdSchema('roleId'), pageId: queryIdSchema('pageId') }) },
      config: { access: AUTHORISATION },
    },
    async (request) => {
      const [row] = await db
        .insert(rolePageMapping)
        .values({ ...request.body, createdBy: actorOf(request) })
        .returning();
      return ok(row);
    },
  );

  r.delete(
    '/api/RolePageMapping/DeleteRolePageMapping',
    { schema: { tags, querystring: ZIdQuery }, config: { access: AUTHORISATION } },
    async (request) => {
      const [row] = await db.delete(rolePageMapping).where(eq(rolePageMapping.mappingId, request.query.id)).returning();
      if (!row) throw new NotFoundError(`Role page mapping ${request.query.id} was not found.`);
      return ok(row);
    },
  );
}
