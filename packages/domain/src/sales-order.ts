import { z } from 'zod';
import { listQueryOf, ZDateText, ZDecimalText, ZTimestamp } from './api.ts';
import { MAX_ID } from './catalogue.ts';
import { CUSTOMER_PAGE, CUSTOMER_STATUS } from './customer.ts';
import { addWorkingDays, LEAD_TIME_DAYS, queryDateSchema, shiftDate, toApiDate } from './dates.ts';
import { computeGst, computeTotal, type MoneyInput, multiplyMoney, sumMoney } from './money.ts';
import { ORDER_STATUS, PAYMENT_TERM_PREPAY } from './reference-data.ts';
import { TEXTAREA_MAX } from './validate-messages.ts';

// Sales orders: spec 01 §3 (Order, OrderProduct, OrderOption), §4 (statuses, due status, line colours), §5 (Order
// form), §6, §7 (Orders), §8 and §9. One schema checks the order dialog in the browser and the request on the server.

export type TOrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/**
 * How an order moves (spec 01 §4 names the explicit actions; the rest is ours, written down in the sales-orders
 * README). Each later module moves an order only through these edges (`moveOrder` in the server's service).
 */
export const ORDER_TRANSITIONS: Readonly<Record<TOrderStatusId, readonly TOrderStatusId[]>> = {
  [ORDER_STATUS.New]: [ORDER_STATUS.Approved],
  // Prepaid online approval (ApproveOrder with the invoice number and payment date).
  [ORDER_STATUS.Online]: [ORDER_STATUS.Approved],
  // Production when a work order starts; Warehouse when stock covers it without production; Dispatch on picking.
  [ORDER_STATUS.Approved]: [ORDER_STATUS.Production, ORDER_STATUS.Warehouse, ORDER_STATUS.Dispatch],
  [ORDER_STATUS.Production]: [ORDER_STATUS.Warehouse],
  [ORDER_STATUS.Warehouse]: [ORDER_STATUS.Dispatch],
  // FinishDispatch / the last dispatch delivered.
  [ORDER_STATUS.Dispatch]: [ORDER_STATUS.Delivered],
  // The invoice marked paid.
  [ORDER_STATUS.Delivered]: [ORDER_STATUS.Paid],
  [ORDER_STATUS.Paid]: [ORDER_STATUS.Closed],
  [ORDER_STATUS.Closed]: [],
};

/**
 * A confirmed replacement return owes pieces again (the returns module's README): an order in one of these statuses
 * goes back to Dispatch. Deliberately not an edge of ORDER_TRANSITIONS, so no chain of moves ever passes through it.
 */
export const ORDER_REOPEN_FROM: readonly TOrderStatusId[] = [ORDER_STATUS.Delivered, ORDER_STATUS.Paid];

export function canMoveOrder(from: number, to: number): boolean {
  return (ORDER_TRANSITIONS[from as TOrderStatusId] ?? []).includes(to as TOrderStatusId);
}

/** spec 01 §4 due status. */
export const DUE = { HaveTime: 0, InWaiting: 1, Urgent: 2, Finished: 3 } as const;
export type TDueStatus = (typeof DUE)[keyof typeof DUE];
/** Working days before the required date from which an order is 'in waiting' (ours: the spec gives no number). */
export const DUE_WAITING_WORKING_DAYS = 3;

/**
 * Due status of an order on `today` (YYYY-MM-DD, Auckland): finished once delivered; urgent when marked urgent or the
 * required date is today or past; in waiting within DUE_WAITING_WORKING_DAYS working days; otherwise have time.
 */
export function computeDueStatus(
  order: { orderStatusId: number; requiredDate: string | null; urgentNote: string | null },
  today: string,
): TDueStatus {
  if (order.orderStatusId >= ORDER_STATUS.Delivered) return DUE.Finished;
  if (order.urgentNote?.trim()) return DUE.Urgent;
  if (!order.requiredDate) return DUE.HaveTime;
  if (order.requiredDate <= today) return DUE.Urgent;
  const waitingFrom = toApiDate(addWorkingDays(today, DUE_WAITING_WORKING_DAYS));
  return order.requiredDate <= waitingFrom ? DUE.InWaiting : DUE.HaveTime;
}

/** spec 01 §5: the required date of a lead time counts working days (Saturdays and Sundays skipped). */
export function requiredDateFromLeadTime(orderDate: string, leadtime: number): string {
  return toApiDate(addWorkingDays(orderDate, leadtime));
}

