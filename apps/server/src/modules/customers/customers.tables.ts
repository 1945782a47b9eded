import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { employee } from '../employees/employees.tables.ts';
import {
  brand,
  city,
  customerGroup1,
  customerGroup2,
  customerGroup3,
  customerGroup4,
  customerGroup5,
  customerSource,
  deliveryMethod,
  paymentCycle,
} from '../lookups/lookups.tables.ts';
import { customerSearchText } from './customer-search-text.ts';

// spec 02 §3 Customer. The customers issue adds its screens and rules on this table.
export const customer = pgTable(
  'customer',
  {
    customerId: id(),
    customerNumber: text(),
    company: text().notNull(),
    customerCode: text().notNull(),
    salutation: text(),
    contactPerson: text(),
    cityId: integer().references(() => city.cityId),
    address1: text(),
    address2: text(),
    postalCode: text(),
    phone: text(),
    mobile: text(),
    email: text(),
    customerCredit: text(),
    group1: integer().references(() => customerGroup1.group1Id),
    group2: integer().references(() => customerGroup2.group2Id),
    group3: integer().references(() => customerGroup3.group3Id),
    group4: integer().references(() => customerGroup4.group4Id),
    group5: integer().references(() => customerGroup5.group5Id),
    leadRating: integer().notNull().default(3),
    paymentCycleId: integer().references(() => paymentCycle.paymentCycleId),
    statusId: integer().notNull().default(1),
    employeeId: integer().references(() => employee.employeeId),
    brandId: integer().references(() => brand.brandId),
    sourceId: integer().references(() => customerSource.sourceId),
    deliveryMethodId: integer().references(() => deliveryMethod.deliveryMethodId),
    deliveryFeeFlag: integer().notNull().default(0),
    notes: text(),
    noteToWarehouse: text(),
    noteToProduction: text(),
    showPriceOnPackingSlip: boolean().notNull().default(false),
    lastOrderDate: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    index().on(t.employeeId),
    index().on(t.statusId),
    index().on(t.cityId),
    index().on(t.group1),
    index().on(t.group2),
    index().on(t.group3),
    index().on(t.group4),
    index().on(t.group5),
    index().on(t.paymentCycleId),
    index().on(t.brandId),
    index().on(t.sourceId),
    index().on(t.deliveryMethodId),
    // Customer Management's sorts (the id breaks ties, list-query.ts) and its search.
    index().on(t.company, t.customerId),
    index().on(t.customerCode, t.customerId),
    index().on(t.createdAt, t.customerId),
    index().on(t.lastOrderDate.asc().nullsFirst(), t.customerId),
    index('customer_search_trgm').using('gin', sql`${customerSearchText(t)} gin_trgm_ops`),
  ],
);

export const onlineUser = pgTable(
  'online_user',
  {
    userId: id(),
    userName: text().notNull(),
    passwordHash: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId, { onDelete: 'cascade' }),
    ...audit,
  },
  (t) => [uniqueIndex('online_user_user_name_key').on(sql`lower(${t.userName})`), index().on(t.customerId)],
);

export const extraAddress = pgTable(
  'extra_address',
  {
    addressId: id(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId, { onDelete: 'cascade' }),
    address: text().notNull(),
    deliveryName: text(),
    postalCode: text(),
    notes: text(),
    deliveryMethodId: integer().references(() => deliveryMethod.deliveryMethodId),
    ...audit,
  },
  (t) => [index().on(t.customerId), index().on(t.deliveryMethodId)],
);

export const contact = pgTable(
  'contact',
  {
    contactId: id(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    phone: text(),
    mobile: text(),
    email: text(),
    notes: text(),
    ...audit,
  },
  (t) => [index().on(t.customerId)],
);

export const customerAttachment = pgTable(
  'customer_attachment',
  {
    attachmentId: id(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId, { onDelete: 'cascade' }),
    attachmentName: text().notNull(),
    attachmentDesc: text(),
    /** Uploaded file urls (Common/UploadImage), as a JSON list. */
    urls: jsonb().$type<string[]>().notNull().default([]),
    employeeId: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [index().on(t.customerId), index().on(t.employeeId)],
);

/** Every status change with its note (UpdateCustomerStatus): who, when, from and to. */
export const customerStatusLog = pgTable(
  'customer_status_log',
  {
    logId: id(),
    customerId: integer()
      .notNull()
      .references(() => customer.customerId, { onDelete: 'cascade' }),
    fromStatusId: integer().notNull(),
    toStatusId: integer().notNull(),
    note: text(),
    employeeId: integer().references(() => employee.employeeId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId)],
);
