import {
  addWorkingDays,
  CUSTOMER_STATUS,
  computeTotal,
  DELIVERY_FEE_FLAG_ADD,
  DELIVERY_FEE_OPTION_LINE,
  LEAD_TIME_DAYS,
  multiplyMoney,
  ORDER_STATUS,
  requiredDateFromLeadTime,
  SETTING,
  sumMoney,
  toApiDate,
} from '@packline/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { customer, onlineUser } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { deliveryMethod, packagingType } from '../lookups/lookups.tables.ts';
import { activeApprovedLine } from '../quotations/quotation-read.ts';
import { quotation, quotationItem } from '../quotations/quotations.tables.ts';
import { readSetting } from '../settings/settings.service.ts';
import { appSetting } from '../settings/settings.tables.ts';
import { orderOption, orderProduct, orderStatusLog, salesOrder } from './sales-orders.tables.ts';

// Demo sales orders (spec 01 §4): for the demo customers, orders of their quoted products at the quoted price in every
// status and due status, drafts, online orders awaiting approval (the demo online customer's too), lead-time orders,
// delivery-fee option lines and part deliveries, each with the status log of the path it took. Spread over the last two
// years; `orders` sets how many (the benchmark asks for 100,000), written in multi-row chunks. Deterministic for a
// given random and day.

export const DEMO_ORDERS_PER_SIZE = 300;
const HISTORY_DAYS = 730;
/** Orders placed within this many days may still be in process; older ones are delivered, paid or closed. */
const IN_PROCESS_DAYS = 21;
const URGENT_FEE_OPTION_ID = 2;
const SETUP_FEE_OPTION_ID = 3;
const CARTONS = [1, 2, 2, 3, 4, 5, 5, 6, 8, 10, 10, 12, 20, 40];
const URGENT_NOTES = [
  'Customer has run out: must go on the Friday run.',
  'Café reopening Monday, needs stock before the weekend.',
  'Event order, cannot be late.',
];
const PRODUCTION_NOTES = ['Standard print.', 'Logo in Pantone 354 C.', 'Match the last run.', null, null];
const DELIVERY_NOTES = ['Deliver to the back door.', 'Call on arrival.', 'Leave with reception.', null, null];
const ACCOUNT_NOTES = ['Invoice monthly.', 'Send the invoice to accounts@.', null, null, null];
const DELETE_NOTES = ['Duplicate of another order.', 'Customer cancelled.'];
const RECENT_SOLD_DEMO_USER = 'gm';
/**
 * Orders meant to end at Dispatch or later are seeded at Warehouse and driven on by the dispatch demo through the
 * dispatch services (picked, sent, delivered, invoiced, paid), at most this many per run; the rest of the history keeps
 * its seeded status (dispatch README, "Demo").
 */
export const DEMO_DRIVEN_DISPATCHES = 30;
/** Where the dispatch demo takes a driven order, named by the reason of its last (Warehouse) status step. */
export const DEMO_DISPATCH_TARGETS = {
  'Stock ready: picking': { status: ORDER_STATUS.Dispatch, dispatch: 'picking' },
  'Stock ready: to be sent': { status: ORDER_STATUS.Dispatch, dispatch: 'sent' },
  'Stock ready: part to be delivered': { status: ORDER_STATUS.Dispatch, dispatch: 'part' },
  'Stock ready: to be delivered': { status: ORDER_STATUS.Delivered, dispatch: 'delivered' },
  'Stock ready: to be delivered and paid': { status: ORDER_STATUS.Paid, dispatch: 'delivered' },
  'Stock ready: to be delivered, paid and closed': { status: ORDER_STATUS.Closed, dispatch: 'delivered' },
} as const;
export type TDemoDispatchReason = keyof typeof DEMO_DISPATCH_TARGETS;
const DISPATCH_STEPS: readonly TDemoDispatchReason[] = [
  'Stock ready: picking',
  'Stock ready: to be sent',
  'Stock ready: part to be delivered',
];

type TOrderRow = typeof salesOrder.$inferInsert;
type TLineRow = Omit<typeof orderProduct.$inferInsert, 'orderId'>;
type TOptionRow = Omit<typeof orderOption.$inferInsert, 'orderId'>;
type TLogRow = Omit<typeof orderStatusLog.$inferInsert, 'orderId'>;
interface TPlannedOrder {
  header: TOrderRow;
  lines: TLineRow[];
  options: TOptionRow[];
  log: TLogRow[];
}

