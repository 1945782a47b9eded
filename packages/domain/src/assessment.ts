import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';

// Assessments (spec 02 §2 "Assessments", §3 AssessmentPlan / Assessment / AssessmentStandard / StandardDetail, §4, §5,
// §7 Assessment; issue 19). A standard is a list of items, each with a weight and a maximum score; a plan is one round
// of assessments (its name is `notes`); an assessment scores one employee in one plan against one standard, a mark per
// item, and the server works out its total (assessmentTotalOf).

/** spec 02 §4: a plan or a standard is Active (1) or Inactive (0), by a switch that is on when creating. */
export const ASSESSMENT_ACTIVE = { Inactive: 0, Active: 1 } as const;
export const ASSESSMENT_ACTIVE_NAMES: Readonly<Record<number, string>> = { 0: 'Inactive', 1: 'Active' };

/** An assessment is a Draft while marks may be missing, Completed when every item is scored. */
export const ASSESSMENT_STATUS = { Draft: 0, Completed: 1 } as const;
export const ASSESSMENT_STATUS_NAMES: Readonly<Record<number, string>> = { 0: 'Draft', 1: 'Completed' };

/** Who keeps the standards (Assessment Standards), and who reads them (the assessing screens pick one). */
export const ASSESSMENT_STANDARD_WRITE_PAGES = ['/assessment-items'] as const;
/** Plans and their assessments: the Assessment Plans page and the Assessment page show the same plan list. */
export const ASSESSMENT_PAGES = ['/assessment-plan', '/assessment'] as const;
export const ASSESSMENT_STANDARD_READ_PAGES = [...ASSESSMENT_STANDARD_WRITE_PAGES, ...ASSESSMENT_PAGES] as const;

export const ASSESSMENT_MESSAGES = {
  // spec 02 §5 Assessments, word for word.
  standardNameRequired: 'Please input your standard name !',
  nameFieldRequired: 'Name field is required.',
  weightRequired: 'Please input a weight !',
  maxScoreRequired: 'Please input maximum score !',
  cellRequired: (title: string) => `${title} is required.`,
  areYouSure: 'Are you sure?',
  // Ours: the refusals the spec leaves unnamed.
  weightMin: 'Weight must be 0 or more.',
  maxScoreMin: 'Max Score must be 0 or more.',
  planNameRequired: 'Please input the plan name !',
  standardNotFound: 'No assessment standard of this id.',
  itemNotFound: 'No standard item of this id.',
  planNotFound: 'No assessment plan of this id.',
  assessmentNotFound: 'No assessment of this id.',
  employeeRequired: 'Please select an employee !',
  standardRequired: 'Please select a standard !',
  standardInUse: 'This standard is used by assessments and cannot be deleted.',
  planInUse: 'This plan has assessments and cannot be deleted: delete its assessments first, or make it inactive.',
  itemScored: 'This item is scored in assessments and cannot be deleted.',
  planInactive: 'This assessment plan is inactive.',
  standardInactive: 'This standard is inactive.',
  alreadyAssessed: 'This employee already has an assessment in this plan.',
  markNotOfStandard: 'Each mark must be for an item of the chosen standard.',
  markTwice: 'An item is marked twice.',
  scoreAboveMax: (item: string, max: number) => `The score of ${item} must be between 0 and ${max}.`,
  marksMissing: 'Please score every item before completing the assessment.',
  standardHasNoItems: 'This standard has no items to score.',
} as const;

// ---- The total ------------------------------------------------------------------------------------------------------

