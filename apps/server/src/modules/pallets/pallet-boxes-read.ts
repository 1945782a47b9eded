import type { TPlate, TPlateBox } from '@packline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';
import { listPallets } from './warehouse-map-read.ts';

// The reads of boxes on pallets by suborder (spec 02 §7): the boxes a suborder made, where they stand. A box belongs to
// a suborder through box.suborder_id (the production issue's suborder table will own the id).

/** GET PlateBox/GetAllPlateBox?suborderId: the active pallet-box links of the suborder's boxes, by pallet then box. */
export async function listPalletBoxesOfSuborder(db: DbOrTx, suborderId: number): Promise<TPlateBox[]> {
  const rows = await db
    .select({
      plateBoxId: palletBox.plateBoxId,
      boxId: box.boxId,
      barCode: box.barCode,
      plateId: pallet.plateId,
      plateCode: pallet.plateCode,
      productId: box.productId,
      productCode: product.productCode,
      productName: product.productName,
      quantity: box.quantity,
      active: palletBox.active,
      exWarehouseQty: palletBox.exWarehouseQty,
      suborderId: box.suborderId,
      createdAt: palletBox.createdAt,
    })
    .from(palletBox)
    .innerJoin(box, eq(box.boxId, palletBox.boxId))
    .innerJoin(pallet, eq(pallet.plateId, palletBox.plateId))
    .innerJoin(product, eq(product.productId, box.productId))
    .where(and(eq(box.suborderId, suborderId), eq(palletBox.active, true)))
    .orderBy(asc(pallet.plateCode), asc(box.boxId));
  return rows.map(({ productCode, productName, ...row }) => ({
    ...row,
    product: { productCode, productName },
    quantity: Number(row.quantity),
    exWarehouseQty: row.exWarehouseQty === null ? null : Number(row.exWarehouseQty),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET Plate/GetPalletBySuborder?suborderid: the pallets holding at least one of the suborder's boxes, by code. */
export async function listPalletsOfSuborder(db: DbOrTx, suborderId: number): Promise<TPlate[]> {
  const holdsSuborder = sql`exists (select 1 from ${palletBox} join ${box} on ${box.boxId} = ${palletBox.boxId}
    where ${palletBox.plateId} = ${pallet.plateId} and ${palletBox.active} and ${box.suborderId} = ${suborderId})`;
  const { rows } = await listPallets(db, { sortField: 'plateCode', sortOrder: 'ascend' }, holdsSuborder);
  return rows;
}
