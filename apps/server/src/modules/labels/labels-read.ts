import { ZPalletListQuery } from '@packline/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { boxes } from '../boxes/boxes.reads.ts';
import { baseProducts, products } from '../catalogue/catalogue.reads.ts';
import { packagingTypesAs } from '../lookups/lookups.reads.ts';
import { listPallets } from '../pallets/warehouse-map-read.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';

// What the labels print, read from the warehouse's and the catalogue's tables: each box's product, its logo type and
// its packaging (the base product's packaging type, else an outsourced product's own), and the pallets asked for.
// What stands on a pallet is pallet-load-read.ts palletContentsOf.

const basePackaging = packagingTypesAs('label_base_packaging');
const ownPackaging = packagingTypesAs('label_own_packaging');

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
  const select = boxes.select(db, {
    boxId: boxes.boxId,
    barCode: boxes.barCode,
    productId: boxes.productId,
    productCode: products.productCode,
    productName: products.productName,
    quantity: boxes.quantity,
    logoType: products.logoType,
    basePackagingId: basePackaging.packagingTypeId,
    baseSleeveQty: basePackaging.sleeveQty,
    baseSleevePkt: basePackaging.sleevePkt,
    ownSleeveQty: ownPackaging.sleeveQty,
    ownSleevePkt: ownPackaging.sleevePkt,
    createdAt: boxes.createdAt,
  });
  const rows = await withJoins(
    select,
    (q) => products.innerJoin(q, boxes.productId),
    (q) => baseProducts.leftJoin(q, products.baseProductId),
    (q) => basePackaging.leftJoin(q, baseProducts.packagingTypeId),
    (q) => ownPackaging.leftJoin(q, products.packagingTypeId),
  ).where(inArray(boxes.boxId, [...new Set(boxIds)]));
  return rows.map(({ basePackagingId, baseSleeveQty, baseSleevePkt, ownSleeveQty, ownSleevePkt, ...row }) => ({
    ...row,
    quantity: Number(row.quantity),
    sleeveQty: basePackagingId === null ? ownSleeveQty : baseSleeveQty,
    sleevePkt: basePackagingId === null ? ownSleevePkt : baseSleevePkt,
  }));
}

/** The pallets of these ids as the pallet list gives them (type, where they stand); ids not found are simply absent. */
export async function listPalletsByIds(db: DbOrTx, palletIds: readonly number[]) {
  const { rows } = await listPallets(db, ZPalletListQuery.parse({}), inArray(pallets.plateId, [...new Set(palletIds)]));
  return rows;
}
