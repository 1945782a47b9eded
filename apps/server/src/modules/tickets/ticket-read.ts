import {
  TICKET_PROCESSED,
  TICKET_STATUS_NAMES,
  type TPageMeta,
  type TTicket,
  type TTicketListQuery,
  type TTicketProcess,
  type TTicketSortField,
} from '@packline/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import {
  ilikeAny,
  listPage,
  lookupNameMatches,
  namedMatches,
  orderByOf,
  searchOf,
  type TSortable,
} from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { customers } from '../customers/customers.reads.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import { ticketTypes } from '../lookups/lookups.reads.ts';
import { salesOrders } from '../sales-orders/sales-orders.reads.ts';
import { ticketSearchText } from './ticket-search-text.ts';
import { ticket, ticketProcess } from './tickets.tables.ts';

// The read side of tickets: the list (one select with its joins, then one select of every step of those tickets,
// newest first) and one ticket. Who sees which ticket is part of the WHERE, never a filter after reading; the list
// screens read a page at a time (modules/README.md "Lists that page").

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

const assignee = employeesAs('assignee');

/** What the ticket lists' column headers sort by (domain TICKET_SORT_FIELDS). */
export const TICKET_SORTS: Record<TTicketSortField, TSortable> = {
  ticketId: ticket.ticketId,
  company: customers.company,
  orderNo: salesOrders.orderNo,
  ticketType: ticketTypes.ticketTypeName,
  status: ticket.closed,
  createdAt: ticket.createdAt,
};

/** The tickets with an open step held by someone whose name matches. */
const assigneeMatches = (pattern: string) =>
  sql`${ticket.ticketId} = any(array(select ${ticketProcess.ticketId} from ${ticketProcess}
    where ${ticketProcess.processed} = ${TICKET_PROCESSED.Unprocessed}
    and ${employees.nameMatches(pattern, ticketProcess.assignedEmployeeId)}))`;

/**
 * The search box of the ticket lists, matching what its client-side search did: the ticket's number and own text
 * (content, result, contact; one trigram-indexed expression), its customer, order and type (each through the ticket's
 * indexed foreign key), the current assignees' names and the status by name. It reads the ticket table only, so the
 * count and the steps' read use it as it is.
 */
export function ticketSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => {
    const ticketNo = /^\d{1,9}$/.test(word) ? Number(word) : null;
    return [
      ...ilikeAny(pattern, [ticketSearchText(ticket)]),
      ...(ticketNo === null ? [] : [eq(ticket.ticketId, ticketNo)]),
      lookupNameMatches(
        pattern,
        ticket.customerId,
        customers.customerId,
        sql`(${customers.company} || ' ' || coalesce(${customers.customerCode}, ''))`,
      ),
      lookupNameMatches(pattern, ticket.orderId, salesOrders.orderId, salesOrders.orderNo),
      lookupNameMatches(pattern, ticket.ticketType, ticketTypes.ticketTypeId, ticketTypes.ticketTypeName),
      assigneeMatches(pattern),
      ...namedMatches(word, ticket.closed, TICKET_STATUS_NAMES),
    ];
  });
}

/** The list's filter on the ticket table: who sees it, open or closed, the search. */
export function ticketListFilter(viewer: TTicketViewer, query: TTicketListQuery): SQL | undefined {
  return and(
    visibleTo(viewer),
    query.closed === undefined ? undefined : eq(ticket.closed, query.closed),
    ticketSearch(query.search),
  );
}

function headerQuery(db: DbOrTx, where: SQL | undefined, query: TTicketListQuery = {}) {
  const select = db
    .select({
      ticketId: ticket.ticketId,
      customerId: ticket.customerId,
      company: customers.company,
      customerCode: customers.customerCode,
      orderId: ticket.orderId,
      orderNo: salesOrders.orderNo,
      employeeId: ticket.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      ticketType: ticket.ticketType,
      ticketTypeName: ticketTypes.ticketTypeName,
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
    .$dynamic();
  return withJoins(
    select,
    (q) => customers.innerJoin(q, ticket.customerId),
    (q) => salesOrders.innerJoin(q, ticket.orderId),
    (q) => employees.innerJoin(q, ticket.employeeId),
    (q) => ticketTypes.innerJoin(q, ticket.ticketType),
  )
    .where(where)
    .orderBy(...orderByOf(TICKET_SORTS, query, { field: 'ticketId', order: 'descend' }, ticket.ticketId));
}

type THeaderRow = Awaited<ReturnType<typeof headerQuery>>[number];

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The steps of the tickets `which` selects (a condition on the step's ticketId), newest first, grouped by ticket. */
async function stepsOf(db: DbOrTx, which: SQL): Promise<Map<number, TTicketProcess[]>> {
  const select = db
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
    .$dynamic();
  const rows = await assignee
    .innerJoin(select, ticketProcess.assignedEmployeeId)
    .where(which)
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

function toTicket(row: THeaderRow, steps: Map<number, TTicketProcess[]>): TTicket {
  return {
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
  };
}

/** Every ticket `where` (on the ticket table) selects, in the list's order, with its steps. */
async function readTickets(db: DbOrTx, where: SQL | undefined, query: TTicketListQuery = {}): Promise<TTicket[]> {
  const ofTickets = inArray(ticketProcess.ticketId, db.select({ ticketId: ticket.ticketId }).from(ticket).where(where));
  const [headers, steps] = await Promise.all([headerQuery(db, where, query), stepsOf(db, ofTickets)]);
  return headers.map((row) => toTicket(row, steps));
}

/**
 * GET Ticket/GetAllTicket: newest first (or the asked sort), each with its steps newest first; `closed` narrows to
 * open (0) or closed (1). Without `page` every ticket the viewer sees.
 */
export function listTickets(db: DbOrTx, viewer: TTicketViewer, query: TTicketListQuery = {}): Promise<TTicket[]> {
  return readTickets(db, ticketListFilter(viewer, query), query);
}

/**
 * GET Ticket/GetAllTicket: one page and the total of the tickets the viewer sees (the visibility rule in the rows and
 * the count alike), with the steps of that page's tickets; else the whole list.
 */
export async function listTicketPage(
  db: DbOrTx,
  viewer: TTicketViewer,
  query: TTicketListQuery,
): Promise<{ rows: TTicket[]; meta: TPageMeta | null }> {
  if (!query.page) return { rows: await listTickets(db, viewer, query), meta: null };
  const where = ticketListFilter(viewer, query);
  const page = await listPage(query, {
    rows: headerQuery(db, where, query),
    count: db.select({ total: count() }).from(ticket).where(where),
    toRow: (row: THeaderRow) => row,
  });
  const ids = page.rows.map((row) => row.ticketId);
  const steps = ids.length > 0 ? await stepsOf(db, inArray(ticketProcess.ticketId, ids)) : new Map();
  return { rows: page.rows.map((row) => toTicket(row, steps)), meta: page.meta };
}

/** One ticket the viewer sees; any other (or none) is 404, as if it did not exist. */
export async function getTicket(db: DbOrTx, ticketId: number, viewer: TTicketViewer): Promise<TTicket> {
  const [found] = await readTickets(db, and(eq(ticket.ticketId, ticketId), visibleTo(viewer)));
  if (!found) throw new NotFoundError(`Ticket ${ticketId} was not found.`);
  return found;
}
