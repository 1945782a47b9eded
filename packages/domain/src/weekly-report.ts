import dayjs from 'dayjs';
import { z } from 'zod';
import { listQueryOf, ZDateText, ZTimestamp } from './api.ts';
import { MAX_ID } from './catalogue.ts';
import { BUSINESS_TIME_ZONE, shiftDate } from './dates.ts';
import { isCalendarDate, mondayOf, weekDaysOf } from './working-arrangement.ts';

// Weekly reports (spec 02 §2 "Weekly Report list and editor dialog", §3 Weekly report / Template, §4, §8, §6, §9;
// issue 19 "Weekly reports"). An employee reports each week, Monday to Sunday, as seven daily entries of work hours by
// work type (and leave hours); saves it as a draft, submits it from Friday noon; a manager approves or rejects it.

/** spec 02 §6: the weekly report screens, one per role in the path. */
export const WEEKLY_REPORT_PAGE = {
  employee: '/weekly-report/employee',
  manager: '/weekly-report/manager',
  viewer: '/weekly-report/viewer',
} as const;
/** The employee's own reports: add, save draft, submit, delete drafts, templates. */
export const WEEKLY_REPORT_EMPLOYEE_PAGES = [WEEKLY_REPORT_PAGE.employee] as const;
/** Every employee's reports, approved or rejected (GetAll). */
export const WEEKLY_REPORT_MANAGER_PAGES = [WEEKLY_REPORT_PAGE.manager] as const;
/** Every employee's reports, read-only (GetAllAll: the viewer's broader list; the manager reads it too). */
export const WEEKLY_REPORT_ALL_PAGES = [WEEKLY_REPORT_PAGE.manager, WEEKLY_REPORT_PAGE.viewer] as const;
/** Everyone who opens a report, and so its leave files. */
export const WEEKLY_REPORT_PAGES = [
  WEEKLY_REPORT_PAGE.employee,
  WEEKLY_REPORT_PAGE.manager,
  WEEKLY_REPORT_PAGE.viewer,
] as const;

/** spec 02 §4: '-2' Draft, '0' Not Approved (submitted, pending), '-1' Rejected, any other value Approved. */
export const WEEKLY_REPORT_STATUS = { Draft: -2, Rejected: -1, NotApproved: 0, Approved: 1 } as const;
export const WEEKLY_REPORT_STATUS_NAMES: Record<number, string> = {
  [WEEKLY_REPORT_STATUS.Draft]: 'Draft',
  [WEEKLY_REPORT_STATUS.Rejected]: 'Rejected',
  [WEEKLY_REPORT_STATUS.NotApproved]: 'Not Approved',
  [WEEKLY_REPORT_STATUS.Approved]: 'Approved',
};

/** The status as the screens name it: any value but -2, -1 and 0 is Approved. */
export const weeklyReportStatusName = (status: number) =>
  WEEKLY_REPORT_STATUS_NAMES[status] ?? WEEKLY_REPORT_STATUS_NAMES[WEEKLY_REPORT_STATUS.Approved];
export const isApprovedReport = (status: number) =>
  status !== WEEKLY_REPORT_STATUS.Draft &&
  status !== WEEKLY_REPORT_STATUS.Rejected &&
  status !== WEEKLY_REPORT_STATUS.NotApproved;

/** spec 02 §9: the work types the code gives meaning to. */
export const WORK_TYPE = { Weekend: 92, ToBeFilled: 93 } as const;

/** Reference data: the work types an installation starts with (ids 92 and 93 are the spec's). */
export const WORK_TYPES = [
  { id: 1, name: 'Production' },
  { id: 2, name: 'Packaging' },
  { id: 3, name: 'Printing' },
  { id: 4, name: 'Warehouse' },
  { id: 5, name: 'Delivery' },
  { id: 6, name: 'Office / administration' },
  { id: 7, name: 'Sales' },
  { id: 8, name: 'Maintenance' },
  { id: 9, name: 'Training' },
  { id: WORK_TYPE.Weekend, name: 'Weekend' },
  { id: WORK_TYPE.ToBeFilled, name: 'To be filled' },
] as const;

/** Reference data: the leave types of New Zealand's Holidays Act an installation starts with. */
export const LEAVE_TYPES = [
  { id: 1, name: 'Annual leave' },
  { id: 2, name: 'Sick leave' },
  { id: 3, name: 'Bereavement leave' },
  { id: 4, name: 'Family violence leave' },
  { id: 5, name: 'Public holiday' },
  { id: 6, name: 'Alternative holiday' },
  { id: 7, name: 'Unpaid leave' },
] as const;

