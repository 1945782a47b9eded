import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { employee } from '../employees/employees.tables.ts';

// Assessments (spec 02 §3 AssessmentStandard, StandardDetail, AssessmentPlan, Assessment; issue 19). The wire keeps
// the spec's names (acceStandardId, accessmentPlanId…); the columns say what they are. Rules: README.md.

const amount = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export const assessmentStandard = pgTable('assessment_standard', {
  standardId: id(),
  name: text().notNull(),
  /** ASSESSMENT_ACTIVE: 1 Active, 0 Inactive. */
  active: integer().notNull().default(1),
  ...audit,
});

export const standardDetail = pgTable(
  'standard_detail',
  {
    detailId: id(),
    standardId: integer()
      .notNull()
      .references(() => assessmentStandard.standardId, { onDelete: 'cascade' }),
    item: text().notNull(),
    weight: amount().notNull(),
    /** The item's maximum score. */
    maxScore: amount().notNull(),
    ...audit,
  },
  (t) => [
    index().on(t.standardId, t.detailId),
    check('standard_detail_weight_check', sql`${t.weight} >= 0`),
    check('standard_detail_max_score_check', sql`${t.maxScore} >= 0`),
  ],
);

export const assessmentPlan = pgTable('assessment_plan', {
  planId: id(),
  /** The plan's name (spec 02 §3 AssessmentPlan.notes). */
  notes: text().notNull(),
  active: integer().notNull().default(1),
  ...audit,
});

export const assessment = pgTable(
  'assessment',
  {
    assessmentId: id(),
    planId: integer()
      .notNull()
      .references(() => assessmentPlan.planId, { onDelete: 'cascade' }),
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    standardId: integer()
      .notNull()
      .references(() => assessmentStandard.standardId),
    /** ASSESSMENT_STATUS: 0 Draft, 1 Completed. */
    status: integer().notNull().default(0),
    /** The assessment's note (spec 02 §3 Assessment.item). */
    note: text(),
    ...audit,
  },
  (t) => [
    // One assessment of an employee per plan.
    uniqueIndex().on(t.planId, t.employeeId),
    index().on(t.employeeId),
    index().on(t.standardId),
  ],
);

/** The score given to one item of the standard; the total is computed from these (assessmentTotalOf). */
export const assessmentMark = pgTable(
  'assessment_mark',
  {
    markId: id(),
    assessmentId: integer()
      .notNull()
      .references(() => assessment.assessmentId, { onDelete: 'cascade' }),
    detailId: integer()
      .notNull()
      .references(() => standardDetail.detailId),
    score: amount().notNull(),
  },
  (t) => [
    uniqueIndex().on(t.assessmentId, t.detailId),
    index().on(t.detailId),
    check('assessment_mark_score_check', sql`${t.score} >= 0`),
  ],
);
