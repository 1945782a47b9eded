import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { ticketType } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { ticketSearchText } from './ticket-search-text.ts';

// spec 01 §3 Ticket and its process steps (issue 7). The spec's spellings contectPerson / contectNo are kept.

export const ticket = pgTable(
  'ticket',
  {
    ticketId: id(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.orderId),
    /** The employee the ticket is raised for (the spec's "employee"). */
    employeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    ticketType: integer()
      .notNull()
      .references(() => ticketType.ticketTypeId),
    content: text(),
    result: text(),
    closed: integer().notNull().default(0),
    redelivery: integer().notNull().default(0),
    contectPerson: text(),
    contectNo: text(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [
    index().on(t.customerId),
    index().on(t.orderId),
    index().on(t.employeeId),
    index().on(t.ticketType),
    // The ticket lists' open/closed filter and sorts (the id breaks ties, list-query.ts) and their search.
    index().on(t.closed, t.ticketId),
    index().on(t.createdAt, t.ticketId),
    index('ticket_search_trgm').using('gin', sql`${ticketSearchText(t)} gin_trgm_ops`),
  ],
);

export const ticketProcess = pgTable(
  'ticket_process',
  {
    processId: id(),
    ticketId: integer()
      .notNull()
      .references(() => ticket.ticketId, { onDelete: 'cascade' }),
    assignedEmployeeId: integer()
      .notNull()
      .references(() => employee.employeeId),
    comments: text(),
    processed: integer().notNull().default(0),
    boxQty: integer(),
    completedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [index().on(t.ticketId), index().on(t.assignedEmployeeId, t.processed)],
);
