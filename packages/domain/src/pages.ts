// The staff screens of spec 01 §2 (route table) as data: the seed turns them into pages, the web app into routes.
// Parameterised routes (/weekly-report/:role, /salesReport/:id, /newSalesReport/:id) are one page per value,
// because a page is what a role is granted and what the menu links to.

export const PAGE_GROUPS = [
  { groupName: 'General', sortingOrder: 1 },
  { groupName: 'Master data', sortingOrder: 2 },
  { groupName: 'Sales orders', sortingOrder: 3 },
  { groupName: 'Lookups', sortingOrder: 4 },
  { groupName: 'Tickets', sortingOrder: 5 },
  { groupName: 'People and customers', sortingOrder: 6 },
  { groupName: 'Production and warehouse', sortingOrder: 7 },
  { groupName: 'Dispatch', sortingOrder: 8 },
  { groupName: 'Purchasing', sortingOrder: 9 },
  { groupName: 'Invoices and reports', sortingOrder: 10 },
  { groupName: 'HR and other', sortingOrder: 11 },
  // spec 01 §1: pages in the group named Mobile are excluded from the menu.
  { groupName: 'Mobile', sortingOrder: 99 },
] as const;

export const MOBILE_GROUP = 'Mobile';

export type TPageGroupName = (typeof PAGE_GROUPS)[number]['groupName'];

export interface TPageDefinition {
  url: string;
  group: TPageGroupName;
  title: string;
}

export const HOME_URL = '/home';
export const CUSTOMER_HOME_URL = '/sales-order-management-for-customer';
export const PUBLIC_QUOTE_URL = '/cus-qot';

