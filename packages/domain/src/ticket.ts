import { z } from 'zod';
import { listQueryOf, ZTimestamp } from './api.ts';
import { MAX_ID } from './catalogue.ts';
import { TEXTAREA_MAX } from './validate-messages.ts';

// Support tickets of spec 01 §2, §3, §4, §5, §6, §7 and §8 (issue 7). A ticket is about one order of one customer;
// each process step is assigned to an employee and processed with a comment; the ticket closes with a result.

/** spec 01 §6: the ticket admin (sees every ticket and may create them) is whoever holds this page. */
export const TICKET_ADMIN_PAGE = '/create-ticket-admin';
export const TICKET_PAGES = ['/create-ticket', '/create-ticket-admin', '/ticket-final-process', '/ticket'] as const;
/** spec 01 §9: process history page size. */
export const TICKET_PROCESS_PAGE_SIZE = 5;

export const TICKET_STATUS = { Open: 0, Closed: 1 } as const;
export const TICKET_PROCESSED = { Unprocessed: 0, Processed: 1 } as const;

export const TICKET_MESSAGES = {
  selectCorrectOrder: 'Please select correct order',
  processTerminated: 'Process terminated',
  assignedByOther: 'Process assigned by other employee',
  /** Ours: the spec requires these without naming a message. */
  commentsRequired: 'Please input comments.',
  resultRequired: 'Please input the result.',
  alreadyClosed: 'This ticket is already closed.',
  sameAssignee: 'This employee already holds the open step.',
} as const;

const id = (label: string) =>
  z.number(`${label} is required!`).int(`${label} is required!`).positive(`${label} is required!`).max(MAX_ID);
