import {
  CUSTOMER_STATUS,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  requiredDateFromLeadTime,
  type TAddOrder,
  type TCustomer,
  type TOrder,
  type TOrderRow,
  type TUpdateOrder,
} from '@packline/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { getCustomer, recordLastOrder } from '../customers/customers.service.ts';
import { raisePrepaidInvoice, settleOrderIfPaid } from '../invoices/invoices.service.ts';
import {
  optionLines,
  priceLines,
  quotedProductsFor,
  replaceLines,
  replaceOptions,
  storedTotals,
} from './sales-order-lines.ts';
import { DISPATCHABLE } from './sales-order-lists.ts';
import { getOrder, listOrderRows, liveOrders, todayInAuckland } from './sales-order-read.ts';
import { customerScope, inScope, type TOrderActor, type TOrderScope } from './sales-order-scope.ts';
import { moveOrder, moveOrderThrough } from './sales-order-state.ts';
import { orderProduct, orderStatusLog, salesOrder } from './sales-orders.tables.ts';

// Sales orders (spec 01 §3-§9): saving an order (header here, lines in sales-order-lines.ts), drafts and the
// explicit actions (online approval, finish dispatch, picking flag, delete). Lists: sales-order-lists.ts.

/** A live order (drafts too) the scope reaches, locked for the change; out of scope is "not found". */
async function findOrderForChange(db: DbOrTx, orderId: number, scope: TOrderScope) {
  const [row] = await db
    .select()
    .from(salesOrder)
    .where(and(eq(salesOrder.orderId, orderId), isNull(salesOrder.deletedAt), inScope(scope)))
    .for('update');
  if (!row) throw new NotFoundError(`Order ${orderId} was not found.`);
  return row;
}

// ---- Lines, options and money ----------------------------------------------------------------------------------

/** The active customer the order is for; an online customer's own, whatever the body says. */
async function orderCustomer(db: DbOrTx, actor: TOrderActor, customerId: number): Promise<TCustomer> {
  const id = actor.scope.kind === 'customer' ? actor.scope.customerId : customerId;
  return getCustomer(db, customerScope(actor.scope), id);
}

function assertActive(customerRow: TCustomer): void {
  if (customerRow.statusId !== CUSTOMER_STATUS.Active) throw new BusinessError(ORDER_MESSAGES.inactiveCustomer);
}

// ---- Header ------------------------------------------------------------------------------------------------------

type THeaderInput = Omit<TAddOrder, 'orderProduct' | 'orderOption'>;

/** The header as stored: the required date from the lead time (spec 01 §5), the sales and the online rules. */
function headerValues(input: THeaderInput, customerRow: TCustomer, actor: TOrderActor) {
  const online = actor.scope.kind === 'customer';
  if (online && input.deliveryMethodId != null && input.deliveryMethodId !== customerRow.deliveryMethodId) {
    throw new BusinessError(ORDER_MESSAGES.customerDeliveryMethod);
  }
  const byLeadTime = input.leadtimeFlag === 1 && input.leadtime != null;
  const employeeId =
    actor.scope.kind === 'own'
      ? actor.scope.employeeId
      : online
        ? customerRow.employeeId
        : (input.employeeId ?? customerRow.employeeId);
  return {
    customerId: customerRow.customerId,
    custOrderNo: input.custOrderNo || null,
    employeeId,
    orderDate: input.orderDate,
    requiredDate: byLeadTime
      ? requiredDateFromLeadTime(input.orderDate, input.leadtime as number)
      : (input.requiredDate ?? null),
    leadtime: byLeadTime ? (input.leadtime as number) : null,
    leadtimeFlag: input.leadtimeFlag,
    deliveryAsap: input.deliveryAsap,
    deliveryName: input.deliveryName || null,
    deliveryAddress: input.deliveryAddress,
    postalCode: input.postalCode || null,
    deliveryCityId: input.deliveryCityId ?? null,
    deliveryMethodId: online ? customerRow.deliveryMethodId : (input.deliveryMethodId ?? null),
    paymentCycleId: online ? customerRow.paymentCycleId : (input.paymentCycleId ?? customerRow.paymentCycleId),
    urgentNote: input.urgentNote || null,
    comments: input.comments || null,
    accountNote: input.accountNote || null,
    warehouseNote: input.warehouseNote || null,
    newWarehouseNote: input.newWarehouseNote || null,
  };
}

