import { CATALOGUES, catalogueRowSchema, type TSessionPage } from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { catalogueColumns } from '../../http/catalogue-routes.ts';
import { page, pageGroup, rolePageMapping } from './access.tables.ts';

/** The pages a role may open, with their group, in menu order (spec 01 §3 staff login result). */
export async function listPagesOfRole(db: DbOrTx, roleId: number | null): Promise<TSessionPage[]> {
  if (roleId === null) return [];
  const rows = await db
    .select({
      pageId: page.pageId,
      groupId: page.groupId,
      pageName: page.pageName,
      pageUrl: page.pageUrl,
      sortingOrder: page.sortingOrder,
      groupName: pageGroup.groupName,
      groupSortingOrder: pageGroup.sortingOrder,
    })
    .from(rolePageMapping)
    .innerJoin(page, eq(page.pageId, rolePageMapping.pageId))
    .innerJoin(pageGroup, eq(pageGroup.groupId, page.groupId))
    .where(eq(rolePageMapping.roleId, roleId))
    .orderBy(asc(pageGroup.sortingOrder), asc(page.sortingOrder), asc(page.pageId));
  return rows.map(({ groupName, groupSortingOrder, ...rest }) => ({
    ...rest,
    group: { groupName, sortingOrder: groupSortingOrder },
  }));
}

export async function listPageUrlsOfRole(db: DbOrTx, roleId: number | null): Promise<string[]> {
  if (roleId === null) return [];
  const rows = await db
    .select({ pageUrl: page.pageUrl })
    .from(rolePageMapping)
    .innerJoin(page, eq(page.pageId, rolePageMapping.pageId))
    .where(eq(rolePageMapping.roleId, roleId));
  return rows.map((r) => r.pageUrl);
}

const pageColumns = catalogueColumns(CATALOGUES.page, page, catalogueRowSchema(CATALOGUES.page));

/** The pages of one group, as the Page catalogue's rows (the Modify Pages dialog). */
export async function listPagesOfGroup(db: DbOrTx, groupId: number) {
  return db
    .select(pageColumns)
    .from(page)
    .where(eq(page.groupId, groupId))
    .orderBy(asc(page.sortingOrder), asc(page.pageId));
}

const mappingColumns = {
  mappingId: rolePageMapping.mappingId,
  roleId: rolePageMapping.roleId,
  pageId: rolePageMapping.pageId,
  createdAt: rolePageMapping.createdAt,
  createdBy: rolePageMapping.createdBy,
  updatedAt: rolePageMapping.updatedAt,
  updatedBy: rolePageMapping.updatedBy,
};

export async function listRolePageMappings(db: DbOrTx) {
  return db
    .select(mappingColumns)
    .from(rolePageMapping)
    .orderBy(asc(rolePageMapping.roleId), asc(rolePageMapping.pageId));
}

/** Grants a page to a role; a second grant of the same page is refused by the unique index (409). */
export async function addRolePageMapping(
  db: DbOrTx,
  mapping: { roleId: number; pageId: number },
  actorId: number | null,
) {
  const [row] = await db
    .insert(rolePageMapping)
    .values({ ...mapping, createdBy: actorId })
    .returning(mappingColumns);
  return row;
}

export async function deleteRolePageMapping(db: DbOrTx, mappingId: number) {
  const row = await firstOrNotFound(
    db.delete(rolePageMapping).where(eq(rolePageMapping.mappingId, mappingId)).returning(mappingColumns),
    `Role page mapping ${mappingId} was not found.`,
  );
  return row;
}
