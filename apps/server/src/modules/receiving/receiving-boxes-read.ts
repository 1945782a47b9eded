import {
  BOX_STATUS,
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
  type TGenerateReceivingBoxesQuery,
  type TReceivingBox,
} from '@packline/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes, palletBoxes } from '../boxes/boxes.reads.ts';
import { products, rawMaterials } from '../catalogue/catalogue.reads.ts';
import { poDetails } from '../purchase-orders/purchase-orders.reads.ts';
import { rawMaterialBoxes } from '../raw-materials/raw-materials.reads.ts';
import { PALLET_PLACE_COLUMNS, palletPlaceOf } from '../warehouse-layout/pallet-place.ts';
import { leftJoinPalletPlace, pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { receivingBox, unloadingDetail } from './receiving.tables.ts';

// The boxes a receiving generated (RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId): raw material boxes and
// product boxes, each with its line's item and where its pallet stands (the warehouse modules' published reads).

const boxPalletId = sql<number | null>`coalesce(${rawMaterialBoxes.plateId}, ${palletBoxes.plateId})`;

function selectReceivingBoxes(db: DbOrTx) {
  const select = db
    .select({
      receivingBoxId: receivingBox.receivingBoxId,
      inspectionId: receivingBox.inspectionId,
      detailId: receivingBox.detailId,
      poDetailId: poDetails.poDetailId,
      rawMaterialBoxId: receivingBox.rawMaterialBoxId,
      boxId: receivingBox.boxId,
      sequence: receivingBox.sequence,
      quantity: receivingBox.quantity,
      onPallet: receivingBox.onPallet,
      rawMaterialCode: rawMaterials.rawMaterialCode,
      rawMaterialName: rawMaterials.rawMaterialName,
      productCode: products.productCode,
      productName: products.productName,
      boxCode: rawMaterialBoxes.boxCode,
      barCode: boxes.barCode,
      rawActive: rawMaterialBoxes.active,
      rawExWarehouse: rawMaterialBoxes.exWarehouse,
      boxStatus: boxes.status,
      poNumber: sql<string | null>`coalesce(${rawMaterialBoxes.poNumber}, ${boxes.poNo})`,
      supplierLot: rawMaterialBoxes.supplierLot,
      plateId: boxPalletId,
      ...PALLET_PLACE_COLUMNS,
      createdAt: receivingBox.createdAt,
    })
    .from(receivingBox)
    .innerJoin(unloadingDetail, eq(unloadingDetail.detailId, receivingBox.detailId))
    .$dynamic();
  return withJoins(
    select,
    (q) => poDetails.innerJoin(q, unloadingDetail.poDetailId),
    (q) => rawMaterials.leftJoin(q, poDetails.rawMaterialId),
    (q) => products.leftJoin(q, poDetails.outSourceProd),
    (q) => rawMaterialBoxes.leftJoin(q, receivingBox.rawMaterialBoxId),
    (q) => boxes.leftJoin(q, receivingBox.boxId),
    (q) => palletBoxes.leftJoinActive(q, receivingBox.boxId),
    (q) => pallets.leftJoin(q, boxPalletId),
    leftJoinPalletPlace,
  );
}
type TRow = Awaited<ReturnType<typeof selectReceivingBoxes>>[number];

function toReceivingBox(r: TRow): TReceivingBox & { inspectionId: number; onPallet: boolean } {
  const isRaw = r.rawMaterialBoxId !== null;
  return {
    inspectionId: r.inspectionId,
    onPallet: r.onPallet === 1,
    kind: isRaw ? 'rawMaterialBox' : 'box',
    rawMaterialBoxId: r.rawMaterialBoxId,
    boxId: r.boxId,
    code: (isRaw ? r.boxCode : r.barCode) ?? '',
    detailId: r.detailId,
    poDetailId: r.poDetailId,
    itemCode: r.rawMaterialCode ?? r.productCode ?? '',
    itemName: r.rawMaterialName ?? r.productName ?? '',
    quantity: Number(r.quantity),
    sequence: r.sequence,
    poNumber: r.poNumber,
    supplierLot: r.supplierLot,
    live: isRaw
      ? r.rawActive === RAW_MATERIAL_BOX_ACTIVE.Active && r.rawExWarehouse === RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse
      : r.boxStatus === BOX_STATUS.InStock,
    plateId: r.plateId === null ? null : Number(r.plateId),
    ...palletPlaceOf({ ...r, plateId: r.plateId === null ? null : Number(r.plateId) }),
    createdAt: r.createdAt.toISOString(),
  };
}

async function receivingBoxesWhere(db: DbOrTx, where: SQL | undefined) {
  const rows = await selectReceivingBoxes(db)
    .where(where)
    .orderBy(asc(receivingBox.detailId), asc(receivingBox.sequence), asc(receivingBox.receivingBoxId));
  return rows.map(toReceivingBox);
}

/** GET RawMaterialBox/GetRawMaterialBoxAndBoxByInspectionId: the receiving's boxes by line, in their order. */
export async function listReceivingBoxes(db: DbOrTx, inspectionId: number): Promise<TReceivingBox[]> {
  const rows = await receivingBoxesWhere(db, eq(receivingBox.inspectionId, inspectionId));
  return rows.map(({ inspectionId: _, onPallet: __, ...reply }) => reply);
}

/** The generated boxes among these raw material boxes and boxes (a box no receiving made is absent). */
export function findReceivingBoxes(
  db: DbOrTx,
  ids: { rawMaterialBoxIds: readonly number[]; boxIds: readonly number[] },
) {
  const raw = ids.rawMaterialBoxIds.length
    ? inArray(receivingBox.rawMaterialBoxId, [...ids.rawMaterialBoxIds])
    : undefined;
  const boxes = ids.boxIds.length ? inArray(receivingBox.boxId, [...ids.boxIds]) : undefined;
  if (!raw && !boxes) return Promise.resolve([]);
  return receivingBoxesWhere(db, or(raw, boxes));
}

/** A generated box by its code (a raw material box's code or a box's barcode), or null; `exists` if any box has it. */
export async function findReceivingBoxByCode(db: DbOrTx, code: string) {
  const [found] = await receivingBoxesWhere(
    db,
    or(sql`upper(${rawMaterialBoxes.boxCode}) = upper(${code})`, sql`upper(${boxes.barCode}) = upper(${code})`),
  );
  if (found) return { found, exists: true };
  const [raw] = await rawMaterialBoxes
    .select(db, { id: rawMaterialBoxes.rawMaterialBoxId })
    .where(sql`upper(${rawMaterialBoxes.boxCode}) = upper(${code})`);
  const [other] = await boxes.select(db, { id: boxes.boxId }).where(sql`upper(${boxes.barCode}) = upper(${code})`);
  return { found: null, exists: Boolean(raw || other) };
}

/**
 * The receiving's line of the item (its id on the order line: a raw material, or an outsourced product; or the line
 * itself by `detailId`), locked for the stock step; undefined when the receiving has none.
 */
export async function lockReceivingLineOf(tx: Transaction, inspectionId: number, query: TGenerateReceivingBoxesQuery) {
  const item = query.rawMaterialId;
  const select = tx
    .select({
      detailId: unloadingDetail.detailId,
      revQuantity: unloadingDetail.revQuantity,
      handledQuantity: unloadingDetail.handledQuantity,
      supplierLot: unloadingDetail.supplierLot,
      rawMaterialId: poDetails.rawMaterialId,
      outSourceProd: poDetails.outSourceProd,
    })
    .from(unloadingDetail)
    .$dynamic();
  const [line] = await poDetails
    .innerJoin(select, unloadingDetail.poDetailId)
    .where(
      and(
        eq(unloadingDetail.inspectionId, inspectionId),
        query.detailId !== undefined
          ? eq(unloadingDetail.detailId, query.detailId)
          : item !== undefined
            ? or(eq(poDetails.rawMaterialId, item), eq(poDetails.outSourceProd, item))
            : sql`false`,
      ),
    )
    // A raw material and an outsourced product may share an id: the raw material's line first (the call's name).
    .orderBy(sql`${poDetails.outSourceProd} is not null`)
    .limit(1)
    .for('update', { of: unloadingDetail });
  return line;
}
