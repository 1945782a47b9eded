import type { TAddEmployee, TEmployee, TEmployeeName, TUpdateEmployee } from '@packline/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BusinessError, ConflictError } from '../../core/errors.ts';
import { requireChanges } from '../../core/form-changes.ts';
import { generateTemporaryPassword, hashPassword } from '../../core/password.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { employee } from './employees.tables.ts';

const publicColumns = {
  employeeId: employee.employeeId,
  firstName: employee.firstName,
  lastName: employee.lastName,
  userName: employee.userName,
  position: employee.position,
  deptId: employee.deptId,
  roleId: employee.roleId,
  email: employee.email,
  mobile: employee.mobile,
  isSales: employee.isSales,
  attendanceDept: employee.attendanceDept,
  mustChangePassword: employee.mustChangePassword,
  createdAt: employee.createdAt,
};

/** An employee's display name in SQL ('First Last'; null when both are blank), of the table or an alias of it. */
export const employeeNameSql = (who: { firstName: AnyPgColumn; lastName: AnyPgColumn } = employee) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${who.firstName}, ${who.lastName})), '')`;

const active = isNull(employee.deletedAt);
const sameUserName = (userName: string) => eq(sql`lower(${employee.userName})`, userName.trim().toLowerCase());

function toEmployee(row: Omit<TEmployee, 'createdAt'> & { createdAt: Date }): TEmployee {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The employee list's query (also timed by `npm run bench` against its endpoint). */
export function employeeListQuery(db: DbOrTx) {
  return db.select(publicColumns).from(employee).where(active).orderBy(asc(employee.employeeId));
}

export async function listEmployees(db: DbOrTx): Promise<TEmployee[]> {
  return (await employeeListQuery(db)).map(toEmployee);
}

/** The names pickers show (Employee/GetAllEmployeeName): nothing else of the employee leaves with them. */
export async function listEmployeeNames(db: DbOrTx): Promise<TEmployeeName[]> {
  return db
    .select({
      employeeId: employee.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      isSales: employee.isSales,
    })
    .from(employee)
    .where(active)
    .orderBy(asc(employee.employeeId));
}

export async function getEmployee(db: DbOrTx, employeeId: number): Promise<TEmployee> {
  const row = await firstOrNotFound(
    db
      .select(publicColumns)
      .from(employee)
      .where(and(eq(employee.employeeId, employeeId), active)),
    `Employee ${employeeId} was not found.`,
  );
  return toEmployee(row);
}

/** The row a login checks; includes the password hash, so it never leaves the server. */
export async function findEmployeeForLogin(db: DbOrTx, userName: string) {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: employee.passwordHash })
    .from(employee)
    .where(and(sameUserName(userName), active));
  return row ?? null;
}

async function assertUserNameFree(db: DbOrTx, userName: string, exceptId?: number): Promise<void> {
  const conditions = [sameUserName(userName), active];
  if (exceptId !== undefined) conditions.push(ne(employee.employeeId, exceptId));
  const [taken] = await db
    .select({ id: employee.employeeId })
    .from(employee)
    .where(and(...conditions));
  if (taken) throw new ConflictError(`The username ${userName} is already taken.`);
}

export async function addEmployee(db: DbOrTx, input: TAddEmployee, actorId: number | null): Promise<TEmployee> {
  await assertUserNameFree(db, input.userName);
  const { password, ...fields } = input;
  const [row] = await db
    .insert(employee)
    .values({ ...fields, email: fields.email || null, passwordHash: await hashPassword(password), createdBy: actorId })
    .returning(publicColumns);
  return toEmployee(row);
}

export async function updateEmployee(db: DbOrTx, input: TUpdateEmployee, actorId: number | null): Promise<TEmployee> {
  const current = await getEmployee(db, input.employeeId);
  const { employeeId, ...fields } = input;
  const changed = requireChanges(fields, current);
  if ('userName' in changed) await assertUserNameFree(db, fields.userName, employeeId);
  const [row] = await db
    .update(employee)
    .set({
      ...fields,
      email: fields.email === undefined ? undefined : fields.email || null,
      updatedBy: actorId,
    })
    .where(eq(employee.employeeId, employeeId))
    .returning(publicColumns);
  return toEmployee(row);
}

/** Employees are archived, not erased: orders, tickets and logs keep naming them. */
export async function deleteEmployee(db: DbOrTx, employeeId: number, actorId: number | null): Promise<TEmployee> {
  if (employeeId === actorId) throw new BusinessError('You cannot delete your own account.');
  const current = await getEmployee(db, employeeId);
  await db
    .update(employee)
    .set({ deletedAt: new Date(), updatedBy: actorId })
    .where(eq(employee.employeeId, employeeId));
  return current;
}

/** Sets a temporary password that must be changed at the next login; returns it so it can be shown once. */
export async function resetEmployeePassword(
  db: DbOrTx,
  employeeId: number,
  newPassword: string | undefined,
  actorId: number | null,
): Promise<string> {
  await getEmployee(db, employeeId);
  const temporaryPassword = newPassword ?? generateTemporaryPassword();
  await db
    .update(employee)
    .set({
      passwordHash: await hashPassword(temporaryPassword),
      mustChangePassword: true,
      updatedBy: actorId,
    })
    .where(eq(employee.employeeId, employeeId));
  return temporaryPassword;
}

export async function setEmployeePassword(db: DbOrTx, employeeId: number, password: string): Promise<void> {
  await db
    .update(employee)
    .set({
      passwordHash: await hashPassword(password),
      mustChangePassword: false,
      updatedBy: employeeId,
    })
    .where(eq(employee.employeeId, employeeId));
}

export async function getEmployeePasswordHash(db: DbOrTx, employeeId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: employee.passwordHash })
    .from(employee)
    .where(and(eq(employee.employeeId, employeeId), active));
  return row?.passwordHash ?? null;
}