/** spec 02 §9: Monday to Friday 8 hours to be filled, Saturday and Sunday 0 hours of the weekend type. */
export const DEFAULT_WEEKDAY_HOURS = 8;
export const DAYS_IN_REPORT = 7;
/** Most hours one day can hold. */
export const MAX_DAY_HOURS = 24;
/** The hours as the editor labels them; the rules and the API's refusals name them so (issue 31). */
export const WEEKLY_REPORT_HOUR_LABELS = { workHour: 'Work hours', leaveHours: 'Leave hours' } as const;
/** An hours field above MAX_DAY_HOURS, by its label. */
export const tooManyHoursMessage = (label: string): string => `${label} must be at most ${MAX_DAY_HOURS}`;

export const WEEKLY_REPORT_MESSAGES = {
  notFilled: 'Please ensure all work types and work hours are correctly filled out.',
  submissionWindow: 'Submission time must be from Friday to within the following week.',
  keepOneWorkType: 'At least one work type must be retained',
  unsavedTemplate: 'Cannot save an unsaved report as a template',
  weekTaken: 'There is already a weekly report for this week. You can edit it.',
  onlyDraftsDeleted: 'Only draft reports can be deleted.',
  draftClosed: 'This report cannot be open as it is draft.',
  approvedLocked: 'This report cannot be edited as it has been approved.',
  /** Ours: the spec requires these without naming a message. */
  toBeFilledLeft: 'Please replace every To be filled hour with the work done before submitting.',
  notMonday: 'The week of a weekly report must start on a Monday.',
  reasonRequired: 'Please enter a reason for the rejection.',
  dayTooLong: `A day's work and leave hours must add up to at most ${MAX_DAY_HOURS}.`,
  notSubmitted: 'Only a submitted report can be approved or rejected.',
  sevenDays: 'A weekly report has seven daily entries, Monday to Sunday.',
  dayOutsideWeek: 'The daily entries must be the days of the report’s week, Monday to Sunday.',
  leaveTypeMissing: 'Please select the leave type of the leave hours.',
  notYours: 'You can only see and change your own weekly reports.',
  notFound: 'This weekly report was not found.',
  noTemplate: 'There is no template to delete.',
} as const;

// ---- Pure rules -----------------------------------------------------------------------------------------------------

/** One day's default work: Monday–Friday 8 hours to be filled, Saturday and Sunday 0 hours of the weekend type. */
export function defaultWorkHoursOf(dayIndex: number): TDailyWorkHour[] {
  return dayIndex < 5
    ? [{ workTypeId: WORK_TYPE.ToBeFilled, workHour: DEFAULT_WEEKDAY_HOURS }]
    : [{ workTypeId: WORK_TYPE.Weekend, workHour: 0 }];
}

/** The seven default daily entries of the week holding `day`. */
export function defaultDailyReports(day: string): TDailyReportInput[] {
  return weekDaysOf(mondayOf(day)).map((reportDate, index) => ({
    reportDate,
    content: null,
    leaveTypeId: null,
    leaveHours: null,
    leaveUrl: null,
    image: null,
    dailyReportWorkHours: defaultWorkHoursOf(index),
  }));
}

/**
 * spec 02 §8: the submission window of the week starting `monday`: from Friday (Monday + 4 days) 12:00 to the end of
 * the following Sunday (Monday + 14 days 00:00, not included), Auckland time.
 */
export function submissionWindowOf(monday: string): { opens: Date; closes: Date } {
  return {
    opens: dayjs.tz(`${shiftDate(monday, 4, 'day')} 12:00`, BUSINESS_TIME_ZONE).toDate(),
    closes: dayjs.tz(shiftDate(monday, 14, 'day'), BUSINESS_TIME_ZONE).toDate(),
  };
}

export function canSubmitAt(monday: string, now: Date): boolean {
  const { opens, closes } = submissionWindowOf(monday);
  return now.getTime() >= opens.getTime() && now.getTime() < closes.getTime();
}

/**
 * The first reason a report cannot be saved as asked (a draft, or submitted at `now`), or null. spec 02 §8: every day
 * keeps a work type; a draft has every work type and hour filled, hours ≥ 0; a submission also has no hour to be
 * filled, a week starting on a Monday, and falls in the submission window.
 */
