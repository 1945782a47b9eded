import { z } from 'zod';
import { listQueryOf } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';

// Stock monitoring (spec 02 §2 Stock Monitor, Inventory Monitoring, Purchase Product Inventory Monitoring, Inventory;
// §3 stock monitor row, stock price row; §4 monitor type 0; §5; §9 the low rule; issue 17).

export const MONITOR_MESSAGES = {
  mslUnchanged: 'New MSL (Minimum Stock Level) must be different from the current one.',
  mslInvalid: 'The MSL must be a whole number of pieces from 0.',
  noProducts: 'Please choose at least one product.',
  alertNotOpen: 'Only an open alert can be acknowledged.',
  /** Groups are keyed by type: a second group of a type is refused. */
  groupTypeTaken: (type: unknown) => `Type ${type} is already used by another monitor group.`,
} as const;

/** Screens that show the monitor's figures. */
export const MONITOR_PAGE = {
  stockMonitor: '/stock-monitor',
  groups: '/monitor-product',
  purchased: '/monitor-purchase-product',
  inventory: '/prod-inventory-report',
  groupManagement: '/monitor-product-group-management',
} as const;
export const MONITOR_READ_PAGES = [
  MONITOR_PAGE.stockMonitor,
  MONITOR_PAGE.groups,
  MONITOR_PAGE.purchased,
  MONITOR_PAGE.groupManagement,
] as const;
/** Who changes a product's MSL and its monitor group. */
export const MONITOR_WRITE_PAGES = [
  MONITOR_PAGE.stockMonitor,
  MONITOR_PAGE.groups,
  MONITOR_PAGE.purchased,
  MONITOR_PAGE.groupManagement,
] as const;
export const STOCK_PRICE_PAGES = [MONITOR_PAGE.inventory] as const;

/** spec 02 §9: the stock monitor and its sibling screens refresh every 5 minutes. */
export const MONITOR_REFRESH_MS = 5 * 60_000;
/** spec 02 §2 Inventory: page sizes 2,000 (default) and 10,000. */
export const STOCK_PRICE_PAGE_SIZES = [2000, 10_000] as const;

/** spec 02 §4: a product whose monitor type is 0 is not monitored. */
export const MONITOR_TYPE_REMOVED = 0;

/**
 * spec 02 §9: low when stock + PO qty + work-order qty − pending orders < MSL. A product without an MSL is never low.
 */
export function isLowStock(f: {
  productInStock: number;
  poQty: number;
  pendingWorkOrderQuantity: number;
  pendingOrderQuantity: number;
  productMsl: number | null;
}): boolean {
  if (f.productMsl === null || f.productMsl <= 0) return false;
  return f.productInStock + f.poQty + f.pendingWorkOrderQuantity - f.pendingOrderQuantity < f.productMsl;
}

/**
 * The suggested quantity (issue 17, module README): what brings the projected stock (stock + PO + work orders −
 * pending orders) back up to the MSL, rounded up to whole cartons; 0 when the projection already reaches it.
 */
export function suggestedQuantityOf(projected: number, msl: number | null, cartonQuantity: number | null): number {
  const shortfall = (msl ?? 0) - projected;
  if (shortfall <= 0) return 0;
  const carton = cartonQuantity && cartonQuantity > 0 ? cartonQuantity : 1;
  return Math.ceil(shortfall / carton) * carton;
}

/** spec 02 §9: the change rate, last 6 months against the 6 before, in percent with 2 decimals; null without history. */
export function changeRateOf(last: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((last - before) / before) * 10_000) / 100;
}

export const SUGGESTED_QUANTITY_RULE =
  'What brings stock + PO qty + work-order qty − pending orders back up to the MSL, rounded up to whole cartons.';