export interface TScoredItem {
  weight: number;
  max: number;
  /** null when the item is not scored yet (counts 0). */
  score: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Total marks (README "Total marks"): Σ weight × min(score, max) / max over the standard's items, rounded to 2
 * decimals. An item with max 0 or no score adds 0. The maximum is the sum of the weights, reached when every item has
 * its maximum score; a score is never counted above its item's maximum, so the total never passes the maximum.
 */
export function assessmentTotalOf(items: readonly TScoredItem[]): { totalMarks: number; maxMarks: number } {
  let total = 0;
  let maxMarks = 0;
  for (const { weight, max, score } of items) {
    maxMarks += weight;
    if (max > 0 && score !== null) total += (weight * Math.min(Math.max(score, 0), max)) / max;
  }
  return { totalMarks: round2(total), maxMarks: round2(maxMarks) };
}

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZAssessmentStandard = z.object({
  acceStandardId: z.number().int(),
  name: z.string(),
  active: z.number().int(),
  createdAt: ZTimestamp,
});
export type TAssessmentStandard = z.infer<typeof ZAssessmentStandard>;
export const ZAssessmentStandardList = z.array(ZAssessmentStandard);

export const ZStandardDetail = z.object({
  acceStandDetailId: z.number().int(),
  acceStandardId: z.number().int(),
  /** The item's name. */
  item: z.string(),
  weight: z.number(),
  /** The item's maximum score. */
  max: z.number(),
});
export type TStandardDetail = z.infer<typeof ZStandardDetail>;
export const ZStandardDetailList = z.array(ZStandardDetail);

export const ZAssessmentPlan = z.object({
  accessmentPlanId: z.number().int(),
  /** The plan's name (spec 02 §3: AssessmentPlan.notes). */
  notes: z.string(),
  active: z.number().int(),
  createdAt: ZTimestamp,
  /** How many assessments the plan holds. */
  assessmentCount: z.number().int(),
});
export type TAssessmentPlan = z.infer<typeof ZAssessmentPlan>;
export const ZAssessmentPlanList = z.array(ZAssessmentPlan);

export const ZAssessmentMark = z.object({
  acceStandDetailId: z.number().int(),
  item: z.string(),
  weight: z.number(),
  max: z.number(),
  /** null: not scored yet. */
  score: z.number().nullable(),
});
export type TAssessmentMark = z.infer<typeof ZAssessmentMark>;

export const ZAssessment = z.object({
  accessmentId: z.number().int(),
  accessmentPlanId: z.number().int(),
  accessmentPlan: z.object({ notes: z.string() }),
  employeeId: z.number().int(),
  employee: z.object({ firstName: z.string(), lastName: z.string() }),
  acceStandardId: z.number().int(),
  acceStandard: z.object({ name: z.string() }),
  /** Computed by the server from the marks (assessmentTotalOf). */
  totalMarks: z.number(),
  maxMarks: z.number(),
  status: z.number().int(),
  /** The assessment's note (spec 02 §3: Assessment.item). */
  item: z.string().nullable(),
  /** Every item of the standard, in its order, with the mark given (null when none yet). */
  marks: z.array(ZAssessmentMark),
  createdAt: ZTimestamp,
});
export type TAssessment = z.infer<typeof ZAssessment>;
export const ZAssessmentList = z.array(ZAssessment);

// ---- Requests -------------------------------------------------------------------------------------------------------

const idOf = (name: string, required = `${name} is required!`) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : `${name} must be a number`),
    })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);

const ZActive = z
  .union([z.literal(0), z.literal(1)], 'active must be 0 or 1')
  .optional()
  .default(ASSESSMENT_ACTIVE.Active);

