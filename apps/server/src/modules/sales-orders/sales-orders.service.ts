import {
  CUSTOMER_STATUS,
  DELIVERY_FEE_OPTION_INPUT,
  needsDeliveryFeeOption,
  ORDER_MESSAGES,
  ORDER_STATUS,
  requiredDateFromLeadTime,
  type TAddOrder,
  type TCustomerOrderDefaults,
  type TOrder,
  type TOrderRow,
  type TUpdateOrder,
  todayInAuckland,
} from '@packline/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { NEW_ID, writeNewRow } from '../../db/write-together.ts';
import { listExtraAddresses } from '../customers/customer-addresses.service.ts';
import {
  getCustomer,
  getCustomerOrderTerms,
  recordLastOrder,
  type TCustomerOrderTerms,
} from '../customers/customers.service.ts';
import {
  optionLines,
  priceLines,
  quotedProductsFor,
  replaceLines,
  replaceOptions,
  rowsOfOrder,
  storedTotals,
} from './sales-order-lines.ts';
import { lockSalesOrder } from './sales-order-lock.ts';
import { getOrder, listOrderRows, liveOrders, optionNamesOf } from './sales-order-read.ts';
import { customerScope, inScope, type TOrderActor } from './sales-order-scope.ts';
import { moveOrder, reopenOrderForDispatch } from './sales-order-state.ts';
import { orderOption, orderProduct, orderStatusLog, salesOrder } from './sales-orders.tables.ts';

// Sales orders (spec 01 §3-§9): saving an order (header here, lines in sales-order-lines.ts), drafts and the
// explicit actions (online approval, finish dispatch, picking flag, delete). Lists: sales-order-lists.ts.

// ---- Lines, options and money ----------------------------------------------------------------------------------

/** The active customer the order is for; an online customer's own, whatever the body says. */
/** The order's customer: a customer's own, else the one chosen (within the caller's scope). */
function orderCustomerId(actor: TOrderActor, customerId: number): number {
  return actor.scope.kind === 'customer' ? actor.scope.customerId : customerId;
}

async function orderCustomer(db: DbOrTx, actor: TOrderActor, customerId: number): Promise<TCustomerOrderTerms> {
  return getCustomerOrderTerms(db, customerScope(actor.scope), orderCustomerId(actor, customerId));
}

function assertActive(customerRow: TCustomerOrderTerms): void {
  if (customerRow.statusId !== CUSTOMER_STATUS.Active) throw new BusinessError(ORDER_MESSAGES.inactiveCustomer);
}

// ---- Header ------------------------------------------------------------------------------------------------------

type THeaderInput = Omit<TAddOrder, 'orderProduct' | 'orderOption'>;

