import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { contact, customer, extraAddress, onlineUser } from './customers.tables.ts';

// What other modules may read of customers (modules/README.md "Reads other modules may use"): who the customer is,
// where goods go and how they are shipped and billed, its contacts and delivery addresses, and the online users that
// sign in for it. Never a password, the notes or the attachments.

/** Customers as another module reads them. */
export const customers = {
  customerId: customer.customerId,
  company: customer.company,
  customerCode: customer.customerCode,
  salutation: customer.salutation,
  contactPerson: customer.contactPerson,
  cityId: customer.cityId,
  address1: customer.address1,
  address2: customer.address2,
  postalCode: customer.postalCode,
  phone: customer.phone,
  mobile: customer.mobile,
  email: customer.email,
  group1: customer.group1,
  paymentCycleId: customer.paymentCycleId,
  statusId: customer.statusId,
  /** The customer's sales rep. */
  employeeId: customer.employeeId,
  brandId: customer.brandId,
  deliveryMethodId: customer.deliveryMethodId,
  deliveryFeeFlag: customer.deliveryFeeFlag,
  noteToWarehouse: customer.noteToWarehouse,
  noteToProduction: customer.noteToProduction,
  showPriceOnPackingSlip: customer.showPriceOnPackingSlip,
  ...joinsBy(customer, customer.customerId),
  /** A select of `fields` from customers. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(customer).$dynamic(),
  /** `customerId` is one of the customers of the sales rep `employeeId` (a sales rep's scope). */
  ofSalesRep: (customerId: AnyPgColumn, employeeId: number): SQL =>
    sql`${customerId} = any(array(select ${customer.customerId} from ${customer} where ${customer.employeeId} = ${employeeId}))`,
};

/** Customers' delivery addresses besides their own, as another module reads them. */
export const extraAddresses = {
  addressId: extraAddress.addressId,
  customerId: extraAddress.customerId,
  address: extraAddress.address,
  deliveryName: extraAddress.deliveryName,
  postalCode: extraAddress.postalCode,
  deliveryMethodId: extraAddress.deliveryMethodId,
  ...joinsBy(extraAddress, extraAddress.addressId),
  /** A select of `fields` from the addresses. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(extraAddress).$dynamic(),
};

/** Customers' contacts, as another module reads them. */
export const contacts = {
  contactId: contact.contactId,
  customerId: contact.customerId,
  firstName: contact.firstName,
  phone: contact.phone,
  mobile: contact.mobile,
  email: contact.email,
  ...joinsBy(contact, contact.contactId),
  /**
   * The select with the contact `contactId` left-joined only when it is a contact of the customer `customerId` (the
   * public quote page greets the quotation's contact, never another customer's).
   */
  leftJoinOfCustomer: <T extends PgSelect>(select: T, contactId: AnyPgColumn, customerId: AnyPgColumn) =>
    select.leftJoin(contact, and(eq(contact.contactId, contactId), eq(contact.customerId, customerId))),
};

/** The online users who sign in for a customer, as another module reads them. */
export const onlineUsers = {
  userId: onlineUser.userId,
  userName: onlineUser.userName,
  customerId: onlineUser.customerId,
  ...joinsBy(onlineUser, onlineUser.userId),
};
