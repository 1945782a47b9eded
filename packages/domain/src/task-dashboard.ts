import { z } from 'zod';
import { ROLE } from './reference-data.ts';
import { SUBORDER_STATUS, ZSuborder } from './suborder.ts';

// The Task Dashboard (/production-dashboard; spec 02 §2 "scrolling notification ticker and machine columns by job
// status", §4 dashboard columns, §9 constants; issue 15 "Task dashboard, live"): a TV on the shop floor. Beyond the
// spec's 30-second polling, the screens hear of every production change by server push (Server-Sent Events fed by
// PostgreSQL LISTEN/NOTIFY) and fall back to the timers while the push is lost.

export const TASK_DASHBOARD_PAGES = ['/production-dashboard'] as const;
/** Who may hear of production changes: the live screens (dashboard, suborders, packaging, work orders). */
export const PRODUCTION_EVENT_PAGES = ['/production-dashboard', '/suborder', '/packaging', '/work-order'] as const;

/** spec 02 §9: 8 machines a page, rotating every 15 s; data every 30 s; at least 3 jobs a column. */
export const TASK_DASHBOARD = {
  machinesPerPage: 8,
  rotateMs: 15_000,
  refreshMs: 30_000,
  minJobsPerColumn: 3,
  /** spec 02 §7: the ticker shows the notices of role 1. */
  noticeRole: ROLE.Production,
} as const;

/** spec 02 §4: doing 2 and 3, waiting 1, complete 9 and 10. */
export const TASK_DASHBOARD_COLUMNS = {
  doing: [SUBORDER_STATUS.InProcess, SUBORDER_STATUS.Paused],
  waiting: [SUBORDER_STATUS.Awaiting],
  complete: [SUBORDER_STATUS.PartlyComplete, SUBORDER_STATUS.Complete],
} as const;
export type TDashboardColumn = keyof typeof TASK_DASHBOARD_COLUMNS;

/** The column of a suborder status on the dashboard, none for the others. */
export function dashboardColumnOf(statusId: number): TDashboardColumn | null {
  for (const [column, statuses] of Object.entries(TASK_DASHBOARD_COLUMNS) as [TDashboardColumn, readonly number[]][]) {
    if (statuses.includes(statusId)) return column;
  }
  return null;
}

/** The machines shown on page `page` (from 0) of a rotation, and how many pages there are. */
export function dashboardPageOf<T>(machines: readonly T[], page: number): { shown: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(machines.length / TASK_DASHBOARD.machinesPerPage));
  const start = (page % pages) * TASK_DASHBOARD.machinesPerPage;
  return { shown: machines.slice(start, start + TASK_DASHBOARD.machinesPerPage), pages };
}

/** The PostgreSQL channel a change of work orders or suborders is announced on (by triggers: any process, any write). */
export const PRODUCTION_CHANNEL = 'production_changed';
/** The SSE event name of such a change; its data is `{ table }`. */
export const PRODUCTION_EVENT = 'production';

export const ZTaskDashboardMachine = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineTypeId: z.number().int(),
  /** The operator arranged today ('First Last'), null when none. */
  operatorName: z.string().nullable(),
  maintenance: z.number().int(),
  doing: z.array(ZSuborder),
  waiting: z.array(ZSuborder),
  /** Completed (fully or partly) today. */
  complete: z.array(ZSuborder),
});
export type TTaskDashboardMachine = z.infer<typeof ZTaskDashboardMachine>;

/** GET Suborder/GetTaskDashboard (ours). */
export const ZTaskDashboard = z.object({
  notices: z.array(z.string()),
  machines: z.array(ZTaskDashboardMachine),
  generatedAt: z.string(),
});
export type TTaskDashboard = z.infer<typeof ZTaskDashboard>;
