// docs/architecture.md §4: where the spec hard-codes user ids, a named setting holds them and a named permission is
// what the code checks. The seeded default of each setting reproduces the spec.

export const SETTING = {
  /** spec 01 §6 / spec 02 §6: only user ids 26, 34 and 38 may edit the minimum price on a quotation item. */
  quotationMinPriceEditors: { key: 'quotation.minPriceEditorEmployeeIds', defaultValue: [26, 34, 38] },
  /**
   * spec 01 §6: 'Today Sold / Yesterday Sold' notices show only for certain user ids; the spec does not name them, so
   * the seeded default is the first administrator (id 1).
   */
  recentSoldViewers: { key: 'dashboard.recentSoldViewerEmployeeIds', defaultValue: [1] },
  /**
   * spec 02 §9: a new purchase order's delivery address and telephone are prefilled with the company's. The spec does
   * not give them, so an installation starts with none (the demo data sets its own).
   */
  purchaseDelivery: { key: 'purchasing.delivery', defaultValue: { deliveryAddr: '', telNo: '' } },
  /** Issue 31: a receiving line more than this many percent over its order asks for confirmation (and is recorded). */
  overReceiptTolerance: { key: 'purchasing.overReceiptTolerancePercent', defaultValue: 10 as number },
} as const;

/** Named permissions a staff session carries besides its pages. */
export const PERMISSION = {
  EditQuotationMinPrice: 'quotation.editMinPrice',
  ViewRecentSold: 'dashboard.viewRecentSold',
} as const;
export type TPermission = (typeof PERMISSION)[keyof typeof PERMISSION];

/** The settings that hold a list of employee ids. */
export type TEmployeeIdsSetting = 'quotationMinPriceEditors' | 'recentSoldViewers';

/** Which setting grants which permission. */
export const PERMISSION_SETTINGS: Readonly<Record<TPermission, TEmployeeIdsSetting>> = {
  [PERMISSION.EditQuotationMinPrice]: 'quotationMinPriceEditors',
  [PERMISSION.ViewRecentSold]: 'recentSoldViewers',
};
