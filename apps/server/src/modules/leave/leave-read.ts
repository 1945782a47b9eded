import { LEAVE_APPROVAL_PAGE, type TLeaveListQuery, type TLeaveRequest } from '@packline/domain';
import { and, count, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pagesOfRole } from '../access/access.reads.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import { leaveTypes } from '../weekly-reports/weekly-reports.reads.ts';
import { leaveRequest } from './leave.tables.ts';

// The reads of leave requests (spec 02 §7 Leave and attendance; issue 19): the approver's tabs, the employee's own
// list, one request, and who approves (for the e-mail).

const approver = employeesAs('approver');
const employeeName = employees.nameOrUserName;

const columns = {
  leaveRequestId: leaveRequest.leaveRequestId,
  employeeId: leaveRequest.employeeId,
  employeeName,
  leaveTypeId: leaveRequest.leaveTypeId,
  leaveTypeName: leaveTypes.leaveTypeName,
  startDate: leaveRequest.startDate,
  endDate: leaveRequest.endDate,
  leaveReason: leaveRequest.leaveReason,
  approvalStatus: leaveRequest.approvalStatus,
  approvalComment: leaveRequest.approvalComment,
  approvedBy: leaveRequest.approvedBy,
  approvedByName: approver.name,
  approvedAt: leaveRequest.approvedAt,
  createdAt: leaveRequest.createdAt,
};

function selectRequests(db: DbOrTx) {
  return approver.leftJoin(joinsOfRequest(db.select(columns).from(leaveRequest).$dynamic()), leaveRequest.approvedBy);
}

/** A select from leave requests with the employee and the leave type. */
function joinsOfRequest<T extends PgSelect>(select: T) {
  return leaveTypes.innerJoin(employees.innerJoin(select, leaveRequest.employeeId), leaveRequest.leaveTypeId);
}

type TRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toRequest(row: TRow): TLeaveRequest {
  return {
    ...row,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORTS: Record<TLeaveListQuery['sortField'] & string, TSortable> = {
  startDate: leaveRequest.startDate,
  createdAt: leaveRequest.createdAt,
  employeeName,
};

/** A page of requests (all without `page`), newest first; `employeeId` limits them to one employee's. */
export async function listLeaveRequests(db: DbOrTx, query: TLeaveListQuery, employeeId?: number) {
  const where: SQL | undefined = and(
    employeeId === undefined ? undefined : eq(leaveRequest.employeeId, employeeId),
    query.approvalStatus === undefined ? undefined : eq(leaveRequest.approvalStatus, query.approvalStatus),
    searchOf(query.search, (pattern) =>
      ilikeAny(pattern, [employeeName, leaveRequest.leaveReason, leaveTypes.leaveTypeName]),
    ),
  );
  return listPage(query, {
    rows: selectRequests(db)
      .where(where)
      .orderBy(...orderByOf(SORTS, query, { field: 'createdAt', order: 'descend' }, leaveRequest.leaveRequestId)),
    count: joinsOfRequest(db.select({ total: count() }).from(leaveRequest).$dynamic()).where(where),
    toRow: toRequest,
  });
}

export async function getLeaveRequest(db: DbOrTx, leaveRequestId: number): Promise<TLeaveRequest | null> {
  const [row] = await selectRequests(db).where(eq(leaveRequest.leaveRequestId, leaveRequestId));
  return row ? toRequest(row) : null;
}

/** The e-mail address of an employee (the decision goes to them). */
export async function contactOf(db: DbOrTx, employeeId: number) {
  const [row] = await employees
    .select(db, { name: employeeName, email: employees.email })
    .where(eq(employees.employeeId, employeeId));
  return row ?? null;
}

/** Who approves leave: staff whose role holds the approval page and who have an e-mail address, but `except`. */
export async function leaveApprovers(db: DbOrTx, except: number) {
  const select = employees.selectDistinct(db, {
    employeeId: employees.employeeId,
    name: employeeName,
    email: employees.email,
  });
  return pagesOfRole
    .innerJoin(select, employees.roleId)
    .where(
      and(
        eq(pagesOfRole.pageUrl, LEAVE_APPROVAL_PAGE),
        employees.current,
        isNotNull(employees.email),
        ne(employees.employeeId, except),
      ),
    );
}
