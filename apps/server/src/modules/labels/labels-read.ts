import { ZPlateListQuery } from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { box } from '../boxes/boxes.tables.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { listPallets } from '../pallets/warehouse-map-read.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

// What the labels print, read from the warehouse's and the catalogue's tables: each box's product, its logo type and
// its packaging (the base product's packaging type, else an outsourced product's own), and the pallets asked for.
// What stands on a pallet is pallet-load-read.ts palletContentsOf.

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

/** The pallets of these ids as the pallet list gives them (type, where they stand); ids not found are simply absent. */
export async function listPalletsByIds(db: DbOrTx, palletIds: readonly number[]) {
  const { rows } = await listPallets(db, ZPlateListQuery.parse({}), inArray(pallet.plateId, [...new Set(palletIds)]));
  return rows;
}
