import {
  ROLE,
  type TApiError,
  WORK_ARRANGEMENT_MESSAGES,
  ZEmployeeNameList,
  ZWorkingArrangementList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { department } from '../employees/department.tables.ts';
import { ok200 } from '../quotations/quotation.fixtures.ts';
import { workingArrangement } from './shop-floor.tables.ts';
import { operatorOf } from './working-arrangement.service.ts';

// The weekly Work Arrangement (spec 02 §2, §7 Working arrangement; issue 15): each call, one row per machine and day
// (409), the week's Submit in one transaction (all or nothing), who may call, and operatorOf.

let t: TTestApp;
let admin: string;
let operators: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  operators = [];
  for (let i = 0; i < 3; i++) operators.push((await t.createStaff({ pages: ['/suborder'] })).employeeId);
});
afterAll(() => t?.close());

const api = (token = admin) => t.api(token);
const message = (res: TReply<TApiError>) => res.body.message.message;
const newMachine = async () => (await createMachine(t, admin)).machineId as number;
const weekOf = (start: string, end: string) =>
  `/api/WorkingArrangement/GetAllWorkingArrangement?start=${start}&end=${end}`;
const ADD = '/api/WorkingArrangement/AddWorkingArrangement';
const UPDATE = '/api/WorkingArrangement/UpdateWorkingArrangement';
const SAVE_WEEK = '/api/WorkingArrangement/SaveWeek';
/** DELETE with a JSON body (the test client sends none). */
async function deleteIds(ids: unknown, token = admin) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/WorkingArrangement/DeleteWorkingArrangement',
    headers: { authorization: `Bearer ${token}` },
    payload: ids as object,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const rowsOfMachine = (machineId: number) =>
  t.db.select().from(workingArrangement).where(eq(workingArrangement.machineId, machineId));

