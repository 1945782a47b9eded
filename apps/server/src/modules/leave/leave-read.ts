import { LEAVE_APPROVAL_PAGE, type TLeaveListQuery, type TLeaveRequest } from '@packline/domain';
import { and, count, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../http/list-query.ts';
import { page, rolePageMapping } from '../access/access.tables.ts';
import { employeeNameSql } from '../employees/employees.service.ts';
import { employee } from '../employees/employees.tables.ts';
import { leaveType } from '../weekly-reports/weekly-reports.tables.ts';
import { leaveRequest } from './leave.tables.ts';

// The reads of leave requests (spec 02 §7 Leave and attendance; issue 19): the approver's tabs, the employee's own
// list, one request, and who approves (for the e-mail).

const approver = alias(employee, 'approver');
const employeeName = sql<string>`coalesce(${employeeNameSql(employee)}, ${employee.userName})`;

const columns = {
  leaveRequestId: leaveRequest.leaveRequestId,
  employeeId: leaveRequest.employeeId,
  employeeName,
  leaveTypeId: leaveRequest.leaveTypeId,
  leaveTypeName: leaveType.leaveTypeName,
  startDate: leaveRequest.startDate,
  endDate: leaveRequest.endDate,
  leaveReason: leaveRequest.leaveReason,
  approvalStatus: leaveRequest.approvalStatus,
  approvalComment: leaveRequest.approvalComment,
  approvedBy: leaveRequest.approvedBy,
  approvedByName: employeeNameSql(approver),
  approvedAt: leaveRequest.approvedAt,
  createdAt: leaveRequest.createdAt,
};

function selectRequests(db: DbOrTx) {
  return db
    .select(columns)
    .from(leaveRequest)
    .innerJoin(employee, eq(employee.employeeId, leaveRequest.employeeId))
    .innerJoin(leaveType, eq(leaveType.leaveTypeId, leaveRequest.leaveTypeId))
    .leftJoin(approver, eq(approver.employeeId, leaveRequest.approvedBy));
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
      ilikeAny(pattern, [employeeName, leaveRequest.leaveReason, leaveType.leaveTypeName]),
    ),
  );
  return listPage(query, {
    rows: selectRequests(db)
      .where(where)
      .orderBy(...orderByOf(SORTS, query, { field: 'createdAt', order: 'descend' }, leaveRequest.leaveRequestId)),
    count: db
      .select({ total: count() })
      .from(leaveRequest)
      .innerJoin(employee, eq(employee.employeeId, leaveRequest.employeeId))
      .innerJoin(leaveType, eq(leaveType.leaveTypeId, leaveRequest.leaveTypeId))
      .where(where),
    toRow: toRequest,
  });
}

export async function getLeaveRequest(db: DbOrTx, leaveRequestId: number): Promise<TLeaveRequest | null> {
  const [row] = await selectRequests(db).where(eq(leaveRequest.leaveRequestId, leaveRequestId));
  return row ? toRequest(row) : null;
}

/** The e-mail address of an employee (the decision goes to them). */
export async function contactOf(db: DbOrTx, employeeId: number) {
  const [row] = await db
    .select({ name: employeeName, email: employee.email })
    .from(employee)
    .where(eq(employee.employeeId, employeeId));
  return row ?? null;
}

/** Who approves leave: staff whose role holds the approval page and who have an e-mail address, but `except`. */
export async function leaveApprovers(db: DbOrTx, except: number) {
  return db
    .selectDistinct({ employeeId: employee.employeeId, name: employeeName, email: employee.email })
    .from(employee)
    .innerJoin(rolePageMapping, eq(rolePageMapping.roleId, employee.roleId))
    .innerJoin(page, eq(page.pageId, rolePageMapping.pageId))
    .where(
      and(
        eq(page.pageUrl, LEAVE_APPROVAL_PAGE),
        isNull(employee.deletedAt),
        isNotNull(employee.email),
        ne(employee.employeeId, except),
      ),
    );
}