export const ZProductInventoryFigures = z.object({
  productInStock: z.number(),
  productMsl: z.number().nullable(),
  pendingWorkOrderQuantity: z.number(),
  pendingOrderQuantity: z.number(),
  pendingWarehouseQuantity: z.number(),
  suggestedQuantity: z.number(),
  poQty: z.number(),
  changeRate: z.number().nullable(),
  last6monthsOrderCount: z.number().int(),
  lastlast6monthsOrderCount: z.number().int(),
  lastlastlast6monthsOrderCount: z.number().int(),
  /** The product's monitor group type; 0 when it is in none. */
  type: z.number().int(),
});

export const ZSemiProductInventoryInfo = z.object({
  semiProductInStock: z.number(),
  semiProductMsl: z.number().nullable(),
  pendingWorkOrderQuantity: z.number(),
  suggestedQuantity: z.number(),
});

/**
 * The suggested MSL (issue 17 "Beyond the spec"; monitoring README): from the product's own order lines of the last
 * `windowDays`, leaving out single lines larger than `outlierMultiple` × the median line (one-off orders), the average
 * daily usage × the production lead time in days, plus a safety margin, rounded up to whole pieces.
 */
export const SUGGESTED_MSL_RULE = {
  windowDays: 182,
  outlierMultiple: 5,
  leadDays: 14,
  safetyMargin: 0.2,
} as const;

export function suggestMsl(lineQuantities: readonly number[], rule = SUGGESTED_MSL_RULE) {
  if (lineQuantities.length === 0) return { suggestedMsl: 0, averageDailyUsage: 0, orderLines: 0, leftOut: 0 };
  const sorted = [...lineQuantities].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(middle)] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  const kept = sorted.filter((q) => q <= rule.outlierMultiple * median);
  return {
    ...mslFromUsage(
      kept.reduce((sum, q) => sum + q, 0),
      rule,
    ),
    orderLines: kept.length,
    leftOut: sorted.length - kept.length,
  };
}

/** The suggestion from the pieces the kept lines ordered over the window (the server's SQL finds those). */
export function mslFromUsage(keptQuantity: number, rule = SUGGESTED_MSL_RULE) {
  const averageDailyUsage = keptQuantity / rule.windowDays;
  return {
    suggestedMsl: Math.ceil(averageDailyUsage * rule.leadDays * (1 + rule.safetyMargin)),
    averageDailyUsage: Math.round(averageDailyUsage * 100) / 100,
  };
}

export const ZSuggestedMsl = z.object({
  suggestedMsl: z.number().int(),
  averageDailyUsage: z.number(),
  orderLines: z.number().int(),
  leftOut: z.number().int(),
  computedAt: z.string(),
});
export type TSuggestedMsl = z.infer<typeof ZSuggestedMsl>;

/** spec 02 §3 Stock monitor row. */
export const ZStockMonitorRow = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  company: z.string().nullable(),
  cartonQuantity: z.number().nullable(),
  productInventoryInfo: ZProductInventoryFigures,
  semiProductInventoryInfo: ZSemiProductInventoryInfo,
  low: z.boolean(),
  /** The nightly suggestion from the product's own history; null before the first computation. */
  suggestedMsl: ZSuggestedMsl.nullable(),
});
export type TStockMonitorRow = z.infer<typeof ZStockMonitorRow>;

export const STOCK_MONITOR_SORT_FIELDS = [
  'productCode',
  'productName',
  'productInStock',
  'productMsl',
  'suggestedQuantity',
  'changeRate',
] as const;
export type TStockMonitorSortField = (typeof STOCK_MONITOR_SORT_FIELDS)[number];

