import { z } from 'zod';
import { listQueryOf, ZDateText, ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { SUBORDER_STATUS } from './suborder.ts';
import { isCalendarDate } from './working-arrangement.ts';

// The daily report of a machine (spec 02 §2 "Daily report (machine cards, loss dialog) and daily report records", §3
// Daily report, §8 Reports; issue 15): one report per machine and day with the loss (a number ≥ 0) and its reason.
// Beside the loss the screens show the machine's run time and pause time of the day, computed from the suborder logs.

/** Who reports (Daily report's cards and loss dialog) and who reads and deletes records (Daily report records). */
export const DAILY_REPORT_PAGES = ['/daily-report', '/daily-report-record'] as const;

export const DAILY_REPORT_MESSAGES = {
  /** spec 02 §8: daily report loss required, min 0. */
  lossNumber: 'you need to input a number',
  machineDayTaken: 'This machine already has a daily report for that day.',
  notFound: (reportId: number) => `Daily report ${reportId} was not found.`,
  machineNotFound: (machineId: number) => `Machine ${machineId} was not found.`,
  reasonTooLong: 'Reason must be at most 300 characters',
} as const;

export const DAILY_REPORT_REASON_MAX = 300;
export const DAILY_REPORT_LOSS_MAX = 1_000_000_000;

// ---- Run time and pause time from the suborder logs ---------------------------------------------------------------

/** A suborder entering a status at an instant (a suborder_log row, or the status it had when the window opened). */
export interface TSuborderStatusEvent {
  suborderId: number;
  machineId: number;
  statusId: number;
  /** Epoch milliseconds. */
  at: number;
}

export interface TMachineTimes {
  runSeconds: number;
  pauseSeconds: number;
}

/**
 * Each machine's run time and pause time within [start, end) (epoch ms): a suborder runs from entering In process (2)
 * until its next log row, and is paused likewise from entering Paused (3); the last status lasts until `end`. A machine
 * runs while any of its jobs runs; it is paused while a job is paused and none runs (two jobs at once count once).
 */
export function machineTimesOf(
  events: readonly TSuborderStatusEvent[],
  start: number,
  end: number,
): Map<number, TMachineTimes> {
  const bySuborder = new Map<number, TSuborderStatusEvent[]>();
  for (const event of events) {
    const list = bySuborder.get(event.suborderId) ?? [];
    list.push(event);
    bySuborder.set(event.suborderId, list);
  }
  // Per machine: +1/-1 steps of running and paused jobs.
  const steps = new Map<number, { at: number; run: number; pause: number }[]>();
  for (const list of bySuborder.values()) {
    list.sort((a, b) => a.at - b.at);
    list.forEach((event, index) => {
      const kind =
        event.statusId === SUBORDER_STATUS.InProcess
          ? 'run'
          : event.statusId === SUBORDER_STATUS.Paused
            ? 'pause'
            : null;
      if (!kind) return;
      const from = Math.max(event.at, start);
      const to = Math.min(list[index + 1]?.at ?? end, end);
      if (to <= from) return;
      const machine = steps.get(event.machineId) ?? [];
      machine.push({ at: from, run: kind === 'run' ? 1 : 0, pause: kind === 'pause' ? 1 : 0 });
      machine.push({ at: to, run: kind === 'run' ? -1 : 0, pause: kind === 'pause' ? -1 : 0 });
      steps.set(event.machineId, machine);
    });
  }
  const times = new Map<number, TMachineTimes>();
  for (const [machineId, list] of steps) {
    list.sort((a, b) => a.at - b.at);
    let running = 0;
    let paused = 0;
    let runMs = 0;
    let pauseMs = 0;
    let last = list[0]?.at ?? start;
    for (const step of list) {
      const span = step.at - last;
      if (running > 0) runMs += span;
      else if (paused > 0) pauseMs += span;
      running += step.run;
      paused += step.pause;
      last = step.at;
    }
    times.set(machineId, { runSeconds: Math.round(runMs / 1000), pauseSeconds: Math.round(pauseMs / 1000) });
  }
  return times;
}

/** A duration as the cards show it: '3h 05m', '12m', '0m'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return hours > 0 ? `${hours}h ${rest}m` : `${minutes % 60}m`;
}

// ---- Replies --------------------------------------------------------------------------------------------------------

/** A daily report: the reporter (the session that saved it), the machine, the loss and its reason, the day. */
export const ZDailyReport = z.object({
  reportId: z.number().int(),
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  machineId: z.number().int(),
  machineName: z.string(),
  loss: z.number(),
  reason: z.string().nullable(),
  reportDate: ZDateText,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp.nullable(),
});
export type TDailyReport = z.infer<typeof ZDailyReport>;
export const ZDailyReportList = z.array(ZDailyReport);

/** GET DailyReport/GetMachineDays?date (ours): a machine card of the day. */
export const ZMachineDay = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineTypeId: z.number().int(),
  /** The operator arranged on the machine that day ('First Last'), null when none. */
  operatorName: z.string().nullable(),
  maintenance: z.number().int(),
  runSeconds: z.number().int(),
  pauseSeconds: z.number().int(),
  report: ZDailyReport.nullable(),
});
export type TMachineDay = z.infer<typeof ZMachineDay>;
export const ZMachineDayList = z.array(ZMachineDay);

// ---- Requests -------------------------------------------------------------------------------------------------------

const idOf = (name: string) =>
  z
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);

const ZLoss = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number(DAILY_REPORT_MESSAGES.lossNumber)
    .refine(Number.isFinite, DAILY_REPORT_MESSAGES.lossNumber)
    .min(0, DAILY_REPORT_MESSAGES.lossNumber)
    .max(DAILY_REPORT_LOSS_MAX, 'Loss is too large'),
);

const ZReason = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(DAILY_REPORT_REASON_MAX, DAILY_REPORT_MESSAGES.reasonTooLong).nullish(),
);

const ZReportDate = (name: string) =>
  z
    .string(`${name} must be a date`)
    .transform((text) => text.replaceAll('/', '-'))
    .refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`);

/** POST DailyReport/AddDailyReport {employeeId, machineId, loss, reason}: the reporter is the session; today by default. */
export const ZAddDailyReport = z.object({
  employeeId: z.unknown().optional(),
  machineId: idOf('machineId'),
  loss: ZLoss,
  reason: ZReason,
  reportDate: ZReportDate('reportDate').optional(),
});
export type TAddDailyReport = z.input<typeof ZAddDailyReport>;

/** PUT DailyReport/UpdateDailyReport {reportId, employeeId, machineId, loss, reason, reportDate}. */
export const ZUpdateDailyReport = ZAddDailyReport.extend({ reportId: idOf('reportId') });
export type TUpdateDailyReport = z.input<typeof ZUpdateDailyReport>;

/** GET DailyReport/GetAllDailyReport?date and GetMachineDays?date. */
export const ZDailyReportDateQuery = z.object({ date: ZReportDate('date') });

export const ZDailyReportIdQuery = z.object({ id: queryIdSchema('id') });

/** GET DailyReport/GetDailyReportByMachineId?id: the machine's reports, newest day first, paged with `page`. */
export const ZDailyReportMachineQuery = listQueryOf(['reportDate', 'loss']).extend({ id: queryIdSchema('id') });
export type TDailyReportMachineQuery = z.infer<typeof ZDailyReportMachineQuery>;
