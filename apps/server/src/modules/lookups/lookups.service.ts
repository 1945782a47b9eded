import { CATALOGUES, catalogueRowSchema } from '@packline/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/patterns.ts';
import { catalogueColumns } from '../../http/catalogue-routes.ts';
import { city, customerGroup1, notification, productTypeAction } from './lookups.tables.ts';

// The lookup reads beyond the generic catalogue calls; they answer the catalogue's own rows.

const noticeColumns = catalogueColumns(
  CATALOGUES.notification,
  notification,
  catalogueRowSchema(CATALOGUES.notification),
);
const actionColumns = catalogueColumns(
  CATALOGUES.productTypeAction,
  productTypeAction,
  catalogueRowSchema(CATALOGUES.productTypeAction),
);

/** spec 02 §7: the notices of a role that are active on `day` (YYYY-MM-DD), oldest first. */
export async function listNoticesOfRole(db: DbOrTx, roleId: number, day: string) {
  return db
    .select(noticeColumns)
    .from(notification)
    .where(
      and(
        eq(notification.role, roleId),
        eq(notification.isActive, 1),
        lte(notification.startDate, day),
        gte(notification.endDate, day),
      ),
    )
    .orderBy(asc(notification.startDate), asc(notification.notificationId));
}

/** The production steps of a product type, in sequence. */
export async function listActionsOfProductType(db: DbOrTx, productTypeId: number) {
  return db
    .select(actionColumns)
    .from(productTypeAction)
    .where(eq(productTypeAction.productTypeId, productTypeId))
    .orderBy(asc(productTypeAction.sequenceNo));
}

/** A city's name, for addresses printed from an id (the packing slip); null when there is none. */
export async function getCityName(db: DbOrTx, cityId: number | null): Promise<string | null> {
  if (cityId === null) return null;
  const [row] = await db.select({ cityName: city.cityName }).from(city).where(eq(city.cityId, cityId));
  return row?.cityName ?? null;
}

/** The ids of every customer group 1 (a base product must be priced for each, or for all groups at once). */
export async function listCustomerGroup1Ids(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ group1Id: customerGroup1.group1Id }).from(customerGroup1);
  return rows.map((row) => row.group1Id);
}

/** City names containing the text, at most `limit` (the offline address search). */
export async function searchCityNames(db: DbOrTx, text: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ cityName: city.cityName })
    .from(city)
    .where(sql`${city.cityName} ilike ${containsPattern(text)}`)
    .orderBy(asc(city.cityName))
    .limit(limit);
  return rows.map((row) => row.cityName);
}
