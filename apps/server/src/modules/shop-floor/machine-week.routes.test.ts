import {
  MACHINE_WEEK_DAYS,
  SUBORDER_STATUS,
  shiftDate,
  startOfBusinessDay,
  todayInAuckland,
  WORK_ORDER_STATUS,
  ZMachineWeek,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, REFUSED, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createMachine } from '../catalogue/base-product.fixtures.ts';
import { createQuotedCustomer, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { suborder, suborderLog, workOrder } from '../work-orders/work-orders.tables.ts';
import { dailyReport } from './shop-floor.tables.ts';

// The daily report's week chart (issue 31; GET DailyReport/GetMachineWeek): each machine's output (what its steps
// completed each Auckland day, a completion's quantity less the one before it) against its reported loss, for the 7
// days to the chosen day.

let t: TTestApp;
let admin: string;
let machineId: number;
let idle: number;
let made: number;
const today = todayInAuckland();
const daysAgo = (n: number) => shiftDate(today, -n, 'day');
/** `hour` o'clock of the Auckland day `n` days ago. */
const at = (n: number, hour: number) => new Date(startOfBusinessDay(daysAgo(n)).getTime() + hour * 3600_000);

/** A step on the machine completed with the quantities made so far at the given times. */
async function stepCompleted(completions: [Date, number, number][]) {
  const [wo] = await t.db
    .insert(workOrder)
    .values({
      workOrderNo: uniqueName('WK'),
      productId: made,
      quantity: '10000',
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
      suborderStatusId: SUBORDER_STATUS.Complete,
      orginalQuantity: '10000',
    })
    .returning();
  await t.db.insert(suborderLog).values([
    { suborderId: job.suborderId, toStatusId: SUBORDER_STATUS.InProcess, createdAt: at(9, 8), machineId },
    ...completions.map(([createdAt, toStatusId, quantity]) => ({
      suborderId: job.suborderId,
      toStatusId,
      quantity: String(quantity),
      createdAt,
      machineId,
    })),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  machineId = (await createMachine(t, admin, 3)).machineId;
  idle = (await createMachine(t, admin, 3)).machineId;
  made = (await createQuotedCustomer(t, admin, [40])).products[0].productId;
  const { PartlyComplete, Complete } = SUBORDER_STATUS;
  // Partly complete 8 days ago (before the week) at 1,000, again 3 days ago at 4,000, finished yesterday at 6,000.
  await stepCompleted([
    [at(8, 15), PartlyComplete, 1000],
    [at(3, 15), PartlyComplete, 4000],
    [at(1, 15), Complete, 6000],
  ]);
  // Another job finished 3 days ago with 2,500.
  await stepCompleted([[at(3, 11), Complete, 2500]]);
  await t.db.insert(dailyReport).values([
    { machineId, reportDate: daysAgo(3), loss: '120' },
    { machineId, reportDate: daysAgo(1), loss: '0' },
  ]);
});
afterAll(() => t?.close());

describe('GET DailyReport/GetMachineWeek', () => {
  it("gives each machine's output per day of the 7 days to date against its loss", async () => {
    const reporter = await t.createStaff({ pages: ['/daily-report'] });
    const week = await ok200(t.api(reporter.token).get(`/api/DailyReport/GetMachineWeek?date=${today}`, ZMachineWeek));
    expect(week.days).toHaveLength(MACHINE_WEEK_DAYS);
    expect(week.days[0]).toBe(daysAgo(6));
    expect(week.days.at(-1)).toBe(today);
    const ofMachine = (id: number) => found(week.machines, (m) => m.machineId === id);
    const byDay = Object.fromEntries(ofMachine(machineId).days.map((d) => [d.day, [d.output, d.loss]]));
    expect(byDay[daysAgo(3)]).toEqual([3000 + 2500, 120]);
    expect(byDay[daysAgo(1)]).toEqual([2000, 0]);
    expect(byDay[daysAgo(2)]).toEqual([0, null]);
    expect(ofMachine(idle).days.every((d) => d.output === 0 && d.loss === null)).toBe(true);
  });

  it('ends the week on the chosen day, and needs a date', async () => {
    const week = await ok200(t.api(admin).get(`/api/DailyReport/GetMachineWeek?date=${daysAgo(2)}`, ZMachineWeek));
    expect(week.days.at(-1)).toBe(daysAgo(2));
    const ofMachine = found(week.machines, (m) => m.machineId === machineId);
    expect(found(ofMachine.days, (d) => d.day === daysAgo(3)).output).toBe(5500);
    expect((await t.api(admin).get('/api/DailyReport/GetMachineWeek', REFUSED)).status).toBe(400);
  });

  it('is refused to a caller without a daily report page', async () => {
    const clerk = await t.createStaff({ pages: ['/salesReport/1'] });
    expect((await t.api(clerk.token).get(`/api/DailyReport/GetMachineWeek?date=${today}`, REFUSED)).status).toBe(403);
  });
});
