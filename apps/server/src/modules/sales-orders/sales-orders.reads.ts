import type { AnyPgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { customers } from '../customers/customers.reads.ts';
import { employeesAs } from '../employees/employees.reads.ts';
import { orderProduct, salesOrder } from './sales-orders.tables.ts';

// What other modules may read of sales orders (modules/README.md "Reads other modules may use"): an order's header
// (number, customer, sales rep, dates, delivery, status) and its lines' products and quantities, and the joins every
// reader of an order makes: the order of a row, its customer and its sales rep.

/** Sales orders as another module reads them. */
export const salesOrders = {
  orderId: salesOrder.orderId,
  orderNo: salesOrder.orderNo,
  custOrderNo: salesOrder.custOrderNo,
  customerId: salesOrder.customerId,
  employeeId: salesOrder.employeeId,
  orderStatusId: salesOrder.orderStatusId,
  orderDate: salesOrder.orderDate,
  requiredDate: salesOrder.requiredDate,
  deliveryAddress: salesOrder.deliveryAddress,
  deliveryCityId: salesOrder.deliveryCityId,
  deliveryMethodId: salesOrder.deliveryMethodId,
  accountNote: salesOrder.accountNote,
  deletedAt: salesOrder.deletedAt,
  ...joinsBy(salesOrder, salesOrder.orderId),
  /** A select of `fields` from the sales orders (production tracking lists the orders with work orders). */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(salesOrder).$dynamic(),
};

/** The order lines as another module reads them. */
export const orderLines = {
  orderProductId: orderProduct.orderProductId,
  orderId: orderProduct.orderId,
  productId: orderProduct.productId,
  quantity: orderProduct.quantity,
  deliveredQuantity: orderProduct.deliveredQuantity,
  sortOrder: orderProduct.sortOrder,
  ...joinsBy(orderProduct, orderProduct.orderProductId),
  /** A select of `fields` from the order lines. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(orderProduct).$dynamic(),
};

/** The customer of the order the select has joined (`salesOrders`). */
export const customerOfOrder = {
  innerJoin: <T extends PgSelect>(select: T) => customers.innerJoin(select, salesOrder.customerId),
  leftJoin: <T extends PgSelect>(select: T) => customers.leftJoin(select, salesOrder.customerId),
};

/** The select with the order `orderId` and the order's customer (both must exist). */
export const withOrderAndCustomer = <T extends PgSelect>(select: T, orderId: AnyPgColumn) =>
  customerOfOrder.innerJoin(salesOrders.innerJoin(select, orderId));

/**
 * The sales rep of the order the select has joined (left: an order may have none), as `employeesAs(as)` names them:
 * read their columns from the returned view.
 */
export function salesRepOfOrder(as?: string) {
  const rep = employeesAs(as);
  return { ...rep, leftJoin: <T extends PgSelect>(select: T) => rep.leftJoin(select, salesOrder.employeeId) };
}