export function weeklyReportProblem(report: TWeeklyReportInput, now: Date): string | null {
  const days = report.dailyReport;
  if (days.length !== DAYS_IN_REPORT) return WEEKLY_REPORT_MESSAGES.sevenDays;
  const week = weekDaysOf(mondayOf(report.reportDate));
  if (days.some((day, index) => day.reportDate != null && day.reportDate !== week[index])) {
    return WEEKLY_REPORT_MESSAGES.dayOutsideWeek;
  }
  if (days.some((day) => day.dailyReportWorkHours.length === 0)) return WEEKLY_REPORT_MESSAGES.keepOneWorkType;
  if (days.some((day) => day.dailyReportWorkHours.some((h) => (h.workHour ?? 0) > MAX_DAY_HOURS))) {
    return tooManyHoursMessage(WEEKLY_REPORT_HOUR_LABELS.workHour);
  }
  if (days.some((day) => (day.leaveHours ?? 0) > MAX_DAY_HOURS)) {
    return tooManyHoursMessage(WEEKLY_REPORT_HOUR_LABELS.leaveHours);
  }
  if (days.some((day) => dayHoursOf(day) > MAX_DAY_HOURS)) return WEEKLY_REPORT_MESSAGES.dayTooLong;
  const filled = days.every((day) =>
    day.dailyReportWorkHours.every((h) => h.workTypeId != null && h.workHour != null && h.workHour >= 0),
  );
  if (!filled) return WEEKLY_REPORT_MESSAGES.notFilled;
  if (days.some((day) => (day.leaveHours ?? 0) > 0 && day.leaveTypeId == null)) {
    return WEEKLY_REPORT_MESSAGES.leaveTypeMissing;
  }
  if (report.approvalStatus !== WEEKLY_REPORT_STATUS.NotApproved) return null;
  const toBeFilled = days.some((day) =>
    day.dailyReportWorkHours.some((h) => h.workTypeId === WORK_TYPE.ToBeFilled && (h.workHour ?? 0) > 0),
  );
  if (toBeFilled) return WEEKLY_REPORT_MESSAGES.toBeFilledLeft;
  const monday = days[0].reportDate ?? mondayOf(report.reportDate);
  if (mondayOf(monday) !== monday) return WEEKLY_REPORT_MESSAGES.notMonday;
  if (!canSubmitAt(monday, now)) return WEEKLY_REPORT_MESSAGES.submissionWindow;
  return null;
}

/** Total hours of a day (work and leave). */
export function dayHoursOf(day: Pick<TDailyReportInput, 'dailyReportWorkHours' | 'leaveHours'>): number {
  return day.dailyReportWorkHours.reduce((sum, h) => sum + (h.workHour ?? 0), 0) + (day.leaveHours ?? 0);
}

// ---- Requests -------------------------------------------------------------------------------------------------------

const idOf = (name: string) =>
  z
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);
const textOf = (name: string, max: number) =>
  z.string(`${name} must be text`).trim().max(max, `${name} must be at most ${max} characters`);