/** The header as stored: the required date from the lead time (spec 01 §5), the sales and the online rules. */
function headerValues(input: THeaderInput, customerRow: TCustomerOrderTerms, actor: TOrderActor) {
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

/**
 * SalesOrder/GetOwnOrderDefaults: an online customer's new order starts from their own record (delivery name and
 * address, city, delivery method, payment term), offers their own delivery addresses, and carries the delivery fee
 * line the server adds for them (spec 01 §9), so the dialog shows what will be saved.
 */
export async function getOwnOrderDefaults(db: DbOrTx, customerId: number): Promise<TCustomerOrderDefaults> {
  const scope = { kind: 'all', canWrite: false } as const;
  const own = await getCustomer(db, scope, customerId);
  const addresses = await listExtraAddresses(db, scope, customerId);
  const options = needsDeliveryFeeOption(own.deliveryFeeFlag, []) ? [DELIVERY_FEE_OPTION_INPUT] : [];
  const names = await optionNamesOf(
    db,
    options.map((option) => option.optionId),
  );
  return {
    customerId: own.customerId,
    company: own.company,
    deliveryName: own.company,
    deliveryAddress: [own.address1, own.address2].filter(Boolean).join(', ') || null,
    postalCode: own.postalCode,
    deliveryCityId: own.cityId,
    deliveryMethodId: own.deliveryMethodId,
    deliveryMethodName: own.deliveryMethodName,
    paymentCycleId: own.paymentCycleId,
    addresses: addresses.map(({ addressId, deliveryName, address, postalCode }) => ({
      addressId,
      deliveryName,
      address,
      postalCode,
    })),
    orderOption: options.map((option) => ({ ...option, optionName: names.get(option.optionId) ?? '' })),
  };
}

export const orderNumberOf = (orderId: number) => `SO${String(orderId).padStart(6, '0')}`;

/** `orderNumberOf` in SQL, for an id drawn inside the INSERT (`NEW_ID`): at least six digits, never cut. */
export const orderNumberSql = (orderId: SQL<number>) =>
  sql<string>`'SO' || lpad(${orderId}::text, greatest(6, length(${orderId}::text)), '0')`;

// ---- Save ----------------------------------------------------------------------------------------------------------

/**
 * POST SalesOrder (staff: status 1 New; an online customer: status 2 Online for their own customer) and POST
 * SalesOrder/AddDraftOrder (status 1, draft 1). The customer must be active and every product quoted.
 */
export async function addOrder(
  db: Database,
  input: TAddOrder,
  actor: TOrderActor,
  options: { draft: boolean },
): Promise<TOrder> {
  const online = actor.scope.kind === 'customer';
  // The checks only read, so they run side by side on the pool before the transaction: the customer and the lines
  // priced from its quotations. The customer is judged first: one out of the caller's scope is "not found" whatever
  // its quotations say.
  const customerId = orderCustomerId(actor, input.customerId);
  const pricing = priceLines(db, customerId, input.orderProduct, {
    checked: () => true,
    quotedPriceOnly: online,
    confirmer: actor.employeeId,
  });
  pricing.catch(() => undefined); // judged after the customer, below
  const customerRow = await orderCustomer(db, actor, customerId);
  assertActive(customerRow);
  const header = headerValues(input, customerRow, actor);
  const lines = await pricing;
  const optionRows = optionLines(input.orderOption, customerRow.deliveryFeeFlag);
  const { totalPrice, priceInclgst } = storedTotals(lines, optionRows);
  const status = online ? ORDER_STATUS.Online : ORDER_STATUS.New;

  // One statement writes the order (db/write-together.ts: atomic, one round trip): the header with the id drawn in it
  // (once the order passed its checks: a refused save leaves no gap in the order numbers) and the number made from
  // it, the lines, the options, the creation in the status log and the customer table's Last Order column (spec 02
  // §2; a draft is not an order yet).
  const by = actor.employeeId;
  const orderId = await writeNewRow(db, salesOrder, salesOrder.orderId, [
    db.insert(salesOrder).values({
      ...header,
      orderId: NEW_ID,
      orderNo: orderNumberSql(NEW_ID),
      orderStatusId: status,
      paid: online ? 0 : input.paid,
      totalPrice,
      priceInclgst,
      draft: options.draft ? 1 : 0,
      online: online ? 1 : 0,
      createdEmployeeId: by,
      operEmployeeId: by,
      createdBy: by,
    }),
    lines.length ? db.insert(orderProduct).values(rowsOfOrder(NEW_ID, lines, by)) : undefined,
    optionRows.length ? db.insert(orderOption).values(rowsOfOrder(NEW_ID, optionRows, by)) : undefined,
    db.insert(orderStatusLog).values({
      orderId: NEW_ID,
      fromStatusId: null,
      toStatusId: status,
      reason: options.draft ? 'Draft created' : 'Created',
      employeeId: by,
      createdBy: by,
    }),
    options.draft ? undefined : recordLastOrder(db, customerRow.customerId, new Date()),
  ]);
  // Read once written: the three reads of the new order run side by side.
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
  db: Database,
  input: TUpdateOrder,
  actor: TOrderActor,
  mode: TUpdateMode,
): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const online = actor.scope.kind === 'customer';
    const current = await lockSalesOrder(tx, input.orderId, { scope: actor.scope });
    if (mode === 'draft' && current.draft !== 1) throw new BusinessError(ORDER_MESSAGES.notDraft);
    if (online && current.orderStatusId !== ORDER_STATUS.Online) {
      throw new BusinessError(ORDER_MESSAGES.customerEditsOnlyOnline);
    }
    const customerRow = await orderCustomer(tx, actor, input.customerId);
    const customerChanged = customerRow.customerId !== current.customerId;
    if (customerChanged) assertActive(customerRow);
    const header = headerValues(input, customerRow, actor);
    const orderId = current.orderId;
    const storedLines = await tx.select().from(orderProduct).where(eq(orderProduct.orderId, orderId));

    let money: { totalPrice: string; priceInclgst: string } = current;
    if (mode === 'header') {
      // The lines stay; moved to another customer they must be quoted for that customer too.
      if (customerChanged) {
        await quotedProductsFor(
          tx,
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
      const lines = await priceLines(tx, customerRow.customerId, input.orderProduct, {
        // A line kept as it was needs no quotation now (it may have expired since the order was placed).
        checked: (line) =>
          online ||
          customerChanged ||
          line.orderProductId === undefined ||
          storedById.get(line.orderProductId)?.productId !== line.productId,
        quotedPriceOnly: online,
        confirmer: actor.employeeId,
        keptAsStored: (line) => {
          const stored = line.orderProductId === undefined ? undefined : storedById.get(line.orderProductId);
          const same = stored?.productId === line.productId && Number(stored.unitPrice) === line.unitPrice;
          return same ? stored : undefined;
        },
      });
      const optionRows = optionLines(input.orderOption, customerRow.deliveryFeeFlag);
      money = storedTotals(lines, optionRows);
      await replaceLines(tx, orderId, input.orderProduct, lines, actor.employeeId);
      await replaceOptions(tx, orderId, optionRows, actor.employeeId);
    }

    await tx
      .update(salesOrder)
      .set({
        ...header,
        ...(online ? {} : { paid: input.paid }),
        totalPrice: money.totalPrice,
        priceInclgst: money.priceInclgst,
        operEmployeeId: online ? current.operEmployeeId : actor.employeeId,
        updatedBy: actor.employeeId,
      })
      .where(eq(salesOrder.orderId, orderId));
    // A draft stays New until ApprovedDraftOrder; an online customer never sets a status.
    const toStatus = input.orderStatusId;
    if (toStatus !== undefined && toStatus !== current.orderStatusId && !online && current.draft === 0) {
      await moveOrder(tx, orderId, toStatus, { employeeId: actor.employeeId, reason: 'Order edited' });
    }
    return getOrder(tx, orderId);
  });
}

