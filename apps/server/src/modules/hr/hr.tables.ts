import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { role } from '../access/access.tables.ts';
import { contractType, recordType } from '../lookups/lookups.tables.ts';

// HR records (spec 02 §3 Human resource; issue 19): a person's record, the files kept on it and their contracts. Read
// and written only through the HR list (HR_PAGES).

export const humanResource = pgTable(
  'human_resource',
  {
    humanResourceId: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    email: text(),
    roleId: integer().references(() => role.roleId, { onDelete: 'set null' }),
    /** Date of birth. */
    dob: date({ mode: 'string' }),
    entryDate: date({ mode: 'string' }),
    ...audit,
  },
  (t) => [index().on(t.roleId), index().on(t.firstName, t.lastName, t.humanResourceId)],
);

export const hrAttachedRecord = pgTable(
  'hr_attached_record',
  {
    attachedRecordId: id(),
    humanResourceId: integer()
      .notNull()
      .references(() => humanResource.humanResourceId, { onDelete: 'cascade' }),
    recordTypeId: integer()
      .notNull()
      .references(() => recordType.recordTypeId),
    /** The stored file (Common/UploadImage). */
    url: text().notNull(),
    ...audit,
  },
  (t) => [index().on(t.humanResourceId), index().on(t.recordTypeId)],
);

export const hrContract = pgTable(
  'hr_contract',
  {
    contractId: id(),
    humanResourceId: integer()
      .notNull()
      .references(() => humanResource.humanResourceId, { onDelete: 'cascade' }),
    contractTypeId: integer()
      .notNull()
      .references(() => contractType.contractTypeId),
    effDate: date({ mode: 'string' }).notNull(),
    expDate: date({ mode: 'string' }),
    /** The end of the trial period. */
    trialDate: date({ mode: 'string' }),
    contractDesc: text(),
    url: text(),
    ...audit,
  },
  (t) => [index().on(t.humanResourceId, t.expDate), index().on(t.contractTypeId)],
);
