import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { joinsBy } from '../../db/read-view.ts';
import { page, role, rolePageMapping } from './access.tables.ts';

// What other modules may read of access (modules/README.md "Reads other modules may use"): a role's name and the
// page urls a role holds.

/** Roles as another module reads them. */
export const roles = {
  roleName: role.roleName,
  ...joinsBy(role, role.roleId),
};

/** The pages a role holds, one row per page. */
export const pagesOfRole = {
  pageUrl: page.pageUrl,
  /** The select with a row per page the role `roleId` holds (roles without pages drop out). */
  innerJoin: <T extends PgSelect>(select: T, roleId: AnyPgColumn) =>
    select
      .innerJoin(rolePageMapping, eq(rolePageMapping.roleId, roleId))
      .innerJoin(page, eq(page.pageId, rolePageMapping.pageId)),
};

/** The page urls the role `roleId` holds, as one array (null when none). */
export const pageUrlsOfRole = (roleId: AnyPgColumn): SQL<string[] | null> =>
  sql<string[] | null>`(select array_agg(${page.pageUrl}) from ${rolePageMapping}
        join ${page} on ${page.pageId} = ${rolePageMapping.pageId} where ${rolePageMapping.roleId} = ${roleId})`;