// ---- Actions -------------------------------------------------------------------------------------------------------

/** PUT SalesOrder/ApprovedDraftOrder?id: the draft becomes an order (status stays New); its customer must be active. */
export async function approveDraftOrder(db: Database, orderId: number, actor: TOrderActor): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const current = await lockSalesOrder(tx, orderId, { scope: actor.scope });
    if (current.draft !== 1) throw new BusinessError(ORDER_MESSAGES.notDraft);
    assertActive(await getCustomerOrderTerms(tx, { kind: 'all', canWrite: false }, current.customerId));
    await tx
      .update(salesOrder)
      .set({ draft: 0, operEmployeeId: actor.employeeId, updatedBy: actor.employeeId })
      .where(eq(salesOrder.orderId, orderId));
    return getOrder(tx, orderId);
  });
}

export interface TApproveOnline {
  id: number;
  invoiceNote: string;
  paymentDate?: string | undefined;
}

/**
 * PUT SalesOrder/ApproveOrder (Prepaid Order Approval, spec 01 §5): an online order awaiting approval is approved
 * with its invoice number and payment date (today unless given) and marked paid. The invoices module's
 * `approvePrepaidOrder` calls it and raises the order's one paid invoice in the same transaction (invoices README).
 * Answers the payment date recorded.
 */
export async function approveOnlineOrder(
  tx: Transaction,
  input: TApproveOnline,
  actor: TOrderActor,
): Promise<{ paymentDate: string }> {
  const current = await lockSalesOrder(tx, input.id, { scope: actor.scope });
  if (current.orderStatusId !== ORDER_STATUS.Online || current.draft === 1) {
    throw new BusinessError(ORDER_MESSAGES.notOnline);
  }
  const paymentDate = input.paymentDate?.replaceAll('/', '-') ?? todayInAuckland();
  await tx
    .update(salesOrder)
    .set({
      invoiceNumber: input.invoiceNote,
      paymentDate,
      paid: 1,
      operEmployeeId: actor.employeeId,
      updatedBy: actor.employeeId,
    })
    .where(eq(salesOrder.orderId, input.id));
  await moveOrder(tx, input.id, ORDER_STATUS.Approved, { employeeId: actor.employeeId, reason: 'Prepaid approval' });
  return { paymentDate };
}

