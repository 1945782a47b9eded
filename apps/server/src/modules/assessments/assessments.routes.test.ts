import {
  ASSESSMENT_MESSAGES as M,
  type TApiError,
  ZAssessment,
  ZAssessmentList,
  ZAssessmentPlan,
  ZAssessmentPlanList,
  ZAssessmentStandard,
  ZAssessmentStandardList,
  ZStandardDetail,
  ZStandardDetailList,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { ok200 } from '../quotations/quotation.fixtures.ts';

// Assessments (spec 02 §2 "Assessments", §5, §7; issue 19): standards and their items with the spec's messages, plans,
// a plan's assessments with the total the server works out, every refusal, and who may call.

let t: TTestApp;
let admin: string;
let people: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  people = [];
  for (let i = 0; i < 3; i++) people.push((await t.createStaff({ pages: ['/home'] })).employeeId);
});
afterAll(() => t?.close());

const A = '/api/Assessment';
const api = (token = admin) => t.api(token);
const message = (res: TReply<TApiError>) => res.body.message.message;
/** A delete answers the id it deleted. */
const ZDeletedId = z.number().int();

async function newStandard(active = 1) {
  return ok200(api().post(`${A}/AddAssessmentStandard`, { name: uniqueName('Standard'), active }, ZAssessmentStandard));
}
/** A standard of items (weight, max) as given; answers the standard and its items. */
async function standardWith(items: [number, number][]) {
  const standard = await newStandard();
  const details = [];
  for (const [i, [weight, max]] of items.entries()) {
    details.push(
      await ok200(
        api().post(
          `${A}/AddAssessmentStandardDetails`,
          {
            acceStandardId: standard.acceStandardId,
            item: `Item ${i + 1}`,
            weight,
            max,
          },
          ZStandardDetail,
        ),
      ),
    );
  }
  return { standard, details };
}
const newPlan = (active = 1) =>
  ok200(api().post(`${A}/AddAssessmentPlan`, { notes: uniqueName('Plan'), active }, ZAssessmentPlan));

describe('Assessment standards', () => {
  it('adds (active by default), lists, updates and deletes a standard with its items', async () => {
    const added = await ok200(
      api().post(`${A}/AddAssessmentStandard`, { name: '  Packer review  ' }, ZAssessmentStandard),
    );
    expect(added).toMatchObject({ name: 'Packer review', active: 1 });
    const list = await ok200(api().get(`${A}/GetAllAssessmentStandard`, ZAssessmentStandardList));
    expect(list.map((s) => s.acceStandardId)).toContain(added.acceStandardId);

    const updated = await ok200(
      api().put(
        `${A}/UpdateAssessmentStandard`,
        { acceStandardId: added.acceStandardId, name: 'Packer', active: 0 },
        ZAssessmentStandard,
      ),
    );
    expect(updated).toMatchObject({ name: 'Packer', active: 0 });

    await ok200(
      api().post(
        `${A}/AddAssessmentStandardDetails`,
        {
          acceStandardId: added.acceStandardId,
          item: 'Speed',
          weight: 40,
          max: 10,
        },
        ZStandardDetail,
      ),
    );
    expect(await ok200(api().delete(`${A}/DeleteAssessmentStandard?id=${added.acceStandardId}`, ZDeletedId))).toBe(
      added.acceStandardId,
    );
    const gone = await api().get(
      `${A}/GetAllAssessmentStandardDetails?acceStandardId=${added.acceStandardId}`,
      REFUSED,
    );
    expect(gone.status).toBe(404);
    expect(message(gone)).toBe(M.standardNotFound);
  });

  it("refuses an empty name: 'Name field is required.'", async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await api().post(`${A}/AddAssessmentStandard`, body, REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe('Name field is required.');
      expect(res.body.errors?.name).toEqual(['Name field is required.']);
    }
    const standard = await newStandard();
    const res = await api().put(
      `${A}/UpdateAssessmentStandard`,
      { acceStandardId: standard.acceStandardId, name: '' },
      REFUSED,
    );
    expect(message(res)).toBe('Name field is required.');
  });

  it('answers 404 for a standard that does not exist', async () => {
    const res = await api().put(`${A}/UpdateAssessmentStandard`, { acceStandardId: 999_999, name: 'X' }, REFUSED);
    expect(res.status).toBe(404);
    expect(message(res)).toBe(M.standardNotFound);
    expect((await api().delete(`${A}/DeleteAssessmentStandard?id=999999`, REFUSED)).status).toBe(404);
  });
});

