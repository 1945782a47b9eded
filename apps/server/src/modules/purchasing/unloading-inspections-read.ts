import {
  RECEIVING_STATUS_NAMES,
  receivingStatusName,
  startOfBusinessDay,
  type TReceivingSortField,
  type TUnloadingDetail,
  type TUnloadingInspection,
  type TUnloadingInspectionListQuery,
} from '@packline/domain';
import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf, type TSortable } from '../../http/list-query.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { poDetail, purchaseOrder, supplier, unloadingDetail, unloadingInspection } from './purchasing.tables.ts';

// The receiving reads (spec 02 §2 Purchase Receiving List, §7 Receiving; issue 16 "Receiving"): the list, one
// receiving, each with its lines named by the order's raw material or outsourced product.

const SORTS: Record<TReceivingSortField, TSortable> = {
  no: unloadingInspection.no,
  arrivalTime: unloadingInspection.arrivalTime,
  createdAt: unloadingInspection.createdAt,
  poNo: purchaseOrder.poNo,
  suplierName: supplier.suplierName,
  status: unloadingInspection.status,
};

function selectReceivings(db: DbOrTx) {
  return db
    .select({
      r: unloadingInspection,
      poNo: purchaseOrder.poNo,
      poStatusId: purchaseOrder.poStatusId,
      suplierId: purchaseOrder.suplierId,
      suplierName: supplier.suplierName,
    })
    .from(unloadingInspection)
    .innerJoin(purchaseOrder, eq(purchaseOrder.poId, unloadingInspection.poId))
    .innerJoin(supplier, eq(supplier.suplierId, purchaseOrder.suplierId));
}
type TReceivingRow = Awaited<ReturnType<typeof selectReceivings>>[number];

function receivingListWhere(query: TUnloadingInspectionListQuery): SQL | undefined {
  return and(
    query.start === undefined ? undefined : gte(unloadingInspection.arrivalTime, startOfBusinessDay(query.start)),
    query.end === undefined ? undefined : lt(unloadingInspection.arrivalTime, startOfBusinessDay(query.end, 1)),
    query.poId === undefined ? undefined : eq(unloadingInspection.poId, query.poId),
    query.suplierId === undefined ? undefined : eq(purchaseOrder.suplierId, query.suplierId),
    query.status === undefined ? undefined : eq(unloadingInspection.status, query.status),
    searchOf(query.search, (pattern, word) => [
      ...ilikeAny(pattern, [
        unloadingInspection.no,
        unloadingInspection.containerNo,
        unloadingInspection.unloadingPeople,
        unloadingInspection.notes,
        purchaseOrder.poNo,
        supplier.suplierName,
      ]),
      ...namedMatches(word, unloadingInspection.status, RECEIVING_STATUS_NAMES),
    ]),
  );
}

/** The lines of the receivings, by receiving, in the order's line order. */
export async function receivingLinesOf(db: DbOrTx, inspectionIds: number[]) {
  const byReceiving = new Map<number, TUnloadingDetail[]>();
  if (inspectionIds.length === 0) return byReceiving;
  const rows = await db
    .select({
      u: unloadingDetail,
      d: poDetail,
      rawMaterialCode: rawMaterial.rawMaterialCode,
      rawMaterialName: rawMaterial.rawMaterialName,
      productCode: product.productCode,
      productName: product.productName,
      confirmerFirstName: employee.firstName,
      confirmerLastName: employee.lastName,
    })
    .from(unloadingDetail)
    .innerJoin(poDetail, eq(poDetail.poDetailId, unloadingDetail.poDetailId))
    .leftJoin(employee, eq(employee.employeeId, unloadingDetail.overReceiptConfirmedBy))
    .leftJoin(rawMaterial, eq(rawMaterial.rawMaterialId, poDetail.rawMaterialId))
    .leftJoin(product, eq(product.productId, poDetail.outSourceProd))
    .where(inArray(unloadingDetail.inspectionId, inspectionIds))
    .orderBy(asc(unloadingDetail.inspectionId), asc(poDetail.poDetailId));
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
    count: db
      .select({ total: count() })
      .from(unloadingInspection)
      .innerJoin(purchaseOrder, eq(purchaseOrder.poId, unloadingInspection.poId))
      .innerJoin(supplier, eq(supplier.suplierId, purchaseOrder.suplierId))
      .where(where),
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
export async function receivedLinesOf(db: DbOrTx, inspectionId: number, poDetailIds: number[]) {
  return db
    .select({
      detailId: unloadingDetail.detailId,
      poDetailId: poDetail.poDetailId,
      quantity: poDetail.quantity,
      received: poDetail.totalRevQty,
      overReceiptQty: unloadingDetail.overReceiptQty,
      rawMaterialCode: rawMaterial.rawMaterialCode,
      productCode: product.productCode,
    })
    .from(unloadingDetail)
    .innerJoin(poDetail, eq(poDetail.poDetailId, unloadingDetail.poDetailId))
    .leftJoin(rawMaterial, eq(rawMaterial.rawMaterialId, poDetail.rawMaterialId))
    .leftJoin(product, eq(product.productId, poDetail.outSourceProd))
    .where(and(eq(unloadingDetail.inspectionId, inspectionId), inArray(unloadingDetail.poDetailId, poDetailIds)));
}
