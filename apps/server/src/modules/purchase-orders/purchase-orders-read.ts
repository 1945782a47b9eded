import {
  currencyName,
  DEFAULT_PO_STATUSES,
  PAYABLE_PO_STATUSES,
  PAYMENT_STATUS,
  PO_OPTIONS,
  PO_RANGE_MONTHS,
  PO_STATUS_NAMES,
  poStatusName,
  shiftDate,
  startOfBusinessDay,
  sumRounded,
  type TOutstandingTotal,
  type TPoDetail,
  type TPoOption,
  type TPoSortField,
  type TPurchaseInfo,
  type TPurchaseOrder,
  type TPurchaseOrderListQuery,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, count, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products, rawMaterials } from '../catalogue/catalogue.reads.ts';
import { employees, employeesAs } from '../employees/employees.reads.ts';
import { productOptions } from '../lookups/lookups.reads.ts';
import { suppliers } from '../suppliers/suppliers.reads.ts';
import { qualificationAlertsOf } from '../suppliers/suppliers-read.ts';
import { orderReceivings } from './order-receivings.ts';
import { poDetail, poOption, purchaseOrder } from './purchase-orders.tables.ts';

// The purchase order reads (spec 02 §2 Purchase Order list, §7; issue 16): the list of the three modes and one order,
// each with its lines (raw material or outsourced product names), options and the supplier's qualification alerts.

const PO_SORTS: Record<TPoSortField, TSortable> = {
  poNo: purchaseOrder.poNo,
  createdAt: purchaseOrder.createdAt,
  deliveryDate: purchaseOrder.deliveryDate,
  price: purchaseOrder.price,
  suplierName: suppliers.suplierName,
  poStatusId: purchaseOrder.poStatusId,
};

const OPTION_NAMES: Record<number, string> = Object.fromEntries(PO_OPTIONS.map((o) => [o.value, o.label]));

const canceller = employeesAs('canceller');

function selectOrders(db: DbOrTx) {
  const select = db
    .select({
      po: purchaseOrder,
      suplierName: suppliers.suplierName,
      suplierAddress: suppliers.address,
      suplierEmail: suppliers.email,
      suplierCurrencyId: suppliers.currencyId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      cancellerFirstName: canceller.firstName,
      cancellerLastName: canceller.lastName,
    })
    .from(purchaseOrder)
    .$dynamic();
  return withJoins(
    select,
    (q) => suppliers.innerJoin(q, purchaseOrder.suplierId),
    (q) => employees.leftJoin(q, purchaseOrder.createdEmployeeId),
    (q) => canceller.leftJoin(q, purchaseOrder.cancelledBy),
  );
}
type TOrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/**
 * withOutUnloding=1, the orders a new receiving may name (issue 31 reads spec 02's 'no receiving yet' as 'no open
 * receiving'): none in processing, and a line still to come (open, less received than ordered).
 */
const notUnloaded = () =>
  sql`not ${orderReceivings().openReceiving} and exists (select 1 from ${poDetail} where ${poDetail.poId} = ${purchaseOrder.poId} and ${poDetail.completed} = 0 and ${poDetail.totalRevQty} < ${poDetail.quantity})`;

/**
 * A search arm on the order's lines (issue 31 §20): a line's raw material or outsourced product, by code or name, or
 * the supplier's product code. EXISTS on the lines of this order only, through po_detail's index on po_id.
 */
function lineMatches(pattern: string): SQL {
  const anyOf = (values: SQLWrapper[]) => sql.join(ilikeAny(pattern, values), sql` or `);
  const matched = sql.join(
    [
      ...ilikeAny(pattern, [poDetail.suplierProductCode]),
      sql`${poDetail.rawMaterialId} in ${rawMaterials.idsWhere(anyOf([rawMaterials.rawMaterialCode, rawMaterials.rawMaterialName]))}`,
      sql`${poDetail.outSourceProd} in ${products.idsWhere(anyOf([products.productCode, products.productName]))}`,
    ],
    sql` or `,
  );
  return sql`exists (select 1 from ${poDetail} where ${poDetail.poId} = ${purchaseOrder.poId} and (${matched}))`;
}