describe('WorkingArrangement add, read, update, delete', () => {
  it('adds machine-days, reads a week and a day, updates and deletes them', async () => {
    const machineId = await newMachine();
    const added = await ok200(
      api().post(
        ADD,
        [
          { machineId, operator: operators[0], workingDate: '2030-01-07', maintenance: 0 },
          { machineId, operator: null, workingDate: '2030-01-08', maintenance: 1 },
        ],
        ZWorkingArrangementList,
      ),
    );
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({ machineId, operator: operators[0], workingDate: '2030-01-07', maintenance: 0 });
    expect(added[0].operatorName).toEqual(expect.any(String));
    expect(added[1]).toMatchObject({ operator: null, operatorName: null, maintenance: 1 });

    const week = (await ok200(api().get(weekOf('2030-01-07', '2030-01-13'), ZWorkingArrangementList))).filter(
      (r) => r.machineId === machineId,
    );
    expect(week.map((r) => r.workingDate)).toEqual(['2030-01-07', '2030-01-08']);
    const day = await ok200(
      api().get('/api/WorkingArrangement/GetAllWorkingArrangement?workingDate=2030-01-08', ZWorkingArrangementList),
    );
    expect(day.filter((r) => r.machineId === machineId)).toHaveLength(1);
    expect(await ok200(api().get(weekOf('2030-01-14', '2030-01-20'), ZWorkingArrangementList))).toEqual([]);

    const [updated] = await ok200(
      api().put(
        UPDATE,
        [{ arrangementId: added[1].arrangementId, machineId, operator: operators[1], workingDate: '2030-01-09' }],
        ZWorkingArrangementList,
      ),
    );
    expect(updated).toMatchObject({ operator: operators[1], workingDate: '2030-01-09', maintenance: 0 });

    const deleted = await deleteIds([added[0].arrangementId, added[1].arrangementId]);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBe(2);
    expect(await rowsOfMachine(machineId)).toEqual([]);
  });

  it('keeps one row per machine and day: a second add is 409 with the message', async () => {
    const machineId = await newMachine();
    await ok200(
      api().post(ADD, [{ machineId, operator: operators[0], workingDate: '2030-02-04' }], ZWorkingArrangementList),
    );
    const again = await api().post(
      ADD,
      [
        { machineId, operator: operators[1], workingDate: '2030-02-05' },
        { machineId, operator: operators[1], workingDate: '2030-02-04' },
      ],
      REFUSED,
    );
    expect(again.status).toBe(409);
    expect(message(again)).toBe(WORK_ARRANGEMENT_MESSAGES.machineDayTaken);
    expect(await rowsOfMachine(machineId)).toHaveLength(1);

    const twice = await api().post(
      ADD,
      [
        { machineId, operator: operators[0], workingDate: '2030-02-06' },
        { machineId, operator: operators[1], workingDate: '2030-02-06' },
      ],
      REFUSED,
    );
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe(WORK_ARRANGEMENT_MESSAGES.listedTwice);

    // Two people adding the same machine-day at once: one wins, the other gets the same 409.
    const [a, b] = await Promise.all([
      api().post(ADD, [{ machineId, operator: operators[0], workingDate: '2030-02-07' }]),
      api().post(ADD, [{ machineId, operator: operators[1], workingDate: '2030-02-07' }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(message(a.status === 409 ? a : b)).toBe(WORK_ARRANGEMENT_MESSAGES.machineDayTaken);
  });

  it('refuses a move onto a taken day (409), an unknown id (404), a range that is not a week (400)', async () => {
    const machineId = await newMachine();
    const rows = await ok200(
      api().post(
        ADD,
        [
          { machineId, operator: operators[0], workingDate: '2030-03-04' },
          { machineId, operator: operators[1], workingDate: '2030-03-05' },
        ],
        ZWorkingArrangementList,
      ),
    );
    const onto = await api().put(
      UPDATE,
      [{ arrangementId: rows[1].arrangementId, machineId, operator: operators[1], workingDate: '2030-03-04' }],
      REFUSED,
    );
    expect(onto.status).toBe(409);
    expect(message(onto)).toBe(WORK_ARRANGEMENT_MESSAGES.machineDayTaken);

    const unknown = await api().put(
      UPDATE,
      [{ arrangementId: 2_000_000_000, machineId, operator: operators[1], workingDate: '2030-03-06' }],
      REFUSED,
    );
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(WORK_ARRANGEMENT_MESSAGES.notFound);

    const gone = await deleteIds([rows[0].arrangementId, 2_000_000_000]);
    expect(gone.status).toBe(404);
    expect(gone.body.message.message).toBe(WORK_ARRANGEMENT_MESSAGES.notFound);
    expect(await rowsOfMachine(machineId)).toHaveLength(2);

    const notWeek = await api().get(weekOf('2030-03-05', '2030-03-11'), REFUSED);
    expect(notWeek.status).toBe(400);
    expect(message(notWeek)).toBe(WORK_ARRANGEMENT_MESSAGES.weekRange);
  });
});

describe('WorkingArrangement/SaveWeek', () => {
  it('adds, updates and deletes the week in one call, leaving unchanged cells alone', async () => {
    const machineId = await newMachine();
    const [kept, changed, cleared] = await ok200(
      api().post(
        ADD,
        [
          { machineId, operator: operators[0], workingDate: '2030-04-01' },
          { machineId, operator: operators[0], workingDate: '2030-04-02' },
          { machineId, operator: operators[0], workingDate: '2030-04-03' },
        ],
        ZWorkingArrangementList,
      ),
    );
    const week = await ok200(
      api().put(
        SAVE_WEEK,
        {
          start: '2030-04-01',
          cells: [
            { machineId, operator: operators[0], workingDate: '2030-04-01', maintenance: 0 },
            { machineId, operator: operators[2], workingDate: '2030-04-02', maintenance: 0 },
            { machineId, operator: null, workingDate: '2030-04-03', maintenance: 0 },
            { machineId, operator: null, workingDate: '2030-04-04', maintenance: 1 },
            { machineId, operator: operators[1], workingDate: '2030-04-07', maintenance: 0 },
          ],
        },
        ZWorkingArrangementList,
      ),
    );
    const mine = week.filter((r) => r.machineId === machineId);
    expect(mine.map((r) => [r.workingDate, r.operator, r.maintenance])).toEqual([
      ['2030-04-01', operators[0], 0],
      ['2030-04-02', operators[2], 0],
      ['2030-04-04', null, 1],
      ['2030-04-07', operators[1], 0],
    ]);
    const rows = await rowsOfMachine(machineId);
    expect(rows.find((r) => r.arrangementId === kept.arrangementId)?.updatedAt).toBeNull();
    expect(rows.find((r) => r.arrangementId === changed.arrangementId)?.operator).toBe(operators[2]);
    expect(rows.find((r) => r.arrangementId === cleared.arrangementId)).toBeUndefined();
  });

  it('saves nothing when one cell fails (one transaction)', async () => {
    const machineId = await newMachine();
    const [row] = await ok200(
      api().post(ADD, [{ machineId, operator: operators[0], workingDate: '2030-05-06' }], ZWorkingArrangementList),
    );
    const failed = await api().put(
      SAVE_WEEK,
      {
        start: '2030-05-06',
        cells: [
          { machineId, operator: null, workingDate: '2030-05-06', maintenance: 0 },
          { machineId, operator: operators[1], workingDate: '2030-05-07', maintenance: 0 },
          // No such machine: the database refuses the insert after the delete above ran.
          { machineId: 2_000_000_000, operator: operators[1], workingDate: '2030-05-08', maintenance: 0 },
        ],
      },
      REFUSED,
    );
    expect(failed.status).toBe(400);
    expect(message(failed)).toBe('A selected record does not exist (any more).');
    const rows = await rowsOfMachine(machineId);
    expect(rows.map((r) => [r.arrangementId, r.workingDate, r.operator])).toEqual([
      [row.arrangementId, '2030-05-06', operators[0]],
    ]);
  });

  it('refuses a start that is no Monday, a day outside the week, a machine-day listed twice', async () => {
    const machineId = await newMachine();
    const cell = { machineId, operator: operators[0], maintenance: 0 };
    const notMonday = await api().put(SAVE_WEEK, { start: '2030-05-07', cells: [] }, REFUSED);
    expect(notMonday.status).toBe(400);
    expect(message(notMonday)).toBe(WORK_ARRANGEMENT_MESSAGES.weekRange);
    const outside = await api().put(
      SAVE_WEEK,
      {
        start: '2030-05-06',
        cells: [{ ...cell, workingDate: '2030-05-13' }],
      },
      REFUSED,
    );
    expect(outside.status).toBe(400);
    expect(message(outside)).toBe(WORK_ARRANGEMENT_MESSAGES.outsideWeek);
    const twice = await api().put(
      SAVE_WEEK,
      {
        start: '2030-05-06',
        cells: [
          { ...cell, workingDate: '2030-05-09' },
          { ...cell, workingDate: '2030-05-09' },
        ],
      },
      REFUSED,
    );
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe(WORK_ARRANGEMENT_MESSAGES.listedTwice);
    expect(await rowsOfMachine(machineId)).toEqual([]);
  });
});

describe('who may call the WorkingArrangement calls', () => {
  it('reads for the production screens, writes for Work Arrangement only; 403 for others', async () => {
    const machineId = await newMachine();
    const read = weekOf('2030-06-03', '2030-06-09');
    const writes = async (token: string) => [
      await api(token).post(ADD, [{ machineId, operator: operators[0], workingDate: '2030-06-03' }]),
      await api(token).put(UPDATE, [{ arrangementId: 1, machineId, operator: null, workingDate: '2030-06-04' }]),
      await deleteIds([2_000_000_000], token),
      await api(token).put(SAVE_WEEK, { start: '2030-06-03', cells: [] }),
    ];
    const other = await t.createStaff({ pages: ['/customer-pallet'] });
    expect((await api(other.token).get(read, REFUSED)).status).toBe(403);
    for (const res of await writes(other.token)) expect(res.status).toBe(403);

    for (const page of ['/work-arrangement-present', '/suborder', '/packaging', '/production-dashboard']) {
      const reader = await t.createStaff({ pages: [page] });
      expect((await api(reader.token).get(read, ZWorkingArrangementList)).status, page).toBe(200);
      for (const res of await writes(reader.token)) expect(res.status, page).toBe(403);
    }

    const planner = await t.createStaff({ pages: ['/work-arrangement'] });
    expect((await api(planner.token).get(read, ZWorkingArrangementList)).status).toBe(200);
    const [added] = await ok200(
      api(planner.token).post(
        ADD,
        [{ machineId, operator: operators[0], workingDate: '2030-06-03' }],
        ZWorkingArrangementList,
      ),
    );
    expect(added.machineId).toBe(machineId);
    const [row] = await rowsOfMachine(machineId);
    expect(row.createdBy).toBe(planner.employeeId);
  });
});

describe('operatorOf', () => {
  it("names the machine's operator on the Auckland day, null without one or in maintenance", async () => {
    const machineId = await newMachine();
    await ok200(
      api().post(
        ADD,
        [
          { machineId, operator: operators[2], workingDate: '2030-07-01' },
          { machineId, operator: null, workingDate: '2030-07-02', maintenance: 1 },
        ],
        ZWorkingArrangementList,
      ),
    );
    expect(await operatorOf(t.db, machineId, '2030-07-01')).toBe(operators[2]);
    // 30 June 2030 12:30 UTC is 1 July 00:30 in Auckland (NZST, UTC+12); 11:30 UTC is still 30 June there.
    expect(await operatorOf(t.db, machineId, new Date('2030-06-30T12:30:00Z'))).toBe(operators[2]);
    expect(await operatorOf(t.db, machineId, new Date('2030-06-30T11:30:00Z'))).toBeNull();
    expect(await operatorOf(t.db, machineId, '2030-07-02')).toBeNull();
    expect(await operatorOf(t.db, machineId, '2030-07-03')).toBeNull();
    expect(await operatorOf(t.db, machineId + 1, '2030-07-01')).toBeNull();
  });
});

describe('WorkingArrangement/GetOperatorChoices (issue 30)', () => {
  it('offers the production and packaging staff only, by role or department', async () => {
    const [printing] = await t.db.insert(department).values({ deptName: 'Printing' }).returning();
    const operator = await t.createStaff({ roleId: ROLE.Production });
    const packer = await t.createStaff({ roleId: ROLE.Packaging });
    const printer = await t.createStaff({ roleId: ROLE.Manager, deptId: printing.deptId });
    const seller = await t.createStaff({ roleId: ROLE.Sales });
    const choices = await ok200(api().get('/api/WorkingArrangement/GetOperatorChoices', ZEmployeeNameList));
    const ids = choices.map((c) => c.employeeId);
    for (const who of [operator, packer, printer]) expect(ids).toContain(who.employeeId);
    expect(ids).not.toContain(seller.employeeId);
    const adminId = (await t.staffSession(admin)).employeeId;
    expect(ids).not.toContain(adminId);
    expect(Object.keys(choices[0]).sort()).toEqual(['employeeId', 'firstName', 'isSales', 'lastName']);
  });
});
