import { ASSESSMENT_ACTIVE, ASSESSMENT_STATUS } from '@packline/domain';
import { and, asc, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { ADMIN_USER_NAME } from '../employees/first-admin.ts';
import {
  assessment,
  assessmentMark,
  assessmentPlan,
  assessmentStandard,
  standardDetail,
} from './assessments.tables.ts';

// Demo assessments: the factory's operator standard (weights summing to 100, so the total reads as a percentage), an
// older inactive standard, this year's mid-year plan with most staff assessed (completed, and two still drafts), and
// an inactive plan from last year.

const STANDARD_ITEMS = [
  { item: 'Safety and hygiene', weight: 30, maxScore: 10 },
  { item: 'Quality of work', weight: 30, maxScore: 10 },
  { item: 'Output against plan', weight: 25, maxScore: 10 },
  { item: 'Teamwork', weight: 15, maxScore: 5 },
];

export async function seedAssessmentDemo(tx: Transaction, random: TRandom): Promise<void> {
  const aYearAgo = new Date(Date.now() - 365 * 86_400_000);
  const [standard, old] = await tx
    .insert(assessmentStandard)
    .values([
      { name: 'Operator performance review', active: ASSESSMENT_ACTIVE.Active },
      { name: 'Probation check (old)', active: ASSESSMENT_ACTIVE.Inactive, createdAt: aYearAgo },
    ])
    .returning({ standardId: assessmentStandard.standardId });
  if (!standard || !old) return;
  const items = await tx
    .insert(standardDetail)
    .values([
      ...STANDARD_ITEMS.map((d) => ({ ...d, standardId: standard.standardId })),
      { standardId: old.standardId, item: 'Attendance', weight: 50, maxScore: 5 },
      { standardId: old.standardId, item: 'Attitude', weight: 50, maxScore: 5 },
    ])
    .returning({
      detailId: standardDetail.detailId,
      standardId: standardDetail.standardId,
      maxScore: standardDetail.maxScore,
    });
  const scored = items.filter((d) => d.standardId === standard.standardId);

  const [plan] = await tx
    .insert(assessmentPlan)
    .values([
      { notes: 'Mid-year review', active: ASSESSMENT_ACTIVE.Active },
      { notes: 'Annual review (last year)', active: ASSESSMENT_ACTIVE.Inactive, createdAt: aYearAgo },
    ])
    .returning({ planId: assessmentPlan.planId });
  if (!plan) return;

  const staff = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(and(isNull(employee.deletedAt), ne(employee.userName, ADMIN_USER_NAME)))
    .orderBy(asc(employee.employeeId));
  const assessed = staff.slice(0, Math.max(0, staff.length - 1));
  for (const [i, person] of assessed.entries()) {
    const draft = i >= assessed.length - 2;
    const [row] = await tx
      .insert(assessment)
      .values({
        planId: plan.planId,
        employeeId: person.employeeId,
        standardId: standard.standardId,
        status: draft ? ASSESSMENT_STATUS.Draft : ASSESSMENT_STATUS.Completed,
        note: draft
          ? 'To finish after the team meeting.'
          : random.pick(['Steady work.', 'Ready for more training.', null]),
      })
      .returning({ assessmentId: assessment.assessmentId });
    if (!row) continue;
    // A draft has its first two items scored; a completed one all of them, mostly towards the top.
    const marks = (draft ? scored.slice(0, 2) : scored).map((d) => ({
      assessmentId: row.assessmentId,
      detailId: d.detailId,
      score: random.int(Math.ceil(d.maxScore / 2), d.maxScore),
    }));
    await tx.insert(assessmentMark).values(marks);
  }
}
