import {
  BOX_STATUS,
  BOX_STATUS_NAMES,
  type TBox,
  type TBoxLocation,
  toApiDate,
  WAREHOUSE_MESSAGES,
} from '@packline/domain';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/seed/insert-in-chunks.ts';
import { NotFoundError } from '../../http/errors.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { box, cell, plate, plateBox, shelf, tempZone, zoneType } from './warehouse.tables.ts';

// Boxes (spec 02 §3/§4, issue 6): GenerateBox and every seeder create labelled boxes here. A new box is in stock
// (status 1) holding its pieces; with a pallet it stands on that pallet through an active plate-box link.

export interface TNewBoxes {
  productId: number;
  quantityPerBox: number;
  count: number;
  source: number;
  plateId?: number | null;
  /** The date printed in the barcode ('YYYY-MM-DD' or 'YYYY/MM/DD'); today in Auckland by default. */
  barcodeDate?: string;
  createdBy: number | null;
  /** When the boxes were made (the seeders spread them over past days); now by default. */
  createdAt?: Date;
}

/**
 * The one barcode scheme: product code, barcode date (YYMMDD) and the box's own id as the sequence, e.g.
 * `CUP8-261122-0001`. The id comes from the box table's identity sequence, so two people generating at the same
 * moment can never get the same barcode.
 */
export function boxBarCode(productCode: string, barcodeDate: string, boxId: number): string {
  const yymmdd = barcodeDate.slice(2, 10).replace(/[-/]/g, '');
  return `${productCode.trim().toUpperCase()}-${yymmdd}-${String(boxId).padStart(4, '0')}`;
}

/** Creates `count` labelled boxes of a product, each holding `quantityPerBox` pieces, in stock (optionally on a pallet). */
export async function createBoxes(tx: DbOrTx, boxes: TNewBoxes): Promise<{ boxId: number; barCode: string }[]> {
  return createBoxBatches(tx, [boxes]);
}

