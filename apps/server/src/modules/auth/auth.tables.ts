import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { onlineUser } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';

// Sessions live in the database (docs/architecture.md §8); only a hash of the token is stored.
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

// Password checks (login-limits.ts): a row is reserved before the password is compared and stays when it was wrong;
// a success deletes the rows of its account and address.
export const loginAttempt = pgTable(
  'login_attempt',
  {
    attemptId: id(),
    userName: text().notNull(),
    address: text().notNull(),
    // Whether the account had signed in from this address: a known address is slowed down, a stranger limited.
    knownAddress: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userName, t.createdAt), index().on(t.address, t.createdAt), index().on(t.createdAt)],
);

// The addresses each account signed in from: their wrong passwords earn growing delays, never a lock-out.
export const loginKnownAddress = pgTable(
  'login_known_address',
  {
    userName: text().notNull(),
    address: text().notNull(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userName, t.address] }), index().on(t.lastSignedInAt)],
);
