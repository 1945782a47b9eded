import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { role } from '../access/access.tables.ts';
import { department } from './department.tables.ts';

export const employee = pgTable(
  'employee',
  {
    employeeId: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    userName: text().notNull(),
    passwordHash: text().notNull(),
    mustChangePassword: boolean().notNull().default(false),
    position: text(),
    deptId: integer().references(() => department.deptId),
    roleId: integer().references(() => role.roleId),
    email: text(),
    mobile: text(),
    isSales: integer().notNull().default(0),
    attendanceDept: text(),
    deletedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  // User names are unique ignoring case, among employees that are not deleted.
  (t) => [
    uniqueIndex('employee_user_name_key').on(sql`lower(${t.userName})`).where(sql`${t.deletedAt} is null`),
    index().on(t.roleId),
    index().on(t.deptId),
  ],
);
