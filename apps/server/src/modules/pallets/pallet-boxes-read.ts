import type { TPallet, TPalletBox } from '@packline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes, palletBoxes } from '../boxes/boxes.reads.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { listPallets } from './warehouse-map-read.ts';

// The reads of boxes on pallets by suborder (spec 02 §7): the boxes a suborder made, where they stand. A box belongs to
// a suborder through box.suborder_id (the production issue's suborder table will own the id).

/** GET PlateBox/GetAllPlateBox?suborderId: the active pallet-box links of the suborder's boxes, by pallet then box. */
export async function listPalletBoxesOfSuborder(db: DbOrTx, suborderId: number): Promise<TPalletBox[]> {
  const select = palletBoxes.select(db, {
    plateBoxId: palletBoxes.plateBoxId,
    boxId: boxes.boxId,
    barCode: boxes.barCode,
    plateId: pallets.plateId,
    plateCode: pallets.plateCode,
    productId: boxes.productId,
    productCode: products.productCode,
    productName: products.productName,
    quantity: boxes.quantity,
    active: palletBoxes.active,
    exWarehouseQty: palletBoxes.exWarehouseQty,
    suborderId: boxes.suborderId,
    createdAt: palletBoxes.createdAt,
  });
  const rows = await withJoins(
    select,
    (q) => boxes.innerJoin(q, palletBoxes.boxId),
    (q) => pallets.innerJoin(q, palletBoxes.plateId),
    (q) => products.innerJoin(q, boxes.productId),
  )
    .where(and(eq(boxes.suborderId, suborderId), eq(palletBoxes.active, true)))
    .orderBy(asc(pallets.plateCode), asc(boxes.boxId));
  return rows.map(({ productCode, productName, ...row }) => ({
    ...row,
    product: { productCode, productName },
    quantity: Number(row.quantity),
    exWarehouseQty: row.exWarehouseQty === null ? null : Number(row.exWarehouseQty),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET Plate/GetPalletBySuborder?suborderid: the pallets holding at least one of the suborder's boxes, by code. */
export async function listPalletsOfSuborder(db: DbOrTx, suborderId: number): Promise<TPallet[]> {
  const holdsSuborder = sql`exists (${palletBoxes.boxesOn(pallets.plateId, eq(boxes.suborderId, suborderId))})`;
  const { rows } = await listPallets(db, { sortField: 'plateCode', sortOrder: 'ascend' }, holdsSuborder);
  return rows;
}
