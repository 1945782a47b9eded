import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../db/columns.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { productOption } from '../lookups/lookups.tables.ts';
import { box, rawMaterialBox } from '../warehouse/warehouse.tables.ts';

// Purchasing (spec 02 §3 Supplier, Supplier qualification, Supplier raw material, Purchase order, PO detail, PO option;
// §4; issue 16). The wire keeps the spec's spelling `suplier`; the tables are named in plain English.

export const supplier = pgTable(
  'supplier',
  {
    suplierId: id(),
    suplierName: text().notNull(),
    address: text(),
    primaryPerson: text(),
    phone: text(),
    office: text(),
    email: text(),
    gstNumber: text(),
    taxRate: numeric({ precision: 6, scale: 3, mode: 'number' }),
    /** CURRENCY: 1 NZD (GST applies), 2 RMB, 3 USD. */
    currencyId: integer().notNull().default(1),
    /** SUPPLIER_TYPE: 0 raw material price list, 1 with qualifications. */
    suplierType: integer().notNull().default(0),
    note: text(),
    paymentTerm: text(),
    active: integer().notNull().default(1),
    ...audit,
  },
  (t) => [
    index().on(t.suplierName, t.suplierId),
    index().on(t.active),
    index().on(t.currencyId, t.suplierId),
    index().on(t.suplierType, t.suplierId),
  ],
);

export const supplierQualification = pgTable(
  'supplier_qualification',
  {
    qualificationId: id(),
    suplierId: integer()
      .notNull()
      .references(() => supplier.suplierId, { onDelete: 'cascade' }),
    qualificationName: text().notNull(),
    /** The uploaded file's address (upload service). */
    qualificationUrls: text(),
    expDate: date({ mode: 'string' }),
    ...audit,
  },
  (t) => [index().on(t.suplierId), index().on(t.expDate)],
);

