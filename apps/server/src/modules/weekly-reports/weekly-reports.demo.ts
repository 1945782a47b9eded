import {
  defaultDailyReports,
  ROLE,
  shiftDate,
  type TDailyReportInput,
  thisMondayInAuckland,
  WEEKLY_REPORT_STATUS,
  WORK_TYPE,
} from '@packline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import {
  weeklyReport,
  weeklyReportDay,
  weeklyReportDayWorkHour,
  weeklyReportTemplate,
} from './weekly-reports.tables.ts';

// Demo weekly reports: for the production, packaging and warehouse staff, the last four weeks in every state — four
// weeks ago approved, three weeks ago approved or rejected, last week submitted (Not Approved), this week a draft —
// with a day of annual leave in one of them, and one template. The operations manager decides them.

const DEMO_ROLES = [ROLE.Production, ROLE.Packaging, ROLE.Warehouse];
/** Work types by role: the operator's main work, and what fills the rest of a day. */
const MAIN_WORK: Record<number, number> = { [ROLE.Production]: 1, [ROLE.Packaging]: 2, [ROLE.Warehouse]: 4 };
/** What each role writes about a day. */
const NOTES: Record<number, string[]> = {
  [ROLE.Production]: ['Ran cup machine 1', 'Changeover to 12 oz cups', 'Cleaned the printer heads', 'Toolbox meeting'],
  [ROLE.Packaging]: ['Packed lids for Aroha Café', 'Relabelled bowls', 'Changeover on the packing line'],
  [ROLE.Warehouse]: ['Stocktake of aisle B', 'Loaded the Auckland truck', 'Received the resin delivery'],
};

function filledWeek(monday: string, roleId: number, random: TRandom, leaveDay: number | null): TDailyReportInput[] {
  return defaultDailyReports(monday).map((day, index) => {
    if (index >= 5) return day;
    if (index === leaveDay) {
      return {
        ...day,
        leaveTypeId: 1,
        leaveHours: 8,
        dailyReportWorkHours: [{ workTypeId: MAIN_WORK[roleId], workHour: 0 }],
      };
    }
    const main = random.pick([6, 7, 7.5, 8]);
    const rest = 8 - main;
    return {
      ...day,
      content: random.pick(NOTES[roleId]),
      dailyReportWorkHours: [
        { workTypeId: MAIN_WORK[roleId], workHour: main },
        ...(rest > 0 ? [{ workTypeId: random.pick([8, 9]), workHour: rest }] : []),
      ],
    };
  });
}

export async function seedWeeklyReportDemo(tx: Transaction, random: TRandom): Promise<void> {
  const staff = await tx
    .select({ employeeId: employee.employeeId, roleId: employee.roleId })
    .from(employee)
    .where(inArray(employee.roleId, DEMO_ROLES))
    .orderBy(asc(employee.employeeId));
  const [manager] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(and(eq(employee.roleId, ROLE.Manager), eq(employee.userName, 'manager')));
  if (staff.length === 0) return;
  const thisMonday = thisMondayInAuckland();
  const decider = manager?.employeeId ?? null;

  for (const [position, person] of staff.entries()) {
    const roleId = person.roleId as number;
    const weeks = [
      { weeksAgo: 4, status: WEEKLY_REPORT_STATUS.Approved },
      { weeksAgo: 3, status: position % 2 === 0 ? WEEKLY_REPORT_STATUS.Approved : WEEKLY_REPORT_STATUS.Rejected },
      { weeksAgo: 1, status: WEEKLY_REPORT_STATUS.NotApproved },
      { weeksAgo: 0, status: WEEKLY_REPORT_STATUS.Draft },
    ];
    for (const { weeksAgo, status } of weeks) {
      const monday = shiftDate(thisMonday, -7 * weeksAgo, 'day');
      const days =
        status === WEEKLY_REPORT_STATUS.Draft
          ? defaultDailyReports(monday)
          : filledWeek(monday, roleId, random, weeksAgo === 3 ? random.int(0, 4) : null);
      const decided = status === WEEKLY_REPORT_STATUS.Approved || status === WEEKLY_REPORT_STATUS.Rejected;
      const [report] = await tx
        .insert(weeklyReport)
        .values({
          employeeId: person.employeeId,
          reportDate: monday,
          content: status === WEEKLY_REPORT_STATUS.Draft ? null : 'Normal week on the floor.',
          approvalStatus: status,
          rejectReason: status === WEEKLY_REPORT_STATUS.Rejected ? 'Please split Thursday between the lines.' : null,
          approvedBy: decided ? decider : null,
          approvedAt: decided ? new Date(`${shiftDate(monday, 8, 'day')}T00:00:00Z`) : null,
          submittedAt:
            status === WEEKLY_REPORT_STATUS.Draft ? null : new Date(`${shiftDate(monday, 4, 'day')}T03:00:00Z`),
          createdBy: person.employeeId,
        })
        .returning();
      const dayRows = await tx
        .insert(weeklyReportDay)
        .values(
          days.map((day) => ({
            weeklyReportId: report.weeklyReportId,
            reportDate: day.reportDate as string,
            content: day.content ?? null,
            leaveTypeId: day.leaveTypeId ?? null,
            leaveHours: day.leaveHours == null ? null : String(day.leaveHours),
          })),
        )
        .returning();
      await tx.insert(weeklyReportDayWorkHour).values(
        days.flatMap((day, index) =>
          day.dailyReportWorkHours.map((h, order) => ({
            dailyReportId: dayRows[index].dailyReportId,
            workTypeId: h.workTypeId ?? WORK_TYPE.ToBeFilled,
            workHour: String(h.workHour ?? 0),
            sortingOrder: order,
          })),
        ),
      );
      if (position === 0 && weeksAgo === 4) {
        await tx.insert(weeklyReportTemplate).values({
          employeeId: person.employeeId,
          templateName: 'My usual week',
          weeklyReportId: report.weeklyReportId,
          dailyReport: days.map((d) => ({ content: d.content, dailyReportWorkHours: d.dailyReportWorkHours })),
          createdBy: person.employeeId,
        });
      }
    }
  }
}
