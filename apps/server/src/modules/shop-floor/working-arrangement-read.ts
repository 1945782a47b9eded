import { OPERATOR_DEPARTMENTS, OPERATOR_ROLES, type TEmployeeName, type TWorkingArrangement } from '@packline/domain';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { departments, employees } from '../employees/employees.reads.ts';
import { machines } from '../lookups/lookups.reads.ts';
import { workingArrangement } from './shop-floor.tables.ts';

// Reads of the weekly Work Arrangement (spec 02 §7 Working arrangement): the rows of a week or a day with the
// machine's and the operator's names, in the grid's order (machines by their sorting order, then the days).

const columns = {
  arrangementId: workingArrangement.arrangementId,
  machineId: workingArrangement.machineId,
  machineName: machines.machineName,
  operator: workingArrangement.operator,
  operatorName: sql<string | null>`case when ${employees.employeeId} is null then null
    else trim(${employees.firstName} || ' ' || ${employees.lastName}) end`,
  workingDate: workingArrangement.workingDate,
  maintenance: workingArrangement.maintenance,
};

function listWhere(db: DbOrTx, where: SQL | undefined): Promise<TWorkingArrangement[]> {
  return withJoins(
    db.select(columns).from(workingArrangement).$dynamic(),
    (q) => machines.innerJoin(q, workingArrangement.machineId),
    (q) => employees.leftJoin(q, workingArrangement.operator),
  )
    .where(where)
    .orderBy(asc(machines.sortingOrder), asc(machines.machineId), asc(workingArrangement.workingDate));
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
  const select = machines
    .select(db, {
      machineId: machines.machineId,
      machineName: machines.machineName,
      machineTypeId: machines.machineTypeId,
      maintenance: workingArrangement.maintenance,
      operatorName: columns.operatorName,
    })
    .leftJoin(
      workingArrangement,
      and(eq(workingArrangement.machineId, machines.machineId), eq(workingArrangement.workingDate, day)),
    );
  const rows = await employees
    .leftJoin(select, workingArrangement.operator)
    .orderBy(asc(machines.sortingOrder), asc(machines.machineName), asc(machines.machineId));
  return rows.map((row) => ({ ...row, maintenance: row.maintenance ?? 0 }));
}

/**
 * GET WorkingArrangement/GetOperatorChoices (ours; issue 30): who may be arranged on a machine, the production and
 * packaging staff: a Production or Packaging role, or the Production or Printing department; not the deleted.
 */
export async function listOperatorChoices(db: DbOrTx): Promise<TEmployeeName[]> {
  const select = employees.select(db, {
    employeeId: employees.employeeId,
    firstName: employees.firstName,
    lastName: employees.lastName,
    isSales: employees.isSales,
  });
  return departments
    .leftJoin(select, employees.deptId)
    .where(
      and(
        employees.current,
        or(inArray(employees.roleId, [...OPERATOR_ROLES]), inArray(departments.deptName, [...OPERATOR_DEPARTMENTS])),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.employeeId));
}

/** The machine's arrangement on the calendar day and the machine's name (the operator password's refusal names them). */
export async function arrangementOfDay(db: DbOrTx, machineId: number, workingDate: string) {
  const [row] = await machines
    .select(db, { machineName: machines.machineName, maintenance: workingArrangement.maintenance })
    .leftJoin(
      workingArrangement,
      and(eq(workingArrangement.machineId, machines.machineId), eq(workingArrangement.workingDate, workingDate)),
    )
    .where(eq(machines.machineId, machineId));
  return { machineName: row?.machineName ?? `Machine ${machineId}`, maintenance: row?.maintenance === 1 };
}
