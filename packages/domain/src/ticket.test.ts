import { describe, expect, it } from 'vitest';
import {
  canAssignTo,
  commentsRequired,
  openStepsOf,
  processRefusal,
  stepToProcess,
  TICKET_MESSAGES,
} from './ticket.ts';

// spec 01 §4-§6: which step a comment processes, when a comment is required, who a new step may go to.

const step = (processId: number, assignedEmployeeId: number, processed: number) => ({
  processId,
  assignedEmployeeId,
  processed,
});
// Employee 7 processed the first step and passed it to 8; 9 holds the newest open step.
const steps = [step(1, 7, 1), step(2, 8, 0), step(3, 9, 0)];

describe('ticket steps', () => {
  it('lists the open steps newest first', () => {
    expect(openStepsOf(steps).map((s) => s.processId)).toEqual([3, 2]);
    expect(openStepsOf([step(1, 7, 1)])).toEqual([]);
  });

  it("processes the caller's own open step; the admin's falls back to the newest open step", () => {
    expect(stepToProcess(steps, 8, false)?.processId).toBe(2);
    expect(stepToProcess(steps, 7, false)).toBeNull();
    expect(stepToProcess(steps, 7, true)?.processId).toBe(3);
    expect(stepToProcess(steps, 8, true)?.processId).toBe(2);
    expect(stepToProcess([step(1, 7, 1)], 1, true)).toBeNull();
  });

  it('requires a comment unless the admin comments with no step open', () => {
    expect(commentsRequired(steps, false)).toBe(true);
    expect(commentsRequired(steps, true)).toBe(true);
    expect(commentsRequired([step(1, 7, 1)], false)).toBe(true);
    expect(commentsRequired([step(1, 7, 1)], true)).toBe(false);
  });

  it("refuses with 'Process terminated' when no step is open, even right after the caller processed their own", () => {
    const done = { closed: 0, ticketProcess: [step(1, 7, 1)] };
    expect(processRefusal(done, 7, false)).toBe(TICKET_MESSAGES.processTerminated);
    expect(processRefusal(done, 7, true)).toBeNull();
    expect(processRefusal({ closed: 0, ticketProcess: steps }, 7, false)).toBe(TICKET_MESSAGES.assignedByOther);
    expect(processRefusal({ closed: 0, ticketProcess: steps }, 8, false)).toBeNull();
    expect(processRefusal({ closed: 1, ticketProcess: steps }, 1, true)).toBe(TICKET_MESSAGES.processTerminated);
  });

  it('assigns a new step to anyone but a holder of an open step', () => {
    expect(canAssignTo(steps, 8)).toBe(false);
    expect(canAssignTo(steps, 9)).toBe(false);
    expect(canAssignTo(steps, 7)).toBe(true);
    expect(canAssignTo(steps, 10)).toBe(true);
  });
});