export const supplierRawMaterial = pgTable(
  'supplier_raw_material',
  {
    suplierRawMaterialId: id(),
    suplierId: integer()
      .notNull()
      .references(() => supplier.suplierId, { onDelete: 'cascade' }),
    rawMaterialId: integer()
      .notNull()
      .references(() => rawMaterial.rawMaterialId),
    suplierProductCode: text(),
    description: text(),
    unitPrice: numeric({ precision: 14, scale: 3 }).notNull(),
    priceBreak: numeric({ precision: 14, scale: 3 }),
    unit: text(),
    ...audit,
  },
  (t) => [
    // DeleteSupplierRawMaterial names a row by {suplierId, rawMaterialId}: one price per material and supplier.
    uniqueIndex().on(t.suplierId, t.rawMaterialId),
    index().on(t.rawMaterialId),
    check('supplier_raw_material_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
  ],
);

export const purchaseOrder = pgTable(
  'purchase_order',
  {
    poId: id(),
    /** poNumberOf(poId), written with the INSERT (ids drawn first: db/sequences.ts drawIds). */
    poNo: text().notNull(),
    /** PO_STATUS: 1 Awaiting Approval, 2 Approved, 10 Received/Unloaded, 3 Completed, 0 Cancelled. */
    poStatusId: integer().notNull(),
    suplierId: integer()
      .notNull()
      .references(() => supplier.suplierId),
    /** The supplier's currency when the order was raised: the order's GST follows it. */
    currencyId: integer().notNull(),
    createdEmployeeId: integer().references(() => employee.employeeId),
    approvedEmployeeId: integer().references(() => employee.employeeId),
    approvedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** ETA. */
    deliveryDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }),
    telNo: text(),
    deliveryInstruction: text(),
    deliveryAddr: text(),
    notes: text(),
    /** Lines plus options, excl GST (3 decimals); gst and inclGstPrice only for NZD. */
    price: numeric({ precision: 16, scale: 3 }).notNull(),
    gst: numeric({ precision: 16, scale: 3 }).notNull(),
    inclGstPrice: numeric({ precision: 16, scale: 3 }).notNull(),
    /** PAYMENT_STATUS: 0 unpaid, 1 paid (MarkPaid, with the invoice number and payment date). */
    paid: integer().notNull().default(0),
    invoiceNote: text(),
    paymentDate: date({ mode: 'string' }),
    /** CancelPurchaseOrder (issue 31): why, when and by whom (status 0). */
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => employee.employeeId),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.poNo),
    index().on(t.cancelledBy),
    index().on(t.suplierId),
    index().on(t.createdEmployeeId),
    index().on(t.approvedEmployeeId),
    index().on(t.poStatusId, t.createdAt),
    index().on(t.createdAt, t.poId),
    index().on(t.deliveryDate, t.poId),
    index().on(t.paid),
    check('purchase_order_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const poDetail = pgTable(
  'po_detail',
  {
    poDetailId: id(),
    poId: integer()
      .notNull()
      .references(() => purchaseOrder.poId, { onDelete: 'cascade' }),
    /** Exactly one of a raw material and an outsourced product. */
    rawMaterialId: integer().references(() => rawMaterial.rawMaterialId),
    outSourceProd: integer().references(() => product.productId),
    suplierProductCode: text(),
    unit: text(),
    unitPrice: numeric({ precision: 14, scale: 3 }).notNull(),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    /** unitPrice × quantity to 3 decimals, by the server. */
    price: numeric({ precision: 16, scale: 3 }).notNull(),
    comments: text(),
    /** 1 once CompletePoDetail closed the line. */
    completed: integer().notNull().default(0),
    /** Issue 31: why the buyer closed the line short (less received than ordered), when and by whom. */
    closedReason: text(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: integer().references(() => employee.employeeId),
    /** Received and handled quantities, rolled up by receiving. */
    totalRevQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    totalHandledQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    packagingQty: numeric({ precision: 14, scale: 3 }),
    ...audit,
  },
  (t) => [
    index().on(t.poId),
    index().on(t.rawMaterialId),
    index().on(t.outSourceProd),
    index().on(t.closedBy),
    check('po_detail_one_item', sql`(${t.rawMaterialId} is null) <> (${t.outSourceProd} is null)`),
    check('po_detail_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check('po_detail_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('po_detail_received_not_negative', sql`${t.totalRevQty} >= 0 and ${t.totalHandledQty} >= 0`),
  ],
);

export const poOption = pgTable(
  'po_option',
  {
    poOptionId: id(),
    poId: integer()
      .notNull()
      .references(() => purchaseOrder.poId, { onDelete: 'cascade' }),
    /** 1 Delivery Fee, 2 Urgent Fee, 3 Setup Fee. */
    optionId: integer()
      .notNull()
      .references(() => productOption.optionId),
    price: numeric({ precision: 14, scale: 3 }).notNull(),
    ...audit,
  },
  (t) => [index().on(t.poId), index().on(t.optionId), check('po_option_price_not_negative', sql`${t.price} >= 0`)],
);

/**
 * Receiving = unloading inspection (spec 02 §3 Unloading inspection, §4; issue 16 "Receiving"). Issue 31: an order
 * with a balance takes another receiving once the last is completed — at most one in processing per order.
 */
export const unloadingInspection = pgTable(
  'unloading_inspection',
  {
    inspectionId: id(),
    /** receivingNumberOf(inspectionId), written with the INSERT. */
    no: text().notNull(),
    poId: integer()
      .notNull()
      .references(() => purchaseOrder.poId),
    /** The reference number. */
    containerNo: text().notNull(),
    arrivalTime: timestamp({ withTimezone: true }).notNull(),
    unloadingDate: date({ mode: 'string' }),
    takeAwayDate: date({ mode: 'string' }),
    /** The receiver. */
    unloadingPeople: text().notNull(),
    conditionOfProduct: text(),
    notes: text(),
    /** Up to 5 images, JSON items joined by '---' (spec 02 §3). */
    images: text(),
    /** RECEIVING_STATUS: 1 in processing, 10 completed. */
    status: integer().notNull().default(1),
    completedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    // Issue 31: at most one receiving in processing per order (spec 02 §4's 'no receiving yet', read as 'no open one').
    uniqueIndex('unloading_inspection_open_po_id_index').on(t.poId).where(sql`${t.status} = 1`),
    index().on(t.poId),
    uniqueIndex().on(t.no),
    index().on(t.arrivalTime, t.inspectionId),
    index().on(t.createdAt, t.inspectionId),
    index().on(t.status),
  ],
);

export const unloadingDetail = pgTable(
  'unloading_detail',
  {
    detailId: id(),
    inspectionId: integer()
      .notNull()
      .references(() => unloadingInspection.inspectionId, { onDelete: 'cascade' }),
    poDetailId: integer()
      .notNull()
      .references(() => poDetail.poDetailId),
    /** What arrived this time. */
    revQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    /** Put into boxes, onto pallets, sent on: rolled up from the stock steps. */
    handledQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    palletQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    dispatchedQuantity: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    note: text(),
    /** Issue 31: a confirmed over-receipt: what the order's line received beyond its quantity, who confirmed, when. */
    overReceiptQty: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    overReceiptConfirmedBy: integer().references(() => employee.employeeId),
    overReceiptConfirmedAt: timestamp({ withTimezone: true }),
    ...audit,
  },
  (t) => [
    uniqueIndex().on(t.inspectionId, t.poDetailId),
    index().on(t.overReceiptConfirmedBy),
    index().on(t.poDetailId),
    check(
      'unloading_detail_quantities_not_negative',
      sql`${t.revQuantity} >= 0 and ${t.handledQuantity} >= 0 and ${t.palletQuantity} >= 0 and ${t.dispatchedQuantity} >= 0`,
    ),
  ],
);

/**
 * The boxes a receiving line was handled into (receiving-boxes.service.ts): a raw material box or, on an outsourced
 * product's line, a box of the product. `sequence` is the box's place among its line's boxes (the pallet-sequence rule
 * of spec 02 §8); `onPallet` is 1 once the stock step put it on a pallet (palletQuantity).
 */
export const receivingBox = pgTable(
  'receiving_box',
  {
    receivingBoxId: id(),
    inspectionId: integer()
      .notNull()
      .references(() => unloadingInspection.inspectionId),
    detailId: integer()
      .notNull()
      .references(() => unloadingDetail.detailId),
    rawMaterialBoxId: integer().references(() => rawMaterialBox.rawMaterialBoxId),
    boxId: integer().references(() => box.boxId),
    sequence: integer().notNull(),
    /** KG or pieces in the box when generated. */
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    onPallet: integer().notNull().default(0),
    ...audit,
  },
  (t) => [
    index().on(t.inspectionId),
    index().on(t.detailId, t.sequence),
    uniqueIndex().on(t.rawMaterialBoxId),
    uniqueIndex().on(t.boxId),
    check('receiving_box_one_kind', sql`(${t.rawMaterialBoxId} is null) <> (${t.boxId} is null)`),
    check('receiving_box_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
