import { TICKET_PROCESSED, TICKET_STATUS } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { employee } from '../employees/employees.tables.ts';
import { listTickets } from './ticket-read.ts';

// The demo tickets: open and closed ones on live demo orders, steps processed and open, some held by 'sales' and
// 'warehouse' so those logins see tickets of their own.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

async function employeeIdOf(userName: string): Promise<number> {
  const rows = await handle.db.select().from(employee);
  const found = rows.find((row) => row.userName === userName);
  if (!found) throw new Error(`no demo employee ${userName}`);
  return found.employeeId;
}

describe('demo tickets', () => {
  it('has open and closed tickets with processed and open steps', async () => {
    const admin = await employeeIdOf('admin');
    const tickets = await listTickets(handle.db, { employeeId: admin, isAdmin: true });
    expect(tickets.length).toBeGreaterThanOrEqual(6);
    const open = tickets.filter((t) => t.closed === TICKET_STATUS.Open);
    const closed = tickets.filter((t) => t.closed === TICKET_STATUS.Closed);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(closed.length).toBeGreaterThanOrEqual(2);
    for (const t of closed) {
      expect(t.result).toBeTruthy();
      expect(t.closedAt).not.toBeNull();
      expect(t.ticketProcess.every((s) => s.processed === TICKET_PROCESSED.Processed)).toBe(true);
    }
    // Every open ticket waits on someone: it has an open step.
    for (const t of open) expect(t.ticketProcess.some((s) => s.processed === TICKET_PROCESSED.Unprocessed)).toBe(true);
    const steps = tickets.flatMap((t) => t.ticketProcess);
    expect(steps.some((s) => s.processed === TICKET_PROCESSED.Processed && s.completedAt !== null)).toBe(true);
    expect(tickets.some((t) => t.ticketProcess.length >= 2)).toBe(true);
  });

  it("gives the demo 'sales' and 'warehouse' users tickets of their own, some waiting on them", async () => {
    for (const userName of ['sales', 'warehouse']) {
      const id = await employeeIdOf(userName);
      const theirs = await listTickets(handle.db, { employeeId: id, isAdmin: false });
      expect(theirs.length, userName).toBeGreaterThanOrEqual(2);
      expect(theirs.every((t) => t.ticketProcess.some((s) => s.assignedEmployeeId === id))).toBe(true);
      const waiting = theirs.filter((t) =>
        t.ticketProcess.some((s) => s.assignedEmployeeId === id && s.processed === TICKET_PROCESSED.Unprocessed),
      );
      expect(waiting.length, userName).toBeGreaterThanOrEqual(1);
    }
  });
});
