import {
  canAssignTo,
  normalisePageUrl,
  processRefusal,
  stepToProcess,
  type TAddTicket,
  type TAddTicketProcess,
  TICKET_ADMIN_PAGE,
  TICKET_MESSAGES,
  TICKET_PROCESSED,
  TICKET_STATUS,
  TICKET_UNKNOWN_EMPLOYEE,
  type TTicket,
} from '@packline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { firstOrNotFound, lockById } from '../../db/rows.ts';
import type { TCaller } from '../../http/access.ts';
import { getEmployee } from '../employees/employees.service.ts';
import { isLiveOrderOfCustomer } from '../sales-orders/sales-order-read.ts';
import { getTicket, type TTicketViewer } from './ticket-read.ts';
import { ticket, ticketProcess } from './tickets.tables.ts';

// The ticket rules of spec 01 §4-§6 (README.md): create (ticket admin), add an assignee (a new open step), process
// (a comment closes the open step) and close (with a result). Every write locks the ticket row first, so two people
// acting on one ticket at once are taken one after the other.

export type TTicketActor = TTicketViewer;

/** The ticket admin is whoever holds TICKET_ADMIN_PAGE (spec 01 §6). */
export function ticketActorOf(caller: Extract<TCaller, { kind: 'staff' }>): TTicketActor {
  return { employeeId: caller.employeeId, isAdmin: caller.pageUrls.has(normalisePageUrl(TICKET_ADMIN_PAGE)) };
}

const refuse = (message: string, field?: string) =>
  new BusinessError(message, field ? { [field]: [message] } : undefined);

/** An assignee (or the ticket's employee) must be a current employee. */
async function assertEmployee(db: DbOrTx, employeeId: number, field: string): Promise<void> {
  try {
    await getEmployee(db, employeeId);
  } catch (error) {
    if (error instanceof NotFoundError) throw refuse(TICKET_UNKNOWN_EMPLOYEE, field);
    throw error;
  }
}

function stepsOfTicket(db: DbOrTx, ticketId: number) {
  return db
    .select()
    .from(ticketProcess)
    .where(eq(ticketProcess.ticketId, ticketId))
    .orderBy(asc(ticketProcess.processId));
}

/** POST Ticket/AddTicket: the ticket and its first (open) step for the assignee, with the first comment. */
export async function addTicket(db: Database, input: TAddTicket, actor: TTicketActor): Promise<TTicket> {
  return db.transaction(async (tx) => {
    // spec 01 §5: the order must be one of the customer's live orders.
    if (!(await isLiveOrderOfCustomer(tx, input.orderId, input.customerId))) {
      throw refuse(TICKET_MESSAGES.selectCorrectOrder, 'orderId');
    }
    await assertEmployee(tx, input.employeeId, 'employeeId');
    await assertEmployee(tx, input.ticketProcess.assignedEmployeeId, 'ticketProcess.assignedEmployeeId');

    const [created] = await tx
      .insert(ticket)
      .values({
        customerId: input.customerId,
        orderId: input.orderId,
        employeeId: input.employeeId,
        ticketType: input.ticketType,
        content: input.content || null,
        contectPerson: input.contectPerson || null,
        contectNo: input.contectNo || null,
        createdBy: actor.employeeId,
      })
      .returning({ ticketId: ticket.ticketId });
    await tx.insert(ticketProcess).values({
      ticketId: created.ticketId,
      assignedEmployeeId: input.ticketProcess.assignedEmployeeId,
      comments: input.ticketProcess.comments || null,
      processed: TICKET_PROCESSED.Unprocessed,
      createdBy: actor.employeeId,
    });
    return getTicket(tx, created.ticketId, actor);
  });
}

/**
 * POST TicketProcess/AddTicketProcess: a new open step for the assignee. A non-admin passes on only a ticket whose
 * open step they hold; nobody assigns to someone already holding an open step of it (the current assignee).
 */
export async function addTicketProcess(db: Database, input: TAddTicketProcess, actor: TTicketActor): Promise<TTicket> {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, ticket, input.ticketId, `Ticket ${input.ticketId} was not found.`);
    const steps = await stepsOfTicket(tx, row.ticketId);
    const refusal = processRefusal({ closed: row.closed, ticketProcess: steps }, actor.employeeId, actor.isAdmin);
    if (refusal) throw refuse(refusal);
    if (!canAssignTo(steps, input.assignedEmployeeId)) throw refuse(TICKET_MESSAGES.sameAssignee, 'assignedEmployeeId');
    await assertEmployee(tx, input.assignedEmployeeId, 'assignedEmployeeId');
    await tx.insert(ticketProcess).values({
      ticketId: row.ticketId,
      assignedEmployeeId: input.assignedEmployeeId,
      processed: TICKET_PROCESSED.Unprocessed,
      createdBy: actor.employeeId,
    });
    return getTicket(tx, row.ticketId, { ...actor, isAdmin: true });
  });
}

