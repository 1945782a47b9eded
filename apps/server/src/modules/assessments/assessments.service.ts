import {
  ASSESSMENT_ACTIVE,
  ASSESSMENT_STATUS,
  ASSESSMENT_MESSAGES as M,
  type TStandardDetail,
  type ZAddAssessment,
  type ZAddAssessmentPlan,
  type ZAddAssessmentStandard,
  type ZAddStandardDetail,
  type ZUpdateAssessment,
  type ZUpdateAssessmentPlan,
  type ZUpdateAssessmentStandard,
  type ZUpdateStandardDetail,
} from '@packline/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { BusinessError, ConflictError, databaseErrorCode } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { findByIdOrNotFound, lockById, orNotFound } from '../../db/rows.ts';
import {
  assessment,
  assessmentMark,
  assessmentPlan,
  assessmentStandard,
  standardDetail,
} from './assessments.tables.ts';
import {
  getAssessment,
  getDetail,
  getPlan,
  listAssessmentsOfPlan,
  listDetailsOf,
  listPlans,
  listStandards,
} from './assessments-read.ts';

// Assessment standards, their items, plans and assessments (spec 02 §2 "Assessments", §4, §5; issue 19). Every write
// is one transaction; the rules are in README.md.

type TAddStandard = z.output<typeof ZAddAssessmentStandard>;
type TUpdateStandard = z.output<typeof ZUpdateAssessmentStandard>;
type TAddDetail = z.output<typeof ZAddStandardDetail>;
type TUpdateDetail = z.output<typeof ZUpdateStandardDetail>;
type TAddPlan = z.output<typeof ZAddAssessmentPlan>;
type TUpdatePlan = z.output<typeof ZUpdateAssessmentPlan>;
type TAddAssessmentInput = z.output<typeof ZAddAssessment>;
type TUpdateAssessmentInput = z.output<typeof ZUpdateAssessment>;

// ---- Standards and their items --------------------------------------------------------------------------------------

export const getAllStandards = (db: DbOrTx) => listStandards(db);

const standardRow = (db: DbOrTx, standardId: number) =>
  findByIdOrNotFound(db, assessmentStandard, standardId, M.standardNotFound);

const standardOf = async (db: DbOrTx, standardId: number) => {
  const row = await standardRow(db, standardId);
  return { acceStandardId: row.standardId, name: row.name, active: row.active, createdAt: row.createdAt };
};

export async function addStandard(db: Database, input: TAddStandard, actor: number | null) {
  const [row] = await db
    .insert(assessmentStandard)
    .values({ name: input.name, active: input.active, createdBy: actor })
    .returning({ standardId: assessmentStandard.standardId });
  return standardOf(db, orNotFound(row, M.standardNotFound).standardId);
}

export async function updateStandard(db: Database, input: TUpdateStandard, actor: number | null) {
  const updated = await db
    .update(assessmentStandard)
    .set({ name: input.name, active: input.active, updatedBy: actor })
    .where(eq(assessmentStandard.standardId, input.acceStandardId))
    .returning({ standardId: assessmentStandard.standardId });
  orNotFound(updated[0], M.standardNotFound);
  return standardOf(db, input.acceStandardId);
}

/** A standard goes with its items; one that assessments use stays (409). */
export function deleteStandard(db: Database, standardId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockById(tx, assessmentStandard, standardId, M.standardNotFound);
    const [used] = await tx
      .select({ id: assessment.assessmentId })
      .from(assessment)
      .where(eq(assessment.standardId, standardId))
      .limit(1);
    if (used) throw new ConflictError(M.standardInUse);
    await tx.delete(assessmentStandard).where(eq(assessmentStandard.standardId, standardId));
    return standardId;
  });
}

export async function getStandardDetails(db: DbOrTx, standardId: number): Promise<TStandardDetail[]> {
  await standardRow(db, standardId);
  return listDetailsOf(db, [standardId]);
}

export async function addStandardDetail(db: Database, input: TAddDetail, actor: number | null) {
  const id = await db.transaction(async (tx) => {
    await lockById(tx, assessmentStandard, input.acceStandardId, M.standardNotFound);
    const [row] = await tx
      .insert(standardDetail)
      .values({
        standardId: input.acceStandardId,
        item: input.item,
        weight: input.weight,
        maxScore: input.max,
        createdBy: actor,
      })
      .returning({ detailId: standardDetail.detailId });
    return orNotFound(row, M.itemNotFound).detailId;
  });
  return orNotFound(await getDetail(db, id), M.itemNotFound);
}

