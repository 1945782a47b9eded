import type { TWorkingArrangement } from '@packline/domain';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