export const orderNumberOf = (orderId: number) => `SO${String(orderId).padStart(6, '0')}`;

// ---- Save ----------------------------------------------------------------------------------------------------------

/**
 * POST SalesOrder (staff: status 1 New; an online customer: status 2 Online for their own customer) and POST
 * SalesOrder/AddDraftOrder (status 1, draft 1). The customer must be active and every product quoted.
 */
export async function addOrder(
  db: DbOrTx,
  input: TAddOrder,
  actor: TOrderActor,
  options: { draft: boolean },
): Promise<TOrder> {
  const online = actor.scope.kind === 'customer';
  const customerRow = await orderCustomer(db, actor, input.customerId);
  assertActive(customerRow);
  const header = headerValues(input, customerRow, actor);
  const lines = await priceLines(db, customerRow.customerId, input.orderProduct, {
    checked: () => true,
    quotedPriceOnly: online,
  });
  const optionRows = optionLines(input.orderOption, customerRow.deliveryFeeFlag);
  const { totalPrice, priceInclgst } = storedTotals(lines, optionRows);
  const status = online ? ORDER_STATUS.Online : ORDER_STATUS.New;

  const [created] = await db
    .insert(salesOrder)
    .values({
      ...header,
      orderNo: '',
      orderStatusId: status,
      paid: online ? 0 : input.paid,
      totalPrice,
      priceInclgst,
      draft: options.draft ? 1 : 0,
      online: online ? 1 : 0,
      createdEmployeeId: actor.employeeId,
      operEmployeeId: actor.employeeId,
      createdBy: actor.employeeId,
    })
    .returning({ orderId: salesOrder.orderId });
  const orderId = created.orderId;
  await db
    .update(salesOrder)
    .set({ orderNo: orderNumberOf(orderId) })
    .where(eq(salesOrder.orderId, orderId));
  if (lines.length) {
    await db.insert(orderProduct).values(lines.map((line) => ({ ...line, orderId, createdBy: actor.employeeId })));
  }
  await replaceOptions(db, orderId, optionRows, actor.employeeId);
  await db.insert(orderStatusLog).values({
    orderId,
    fromStatusId: null,
    toStatusId: status,
    reason: options.draft ? 'Draft created' : 'Created',
    employeeId: actor.employeeId,
    createdBy: actor.employeeId,
  });
  // The customer table's Last Order column (spec 02 §2); a draft is not an order yet.
  if (!options.draft) await recordLastOrder(db, customerRow.customerId, new Date());
  return getOrder(db, orderId);
}

/** Which of the three update calls: the header only, the header with lines and options, or a draft (both). */
export type TUpdateMode = 'header' | 'full' | 'draft';

/**
 * PUT SalesOrder/UpdateOrder (header; the lines stay as stored), UpdateFullOrder and UpdateDraftOrder (lines and
 * options replaced; a kept line keeps its delivered and dispatched quantities). An online customer changes only
 * their own order while it awaits approval (status 2). A status in the body moves the order through `moveOrder`.
 */
