import { BOX_STATUS, PALLET_CONTENT_KIND, type TPalletContent } from '@packline/domain';
import { type AnyColumn, and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes, palletBoxes } from '../boxes/boxes.reads.ts';
import { products, rawMaterials } from '../catalogue/catalogue.reads.ts';
import { rawMaterialBoxes } from '../raw-materials/raw-materials.reads.ts';

// What stands on a pallet, read one way everywhere it is counted, shown or printed (issue 30): every box on it, product
// or raw material. A product box is on a pallet through its active pallet-box link while it is not Out (a delivered box
// keeps its last link); a raw material box through its plate_id while it is in the warehouse (active, not picked).

/** The product boxes on the pallet (its id column or value given): the rows of a subquery. */
const productBoxesOn = (plateId: AnyColumn | number) => palletBoxes.boxesOn(plateId, ne(boxes.status, BOX_STATUS.Out));

/** The raw material boxes on the pallet: the rows of a subquery. */
const rawMaterialBoxesOn = (plateId: AnyColumn | number) => rawMaterialBoxes.inWarehouseOn(plateId);

/** How many boxes of any kind stand on the pallet (a column of a select over pallet). */
export const palletBoxCount = (plateId: AnyColumn): SQL<number> =>
  sql<number>`((select count(*) from (${productBoxesOn(plateId)}) as product_boxes) + (select count(*) from (${rawMaterialBoxesOn(plateId)}) as raw_material_boxes))::int`;

/** The pallet holds at least one box of any kind; `not(holdsBoxes(…))` is an empty pallet. */
export const holdsBoxes = (plateId: AnyColumn): SQL =>
  sql`(exists (${productBoxesOn(plateId)}) or exists (${rawMaterialBoxesOn(plateId)}))`;

/**
 * Per pallet, what stands on it: a line per product (boxes, pieces) then a line per raw material (boxes, KG), each by
 * code. The temporary zone tiles and the pallet labels print these.
 */
export async function palletContentsOf(
  db: DbOrTx,
  plateIds: readonly number[],
): Promise<Map<number, TPalletContent[]>> {
  const byPallet = new Map<number, TPalletContent[]>();
  const ids = [...new Set(plateIds)];
  if (ids.length === 0) return byPallet;
  const [productLines, materials] = await Promise.all([
    withJoins(
      palletBoxes.select(db, {
        plateId: palletBoxes.plateId,
        itemId: products.productId,
        code: products.productCode,
        name: products.productName,
        boxCount: sql<number>`count(*)::int`,
        quantity: sql<string>`sum(${boxes.quantity})`,
      }),
      (q) => boxes.innerJoin(q, palletBoxes.boxId),
      (q) => products.innerJoin(q, boxes.productId),
    )
      .where(and(eq(palletBoxes.active, true), inArray(palletBoxes.plateId, ids), ne(boxes.status, BOX_STATUS.Out)))
      .groupBy(palletBoxes.plateId, products.productId)
      .orderBy(asc(products.productCode)),
    withJoins(
      rawMaterialBoxes.select(db, {
        plateId: sql<number>`${rawMaterialBoxes.plateId}`,
        itemId: rawMaterials.rawMaterialId,
        code: rawMaterials.rawMaterialCode,
        name: rawMaterials.rawMaterialName,
        boxCount: sql<number>`count(*)::int`,
        quantity: sql<string>`sum(${rawMaterialBoxes.quantity})`,
      }),
      (q) => rawMaterials.innerJoin(q, rawMaterialBoxes.rawMaterialId),
    )
      .where(and(inArray(rawMaterialBoxes.plateId, ids), rawMaterialBoxes.inWarehouse))
      .groupBy(rawMaterialBoxes.plateId, rawMaterials.rawMaterialId)
      .orderBy(asc(rawMaterials.rawMaterialCode)),
  ]);
  const add = (kind: TPalletContent['kind'], rows: typeof productLines) => {
    for (const { plateId, ...row } of rows) {
      const list = byPallet.get(plateId) ?? [];
      list.push({ kind, ...row, boxCount: Number(row.boxCount), quantity: Number(row.quantity ?? 0) });
      byPallet.set(plateId, list);
    }
  };
  add(PALLET_CONTENT_KIND.Product, productLines);
  add(PALLET_CONTENT_KIND.RawMaterial, materials);
  return byPallet;
}
