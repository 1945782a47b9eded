import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { role } from '../access/access.tables.ts';
import { employee } from '../employees/employees.tables.ts';

// The lookup catalogues of spec 02 §3; their fields are described once in @packline/domain CATALOGUES.
const named = <K extends string, N extends string>(table: string, idKey: K, nameKey: N) =>
  pgTable(table, { [idKey]: id(), [nameKey]: text().notNull(), ...audit } as {
    [P in K]: ReturnType<typeof id>;
  } & { [P in N]: ReturnType<typeof text> & { _: { notNull: true } } } & typeof audit);

export const brand = named('brand', 'brandId', 'brandName');
export const city = named('city', 'cityId', 'cityName');
export const contractType = named('contract_type', 'contractTypeId', 'contractTypeName');
export const courier = named('courier', 'courierId', 'courierName');
export const customerGroup1 = pgTable('customer_group1', {
  group1Id: id(),
  group1Name: text().notNull(),
  priceVisible: integer().notNull().default(0),
  ...audit,
});
export const customerGroup2 = named('customer_group2', 'group2Id', 'group2Name');
export const customerGroup3 = named('customer_group3', 'group3Id', 'group3Name');
export const customerGroup4 = named('customer_group4', 'group4Id', 'group4Name');
export const customerGroup5 = named('customer_group5', 'group5Id', 'group5Name');
export const customerSource = named('customer_source', 'sourceId', 'sourceName');
export const deliveryMethod = named('delivery_method', 'deliveryMethodId', 'deliveryMethodName');
export const orderStatus = named('order_status', 'orderStatusId', 'orderStatusName');
export const orderType = named('order_type', 'orderTypeId', 'orderTypeName');
export const paymentCycle = named('payment_cycle', 'paymentCycleId', 'paymentCycleName');
export const plateType = named('plate_type', 'plateTypeId', 'plateTypeName');
export const productType = named('product_type', 'productTypeId', 'productTypeName');
export const recordType = named('record_type', 'recordTypeId', 'recordTypeName');
export const ticketType = named('ticket_type', 'ticketTypeId', 'ticketTypeName');
export const workOrderSource = named('work_order_source', 'workOrderSourceId', 'workOrderSourceName');

export const machine = pgTable(
  'machine',
  {
    machineId: id(),
    machineName: text().notNull(),
    picture: text(),
    machineTypeId: integer().notNull(),
    type: text(),
    sortingOrder: integer().notNull().default(0),
    maintenance: integer(),
    operator: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [index().on(t.operator), index().on(t.machineTypeId)],
);

export const notification = pgTable(
  'notification',
  {
    notificationId: id(),
    notificationContext: text().notNull(),
    role: integer()
      .notNull()
      .references(() => role.roleId, { onDelete: 'cascade' }),
    startDate: date().notNull(),
    endDate: date().notNull(),
    isActive: integer().notNull().default(1),
    creater: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [index().on(t.role, t.isActive), index().on(t.creater)],
);

export const packagingType = pgTable('packaging_type', {
  packagingTypeId: id(),
  packagingTypeName: text().notNull(),
  quantity: integer().notNull(),
  sleeveQty: integer(),
  sleevePkt: integer(),
  ...audit,
});

export const palletStacking = pgTable('pallet_stacking', {
  palletStackingId: id(),
  palletStackingName: text().notNull(),
  quantity: integer().notNull(),
  layoutImage: text(),
  ...audit,
});

export const productOption = pgTable('product_option', {
  optionId: id(),
  optionName: text().notNull(),
  price: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
  ...audit,
});

export const productTypeAction = pgTable(
  'product_type_action',
  {
    productTypeActionId: id(),
    productTypeId: integer()
      .notNull()
      .references(() => productType.productTypeId, { onDelete: 'cascade' }),
    action: integer().notNull(),
    orderType: integer()
      .notNull()
      .references(() => orderType.orderTypeId),
    sequenceNo: integer().notNull(),
    ...audit,
  },
  (t) => [index().on(t.productTypeId), index().on(t.orderType)],
);
