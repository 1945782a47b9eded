import {
  CATALOGUES,
  catalogueListSchema,
  DELIVERY_FEE_FLAGS,
  queryIdSchema,
  type TCatalogueDefinition,
  toApiDate,
  ZDeliveryFeeFlagList,
} from '@packline/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ForbiddenError } from '../../core/errors.ts';
import { holdsAnyPage, staffOf } from '../../http/access.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok } from '../../http/envelope.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';

import type { TModuleDeps } from '../registry.ts';
import { listActionsOfProductType, listNoticesOfRole } from './lookups.service.ts';
import * as t from './lookups.tables.ts';

// The lookup catalogues of spec 02 §2 "Management tables", all through the one generic factory (Department is the
// employees module's: employees.routes.ts).
const TABLES = {
  brand: t.brand,
  city: t.city,
  contractType: t.contractType,
  courier: t.courier,
  customerGroup1: t.customerGroup1,
  customerGroup2: t.customerGroup2,
  customerGroup3: t.customerGroup3,
  customerGroup4: t.customerGroup4,
  customerGroup5: t.customerGroup5,
  customerSource: t.customerSource,
  deliveryMethod: t.deliveryMethod,
  machine: t.machine,
  notification: t.notification,
  orderStatus: t.orderStatus,
  orderType: t.orderType,
  packagingType: t.packagingType,
  palletStacking: t.palletStacking,
  paymentCycle: t.paymentCycle,
  plateType: t.plateType,
  productOption: t.productOption,
  productType: t.productType,
  productTypeAction: t.productTypeAction,
  recordType: t.recordType,
  ticketType: t.ticketType,
  workOrderSource: t.workOrderSource,
} satisfies Partial<Record<keyof typeof CATALOGUES, PgTable>>;

/** The notices as rows are read on their management page; everyone reads their own role's through GetByRole. */
const NOTICES = { pages: [CATALOGUES.notification.pageUrl] } as const;

export function lookupRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  for (const [key, table] of Object.entries(TABLES) as [keyof typeof TABLES, PgTable][]) {
    const def = CATALOGUES[key];
    registerCatalogueRoutes(app, {
      def,
      table,
      db,
      readAccess: key === 'notification' ? NOTICES : 'reference',
      // The notice's author is whoever adds it.
      onAdd: key === 'notification' ? (values, actorId) => ({ ...values, creater: actorId }) : undefined,
    });
  }

  const r = app.withTypeProvider<TContractTypeProvider>();

  r.get(
    '/api/DeliveryMethod/GetAllDeliveryFeeFlags',
    { schema: { tags: ['DeliveryMethod'], response: replyOf(ZDeliveryFeeFlagList) }, config: { access: 'reference' } },
    async () => ok([...DELIVERY_FEE_FLAGS]),
  );

  r.get(
    '/api/Notification/GetByRole',
    {
      schema: {
        tags: ['Notification'],
        querystring: z.object({ roleId: queryIdSchema('roleId') }),
        summary: "Active notices of a role today: the caller's own role, any role on the notices' page",
        response: replyOf(catalogueListSchema<TCatalogueDefinition>(CATALOGUES.notification)),
      },
      config: { access: 'reference' },
    },
    async (request) => {
      const { roleId } = request.query;
      // The notice board shows the caller's own role's notices; no id in a request reads as another role.
      const caller = staffOf(request);
      if (roleId !== caller.roleId && !holdsAnyPage(caller, NOTICES.pages)) {
        throw new ForbiddenError('You do not have permission to use this page.');
      }
      return ok(await listNoticesOfRole(db, roleId, toApiDate(new Date())));
    },
  );

  r.get(
    '/api/ProductTypeAction/GetActionIdByProductTypeId',
    {
      schema: {
        tags: ['ProductTypeAction'],
        querystring: z.object({ productTypeId: queryIdSchema('productTypeId') }),
        response: replyOf(catalogueListSchema<TCatalogueDefinition>(CATALOGUES.productTypeAction)),
      },
      config: { access: 'reference' },
    },
    async (request) => ok(await listActionsOfProductType(db, request.query.productTypeId)),
  );
}