const flag = z.enum(['0', '1']).optional();
export const ZStockMonitorQuery = listQueryOf(STOCK_MONITOR_SORT_FIELDS).extend({
  /** '1': only the low products. */
  low: flag,
  /** A monitor group's type: only its products (Inventory Monitoring's tabs). */
  type: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  productId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type TStockMonitorQuery = z.infer<typeof ZStockMonitorQuery>;

/** spec 02 §3 Stock price row (Inventory). Unit price per carton; value = cartons in stock × unit price. */
export const ZStockPriceRow = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  productInStock: z.number(),
  cartonQuantity: z.number().nullable(),
  /** Whole cartons; the pieces over them are `loosePieces`, so the row shows all that its value counts. */
  cartonStock: z.number(),
  loosePieces: z.number(),
  unitPrice: z.number().nullable(),
  price: z.number(),
});
export type TStockPriceRow = z.infer<typeof ZStockPriceRow>;
export const STOCK_PRICE_SORT_FIELDS = ['productCode', 'productName', 'productInStock', 'price'] as const;
export const ZStockPriceQuery = listQueryOf(STOCK_PRICE_SORT_FIELDS);
export type TStockPriceQuery = z.infer<typeof ZStockPriceQuery>;
export const ZStockPriceTotals = z.object({
  productInStock: z.number(),
  cartonStock: z.number(),
  price: z.number(),
  /** What the value leaves out (valued as $0): products with no list price or carton quantity, and their pieces. */
  unpricedProducts: z.number(),
  unpricedPieces: z.number(),
});

/** PUT Product/ChangeMsl?productId&employeeId&msl — the employee is the session's, whatever the query says. */
export const ZChangeMslQuery = z.object({
  productId: queryIdSchema('productId'),
  employeeId: z.coerce.number().int().optional(),
  msl: z.coerce.number({ error: MONITOR_MESSAGES.mslInvalid }).int(MONITOR_MESSAGES.mslInvalid).min(0).max(MAX_ID),
});
export type TChangeMslQuery = z.infer<typeof ZChangeMslQuery>;

export const ZMslChange = z.object({
  productId: z.number().int(),
  fromMsl: z.number().nullable(),
  toMsl: z.number(),
  employeeId: z.number().int().nullable(),
  changedAt: z.string(),
});

/** POST ProductType/AddMonitorProducts [{productId, type}]: type 0 removes the product from monitoring. */
export const ZMonitorProductInput = z.object({
  productId: z.number().int().positive().max(MAX_ID),
  type: z.number().int().min(0).max(MAX_ID),
});
export const ZAddMonitorProducts = z.array(ZMonitorProductInput).min(1, MONITOR_MESSAGES.noProducts).max(10_000);
export type TAddMonitorProducts = z.infer<typeof ZAddMonitorProducts>;

/** GET Product/GetMonitorProduct: the monitored products with their group type. */
export const ZMonitorProduct = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  type: z.number().int(),
});
export const ZMonitorProductList = z.array(ZMonitorProduct);

/** A low-stock alert's states (issue 17): open → acknowledged → resolved when stock is back above the MSL. */
export const STOCK_ALERT_STATUS = { Open: 1, Acknowledged: 2, Resolved: 10 } as const;
export const STOCK_ALERT_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: 'Open',
  2: 'Acknowledged',
  10: 'Resolved',
};
export const ZStockAlert = z.object({
  stockAlertId: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  openedAt: z.string(),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type TStockAlert = z.infer<typeof ZStockAlert>;
export const ZStockAlertList = z.array(ZStockAlert);
export const ZStockAlertIdQuery = z.object({ stockAlertId: queryIdSchema('stockAlertId') });

/** GET StockMonitor/GetPendingOrdersByProductId (ours): the Sales Order drill-down — live orders still to deliver it. */
export const ZPendingOrderOfProduct = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  company: z.string().nullable(),
  orderDate: z.string(),
  requiredDate: z.string().nullable(),
  orderStatusId: z.number().int(),
  orderStatusName: z.string(),
  quantity: z.number(),
  deliveredQuantity: z.number(),
  pendingQuantity: z.number(),
});
export const ZPendingOrderOfProductList = z.array(ZPendingOrderOfProduct);
export const ZMonitorProductIdQuery = z.object({ productId: queryIdSchema('productId') });