/** The inline-edited row: its name, weight and max score (it stays in its standard). */
export async function updateStandardDetail(db: Database, input: TUpdateDetail, actor: number | null) {
  const updated = await db
    .update(standardDetail)
    .set({ item: input.item, weight: input.weight, maxScore: input.max, updatedBy: actor })
    .where(
      and(eq(standardDetail.detailId, input.acceStandDetailId), eq(standardDetail.standardId, input.acceStandardId)),
    )
    .returning({ detailId: standardDetail.detailId });
  orNotFound(updated[0], M.itemNotFound);
  return orNotFound(await getDetail(db, input.acceStandDetailId), M.itemNotFound);
}

/** An item that an assessment has scored stays (409): its marks are part of that assessment's total. */
export function deleteStandardDetail(db: Database, detailId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ standardId: standardDetail.standardId })
      .from(standardDetail)
      .where(eq(standardDetail.detailId, detailId));
    await lockById(tx, assessmentStandard, orNotFound(row, M.itemNotFound).standardId, M.standardNotFound);
    const [scored] = await tx
      .select({ id: assessmentMark.markId })
      .from(assessmentMark)
      .where(eq(assessmentMark.detailId, detailId))
      .limit(1);
    if (scored) throw new ConflictError(M.itemScored);
    await tx.delete(standardDetail).where(eq(standardDetail.detailId, detailId));
    return detailId;
  });
}

// ---- Plans ----------------------------------------------------------------------------------------------------------

export const getAllPlans = (db: DbOrTx) => listPlans(db);

export async function addPlan(db: Database, input: TAddPlan, actor: number | null) {
  const [row] = await db
    .insert(assessmentPlan)
    .values({ notes: input.notes, active: input.active, createdBy: actor })
    .returning({ planId: assessmentPlan.planId });
  return orNotFound(await getPlan(db, orNotFound(row, M.planNotFound).planId), M.planNotFound);
}

export async function updatePlan(db: Database, input: TUpdatePlan, actor: number | null) {
  const updated = await db
    .update(assessmentPlan)
    .set({ notes: input.notes, active: input.active, updatedBy: actor })
    .where(eq(assessmentPlan.planId, input.accessmentPlanId))
    .returning({ planId: assessmentPlan.planId });
  orNotFound(updated[0], M.planNotFound);
  return orNotFound(await getPlan(db, input.accessmentPlanId), M.planNotFound);
}

/**
 * A plan without assessments; one with assessments is refused (409: they are employees' history, issue 29), and can be
 * made inactive instead. The plan is locked first, so an assessment added at the same moment is either seen or refused.
 */
export function deletePlan(db: Database, planId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockById(tx, assessmentPlan, planId, M.planNotFound);
    const [used] = await tx
      .select({ id: assessment.assessmentId })
      .from(assessment)
      .where(eq(assessment.planId, planId))
      .limit(1);
    if (used) throw new ConflictError(M.planInUse);
    await tx.delete(assessmentPlan).where(eq(assessmentPlan.planId, planId));
    return planId;
  });
}

// ---- Assessments ----------------------------------------------------------------------------------------------------

export async function getAssessmentsOfPlan(db: DbOrTx, planId: number) {
  orNotFound(await getPlan(db, planId), M.planNotFound);
  return listAssessmentsOfPlan(db, planId);
}

/**
 * The marks to store for an assessment against its standard: each for an item of that standard, once, a score from 0
 * to the item's max; a Completed assessment scores every item.
 */
async function checkedMarks(tx: Transaction, input: TAddAssessmentInput) {
  const items = await listDetailsOf(tx, [input.acceStandardId]);
  const byId = new Map(items.map((d) => [d.acceStandDetailId, d]));
  const seen = new Set<number>();
  const marks: { detailId: number; score: number }[] = [];
  for (const mark of input.marks) {
    const item = byId.get(mark.acceStandDetailId);
    if (!item) throw new BusinessError(M.markNotOfStandard, { marks: [M.markNotOfStandard] });
    if (seen.has(item.acceStandDetailId)) throw new BusinessError(M.markTwice, { marks: [M.markTwice] });
    seen.add(item.acceStandDetailId);
    if (mark.score === null) continue;
    if (mark.score > item.max) {
      const message = M.scoreAboveMax(item.item, item.max);
      throw new BusinessError(message, { marks: [message] });
    }
    marks.push({ detailId: item.acceStandDetailId, score: mark.score });
  }
  if (input.status === ASSESSMENT_STATUS.Completed && marks.length < items.length) {
    throw new BusinessError(M.marksMissing, { marks: [M.marksMissing] });
  }
  return marks;
}

