import { z } from 'zod';
import { ZDecimalText } from './api.ts';

// The figures behind the charts (issue 31 "Pictures where people would rather look than read"): the Sales Report's
// revenue by month and top customers, a product's stock over the last 90 days, and each machine's week of output
// against its loss. Each is read by the same SQL as the screen's table beside it.

/** How many customers the Sales Report's Top customers chart shows. */
export const TOP_CUSTOMERS = 10;
/** How many days back a product's stock chart reaches (today included). */
export const STOCK_HISTORY_DAYS = 90;
/** How many days the daily report's week chart shows, ending on the chosen day. */
export const MACHINE_WEEK_DAYS = 7;

/** GET Invoice/GetSaleReportCharts: the Sales Report's filter summed by invoice month and by customer. */
export const ZSaleReportCharts = z.object({
  /** Every month of the range (YYYY-MM), revenue excl. GST (a month without an invoice: '0.00'). */
  months: z.array(z.object({ month: z.string(), total: ZDecimalText, invoiceCount: z.number().int() })),
  /** The TOP_CUSTOMERS customers of the range with the most revenue, largest first. */
  customers: z.array(z.object({ customerId: z.number().int(), company: z.string(), total: ZDecimalText })),
});
export type TSaleReportCharts = z.infer<typeof ZSaleReportCharts>;

/** An open order or work order of the product, marked on its stock chart on the day it was raised. */
export const ZStockHistoryMark = z.object({
  id: z.number().int(),
  no: z.string(),
  /** The day it was raised (order date; a work order's day made), clamped to the chart's first day. */
  day: z.string(),
  requiredDate: z.string().nullable(),
  /** Pieces still to deliver (an order) or to make (a work order). */
  pending: z.number(),
});
export type TStockHistoryMark = z.infer<typeof ZStockHistoryMark>;

/** GET StockMonitor/GetStockHistory?productId: the product's pieces in stock at the end of each Auckland day. */
export const ZStockHistory = z.object({
  productId: z.number().int(),
  msl: z.number().nullable(),
  days: z.array(z.object({ day: z.string(), stock: z.number() })),
  orders: z.array(ZStockHistoryMark),
  workOrders: z.array(ZStockHistoryMark),
});
export type TStockHistory = z.infer<typeof ZStockHistory>;

/** GET DailyReport/GetMachineWeek?date: each machine's output and loss on each of the MACHINE_WEEK_DAYS to date. */
export const ZMachineWeek = z.object({
  days: z.array(z.string()),
  machines: z.array(
    z.object({
      machineId: z.number().int(),
      machineName: z.string(),
      days: z.array(z.object({ day: z.string(), output: z.number(), loss: z.number().nullable() })),
    }),
  ),
});
export type TMachineWeek = z.infer<typeof ZMachineWeek>;
