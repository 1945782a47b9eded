import type { TTicket, TTicketProcess } from '@packline/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { ticketType } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { ticket, ticketProcess } from './tickets.tables.ts';

// The read side of tickets: the list (one select with its joins, then one select of every step of those tickets,
// newest first) and one ticket. Who sees which ticket is part of the WHERE, never a filter after reading.

/** Who reads: the ticket admin sees every ticket; anyone else only tickets with a step assigned to them. */
export interface TTicketViewer {
  employeeId: number;
  isAdmin: boolean;
}

/** spec 01 §6: a non-admin sees only tickets with a process step assigned to them. */
export function visibleTo(viewer: TTicketViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return sql`exists (select 1 from ${ticketProcess} as mine
    where mine.ticket_id = ${ticket.ticketId} and mine.assigned_employee_id = ${viewer.employeeId})`;
}

const assignee = alias(employee, 'assignee');

function headerQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      ticketId: ticket.ticketId,
      customerId: ticket.customerId,
      company: customer.company,
      customerCode: customer.customerCode,
      orderId: ticket.orderId,
      orderNo: salesOrder.orderNo,
      employeeId: ticket.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      ticketType: ticket.ticketType,
      ticketTypeName: ticketType.ticketTypeName,
      content: ticket.content,
      result: ticket.result,
      closed: ticket.closed,
      redelivery: ticket.redelivery,
      contectPerson: ticket.contectPerson,
      contectNo: ticket.contectNo,
      createdAt: ticket.createdAt,
      closedAt: ticket.closedAt,
    })
    .from(ticket)
    .innerJoin(customer, eq(customer.customerId, ticket.customerId))
    .innerJoin(salesOrder, eq(salesOrder.orderId, ticket.orderId))
    .innerJoin(employee, eq(employee.employeeId, ticket.employeeId))
    .innerJoin(ticketType, eq(ticketType.ticketTypeId, ticket.ticketType))
    .where(where)
    .orderBy(desc(ticket.ticketId));
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The steps of the tickets `where` selects, newest first, grouped by ticket. */
async function stepsOf(db: DbOrTx, where: SQL | undefined): Promise<Map<number, TTicketProcess[]>> {
  const rows = await db
    .select({
      processId: ticketProcess.processId,
      ticketId: ticketProcess.ticketId,
      assignedEmployeeId: ticketProcess.assignedEmployeeId,
      firstName: assignee.firstName,
      lastName: assignee.lastName,
      comments: ticketProcess.comments,
      processed: ticketProcess.processed,
      boxQty: ticketProcess.boxQty,
      createdAt: ticketProcess.createdAt,
      completedAt: ticketProcess.completedAt,
    })
    .from(ticketProcess)
    .innerJoin(assignee, eq(assignee.employeeId, ticketProcess.assignedEmployeeId))
    .where(inArray(ticketProcess.ticketId, db.select({ ticketId: ticket.ticketId }).from(ticket).where(where)))
    .orderBy(desc(ticketProcess.processId));
  const byTicket = new Map<number, TTicketProcess[]>();
  for (const row of rows) {
    const steps = byTicket.get(row.ticketId) ?? [];
    steps.push({
      processId: row.processId,
      ticketId: row.ticketId,
      assignedEmployeeId: row.assignedEmployeeId,
      assignedEmployee: { firstName: row.firstName, lastName: row.lastName },
      comments: row.comments,
      processed: flag(row.processed),
      boxQty: row.boxQty,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    });
    byTicket.set(row.ticketId, steps);
  }
  return byTicket;
}

async function readTickets(db: DbOrTx, where: SQL | undefined): Promise<TTicket[]> {
  const [headers, steps] = await Promise.all([headerQuery(db, where), stepsOf(db, where)]);
  return headers.map((row) => ({
    ticketId: row.ticketId,
    customerId: row.customerId,
    customer: { company: row.company, customerCode: row.customerCode },
    orderId: row.orderId,
    orderNo: row.orderNo,
    employeeId: row.employeeId,
    employee: { firstName: row.firstName, lastName: row.lastName },
    ticketType: row.ticketType,
    ticketTypeNavigation: { ticketTypeName: row.ticketTypeName },
    content: row.content,
    result: row.result,
    closed: flag(row.closed),
    redelivery: flag(row.redelivery),
    contectPerson: row.contectPerson,
    contectNo: row.contectNo,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    ticketProcess: steps.get(row.ticketId) ?? [],
  }));
}

/** GET Ticket/GetAllTicket: newest first, each with its steps newest first; `closed` narrows to open (0) or closed (1). */
export function listTickets(db: DbOrTx, viewer: TTicketViewer, filter: { closed?: number } = {}): Promise<TTicket[]> {
  return readTickets(
    db,
    and(visibleTo(viewer), filter.closed === undefined ? undefined : eq(ticket.closed, filter.closed)),
  );
}

/** One ticket the viewer sees; any other (or none) is 404, as if it did not exist. */
export async function getTicket(db: DbOrTx, ticketId: number, viewer: TTicketViewer): Promise<TTicket> {
  const [found] = await readTickets(db, and(eq(ticket.ticketId, ticketId), visibleTo(viewer)));
  if (!found) throw new NotFoundError(`Ticket ${ticketId} was not found.`);
  return found;
}
