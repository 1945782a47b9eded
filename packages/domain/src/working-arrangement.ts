import dayjs from 'dayjs';
import { z } from 'zod';
import { MAX_ID } from './catalogue.ts';
import { API_DATE_FORMAT, shiftDate, todayInAuckland } from './dates.ts';
import { ROLE } from './reference-data.ts';

// The weekly Work Arrangement (spec 02 §2 Production "Work Arrangement" and "Weekly Schedule", §3 WorkingArrangement,
// §7 Working arrangement; issue 15): who runs each machine on each day of a Monday-to-Sunday week, and which machine is
// in maintenance. One row per machine and day.

/** Who may change the arrangement, and who reads it (the schedule, the suborder and packaging screens, the dashboard). */
export const WORK_ARRANGEMENT_WRITE_PAGES = ['/work-arrangement'] as const;
export const WORK_ARRANGEMENT_READ_PAGES = [
  ...WORK_ARRANGEMENT_WRITE_PAGES,
  '/work-arrangement-present',
  '/suborder',
  '/packaging',
  '/production-dashboard',
] as const;

/** Who may be arranged on a machine (issue 30): the production and packaging staff, by role or by department. */
export const OPERATOR_ROLES = [ROLE.Production, ROLE.Packaging] as const;
export const OPERATOR_DEPARTMENTS = ['Production', 'Printing'] as const;

export const WORK_ARRANGEMENT_MESSAGES = {
  machineDayTaken: 'This machine already has an arrangement on that day.',
  listedTwice: 'A machine is listed twice on one day.',
  notFound: 'No working arrangement of this id.',
  weekRange: 'Please pick a week from Monday to Sunday.',
  outsideWeek: 'Every day must be in the week being saved.',
  nothingGiven: 'Please add an arrangement.',
} as const;

// ---- Pure rules -----------------------------------------------------------------------------------------------------

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_WEEK = 7;

/** Whether `day` is a real calendar date written 'YYYY-MM-DD' (dayjs rolls 30 February over into March). */
export function isCalendarDate(day: string): boolean {
  return CALENDAR_DATE.test(day) && dayjs.utc(day).format(API_DATE_FORMAT) === day;
}

/** The Monday of the week holding `day` ('YYYY-MM-DD'); the week runs Monday to Sunday (dayjs's ISO week). */
export function mondayOf(day: string): string {
  return dayjs.utc(day).startOf('isoWeek').format(API_DATE_FORMAT);
}

/** This week's Monday in Auckland (`now` for a fixed clock). */
export const thisMondayInAuckland = (now?: Date) => mondayOf(todayInAuckland(now));

/** The seven days of the week starting on `monday`, Monday to Sunday. */
export function weekDaysOf(monday: string): string[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, i) => shiftDate(monday, i, 'day'));
}

/** Whether start..end is exactly one week from a Monday to its Sunday. */
export function isWholeWeek(start: string, end: string): boolean {
  return (
    isCalendarDate(start) && isCalendarDate(end) && mondayOf(start) === start && shiftDate(start, 6, 'day') === end
  );
}

/** The key of one grid cell: a machine on a day. */
export const arrangementCellKey = (machineId: number, workingDate: string) => `${machineId}|${workingDate}`;

// ---- Replies --------------------------------------------------------------------------------------------------------

/** One machine on one day: its operator (an employee id, none when nobody is arranged) and the maintenance flag. */
export const ZWorkingArrangement = z.object({
  arrangementId: z.number().int(),
  machineId: z.number().int(),
  machineName: z.string(),
  operator: z.number().int().nullable(),
  /** 'First Last' of the operator, null when none. */
  operatorName: z.string().nullable(),
  workingDate: z.string(),
  maintenance: z.number().int(),
});
export type TWorkingArrangement = z.infer<typeof ZWorkingArrangement>;
export const ZWorkingArrangementList = z.array(ZWorkingArrangement);

/** DELETE WorkingArrangement/DeleteWorkingArrangement: how many rows went. */
export const ZDeletedArrangementCount = z.number().int();

