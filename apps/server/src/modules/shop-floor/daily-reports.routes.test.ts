import {
  DAILY_REPORT_MESSAGES,
  SUBORDER_STATUS,
  shiftDate,
  startOfBusinessDay,
  type TApiError,
  todayInAuckland,
  WORK_ORDER_STATUS,
  ZDailyReport,
  ZDailyReportList,
  ZMachineDayList,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { createQuotedCustomer, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { suborder, suborderLog, workOrder } from '../work-orders/work-orders.tables.ts';
import { workingArrangement } from './shop-floor.tables.ts';

// Daily reports (spec 02 §2 Daily report and records, §3 Daily report, §7 Reports, §8 "you need to input a number";
// issue 15): every call, the loss rule, one report per machine and day, the reporter from the session, the machine
// cards with the operator arranged and the run and pause time computed from the suborder logs, and the page sets.

let t: TTestApp;
let admin: string;
let reporter: TTestStaff;
let machineA: number;
let machineB: number;
let made: number;

const message = (res: TReply<TApiError>) => res.body.message.message;
const api = (token = reporter.token) => t.api(token);
const today = todayInAuckland();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  reporter = await t.createStaff({ pages: ['/daily-report'], firstName: 'Rita', lastName: 'Reporter' });
  machineA = (await createMachine(t, admin, 3)).machineId;
  machineB = (await createMachine(t, admin, 4)).machineId;
  made = (await createQuotedCustomer(t, admin, [40])).products[0].productId;
});
afterAll(() => t?.close());

describe('DailyReport/AddDailyReport', () => {
  it("saves today's report of the machine, reported by the session (the body's employeeId is ignored)", async () => {
    const added = await ok200(
      api().post(
        '/api/DailyReport/AddDailyReport',
        {
          employeeId: 999999,
          machineId: machineA,
          loss: 12.5,
          reason: '  Paper jam  ',
        },
        ZDailyReport,
      ),
    );
    expect(added).toMatchObject({
      employeeId: reporter.employeeId,
      employeeName: 'Rita Reporter',
      machineId: machineA,
      loss: 12.5,
      reason: 'Paper jam',
      reportDate: today,
      updatedAt: null,
    });
  });

  it("'you need to input a number' for a missing, negative or non-numeric loss", async () => {
    for (const loss of [undefined, null, '', -1, 'abc']) {
      const res = await api().post(
        '/api/DailyReport/AddDailyReport',
        { machineId: machineB, loss, reason: 'x' },
        REFUSED,
      );
      expect(res.status, String(loss)).toBe(400);
      expect(message(res), String(loss)).toBe(DAILY_REPORT_MESSAGES.lossNumber);
      expect(res.body.errors?.loss).toBeDefined();
    }
    expect(DAILY_REPORT_MESSAGES.lossNumber).toBe('you need to input a number');
  });

  it('accepts a loss of 0 and a reason left out; a second report of the machine that day is 409', async () => {
    const day = shiftDate(today, -3, 'day');
    const zero = await ok200(
      api().post('/api/DailyReport/AddDailyReport', { machineId: machineB, loss: 0, reportDate: day }, ZDailyReport),
    );
    expect(zero).toMatchObject({ loss: 0, reason: null, reportDate: day });
    const again = await api().post(
      '/api/DailyReport/AddDailyReport',
      {
        machineId: machineB,
        loss: 4,
        reportDate: day,
      },
      REFUSED,
    );
    expect(again.status).toBe(409);
    expect(message(again)).toBe(DAILY_REPORT_MESSAGES.machineDayTaken);
  });

  it('refuses an unknown machine (404), a bad date and a reason over 300 characters (400)', async () => {
    const unknown = await api().post('/api/DailyReport/AddDailyReport', { machineId: 999999, loss: 1 }, REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(DAILY_REPORT_MESSAGES.machineNotFound(999999));
    const badDate = await api().post(
      '/api/DailyReport/AddDailyReport',
      {
        machineId: machineA,
        loss: 1,
        reportDate: '2026-02-30',
      },
      REFUSED,
    );
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors?.reportDate).toBeDefined();
    const long = await api().post(
      '/api/DailyReport/AddDailyReport',
      {
        machineId: machineA,
        loss: 1,
        reason: 'x'.repeat(301),
      },
      REFUSED,
    );
    expect(message(long)).toBe(DAILY_REPORT_MESSAGES.reasonTooLong);
  });
});

