import { LEAVE_STATUS, ROLE, shiftDate, todayInAuckland } from '@packline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { employee } from '../employees/employees.tables.ts';
import { leaveRequest } from './leave.tables.ts';

// Demo leave requests in every state: pending ones coming up, approved and rejected ones decided by the HR advisor,
// for the production, packaging, warehouse and sales staff.

const REQUESTS = [
  { days: 10, length: 5, type: 1, status: LEAVE_STATUS.Pending, reason: 'Family holiday in Queenstown' },
  { days: 3, length: 1, type: 6, status: LEAVE_STATUS.Pending, reason: 'Day in lieu for working Labour Day' },
  { days: -20, length: 2, type: 2, status: LEAVE_STATUS.Approved, reason: 'Flu, doctor’s certificate attached' },
  { days: 30, length: 3, type: 1, status: LEAVE_STATUS.Approved, reason: 'Sister’s wedding in Napier' },
  { days: 14, length: 10, type: 1, status: LEAVE_STATUS.Rejected, reason: 'Trip to the Cook Islands' },
  { days: -5, length: 1, type: 3, status: LEAVE_STATUS.Approved, reason: 'Tangihanga of my grandmother' },
] as const;

const COMMENTS: Record<number, string> = {
  [LEAVE_STATUS.Approved]: 'Approved — enjoy.',
  [LEAVE_STATUS.Rejected]: 'Two of the line are away that fortnight; please pick other dates.',
};

export async function seedLeaveDemo(tx: Transaction): Promise<void> {
  const staff = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(inArray(employee.roleId, [ROLE.Production, ROLE.Packaging, ROLE.Warehouse, ROLE.Sales]))
    .orderBy(asc(employee.employeeId));
  const [hr] = await tx.select({ employeeId: employee.employeeId }).from(employee).where(eq(employee.userName, 'hr'));
  if (staff.length === 0) return;
  const today = todayInAuckland();
  await tx.insert(leaveRequest).values(
    REQUESTS.map((r, index) => {
      const startDate = shiftDate(today, r.days, 'day');
      const decided = r.status !== LEAVE_STATUS.Pending;
      return {
        employeeId: staff[index % staff.length].employeeId,
        leaveTypeId: r.type,
        startDate,
        endDate: shiftDate(startDate, r.length - 1, 'day'),
        leaveReason: r.reason,
        approvalStatus: r.status,
        approvalComment: decided ? COMMENTS[r.status] : null,
        approvedBy: decided ? (hr?.employeeId ?? null) : null,
        approvedAt: decided ? new Date() : null,
      };
    }),
  );
}