describe('Standard items (the inline-editable table)', () => {
  it('adds, lists in order, edits inline and deletes items', async () => {
    const { standard, details } = await standardWith([
      [30, 10],
      [70, 5.5],
    ]);
    expect(details[1]).toMatchObject({ item: 'Item 2', weight: 70, max: 5.5, acceStandardId: standard.acceStandardId });
    const list = await ok200(
      api().get(`${A}/GetAllAssessmentStandardDetails?acceStandardId=${standard.acceStandardId}`, ZStandardDetailList),
    );
    expect(list.map((d) => d.item)).toEqual(['Item 1', 'Item 2']);

    const edited = await ok200(
      api().put(
        `${A}/UpdateAssessmentStandardDetails`,
        { ...details[0], item: 'Safety', weight: 0, max: 0 },
        ZStandardDetail,
      ),
    );
    expect(edited).toMatchObject({
      acceStandDetailId: details[0].acceStandDetailId,
      item: 'Safety',
      weight: 0,
      max: 0,
    });

    expect(
      await ok200(api().delete(`${A}/DeleteAssessmentStandardDetails?id=${details[1].acceStandDetailId}`, ZDeletedId)),
    ).toBe(details[1].acceStandDetailId);
    const after = await ok200(
      api().get(`${A}/GetAllAssessmentStandardDetails?acceStandardId=${standard.acceStandardId}`, ZStandardDetailList),
    );
    expect(after).toHaveLength(1);
  });

  it("gives the spec's messages for a missing name, weight and max score, and refuses negatives", async () => {
    const standard = await newStandard();
    const base = { acceStandardId: standard.acceStandardId, item: 'Quality', weight: 10, max: 5 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ item: '' }, 'item', 'Name is required.'],
      [{ item: undefined }, 'item', 'Name is required.'],
      [{ weight: undefined }, 'weight', 'Please input a weight !'],
      [{ weight: null }, 'weight', 'Please input a weight !'],
      [{ max: undefined }, 'max', 'Please input maximum score !'],
      [{ weight: -1 }, 'weight', M.weightMin],
      [{ max: -0.5 }, 'max', M.maxScoreMin],
    ];
    for (const [change, field, text] of cases) {
      const res = await api().post(`${A}/AddAssessmentStandardDetails`, { ...base, ...change }, REFUSED);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field]).toEqual([text]);
    }
    const [detail] = (await standardWith([[1, 1]])).details;
    const res = await api().put(`${A}/UpdateAssessmentStandardDetails`, { ...detail, weight: undefined }, REFUSED);
    expect(message(res)).toBe('Please input a weight !');
  });

  it('keeps an item in its standard and answers 404 for unknown items or standards', async () => {
    const { details } = await standardWith([[10, 10]]);
    const other = await newStandard();
    const moved = await api().put(
      `${A}/UpdateAssessmentStandardDetails`,
      {
        ...details[0],
        acceStandardId: other.acceStandardId,
      },
      REFUSED,
    );
    expect(moved.status).toBe(404);
    expect(message(moved)).toBe(M.itemNotFound);
    const noStandard = await api().post(
      `${A}/AddAssessmentStandardDetails`,
      {
        acceStandardId: 999_999,
        item: 'X',
        weight: 1,
        max: 1,
      },
      REFUSED,
    );
    expect(noStandard.status).toBe(404);
    expect(message(noStandard)).toBe(M.standardNotFound);
    expect((await api().delete(`${A}/DeleteAssessmentStandardDetails?id=999999`, REFUSED)).status).toBe(404);
  });
});

