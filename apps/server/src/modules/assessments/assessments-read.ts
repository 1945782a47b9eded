import { assessmentTotalOf, type TStandardDetail } from '@packline/domain';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../employees/employees.reads.ts';
import {
  assessment,
  assessmentMark,
  assessmentPlan,
  assessmentStandard,
  standardDetail,
} from './assessments.tables.ts';

// Reads of the assessments: the standards, their items, the plans with how many assessments each holds, and a plan's
// assessments with the employee's and the standard's names, every item's mark and the total worked out from them.

export const listStandards = (db: DbOrTx) =>
  db
    .select({
      acceStandardId: assessmentStandard.standardId,
      name: assessmentStandard.name,
      active: assessmentStandard.active,
      createdAt: assessmentStandard.createdAt,
    })
    .from(assessmentStandard)
    .orderBy(asc(assessmentStandard.name), asc(assessmentStandard.standardId));

const detailColumns = {
  acceStandDetailId: standardDetail.detailId,
  acceStandardId: standardDetail.standardId,
  item: standardDetail.item,
  weight: standardDetail.weight,
  max: standardDetail.maxScore,
};

/** The items of these standards, in the order they were added. */
export function listDetailsOf(db: DbOrTx, standardIds: number[]): Promise<TStandardDetail[]> {
  if (standardIds.length === 0) return Promise.resolve([]);
  return db
    .select(detailColumns)
    .from(standardDetail)
    .where(inArray(standardDetail.standardId, standardIds))
    .orderBy(asc(standardDetail.standardId), asc(standardDetail.detailId));
}

export async function getDetail(db: DbOrTx, detailId: number): Promise<TStandardDetail | undefined> {
  const [row] = await db.select(detailColumns).from(standardDetail).where(eq(standardDetail.detailId, detailId));
  return row;
}

function selectPlans(db: DbOrTx, where?: SQL) {
  return db
    .select({
      accessmentPlanId: assessmentPlan.planId,
      notes: assessmentPlan.notes,
      active: assessmentPlan.active,
      createdAt: assessmentPlan.createdAt,
      assessmentCount: count(assessment.assessmentId),
    })
    .from(assessmentPlan)
    .leftJoin(assessment, eq(assessment.planId, assessmentPlan.planId))
    .where(where)
    .groupBy(assessmentPlan.planId)
    .orderBy(desc(assessmentPlan.createdAt), desc(assessmentPlan.planId));
}

/** Newest plan first. */
export const listPlans = (db: DbOrTx) => selectPlans(db);

export async function getPlan(db: DbOrTx, planId: number) {
  const [row] = await selectPlans(db, eq(assessmentPlan.planId, planId));
  return row;
}

async function selectAssessments(db: DbOrTx, where: SQL) {
  const select = db
    .select({
      accessmentId: assessment.assessmentId,
      accessmentPlanId: assessment.planId,
      planNotes: assessmentPlan.notes,
      employeeId: assessment.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      acceStandardId: assessment.standardId,
      standardName: assessmentStandard.name,
      status: assessment.status,
      item: assessment.note,
      createdAt: assessment.createdAt,
    })
    .from(assessment)
    .innerJoin(assessmentPlan, eq(assessmentPlan.planId, assessment.planId))
    .$dynamic();
  const rows = await employees
    .innerJoin(select, assessment.employeeId)
    .innerJoin(assessmentStandard, eq(assessmentStandard.standardId, assessment.standardId))
    .where(where)
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(assessment.assessmentId));
  if (rows.length === 0) return [];

  const details = await listDetailsOf(db, [...new Set(rows.map((r) => r.acceStandardId))]);
  const marks = await db
    .select({
      assessmentId: assessmentMark.assessmentId,
      detailId: assessmentMark.detailId,
      score: assessmentMark.score,
    })
    .from(assessmentMark)
    .where(
      inArray(
        assessmentMark.assessmentId,
        rows.map((r) => r.accessmentId),
      ),
    );
  const scoreOf = new Map(marks.map((m) => [`${m.assessmentId}|${m.detailId}`, m.score]));

  return rows.map(({ planNotes, firstName, lastName, standardName, ...row }) => {
    const scored = details
      .filter((d) => d.acceStandardId === row.acceStandardId)
      .map((d) => ({
        acceStandDetailId: d.acceStandDetailId,
        item: d.item,
        weight: d.weight,
        max: d.max,
        score: scoreOf.get(`${row.accessmentId}|${d.acceStandDetailId}`) ?? null,
      }));
    return {
      ...row,
      accessmentPlan: { notes: planNotes },
      employee: { firstName, lastName },
      acceStandard: { name: standardName },
      ...assessmentTotalOf(scored),
      marks: scored,
    };
  });
}

/** The assessments of a plan, by employee name. */
export const listAssessmentsOfPlan = (db: DbOrTx, planId: number) =>
  selectAssessments(db, eq(assessment.planId, planId));

export async function getAssessment(db: DbOrTx, assessmentId: number) {
  const [row] = await selectAssessments(db, eq(assessment.assessmentId, assessmentId));
  return row;
}