/** spec 01 §4 order line colour. */
export type TOrderLineColour = 'red' | 'green' | 'blue' | 'black';
export function orderLineColour(line: {
  quantity: number;
  deliveredQuantity: number;
  stock: number;
}): TOrderLineColour {
  if (line.deliveredQuantity >= line.quantity) return 'red';
  const remainder = line.quantity - line.deliveredQuantity;
  if (line.stock >= remainder) return 'green';
  if (line.stock > 0) return 'blue';
  return 'black';
}

/** spec 01 §4: picking rows are selectable only if every quantity is a whole multiple of its pack quantity. */
export function isPickable(lines: readonly { quantity: number; packQuantity: number | null }[]): boolean {
  return lines.every((line) => !line.packQuantity || line.quantity % line.packQuantity === 0);
}

// Who may read and change orders (the server checks these; the screens hide what they could not do). Each page url
// is written once here; the sales-orders README ("Who may do what") explains the sets.
export const ORDER_PAGE = {
  management: '/sales-order-management',
  onlineApproval: '/online-sales-order',
  forSales: '/sales-order-management-for-sales',
  draftsForSales: '/draft-order-management-for-sales',
  home: '/home',
} as const;
/** Holders read and change every order (order scope 'all' for writing). */
export const ORDER_ALL_WRITE_PAGES = [ORDER_PAGE.management, ORDER_PAGE.onlineApproval] as const;
/** Holders read every order (order scope 'all' for reading): the above and the customer's Orders dialog. */
export const ORDER_ALL_READ_PAGES = [...ORDER_ALL_WRITE_PAGES, CUSTOMER_PAGE.all] as const;
/** Salesperson pages: holders without an all-orders page reach only the orders whose sales is them. */
export const ORDER_OWN_PAGES = [ORDER_PAGE.forSales, ORDER_PAGE.draftsForSales, CUSTOMER_PAGE.own] as const;
/** Every page that reads orders: the above and the Home dashboard. */
export const ORDER_READ_PAGES = [...ORDER_ALL_READ_PAGES, ...ORDER_OWN_PAGES, ORDER_PAGE.home] as const;
/** Pages whose holders change orders. */
export const ORDER_WRITE_PAGES = [ORDER_PAGE.management, ORDER_PAGE.forSales, ORDER_PAGE.draftsForSales] as const;
/** Prepaid Order Approval: ApproveOrder. */
export const ORDER_APPROVAL_PAGES = [ORDER_PAGE.onlineApproval] as const;
/** The dispatch screens also finish orders and switch them between picking and dispatching. */
export const ORDER_DISPATCH_PAGES = ['/awaiting-dispatch', '/PickupList', '/dispatch'] as const;
/** Who reads the orders to dispatch and an order's lines to pick for: the order readers and the dispatch screens. */
export const ORDER_DISPATCH_READ_PAGES = [...ORDER_READ_PAGES, ...ORDER_DISPATCH_PAGES] as const;
/** Who finishes orders and switches them between picking and dispatching. */
export const ORDER_DISPATCH_WRITE_PAGES = [...ORDER_WRITE_PAGES, ...ORDER_DISPATCH_PAGES] as const;

/** spec 01 §9: delivery fee flag 2 adds this option line. */
export const DELIVERY_FEE_FLAG_ADD = 2;
export const DELIVERY_FEE_OPTION_LINE = { optionId: 1, quantity: 1, unitPrice: 1 } as const;
/** spec 01 §9: the default order list range: the last 3 months up to tomorrow. */
export const ORDER_RANGE_PRESETS = [
  { label: 'One month', months: 1 },
  { label: 'Three months', months: 3 },
  { label: 'One Year', months: 12 },
] as const;
export const DEFAULT_ORDER_RANGE_MONTHS = 3;
/** The order list's default range for `today` (YYYY-MM-DD): DEFAULT_ORDER_RANGE_MONTHS months back, up to tomorrow. */
export function defaultOrderRange(today: string): { start: string; end: string } {
  return { start: shiftDate(today, -DEFAULT_ORDER_RANGE_MONTHS, 'month'), end: shiftDate(today, 1, 'day') };
}
/** spec 01 §9: the awaiting-dispatch refresh and its countdown. */
export const OUTSTANDING_REFRESH_MS = 60_000;
export const OUTSTANDING_COUNTDOWN_MS = 5 * 60_000;
/** spec 01 §9: the dashboard's detail table page size. */
export const DASHBOARD_DETAIL_PAGE_SIZE = 10;
/** spec 01 §5 urgent note limit. */
export const URGENT_NOTE_MAX = 150;

