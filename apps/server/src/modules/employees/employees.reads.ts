import { sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { lookupNameMatches } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { department } from './department.tables.ts';
import { employeeNameSql } from './employees.service.ts';
import { employee } from './employees.tables.ts';

// What other modules may read of employees (modules/README.md "Reads other modules may use"): who someone is (name,
// user name, role, attendance group, e-mail and mobile for the mails and forms that show them), never the password.

/**
 * Employees as another module reads them, joined under `as` when one query joins employees twice (the creator and the
 * sales rep of an order).
 */
export function employeesAs(as?: string) {
  // An alias has the table's columns under another name; typed as the table so both read the same.
  const t = as === undefined ? employee : (alias(employee, as) as unknown as typeof employee);
  return {
    employeeId: t.employeeId,
    firstName: t.firstName,
    lastName: t.lastName,
    userName: t.userName,
    email: t.email,
    mobile: t.mobile,
    roleId: t.roleId,
    deptId: t.deptId,
    isSales: t.isSales,
    attendanceDept: t.attendanceDept,
    mustChangePassword: t.mustChangePassword,
    /** 'First Last', null when both are blank. */
    name: employeeNameSql(t),
    /** The display name, or the user name when both names are blank. */
    nameOrUserName: sql<string>`coalesce(${employeeNameSql(t)}, ${t.userName})`,
    /** `employeeId` names an employee whose display name matches the ILIKE `pattern` (the indexed id, not a join). */
    nameMatches: (pattern: string, employeeId: AnyPgColumn) =>
      lookupNameMatches(pattern, employeeId, t.employeeId, employeeNameSql(t)),
    /** Not deleted (a condition, or a column true for a current employee). */
    current: sql<boolean>`${t.deletedAt} is null`,
    ...joinsBy(t, t.employeeId),
    /** A select of `fields` from employees (every one, deleted included: add `current` to the WHERE). */
    select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(t).$dynamic(),
    /** The same, distinct rows. */
    selectDistinct: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.selectDistinct(fields).from(t).$dynamic(),
  };
}

/** Employees as another module reads them. */
export const employees = employeesAs();

/** Departments as another module reads them (the shop floor's operators are the Production and Printing staff). */
export const departments = {
  deptId: department.deptId,
  deptName: department.deptName,
  ...joinsBy(department, department.deptId),
};
