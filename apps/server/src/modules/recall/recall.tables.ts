import type { TRecallLetter, TRecallTrace } from '@packline/domain';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { box } from '../boxes/boxes.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';

// A recall (issue 33 §3, README.md "A recall"): the trace as it stood when it started, the boxes it put on hold and
// the letters it sent. Only recall.service.ts writes these tables.

/** RECALL_STATUS: 1 Open, 10 Closed. */
export const recall = pgTable(
  'recall',
  {
    recallId: id(),
    /** recallNumberOf(recallId), written with the INSERT (the id drawn first). */
    recallNo: text().notNull(),
    reason: text().notNull(),
    /** A mock recall (a traceability test): no letters, holds optional. */
    mock: boolean().notNull().default(false),
    startType: text().notNull(),
    startValue: text().notNull(),
    trace: jsonb().$type<TRecallTrace>().notNull(),
    status: integer().notNull().default(1),
    startedBy: integer().references(() => employee.employeeId),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedBy: integer().references(() => employee.employeeId),
    closedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.recallNo),
    index().on(t.startedAt, t.recallId),
    index().on(t.startedBy),
    index().on(t.closedBy),
  ],
);

/** A box the recall put on hold; released (releasedAt) when the recall lets it go. */
export const recallHold = pgTable(
  'recall_hold',
  {
    recallHoldId: id(),
    recallId: integer()
      .notNull()
      .references(() => recall.recallId),
    boxId: integer()
      .notNull()
      .references(() => box.boxId),
    quantity: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    heldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp({ withTimezone: true }),
    releasedBy: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.recallId, t.boxId), index().on(t.boxId), index().on(t.releasedBy)],
);

/** The letter to one affected customer: the lines it names, and the outbox row once sent. */
export const recallLetter = pgTable(
  'recall_letter',
  {
    recallLetterId: id(),
    recallId: integer()
      .notNull()
      .references(() => recall.recallId),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId),
    email: text(),
    subject: text().notNull(),
    lines: jsonb().$type<TRecallLetter['lines']>().notNull(),
    mailOutboxId: integer().references(() => mailOutbox.outboxId),
    sentAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [uniqueIndex().on(t.recallId, t.customerId), index().on(t.customerId), index().on(t.mailOutboxId)],
);