/** A required text: missing or blank → `required`. */
const requiredText = (required: string, max: number, label: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`),
    })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/** A number ≥ 0 that must be given: missing → `required`, below 0 → `min`. */
const requiredAmount = (required: string, min: string, label: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be a number`),
    })
    .min(0, min)
    .max(1_000_000, `${label} must be at most 1000000`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} has at most 2 decimals`);

export const ASSESSMENT_NAME_MAX = 100;
export const ASSESSMENT_NOTE_MAX = 300;

/** POST Assessment/AddAssessmentStandard {name, acceStandardId, active}: an empty name → 'Name field is required.' */
export const ZAddAssessmentStandard = z.object({
  name: requiredText(ASSESSMENT_MESSAGES.nameFieldRequired, ASSESSMENT_NAME_MAX, 'Name'),
  active: ZActive,
});
export type TAddAssessmentStandard = z.input<typeof ZAddAssessmentStandard>;
export const ZUpdateAssessmentStandard = ZAddAssessmentStandard.extend({ acceStandardId: idOf('acceStandardId') });
export type TUpdateAssessmentStandard = z.input<typeof ZUpdateAssessmentStandard>;

/** POST AddAssessmentStandardDetails {item, weight, max, acceStandardId}. */
export const ZAddStandardDetail = z.object({
  acceStandardId: idOf('acceStandardId'),
  item: requiredText(ASSESSMENT_MESSAGES.cellRequired('Name'), ASSESSMENT_NAME_MAX, 'Name'),
  weight: requiredAmount(ASSESSMENT_MESSAGES.weightRequired, ASSESSMENT_MESSAGES.weightMin, 'Weight'),
  max: requiredAmount(ASSESSMENT_MESSAGES.maxScoreRequired, ASSESSMENT_MESSAGES.maxScoreMin, 'Max Score'),
});
export type TAddStandardDetail = z.input<typeof ZAddStandardDetail>;
export const ZUpdateStandardDetail = ZAddStandardDetail.extend({ acceStandDetailId: idOf('acceStandDetailId') });
export type TUpdateStandardDetail = z.input<typeof ZUpdateStandardDetail>;

/** GET GetAllAssessmentStandardDetails?acceStandardId: the items of one standard. */
export const ZStandardDetailsQuery = z.object({ acceStandardId: queryIdSchema('acceStandardId') });

/**
 * POST AddAssessmentPlan {notes, active, createdAt}: `notes` is the plan's name. createdAt is the server's stamp; one
 * in the body is accepted and not used.
 */
export const ZAddAssessmentPlan = z.object({
  notes: requiredText(ASSESSMENT_MESSAGES.planNameRequired, ASSESSMENT_NAME_MAX, 'Name'),
  active: ZActive,
  createdAt: z.string().optional(),
});
export type TAddAssessmentPlan = z.input<typeof ZAddAssessmentPlan>;
export const ZUpdateAssessmentPlan = ZAddAssessmentPlan.extend({ accessmentPlanId: idOf('accessmentPlanId') });
export type TUpdateAssessmentPlan = z.input<typeof ZUpdateAssessmentPlan>;

/** One item's mark: the score given (≤ the item's max, checked by the server), or null while not scored. */
export const ZMarkInput = z.object({
  acceStandDetailId: idOf('acceStandDetailId'),
  score: z.number('score must be a number').min(0, 'score must be 0 or more').nullable(),
});

/** POST AddAssessment {accessmentPlanId, employeeId, acceStandardId, marks, status, item}; totalMarks is the server's. */
export const ZAddAssessment = z.object({
  accessmentPlanId: idOf('accessmentPlanId'),
  employeeId: idOf('employeeId', ASSESSMENT_MESSAGES.employeeRequired),
  acceStandardId: idOf('acceStandardId', ASSESSMENT_MESSAGES.standardRequired),
  marks: z.array(ZMarkInput).max(500).optional().default([]),
  status: z
    .union([z.literal(ASSESSMENT_STATUS.Draft), z.literal(ASSESSMENT_STATUS.Completed)], 'status must be 0 or 1')
    .optional()
    .default(ASSESSMENT_STATUS.Draft),
  item: z.string('item must be text').trim().max(ASSESSMENT_NOTE_MAX).nullish(),
  /** Sent by the spec's client; the server computes the total and ignores this. */
  totalMarks: z.number().optional(),
});
export type TAddAssessment = z.input<typeof ZAddAssessment>;
export const ZUpdateAssessment = ZAddAssessment.extend({ accessmentId: idOf('accessmentId') });
export type TUpdateAssessment = z.input<typeof ZUpdateAssessment>;

/** GET GetOneAssessment?accessmentPlanId: the plan's assessments. */
export const ZPlanAssessmentsQuery = z.object({ accessmentPlanId: queryIdSchema('accessmentPlanId') });