/** createBoxes for several products at once (the demo seeder): one id fetch and chunked inserts for them all. */
export async function createBoxBatches(
  tx: DbOrTx,
  batches: readonly TNewBoxes[],
): Promise<{ boxId: number; barCode: string }[]> {
  const total = batches.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return [];
  const productIds = [...new Set(batches.map((b) => b.productId))];
  const products = await tx
    .select({ productId: product.productId, productCode: product.productCode })
    .from(product)
    .where(inArray(product.productId, productIds));
  const codeOf = new Map(products.map((p) => [p.productId, p.productCode]));
  const missing = productIds.find((id) => !codeOf.has(id));
  if (missing !== undefined) throw new NotFoundError(`Product ${missing} was not found.`);

  const ids = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('box', 'box_id'))::int` })
    .from(sql`generate_series(1, ${total}::int)`);
  const boxIds = ids.map((r) => Number(r.id));
  const now = new Date();
  const today = toApiDate(now);
  const rows: (typeof box.$inferInsert)[] = [];
  const links: (typeof plateBox.$inferInsert)[] = [];
  let next = 0;
  for (const batch of batches) {
    const date = batch.barcodeDate ?? (batch.createdAt ? toApiDate(batch.createdAt) : today);
    for (let sequence = 1; sequence <= batch.count; sequence++) {
      const boxId = boxIds[next++] as number;
      rows.push({
        boxId,
        barCode: boxBarCode(codeOf.get(batch.productId) as string, date, boxId),
        productId: batch.productId,
        quantity: batch.quantityPerBox,
        status: BOX_STATUS.InStock,
        source: batch.source,
        sequence,
        printedAt: batch.createdAt ?? now,
        createdAt: batch.createdAt ?? now,
        createdBy: batch.createdBy,
      });
      if (batch.plateId != null) {
        const linkedAt = batch.createdAt ?? now;
        links.push({ plateId: batch.plateId, boxId, active: true, createdAt: linkedAt, createdBy: batch.createdBy });
      }
    }
  }
  await insertInChunks(tx, box, rows);
  await insertInChunks(tx, plateBox, links);
  return rows.map((r) => ({ boxId: r.boxId as number, barCode: r.barCode }));
}

/** POST Box/GenerateBox: the pallet, when given, must exist; answers the new boxes as read back. */
export async function generateBoxes(tx: DbOrTx, boxes: TNewBoxes): Promise<TBox[]> {
  await getProduct(tx, boxes.productId);
  if (boxes.plateId != null) {
    const [found] = await tx.select({ plateId: plate.plateId }).from(plate).where(eq(plate.plateId, boxes.plateId));
    if (!found) throw new NotFoundError(`Pallet ${boxes.plateId} was not found.`);
  }
  const created = await createBoxes(tx, boxes);
  return listBoxes(
    tx,
    inArray(
      box.boxId,
      created.map((b) => b.boxId),
    ),
  );
}

// ---- Reads --------------------------------------------------------------------------------------------------------

/** In stock: status 1 with pieces left (README). */
export const inStock = () => and(eq(box.status, BOX_STATUS.InStock), gt(box.quantity, 0));

/** Boxes with their product and their pallet (the active plate-box link), oldest first. */
async function listBoxes(db: DbOrTx, where: SQL | undefined): Promise<TBox[]> {
  const rows = await db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      productId: box.productId,
      productCode: product.productCode,
      productName: product.productName,
      quantity: box.quantity,
      status: box.status,
      source: box.source,
      location: box.location,
      notes: box.notes,
      plateId: plate.plateId,
      palletCode: plate.plateCode,
      createdAt: box.createdAt,
      updatedAt: box.updatedAt,
      printedAt: box.printedAt,
      dispatchedAt: box.dispatchedAt,
    })
    .from(box)
    .innerJoin(product, eq(product.productId, box.productId))
    .leftJoin(plateBox, and(eq(plateBox.boxId, box.boxId), eq(plateBox.active, true)))
    .leftJoin(plate, eq(plate.plateId, plateBox.plateId))
    .where(where)
    .orderBy(asc(box.createdAt), asc(box.boxId));
  return rows.map(({ productCode, productName, ...r }) => ({
    ...r,
    quantity: Number(r.quantity),
    product: { productCode, productName },
    statusName: BOX_STATUS_NAMES[r.status] ?? '',
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt?.toISOString() ?? null,
    printedAt: r.printedAt?.toISOString() ?? null,
    dispatchedAt: r.dispatchedAt?.toISOString() ?? null,
  }));
}

/** GET Box/GetBoxByBarCode: any box, whatever its status (a scanned label); unknown → 404 boxNotFound. */
export async function getBoxByBarCode(db: DbOrTx, barCode: string): Promise<TBox> {
  const [found] = await listBoxes(db, eq(box.barCode, barCode.trim()));
  if (!found) throw new NotFoundError(WAREHOUSE_MESSAGES.boxNotFound);
  return found;
}

/**
 * GET Box/GetBoxLocationByProductId: the product's boxes in stock, oldest first (pick the oldest first), each with its
 * pallet and where that pallet stands: a shelf cell, a temporary zone, or neither yet. One query.
 */
export async function listBoxLocationsOfProduct(db: DbOrTx, productId: number): Promise<TBoxLocation[]> {
  await getProduct(db, productId);
  const rows = await db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      productId: box.productId,
      quantity: box.quantity,
      plateId: plate.plateId,
      plateCode: plate.plateCode,
      cellId: cell.cellId,
      shelfCode: shelf.shelfCode,
      rowName: cell.rowName,
      colName: cell.colName,
      zoneTypeId: zoneType.zoneTypeId,
      zoneTypeName: zoneType.zoneTypeName,
      createdAt: box.createdAt,
    })
    .from(box)
    .leftJoin(plateBox, and(eq(plateBox.boxId, box.boxId), eq(plateBox.active, true)))
    .leftJoin(plate, eq(plate.plateId, plateBox.plateId))
    .leftJoin(cell, eq(cell.cellId, plate.cellId))
    .leftJoin(shelf, eq(shelf.shelfId, cell.shelfId))
    .leftJoin(tempZone, eq(tempZone.plateId, plate.plateId))
    .leftJoin(zoneType, eq(zoneType.zoneTypeId, tempZone.zoneTypeId))
    .where(and(eq(box.productId, productId), inStock()))
    .orderBy(asc(box.createdAt), asc(box.boxId));
  return rows.map((r) => ({
    boxId: r.boxId,
    barCode: r.barCode,
    productId: r.productId,
    quantity: Number(r.quantity),
    plate: r.plateId === null ? null : { plateId: r.plateId, plateCode: r.plateCode as string },
    cell:
      r.cellId === null
        ? null
        : {
            cellId: r.cellId,
            shelf: { shelfCode: r.shelfCode as string },
            rowName: r.rowName as string,
            colName: r.colName as string,
          },
    tempzone:
      r.zoneTypeId === null
        ? null
        : { zoneTypeId: r.zoneTypeId, zoneTypeNavigation: { zoneTypeName: r.zoneTypeName as string } },
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Pieces of the product in stock: the sum of its in-stock boxes (README). */
export async function sumProductInStock(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ pieces: sql<string>`coalesce(sum(${box.quantity}), 0)` })
    .from(box)
    .where(and(eq(box.productId, productId), inStock()));
  return Number(row?.pieces ?? 0);
}
