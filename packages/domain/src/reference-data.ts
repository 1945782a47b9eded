import { z } from 'zod';

// Statuses and fixed lists the specs give as data (spec 01 §4, spec 02 §4 and §9). The server seeds them;
// code refers to them by these names, never by bare numbers.

export const ORDER_STATUS = {
  New: 1,
  Online: 2,
  Approved: 3,
  Production: 10,
  Warehouse: 11,
  Dispatch: 12,
  Delivered: 15,
  Paid: 16,
  Closed: 20,
} as const;

export const ORDER_STATUS_NAMES: Record<number, string> = {
  1: 'New',
  2: 'Online',
  3: 'Approved',
  10: 'Production',
  11: 'Warehouse',
  12: 'Dispatch',
  15: 'Delivered',
  16: 'Paid',
  20: 'Closed',
};

export const DUE_STATUS = [
  { id: 0, name: 'have time', color: 'green' },
  { id: 1, name: 'in waiting', color: 'yellow' },
  { id: 2, name: 'urgent', color: 'darkred' },
  { id: 3, name: 'finished', color: 'brown' },
] as const;

export const WORK_ORDER_SOURCES = [
  { id: 1, name: 'Sales Order' },
  { id: 2, name: 'Manual' },
  { id: 3, name: 'Inventory' },
  { id: 4, name: 'Redo' },
  { id: 5, name: 'Makeup' },
] as const;

// spec 02 §9: order type 3 with action 3 uses semi-finished boxes; the names are ours.
export const ORDER_TYPES = [
  { id: 1, name: 'Finished Product' },
  { id: 2, name: 'Semi-finished Product' },
  { id: 3, name: 'Finished from Semi-finished' },
] as const;

export const TICKET_TYPES = [
  { id: 1, name: 'Complaint' },
  { id: 2, name: 'Damaged Goods' },
  { id: 3, name: 'Redelivery' },
  { id: 4, name: 'Enquiry' },
] as const;

/** spec 01 §9: delivery fee flag 2 adds an option line (optionId 1, quantity 1, unit price 1). */
export const DELIVERY_FEE_FLAGS = [
  { flagId: 0, flagName: 'No delivery fee' },
  { flagId: 1, flagName: 'Free delivery' },
  { flagId: 2, flagName: 'Add delivery fee' },
] as const;

/** The reply of DeliveryMethod/GetAllDeliveryFeeFlags. */
export const ZDeliveryFeeFlag = z.object({ flagId: z.number().int(), flagName: z.string() });
export type TDeliveryFeeFlag = z.infer<typeof ZDeliveryFeeFlag>;
export const ZDeliveryFeeFlagList = z.array(ZDeliveryFeeFlag);

export const PAYMENT_TERM_PREPAY = 6;

/**
 * Role ids the spec hard-codes: 9 signs quote e-mails as General Manager, 16 as Account Manager (spec 02 §6);
 * notices are fetched for role 10 on the orders screen and role 1 on the task dashboard (spec 02 §7).
 */
export const ROLE = {
  Production: 1,
  Admin: 2,
  Packaging: 3,
  Warehouse: 4,
  Buyer: 5,
  Approver: 6,
  HR: 7,
  Manager: 8,
  GeneralManager: 9,
  Sales: 10,
  AccountManager: 16,
  /** Issue 33: quality staff hold the Recall screen. */
  Quality: 17,
} as const;

export const ADMIN_ROLE_NAME = 'Admin';