/** The Home dashboard's columns (spec 01 §2) and the statuses each counts. */
export const DASHBOARD_COLUMNS = [
  { title: 'New', statuses: [ORDER_STATUS.New] },
  { title: 'Online', statuses: [ORDER_STATUS.Online] },
  { title: 'Approved', statuses: [ORDER_STATUS.Approved] },
  { title: 'Production', statuses: [ORDER_STATUS.Production] },
  { title: 'Warehouse', statuses: [ORDER_STATUS.Warehouse] },
  { title: 'Dispatched', statuses: [ORDER_STATUS.Dispatch, ORDER_STATUS.Delivered] },
  { title: 'Paid', statuses: [ORDER_STATUS.Paid] },
] as const;

export const ORDER_MESSAGES = {
  saveFailed:
    'Unable to save. Please verify input contents for required fields including required date, order date, customer, delivery address, and ensure that they have been filled out.',
  prepay: 'Please note this is a Prepay account.',
  inactiveCustomer: 'Sorry, this customer is currently inactive. Please activate their account first.',
  getQuotationError: 'Get Quotation error',
  noActiveQuotation: 'There is not an active Quotation for this customer.',
  noProductInQuotation: 'There is not any product item in the Quotation.',
  productNotInQuotation: 'This product is not included in the Quotation.',
  deleteInProduction: 'This order is in production or dispatch. Sure to delete?',
  alreadyDelivered: 'This order has already Delivered!',
  invoiceNumberRequired: 'Invoice Number is required',
  urgentReasonRequired: 'Required!',
  /** Ours: the explicit actions refuse an order in the wrong status. */
  notOnline: 'Only an online order awaiting approval (status 2) can be approved here.',
  notDraft: 'This order is not a draft.',
  customerEditsOnlyOnline: 'An online order can be changed only while it awaits approval.',
  customerDeliveryMethod: 'The delivery method cannot be changed online.',
  /** Ours, as the quotation editor asks below the minimum price (spec 01 §5). */
  belowQuote: 'Are you sure about the order price being below the quoted price?',
  belowQuoteUnconfirmed: 'A unit price below the quoted price needs confirmation.',
  /** Ours: pieces typed on a line are rounded up to whole cartons. */
  roundedToCartons: (cartons: number, pieces: number) =>
    `Rounded up to ${cartons} carton${cartons === 1 ? '' : 's'} (${pieces} pieces).`,
  transitionRefused: (from: string, to: string) => `An order cannot move from ${from} to ${to}.`,
} as const;

// ---- The save payload (spec 01 §7) ---------------------------------------------------------------------------------

const id = (label: string) =>
  z
    .number(`${label} is required!`)
    .int(`${label} is not a valid number!`)
    .positive(`${label} is required!`)
    .max(MAX_ID, `${label} is too large`);
const nonNegative = (label: string) =>
  z.number(`${label} is required!`).min(0, `${label} must be at least 0`).max(99_999_999_999, `${label} is too large`);
const flag = (label: string) => z.union([z.literal(0), z.literal(1)], `${label} must be 0 or 1`).default(0);
const apiDate = (label: string) =>
  z.string(`${label} is required!`).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);
