import {
  dashboardColumnOf,
  TASK_DASHBOARD,
  TASK_DASHBOARD_COLUMNS,
  type TTaskDashboard,
  todayInAuckland,
} from '@packline/domain';
import type { DbOrTx } from '../../db/client.ts';
import { listNoticesOfRole } from '../lookups/lookups.service.ts';
import { listSubordersCompletedOn, listSubordersOfMachine } from './suborders-read.ts';
import { listMachinesOn } from './working-arrangement-read.ts';

// The Task Dashboard's data (spec 02 §2, §4 dashboard columns; issue 15): every machine with its operator of today and
// its jobs in the three columns (doing 2 and 3, waiting 1, complete 9 and 10 today), and the ticker's notices of role 1.

/** GET Suborder/GetTaskDashboard: the machines in their sorting order, each with its columns; the notices. */
export async function readTaskDashboard(db: DbOrTx, now = new Date()): Promise<TTaskDashboard> {
  const today = todayInAuckland(now);
  const machines = await listMachinesOn(db, today);
  const open = [...TASK_DASHBOARD_COLUMNS.doing, ...TASK_DASHBOARD_COLUMNS.waiting];
  const [jobs, completed, notices] = await Promise.all([
    Promise.all(machines.map((m) => listSubordersOfMachine(db, m.machineId, open))),
    listSubordersCompletedOn(db, today),
    listNoticesOfRole(db, TASK_DASHBOARD.noticeRole, today),
  ]);
  return {
    notices: notices.map((n) => n.notificationContext),
    machines: machines.map((m, i) => ({
      ...m,
      doing: jobs[i].filter((job) => dashboardColumnOf(job.suborderStatusId) === 'doing'),
      waiting: jobs[i].filter((job) => dashboardColumnOf(job.suborderStatusId) === 'waiting'),
      complete: completed.filter(
        (job) => job.machineId === m.machineId && dashboardColumnOf(job.suborderStatusId) === 'complete',
      ),
    })),
    generatedAt: now.toISOString(),
  };
}