interface TQuotedLine {
  productId: number;
  quotationId: number;
  price: string;
  /** The quotation line's minimum price per carton: the order line's reserve price, as the server keeps it. */
  originPrice: string | null;
  packQuantity: number | null;
}
interface TDemoCustomer {
  customerId: number;
  company: string;
  statusId: number;
  employeeId: number | null;
  address1: string | null;
  address2: string | null;
  postalCode: string | null;
  cityId: number | null;
  deliveryMethodId: number | null;
  paymentCycleId: number | null;
  deliveryFeeFlag: number;
  online: boolean;
  quoted: TQuotedLine[];
}

/** The order a plan asks for: its status, due-status target and the flags that shape it. */
interface TOrderPlan {
  client: TDemoCustomer;
  status: number;
  /** Days before today the order was placed. */
  age: number;
  online?: boolean;
  draft?: boolean;
  /** 'urgent-note' | 'past' | 'near' | 'far' set the required date (or urgent note) for the due status. */
  due?: 'urgent-note' | 'past' | 'near' | 'far';
  deleted?: boolean;
  salesId?: number;
  /** Seeded at Warehouse; the dispatch demo takes it on to `status` (DEMO_DISPATCH_TARGETS). */
  driven?: TDemoDispatchReason;
}

const PATH_AFTER_APPROVAL = {
  production: [ORDER_STATUS.Production, ORDER_STATUS.Warehouse, ORDER_STATUS.Dispatch],
  stock: [ORDER_STATUS.Warehouse, ORDER_STATUS.Dispatch],
  direct: [ORDER_STATUS.Dispatch],
} as const;
const FINISHING = [ORDER_STATUS.Delivered, ORDER_STATUS.Paid, ORDER_STATUS.Closed];
const IN_PROCESS = [ORDER_STATUS.Approved, ORDER_STATUS.Production, ORDER_STATUS.Warehouse, ORDER_STATUS.Dispatch];

async function readDemoCustomers(tx: DbOrTx): Promise<TDemoCustomer[]> {
  const basePackaging = alias(packagingType, 'base_packaging');
  // A transaction is one connection, which runs one query at a time: read in turn.
  const quoted = await tx
    .select({
      customerId: quotation.customerId,
      productId: quotationItem.productId,
      quotationId: quotation.quotationId,
      price: quotationItem.price,
      originPrice: quotationItem.originPrice,
      packQuantity: sql<number | null>`coalesce(${basePackaging.quantity}, ${quotationItem.cartonQuantity})`,
    })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .innerJoin(product, eq(product.productId, quotationItem.productId))
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .leftJoin(basePackaging, eq(basePackaging.packagingTypeId, baseProduct.packagingTypeId))
    .where(and(activeApprovedLine(), isNull(product.deletedAt), eq(product.active, 1)))
    .orderBy(asc(quotation.customerId), desc(quotation.quotationId), asc(quotationItem.sortOrder));
  const online = await tx.selectDistinct({ customerId: onlineUser.customerId }).from(onlineUser);
  const onlineIds = new Set(online.map((o) => o.customerId));
  const rows = await tx
    .select({
      customerId: customer.customerId,
      company: customer.company,
      statusId: customer.statusId,
      employeeId: customer.employeeId,
      address1: customer.address1,
      address2: customer.address2,
      postalCode: customer.postalCode,
      cityId: customer.cityId,
      deliveryMethodId: customer.deliveryMethodId,
      paymentCycleId: customer.paymentCycleId,
      deliveryFeeFlag: customer.deliveryFeeFlag,
    })
    .from(customer)
    .orderBy(asc(customer.customerId));
  const quotedOf = new Map<number, TQuotedLine[]>();
  for (const line of quoted) {
    if (line.productId === null) continue;
    const own = quotedOf.get(line.customerId) ?? [];
    // The latest active quotation prices the product (as listQuotedProducts does).
    if (own.some((q) => q.productId === line.productId)) continue;
    own.push({
      ...line,
      productId: line.productId,
      packQuantity: line.packQuantity === null ? null : Number(line.packQuantity),
    });
    quotedOf.set(line.customerId, own);
  }
  return rows
    .map((row) => ({ ...row, online: onlineIds.has(row.customerId), quoted: quotedOf.get(row.customerId) ?? [] }))
    .filter((row) => row.quoted.length > 0);
}

