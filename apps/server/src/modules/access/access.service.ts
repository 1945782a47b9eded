import type { TSessionPage } from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

export async function listPagesOfGroup(db: DbOrTx, groupId: number) {
  return db.select().from(page).where(eq(page.groupId, groupId)).orderBy(asc(page.sortingOrder), asc(page.pageId));
}

export async function listRolePageMappings(db: DbOrTx) {
  return db.select().from(rolePageMapping).orderBy(asc(rolePageMapping.roleId), asc(rolePageMapping.pageId));
}
