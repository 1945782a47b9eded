import { CATALOGUES, DELIVERY_FEE_FLAGS, queryIdSchema, toApiDate } from '@packline/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import { ok } from '../../http/envelope.ts';

import { department } from '../employees/department.tables.ts';
import * as t from './lookups.tables.ts';

// The lookup catalogues of spec 02 §2 "Management tables", all through the one generic factory.
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
  department,
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

export function lookupRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  for (const [key, table] of Object.entries(TABLES) as [keyof typeof TABLES, PgTable][]) {
    const def = CATALOGUES[key];
    registerCatalogueRoutes(app, {
      def,
      table,
      db,
      // The notice's author is whoever adds it.
      onAdd: key === 'notification' ? (values, actorId) => ({ ...values, creater: actorId }) : undefined,
    });
  }

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/DeliveryMethod/GetAllDeliveryFeeFlags',
    { schema: { tags: ['DeliveryMethod'] }, config: { access: 'staff' } },
    async () => ok(DELIVERY_FEE_FLAGS),
  );

  r.get(
    '/api/Notification/GetByRole',
    {
      schema: {
        tags: ['Notification'],
        querystring: z.object({ roleId: queryIdSchema('roleId') }),
        summary: 'Active notices of a role today',
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const today = toApiDate(new Date());
      const rows = await db
        .select()
        .from(t.notification)
        .where(
          and(
            eq(t.notification.role, request.query.roleId),
            eq(t.notification.isActive, 1),
            lte(t.notification.startDate, today),
            gte(t.notification.endDate, today),
          ),
        )
        .orderBy(asc(t.notification.startDate), asc(t.notification.notificationId));
      return ok(rows);
    },
  );

  r.get(
    '/api/ProductTypeAction/GetActionIdByProductTypeId',
    {
      schema: {
        tags: ['ProductTypeAction'],
        querystring: z.object({ productTypeId: queryIdSchema('productTypeId') }),
      },
      config: { access: 'staff' },
    },
    async (request) =>
      ok(
        await db
          .select()
          .from(t.productTypeAction)
          .where(eq(t.productTypeAction.productTypeId, request.query.productTypeId))
          .orderBy(asc(t.productTypeAction.sequenceNo)),
      ),
  );
}
