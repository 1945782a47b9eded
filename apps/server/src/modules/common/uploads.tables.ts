import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employee } from '../employees/employees.tables.ts';
import { quotation } from '../quotations/quotations.tables.ts';

/**
 * Every file Common/UploadImage stored, until a record names it (issue 29 §3): who uploaded it (a staff member, or a
 * public quote link), for the link's limit, the uploader's read-back and the clean-up of files nothing names.
 */
export const upload = pgTable(
  'upload',
  {
    /** The stored name in DATA_DIR/uploads ('3f0c….png'). */
    name: text().primaryKey(),
    size: integer().notNull(),
    employeeId: integer().references(() => employee.employeeId, { onDelete: 'set null' }),
    /** The quotation whose public link uploaded it. */
    quotationId: integer().references(() => quotation.quotationId, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.employeeId), index().on(t.quotationId, t.createdAt), index().on(t.createdAt)],
);
