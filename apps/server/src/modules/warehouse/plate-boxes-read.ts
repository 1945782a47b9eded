import type { TPlate, TPlateBox } from '@packline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { box, plate, plateBox } from './warehouse.tables.ts';
import { listPlates } from './warehouse-layout-read.ts';

// The reads of boxes on pallets by suborder (spec 02 §7): the boxes a suborder made, where they stand. A box belongs to
// a suborder through box.suborder_id (the production issue's suborder table will own the id).

/** GET PlateBox/GetAllPlateBox?suborderId: the active plate-box links of the suborder's boxes, by pallet then box. */
export async function listPlateBoxesOfSuborder(db: DbOrTx, suborderId: number): Promise<TPlateBox[]> {
  const rows = await db
    .select({
      plateBoxId: plateBox.plateBoxId,
      boxId: box.boxId,
      barCode: box.barCode,
      plateId: plate.plateId,
      plateCode: plate.plateCode,
      productId: box.productId,
      productCode: product.productCode,
      productName: product.productName,
      quantity: box.quantity,
      active: plateBox.active,
      exWarehouseQty: plateBox.exWarehouseQty,
      suborderId: box.suborderId,
      createdAt: plateBox.createdAt,
    })
    .from(plateBox)
    .innerJoin(box, eq(box.boxId, plateBox.boxId))
    .innerJoin(plate, eq(plate.plateId, plateBox.plateId))
    .innerJoin(product, eq(product.productId, box.productId))
    .where(and(eq(box.suborderId, suborderId), eq(plateBox.active, true)))
    .orderBy(asc(plate.plateCode), asc(box.boxId));
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
  const holdsSuborder = sql`exists (select 1 from ${plateBox} join ${box} on ${box.boxId} = ${plateBox.boxId}
    where ${plateBox.plateId} = ${plate.plateId} and ${plateBox.active} and ${box.suborderId} = ${suborderId})`;
  const { rows } = await listPlates(db, { sortField: 'plateCode', sortOrder: 'ascend' }, holdsSuborder);
  return rows;
}
