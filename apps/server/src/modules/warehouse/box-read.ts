import { BOX_STATUS_NAMES, type TBox, type TPageMeta, type TPageQuery, WAREHOUSE_MESSAGES } from '@packline/domain';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { pageMeta, pageWindow, type TPageWindow } from '../../http/paging.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { box, plate, plateBox } from './warehouse.tables.ts';

// The box reads that show the product (its code and name from the catalogue's table): GenerateBox's answer and a
// scanned barcode.

/** Boxes with their product and their pallet (the active plate-box link), oldest first; one page when asked. */
export async function listBoxes(
  db: DbOrTx,
  where: SQL | undefined,
  window: TPageWindow | null = null,
): Promise<TBox[]> {
  const query = db
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
