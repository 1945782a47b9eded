import {
  arrangementCellKey,
  type DateInput,
  shiftDate,
  type TWorkingArrangement,
  toApiDate,
  WORK_ARRANGEMENT_MESSAGES,
  type ZSaveWeekBody,
  type ZWorkingArrangementInput,
} from '@packline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { workingArrangement } from './shop-floor.tables.ts';
import { listArrangementsBetween, listArrangementsByIds } from './working-arrangement-read.ts';

// The weekly Work Arrangement (spec 02 §2 Work Arrangement, §3 WorkingArrangement, §7; issue 15): who runs each machine
// on each day, and the days a machine is in maintenance. One row per machine and day (the table's unique index); a
// second row for a taken machine-day is refused with 409, also when two people add it at the same moment (the index
// refuses the later insert, whose whole transaction rolls back). Each call is one transaction: a list is saved whole
// or not at all.

type TCell = z.output<typeof ZWorkingArrangementInput>;
type TSaveWeek = z.output<typeof ZSaveWeekBody>;

/** Runs the write, turning the unique index's refusal (a machine-day taken meanwhile) into the 409 message. */
async function refusingTakenDays<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(WORK_ARRANGEMENT_MESSAGES.machineDayTaken);
    throw error;
  }
}

function refuseListedTwice(cells: readonly TCell[]): void {
  const keys = new Set(cells.map((c) => arrangementCellKey(c.machineId, c.workingDate)));
  if (keys.size !== cells.length) throw new BusinessError(WORK_ARRANGEMENT_MESSAGES.listedTwice);
}

/** The rows of these machines on these days, locked (the caller changes them). */
async function lockRowsOf(tx: Transaction, cells: readonly TCell[]) {
  if (cells.length === 0) return [];
  const machineIds = [...new Set(cells.map((c) => c.machineId))];
  const days = [...new Set(cells.map((c) => c.workingDate))];
  const wanted = new Set(cells.map((c) => arrangementCellKey(c.machineId, c.workingDate)));
  const rows = await tx
    .select()
    .from(workingArrangement)
    .where(and(inArray(workingArrangement.machineId, machineIds), inArray(workingArrangement.workingDate, days)))
    .orderBy(workingArrangement.arrangementId)
    .for('update');
  return rows.filter((row) => wanted.has(arrangementCellKey(row.machineId, row.workingDate)));
}

const valuesOf = (cell: TCell) => ({
  machineId: cell.machineId,
  operator: cell.operator,
  workingDate: cell.workingDate,
  maintenance: cell.maintenance,
});

/** POST WorkingArrangement/AddWorkingArrangement: new machine-days; a day a machine has already → 409. */
export async function addWorkingArrangements(
  db: Database,
  cells: TCell[],
  actor: number | null,
): Promise<TWorkingArrangement[]> {
  refuseListedTwice(cells);
  const ids = await refusingTakenDays(() =>
    db.transaction(async (tx) => {
      if ((await lockRowsOf(tx, cells)).length > 0) throw new ConflictError(WORK_ARRANGEMENT_MESSAGES.machineDayTaken);
      const added = await tx
        .insert(workingArrangement)
        .values(cells.map((cell) => ({ ...valuesOf(cell), createdBy: actor })))
        .returning({ arrangementId: workingArrangement.arrangementId });
      return added.map((row) => row.arrangementId);
    }),
  );
  return listArrangementsByIds(db, ids);
}