describe('DailyReport/UpdateDailyReport and DeleteDailyReport', () => {
  it('changes the loss and reason, records the session as reporter, and refuses a taken day, a bad loss, an unknown id', async () => {
    const day = shiftDate(today, -5, 'day');
    const report = await ok200(
      t
        .api(admin)
        .post('/api/DailyReport/AddDailyReport', { machineId: machineA, loss: 3, reportDate: day }, ZDailyReport),
    );
    const updated = await ok200(
      api().put(
        '/api/DailyReport/UpdateDailyReport',
        {
          reportId: report.reportId,
          employeeId: 1,
          machineId: machineA,
          loss: 7,
          reason: 'Die worn',
          reportDate: day,
        },
        ZDailyReport,
      ),
    );
    expect(updated).toMatchObject({ loss: 7, reason: 'Die worn', reportDate: day, employeeId: reporter.employeeId });
    expect(updated.updatedAt).not.toBeNull();

    const onto = await api().put(
      '/api/DailyReport/UpdateDailyReport',
      {
        reportId: report.reportId,
        machineId: machineA,
        loss: 7,
        reportDate: today,
      },
      REFUSED,
    );
    expect(onto.status).toBe(409);
    expect(message(onto)).toBe(DAILY_REPORT_MESSAGES.machineDayTaken);
    const badLoss = await api().put(
      '/api/DailyReport/UpdateDailyReport',
      {
        reportId: report.reportId,
        machineId: machineA,
        loss: -2,
      },
      REFUSED,
    );
    expect(message(badLoss)).toBe(DAILY_REPORT_MESSAGES.lossNumber);
    const unknown = await api().put(
      '/api/DailyReport/UpdateDailyReport',
      {
        reportId: 999999,
        machineId: machineA,
        loss: 1,
      },
      REFUSED,
    );
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(DAILY_REPORT_MESSAGES.notFound(999999));
  });

  it('deletes a report once (then 404)', async () => {
    const day = shiftDate(today, -6, 'day');
    const report = await ok200(
      api().post('/api/DailyReport/AddDailyReport', { machineId: machineB, loss: 1, reportDate: day }, ZDailyReport),
    );
    expect(await ok200(api().delete(`/api/DailyReport/DeleteDailyReport?id=${report.reportId}`, z.boolean()))).toBe(
      true,
    );
    const again = await api().delete(`/api/DailyReport/DeleteDailyReport?id=${report.reportId}`, REFUSED);
    expect(again.status).toBe(404);
    expect(message(again)).toBe(DAILY_REPORT_MESSAGES.notFound(report.reportId));
    const missingId = await api().delete('/api/DailyReport/DeleteDailyReport', REFUSED);
    expect(missingId.status).toBe(400);
  });
});

describe('DailyReport/GetAllDailyReport and GetDailyReportByMachineId', () => {
  it("lists the day's reports (also with a YYYY/MM/DD date) and refuses a missing date", async () => {
    const day = shiftDate(today, -10, 'day');
    await ok200(
      api().post('/api/DailyReport/AddDailyReport', { machineId: machineA, loss: 5, reportDate: day }, ZDailyReport),
    );
    await ok200(
      api().post('/api/DailyReport/AddDailyReport', { machineId: machineB, loss: 6, reportDate: day }, ZDailyReport),
    );
    const rows = await ok200(api().get(`/api/DailyReport/GetAllDailyReport?date=${day}`, ZDailyReportList));
    expect(rows.map((r) => [r.machineId, r.loss])).toEqual(
      expect.arrayContaining([
        [machineA, 5],
        [machineB, 6],
      ]),
    );
    expect(rows).toHaveLength(2);
    const slashed = await ok200(
      api().get(`/api/DailyReport/GetAllDailyReport?date=${day.replaceAll('-', '/')}`, ZDailyReportList),
    );
    expect(slashed).toHaveLength(2);
    const missing = await api().get('/api/DailyReport/GetAllDailyReport', REFUSED);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.date).toBeDefined();
  });

  it("pages the machine's reports, newest day first", async () => {
    const all = await ok200(
      api().get(`/api/DailyReport/GetDailyReportByMachineId?id=${machineA}`, z.array(ZDailyReport)),
    );
    const days = all.map((r) => r.reportDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(all.every((r) => r.machineId === machineA)).toBe(true);
    const page = await api().get(
      `/api/DailyReport/GetDailyReportByMachineId?id=${machineA}&page=1&pageSize=1`,
      z.array(ZDailyReport),
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta).toEqual({ total: all.length, page: 1, pageSize: 1 });
    expect(page.body.data[0].reportDate).toBe(days[0]);
  });

  it('is refused to a role without the daily report pages', async () => {
    const other = await t.createStaff({ pages: ['/work-order'] });
    const res = await t.api(other.token).get(`/api/DailyReport/GetAllDailyReport?date=${today}`, REFUSED);
    expect(res.status).toBe(403);
    const records = await t.createStaff({ pages: ['/daily-report-record'] });
    expect(
      (await t.api(records.token).get(`/api/DailyReport/GetAllDailyReport?date=${today}`, ZDailyReportList)).status,
    ).toBe(200);
  });
});