export const PAGES: readonly TPageDefinition[] = [
  { url: '/home', group: 'General', title: 'Home' },
  { url: '/WorkOrderTracking', group: 'General', title: 'Work Order Tracking' },
  { url: '/weekly-report/employee', group: 'General', title: 'Weekly Report' },
  { url: '/weekly-report/manager', group: 'General', title: 'Weekly Report (Manager)' },
  { url: '/weekly-report/viewer', group: 'General', title: 'Weekly Report (Viewer)' },
  { url: '/HoldProductList', group: 'General', title: 'Hold Products' },
  { url: '/pallet-list', group: 'General', title: 'Pallets' },
  { url: '/brand-management-page', group: 'Master data', title: 'Brand Management' },
  { url: '/quotation-management', group: 'Master data', title: 'Quotations' },
  { url: '/work-order', group: 'Master data', title: 'Work Orders' },
  { url: '/stock-monitor', group: 'Master data', title: 'Stock Monitor' },
  { url: '/base-product', group: 'Master data', title: 'Base Product' },
  { url: '/product', group: 'Master data', title: 'Products' },
  { url: '/deleted-base-product', group: 'Master data', title: 'Deleted Base Products' },
  { url: '/deleted-product', group: 'Master data', title: 'Deleted Products' },
  { url: '/quotation-item-deleted', group: 'Master data', title: 'Deleted Quotation Items' },
  { url: '/deleted-raw-material', group: 'Master data', title: 'Deleted Raw Materials' },
  { url: '/outsource-product', group: 'Master data', title: 'Outsource Product' },
  { url: '/page-management', group: 'Master data', title: 'Page Management' },
  { url: '/sales-order-management', group: 'Sales orders', title: 'Order Management' },
  { url: '/sales-order-management-for-sales', group: 'Sales orders', title: 'Outstanding Orders' },
  { url: '/sales-order-management-for-customer', group: 'Sales orders', title: 'Order' },
  { url: '/draft-order-management-for-sales', group: 'Sales orders', title: 'Draft Orders' },
  { url: '/online-sales-order', group: 'Sales orders', title: 'Prepaid Order Approval' },
  { url: '/department-management', group: 'Lookups', title: 'Department' },
  { url: '/role-management', group: 'Lookups', title: 'Role' },
  { url: '/customer-source-management', group: 'Lookups', title: 'Customer Source' },
  { url: '/customer-group1-management', group: 'Lookups', title: 'Customer Group 1' },
  { url: '/customer-group2-management', group: 'Lookups', title: 'Customer Group 2' },
  { url: '/customer-group3-management', group: 'Lookups', title: 'Customer Group 3' },
  { url: '/customer-group4-management', group: 'Lookups', title: 'Customer Group 4' },
  { url: '/customer-group5-management', group: 'Lookups', title: 'Customer Group 5' },
  { url: '/payment-cycle-management', group: 'Lookups', title: 'Payment Term' },
  { url: '/create-ticket', group: 'Tickets', title: 'Create Ticket' },
  { url: '/create-ticket-admin', group: 'Tickets', title: 'Create Ticket Admin' },
  { url: '/ticket-final-process', group: 'Tickets', title: 'Ticket Final Process' },
  { url: '/ticket', group: 'Tickets', title: 'Tickets' },
  { url: '/employee-management', group: 'People and customers', title: 'Employee Management' },
  { url: '/work-arrangement', group: 'People and customers', title: 'Work Arrangement' },
  { url: '/work-arrangement-present', group: 'People and customers', title: 'Weekly Schedule' },
  { url: '/customer-management-page', group: 'People and customers', title: 'Customer Management' },
  { url: '/city-management', group: 'People and customers', title: 'City' },
  { url: '/raw-material-management', group: 'Production and warehouse', title: 'Raw Material' },
  { url: '/raw-material-application-management', group: 'Production and warehouse', title: 'Raw Material Application' },
  { url: '/warehouse-confirm', group: 'Production and warehouse', title: 'Warehouse Confirm' },
  { url: '/packaging-type-management', group: 'Production and warehouse', title: 'Packaging Type' },
  { url: '/pallet-stacking-management', group: 'Production and warehouse', title: 'Pallet Stacking Management' },
  { url: '/plate-type-management', group: 'Production and warehouse', title: 'Pallet Type' },
  { url: '/delivery-method-management', group: 'Production and warehouse', title: 'Delivery Method' },
  { url: '/product-type-management', group: 'Production and warehouse', title: 'Product Type' },
  { url: '/suborder', group: 'Production and warehouse', title: 'Suborders' },
  { url: '/packaging', group: 'Production and warehouse', title: 'Packaging' },
  { url: '/warehouse-management', group: 'Production and warehouse', title: 'Warehouse Management' },
  { url: '/temporary-zone', group: 'Production and warehouse', title: 'Temporary Zone' },
  {
    url: '/monitor-product-group-management',
    group: 'Production and warehouse',
    title: 'Monitor Product Groups',
  },
  { url: '/relocate-boxes', group: 'Production and warehouse', title: 'Relocate Boxes' },
  { url: '/relocate-pallet', group: 'Production and warehouse', title: 'Relocate Pallet' },
  { url: '/unloading-inspection', group: 'Production and warehouse', title: 'Purchase Receiving List' },
  { url: '/production-Tracking/sales-order', group: 'Production and warehouse', title: 'Production Tracking' },
  { url: '/same-batch', group: 'Production and warehouse', title: 'Product Traceability' },
  { url: '/sub-orders', group: 'Production and warehouse', title: 'Sub-orders' },
  { url: '/production-dashboard', group: 'Production and warehouse', title: 'Task Dashboard' },
  { url: '/awaiting-dispatch', group: 'Dispatch', title: 'Awaiting Dispatch' },
  { url: '/PickupList', group: 'Dispatch', title: 'Picking' },
  { url: '/delivered', group: 'Dispatch', title: 'Delivered list' },
  { url: '/dispatch', group: 'Dispatch', title: 'Dispatch list' },
  { url: '/courier-management', group: 'Dispatch', title: 'Courier Management' },
  { url: '/purchase-order', group: 'Purchasing', title: 'Purchase Order' },
  { url: '/purchase-order-approve', group: 'Purchasing', title: 'Purchase Order Approve' },
  { url: '/payable', group: 'Purchasing', title: 'Payable' },
  { url: '/supplier-management', group: 'Purchasing', title: 'Suppliers' },
  { url: '/raw-material-stock-monitor', group: 'Purchasing', title: 'Stock Alarm' },
  { url: '/product-option-management', group: 'Purchasing', title: 'Order Surcharge Option' },
  { url: '/raw-material-box-management', group: 'Purchasing', title: 'Obsolete Raw Material Box' },
  { url: '/box-management', group: 'Purchasing', title: 'Obsolete Box' },
  { url: '/box-info', group: 'Purchasing', title: 'Boxes Info' },
  { url: '/return-management', group: 'Purchasing', title: 'Returns Management' },
  { url: '/application-details', group: 'Purchasing', title: 'Application Details' },
  { url: '/invoice', group: 'Invoices and reports', title: 'Invoices' },
  { url: '/invoice22', group: 'Invoices and reports', title: 'Invoices: Brand 22' },
  { url: '/invoice23&41', group: 'Invoices and reports', title: 'Invoices: Brands 23 & 41' },
  { url: '/salesReport/0', group: 'Invoices and reports', title: 'Sales Report' },
  { url: '/salesReport/1', group: 'Invoices and reports', title: 'My Sales Report' },
  { url: '/newSalesReport/0', group: 'Invoices and reports', title: 'New Sales Report' },
  { url: '/newSalesReport/1', group: 'Invoices and reports', title: 'My New Sales Report' },
  { url: '/daily-report', group: 'Invoices and reports', title: 'Daily Report' },
  { url: '/daily-report-record', group: 'Invoices and reports', title: 'Daily Report Records' },
  { url: '/inspection-report', group: 'Invoices and reports', title: 'Inspection Report' },
  { url: '/prod-inventory-report', group: 'Invoices and reports', title: 'Inventory' },
  { url: '/pallet-stocklog', group: 'Invoices and reports', title: 'Pallet stock log' },
  { url: '/customer-pallet', group: 'Invoices and reports', title: 'Customer pallet balances' },
  { url: '/online-user', group: 'HR and other', title: 'Online user management' },
  { url: '/hr-list-management', group: 'HR and other', title: 'HR List' },
  { url: '/role-page-mapping-management', group: 'HR and other', title: 'User Authorisation' },
  { url: '/machine-management', group: 'HR and other', title: 'Machine' },
  { url: '/record-type-management', group: 'HR and other', title: 'Record Type' },
  { url: '/contract-type-management', group: 'HR and other', title: 'Contract Type' },
  { url: '/quote-items-management', group: 'HR and other', title: 'Quotation Items' },
  { url: '/base-product-infos', group: 'HR and other', title: 'Base Products' },
  { url: '/sales-products-list', group: 'HR and other', title: 'Sales Products List' },
  { url: '/sales-product-infos', group: 'HR and other', title: 'Sales Product Infos' },
  { url: '/notification-management', group: 'HR and other', title: 'Notification management' },
  { url: '/assessment-items', group: 'HR and other', title: 'Assessment Standards' },
  { url: '/assessment-plan', group: 'HR and other', title: 'Assessment Plans' },
  { url: '/assessment', group: 'HR and other', title: 'Assessment' },
  { url: '/quote-only-draft', group: 'HR and other', title: 'Draft Quotation' },
  { url: '/quote-base-draft', group: 'HR and other', title: 'Bulk Edit Quotation' },
  { url: '/contractPrice', group: 'HR and other', title: 'Contract Price' },
  { url: '/customer-only-sales', group: 'HR and other', title: 'My Customers' },
  { url: '/customer-infos', group: 'HR and other', title: 'Customer' },
  { url: '/approve-delete', group: 'HR and other', title: 'Approve Delete' },
  { url: '/quotation—warnings', group: 'HR and other', title: 'Quotation Warnings' },
  { url: '/monitor-product', group: 'HR and other', title: 'Inventory Monitoring' },
  { url: '/monitor-purchase-product', group: 'HR and other', title: 'Purchase Product Inventory Monitoring' },
  { url: '/product-barcode-management', group: 'HR and other', title: 'Product barcode management' },
  { url: '/leave-request', group: 'HR and other', title: 'Leave Request' },
  { url: '/leave-request-approval', group: 'HR and other', title: 'Leave Request Approval' },
  { url: '/weekly-attendance', group: 'HR and other', title: 'Weekly Attendance' },
  { url: '/attendance-records', group: 'HR and other', title: 'Attendance Records' },
  // Not in the spec's route table: where an admin reads mail that had no SMTP server to go to (issue #3).
  { url: '/mail-outbox', group: 'HR and other', title: 'Mail Outbox' },
  // Not in the spec's route table: the admin's list of backups with Back up now (issue 29 §6).
  { url: '/backups', group: 'HR and other', title: 'Backups' },
  // Not in the spec's route table: the scan-first phone screens of the warehouse (issue 14), kept out of the menu.
  { url: '/mobile/relocate-pallet', group: 'Mobile', title: 'Scan: Relocate Pallet' },
  { url: '/mobile/relocate-boxes', group: 'Mobile', title: 'Scan: Relocate Boxes' },
  { url: '/mobile/warehouse-confirm', group: 'Mobile', title: 'Scan: Warehouse Confirm' },
  { url: '/mobile/lookup', group: 'Mobile', title: 'Scan: Lookup' },
  // Not in the spec's route table: where attendance events come from (issue 19), on the device by the door.
  { url: '/mobile/clock', group: 'Mobile', title: 'Clock In / Out' },
];