const calendarDate = (name: string) =>
  z.string(`${name} must be a date`).refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`);
/** The files of a report are those stored through Common/UploadImage, served under /uploads/ (never another link). */
export const UPLOADED_FILE_PREFIX = '/uploads/';
const uploadedFile = (name: string) =>
  textOf(name, 500).refine(
    (url) => url === '' || (url.startsWith(UPLOADED_FILE_PREFIX) && !url.includes('..')),
    `${name} must be a file uploaded to Packline`,
  );
const hours = (name: string) =>
  z
    .number(`${name} must be a number`)
    .max(MAX_DAY_HOURS, tooManyHoursMessage(name))
    .refine((h) => Number.isInteger(h * 100), `${name} has at most two decimals`);

/** One work type and its hours on a day; either may still be empty in the editor (the rules say so on save). */
export const ZDailyWorkHour = z.object({
  workTypeId: idOf('workTypeId').nullable(),
  workHour: hours(WEEKLY_REPORT_HOUR_LABELS.workHour).nullable(),
});
export type TDailyWorkHour = z.infer<typeof ZDailyWorkHour>;

export const ZDailyReportInput = z.object({
  dailyReportId: idOf('dailyReportId').nullish(),
  /** The day; the server takes the days of the report's week in order, so it may be left out. */
  reportDate: calendarDate('reportDate').nullish(),
  content: textOf('content', 1000).nullish(),
  leaveTypeId: idOf('leaveTypeId').nullish(),
  leaveHours: hours(WEEKLY_REPORT_HOUR_LABELS.leaveHours)
    .min(0, `${WEEKLY_REPORT_HOUR_LABELS.leaveHours} must be at least 0`)
    .nullish(),
  /** A file stored through Common/UploadImage (a leave certificate). */
  leaveUrl: uploadedFile('leaveUrl').nullish(),
  image: uploadedFile('image').nullish(),
  dailyReportWorkHours: z.array(ZDailyWorkHour).max(20, 'At most 20 work types a day'),
});
export type TDailyReportInput = z.input<typeof ZDailyReportInput>;

/** POST WeeklyReport/Add and PUT WeeklyReport/Update: a draft (-2) or a submission (0) of the caller's own week. */
export const ZWeeklyReportInput = z.object({
  weeklyReportId: idOf('weeklyReportId').nullish(),
  /** Ignored: the report is always the caller's (issue 19). */
  employeeId: z.number().int().nullish(),
  /** Any day of the week reported; stored as its Monday. */
  reportDate: calendarDate('reportDate'),
  content: textOf('content', 2000).nullish(),
  approvalStatus: z.union(
    [z.literal(WEEKLY_REPORT_STATUS.Draft), z.literal(WEEKLY_REPORT_STATUS.NotApproved)],
    'approvalStatus must be -2 (draft) or 0 (submit)',
  ),
  active: z.number().int().nullish(),
  dailyReport: z.array(ZDailyReportInput).length(DAYS_IN_REPORT, WEEKLY_REPORT_MESSAGES.sevenDays),
});
export type TWeeklyReportInput = z.input<typeof ZWeeklyReportInput>;
export const ZUpdateWeeklyReport = ZWeeklyReportInput.extend({ weeklyReportId: idOf('weeklyReportId') });

export const ZReportIdQuery = z.object({ reportId: z.coerce.number().pipe(idOf('reportId')) });
export const ZWeeklyReportIdQuery = z.object({ id: z.coerce.number().pipe(idOf('id')) });
export const ZRejectWeeklyReportQuery = ZReportIdQuery.extend({
  reason: z
    .string(WEEKLY_REPORT_MESSAGES.reasonRequired)
    .trim()
    .min(1, WEEKLY_REPORT_MESSAGES.reasonRequired)
    .max(500, 'reason must be at most 500 characters'),
});
export const ZEmployeeIdQuery = z.object({ employeeId: z.coerce.number().pipe(idOf('employeeId')).optional() });
export const ZEmployerIdQuery = z.object({ employerId: z.coerce.number().pipe(idOf('employerId')).optional() });

export const WEEKLY_REPORT_SORT_FIELDS = ['reportDate', 'employeeName', 'approvalStatus', 'updatedAt'] as const;
export type TWeeklyReportSortField = (typeof WEEKLY_REPORT_SORT_FIELDS)[number];
/** GET WeeklyReport/GetAll and GetAllAll: paged, sorted, by employee, status and week range. */
export const ZWeeklyReportListQuery = listQueryOf(WEEKLY_REPORT_SORT_FIELDS).extend({
  employeeId: z.coerce.number().pipe(idOf('employeeId')).optional(),
  approvalStatus: z.coerce.number().int('approvalStatus must be a whole number').optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
});
export type TWeeklyReportListQuery = z.infer<typeof ZWeeklyReportListQuery>;

/** POST WeeklyReportTemplate {content, templateName, weeklyReportId}: the caller's template, from a saved report. */
export const ZSaveWeeklyReportTemplate = z.object({
  templateName: textOf('templateName', 100).min(1, 'Please enter a template name.'),
  content: textOf('content', 2000).nullish(),
  weeklyReportId: idOf('weeklyReportId').nullish(),
});
export type TSaveWeeklyReportTemplate = z.input<typeof ZSaveWeeklyReportTemplate>;

// ---- Replies --------------------------------------------------------------------------------------------------------

export const ZWorkType = z.object({ workTypeId: z.number().int(), workTypeName: z.string() });
export type TWorkType = z.infer<typeof ZWorkType>;
export const ZLeaveType = z.object({ leaveTypeId: z.number().int(), leaveTypeName: z.string() });
export type TLeaveType = z.infer<typeof ZLeaveType>;

export const ZWeeklyReportDay = z.object({
  dailyReportId: z.number().int(),
  reportDate: ZDateText,
  content: z.string().nullable(),
  leaveTypeId: z.number().int().nullable(),
  leaveHours: z.number().nullable(),
  leaveUrl: z.string().nullable(),
  image: z.string().nullable(),
  dailyReportWorkHours: z.array(z.object({ workTypeId: z.number().int(), workHour: z.number() })),
});
export type TWeeklyReportDay = z.infer<typeof ZWeeklyReportDay>;

export const ZWeeklyReport = z.object({
  weeklyReportId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  /** The Monday of the week. */
  reportDate: ZDateText,
  content: z.string().nullable(),
  approvalStatus: z.number().int(),
  active: z.number().int(),
  rejectReason: z.string().nullable(),
  approvedBy: z.number().int().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: ZTimestamp.nullable(),
  totalHours: z.number(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp.nullable(),
  /** The seven days; empty on a draft read by a manager or viewer (they cannot open a draft). */
  dailyReport: z.array(ZWeeklyReportDay),
});
export type TWeeklyReport = z.infer<typeof ZWeeklyReport>;

export const ZWeeklyReportTemplate = z.object({
  templateId: z.number().int(),
  employeeId: z.number().int(),
  templateName: z.string(),
  content: z.string().nullable(),
  weeklyReportId: z.number().int().nullable(),
  /** The days of the report it was saved from: their work types and hours, notes and leave type. */
  dailyReport: z.array(ZDailyReportInput),
});
export type TWeeklyReportTemplate = z.infer<typeof ZWeeklyReportTemplate>;