/** The statuses an order passed through to reach `status`, from its first one (the state machine of the README). */
function statusPath(status: number, online: boolean, random: TRandom): number[] {
  const first = online ? ORDER_STATUS.Online : ORDER_STATUS.New;
  if (status === first) return [first];
  const route =
    status === ORDER_STATUS.Production
      ? PATH_AFTER_APPROVAL.production
      : status === ORDER_STATUS.Warehouse
        ? random.pick([PATH_AFTER_APPROVAL.production, PATH_AFTER_APPROVAL.stock])
        : random.pick([PATH_AFTER_APPROVAL.production, PATH_AFTER_APPROVAL.stock, PATH_AFTER_APPROVAL.direct]);
  const full = [first, ORDER_STATUS.Approved, ...route, ...FINISHING] as number[];
  return full.slice(0, full.indexOf(status) + 1);
}

export async function seedSalesOrderDemo(
  tx: DbOrTx,
  random: TRandom,
  options: { size?: number; orders?: number } = {},
): Promise<number> {
  const total = options.orders ?? DEMO_ORDERS_PER_SIZE * (options.size ?? 1);
  const customers = await readDemoCustomers(tx);
  const staff = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName, isSales: employee.isSales })
    .from(employee)
    .orderBy(asc(employee.employeeId));
  const methods = await tx.select().from(deliveryMethod);
  const [demoLogin] = await tx
    .select({ customerId: onlineUser.customerId })
    .from(onlineUser)
    .orderBy(asc(onlineUser.userId))
    .limit(1);
  const salesIds = staff.filter((s) => s.isSales === 1).map((s) => s.employeeId);
  if (customers.length === 0 || salesIds.length === 0 || total === 0) return 0;
  const pickupMethodId = methods.find((m) => m.deliveryMethodName === 'Customer pickup')?.deliveryMethodId;

  // Calendar days and their Auckland midnights, computed once: a day offset (0 today, -1 yesterday) indexes both.
  const todayMs = Date.now();
  const dayCache = new Map<number, { text: string; start: number }>();
  const day = (offset: number) => {
    let found = dayCache.get(offset);
    if (!found) {
      const text = toApiDate(todayMs + offset * 86_400_000);
      // addWorkingDays(d, 0) is the start of that Auckland day.
      found = { text, start: addWorkingDays(text, 0).valueOf() };
      dayCache.set(offset, found);
    }
    return found;
  };
  const at = (offset: number, hour: number) => new Date(day(Math.min(offset, 0)).start + hour * 3_600_000);
  const leadTimeCache = new Map<string, string>();
  const leadTimeDate = (orderDate: string, leadtime: number) => {
    const key = `${orderDate}/${leadtime}`;
    let found = leadTimeCache.get(key);
    if (!found) {
      found = requiredDateFromLeadTime(orderDate, leadtime);
      leadTimeCache.set(key, found);
    }
    return found;
  };
  const nearDate = toApiDate(addWorkingDays(day(0).text, 2));
  // Auckland is a whole number of hours from UTC, so every time within one hour has the same date.
  const dateByHour = new Map<number, string>();
  const dateOf = (time: Date) => {
    const hour = Math.floor(time.valueOf() / 3_600_000);
    let found = dateByHour.get(hour);
    if (!found) {
      found = toApiDate(time);
      dateByHour.set(hour, found);
    }
    return found;
  };

  const active = customers.filter((c) => c.statusId === CUSTOMER_STATUS.Active);
  const onlineCustomers = active.filter((c) => c.online);
  const demoCustomer = customers.find((c) => c.customerId === demoLogin?.customerId);
  const pickActive = () => random.pick(active.length > 0 ? active : customers);

  // ---- The plans: a showcase of every status × due status, then drafts, then history over two years ----
  const plans: TOrderPlan[] = [];
  const dues = ['far', 'near', 'past', 'urgent-note'] as const;
  for (const status of [ORDER_STATUS.New, ...IN_PROCESS]) {
    for (const due of dues) plans.push({ client: pickActive(), status, age: random.int(2, 12), due });
  }
  for (const due of dues) {
    const client = random.pick(onlineCustomers.length > 0 ? onlineCustomers : active);
    plans.push({ client, status: ORDER_STATUS.Online, online: true, age: random.int(0, 4), due });
  }
  for (const status of FINISHING) {
    for (let n = 0; n < 2; n++) plans.push({ client: pickActive(), status, age: random.int(25, 90) });
  }
  if (demoCustomer) {
    // The demo online customer's own orders: two awaiting approval, one approved online, one delivered.
    plans.push(
      { client: demoCustomer, status: ORDER_STATUS.Online, online: true, age: 0, due: 'far' },
      { client: demoCustomer, status: ORDER_STATUS.Online, online: true, age: 1, due: 'near' },
      { client: demoCustomer, status: ORDER_STATUS.Approved, online: true, age: 3, due: 'far' },
      { client: demoCustomer, status: ORDER_STATUS.Delivered, online: false, age: 30 },
    );
  }
  plans.push(
    { client: pickActive(), status: ORDER_STATUS.Production, age: 5, due: 'far', deleted: true },
    { client: pickActive(), status: ORDER_STATUS.New, age: 1, due: 'far', deleted: true },
  );
  const SHOWCASE_END = plans.length;
  // Drafts of the first sales people (the demo's 'sales', 'accounts', 'gm' among them), about 1 in 100 orders.
  const draftCount = Math.max(6, Math.round(total / 100));
  const draftSellers = salesIds.slice(0, Math.max(3, Math.ceil(draftCount / 3)));
  for (let n = 0; n < draftCount && plans.length < total; n++) {
    const salesId = draftSellers[n % draftSellers.length];
    const own = active.filter((c) => c.employeeId === salesId);
    const client = own.length > 0 ? random.pick(own) : pickActive();
    plans.push({ client, status: ORDER_STATUS.New, draft: true, age: random.int(0, 6), salesId, due: 'far' });
  }
  while (plans.length < total) {
    const age = random.int(0, HISTORY_DAYS - 1);
    if (age >= IN_PROCESS_DAYS) {
      const status = age < 35 ? random.pick([ORDER_STATUS.Dispatch, ...FINISHING]) : random.pick(FINISHING);
      const client = random.pick(customers);
      plans.push({ client, status, age, online: client.online && random.next() < 0.2 });
      continue;
    }
    const client = pickActive();
    const online = client.online && random.next() < 0.25;
    const status = online
      ? random.pick([ORDER_STATUS.Online, ...IN_PROCESS, ORDER_STATUS.Delivered])
      : random.pick([ORDER_STATUS.New, ...IN_PROCESS, ...IN_PROCESS, ORDER_STATUS.Delivered]);
    plans.push({ client, status, age, online, deleted: random.next() < 0.01 });
  }

  // ---- The orders the dispatch demo drives on: the showcase first, then the most recent history ----
  const drivable = plans
    .map((plan, index) => ({ plan, index }))
    .filter(({ plan }) => plan.status >= ORDER_STATUS.Dispatch && !plan.deleted && !plan.draft)
    .sort((a, b) => {
      const showcase = Number(b.index < SHOWCASE_END) - Number(a.index < SHOWCASE_END);
      return showcase || (a.index < SHOWCASE_END ? 0 : a.plan.age - b.plan.age) || a.index - b.index;
    });
  let dispatchStep = 0;
  for (const { plan } of drivable.slice(0, DEMO_DRIVEN_DISPATCHES)) {
    plan.driven =
      plan.status === ORDER_STATUS.Dispatch
        ? DISPATCH_STEPS[dispatchStep++ % DISPATCH_STEPS.length]
        : plan.status === ORDER_STATUS.Delivered
          ? 'Stock ready: to be delivered'
          : plan.status === ORDER_STATUS.Paid
            ? 'Stock ready: to be delivered and paid'
            : 'Stock ready: to be delivered, paid and closed';
  }

  // ---- Each plan becomes an order with its lines, options and status log ----
  const orders = plans.map((plan): TPlannedOrder => {
    const { client, age } = plan;
    const status = plan.driven ? ORDER_STATUS.Warehouse : plan.status;
    const online = plan.online === true;
    const salesId = plan.salesId ?? client.employeeId ?? random.pick(salesIds);
    const creatorId = online ? null : plan.draft ? salesId : random.pick([salesId, salesId, random.pick(salesIds)]);
    const orderDay = -age;
    const orderDate = day(orderDay).text;
    const leadtime = plan.due === undefined && random.next() < 0.3 ? random.pick(LEAD_TIME_DAYS) : null;
    const requiredDate =
      leadtime !== null
        ? leadTimeDate(orderDate, leadtime)
        : plan.due === 'past'
          ? day(random.int(Math.min(orderDay + 1, -1), -1)).text
          : plan.due === 'near'
            ? nearDate
            : plan.due === 'far' || plan.due === 'urgent-note'
              ? day(random.int(10, 40)).text
              : day(orderDay + random.int(2, 25)).text;
    const urgentNote =
      plan.due === 'urgent-note' ||
      (plan.due === undefined && plan.status < ORDER_STATUS.Delivered && random.next() < 0.05)
        ? random.pick(URGENT_NOTES)
        : null;

    const picked = [...client.quoted];
    const lineCount = Math.min(picked.length, random.int(2, 7));
    for (let i = 0; i < lineCount; i++) {
      const j = i + Math.floor(random.next() * (picked.length - i));
      [picked[i], picked[j]] = [picked[j], picked[i]];
    }
    const path = statusPath(status, online, random);
    const createdAt = at(orderDay, random.int(8, 17));
    const partDelivered = status === ORDER_STATUS.Dispatch && random.next() < 0.5;
    const lines: TLineRow[] = picked.slice(0, lineCount).map((q, sortOrder) => {
      const cartons = random.pick(CARTONS);
      const quantity = cartons * (q.packQuantity ?? 1);
      const delivered =
        status >= ORDER_STATUS.Delivered
          ? quantity
          : partDelivered && sortOrder === 0
            ? Math.ceil(cartons / 2) * (q.packQuantity ?? 1)
            : 0;
      return {
        productId: q.productId,
        quotationId: q.quotationId,
        unitPrice: q.price,
        purchPrice: q.originPrice,
        packagingQty: String(cartons),
        quantity: String(quantity),
        price: multiplyMoney(cartons, q.price).toFixed(2),
        deliveredQuantity: String(delivered),
        dispatchedQuantity: String(delivered),
        sortOrder,
        createdAt,
        createdBy: creatorId,
      };
    });
    const options: TOptionRow[] = [];
    const option = (optionId: number, unitPrice: number) =>
      options.push({
        optionId,
        quantity: '1',
        unitPrice: String(unitPrice),
        price: unitPrice.toFixed(2),
        createdAt,
        createdBy: creatorId,
      });
    if (client.deliveryFeeFlag === DELIVERY_FEE_FLAG_ADD) {
      option(DELIVERY_FEE_OPTION_LINE.optionId, DELIVERY_FEE_OPTION_LINE.unitPrice);
    }
    if (urgentNote && random.next() < 0.5) option(URGENT_FEE_OPTION_ID, 50);
    if (random.next() < 0.04) option(SETUP_FEE_OPTION_ID, 85);
    const subtotal = sumMoney([...lines.map((l) => l.price), ...options.map((o) => o.price)]);

    // Each step of the path one day after the last, never after today; delivery on the required date when it has come.
    const requiredOffset = Math.round((Date.parse(requiredDate) - Date.parse(day(0).text)) / 86_400_000);
    const deliveredDay = Math.min(Math.max(requiredOffset, orderDay + path.length), 0);
    const stepDay = (toStatus: number, step: number) =>
      toStatus === ORDER_STATUS.Delivered
        ? deliveredDay
        : toStatus === ORDER_STATUS.Paid
          ? deliveredDay + 20
          : toStatus === ORDER_STATUS.Closed
            ? deliveredDay + 45
            : orderDay + step;
    const log: TLogRow[] = path.map((toStatus, step) => ({
      fromStatusId: step === 0 ? null : path[step - 1],
      toStatusId: toStatus,
      reason:
        step === 0
          ? plan.draft
            ? 'Draft created'
            : 'Created'
          : step === path.length - 1 && plan.driven
            ? plan.driven
            : null,
      employeeId: step === 0 ? creatorId : salesId,
      createdAt: step === 0 ? createdAt : at(stepDay(toStatus, step), 9 + step),
      createdBy: step === 0 ? creatorId : salesId,
    }));
    const stepAt = (toStatus: number) => log.find((l) => l.toStatusId === toStatus)?.createdAt ?? null;
    const approvedAt = stepAt(ORDER_STATUS.Approved);
    const paidAt = stepAt(ORDER_STATUS.Paid);
    const prepaid = online && approvedAt !== null;
    const deletedAt = plan.deleted ? at(orderDay + 1, 16) : null;

    return {
      header: {
        orderNo: '',
        custOrderNo: random.next() < 0.4 ? `PO-${random.int(1000, 99999)}` : null,
        customerId: client.customerId,
        employeeId: salesId,
        createdEmployeeId: creatorId,
        operEmployeeId: creatorId,
        orderDate,
        requiredDate,
        deliveryDate: status >= ORDER_STATUS.Delivered ? day(deliveredDay).text : null,
        approvedDate: approvedAt,
        leadtime,
        leadtimeFlag: leadtime === null ? 0 : 1,
        deliveryAsap: random.next() < 0.1 ? 1 : 0,
        deliveryName: client.company,
        deliveryAddress: [client.address1, client.address2].filter(Boolean).join(', ') || client.company,
        postalCode: client.postalCode,
        deliveryCityId: client.cityId,
        deliveryMethodId: client.deliveryMethodId,
        orderStatusId: status,
        paid: paidAt !== null || prepaid ? 1 : 0,
        totalPrice: subtotal.toFixed(2),
        priceInclgst: computeTotal(subtotal).toFixed(2),
        paymentCycleId: client.paymentCycleId,
        urgentNote,
        comments: random.pick(PRODUCTION_NOTES),
        accountNote: random.pick(ACCOUNT_NOTES),
        warehouseNote: random.pick(DELIVERY_NOTES),
        invoiceNumber: prepaid ? `INV-${random.int(10000, 99999)}` : null,
        paymentDate: paidAt ? dateOf(paidAt) : prepaid && approvedAt ? dateOf(approvedAt) : null,
        draft: plan.draft ? 1 : 0,
        online: online ? 1 : 0,
        pickupFlag: status < ORDER_STATUS.Delivered && client.deliveryMethodId === pickupMethodId ? 1 : 0,
        deletedAt,
        deletePerson: deletedAt ? 'Demo' : null,
        deleteEmployee: deletedAt ? salesId : null,
        deleteNote: deletedAt ? random.pick(DELETE_NOTES) : null,
        createdAt,
        createdBy: creatorId,
        updatedAt: log.at(-1)?.createdAt ?? createdAt,
        updatedBy: salesId,
      },
      lines,
      options,
      log,
    };
  });

  await insertOrders(tx, orders);
  await addDemoRecentSoldViewer(tx);
  return orders.length;
}

