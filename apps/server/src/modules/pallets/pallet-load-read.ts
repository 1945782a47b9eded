import { BOX_STATUS, PALLET_CONTENT_KIND, type TPalletContent } from '@packline/domain';
import { type AnyColumn, and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { product, rawMaterial } from '../catalogue/catalogue.tables.ts';
import { rawMaterialBoxInWarehouse } from '../raw-materials/raw-material-boxes-read.ts';
import { rawMaterialBox } from '../raw-materials/raw-materials.tables.ts';

// What stands on a pallet, read one way everywhere it is counted, shown or printed (issue 30): every box on it, product
// or raw material. A product box is on a pallet through its active pallet-box link while it is not Out (a delivered box
// keeps its last link); a raw material box through its plate_id while it is in the warehouse (active, not picked).

/** The product boxes on the pallet (its id column or value given): the rows of a subquery. */
const productBoxesOn = (plateId: AnyColumn | number) =>
  sql`select 1 from ${palletBox} join ${box} on ${box.boxId} = ${palletBox.boxId} where ${palletBox.plateId} = ${plateId} and ${palletBox.active} and ${box.status} <> ${BOX_STATUS.Out}`;

/** The raw material boxes on the pallet: the rows of a subquery. */
const rawMaterialBoxesOn = (plateId: AnyColumn | number) =>
  sql`select 1 from ${rawMaterialBox} where ${rawMaterialBox.plateId} = ${plateId} and ${rawMaterialBoxInWarehouse()}`;

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
  const [products, materials] = await Promise.all([
    db
      .select({
        plateId: palletBox.plateId,
        itemId: product.productId,
        code: product.productCode,
        name: product.productName,
        boxCount: sql<number>`count(*)::int`,
        quantity: sql<string>`sum(${box.quantity})`,
      })
      .from(palletBox)
      .innerJoin(box, eq(box.boxId, palletBox.boxId))
      .innerJoin(product, eq(product.productId, box.productId))
      .where(and(eq(palletBox.active, true), inArray(palletBox.plateId, ids), ne(box.status, BOX_STATUS.Out)))
      .groupBy(palletBox.plateId, product.productId)
      .orderBy(asc(product.productCode)),
    db
      .select({
        plateId: sql<number>`${rawMaterialBox.plateId}`,
        itemId: rawMaterial.rawMaterialId,
        code: rawMaterial.rawMaterialCode,
        name: rawMaterial.rawMaterialName,
        boxCount: sql<number>`count(*)::int`,
        quantity: sql<string>`sum(${rawMaterialBox.quantity})`,
      })
      .from(rawMaterialBox)
      .innerJoin(rawMaterial, eq(rawMaterial.rawMaterialId, rawMaterialBox.rawMaterialId))
      .where(and(inArray(rawMaterialBox.plateId, ids), rawMaterialBoxInWarehouse()))
      .groupBy(rawMaterialBox.plateId, rawMaterial.rawMaterialId)
      .orderBy(asc(rawMaterial.rawMaterialCode)),
  ]);
  const add = (kind: TPalletContent['kind'], rows: typeof products) => {
    for (const { plateId, ...row } of rows) {
      const list = byPallet.get(plateId) ?? [];
      list.push({ kind, ...row, boxCount: Number(row.boxCount), quantity: Number(row.quantity ?? 0) });
      byPallet.set(plateId, list);
    }
  };
  add(PALLET_CONTENT_KIND.Product, products);
  add(PALLET_CONTENT_KIND.RawMaterial, materials);
  return byPallet;
}