/**
 * The list's filter: created from `start` to `end` (Auckland days, both included; default the last 6 months), the
 * statuses (1, 2, 10 by default; `all` for every one), paid, supplier, and the search (PO number, supplier, notes,
 * status name, the lines' codes and names).
 */
function purchaseOrderListWhere(query: TPurchaseOrderListQuery, today = todayInAuckland()): SQL | undefined {
  const statuses =
    query.status === 'all' ? undefined : query.status ? query.status.split(',').map(Number) : [...DEFAULT_PO_STATUSES];
  const start = query.start ?? shiftDate(today, -PO_RANGE_MONTHS, 'month');
  const end = query.end ?? today;
  return and(
    gte(purchaseOrder.createdAt, startOfBusinessDay(start)),
    lt(purchaseOrder.createdAt, startOfBusinessDay(end, 1)),
    statuses ? inArray(purchaseOrder.poStatusId, statuses) : undefined,
    query.paid === undefined ? undefined : eq(purchaseOrder.paid, query.paid),
    query.suplierId === undefined ? undefined : eq(purchaseOrder.suplierId, query.suplierId),
    query.withOutUnloding === '1' ? notUnloaded() : undefined,
    searchOf(query.search, (pattern, word) => [
      ...ilikeAny(pattern, [purchaseOrder.poNo, suppliers.suplierName, purchaseOrder.notes, purchaseOrder.invoiceNote]),
      ...namedMatches(word, purchaseOrder.poStatusId, PO_STATUS_NAMES),
      lineMatches(pattern),
    ]),
  );
}

/** The lines and options of the orders, by order, in the order they were written. */
async function linesOf(db: DbOrTx, poIds: number[]) {
  const details = new Map<number, TPoDetail[]>();
  const options = new Map<number, TPoOption[]>();
  if (poIds.length === 0) return { details, options };
  const [detailRows, optionRows] = await Promise.all([
    withJoins(
      db
        .select({
          d: poDetail,
          rawMaterialCode: rawMaterials.rawMaterialCode,
          rawMaterialName: rawMaterials.rawMaterialName,
          productCode: products.productCode,
          productName: products.productName,
        })
        .from(poDetail)
        .$dynamic(),
      (q) => rawMaterials.leftJoin(q, poDetail.rawMaterialId),
      (q) => products.leftJoin(q, poDetail.outSourceProd),
    )
      .where(inArray(poDetail.poId, poIds))
      .orderBy(asc(poDetail.poId), asc(poDetail.poDetailId)),
    productOptions
      .leftJoin(
        db.select({ o: poOption, optionName: productOptions.optionName }).from(poOption).$dynamic(),
        poOption.optionId,
      )
      .where(inArray(poOption.poId, poIds))
      .orderBy(asc(poOption.poId), asc(poOption.poOptionId)),
  ]);
  for (const { d, ...names } of detailRows) {
    const list = details.get(d.poId) ?? [];
    list.push({
      poDetailId: d.poDetailId,
      rawMaterialId: d.rawMaterialId,
      rawMaterial:
        names.rawMaterialCode === null
          ? null
          : { rawMaterialCode: names.rawMaterialCode, rawMaterialName: names.rawMaterialName ?? '' },
      outSourceProd: d.outSourceProd,
      outSourceProduct:
        names.productCode === null ? null : { productCode: names.productCode, productName: names.productName ?? '' },
      suplierProductCode: d.suplierProductCode,
      unit: d.unit,
      unitPrice: Number(d.unitPrice),
      quantity: Number(d.quantity),
      price: Number(d.price),
      comments: d.comments,
      completed: d.completed,
      totalRevQty: Number(d.totalRevQty),
      totalHandledQty: Number(d.totalHandledQty),
      packagingQty: d.packagingQty === null ? null : Number(d.packagingQty),
      closedReason: d.closedReason,
      closedAt: d.closedAt?.toISOString() ?? null,
    });
    details.set(d.poId, list);
  }
  for (const { o, optionName } of optionRows) {
    const list = options.get(o.poId) ?? [];
    list.push({
      poOptionId: o.poOptionId,
      optionId: o.optionId,
      optionName: optionName ?? OPTION_NAMES[o.optionId] ?? String(o.optionId),
      price: Number(o.price),
    });
    options.set(o.poId, list);
  }
  return { details, options };
}