/** PUT SalesOrder/ChangeOrderPickup?pickupFlag: picking (1, collected by the customer) or dispatching (0). */
export async function changeOrderPickup(
  db: Database,
  orderIds: readonly number[],
  pickupFlag: 0 | 1,
  actor: TOrderActor,
): Promise<TOrderRow[]> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(orderIds)];
    const changed = await tx
      .update(salesOrder)
      .set({ pickupFlag, updatedBy: actor.employeeId })
      .where(and(inArray(salesOrder.orderId, ids), liveOrders(), inScope(actor.scope)))
      .returning({ orderId: salesOrder.orderId });
    if (changed.length !== ids.length) {
      const missing = ids.filter((id) => !changed.some((row) => row.orderId === id));
      throw new NotFoundError(`Order ${missing.join(', ')} was not found.`);
    }
    return listOrderRows(tx, inArray(salesOrder.orderId, ids));
  });
}

export interface TDeleteOrder {
  id: number;
  userName?: string | undefined;
  Notes?: string | undefined;
}

/** DELETE SalesOrder/DeleteOrder: a soft delete at any status, recording who and why (the client asks first). */
export async function deleteOrder(db: Database, input: TDeleteOrder, actor: TOrderActor): Promise<TOrder> {
  return db.transaction(async (tx) => {
    await lockSalesOrder(tx, input.id, { scope: actor.scope });
    const order = await getOrder(tx, input.id);
    await tx
      .update(salesOrder)
      .set({
        deletedAt: new Date(),
        deletePerson: input.userName || null,
        deleteEmployee: actor.employeeId,
        deleteNote: input.Notes || null,
        updatedBy: actor.employeeId,
      })
      .where(eq(salesOrder.orderId, input.id));
    return order;
  });
}

// ---- Dispatch counters -------------------------------------------------------------------------------------------

/** Pieces of one order line moved by a dispatch. */
export interface TLinePieces {
  orderProductId: number;
  pieces: number;
}

/**
 * The order lines' dispatch counters (dispatch README "Stock"): `dispatchedQuantity` counts the pieces on open
 * dispatches, `deliveredQuantity` the pieces delivered; each changes by its `change` × the pieces. The lines are
 * updated in id order (the lock order, sales-order-lock.ts). The dispatch service calls it inside its transaction.
 */
export async function moveLinePieces(
  tx: Transaction,
  lines: readonly TLinePieces[],
  change: { dispatched: -1 | 0 | 1; delivered: -1 | 0 | 1 },
  employeeId: number | null,
): Promise<void> {
  for (const { orderProductId, pieces } of [...lines].sort((a, b) => a.orderProductId - b.orderProductId)) {
    await tx
      .update(orderProduct)
      .set({
        dispatchedQuantity: sql`${orderProduct.dispatchedQuantity} + ${change.dispatched * pieces}::numeric`,
        deliveredQuantity: sql`${orderProduct.deliveredQuantity} + ${change.delivered * pieces}::numeric`,
        updatedBy: employeeId,
      })
      .where(eq(orderProduct.orderProductId, orderProductId));
  }
}

/**
 * A replacement return confirmed (the returns module, inside its transaction): the returned pieces are owed again
 * (`deliveredQuantity` shrinks), and a Delivered or Paid order goes back to Dispatch, so it shows in Awaiting Dispatch
 * again. The caller refuses a Closed order.
 */
export async function reopenLinesForReplacement(
  tx: Transaction,
  orderId: number,
  lines: readonly TLinePieces[],
  employeeId: number | null,
): Promise<void> {
  await lockSalesOrder(tx, orderId);
  await moveLinePieces(tx, lines, { dispatched: 0, delivered: -1 }, employeeId);
  await reopenOrderForDispatch(tx, orderId, { employeeId, reason: 'Replacement return' });
}