/** Multi-row inserts in chunks, then every order number from its id in one statement ('SO' + six digits). */
async function insertOrders(tx: DbOrTx, orders: readonly TPlannedOrder[]): Promise<void> {
  const headers = orders.map((o) => o.header);
  const created = await insertInChunks(tx, salesOrder, headers, { orderId: salesOrder.orderId });
  const withIds = <T>(pick: (o: TPlannedOrder) => T[]) =>
    orders.flatMap((o, i) => pick(o).map((row) => ({ ...row, orderId: created[i].orderId })));
  const lines = withIds((o) => o.lines);
  const options = withIds((o) => o.options);
  const log = withIds((o) => o.log);
  await insertInChunks(tx, orderProduct, lines);
  await insertInChunks(tx, orderOption, options);
  await insertInChunks(tx, orderStatusLog, log);
  await tx
    .update(salesOrder)
    // Numbering completes the insert, it is not a change: updatedAt stays as inserted (no $onUpdate stamp).
    .set({ orderNo: sql`'SO' || lpad(${salesOrder.orderId}::text, 6, '0')`, updatedAt: sql`${salesOrder.updatedAt}` })
    .where(eq(salesOrder.orderNo, ''));
}

/**
 * Demo only: Today Sold / Yesterday Sold shows to the ids of the recentSoldViewers setting (default [1], kept); the
 * demo's 'gm' joins them so signing in as gm shows the notices.
 */
async function addDemoRecentSoldViewer(tx: DbOrTx): Promise<void> {
  const viewers: readonly number[] = await readSetting(tx, 'recentSoldViewers');
  const demo = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, RECENT_SOLD_DEMO_USER));
  const value = [...new Set([...viewers, ...demo.map((e) => e.employeeId)])];
  const { key } = SETTING.recentSoldViewers;
  await tx.insert(appSetting).values({ key, value }).onConflictDoUpdate({ target: appSetting.key, set: { value } });
}
