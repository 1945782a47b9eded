import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';

export const pageGroup = pgTable('page_group', {
  groupId: id(),
  groupName: text().notNull(),
  sortingOrder: integer().notNull().default(0),
  ...audit,
});

export const page = pgTable(
  'page',
  {
    pageId: id(),
    pageName: text().notNull(),
    pageUrl: text().notNull(),
    sortingOrder: integer().notNull().default(0),
    groupId: integer()
      .notNull()
      .references(() => pageGroup.groupId),
    ...audit,
  },
  (t) => [index().on(t.groupId), uniqueIndex().on(t.pageUrl)],
);

export const role = pgTable('role', { roleId: id(), roleName: text().notNull(), ...audit }, (t) => [
  uniqueIndex().on(t.roleName),
]);

export const rolePageMapping = pgTable(
  'role_page_mapping',
  {
    mappingId: id(),
    roleId: integer()
      .notNull()
      .references(() => role.roleId, { onDelete: 'cascade' }),
    pageId: integer()
      .notNull()
      .references(() => page.pageId, { onDelete: 'cascade' }),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.roleId, t.pageId), index().on(t.pageId)],
);
