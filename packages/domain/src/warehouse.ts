import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { queryDateSchema } from './dates.ts';
import { DISPATCH_WRITE_PAGES } from './dispatch.ts';
import { QUOTATION_WRITE_PAGES } from './quotation.ts';
import { ORDER_READ_PAGES } from './sales-order.ts';

// The stock model of spec 02 §3/§4 that dispatch needs (issue 6): boxes on pallets, pallets in shelf cells or in
// temporary zones, and the pallet stock log with customers. The warehouse issue adds its screens on the same tables.

/**
 * spec 02 §4 box status: 1 in the warehouse (in stock while its quantity is above 0), 2 in dispatching (taken whole by
 * a dispatch that is not completed yet), 0 out of stock (location 1 delivered, 0 deleted). The hold list adds 3 on hold
 * (Hold Product: out of normal stock, on its pallet, until released back to 1) and 4 dead stock (rejected from hold).
 */
export const BOX_STATUS = { Out: 0, InStock: 1, InDispatching: 2, OnHold: 3, DeadStock: 4 } as const;
/** spec 02 §3 box statusNavigation.boxStatusName. */
export const BOX_STATUS_NAMES: Record<number, string> = {
  0: 'Out of Stock',
  1: 'In Stock',
  2: 'In Dispatching',
  3: 'On Hold',
  4: 'Dead Stock',
};
/** spec 02 §4: box.location once a box is out: 1 delivered, 0 deleted. */
export const BOX_OUT_LOCATION = { Deleted: 0, Delivered: 1 } as const;

/** Who labels new boxes: the warehouse, box and barcode screens. */
export const BOX_WRITE_PAGES = ['/warehouse-management', '/box-management', '/product-barcode-management'] as const;
/** Who reads stock figures by product (StockMonitor, work orders): the order screens and the stock monitor. */
export const STOCK_READ_PAGES = [...ORDER_READ_PAGES, '/stock-monitor'] as const;
/** Who reads a product's stock figure: the stock readers and the quotation editor (its lines show the stock). */
export const STOCK_INFO_PAGES = [...STOCK_READ_PAGES, ...QUOTATION_WRITE_PAGES] as const;
/** Who reads boxes: the box writers, the stock readers, the dispatch screens (the Locations dialog), production's job screens. */
export const BOX_READ_PAGES = [
  ...BOX_WRITE_PAGES,
  ...STOCK_READ_PAGES,
  ...DISPATCH_WRITE_PAGES,
  // The Packaging and Suborder screens list a job's boxes (Box/GetAllBox?suborderId) to put them on pallets.
  '/packaging',
  '/suborder',
] as const;
/** Who writes the pallet stock log: the log screen and the customer balances. */
export const PALLET_LOG_WRITE_PAGES = ['/pallet-stocklog', '/customer-pallet'] as const;
/** Who reads it: the writers and the dispatch screens (a customer's pallets). */
export const PALLET_LOG_READ_PAGES = [...PALLET_LOG_WRITE_PAGES, ...DISPATCH_WRITE_PAGES] as const;

/** spec 02 §4 box source. */
export const BOX_SOURCE = {
  ManualCreated: 0,
  SalesOrder: 1,
  ManuallyOrder: 2,
  InventoryOrder: 3,
  PurchaseReceiving: 4,
  /** Ours: pieces a customer sent back (a return), on hold until inspected. */
  CustomerReturn: 5,
} as const;
export const BOX_SOURCE_NAMES: Record<number, string> = {
  0: 'Manual Created',
  1: 'Sales Order',
  2: 'Manually Order',
  3: 'Inventory Order',
  4: 'Purchase Receiving',
  5: 'Customer Return',
};

/** spec 02 §4 derived box location: 1 Warehouse, 2 In Dispatching, 3 Delivered, 4 deleted, 5 Unknown. */
export const BOX_LOCATION_NAMES: Record<number, string> = {
  1: 'Warehouse',
  2: 'In Dispatching',
  3: 'Delivered',
  4: 'Deleted',
  5: 'Unknown',
};
export function boxLocationOf(box: { status: number; location: number | null }): 1 | 2 | 3 | 4 | 5 {
  if (box.status === BOX_STATUS.InDispatching) return 2;
  if (box.status === BOX_STATUS.InStock) return 1;
  if (box.status === BOX_STATUS.Out && box.location === BOX_OUT_LOCATION.Delivered) return 3;
  if (box.status === BOX_STATUS.Out && box.location === BOX_OUT_LOCATION.Deleted) return 4;
  return 5;
}
/** A box's status as people read it: one out of stock because it was deleted is 'Deleted', not 'Out of Stock'. */
export function boxStatusNameOf(box: { status: number; location: number | null }): string {
  if (boxLocationOf(box) === 4) return BOX_LOCATION_NAMES[4];
  return BOX_STATUS_NAMES[box.status] ?? String(box.status);
}

