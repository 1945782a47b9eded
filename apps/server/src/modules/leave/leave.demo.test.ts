import { LEAVE_STATUS } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { listLeaveRequests } from './leave-read.ts';

// The demo leave requests: every state, the decided ones with a comment and who decided.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo leave requests', () => {
  it('has pending, approved and rejected requests; the decided ones with a comment and an approver', async () => {
    const { rows } = await listLeaveRequests(handle.db, {});
    for (const status of Object.values(LEAVE_STATUS)) expect(rows.some((r) => r.approvalStatus === status)).toBe(true);
    for (const r of rows.filter((row) => row.approvalStatus !== LEAVE_STATUS.Pending)) {
      expect(r.approvalComment).toBeTruthy();
      expect(r.approvedByName).toBeTruthy();
      expect(r.approvedBy).not.toBe(r.employeeId);
    }
    expect(new Set(rows.map((r) => r.employeeId)).size).toBeGreaterThan(1);
  });
});
