import {
  RECEIVING_STATUS,
  RECEIVING_STATUS_NAMES,
  receivingStatusName,
  startOfBusinessDay,
  type TReceivingSortField,
  type TUnloadingDetail,
  type TUnloadingInspection,
  type TUnloadingInspectionListQuery,
} from '@packline/domain';
import { and, asc, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products, rawMaterials } from '../catalogue/catalogue.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import type { TOrderReceivings } from '../purchase-orders/order-receivings.ts';
import { poDetails, purchaseOrders } from '../purchase-orders/purchase-orders.reads.ts';
import { suppliers } from '../suppliers/suppliers.reads.ts';
import { unloadingDetail, unloadingInspection } from './receiving.tables.ts';

// The receiving reads (spec 02 §2 Purchase Receiving List, §7 Receiving; issue 16 "Receiving"): the list, one
// receiving, each with its lines named by the order's raw material or outsourced product.

const SORTS: Record<TReceivingSortField, TSortable> = {
  no: unloadingInspection.no,
  arrivalTime: unloadingInspection.arrivalTime,
  createdAt: unloadingInspection.createdAt,
  poNo: purchaseOrders.poNo,
  suplierName: suppliers.suplierName,
  status: unloadingInspection.status,
};

/** A select from the receivings with their purchase order and its supplier. */
const withOrderAndSupplier = <T extends PgSelect>(select: T) =>
  withJoins(
    select,
    (q) => purchaseOrders.innerJoin(q, unloadingInspection.poId),
    (q) => suppliers.innerJoin(q, purchaseOrders.suplierId),
  );

function selectReceivings(db: DbOrTx) {
  return withOrderAndSupplier(
    db
      .select({
        r: unloadingInspection,
        poNo: purchaseOrders.poNo,
        poStatusId: purchaseOrders.poStatusId,
        suplierId: purchaseOrders.suplierId,
        suplierName: suppliers.suplierName,
      })
      .from(unloadingInspection)
      .$dynamic(),
  );
}
type TReceivingRow = Awaited<ReturnType<typeof selectReceivings>>[number];

function receivingListWhere(query: TUnloadingInspectionListQuery): SQL | undefined {
  return and(
    query.start === undefined ? undefined : gte(unloadingInspection.arrivalTime, startOfBusinessDay(query.start)),
    query.end === undefined ? undefined : lt(unloadingInspection.arrivalTime, startOfBusinessDay(query.end, 1)),
    query.poId === undefined ? undefined : eq(unloadingInspection.poId, query.poId),
    query.suplierId === undefined ? undefined : eq(purchaseOrders.suplierId, query.suplierId),
    query.status === undefined ? undefined : eq(unloadingInspection.status, query.status),
    searchOf(query.search, (pattern, word) => [
      ...ilikeAny(pattern, [
        unloadingInspection.no,
        unloadingInspection.containerNo,
        unloadingInspection.unloadingPeople,
        unloadingInspection.notes,
        purchaseOrders.poNo,
        suppliers.suplierName,
      ]),
      ...namedMatches(word, unloadingInspection.status, RECEIVING_STATUS_NAMES),
    ]),
  );
}

/** The lines of the receivings, by receiving, in the order's line order. */
export async function receivingLinesOf(db: DbOrTx, inspectionIds: number[]) {
  const byReceiving = new Map<number, TUnloadingDetail[]>();
  if (inspectionIds.length === 0) return byReceiving;
  const select = db
    .select({
      u: unloadingDetail,
      d: {
        poDetailId: poDetails.poDetailId,
        rawMaterialId: poDetails.rawMaterialId,
        outSourceProd: poDetails.outSourceProd,
        unit: poDetails.unit,
        quantity: poDetails.quantity,
        totalRevQty: poDetails.totalRevQty,
        packagingQty: poDetails.packagingQty,
      },
      rawMaterialCode: rawMaterials.rawMaterialCode,
      rawMaterialName: rawMaterials.rawMaterialName,
      productCode: products.productCode,
      productName: products.productName,
      confirmerFirstName: employees.firstName,
      confirmerLastName: employees.lastName,
    })
    .from(unloadingDetail)
    .$dynamic();
  const rows = await withJoins(
    select,
    (q) => poDetails.innerJoin(q, unloadingDetail.poDetailId),
    (q) => employees.leftJoin(q, unloadingDetail.overReceiptConfirmedBy),
    (q) => rawMaterials.leftJoin(q, poDetails.rawMaterialId),
    (q) => products.leftJoin(q, poDetails.outSourceProd),
  )
    .where(inArray(unloadingDetail.inspectionId, inspectionIds))
    .orderBy(asc(unloadingDetail.inspectionId), asc(poDetails.poDetailId));
  for (const { u, d, ...names } of rows) {
    const list = byReceiving.get(u.inspectionId) ?? [];
    list.push({
      detailId: u.detailId,
      poDetailId: d.poDetailId,
      rawMaterialId: d.rawMaterialId,
      outSourceProd: d.outSourceProd,
      itemCode: names.rawMaterialCode ?? names.productCode ?? '',
      itemName: names.rawMaterialName ?? names.productName ?? '',
      unit: d.unit,
      poQuantity: Number(d.quantity),
      totalRevQty: Number(d.totalRevQty),
      revQuantity: Number(u.revQuantity),
      handledQuantity: Number(u.handledQuantity),
      palletQuantity: Number(u.palletQuantity),
      dispatchedQuantity: Number(u.dispatchedQuantity),
      packagingQty: d.packagingQty === null ? null : Number(d.packagingQty),
      note: u.note,
      supplierLot: u.supplierLot,
      overReceiptQty: Number(u.overReceiptQty),
      overReceiptConfirmedBy:
        names.confirmerFirstName === null
          ? null
          : `${names.confirmerFirstName} ${names.confirmerLastName ?? ''}`.trim(),
      overReceiptConfirmedAt: u.overReceiptConfirmedAt?.toISOString() ?? null,
    });
    byReceiving.set(u.inspectionId, list);
  }
  return byReceiving;
}