/** The temporary zone types a pallet can stand in instead of a shelf cell (seeded; ids are ours). */
export const ZONE_TYPES = [
  { zoneTypeId: 1, zoneTypeName: 'Packaging Area' },
  { zoneTypeId: 2, zoneTypeName: 'Picking Area' },
  { zoneTypeId: 3, zoneTypeName: 'Dispatching Area' },
  { zoneTypeId: 4, zoneTypeName: 'Holding Area' },
  { zoneTypeId: 5, zoneTypeName: 'Unloading Zone' },
] as const;

/** spec 02 §9: pallet type 2 is temporary, 100 is the non-temporary warehouse racking. */
export const PALLET_TYPE = { CustomerOwn: 1, Temporary: 2, Default: 3, Racking: 100 } as const;

/** spec 02 §9: shelf codes are a letter plus a two-digit position. */
export function shelfCode(zoneLetter: string, position: number): string {
  return `${zoneLetter.toUpperCase()}${String(position).padStart(2, '0')}`;
}
/** A cell's code: its shelf, row and column ('A01-2-1'); ToggleCellByCode and UpdateCellNameByCode use it. */
export function cellCode(shelf: string, rowNo: number, colNo: number): string {
  return `${shelf}-${rowNo}-${colNo}`;
}

/**
 * Pallet stock log actions (spec 02 §3 tranTypeId; the names and signs are ours, written in the warehouse README):
 * the balance is what the customer holds of our pallets of that type.
 */
export const PALLET_TRANSACTIONS = [
  { tranTypeId: 1, tranTypeName: 'Sent with dispatch', sign: 1 },
  { tranTypeId: 2, tranTypeName: 'Returned by customer', sign: -1 },
  { tranTypeId: 3, tranTypeName: 'Written off', sign: -1 },
  { tranTypeId: 4, tranTypeName: 'Adjustment', sign: 1 },
] as const;
export const PALLET_TRAN_TYPE = { Sent: 1, Returned: 2, WrittenOff: 3, Adjustment: 4 } as const;
/** spec 02 §9: the pallet log's default range is 12 months back. */
export const PALLET_LOG_DEFAULT_MONTHS = 12;

export const WAREHOUSE_MESSAGES = {
  boxNotFound: 'No box with this barcode.',
  palletActionRequired: 'Please choose an action.',
  palletQuantityRequired: 'Please input the quantity.',
} as const;

// ---- Replies (the response contract of each call) -----------------------------------------------------------------

/** Where a box stands: its pallet, and the shelf cell or the temporary zone that pallet stands in (each or none). */
export const PALLET_PLACE_FIELDS = {
  plate: z.object({ plateId: z.number().int(), plateCode: z.string() }).nullable(),
  cell: z
    .object({
      cellId: z.number().int(),
      shelf: z.object({ shelfCode: z.string() }),
      rowName: z.string(),
      colName: z.string(),
    })
    .nullable(),
  tempzone: z
    .object({ zoneTypeId: z.number().int(), zoneTypeNavigation: z.object({ zoneTypeName: z.string() }) })
    .nullable(),
};
export type TPalletPlace = { [K in keyof typeof PALLET_PLACE_FIELDS]: z.infer<(typeof PALLET_PLACE_FIELDS)[K]> };

/** spec 01 §3 box location: on a pallet in a shelf cell or in a temporary zone (or on no pallet yet). */
export const ZBoxLocation = z.object({
  boxId: z.number().int(),
  barCode: z.string(),
  productId: z.number().int(),
  /** Pieces still in the warehouse in this box. */
  quantity: z.number(),
  ...PALLET_PLACE_FIELDS,
  createdAt: ZTimestamp,
});
export type TBoxLocation = z.infer<typeof ZBoxLocation>;
/** GET Box/GetBoxLocationByProductId. */
export const ZBoxLocationList = z.array(ZBoxLocation);

/** spec 02 §3 Box (the fields issue 6 reads). */
export const ZBox = z.object({
  boxId: z.number().int(),
  barCode: z.string(),
  productId: z.number().int(),
  product: z.object({ productCode: z.string(), productName: z.string() }),
  quantity: z.number(),
  status: z.number().int(),
  statusName: z.string(),
  source: z.number().int(),
  location: z.number().int().nullable(),
  notes: z.string().nullable(),
  plateId: z.number().int().nullable(),
  palletCode: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp.nullable(),
  printedAt: ZTimestamp.nullable(),
  dispatchedAt: ZTimestamp.nullable(),
});
export type TBox = z.infer<typeof ZBox>;
/** POST Box/GenerateBox: the new boxes. */
export const ZBoxList = z.array(ZBox);