const note = (label: string, max = TEXTAREA_MAX) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`).nullish();

export const ZOrderProductInput = z.object({
  orderProductId: id('orderProductId').optional(),
  productId: id('Product'),
  /** Price per carton (the quoted price). */
  unitPrice: nonNegative('Unit Price'),
  /** Cartons. */
  packagingQty: nonNegative('Packaging Qty'),
  /** Pieces. */
  quantity: nonNegative('Quantity'),
  /** Line total: packagingQty × unitPrice. */
  price: nonNegative('Price'),
  marginOfError: nonNegative('Margin Of Error').nullish(),
  quotationId: id('Quotation').nullish(),
  /** Staff confirmed a unit price below the quoted price (the server records who from the session). */
  belowQuoteConfirmed: z.boolean('belowQuoteConfirmed must be true or false').optional(),
});
export type TOrderProductInput = z.infer<typeof ZOrderProductInput>;

export const ZOrderOptionInput = z.object({
  orderOptionId: id('orderOptionId').optional(),
  optionId: id('Option'),
  quantity: nonNegative('Quantity'),
  unitPrice: nonNegative('Unit Price').default(0),
  price: nonNegative('Price'),
});
export type TOrderOptionInput = z.infer<typeof ZOrderOptionInput>;

const orderFields = {
  customerId: id('Customer'),
  custOrderNo: note('Customer Order No', 100),
  employeeId: id('Sales').nullish(),
  orderDate: apiDate('Order Date'),
  requiredDate: apiDate('Required Date').nullish(),
  leadtimeFlag: flag('leadtimeFlag'),
  leadtime: z
    .number('Lead Time is required!')
    .refine(
      (v) => (LEAD_TIME_DAYS as readonly number[]).includes(v),
      `Lead Time must be one of ${LEAD_TIME_DAYS.join(', ')}`,
    )
    .nullish(),
  deliveryAsap: flag('deliveryAsap'),
  deliveryName: note('Delivery Name', 200),
  deliveryAddress: z.string('Delivery Address is required!').trim().min(1, 'Delivery Address is required!').max(500),
  postalCode: note('Postal Code', 20),
  deliveryCityId: id('City').nullish(),
  deliveryMethodId: id('Delivery Method').nullish(),
  orderStatusId: z.number().int().optional(),
  paid: flag('paid'),
  paymentCycleId: id('Payment Term').nullish(),
  urgentNote: note('Urgent Note', URGENT_NOTE_MAX),
  /** Note to production. */
  comments: note('Note To Production'),
  accountNote: note('Note To Account'),
  /** Delivery instruction. */
  warehouseNote: note('Delivery Instruction'),
  newWarehouseNote: note('Warehouse Note'),
  orderProduct: z.array(ZOrderProductInput).max(500, 'Too many lines').default([]),
  orderOption: z.array(ZOrderOptionInput).max(100, 'Too many options').default([]),
  /** Sent by the client for display; the server recomputes both. */
  priceInclgst: z.number().optional(),
  totalPrice: z.number().optional(),
  operEmployeeId: z.number().optional(),
  createdEmployeeId: z.number().optional(),
};

/** spec 01 §5: the required date without lead time; the lead time with it. */
const leadTimeRule = <T extends { leadtimeFlag: 0 | 1; requiredDate?: string | null; leadtime?: number | null }>(
  order: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (order.leadtimeFlag === 1 && !order.leadtime) {
    ctx.addIssue({ code: 'custom', message: 'Lead Time is required!', path: ['leadtime'] });
  }
  if (order.leadtimeFlag === 0 && !order.requiredDate) {
    ctx.addIssue({ code: 'custom', message: 'Required Date is required!', path: ['requiredDate'] });
  }
};

/** POST SalesOrder, POST SalesOrder/AddDraftOrder. */
export const ZAddOrder = z.object({ ...orderFields, orderId: z.number().optional() }).superRefine(leadTimeRule);
export type TAddOrder = z.infer<typeof ZAddOrder>;
/** PUT SalesOrder/UpdateOrder, UpdateFullOrder, UpdateDraftOrder. */
export const ZUpdateOrder = z.object({ ...orderFields, orderId: id('orderId') }).superRefine(leadTimeRule);
export type TUpdateOrder = z.infer<typeof ZUpdateOrder>;

/** What the order lists' column headers sort by (`orderId`: newest first, the default). */
export const ORDER_SORT_FIELDS = [
  'orderId',
  'orderNo',
  'company',
  'orderDate',
  'requiredDate',
  'orderStatusId',
  'dueStatus',
  'salesName',
  'totalPrice',
  'priceInclgst',
  'paymentDate',
  'createdAt',
] as const;
export type TOrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** A comma-separated list of small ids in a query (`statuses=1,3`). */
const idListQuery = (name: string) =>
  z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, `${name} must be a comma-separated list of numbers`)
    .transform((text) => text.split(',').map(Number))
    .optional();

/**
 * Every order list's contract (GetAllOrder, GetByCust, GetBySales, GetInProcessBySales, GetDraft): page, sort,
 * search, and the Status and Due columns' filters (`statuses`, `dues`: comma-separated ids). Without `page`, the
 * whole list, newest first.
 */
export const ZOrderPageQuery = listQueryOf(ORDER_SORT_FIELDS).extend({
  statuses: idListQuery('statuses'),
  dues: idListQuery('dues'),
});
export type TOrderPageQuery = z.infer<typeof ZOrderPageQuery>;

/** GET SalesOrder/GetAllOrder: by status (and due status), else by order date range; and the list contract. */
export const ZOrderListQuery = ZOrderPageQuery.extend({
  start: queryDateSchema('start').optional(),
  end: queryDateSchema('end').optional(),
  orderStatusId: z.coerce.number().int().positive().optional(),
  dueStatus: z.coerce.number().int().min(0).max(3).optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;
export const ZApproveOrderQuery = z.object({
  id: z.coerce.number('id must be a number').int().positive().max(MAX_ID),
  invoiceNote: z.string().trim().min(1, ORDER_MESSAGES.invoiceNumberRequired).max(100),
  paymentDate: queryDateSchema('Payment Date').optional(),
});
export const ZDeleteOrderQuery = z.object({
  id: z.coerce.number('id must be a number').int().positive().max(MAX_ID),
  userName: z.string().trim().max(100).optional(),
  Notes: z.string().trim().max(300).optional(),
});
export const ZChangePickupQuery = z.object({ pickupFlag: z.coerce.number().int().min(0).max(1) });
export const ZOrderIds = z.array(id('orderId')).min(1, 'Please select at least one order.').max(1000);

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

const ZFlag = z.literal([0, 1]);

export const ZOrderProduct = z.object({
  orderProductId: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** Pieces per carton (the base product's packaging type). */
  packQuantity: z.number().nullable(),
  unitPrice: ZDecimalText,
  packagingQty: ZDecimalText,
  quantity: ZDecimalText,
  price: ZDecimalText,
  purchPrice: ZDecimalText.nullable(),
  marginOfError: ZDecimalText.nullable(),
  quotationId: z.number().int().nullable(),
  deliveredQuantity: ZDecimalText,
  dispatchedQuantity: ZDecimalText,
  /** The employee who confirmed a unit price below the quoted price; null when the line is not below it. */
  belowQuoteConfirmedBy: z.number().int().nullable(),
});
export type TOrderProduct = z.infer<typeof ZOrderProduct>;

export const ZOrderOption = z.object({
  orderOptionId: z.number().int(),
  orderId: z.number().int(),
  optionId: z.number().int(),
  optionName: z.string(),
  quantity: ZDecimalText,
  unitPrice: ZDecimalText,
  price: ZDecimalText,
});
export type TOrderOption = z.infer<typeof ZOrderOption>;

/** A list row: the order without its lines. */
export const ZOrderRow = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  custOrderNo: z.string().nullable(),
  customerId: z.number().int(),
  company: z.string(),
  customerCode: z.string().nullable(),
  employeeId: z.number().int().nullable(),
  salesName: z.string().nullable(),
  createdEmployeeId: z.number().int().nullable(),
  createdEmployee: z.string().nullable(),
  orderDate: ZDateText,
  requiredDate: ZDateText.nullable(),
  deliveryDate: ZDateText.nullable(),
  approvedDate: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  leadtime: z.number().int().nullable(),
  leadtimeFlag: ZFlag,
  deliveryAsap: ZFlag,
  deliveryName: z.string().nullable(),
  deliveryAddress: z.string(),
  deliveryMethodId: z.number().int().nullable(),
  deliveryMethodName: z.string().nullable(),
  orderStatusId: z.number().int(),
  orderStatus: z.string(),
  dueStatus: z.literal([DUE.HaveTime, DUE.InWaiting, DUE.Urgent, DUE.Finished]),
  paid: ZFlag,
  /** Subtotal (excl. GST). */
  totalPrice: ZDecimalText,
  priceInclgst: ZDecimalText,
  paymentCycleId: z.number().int().nullable(),
  urgentNote: z.string().nullable(),
  comments: z.string().nullable(),
  accountNote: z.string().nullable(),
  warehouseNote: z.string().nullable(),
  newWarehouseNote: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  paymentDate: ZDateText.nullable(),
  draft: ZFlag,
  online: ZFlag,
  pickupFlag: ZFlag,
});
export type TOrderRow = z.infer<typeof ZOrderRow>;
/** GetAllOrder, GetByCust, GetBySales, GetInProcessBySales, GetDraft, GetDispachableOrder, ChangeOrderPickup. */
export const ZOrderRowList = z.array(ZOrderRow);

/** A row of the picking list (GetPickupableOrder); `pickable` says whether every line is whole cartons (isPickable). */
export const ZPickupOrderRow = ZOrderRow.extend({ pickable: z.boolean() });
export type TPickupOrderRow = z.infer<typeof ZPickupOrderRow>;
export const ZPickupOrderRowList = z.array(ZPickupOrderRow);

/** One order with its customer, lines and options: GetOrderById and every order write. */
export const ZOrder = ZOrderRow.extend({
  postalCode: z.string().nullable(),
  deliveryCityId: z.number().int().nullable(),
  operEmployeeId: z.number().int().nullable(),
  customer: z.object({
    company: z.string(),
    customerCode: z.string().nullable(),
    address1: z.string().nullable(),
    statusId: z.number().int(),
    paymentCycleId: z.number().int().nullable(),
    deliveryFeeFlag: z.number().int(),
    employeeId: z.number().int().nullable(),
    cityId: z.number().int().nullable(),
    showPriceOnPackingSlip: z.boolean(),
    noteToWarehouse: z.string().nullable(),
    noteToProduction: z.string().nullable(),
  }),
  orderProduct: z.array(ZOrderProduct),
  orderOption: z.array(ZOrderOption),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * GET SalesOrder/GetOwnOrderDefaults (ours): what an online customer's new order starts from: their own delivery
 * details, their own delivery addresses to pick from, and the option lines the server adds to every order of theirs.
 */
export const ZCustomerOrderDefaults = z.object({
  customerId: z.number().int(),
  company: z.string(),
  deliveryName: z.string(),
  deliveryAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  deliveryCityId: z.number().int().nullable(),
  deliveryMethodId: z.number().int().nullable(),
  deliveryMethodName: z.string().nullable(),
  paymentCycleId: z.number().int().nullable(),
  addresses: z.array(
    z.object({
      addressId: z.number().int(),
      deliveryName: z.string().nullable(),
      address: z.string(),
      postalCode: z.string().nullable(),
    }),
  ),
  orderOption: z.array(
    z.object({
      optionId: z.number().int(),
      optionName: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      price: z.number(),
    }),
  ),
});
export type TCustomerOrderDefaults = z.infer<typeof ZCustomerOrderDefaults>;

const ZDueCount = z.number().int();

/** GET SalesOrder/GetDashboardCounts: per Home dashboard column, the count of orders per due status. */
export const ZDashboardCounts = z.object({
  columns: z.array(
    z.object({
      title: z.string(),
      statuses: z.array(z.number().int()),
      counts: z.object({
        [DUE.HaveTime]: ZDueCount,
        [DUE.InWaiting]: ZDueCount,
        [DUE.Urgent]: ZDueCount,
        [DUE.Finished]: ZDueCount,
      }),
    }),
  ),
});
export type TDashboardCounts = z.infer<typeof ZDashboardCounts>;

/** GET Salesorder/GetRecentOrderAmount. */
export const ZRecentOrderAmount = z.object({
  todaySold: ZDecimalText,
  yesterdaySold: ZDecimalText,
  todayOrders: z.number().int(),
  yesterdayOrders: z.number().int(),
});
export type TRecentOrderAmount = z.infer<typeof ZRecentOrderAmount>;

/** GET Product/GetRecentOrderByProd. */
export const ZRecentOrderOfProduct = z.object({
  recentDate: ZDateText.nullable(),
  recentOrderQty: ZDecimalText.nullable(),
});
export type TRecentOrderOfProduct = z.infer<typeof ZRecentOrderOfProduct>;

// ---- Order form rules (the order dialog; the server prices and checks the same way) -------------------------------

/** Line price: cartons × unit price per carton, to cents (an option line: quantity × unit price). */
export function orderLinePrice(packagingQty: MoneyInput, unitPrice: MoneyInput): number {
  return multiplyMoney(packagingQty, unitPrice);
}

/** Pieces: cartons × the pack quantity (pieces per carton); null when the pack quantity is unknown. */
export function orderLineQuantity(packagingQty: number, packQuantity: number | null | undefined): number | null {
  return packQuantity ? multiplyMoney(packagingQty, packQuantity) : null;
}

/** Staff below the quoted price asks first and is recorded with who confirmed it (the quotation's below-minimum rule). */
export function isBelowQuote(unitPrice: MoneyInput | null | undefined, quotedPrice: MoneyInput | null | undefined) {
  if (unitPrice === null || unitPrice === undefined || quotedPrice === null || quotedPrice === undefined) return false;
  return Math.round(Number(unitPrice) * 1000) < Math.round(Number(quotedPrice) * 1000);
}

/** Whole cartons that hold `pieces` (rounded up); null when the pack quantity is unknown. */
export function cartonsForPieces(pieces: number, packQuantity: number | null | undefined): number | null {
  if (!packQuantity || packQuantity <= 0) return null;
  return Math.ceil(Math.round((pieces / packQuantity) * 1e6) / 1e6);
}

type TPriced = { price?: MoneyInput | null };

/** Subtotal (Σ line price + Σ option price), GST and total; a line without a price yet counts 0. */
export function orderTotals(order: { orderProduct: readonly TPriced[]; orderOption: readonly TPriced[] }) {
  const prices = [...order.orderProduct, ...order.orderOption].map((line) => line.price ?? 0);
  const subtotal = sumMoney(prices);
  return { subtotal, gst: computeGst(subtotal), total: computeTotal(subtotal) };
}

/** spec 01 §9: the delivery fee option line with its price. */
export const DELIVERY_FEE_OPTION_INPUT = {
  ...DELIVERY_FEE_OPTION_LINE,
  price: orderLinePrice(DELIVERY_FEE_OPTION_LINE.quantity, DELIVERY_FEE_OPTION_LINE.unitPrice),
} as const;

/** spec 01 §9: a customer with delivery fee flag 2 gets the delivery fee option line, once. */
export function needsDeliveryFeeOption(
  deliveryFeeFlag: number | null | undefined,
  options: readonly { optionId?: number | null }[],
): boolean {
  return (
    deliveryFeeFlag === DELIVERY_FEE_FLAG_ADD &&
    !options.some((option) => option.optionId === DELIVERY_FEE_OPTION_LINE.optionId)
  );
}

/** spec 01 §5: a new order on a Prepay account asks for confirmation first. */
export const isPrepayAccount = (paymentCycleId: number | null | undefined): boolean =>
  paymentCycleId === PAYMENT_TERM_PREPAY;

/** spec 01 §4: only an active customer can be used on an order. */
export const canOrderFor = (customer: { statusId: number }): boolean => customer.statusId === CUSTOMER_STATUS.Active;

type TComparableLine = {
  orderProductId?: number | null;
  productId: number;
  unitPrice: MoneyInput;
  packagingQty: MoneyInput;
  quantity: MoneyInput;
  price: MoneyInput;
  marginOfError?: MoneyInput | null;
};
type TComparableOption = {
  orderOptionId?: number | null;
  optionId: number;
  quantity: MoneyInput;
  unitPrice?: MoneyInput | null;
  price: MoneyInput;
};

const orNull = (value: MoneyInput | null | undefined) => (value === null || value === undefined ? null : Number(value));
const lineKey = (line: TComparableLine) =>
  [
    line.orderProductId ?? null,
    line.productId,
    Number(line.unitPrice),
    Number(line.packagingQty),
    Number(line.quantity),
    Number(line.price),
    orNull(line.marginOfError),
  ].join('|');
const optionKey = (option: TComparableOption) =>
  [
    option.orderOptionId ?? null,
    option.optionId,
    Number(option.quantity),
    orNull(option.unitPrice),
    Number(option.price),
  ].join('|');

/**
 * spec 01 §7: UpdateFullOrder when the product lines or options differ from the saved order (added, removed or
 * changed), UpdateOrder when only the header changed. Saved numbers arrive as text ('12.000'); compared as numbers.
 */
export function orderLinesChanged(
  saved: { orderProduct: readonly TComparableLine[]; orderOption: readonly TComparableOption[] },
  next: { orderProduct: readonly TComparableLine[]; orderOption: readonly TComparableOption[] },
): boolean {
  const same = <T>(a: readonly T[], b: readonly T[], key: (row: T) => string) =>
    a.length === b.length && a.every((row, index) => key(row) === key(b[index] as T));
  return !same(saved.orderProduct, next.orderProduct, lineKey) || !same(saved.orderOption, next.orderOption, optionKey);
}
