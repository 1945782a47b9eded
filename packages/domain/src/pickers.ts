// Issue 30: the pickers the server searches as the user types (the picker contract ?search&limit&selectedId) and the
// screens that show each one. The web's picker sources may only name a call listed here (TRemoteSource.path), and
// picker-access.test.ts checks that a role holding any one of these screens may call it: a screen that shows a picker
// must be able to search it.

export const PICKER_SCREENS = {
  '/Product/GetAllProductName': [
    '/product-barcode-management',
    '/sales-product-infos',
    '/monitor-product',
    '/work-order',
    '/warehouse-management',
    '/box-info',
    '/newSalesReport/0',
    '/newSalesReport/1',
  ],
  // The product form's base product; the quotation editor's lines.
  '/BaseProduct/GetAllBaseProduct': [
    '/product',
    '/quotation-management',
    '/quote-only-draft',
    '/quote-base-draft',
    '/contractPrice',
    '/approve-delete',
  ],
  '/Customer/GetAllSimpleCustomer': [
    '/product',
    '/online-user',
    // The order dialog's customer (Home and the dispatch screens open it too).
    '/home',
    '/sales-order-management',
    '/sales-order-management-for-sales',
    '/draft-order-management-for-sales',
    '/online-sales-order',
    '/awaiting-dispatch',
    '/PickupList',
    // The quotation editor's customer.
    '/quotation-management',
    '/quote-only-draft',
    '/quote-base-draft',
    '/contractPrice',
    '/approve-delete',
    // New Ticket's customer.
    '/create-ticket',
    '/create-ticket-admin',
    '/ticket-final-process',
    '/ticket',
    '/pallet-stocklog',
    '/customer-pallet',
    '/box-info',
    '/newSalesReport/0',
    '/newSalesReport/1',
  ],
  // The purchase order dialog's supplier (its screens and the stock alarm open it), the inspection report's filter.
  '/Supplier/GetSupplierPicker': [
    '/purchase-order',
    '/purchase-order-approve',
    '/payable',
    '/raw-material-stock-monitor',
    '/inspection-report',
  ],
  '/Plate/GetAllPlateCode': [
    '/suborder',
    '/packaging',
    '/unloading-inspection',
    '/temporary-zone',
    '/relocate-pallet',
    '/relocate-boxes',
    '/pallet-list',
    '/return-management',
  ],
} as const satisfies Record<string, readonly string[]>;

/** A call a server-searched picker may make (without the /api prefix, as the web client names it). */
export type TPickerPath = keyof typeof PICKER_SCREENS;