/** The orders as the API answers them: with lines, options and the supplier's qualification alerts. */
async function toPurchaseOrders(db: DbOrTx, rows: TOrderRow[]): Promise<TPurchaseOrder[]> {
  const poIds = rows.map((row) => row.po.poId);
  const [{ details, options }, alerts] = await Promise.all([
    linesOf(db, poIds),
    qualificationAlertsOf(
      db,
      rows.map((row) => row.po.suplierId),
    ),
  ]);
  return rows.map(({ po, ...joined }) => ({
    poId: po.poId,
    poNo: po.poNo,
    poStatusId: po.poStatusId,
    poStatusName: poStatusName(po.poStatusId),
    suplierId: po.suplierId,
    suplier: {
      suplierName: joined.suplierName,
      address: joined.suplierAddress,
      email: joined.suplierEmail,
      currencyId: joined.suplierCurrencyId,
    },
    currencyId: po.currencyId,
    currencyName: currencyName(po.currencyId),
    createdEmployeeId: po.createdEmployeeId,
    createdEmployee:
      joined.firstName === null ? null : { firstName: joined.firstName, lastName: joined.lastName ?? '' },
    createdAt: po.createdAt.toISOString(),
    approvedEmployeeId: po.approvedEmployeeId,
    approvedAt: po.approvedAt?.toISOString() ?? null,
    deliveryDate: po.deliveryDate,
    dueDate: po.dueDate,
    telNo: po.telNo,
    deliveryInstruction: po.deliveryInstruction,
    deliveryAddr: po.deliveryAddr,
    notes: po.notes,
    price: Number(po.price),
    gst: Number(po.gst),
    inclGstPrice: Number(po.inclGstPrice),
    paid: po.paid,
    invoiceNote: po.invoiceNote,
    paymentDate: po.paymentDate,
    cancelReason: po.cancelReason,
    cancelledAt: po.cancelledAt?.toISOString() ?? null,
    cancelledBy:
      joined.cancellerFirstName === null
        ? null
        : { firstName: joined.cancellerFirstName, lastName: joined.cancellerLastName ?? '' },
    poDetail: details.get(po.poId) ?? [],
    poOption: options.get(po.poId) ?? [],
    qualificationAlerts: alerts.get(po.suplierId) ?? [],
  }));
}

/** GET PurchaseOrder/GetAllPurchaseOrder: one page (or the whole filter without `page`), newest first by default. */
export async function listPurchaseOrders(db: DbOrTx, query: TPurchaseOrderListQuery) {
  const where = purchaseOrderListWhere(query);
  const page = await listPage(query, {
    rows: selectOrders(db)
      .where(where)
      .orderBy(...orderByOf(PO_SORTS, query, { field: 'createdAt', order: 'descend' }, purchaseOrder.poId)),
    count: suppliers
      .innerJoin(db.select({ total: count() }).from(purchaseOrder).$dynamic(), purchaseOrder.suplierId)
      .where(where),
    toRow: (row: TOrderRow) => row,
  });
  return { rows: await toPurchaseOrders(db, page.rows), meta: page.meta };
}

