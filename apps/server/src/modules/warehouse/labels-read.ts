import { BOX_STATUS } from '@packline/domain';
import { and, asc, count, eq, inArray, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { box, plateBox } from './warehouse.tables.ts';

// What the labels print that the warehouse's own tables do not hold: each box's product, its logo type and its
// packaging (the base product's packaging type, else an outsourced product's own), and the products on each pallet.

const basePackaging = alias(packagingType, 'label_base_packaging');
const ownPackaging = alias(packagingType, 'label_own_packaging');

export interface TBoxLabelRow {
  boxId: number;
  barCode: string;
  productId: number;
  productCode: string;
  productName: string;
  quantity: number;
  logoType: number;
  sleeveQty: number | null;
  sleevePkt: number | null;
  createdAt: Date;
}

/** The boxes of these ids (any status) with what their labels print; ids not found are simply absent. */
export async function listBoxLabelRows(db: DbOrTx, boxIds: readonly number[]): Promise<TBoxLabelRow[]> {
  const rows = await db
    .select({
      boxId: box.boxId,
      barCode: box.barCode,
      productId: box.productId,
      productCode: product.productCode,
      productName: product.productName,
      quantity: box.quantity,
      logoType: product.logoType,
      basePackagingId: basePackaging.packagingTypeId,
      baseSleeveQty: basePackaging.sleeveQty,
      baseSleevePkt: basePackaging.sleevePkt,
      ownSleeveQty: ownPackaging.sleeveQty,
      ownSleevePkt: ownPackaging.sleevePkt,
      createdAt: box.createdAt,
    })
    .from(box)
    .innerJoin(product, eq(product.productId, box.productId))
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .leftJoin(basePackaging, eq(basePackaging.packagingTypeId, baseProduct.packagingTypeId))
    .leftJoin(ownPackaging, eq(ownPackaging.packagingTypeId, product.packagingTypeId))
    .where(inArray(box.boxId, [...new Set(boxIds)]));
  return rows.map(({ basePackagingId, baseSleeveQty, baseSleevePkt, ownSleeveQty, ownSleevePkt, ...row }) => ({
    ...row,
    quantity: Number(row.quantity),
    sleeveQty: basePackagingId === null ? ownSleeveQty : baseSleeveQty,
    sleevePkt: basePackagingId === null ? ownSleevePkt : baseSleevePkt,
  }));
}

export interface TPalletContentRow {
  plateId: number;
  productCode: string;
  productName: string;
  boxes: number;
  quantity: number;
}

/** Per pallet, the products of the boxes on it (in stock or on hold): how many boxes and pieces, by product code. */
export async function listPalletContents(db: DbOrTx, plateIds: readonly number[]): Promise<TPalletContentRow[]> {
  const rows = await db
    .select({
      plateId: plateBox.plateId,
      productCode: product.productCode,
      productName: product.productName,
      boxes: count(),
      quantity: sum(box.quantity),
    })
    .from(plateBox)
    .innerJoin(box, eq(box.boxId, plateBox.boxId))
    .innerJoin(product, eq(product.productId, box.productId))
    .where(
      and(
        inArray(plateBox.plateId, [...new Set(plateIds)]),
        eq(plateBox.active, true),
        inArray(box.status, [BOX_STATUS.InStock, BOX_STATUS.OnHold]),
      ),
    )
    .groupBy(plateBox.plateId, product.productId, product.productCode, product.productName)
    .orderBy(asc(plateBox.plateId), asc(product.productCode));
  return rows.map((row) => ({ ...row, boxes: Number(row.boxes), quantity: Number(row.quantity ?? 0) }));
}