/** A machine as the grid's rows show it (GET Machine/GetAllMachine, read by the screens). */
export const ZArrangementMachine = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineTypeId: z.number().int(),
  sortingOrder: z.number().int(),
});
export type TArrangementMachine = z.infer<typeof ZArrangementMachine>;
export const ZArrangementMachineList = z.array(ZArrangementMachine);

// ---- Requests -------------------------------------------------------------------------------------------------------

const idOf = (name: string) =>
  z
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);

const ZCalendarDate = (name: string) =>
  z.string(`${name} must be a date`).refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`);

/** One machine on one day, as the screens send it: no operator (null) is allowed for a machine in maintenance. */
export const ZWorkingArrangementInput = z.object({
  machineId: idOf('machineId'),
  operator: idOf('operator').nullable().optional().default(null),
  workingDate: ZCalendarDate('workingDate'),
  maintenance: z.union([z.literal(0), z.literal(1)], 'maintenance must be 0 or 1').default(0),
});
export type TWorkingArrangementInput = z.input<typeof ZWorkingArrangementInput>;

/** POST WorkingArrangement/AddWorkingArrangement [{machineId, operator, workingDate, maintenance}]. */
export const ZAddWorkingArrangementBody = z
  .array(ZWorkingArrangementInput)
  .min(1, WORK_ARRANGEMENT_MESSAGES.nothingGiven);

/** PUT WorkingArrangement/UpdateWorkingArrangement [{machineId, operator, workingDate, maintenance, arrangementId}]. */
export const ZUpdateWorkingArrangementBody = z
  .array(ZWorkingArrangementInput.extend({ arrangementId: idOf('arrangementId') }))
  .min(1, WORK_ARRANGEMENT_MESSAGES.nothingGiven);

/** DELETE WorkingArrangement/DeleteWorkingArrangement [arrangementId]. */
export const ZDeleteWorkingArrangementBody = z.array(idOf('arrangementId')).min(1, WORK_ARRANGEMENT_MESSAGES.notFound);

/** GET WorkingArrangement/GetAllWorkingArrangement?start&end (a Monday and its Sunday) or ?workingDate (one day). */
export const ZWorkingArrangementQuery = z
  .object({
    start: ZCalendarDate('start').optional(),
    end: ZCalendarDate('end').optional(),
    workingDate: ZCalendarDate('workingDate').optional(),
  })
  .refine(
    (q) => (q.workingDate !== undefined ? q.start === undefined && q.end === undefined : Boolean(q.start && q.end)),
    { message: WORK_ARRANGEMENT_MESSAGES.weekRange, path: ['start'] },
  )
  .refine((q) => q.start === undefined || q.end === undefined || isWholeWeek(q.start, q.end), {
    message: WORK_ARRANGEMENT_MESSAGES.weekRange,
    path: ['start'],
  });
export type TWorkingArrangementQuery = z.infer<typeof ZWorkingArrangementQuery>;

/**
 * PUT WorkingArrangement/SaveWeek {start, cells} (ours, not the spec's: the screen's Submit in one transaction). Each
 * cell is a machine on a day of the week starting `start`: an operator or the maintenance flag keeps (adds or updates)
 * its row, neither deletes it. Machine-days not listed are left as they are.
 */
export const ZSaveWeekBody = z
  .object({
    start: ZCalendarDate('start').refine((day) => !isCalendarDate(day) || mondayOf(day) === day, {
      message: WORK_ARRANGEMENT_MESSAGES.weekRange,
    }),
    cells: z.array(ZWorkingArrangementInput),
  })
  .refine(
    (body) => !isCalendarDate(body.start) || body.cells.every((c) => weekDaysOf(body.start).includes(c.workingDate)),
    {
      message: WORK_ARRANGEMENT_MESSAGES.outsideWeek,
      path: ['cells'],
    },
  );
export type TSaveWeekBody = z.input<typeof ZSaveWeekBody>;