/**
 * Titles earlier versions gave pages (notes from the route checklist, not names a person reads): the reference seed
 * renames a page still called so, and keeps any name an administrator gave it.
 */
export const EARLIER_PAGE_TITLES: Readonly<Record<string, readonly string[]>> = {
  '/home': ['Home dashboard'],
  '/WorkOrderTracking': ['Work order tracking'],
  '/HoldProductList': ['Hold product list'],
  '/pallet-list': ['Pallet list'],
  '/quotation-management': ['Quotation list (all)'],
  '/work-order': ['Work Order screen'],
  '/page-management': ['Page Group management (Modify Pages dialog)'],
  '/ticket': ['Ticket-List placeholder'],
  '/suborder': ['Suborder screen'],
  '/monitor-product-group-management': ['Monitor product group management'],
  '/production-Tracking/sales-order': ['Placeholder SalesOrder page'],
  '/sub-orders': ['Placeholder SubOrder page'],
  '/PickupList': ['Pickup page (Picking)'],
  '/supplier-management': ['Supplier management (Supplier form)'],
  '/invoice': ['Invoice list'],
  '/invoice22': ['Invoice list (brand filter 22)'],
  '/invoice23&41': ['Invoice list (brand filter 23 & 41)'],
  '/daily-report': ['Daily report'],
  '/daily-report-record': ['Daily report records'],
  '/hr-list-management': ['HR list'],
  '/role-page-mapping-management': ['User Authorisation (role-page mapping)'],
  '/quote-items-management': ['Quotation notes / option item names'],
  '/base-product-infos': ['Base product list (read-only)'],
  '/customer-only-sales': ['Customer Management (sales-specific)'],
  '/customer-infos': ['Customer (read-only sales view)'],
  '/leave-request-approval': ['Leave Request approval'],
};

/** Normalised form used to compare a location with a page url (paths are case-insensitive, as the API's are). */
export function normalisePageUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path).replace(/\/+$/, '').toLowerCase() || '/';
}