/** The plan, locked so that it cannot be deleted or deactivated while an assessment is written into it. */
async function activePlan(tx: Transaction, planId: number) {
  const [plan] = await tx.select().from(assessmentPlan).where(eq(assessmentPlan.planId, planId)).for('share');
  if (orNotFound(plan, M.planNotFound).active !== ASSESSMENT_ACTIVE.Active) throw new BusinessError(M.planInactive);
}

async function usableStandard(tx: Transaction, standardId: number) {
  const [standard] = await tx
    .select()
    .from(assessmentStandard)
    .where(eq(assessmentStandard.standardId, standardId))
    .for('share');
  if (orNotFound(standard, M.standardNotFound).active !== ASSESSMENT_ACTIVE.Active) {
    throw new BusinessError(M.standardInactive);
  }
}

async function refuseAssessedTwice(tx: Transaction, input: TAddAssessmentInput, except?: number) {
  const [other] = await tx
    .select({ id: assessment.assessmentId })
    .from(assessment)
    .where(
      and(
        eq(assessment.planId, input.accessmentPlanId),
        eq(assessment.employeeId, input.employeeId),
        except === undefined ? undefined : ne(assessment.assessmentId, except),
      ),
    );
  if (other) throw new ConflictError(M.alreadyAssessed);
}

/** The unique index refuses a second assessment of an employee in a plan made at the same moment. */
async function oncePerPlan<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(M.alreadyAssessed);
    throw error;
  }
}

async function writeMarks(tx: Transaction, assessmentId: number, marks: { detailId: number; score: number }[]) {
  await tx.delete(assessmentMark).where(eq(assessmentMark.assessmentId, assessmentId));
  if (marks.length > 0) await tx.insert(assessmentMark).values(marks.map((m) => ({ ...m, assessmentId })));
}

export async function addAssessment(db: Database, input: TAddAssessmentInput, actor: number | null) {
  const id = await oncePerPlan(() =>
    db.transaction(async (tx) => {
      await activePlan(tx, input.accessmentPlanId);
      await usableStandard(tx, input.acceStandardId);
      await refuseAssessedTwice(tx, input);
      const marks = await checkedMarks(tx, input);
      const [row] = await tx
        .insert(assessment)
        .values({
          planId: input.accessmentPlanId,
          employeeId: input.employeeId,
          standardId: input.acceStandardId,
          status: input.status,
          note: input.item || null,
          createdBy: actor,
        })
        .returning({ assessmentId: assessment.assessmentId });
      const assessmentId = orNotFound(row, M.assessmentNotFound).assessmentId;
      await writeMarks(tx, assessmentId, marks);
      return assessmentId;
    }),
  );
  return orNotFound(await getAssessment(db, id), M.assessmentNotFound);
}

/** Employee, standard, marks, status and note; the marks given replace the stored ones. */
export async function updateAssessment(db: Database, input: TUpdateAssessmentInput, actor: number | null) {
  await oncePerPlan(() =>
    db.transaction(async (tx) => {
      const row = await lockById(tx, assessment, input.accessmentId, M.assessmentNotFound);
      await activePlan(tx, input.accessmentPlanId);
      // An inactive standard keeps the assessments made with it; only a new choice must be active.
      if (row.standardId !== input.acceStandardId) await usableStandard(tx, input.acceStandardId);
      await refuseAssessedTwice(tx, input, input.accessmentId);
      const marks = await checkedMarks(tx, input);
      await tx
        .update(assessment)
        .set({
          planId: input.accessmentPlanId,
          employeeId: input.employeeId,
          standardId: input.acceStandardId,
          status: input.status,
          note: input.item || null,
          updatedBy: actor,
        })
        .where(eq(assessment.assessmentId, input.accessmentId));
      await writeMarks(tx, input.accessmentId, marks);
    }),
  );
  return orNotFound(await getAssessment(db, input.accessmentId), M.assessmentNotFound);
}

export async function deleteAssessment(db: Database, assessmentId: number): Promise<number> {
  const deleted = await db
    .delete(assessment)
    .where(eq(assessment.assessmentId, assessmentId))
    .returning({ assessmentId: assessment.assessmentId });
  return orNotFound(deleted[0], M.assessmentNotFound).assessmentId;
}