/** A pallet stock log row (spec 02 §3) with the running balance of its customer and pallet type. */
export const ZPalletStockLog = z.object({
  palletStockLogId: z.number().int(),
  customerId: z.number().int(),
  customer: z.object({ company: z.string(), customerCode: z.string().nullable() }),
  plateTypeId: z.number().int(),
  plateType: z.object({ plateTypeName: z.string() }),
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  tranTypeId: z.number().int(),
  tranTypeName: z.string(),
  /** Signed by the action: pallets the customer received (+) or gave back (-). */
  quantity: z.number().int(),
  balance: z.number().int(),
  notes: z.string().nullable(),
  dispatchId: z.number().int().nullable(),
  dispatch: z.object({ packingSlipNo: z.string() }).nullable(),
  createdAt: ZTimestamp,
});
export type TPalletStockLog = z.infer<typeof ZPalletStockLog>;
/** GET PalletStockLog/GetByCustomerId. */
export const ZPalletStockLogList = z.array(ZPalletStockLog);

/** GET PalletStockLog/GetAllBalance and GetBalanceByCustomerId: pallets a customer holds, per type. */
export const ZPalletBalance = z.object({
  customerId: z.number().int(),
  company: z.string(),
  customerCode: z.string().nullable(),
  plateTypeId: z.number().int(),
  plateTypeName: z.string(),
  balance: z.number().int(),
});
export type TPalletBalance = z.infer<typeof ZPalletBalance>;
export const ZPalletBalanceList = z.array(ZPalletBalance);

// ---- Requests ------------------------------------------------------------------------------------------------------

/** spec 02 §9: a barcode sticker run is 1 to 500 boxes. */
export const STICKER_COUNT_MAX = 500;

/** A whole number above 0 from the query string, at most `max`; the messages name the field. */
export const wholePositive = (label: string, max: number) =>
  z.coerce
    .number(`${label} is required!`)
    .int(`${label} must be a whole number`)
    .positive(`${label} must be above 0`)
    .max(max, `${label} must be at most ${max}`);

/** POST Box/GenerateBox?productId&QtyPerPack&boxQty&barcodeDate&createdBy (spec 02 §7; sticker count 1 to 500). */
export const ZGenerateBoxQuery = z.object({
  productId: queryIdSchema('productId'),
  QtyPerPack: wholePositive('Qty Per Package', 1_000_000),
  boxQty: wholePositive('Count', STICKER_COUNT_MAX),
  barcodeDate: z
    .string()
    .regex(/^\d{4}[-/]\d{2}[-/]\d{2}/, 'barcodeDate must be a date')
    .optional(),
  createdBy: queryIdSchema('createdBy').optional(),
  /** Ours: put the new boxes on this pallet straight away. */
  plateId: queryIdSchema('plateId').optional(),
});

export const ZBarCodeQuery = z.object({ barCode: z.string().trim().min(1, 'barCode is required').max(64) });

/** POST PalletStockLog/Add (spec 02 §7): action and quantity required. */
export const ZAddPalletStockLog = z.object({
  tranTypeId: z
    .number(WAREHOUSE_MESSAGES.palletActionRequired)
    .int()
    .refine((v) => PALLET_TRANSACTIONS.some((t) => t.tranTypeId === v), WAREHOUSE_MESSAGES.palletActionRequired),
  quantity: z
    .number(WAREHOUSE_MESSAGES.palletQuantityRequired)
    .int('Quantity must be a whole number')
    .positive('Quantity must be above 0')
    .max(100_000),
  notes: z.string().trim().max(300, 'Notes must be at most 300 characters').nullish(),
  plateTypeId: z.number('Pallet type is required!').int().positive('Pallet type is required!').max(MAX_ID),
  customerId: z.number('Customer is required!').int().positive('Customer is required!').max(MAX_ID),
  employeeId: z.number().int().positive().max(MAX_ID).nullish(),
});
export type TAddPalletStockLog = z.infer<typeof ZAddPalletStockLog>;

export const ZPalletLogQuery = z.object({
  customerId: queryIdSchema('customerId').optional(),
  plateTypeId: queryIdSchema('plateTypeId').optional(),
  start: queryDateSchema('start').optional(),
  end: queryDateSchema('end').optional(),
});