describe('DailyReport/GetMachineDays', () => {
  const day = '2026-03-10';
  const at = (time: string, dayOf = day) => new Date(startOfBusinessDay(dayOf).getTime() + hours(time));
  const hours = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h * 60 + m) * 60_000;
  };

  async function jobOn(machineId: number, log: [number, Date][]): Promise<void> {
    const [wo] = await t.db
      .insert(workOrder)
      .values({
        workOrderNo: `WT${Math.floor(Math.random() * 1e9)}`,
        productId: made,
        quantity: '100',
        orderTypeId: 1,
        workOrderSourceId: 2,
        workOrderStatusId: WORK_ORDER_STATUS.Approved,
      })
      .returning();
    const [job] = await t.db
      .insert(suborder)
      .values({
        workOrderId: wo.workOrderId,
        actionId: 3,
        sequenceNo: 1,
        machineId,
        suborderStatusId: log[log.length - 1][0],
        orginalQuantity: '100',
        completedDate: log.find(([status]) => status === SUBORDER_STATUS.Complete)?.[1] ?? null,
      })
      .returning();
    await t.db
      .insert(suborderLog)
      .values(log.map(([toStatusId, createdAt]) => ({ suborderId: job.suborderId, toStatusId, createdAt, machineId })));
  }

  it("shows every machine's operator, run time and pause time from the suborder logs, and its report", async () => {
    const { InProcess, Paused, Complete, Awaiting } = SUBORDER_STATUS;
    const running = await createMachine(t, admin, 3);
    const overnight = await createMachine(t, admin, 3);
    // Two jobs on one machine: 09:00–10:00 and 10:30–12:00 running, paused 10:00–10:30, a second job 11:00–13:00.
    await jobOn(running.machineId, [
      [Awaiting, at('08:00')],
      [InProcess, at('09:00')],
      [Paused, at('10:00')],
      [InProcess, at('10:30')],
      [Complete, at('12:00')],
    ]);
    await jobOn(running.machineId, [
      [InProcess, at('11:00')],
      [Complete, at('13:00')],
    ]);
    // Taken the evening before, completed at 08:00: the day counts from midnight.
    await jobOn(overnight.machineId, [
      [Awaiting, at('20:00', shiftDate(day, -1, 'day'))],
      [InProcess, at('22:00', shiftDate(day, -1, 'day'))],
      [Complete, at('08:00')],
    ]);
    const operator = await t.createStaff({ firstName: 'Olive', lastName: 'Operator' });
    await t.db
      .insert(workingArrangement)
      .values({ machineId: running.machineId, operator: operator.employeeId, workingDate: day });
    await ok200(
      api().post(
        '/api/DailyReport/AddDailyReport',
        { machineId: running.machineId, loss: 9, reportDate: day },
        ZDailyReport,
      ),
    );

    const cards = await ok200(api().get(`/api/DailyReport/GetMachineDays?date=${day}`, ZMachineDayList));
    const card = (machineId: number) => cards.find((c) => c.machineId === machineId);
    expect(card(running.machineId)).toMatchObject({
      machineName: running.machineName,
      operatorName: 'Olive Operator',
      maintenance: 0,
      runSeconds: 3.5 * 3600,
      pauseSeconds: 30 * 60,
      report: { loss: 9, reportDate: day },
    });
    expect(card(overnight.machineId)).toMatchObject({
      operatorName: null,
      runSeconds: 8 * 3600,
      pauseSeconds: 0,
      report: null,
    });
    expect(card(machineA)).toMatchObject({ runSeconds: 0, pauseSeconds: 0 });
    // The day before sees the overnight job's last two hours.
    const before = await ok200(
      api().get(`/api/DailyReport/GetMachineDays?date=${shiftDate(day, -1, 'day')}`, ZMachineDayList),
    );
    expect(found(before, (c) => c.machineId === overnight.machineId).runSeconds).toBe(2 * 3600);
  });

  it('counts a job still in process today up to now, and nothing for a day to come', async () => {
    const machine = await createMachine(t, admin, 3);
    await jobOn(machine.machineId, [[SUBORDER_STATUS.InProcess, new Date(Date.now() - 30 * 60_000)]]);
    const cards = await ok200(api().get(`/api/DailyReport/GetMachineDays?date=${today}`, ZMachineDayList));
    const run = found(cards, (c) => c.machineId === machine.machineId).runSeconds;
    expect(run).toBeGreaterThanOrEqual(
      Math.min(30 * 60, (Date.now() - startOfBusinessDay(today).getTime()) / 1000) - 5,
    );
    expect(run).toBeLessThanOrEqual(30 * 60 + 5);
    const tomorrow = await ok200(
      api().get(`/api/DailyReport/GetMachineDays?date=${shiftDate(today, 1, 'day')}`, ZMachineDayList),
    );
    expect(found(tomorrow, (c) => c.machineId === machine.machineId).runSeconds).toBe(0);
  });
});