export async function updateOrder(
  db: DbOrTx,
  input: TUpdateOrder,
  actor: TOrderActor,
  mode: TUpdateMode,
): Promise<TOrder> {
  const online = actor.scope.kind === 'customer';
  const current = await findOrderForChange(db, input.orderId, actor.scope);
  if (mode === 'draft' && current.draft !== 1) throw new BusinessError(ORDER_MESSAGES.notDraft);
  if (online && current.orderStatusId !== ORDER_STATUS.Online) {
    throw new BusinessError(ORDER_MESSAGES.customerEditsOnlyOnline);
  }
  const customerRow = await orderCustomer(db, actor, input.customerId);
  const customerChanged = customerRow.customerId !== current.customerId;
  if (customerChanged) assertActive(customerRow);
  const header = headerValues(input, customerRow, actor);
  const orderId = current.orderId;
  const storedLines = await db.select().from(orderProduct).where(eq(orderProduct.orderId, orderId));

  let money: { totalPrice: string; priceInclgst: string } = current;
  if (mode === 'header') {
    // The lines stay; moved to another customer they must be quoted for that customer too.
    if (customerChanged) {
      await quotedProductsFor(
        db,
        customerRow.customerId,
        storedLines.map((line) => line.productId),
      );
    }
  } else {
    const storedById = new Map(storedLines.map((line) => [line.orderProductId, line]));
    for (const line of input.orderProduct) {
      if (line.orderProductId !== undefined && !storedById.has(line.orderProductId)) {
        throw new NotFoundError(`Order line ${line.orderProductId} was not found.`);
      }
    }
    const lines = await priceLines(db, customerRow.customerId, input.orderProduct, {
      // A line kept as it was needs no quotation now (it may have expired since the order was placed).
      checked: (line) =>
        online ||
        customerChanged ||
        line.orderProductId === undefined ||
        storedById.get(line.orderProductId)?.productId !== line.productId,
      quotedPriceOnly: online,
    });
    const optionRows = optionLines(input.orderOption, customerRow.deliveryFeeFlag);
    money = storedTotals(lines, optionRows);
    await replaceLines(db, orderId, input.orderProduct, lines, actor.employeeId);
    await replaceOptions(db, orderId, optionRows, actor.employeeId);
  }

  await db
    .update(salesOrder)
    .set({
      ...header,
      ...(online ? {} : { paid: input.paid }),
      totalPrice: money.totalPrice,
      priceInclgst: money.priceInclgst,
      operEmployeeId: online ? current.operEmployeeId : actor.employeeId,
      updatedAt: new Date(),
      updatedBy: actor.employeeId,
    })
    .where(eq(salesOrder.orderId, orderId));
  // A draft stays New until ApprovedDraftOrder; an online customer never sets a status.
  const toStatus = input.orderStatusId;
  if (toStatus !== undefined && toStatus !== current.orderStatusId && !online && current.draft === 0) {
    await moveOrder(db, orderId, toStatus, { employeeId: actor.employeeId, reason: 'Order edited' });
  }
  return getOrder(db, orderId);
}

const statusName = (statusId: number) => ORDER_STATUS_NAMES[statusId] ?? String(statusId);

// ---- Actions -------------------------------------------------------------------------------------------------------

/** PUT SalesOrder/ApprovedDraftOrder?id: the draft becomes an order (status stays New); its customer must be active. */
export async function approveDraftOrder(db: DbOrTx, orderId: number, actor: TOrderActor): Promise<TOrder> {
  const current = await findOrderForChange(db, orderId, actor.scope);
  if (current.draft !== 1) throw new BusinessError(ORDER_MESSAGES.notDraft);
  assertActive(await getCustomer(db, { kind: 'all', canWrite: false }, current.customerId));
  await db
    .update(salesOrder)
    .set({ draft: 0, operEmployeeId: actor.employeeId, updatedAt: new Date(), updatedBy: actor.employeeId })
    .where(eq(salesOrder.orderId, orderId));
  return getOrder(db, orderId);
}

export interface TApproveOnline {
  id: number;
  invoiceNote: string;
  paymentDate?: string | undefined;
}

/**
 * PUT SalesOrder/ApproveOrder (Prepaid Order Approval, spec 01 §5): an online order awaiting approval is approved
 * with its invoice number and payment date (today unless given) and marked paid; its one paid invoice is raised
 * (invoices README).
 */
