import {
  BOX_STATUS,
  BOX_STATUS_NAMES,
  type TBox,
  type TBoxLocation,
  type TPageMeta,
  type TPageQuery,
  WAREHOUSE_MESSAGES,
} from '@packline/domain';
import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import { pageMeta, pageWindow, type TPageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { getProduct } from '../catalogue/products.service.ts';
import { PALLET_PLACE_COLUMNS, palletPlaceOf } from '../warehouse-layout/pallet-place.ts';
import { leftJoinPalletPlace, pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { box, palletBox } from './boxes.tables.ts';

// The box reads that show the product (its code and name from the catalogue's table): GenerateBox's answer and a
// scanned barcode.

/** Boxes with their product and their pallet (the active pallet-box link), oldest first; one page when asked. */
export async function listBoxes(
  db: DbOrTx,
  where: SQL | undefined,
  window: TPageWindow | null = null,
): Promise<TBox[]> {
  const select = db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      productId: box.productId,
      productCode: products.productCode,
      productName: products.productName,
      quantity: box.quantity,
      status: box.status,
      source: box.source,
      location: box.location,
      notes: box.notes,
      plateId: pallets.plateId,
      palletCode: pallets.plateCode,
      createdAt: box.createdAt,
      updatedAt: box.updatedAt,
      printedAt: box.printedAt,
      dispatchedAt: box.dispatchedAt,
    })
    .from(box)
    .leftJoin(palletBox, and(eq(palletBox.boxId, box.boxId), eq(palletBox.active, true)))
    .$dynamic();
  const query = withJoins(
    select,
    (q) => products.innerJoin(q, box.productId),
    (q) => pallets.leftJoin(q, palletBox.plateId),
  )
    .where(where)
    .orderBy(asc(box.createdAt), asc(box.boxId))
    .$dynamic();
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
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

/** GET Box/GetAllBox?productId or ?suborderId (spec 02 §7): every box of a product or of a job, any status, oldest first; paged. */
export async function listBoxesOfProduct(
  db: DbOrTx,
  of: { productId?: number; suborderId?: number },
  query: TPageQuery,
): Promise<{ rows: TBox[]; meta: TPageMeta | null }> {
  const where = and(
    of.productId === undefined ? undefined : eq(box.productId, of.productId),
    of.suborderId === undefined ? undefined : eq(box.suborderId, of.suborderId),
  );
  const window = pageWindow(query);
  const rows = await listBoxes(db, where, window);
  if (!window) return { rows, meta: null };
  const [counted] = await db.select({ total: count() }).from(box).where(where);
  return { rows, meta: pageMeta(window, counted?.total ?? 0) };
}

/** The pallet each box stands on (its active pallet-box link); a box on no pallet is absent. */
export async function activePalletsOf(tx: DbOrTx, boxIds: readonly number[]): Promise<Map<number, number>> {
  if (boxIds.length === 0) return new Map();
  const links = await tx
    .select({ boxId: palletBox.boxId, plateId: palletBox.plateId })
    .from(palletBox)
    .where(and(inArray(palletBox.boxId, [...new Set(boxIds)]), eq(palletBox.active, true)));
  return new Map(links.map((link) => [link.boxId, link.plateId]));
}

// ---- Stock and where it stands --------------------------------------------------------------------------------------------------------

/** In stock: status 1 with pieces left (README). */
export const inStock = () => and(eq(box.status, BOX_STATUS.InStock), gt(box.quantity, 0));

/**
 * GET Box/GetBoxLocationByProductId: the product's boxes in stock, oldest first (pick the oldest first), each with its
 * pallet and where that pallet stands: a shelf cell, a temporary zone, or neither yet. One query.
 */
export async function listBoxLocationsOfProduct(db: DbOrTx, productId: number): Promise<TBoxLocation[]> {
  await getProduct(db, productId);
  const select = db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      productId: box.productId,
      quantity: box.quantity,
      plateId: pallets.plateId,
      ...PALLET_PLACE_COLUMNS,
      createdAt: box.createdAt,
    })
    .from(box)
    .leftJoin(palletBox, and(eq(palletBox.boxId, box.boxId), eq(palletBox.active, true)))
    .$dynamic();
  const rows = await withJoins(select, (q) => pallets.leftJoin(q, palletBox.plateId), leftJoinPalletPlace)
    .where(and(eq(box.productId, productId), inStock()))
    .orderBy(asc(box.createdAt), asc(box.boxId));
  return rows.map((r) => ({
    boxId: r.boxId,
    barCode: r.barCode,
    productId: r.productId,
    quantity: Number(r.quantity),
    ...palletPlaceOf(r),
    createdAt: r.createdAt.toISOString(),
  }));
}