async function toReceivings(db: DbOrTx, rows: TReceivingRow[]): Promise<TUnloadingInspection[]> {
  const lines = await receivingLinesOf(
    db,
    rows.map((row) => row.r.inspectionId),
  );
  return rows.map(({ r, ...joined }) => ({
    inspectionId: r.inspectionId,
    no: r.no,
    poId: r.poId,
    poNo: joined.poNo,
    poStatusId: joined.poStatusId,
    suplierId: joined.suplierId,
    suplierName: joined.suplierName,
    containerNo: r.containerNo,
    arrivalTime: r.arrivalTime.toISOString(),
    unloadingDate: r.unloadingDate,
    takeAwayDate: r.takeAwayDate,
    unloadingPeople: r.unloadingPeople,
    conditionOfProduct: r.conditionOfProduct,
    notes: r.notes,
    images: r.images,
    status: r.status,
    statusName: receivingStatusName(r.status),
    createdAt: r.createdAt.toISOString(),
    unloadingDetail: lines.get(r.inspectionId) ?? [],
  }));
}

/** GET UnloadingInspection/GetAllUnloadingInspection: one page (or the whole filter), the newest arrival first. */
export async function listReceivings(db: DbOrTx, query: TUnloadingInspectionListQuery) {
  const where = receivingListWhere(query);
  const page = await listPage(query, {
    rows: selectReceivings(db)
      .where(where)
      .orderBy(
        ...orderByOf(SORTS, query, { field: 'arrivalTime', order: 'descend' }, unloadingInspection.inspectionId),
      ),
    count: withOrderAndSupplier(db.select({ total: count() }).from(unloadingInspection).$dynamic()).where(where),
    toRow: (row: TReceivingRow) => row,
  });
  return { rows: await toReceivings(db, page.rows), meta: page.meta };
}

/** GET UnloadingInspection/GetUnloadingInspectionById?id; 404 when there is none. */
export async function getReceiving(db: DbOrTx, inspectionId: number): Promise<TUnloadingInspection> {
  const rows = await selectReceivings(db).where(eq(unloadingInspection.inspectionId, inspectionId));
  if (rows.length === 0) throw new NotFoundError(`Receiving ${inspectionId} was not found.`);
  const [receiving] = await toReceivings(db, rows);
  return receiving;
}

/** The receiving's lines of these order lines, each with its order line's quantity, received total and item code. */
export async function receivedLinesOf(
  db: DbOrTx,
  inspectionId: number,
  poDetailIds: number[],
): Promise<
  {
    detailId: number;
    poDetailId: number;
    quantity: string;
    received: string;
    overReceiptQty: string;
    rawMaterialCode: string | null;
    productCode: string | null;
  }[]
> {
  const select = db
    .select({
      detailId: unloadingDetail.detailId,
      poDetailId: poDetails.poDetailId,
      quantity: poDetails.quantity,
      received: poDetails.totalRevQty,
      overReceiptQty: unloadingDetail.overReceiptQty,
      rawMaterialCode: rawMaterials.rawMaterialCode,
      productCode: products.productCode,
    })
    .from(unloadingDetail)
    .$dynamic();
  return withJoins(
    select,
    (q) => poDetails.innerJoin(q, unloadingDetail.poDetailId),
    (q) => rawMaterials.leftJoin(q, poDetails.rawMaterialId),
    (q) => products.leftJoin(q, poDetails.outSourceProd),
  ).where(and(eq(unloadingDetail.inspectionId, inspectionId), inArray(unloadingDetail.poDetailId, poDetailIds)));
}

/**
 * What purchase orders read of their receivings (purchase-orders/order-receivings.ts; receiving/index.ts provides
 * it): the picker's 'no open receiving', the cancel's 'no receiving', and the roll-up's sums per order line.
 */
export const ORDER_RECEIVINGS: TOrderReceivings = {
  openReceiving: sql`exists (select 1 from ${unloadingInspection} where ${unloadingInspection.poId} = ${purchaseOrders.poId} and ${unloadingInspection.status} = ${RECEIVING_STATUS.InProcessing})`,
  hasReceiving: async (db, poId) => {
    const [receiving] = await db
      .select({ id: unloadingInspection.inspectionId })
      .from(unloadingInspection)
      .where(eq(unloadingInspection.poId, poId))
      .limit(1);
    return receiving !== undefined;
  },
  lineTotals: {
    totalRevQty: sql`coalesce((select sum(${unloadingDetail.revQuantity}) from ${unloadingDetail} where ${unloadingDetail.poDetailId} = ${poDetails.poDetailId}), 0)`,
    totalHandledQty: sql`coalesce((select sum(${unloadingDetail.handledQuantity}) from ${unloadingDetail} where ${unloadingDetail.poDetailId} = ${poDetails.poDetailId}), 0)`,
  },
};
