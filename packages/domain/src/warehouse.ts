import { z } from 'zod';
import { MAX_ID, queryIdSchema } from './catalogue.ts';
import { queryDateSchema } from './dates.ts';

// The stock model of spec 02 §3/§4 that dispatch needs (issue 6): boxes on pallets, pallets in shelf cells or in
// temporary zones, and the pallet stock log with customers. The warehouse issue adds its screens on the same tables.

/**
 * spec 02 §4 box status: 1 in the warehouse (in stock while its quantity is above 0), 2 in dispatching (taken whole by
 * a dispatch that is not completed yet), 0 out of stock (location 1 delivered, 0 deleted).
 */
export const BOX_STATUS = { Out: 0, InStock: 1, InDispatching: 2 } as const;
/** spec 02 §3 box statusNavigation.boxStatusName. */
export const BOX_STATUS_NAMES: Record<number, string> = { 0: 'Out of Stock', 1: 'In Stock', 2: 'In Dispatching' };
/** spec 02 §4: box.location once a box is out: 1 delivered, 0 deleted. */
export const BOX_OUT_LOCATION = { Deleted: 0, Delivered: 1 } as const;

/** spec 02 §4 box source. */
export const BOX_SOURCE = {
  ManualCreated: 0,
  SalesOrder: 1,
  ManuallyOrder: 2,
  InventoryOrder: 3,
  PurchaseReceiving: 4,
} as const;
export const BOX_SOURCE_NAMES: Record<number, string> = {
  0: 'Manual Created',
  1: 'Sales Order',
  2: 'Manually Order',
  3: 'Inventory Order',
  4: 'Purchase Receiving',
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

/** The temporary zone types a pallet can stand in instead of a shelf cell (seeded; ids are ours). */
export const ZONE_TYPES = [
  { zoneTypeId: 1, zoneTypeName: 'Packaging Area' },
  { zoneTypeId: 2, zoneTypeName: 'Picking Area' },
  { zoneTypeId: 3, zoneTypeName: 'Dispatching Area' },
  { zoneTypeId: 4, zoneTypeName: 'Holding Area' },
  { zoneTypeId: 5, zoneTypeName: 'Unloading Zone' },
] as const;

/** spec 02 §9: pallet type 2 is temporary, 100 is the non-temporary warehouse racking. */
export const PLATE_TYPE = { CustomerOwn: 1, Temporary: 2, Default: 3, Racking: 100 } as const;

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

// ---- Read shapes ---------------------------------------------------------------------------------------------------

/** spec 01 §3 box location: on a pallet in a shelf cell or in a temporary zone (or on no pallet yet). */
export interface TBoxLocation {
  boxId: number;
  barCode: string;
  productId: number;
  /** Pieces still in the warehouse in this box. */
  quantity: number;
  plate: { plateId: number; plateCode: string } | null;
  cell: { cellId: number; shelf: { shelfCode: string }; rowName: string; colName: string } | null;
  tempzone: { zoneTypeId: number; zoneTypeNavigation: { zoneTypeName: string } } | null;
  createdAt: string;
}

/** spec 02 §3 Box (the fields issue 6 reads). */
export interface TBox {
  boxId: number;
  barCode: string;
  productId: number;
  product: { productCode: string; productName: string };
  quantity: number;
  status: number;
  statusName: string;
  source: number;
  location: number | null;
  notes: string | null;
  plateId: number | null;
  palletCode: string | null;
  createdAt: string;
  updatedAt: string | null;
  printedAt: string | null;
  dispatchedAt: string | null;
}

/** A pallet stock log row (spec 02 §3) with the running balance of its customer and pallet type. */
export interface TPalletStockLog {
  palletStockLogId: number;
  customerId: number;
  customer: { company: string; customerCode: string | null };
  plateTypeId: number;
  plateType: { plateTypeName: string };
  employeeId: number | null;
  employeeName: string | null;
  tranTypeId: number;
  tranTypeName: string;
  /** Signed by the action: pallets the customer received (+) or gave back (-). */
  quantity: number;
  balance: number;
  notes: string | null;
  dispatchId: number | null;
  dispatch: { packingSlipNo: string } | null;
  createdAt: string;
}

/** GET PalletStockLog/GetAllBalance and GetBalanceByCustomerId: pallets a customer holds, per type. */
export interface TPalletBalance {
  customerId: number;
  company: string;
  customerCode: string | null;
  plateTypeId: number;
  plateTypeName: string;
  balance: number;
}

// ---- Requests ------------------------------------------------------------------------------------------------------

const wholePositive = (label: string, max: number) =>
  z.coerce
    .number(`${label} is required!`)
    .int(`${label} must be a whole number`)
    .positive(`${label} must be above 0`)
    .max(max, `${label} must be at most ${max}`);

/** POST Box/GenerateBox?productId&QtyPerPack&boxQty&barcodeDate&createdBy (spec 02 §7; sticker count 1 to 500). */
export const ZGenerateBoxQuery = z.object({
  productId: queryIdSchema('productId'),
  QtyPerPack: wholePositive('Qty Per Package', 1_000_000),
  boxQty: wholePositive('Count', 500),
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