/** PUT WorkingArrangement/UpdateWorkingArrangement: rows by id get their machine, day, operator and flag. */
export async function updateWorkingArrangements(
  db: Database,
  rows: (TCell & { arrangementId: number })[],
  actor: number | null,
): Promise<TWorkingArrangement[]> {
  refuseListedTwice(rows);
  const ids = rows.map((row) => row.arrangementId);
  if (new Set(ids).size !== ids.length) throw new BusinessError(WORK_ARRANGEMENT_MESSAGES.listedTwice);
  await refusingTakenDays(() =>
    db.transaction(async (tx) => {
      const found = await tx
        .select({ arrangementId: workingArrangement.arrangementId })
        .from(workingArrangement)
        .where(inArray(workingArrangement.arrangementId, ids))
        .orderBy(workingArrangement.arrangementId)
        .for('update');
      if (found.length !== ids.length) throw new NotFoundError(WORK_ARRANGEMENT_MESSAGES.notFound);
      const taken = (await lockRowsOf(tx, rows)).filter((row) => !ids.includes(row.arrangementId));
      if (taken.length > 0) throw new ConflictError(WORK_ARRANGEMENT_MESSAGES.machineDayTaken);
      for (const row of rows) {
        await tx
          .update(workingArrangement)
          .set({ ...valuesOf(row), updatedBy: actor })
          .where(eq(workingArrangement.arrangementId, row.arrangementId));
      }
    }),
  );
  return listArrangementsByIds(db, ids);
}

/** DELETE WorkingArrangement/DeleteWorkingArrangement: the rows go, all or none (an unknown id → 404). */
export function deleteWorkingArrangements(db: Database, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(workingArrangement)
      .where(inArray(workingArrangement.arrangementId, unique))
      .returning({ arrangementId: workingArrangement.arrangementId });
    if (deleted.length !== unique.length) throw new NotFoundError(WORK_ARRANGEMENT_MESSAGES.notFound);
    return deleted.length;
  });
}

/**
 * PUT WorkingArrangement/SaveWeek (the screen's Submit): every listed machine-day of the week in one transaction. A
 * cell with an operator or the maintenance flag is added when new and updated when changed; a cell with neither is
 * deleted. Answers the week as it is now.
 */
export async function saveWeek(db: Database, week: TSaveWeek, actor: number | null): Promise<TWorkingArrangement[]> {
  refuseListedTwice(week.cells);
  await refusingTakenDays(() =>
    db.transaction(async (tx) => {
      const existing = new Map(
        (await lockRowsOf(tx, week.cells)).map((row) => [arrangementCellKey(row.machineId, row.workingDate), row]),
      );
      const added = [];
      for (const cell of week.cells) {
        const row = existing.get(arrangementCellKey(cell.machineId, cell.workingDate));
        const kept = cell.operator !== null || cell.maintenance === 1;
        if (!row) {
          if (kept) added.push({ ...valuesOf(cell), createdBy: actor });
        } else if (!kept) {
          await tx.delete(workingArrangement).where(eq(workingArrangement.arrangementId, row.arrangementId));
        } else if (row.operator !== cell.operator || row.maintenance !== cell.maintenance) {
          await tx
            .update(workingArrangement)
            .set({ operator: cell.operator, maintenance: cell.maintenance, updatedBy: actor })
            .where(eq(workingArrangement.arrangementId, row.arrangementId));
        }
      }
      if (added.length > 0) await tx.insert(workingArrangement).values(added);
    }),
  );
  return listArrangementsBetween(db, week.start, shiftDate(week.start, 6, 'day'));
}

/** GET WorkingArrangement/GetAllWorkingArrangement: a week (start..end) or one day. */
export function listWorkingArrangements(
  db: DbOrTx,
  query: { start?: string; end?: string; workingDate?: string },
): Promise<TWorkingArrangement[]> {
  if (query.workingDate) return listArrangementsBetween(db, query.workingDate, query.workingDate);
  const start = query.start ?? '';
  return listArrangementsBetween(db, start, query.end ?? shiftDate(start, 6, 'day'));
}

/**
 * The operator the arrangement names for the machine on the Auckland day of `day` (an instant, or a calendar date
 * 'YYYY-MM-DD'); null when the machine has no arrangement that day or one without an operator (maintenance).
 */
export async function operatorOf(db: DbOrTx, machineId: number, day: DateInput): Promise<number | null> {
  const workingDate = toApiDate(day);
  if (workingDate === '') return null;
  const [row] = await db
    .select({ operator: workingArrangement.operator })
    .from(workingArrangement)
    .where(and(eq(workingArrangement.machineId, machineId), eq(workingArrangement.workingDate, workingDate)));
  return row?.operator ?? null;
}
