import { OPERATOR_DEPARTMENTS, OPERATOR_ROLES, type TEmployeeName, type TWorkingArrangement } from '@packline/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { department } from '../employees/department.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { workingArrangement } from './production.tables.ts';

// Reads of the weekly Work Arrangement (spec 02 §7 Working arrangement): the rows of a week or a day with the
// machine's and the operator's names, in the grid's order (machines by their sorting order, then the days).

const columns = {
  arrangementId: workingArrangement.arrangementId,
  machineId: workingArrangement.machineId,
  machineName: machine.machineName,
  operator: workingArrangement.operator,
  operatorName: sql<string | null>`case when ${employee.employeeId} is null then null
    else trim(${employee.firstName} || ' ' || ${employee.lastName}) end`,
  workingDate: workingArrangement.workingDate,
  maintenance: workingArrangement.maintenance,
};

function listWhere(db: DbOrTx, where: SQL | undefined): Promise<TWorkingArrangement[]> {
  return db
    .select(columns)
    .from(workingArrangement)
    .innerJoin(machine, eq(machine.machineId, workingArrangement.machineId))
    .leftJoin(employee, eq(employee.employeeId, workingArrangement.operator))
    .where(where)
    .orderBy(asc(machine.sortingOrder), asc(machine.machineId), asc(workingArrangement.workingDate));
}

/** The rows from `start` to `end` (calendar dates, both included). */
export const listArrangementsBetween = (db: DbOrTx, start: string, end: string) =>
  listWhere(db, and(gte(workingArrangement.workingDate, start), lte(workingArrangement.workingDate, end)));

/** The rows with these ids (what an add or an update answers). */
export const listArrangementsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : listWhere(db, inArray(workingArrangement.arrangementId, ids));

/**
 * Every machine in its sorting order with its arrangement of `day` (the operator's name, the maintenance flag): the
 * cards of Daily report and the columns of the Task Dashboard.
 */
export async function listMachinesOn(db: DbOrTx, day: string) {
  const rows = await db
    .select({
      machineId: machine.machineId,
      machineName: machine.machineName,
      machineTypeId: machine.machineTypeId,
      maintenance: workingArrangement.maintenance,
      operatorName: columns.operatorName,
    })
    .from(machine)
    .leftJoin(
      workingArrangement,
      and(eq(workingArrangement.machineId, machine.machineId), eq(workingArrangement.workingDate, day)),
    )
    .leftJoin(employee, eq(employee.employeeId, workingArrangement.operator))
    .orderBy(asc(machine.sortingOrder), asc(machine.machineName), asc(machine.machineId));
  return rows.map((row) => ({ ...row, maintenance: row.maintenance ?? 0 }));
}

/**
 * GET WorkingArrangement/GetOperatorChoices (ours; issue 30): who may be arranged on a machine, the production and
 * packaging staff: a Production or Packaging role, or the Production or Printing department; not the deleted.
 */
export async function listOperatorChoices(db: DbOrTx): Promise<TEmployeeName[]> {
  return db
    .select({
      employeeId: employee.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      isSales: employee.isSales,
    })
    .from(employee)
    .leftJoin(department, eq(department.deptId, employee.deptId))
    .where(
      and(
        isNull(employee.deletedAt),
        or(inArray(employee.roleId, [...OPERATOR_ROLES]), inArray(department.deptName, [...OPERATOR_DEPARTMENTS])),
      ),
    )
    .orderBy(asc(employee.firstName), asc(employee.lastName), asc(employee.employeeId));
}

/** The machine's arrangement on the calendar day and the machine's name (the operator password's refusal names them). */
export async function arrangementOfDay(db: DbOrTx, machineId: number, workingDate: string) {
  const [row] = await db
    .select({ machineName: machine.machineName, maintenance: workingArrangement.maintenance })
    .from(machine)
    .leftJoin(
      workingArrangement,
      and(eq(workingArrangement.machineId, machine.machineId), eq(workingArrangement.workingDate, workingDate)),
    )
    .where(eq(machine.machineId, machineId));
  return { machineName: row?.machineName ?? `Machine ${machineId}`, maintenance: row?.maintenance === 1 };
}
