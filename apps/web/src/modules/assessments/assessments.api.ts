import { ZAssessment, ZAssessmentPlan, ZAssessmentStandard, ZStandardDetail } from '@packline/domain';
import { z } from 'zod';
import { useCrudResource } from '../../ui/use-crud-resource.ts';

// The Assessment calls (spec 02 §7): standards and their items, plans, a plan's assessments. Every change refetches
// the lists of the Assessment controller, so a plan's count and an assessment's total follow.

const DELETED_ID = z.number().int();
const BY_ID = { remove: DELETED_ID };

export function useAssessmentStandards() {
  return useCrudResource(
    ZAssessmentStandard,
    {
      idKey: 'acceStandardId',
      listPath: '/Assessment/GetAllAssessmentStandard',
      addPath: '/Assessment/AddAssessmentStandard',
      updatePath: '/Assessment/UpdateAssessmentStandard',
      deletePath: '/Assessment/DeleteAssessmentStandard',
    },
    BY_ID,
  );
}

/** The items of one standard (only while its dialog is open). */
export function useStandardDetails(acceStandardId: number | null) {
  return useCrudResource(
    ZStandardDetail,
    {
      idKey: 'acceStandDetailId',
      listPath: '/Assessment/GetAllAssessmentStandardDetails',
      listParams: { acceStandardId: acceStandardId ?? 0 },
      addPath: '/Assessment/AddAssessmentStandardDetails',
      updatePath: '/Assessment/UpdateAssessmentStandardDetails',
      deletePath: '/Assessment/DeleteAssessmentStandardDetails',
      enabled: acceStandardId !== null,
    },
    BY_ID,
  );
}

export function useAssessmentPlans() {
  return useCrudResource(
    ZAssessmentPlan,
    {
      idKey: 'accessmentPlanId',
      listPath: '/Assessment/GetAllAssessmentPlan',
      addPath: '/Assessment/AddAssessmentPlan',
      updatePath: '/Assessment/UpdateAssessmentPlan',
      deletePath: '/Assessment/DeleteAssessmentPlan',
    },
    BY_ID,
  );
}

export function usePlanAssessments(accessmentPlanId: number) {
  return useCrudResource(
    ZAssessment,
    {
      idKey: 'accessmentId',
      listPath: '/Assessment/GetOneAssessment',
      listParams: { accessmentPlanId },
      addPath: '/Assessment/AddAssessment',
      updatePath: '/Assessment/UpdateAssessment',
      deletePath: '/Assessment/DeleteAssessment',
    },
    BY_ID,
  );
}