/** One order by id or by PO number; 404 when there is none. */
export async function getPurchaseOrder(db: DbOrTx, by: { id?: number; PoNo?: string }): Promise<TPurchaseOrder> {
  const condition =
    by.id !== undefined
      ? eq(purchaseOrder.poId, by.id)
      : eq(sql`upper(${purchaseOrder.poNo})`, (by.PoNo ?? '').toUpperCase());
  const rows = await selectOrders(db).where(condition);
  if (rows.length === 0) throw new NotFoundError(`Purchase order ${by.id ?? by.PoNo} was not found.`);
  const [order] = await toPurchaseOrders(db, rows);
  return order;
}

/** The item names of lines to check before they are written: raw materials that exist, products that are outsourced. */
export async function itemsExist(db: DbOrTx, rawMaterialIds: number[], productIds: number[]) {
  const [materials, outsourced] = await Promise.all([
    rawMaterialIds.length === 0
      ? []
      : rawMaterials
          .select(db, { id: rawMaterials.rawMaterialId })
          .where(and(inArray(rawMaterials.rawMaterialId, rawMaterialIds), sql`${rawMaterials.deletedAt} is null`)),
    productIds.length === 0
      ? []
      : products
          .select(db, { id: products.productId })
          .where(and(inArray(products.productId, productIds), eq(products.manufactured, 1))),
  ]);
  return {
    rawMaterials: new Set(materials.map((row) => row.id)),
    outsourced: new Set(outsourced.map((row) => row.id)),
  };
}

/**
 * The open purchase orders (Awaiting Approval, Approved, Received/Unloaded) buying an outsourced product: per line,
 * what is still to come (ordered less received), the ETA and the notes; the soonest ETA first.
 */
export async function listOpenPurchasesOfProduct(db: DbOrTx, productId: number): Promise<TPurchaseInfo[]> {
  const rows = await db
    .select({
      poNo: purchaseOrder.poNo,
      quantity: poDetail.quantity,
      received: poDetail.totalRevQty,
      eta: purchaseOrder.deliveryDate,
      notes: purchaseOrder.notes,
    })
    .from(poDetail)
    .innerJoin(purchaseOrder, eq(purchaseOrder.poId, poDetail.poId))
    .where(
      and(
        eq(poDetail.outSourceProd, productId),
        eq(poDetail.completed, 0),
        inArray(purchaseOrder.poStatusId, [...DEFAULT_PO_STATUSES]),
      ),
    )
    .orderBy(asc(purchaseOrder.deliveryDate), asc(poDetail.poDetailId));
  return rows
    .map((row) => ({
      poNo: row.poNo,
      quantity: Math.max(0, sumRounded([row.quantity, `-${row.received}`], 3)),
      eta: row.eta,
      notes: row.notes,
    }))
    .filter((row) => row.quantity > 0);
}

/**
 * Ours, GET PurchaseOrder/GetOutstandingTotal (issue 31, Payable): per currency, the unpaid orders that can be paid
 * (approved or later) and their total (inclGstPrice: the price outside NZD), to cents.
 */
export async function listOutstandingTotals(db: DbOrTx): Promise<TOutstandingTotal[]> {
  const rows = await db
    .select({
      currencyId: purchaseOrder.currencyId,
      count: count(),
      total: sql<string>`coalesce(sum(${purchaseOrder.inclGstPrice}), 0)`,
    })
    .from(purchaseOrder)
    .where(
      and(eq(purchaseOrder.paid, PAYMENT_STATUS.Unpaid), inArray(purchaseOrder.poStatusId, [...PAYABLE_PO_STATUSES])),
    )
    .groupBy(purchaseOrder.currencyId)
    .orderBy(asc(purchaseOrder.currencyId));
  return rows.map((row) => ({
    currencyId: row.currencyId,
    currencyName: currencyName(row.currencyId),
    count: Number(row.count),
    total: sumRounded([row.total], 2),
  }));
}

/** The ids of an order's lines (a receiving names only these). */
export async function lineIdsOfOrder(db: DbOrTx, poId: number): Promise<Set<number>> {
  const own = await db.select({ poDetailId: poDetail.poDetailId }).from(poDetail).where(eq(poDetail.poId, poId));
  return new Set(own.map((row) => row.poDetailId));
}
