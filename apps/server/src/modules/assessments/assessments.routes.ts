import {
  ASSESSMENT_PAGES,
  ASSESSMENT_STANDARD_READ_PAGES,
  ASSESSMENT_STANDARD_WRITE_PAGES,
  ZAddAssessment,
  ZAddAssessmentPlan,
  ZAddAssessmentStandard,
  ZAddStandardDetail,
  ZAssessment,
  ZAssessmentList,
  ZAssessmentPlan,
  ZAssessmentPlanList,
  ZAssessmentStandard,
  ZAssessmentStandardList,
  ZPlanAssessmentsQuery,
  ZStandardDetail,
  ZStandardDetailList,
  ZStandardDetailsQuery,
  ZUpdateAssessment,
  ZUpdateAssessmentPlan,
  ZUpdateAssessmentStandard,
  ZUpdateStandardDetail,
} from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { ZIdQuery } from '../../http/params.ts';
import { replyOf, type TContractTypeProvider } from '../../http/reply.ts';
import type { TModuleDeps } from '../registry.ts';
import {
  addAssessment,
  addPlan,
  addStandard,
  addStandardDetail,
  deleteAssessment,
  deletePlan,
  deleteStandard,
  deleteStandardDetail,
  getAllPlans,
  getAllStandards,
  getAssessmentsOfPlan,
  getStandardDetails,
  updateAssessment,
  updatePlan,
  updateStandard,
  updateStandardDetail,
} from './assessments.service.ts';

// The Assessment calls (spec 02 §7 Assessment, and the per-plan assessment calls the screens imply; issue 19): the
// Assessment Standards, Assessment Plans and Assessment screens. Rules: assessments.service.ts and README.md.

const STANDARD_READ = { pages: ASSESSMENT_STANDARD_READ_PAGES } as const;
const STANDARD_WRITE = { pages: ASSESSMENT_STANDARD_WRITE_PAGES } as const;
const PLANS = { pages: ASSESSMENT_PAGES } as const;
const ZDeletedId = z.number().int();

export function assessmentRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<TContractTypeProvider>();
  const tags = ['Assessment'];
  const base = '/api/Assessment';

  // ---- Standards ----
  r.get(
    `${base}/GetAllAssessmentStandard`,
    { schema: { tags, response: replyOf(ZAssessmentStandardList) }, config: { access: STANDARD_READ } },
    async () => ok(await getAllStandards(db)),
  );
  r.post(
    `${base}/AddAssessmentStandard`,
    {
      schema: { tags, body: ZAddAssessmentStandard, response: replyOf(ZAssessmentStandard) },
      config: { access: STANDARD_WRITE },
    },
    async (request) => ok(await addStandard(db, request.body, actorOf(request))),
  );
  r.put(
    `${base}/UpdateAssessmentStandard`,
    {
      schema: { tags, body: ZUpdateAssessmentStandard, response: replyOf(ZAssessmentStandard) },
      config: { access: STANDARD_WRITE },
    },
    async (request) => ok(await updateStandard(db, request.body, actorOf(request))),
  );
  r.delete(
    `${base}/DeleteAssessmentStandard`,
    {
      schema: {
        tags,
        summary: 'The standard and its items; refused (409) while assessments use it',
        querystring: ZIdQuery,
        response: replyOf(ZDeletedId),
      },
      config: { access: STANDARD_WRITE },
    },
    async (request) => ok(await deleteStandard(db, request.query.id)),
  );

  // ---- Standard items ----
  r.get(
    `${base}/GetAllAssessmentStandardDetails`,
    {
      schema: {
        tags,
        summary: 'The items (name, weight, max score) of one standard',
        querystring: ZStandardDetailsQuery,
        response: replyOf(ZStandardDetailList),
      },
      config: { access: STANDARD_READ },
    },
    async (request) => ok(await getStandardDetails(db, request.query.acceStandardId)),
  );
  r.post(
    `${base}/AddAssessmentStandardDetails`,
    {
      schema: { tags, body: ZAddStandardDetail, response: replyOf(ZStandardDetail) },
      config: { access: STANDARD_WRITE },
    },
    async (request) => ok(await addStandardDetail(db, request.body, actorOf(request))),
  );
  r.put(
    `${base}/UpdateAssessmentStandardDetails`,
    {
      schema: {
        tags,
        summary: 'An inline-edited item: its name, weight and max score (it stays in its standard)',
        body: ZUpdateStandardDetail,
        response: replyOf(ZStandardDetail),
      },
      config: { access: STANDARD_WRITE },
    },
    async (request) => ok(await updateStandardDetail(db, request.body, actorOf(request))),
  );
  r.delete(
    `${base}/DeleteAssessmentStandardDetails`,
    {
      schema: {
        tags,
        summary: 'An item; refused (409) once an assessment has scored it',
        querystring: ZIdQuery,
        response: replyOf(ZDeletedId),
      },
      config: { access: STANDARD_WRITE },
    },
    async (request) => ok(await deleteStandardDetail(db, request.query.id)),
  );

  // ---- Plans ----
  r.get(
    `${base}/GetAllAssessmentPlan`,
    { schema: { tags, response: replyOf(ZAssessmentPlanList) }, config: { access: PLANS } },
    async () => ok(await getAllPlans(db)),
  );
  r.post(
    `${base}/AddAssessmentPlan`,
    {
      schema: { tags, body: ZAddAssessmentPlan, response: replyOf(ZAssessmentPlan) },
      config: { access: PLANS },
    },
    async (request) => ok(await addPlan(db, request.body, actorOf(request))),
  );
  r.put(
    `${base}/UpdateAssessmentPlan`,
    {
      schema: { tags, body: ZUpdateAssessmentPlan, response: replyOf(ZAssessmentPlan) },
      config: { access: PLANS },
    },
    async (request) => ok(await updatePlan(db, request.body, actorOf(request))),
  );
  r.delete(
    `${base}/DeleteAssessmentPlan`,
    {
      schema: {
        tags,
        summary: 'A plan without assessments; refused (409) while it has any',
        querystring: ZIdQuery,
        response: replyOf(ZDeletedId),
      },
      config: { access: PLANS },
    },
    async (request) => ok(await deletePlan(db, request.query.id)),
  );

  // ---- Assessments of a plan ----
  r.get(
    `${base}/GetOneAssessment`,
    {
      schema: {
        tags,
        summary: "A plan's assessments, each with every item's mark and the total the server works out",
        querystring: ZPlanAssessmentsQuery,
        response: replyOf(ZAssessmentList),
      },
      config: { access: PLANS },
    },
    async (request) => ok(await getAssessmentsOfPlan(db, request.query.accessmentPlanId)),
  );
  r.post(
    `${base}/AddAssessment`,
    {
      schema: {
        tags,
        summary: 'Assess an employee in a plan against a standard (marks per item; the total is computed)',
        body: ZAddAssessment,
        response: replyOf(ZAssessment),
      },
      config: { access: PLANS },
    },
    async (request) => ok(await addAssessment(db, request.body, actorOf(request))),
  );
  r.put(
    `${base}/UpdateAssessment`,
    {
      schema: { tags, body: ZUpdateAssessment, response: replyOf(ZAssessment) },
      config: { access: PLANS },
    },
    async (request) => ok(await updateAssessment(db, request.body, actorOf(request))),
  );
  r.delete(
    `${base}/DeleteAssessment`,
    { schema: { tags, querystring: ZIdQuery, response: replyOf(ZDeletedId) }, config: { access: PLANS } },
    async (request) => ok(await deleteAssessment(db, request.query.id)),
  );
}