export async function approveOnlineOrder(db: DbOrTx, input: TApproveOnline, actor: TOrderActor): Promise<TOrder> {
  const current = await findOrderForChange(db, input.id, actor.scope);
  if (current.orderStatusId !== ORDER_STATUS.Online || current.draft === 1) {
    throw new BusinessError(ORDER_MESSAGES.notOnline);
  }
  const paymentDate = input.paymentDate?.replaceAll('/', '-') ?? todayInAuckland();
  await db
    .update(salesOrder)
    .set({
      invoiceNumber: input.invoiceNote,
      paymentDate,
      paid: 1,
      operEmployeeId: actor.employeeId,
      updatedAt: new Date(),
      updatedBy: actor.employeeId,
    })
    .where(eq(salesOrder.orderId, input.id));
  await moveOrder(db, input.id, ORDER_STATUS.Approved, { employeeId: actor.employeeId, reason: 'Prepaid approval' });
  await raisePrepaidInvoice(db, input.id, {
    invoiceNote: input.invoiceNote,
    paymentDate,
    employeeId: actor.employeeId,
  });
  return getOrder(db, input.id);
}

/** PUT SalesOrder/FinishDispatch?id: an approved order becomes Delivered, through the statuses in between. */
export async function finishDispatch(db: DbOrTx, orderId: number, actor: TOrderActor): Promise<TOrder> {
  const current = await findOrderForChange(db, orderId, actor.scope);
  if (current.orderStatusId >= ORDER_STATUS.Delivered) throw new BusinessError(ORDER_MESSAGES.alreadyDelivered);
  if (current.draft === 1 || !DISPATCHABLE.includes(current.orderStatusId as (typeof DISPATCHABLE)[number])) {
    throw new BusinessError(ORDER_MESSAGES.transitionRefused(statusName(current.orderStatusId), 'Delivered'));
  }
  await moveOrderThrough(db, orderId, ORDER_STATUS.Delivered, {
    employeeId: actor.employeeId,
    reason: 'Finish dispatch',
  });
  // A prepaid order (or one whose every invoice is paid) goes on to Paid.
  await settleOrderIfPaid(db, orderId, actor.employeeId);
  return getOrder(db, orderId);
}

/** PUT SalesOrder/ChangeOrderPickup?pickupFlag: picking (1, collected by the customer) or dispatching (0). */
export async function changeOrderPickup(
  db: DbOrTx,
  orderIds: readonly number[],
  pickupFlag: 0 | 1,
  actor: TOrderActor,
): Promise<TOrderRow[]> {
  const ids = [...new Set(orderIds)];
  const changed = await db
    .update(salesOrder)
    .set({ pickupFlag, updatedAt: new Date(), updatedBy: actor.employeeId })
    .where(and(inArray(salesOrder.orderId, ids), liveOrders(), inScope(actor.scope)))
    .returning({ orderId: salesOrder.orderId });
  if (changed.length !== ids.length) {
    const missing = ids.filter((id) => !changed.some((row) => row.orderId === id));
    throw new NotFoundError(`Order ${missing.join(', ')} was not found.`);
  }
  return listOrderRows(db, inArray(salesOrder.orderId, ids));
}

export interface TDeleteOrder {
  id: number;
  userName?: string | undefined;
  Notes?: string | undefined;
}

/** DELETE SalesOrder/DeleteOrder: a soft delete at any status, recording who and why (the client asks first). */
export async function deleteOrder(db: DbOrTx, input: TDeleteOrder, actor: TOrderActor): Promise<TOrder> {
  await findOrderForChange(db, input.id, actor.scope);
  const order = await getOrder(db, input.id);
  await db
    .update(salesOrder)
    .set({
      deletedAt: new Date(),
      deletePerson: input.userName || null,
      deleteEmployee: actor.employeeId,
      deleteNote: input.Notes || null,
      updatedAt: new Date(),
      updatedBy: actor.employeeId,
    })
    .where(eq(salesOrder.orderId, input.id));
  return order;
}
