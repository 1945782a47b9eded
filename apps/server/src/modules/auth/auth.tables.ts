import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { onlineUser } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';

// Sessions live in the database (ARCHITECTURE §8); only a hash of the token is stored.
export const session = pgTable(
  'session',
  {
    sessionId: id(),
    tokenHash: text().notNull().unique(),
    employeeId: integer().references(() => employee.employeeId, { onDelete: 'cascade' }),
    onlineUserId: integer().references(() => onlineUser.userId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.employeeId), index().on(t.onlineUserId), index().on(t.expiresAt)],
);

// Failed logins, counted per user name and per address to rate-limit guessing across every server process.
export const loginAttempt = pgTable(
  'login_attempt',
  {
    attemptId: id(),
    userName: text().notNull(),
    address: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userName, t.createdAt), index().on(t.address, t.createdAt)],
);