const text = (label: string, max = TEXTAREA_MAX) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`);

/** The generic ticket create (spec 01 §7): customer, order, employee, ticket type and assignee required. */
export const ZAddTicket = z.object({
  customerId: id('Customer'),
  orderId: z.number(TICKET_MESSAGES.selectCorrectOrder).int().positive(TICKET_MESSAGES.selectCorrectOrder).max(MAX_ID),
  employeeId: id('Employee'),
  ticketType: id('Ticket Type'),
  content: text('Content').nullish(),
  contectPerson: text('Contact Person', 100).nullish(),
  contectNo: text('Contact No', 50).nullish(),
  ticketProcess: z.object({
    assignedEmployeeId: id('Assignee'),
    comments: text('Comments').nullish(),
  }),
});
export type TAddTicket = z.infer<typeof ZAddTicket>;

/** POST TicketProcess/AddTicketProcess: a new unprocessed step for the assignee. */
export const ZAddTicketProcess = z.object({ assignedEmployeeId: id('Assignee'), ticketId: id('Ticket') });
/** PUT TicketProcess/ProcessTicketProcess: the open step processed with a comment. */
export const ZProcessTicketProcess = z.object({
  processId: id('Process').nullish(),
  /** Ours: an admin may comment on a ticket with no open step. */
  ticketId: id('Ticket').optional(),
  comments: text('Comments').nullish(),
  processed: z.literal(1).default(1),
});
/** PUT Ticket/CloseTicket: a result is required. */
export const ZCloseTicket = z.object({
  ticketId: id('Ticket'),
  closed: z.literal(1).default(1),
  result: z.string(TICKET_MESSAGES.resultRequired).trim().min(1, TICKET_MESSAGES.resultRequired).max(TEXTAREA_MAX),
  redelivery: z.number().int().min(0).max(1).default(0),
});

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

const ZFlag = z.union([z.literal(0), z.literal(1)]);
const ZPersonName = z.object({ firstName: z.string(), lastName: z.string() });

/** A process step: assigned to an employee, processed (1) with a comment. */
export const ZTicketProcess = z.object({
  processId: z.number().int(),
  ticketId: z.number().int(),
  assignedEmployeeId: z.number().int(),
  assignedEmployee: ZPersonName,
  comments: z.string().nullable(),
  processed: ZFlag,
  boxQty: z.number().int().nullable(),
  createdAt: ZTimestamp,
  completedAt: ZTimestamp.nullable(),
});
export type TTicketProcess = z.infer<typeof ZTicketProcess>;

/** A ticket with its steps, newest first: GetTicketById and every ticket write. */
export const ZTicket = z.object({
  ticketId: z.number().int(),
  customerId: z.number().int(),
  customer: z.object({ company: z.string(), customerCode: z.string().nullable() }),
  orderId: z.number().int(),
  orderNo: z.string(),
  employeeId: z.number().int(),
  employee: ZPersonName,
  ticketType: z.number().int(),
  ticketTypeNavigation: z.object({ ticketTypeName: z.string() }),
  content: z.string().nullable(),
  result: z.string().nullable(),
  closed: ZFlag,
  redelivery: ZFlag,
  contectPerson: z.string().nullable(),
  contectNo: z.string().nullable(),
  createdAt: ZTimestamp,
  closedAt: ZTimestamp.nullable(),
  ticketProcess: z.array(ZTicketProcess),
});
export type TTicket = z.infer<typeof ZTicket>;
/** GET Ticket/GetAllTicket. */
export const ZTicketList = z.array(ZTicket);

// ---- Additions of the tickets module (issue 7) ---------------------------------------------------------------------

/** spec 01 §2: the Ticket Final Process list; its holders (and the ticket admin) close tickets. */
export const TICKET_FINAL_PROCESS_PAGE = '/ticket-final-process';
export const TICKET_CLOSE_PAGES = [TICKET_ADMIN_PAGE, TICKET_FINAL_PROCESS_PAGE] as const;
export const TICKET_STATUS_NAMES: Record<number, string> = { 0: 'Open', 1: 'Closed' };
/** Ours: an assignee who is no longer an employee (deleted). */
export const TICKET_UNKNOWN_EMPLOYEE = 'Please select an active employee.';

export type TAddTicketProcess = z.infer<typeof ZAddTicketProcess>;
export type TProcessTicketProcess = z.input<typeof ZProcessTicketProcess>;
export type TCloseTicket = z.input<typeof ZCloseTicket>;

/** The columns the ticket lists sort by (default: the newest ticket first). */
export const TICKET_SORT_FIELDS = ['ticketId', 'company', 'orderNo', 'ticketType', 'status', 'createdAt'] as const;
export type TTicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/**
 * GET Ticket/GetAllTicket[?closed=0|1]: the Final Process list reads the open ones; with the list contract's page, sort
 * and search (ours).
 */
export const ZTicketListQuery = listQueryOf(TICKET_SORT_FIELDS).extend({
  closed: z.coerce.number('closed must be 0 or 1').int().min(0).max(1).optional(),
});
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;
/** GET Ticket/GetOrdersOfCustomer?customerId (ours): the live orders the create dialog offers. */
export const ZTicketOrdersQuery = z.object({
  customerId: z.coerce.number('customerId is required!').int().positive('customerId is required!').max(MAX_ID),
});

/** A step as the server's row or the wire's TTicketProcess has it. */
type TStep = { processId: number; assignedEmployeeId: number; processed: number };

/** The steps still waiting for a comment, newest first (steps are ordered by id as they are created). */
export function openStepsOf<S extends TStep>(steps: readonly S[]): S[] {
  return steps
    .filter((step) => step.processed === TICKET_PROCESSED.Unprocessed)
    .sort((a, b) => b.processId - a.processId);
}

/**
 * spec 01 §4/§6: the step a comment processes — the caller's own open step; for the ticket admin, else the newest open
 * step of anyone; null when there is none the caller may process.
 */
export function stepToProcess<S extends TStep>(steps: readonly S[], employeeId: number, isAdmin: boolean): S | null {
  const open = openStepsOf(steps);
  return open.find((step) => step.assignedEmployeeId === employeeId) ?? (isAdmin ? (open[0] ?? null) : null);
}

/**
 * spec 01 §6: why a caller may not act on a ticket (assign or comment), or null when they may: 'Process terminated'
 * when it is closed or no step is open; 'Process assigned by other employee' when only someone else's is open. The
 * admin may act on any open ticket.
 */
export function processRefusal(
  ticket: { closed: number; ticketProcess: readonly TStep[] },
  employeeId: number,
  isAdmin: boolean,
): string | null {
  if (ticket.closed === TICKET_STATUS.Closed) return TICKET_MESSAGES.processTerminated;
  if (isAdmin) return null;
  const open = openStepsOf(ticket.ticketProcess);
  if (open.length === 0) return TICKET_MESSAGES.processTerminated;
  return open.some((step) => step.assignedEmployeeId === employeeId) ? null : TICKET_MESSAGES.assignedByOther;
}

/** spec 01 §5: comments are required when processing, unless the user is admin and no step is open. */
export function commentsRequired(steps: readonly TStep[], isAdmin: boolean): boolean {
  return !(isAdmin && openStepsOf(steps).length === 0);
}

/**
 * spec 01 §6: the assignees a new step may go to — not anyone already holding an open step (the current assignee;
 * for a non-admin that includes themselves, as they hold the step they pass on).
 */
export function canAssignTo(steps: readonly TStep[], employeeId: number): boolean {
  return !openStepsOf(steps).some((step) => step.assignedEmployeeId === employeeId);
}
