import { integer, timestamp } from 'drizzle-orm/pg-core';

// ARCHITECTURE §4: every write records who and when.
export const audit = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: integer(),
  updatedAt: timestamp({ withTimezone: true }),
  updatedBy: integer(),
};

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