describe('Assessment plans', () => {
  it('adds a plan active by default with the time it was made, lists, updates and deletes it', async () => {
    const plan = await ok200(
      api().post(`${A}/AddAssessmentPlan`, { notes: 'Q3 review', createdAt: '2020-01-01' }, ZAssessmentPlan),
    );
    expect(plan).toMatchObject({ notes: 'Q3 review', active: 1, assessmentCount: 0 });
    expect(Date.now() - Date.parse(plan.createdAt)).toBeLessThan(60_000);
    const list = await ok200(api().get(`${A}/GetAllAssessmentPlan`, ZAssessmentPlanList));
    expect(list[0].accessmentPlanId).toBe(plan.accessmentPlanId);

    const updated = await ok200(
      api().put(
        `${A}/UpdateAssessmentPlan`,
        { accessmentPlanId: plan.accessmentPlanId, notes: 'Q3', active: 0 },
        ZAssessmentPlan,
      ),
    );
    expect(updated).toMatchObject({ notes: 'Q3', active: 0 });
    expect(await ok200(api().delete(`${A}/DeleteAssessmentPlan?id=${plan.accessmentPlanId}`, ZDeletedId))).toBe(
      plan.accessmentPlanId,
    );
    expect((await api().delete(`${A}/DeleteAssessmentPlan?id=${plan.accessmentPlanId}`, REFUSED)).status).toBe(404);
  });

  it('needs a name', async () => {
    const res = await api().post(`${A}/AddAssessmentPlan`, { notes: ' ' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.notes).toEqual([M.planNameRequired]);
    const missing = await api().put(`${A}/UpdateAssessmentPlan`, { accessmentPlanId: 999_999, notes: 'X' }, REFUSED);
    expect(missing.status).toBe(404);
    expect(message(missing)).toBe(M.planNotFound);
  });
});

describe('Assessments of a plan', () => {
  it('computes the total from the weights and scores: Σ weight × score / max, never above the weights', async () => {
    const { standard, details } = await standardWith([
      [30, 10],
      [50, 4],
      [20, 0],
    ]);
    const plan = await newPlan();
    const added = await ok200(
      api().post(
        `${A}/AddAssessment`,
        {
          accessmentPlanId: plan.accessmentPlanId,
          employeeId: people[0],
          acceStandardId: standard.acceStandardId,
          marks: [
            { acceStandDetailId: details[0].acceStandDetailId, score: 7 },
            { acceStandDetailId: details[1].acceStandDetailId, score: 3 },
            { acceStandDetailId: details[2].acceStandDetailId, score: 0 },
          ],
          status: 1,
          item: 'Good progress',
          totalMarks: 1000,
        },
        ZAssessment,
      ),
    );
    // 30 × 7/10 + 50 × 3/4 + 20 × 0 (max 0 adds nothing) = 21 + 37.5 = 58.5 of 100.
    expect(added).toMatchObject({ totalMarks: 58.5, maxMarks: 100, status: 1, item: 'Good progress' });
    expect(added.employee.firstName).toEqual(expect.any(String));
    expect(added.acceStandard.name).toBe(standard.name);
    expect(added.accessmentPlan.notes).toBe(plan.notes);
    expect(added.marks.map((m) => m.score)).toEqual([7, 3, 0]);

    // A lowered max score never lets a stored score count above it.
    await ok200(api().put(`${A}/UpdateAssessmentStandardDetails`, { ...details[0], max: 5 }, ZStandardDetail));
    const [listed] = await ok200(
      api().get(`${A}/GetOneAssessment?accessmentPlanId=${plan.accessmentPlanId}`, ZAssessmentList),
    );
    expect(listed.totalMarks).toBe(67.5);
    const planRow = found(
      await ok200(api().get(`${A}/GetAllAssessmentPlan`, ZAssessmentPlanList)),
      (p) => p.accessmentPlanId === plan.accessmentPlanId,
    );
    expect(planRow.assessmentCount).toBe(1);
  });

  it('saves a draft with marks missing, then completes it once every item is scored', async () => {
    const { standard, details } = await standardWith([
      [60, 10],
      [40, 10],
    ]);
    const plan = await newPlan();
    const body = {
      accessmentPlanId: plan.accessmentPlanId,
      employeeId: people[1],
      acceStandardId: standard.acceStandardId,
    };
    const draft = await ok200(
      api().post(
        `${A}/AddAssessment`,
        {
          ...body,
          marks: [{ acceStandDetailId: details[0].acceStandDetailId, score: 10 }],
        },
        ZAssessment,
      ),
    );
    expect(draft).toMatchObject({ status: 0, totalMarks: 60, item: null });
    expect(draft.marks[1].score).toBeNull();

    const incomplete = await api().put(
      `${A}/UpdateAssessment`,
      {
        ...body,
        accessmentId: draft.accessmentId,
        status: 1,
        marks: [
          { acceStandDetailId: details[0].acceStandDetailId, score: 10 },
          { acceStandDetailId: details[1].acceStandDetailId, score: null },
        ],
      },
      REFUSED,
    );
    expect(incomplete.status).toBe(400);
    expect(message(incomplete)).toBe(M.marksMissing);

    const done = await ok200(
      api().put(
        `${A}/UpdateAssessment`,
        {
          ...body,
          accessmentId: draft.accessmentId,
          status: 1,
          item: 'Finished',
          marks: [
            { acceStandDetailId: details[0].acceStandDetailId, score: 5 },
            { acceStandDetailId: details[1].acceStandDetailId, score: 10 },
          ],
        },
        ZAssessment,
      ),
    );
    expect(done).toMatchObject({ status: 1, totalMarks: 70, item: 'Finished' });

    expect(await ok200(api().delete(`${A}/DeleteAssessment?id=${draft.accessmentId}`, ZDeletedId))).toBe(
      draft.accessmentId,
    );
    expect(
      await ok200(api().get(`${A}/GetOneAssessment?accessmentPlanId=${plan.accessmentPlanId}`, ZAssessmentList)),
    ).toEqual([]);
    expect((await api().delete(`${A}/DeleteAssessment?id=${draft.accessmentId}`, REFUSED)).status).toBe(404);
  });

  it('refuses marks that are not for the standard, twice for an item, or above the maximum', async () => {
    const { standard, details } = await standardWith([[50, 4]]);
    const other = await standardWith([[50, 4]]);
    const plan = await newPlan();
    const body = {
      accessmentPlanId: plan.accessmentPlanId,
      employeeId: people[0],
      acceStandardId: standard.acceStandardId,
    };
    const id = details[0].acceStandDetailId;
    const cases: [unknown[], string][] = [
      [[{ acceStandDetailId: other.details[0].acceStandDetailId, score: 1 }], M.markNotOfStandard],
      [
        [
          { acceStandDetailId: id, score: 1 },
          { acceStandDetailId: id, score: 2 },
        ],
        M.markTwice,
      ],
      [[{ acceStandDetailId: id, score: 4.5 }], M.scoreAboveMax('Item 1', 4)],
    ];
    for (const [marks, text] of cases) {
      const res = await api().post(`${A}/AddAssessment`, { ...body, marks }, REFUSED);
      expect(res.status).toBe(400);
      expect(message(res)).toBe(text);
    }
    const negative = await api().post(
      `${A}/AddAssessment`,
      { ...body, marks: [{ acceStandDetailId: id, score: -1 }] },
      REFUSED,
    );
    expect(negative.status).toBe(400);
    expect(
      await ok200(api().get(`${A}/GetOneAssessment?accessmentPlanId=${plan.accessmentPlanId}`, ZAssessmentList)),
    ).toEqual([]);
  });

  it('needs an employee and a standard, an active plan and an active standard', async () => {
    const { standard } = await standardWith([[1, 1]]);
    const plan = await newPlan();
    const noEmployee = await api().post(
      `${A}/AddAssessment`,
      {
        accessmentPlanId: plan.accessmentPlanId,
        acceStandardId: standard.acceStandardId,
      },
      REFUSED,
    );
    expect(noEmployee.body.errors?.employeeId).toEqual([M.employeeRequired]);
    const noStandard = await api().post(
      `${A}/AddAssessment`,
      {
        accessmentPlanId: plan.accessmentPlanId,
        employeeId: people[0],
      },
      REFUSED,
    );
    expect(noStandard.body.errors?.acceStandardId).toEqual([M.standardRequired]);

    const inactivePlan = await newPlan(0);
    const res1 = await api().post(
      `${A}/AddAssessment`,
      {
        accessmentPlanId: inactivePlan.accessmentPlanId,
        employeeId: people[0],
        acceStandardId: standard.acceStandardId,
      },
      REFUSED,
    );
    expect(res1.status).toBe(400);
    expect(message(res1)).toBe(M.planInactive);

    const inactiveStandard = await newStandard(0);
    const res2 = await api().post(
      `${A}/AddAssessment`,
      {
        accessmentPlanId: plan.accessmentPlanId,
        employeeId: people[0],
        acceStandardId: inactiveStandard.acceStandardId,
      },
      REFUSED,
    );
    expect(res2.status).toBe(400);
    expect(message(res2)).toBe(M.standardInactive);

    const unknownPlan = await api().post(
      `${A}/AddAssessment`,
      {
        accessmentPlanId: 999_999,
        employeeId: people[0],
        acceStandardId: standard.acceStandardId,
      },
      REFUSED,
    );
    expect(unknownPlan.status).toBe(404);
    expect(message(unknownPlan)).toBe(M.planNotFound);
    expect((await api().get(`${A}/GetOneAssessment?accessmentPlanId=999999`, REFUSED)).status).toBe(404);

    const unknownEmployee = await api().post(
      `${A}/AddAssessment`,
      {
        accessmentPlanId: plan.accessmentPlanId,
        employeeId: 999_999,
        acceStandardId: standard.acceStandardId,
      },
      REFUSED,
    );
    expect(unknownEmployee.status).toBe(400);
  });

  it('assesses an employee once per plan', async () => {
    const { standard } = await standardWith([[1, 1]]);
    const plan = await newPlan();
    const body = {
      accessmentPlanId: plan.accessmentPlanId,
      employeeId: people[2],
      acceStandardId: standard.acceStandardId,
    };
    await ok200(api().post(`${A}/AddAssessment`, body, ZAssessment));
    const again = await api().post(`${A}/AddAssessment`, body, REFUSED);
    expect(again.status).toBe(409);
    expect(message(again)).toBe(M.alreadyAssessed);

    const second = await ok200(api().post(`${A}/AddAssessment`, { ...body, employeeId: people[1] }, ZAssessment));
    const onto = await api().put(`${A}/UpdateAssessment`, { ...body, accessmentId: second.accessmentId }, REFUSED);
    expect(onto.status).toBe(409);
    expect(message(onto)).toBe(M.alreadyAssessed);

    // Two at the same moment: one is saved, the other refused.
    const racePlan = await newPlan();
    const race = await Promise.all(
      [0, 1].map(() => api().post(`${A}/AddAssessment`, { ...body, accessmentPlanId: racePlan.accessmentPlanId })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('keeps a standard used by assessments, a scored item and a plan with assessments (409)', async () => {
    const { standard, details } = await standardWith([
      [50, 10],
      [50, 10],
    ]);
    const plan = await newPlan();
    await ok200(
      api().post(
        `${A}/AddAssessment`,
        {
          accessmentPlanId: plan.accessmentPlanId,
          employeeId: people[0],
          acceStandardId: standard.acceStandardId,
          marks: [{ acceStandDetailId: details[0].acceStandDetailId, score: 5 }],
        },
        ZAssessment,
      ),
    );
    const standardGone = await api().delete(`${A}/DeleteAssessmentStandard?id=${standard.acceStandardId}`, REFUSED);
    expect(standardGone.status).toBe(409);
    expect(message(standardGone)).toBe(M.standardInUse);
    const scoredGone = await api().delete(
      `${A}/DeleteAssessmentStandardDetails?id=${details[0].acceStandDetailId}`,
      REFUSED,
    );
    expect(scoredGone.status).toBe(409);
    expect(message(scoredGone)).toBe(M.itemScored);
    await ok200(api().delete(`${A}/DeleteAssessmentStandardDetails?id=${details[1].acceStandDetailId}`, ZDeletedId));

    // An inactive standard stays on the assessments made with it.
    await ok200(api().put(`${A}/UpdateAssessmentStandard`, { ...standard, active: 0 }, ZAssessmentStandard));
    const [kept] = await ok200(
      api().get(`${A}/GetOneAssessment?accessmentPlanId=${plan.accessmentPlanId}`, ZAssessmentList),
    );
    const edited = await ok200(
      api().put(
        `${A}/UpdateAssessment`,
        {
          accessmentPlanId: plan.accessmentPlanId,
          employeeId: people[0],
          acceStandardId: standard.acceStandardId,
          accessmentId: kept.accessmentId,
          marks: [{ acceStandDetailId: details[0].acceStandDetailId, score: 10 }],
        },
        ZAssessment,
      ),
    );
    expect(edited.totalMarks).toBe(50);

    // The plan's assessments are employees' history: the plan stays until they are deleted one by one.
    const planGone = await api().delete(`${A}/DeleteAssessmentPlan?id=${plan.accessmentPlanId}`, REFUSED);
    expect(planGone.status).toBe(409);
    expect(message(planGone)).toBe(M.planInUse);
    await ok200(api().delete(`${A}/DeleteAssessment?id=${kept.accessmentId}`, ZDeletedId));
    await ok200(api().delete(`${A}/DeleteAssessmentPlan?id=${plan.accessmentPlanId}`, ZDeletedId));
    await ok200(api().delete(`${A}/DeleteAssessmentStandard?id=${standard.acceStandardId}`, ZDeletedId));
  });
});

describe('who may call', () => {
  it('standards are kept on Assessment Standards and read by the assessing pages; plans on the plan pages', async () => {
    const keeper = await t.createStaff({ pages: ['/assessment-items'] });
    const assessor = await t.createStaff({ pages: ['/assessment'] });
    const planner = await t.createStaff({ pages: ['/assessment-plan'] });
    const other = await t.createStaff({ pages: ['/city-management'] });

    expect(
      (await api(keeper.token).post(`${A}/AddAssessmentStandard`, { name: 'K' }, ZAssessmentStandard)).status,
    ).toBe(200);
    expect((await api(assessor.token).post(`${A}/AddAssessmentStandard`, { name: 'A' }, REFUSED)).status).toBe(403);
    expect((await api(assessor.token).get(`${A}/GetAllAssessmentStandard`, ZAssessmentStandardList)).status).toBe(200);
    expect((await api(keeper.token).get(`${A}/GetAllAssessmentPlan`, REFUSED)).status).toBe(403);
    expect((await api(planner.token).post(`${A}/AddAssessmentPlan`, { notes: 'P' }, ZAssessmentPlan)).status).toBe(200);
    expect((await api(assessor.token).get(`${A}/GetAllAssessmentPlan`, ZAssessmentPlanList)).status).toBe(200);
    for (const url of ['GetAllAssessmentStandard', 'GetAllAssessmentPlan', 'GetOneAssessment?accessmentPlanId=1']) {
      expect((await api(other.token).get(`${A}/${url}`, REFUSED)).status).toBe(403);
    }
  });
});
