import { z } from 'zod';
import { listQueryOf } from './api.ts';

// Stock Alarm (spec 02 §2 "Stock Alarm", §3 raw material stock row; issue 16 "Stock alarm"): per raw material what is
// in stock, what stands in the Unloading area, what is still to come on open purchase orders, what production has
// applied for and the warehouse has not picked yet, the suggested order and the low flag against the alarm limit. New
// Order opens the New Purchase Order dialog with the raw material and its cheapest supplier price.

/** Who reads the Stock Alarm (New Order is the purchase order's own call, PO_EDIT_PAGES). */
export const STOCK_ALARM_PAGES = ['/raw-material-stock-monitor'] as const;

/**
 * What the raw material will have once what is coming arrives and what is applied for leaves: stock + unloading area
 * + pending PO − pending applications. Low when that is below the alarm limit; the suggested order makes it up.
 */
export function rawMaterialOutlook(row: {
  inStock: number;
  unloadingZone: number;
  pendingPo: number;
  pendingApplication: number;
  alarmLimit: number | null;
}): { low: boolean; suggestedPo: number } {
  const expected = row.inStock + row.unloadingZone + row.pendingPo - row.pendingApplication;
  if (row.alarmLimit === null || expected >= row.alarmLimit) return { low: false, suggestedPo: 0 };
  return { low: true, suggestedPo: Math.ceil(Math.round((row.alarmLimit - expected) * 1000) / 1000) };
}

export const RAW_MATERIAL_STOCK_SORT_FIELDS = ['rawMaterialCode', 'rawMaterialName', 'alarmLimit'] as const;
/** GET RawMaterialStock/GetRawMaterialStock; ours: low=1 (only the low ones), search and the list contract. */
export const ZRawMaterialStockQuery = listQueryOf(RAW_MATERIAL_STOCK_SORT_FIELDS).extend({
  low: z.enum(['0', '1']).optional(),
});
export type TRawMaterialStockQuery = z.infer<typeof ZRawMaterialStockQuery>;

export const ZRawMaterialSupplierStock = z.object({
  suplierId: z.number().int(),
  suplierName: z.string(),
  /** Still to come from this supplier on open orders. */
  quantity: z.number(),
});

export const ZCheapestSupplierPrice = z.object({
  suplierId: z.number().int(),
  suplierName: z.string(),
  unitPrice: z.number(),
  unit: z.string().nullable(),
  suplierProductCode: z.string().nullable(),
});
export type TCheapestSupplierPrice = z.infer<typeof ZCheapestSupplierPrice>;

export const ZRawMaterialStock = z.object({
  rawMaterialId: z.number().int(),
  rawMaterialCode: z.string(),
  rawMaterialName: z.string(),
  alarmLimit: z.number().nullable(),
  /** KG in active boxes in the warehouse, outside the Unloading area. */
  inStock: z.number(),
  /** KG in boxes on pallets standing in the Unloading area. */
  unloadingZone: z.number(),
  /** Ordered less received on open orders (Awaiting Approval, Approved, Received/Unloaded), open lines only. */
  pendingPo: z.number(),
  /** KG applied for by production and not picked yet. */
  pendingApplication: z.number(),
  suggestedPo: z.number(),
  rawMaterialSuplierStock: z.array(ZRawMaterialSupplierStock),
  low: z.boolean(),
  /** 0: a raw material (the spec's row also names outsourced products, which the stock monitor covers). */
  isProduct: z.number().int(),
  /** The active supplier with the lowest price for it, for New Order. */
  cheapestPrice: ZCheapestSupplierPrice.nullable(),
});
export type TRawMaterialStock = z.infer<typeof ZRawMaterialStock>;