export interface TProcessInput {
  processId?: number | null;
  ticketId?: number;
  comments?: string | null;
}

/**
 * PUT TicketProcess/ProcessTicketProcess: the open step (the one named, else the caller's own, else for the admin
 * the newest) is processed with the comment. The admin with no open step to process records the comment as a
 * processed step of their own; the comment is then optional (spec 01 §5).
 */
export async function processTicketProcess(db: Database, input: TProcessInput, actor: TTicketActor): Promise<TTicket> {
  return db.transaction(async (tx) => {
    let ticketId = input.ticketId;
    if (input.processId) {
      const named = await firstOrNotFound(
        tx
          .select({ ticketId: ticketProcess.ticketId })
          .from(ticketProcess)
          .where(eq(ticketProcess.processId, input.processId)),
        `Process ${input.processId} was not found.`,
      );
      ticketId = named.ticketId;
    }
    if (!ticketId) throw refuse('Ticket is required!', 'ticketId');

    const row = await lockById(tx, ticket, ticketId, `Ticket ${ticketId} was not found.`);
    if (row.closed === TICKET_STATUS.Closed) throw refuse(TICKET_MESSAGES.processTerminated);
    const steps = await stepsOfTicket(tx, row.ticketId);
    const comments = input.comments?.trim() || null;

    let step: (typeof steps)[number] | null;
    if (input.processId) {
      step = steps.find((s) => s.processId === input.processId) ?? null;
      if (!step || step.processed === TICKET_PROCESSED.Processed) throw refuse(TICKET_MESSAGES.processTerminated);
      if (!actor.isAdmin && step.assignedEmployeeId !== actor.employeeId) throw refuse(TICKET_MESSAGES.assignedByOther);
    } else {
      const refusal = processRefusal({ closed: row.closed, ticketProcess: steps }, actor.employeeId, actor.isAdmin);
      if (refusal) throw refuse(refusal);
      step = stepToProcess(steps, actor.employeeId, actor.isAdmin);
    }

    const now = new Date();
    if (!step) {
      // The admin's comment on a ticket no one is working on: a processed step of their own.
      await tx.insert(ticketProcess).values({
        ticketId: row.ticketId,
        assignedEmployeeId: actor.employeeId,
        comments,
        processed: TICKET_PROCESSED.Processed,
        completedAt: now,
        createdBy: actor.employeeId,
      });
    } else {
      if (!comments) throw refuse(TICKET_MESSAGES.commentsRequired, 'comments');
      // The step may carry the note of whoever assigned it (the first step's comment): the reply follows it.
      const done = await tx
        .update(ticketProcess)
        .set({
          comments: sql`coalesce(${ticketProcess.comments} || E'\n', '') || ${comments}`,
          processed: TICKET_PROCESSED.Processed,
          completedAt: now,
          updatedBy: actor.employeeId,
        })
        .where(
          and(eq(ticketProcess.processId, step.processId), eq(ticketProcess.processed, TICKET_PROCESSED.Unprocessed)),
        )
        .returning({ processId: ticketProcess.processId });
      if (done.length === 0) throw refuse(TICKET_MESSAGES.processTerminated);
    }
    return getTicket(tx, row.ticketId, { ...actor, isAdmin: true });
  });
}

export interface TCloseInput {
  ticketId: number;
  result: string;
  redelivery: number;
}

/** PUT Ticket/CloseTicket: closed = 1 with the result; a ticket is closed once. */
export async function closeTicket(db: Database, input: TCloseInput, actor: TTicketActor): Promise<TTicket> {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, ticket, input.ticketId, `Ticket ${input.ticketId} was not found.`);
    // A closer who is not the admin closes only tickets they see (a step of theirs); any other is "not found".
    if (!actor.isAdmin) await getTicket(tx, row.ticketId, actor);
    if (row.closed === TICKET_STATUS.Closed) throw refuse(TICKET_MESSAGES.alreadyClosed);
    const now = new Date();
    await tx
      .update(ticket)
      .set({
        closed: TICKET_STATUS.Closed,
        result: input.result,
        redelivery: input.redelivery,
        closedAt: now,
        closedBy: actor.employeeId,
        updatedBy: actor.employeeId,
      })
      .where(eq(ticket.ticketId, row.ticketId));
    return getTicket(tx, row.ticketId, { ...actor, isAdmin: true });
  });
}
