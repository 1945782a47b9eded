import { productDisplayName, type TProduct } from '@packline/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { customer } from '../customers/customers.tables.ts';
import { packagingType, palletStacking, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, product } from './catalogue.tables.ts';

// The product reads that join the customer and the reference lists (pallet stacking, product type, packaging type):
// the list query every product call reads, and the catalogue customers may see.

const baseProductPackaging = alias(packagingType, 'base_product_packaging');
const ownPackaging = alias(packagingType, 'own_packaging');

/** The product's own columns on the wire: every column but the audit trail (who changed it last, and when). */
const productColumns = {
  productId: product.productId,
  productName: product.productName,
  productCode: product.productCode,
  customerId: product.customerId,
  baseProductId: product.baseProductId,
  palletStackingId: product.palletStackingId,
  description: product.description,
  rawmaterialDesc: product.rawmaterialDesc,
  plateTypeId: product.plateTypeId,
  inStock: product.inStock,
  marginOfError: product.marginOfError,
  minOrderQuantity: product.minOrderQuantity,
  productMsl: product.productMsl,
  semiMsl: product.semiMsl,
  images: product.images,
  logoType: product.logoType,
  logoUrl: product.logoUrl,
  showImgUrl: product.showImgUrl,
  plain: product.plain,
  minPrice: product.minPrice,
  employeeId: product.employeeId,
  manufactured: product.manufactured,
  productTypeId: product.productTypeId,
  packagingTypeId: product.packagingTypeId,
  alermLimit: product.alermLimit,
  noteOnQuote: product.noteOnQuote,
  active: product.active,
  deletedAt: product.deletedAt,
  deletePerson: product.deletePerson,
  deleteEmployee: product.deleteEmployee,
  deleteNote: product.deleteNote,
  createdAt: product.createdAt,
};

const listColumns = {
  product: productColumns,
  customer: { customerId: customer.customerId, company: customer.company, customerCode: customer.customerCode },
  baseProduct: {
    baseProductId: baseProduct.baseProductId,
    baseProductName: baseProduct.baseProductName,
    productCode: baseProduct.productCode,
    visible: baseProduct.visible,
  },
  palletStacking: {
    palletStackingId: palletStacking.palletStackingId,
    palletStackingName: palletStacking.palletStackingName,
  },
  productType: { productTypeId: productType.productTypeId, productTypeName: productType.productTypeName },
  ownPackaging: {
    packagingTypeId: ownPackaging.packagingTypeId,
    packagingTypeName: ownPackaging.packagingTypeName,
    quantity: ownPackaging.quantity,
    sleeveQty: ownPackaging.sleeveQty,
    sleevePkt: ownPackaging.sleevePkt,
  },
  basePackaging: {
    packagingTypeId: baseProductPackaging.packagingTypeId,
    packagingTypeName: baseProductPackaging.packagingTypeName,
    quantity: baseProductPackaging.quantity,
    sleeveQty: baseProductPackaging.sleeveQty,
    sleevePkt: baseProductPackaging.sleevePkt,
  },
};

type TProductRow = typeof product.$inferSelect;
export type TListRow = {
  product: { [K in keyof typeof productColumns]: TProductRow[K] };
  customer: TProduct['customer'];
  baseProduct: TProduct['baseProduct'];
  palletStacking: TProduct['palletStacking'];
  productType: TProduct['productType'];
  ownPackaging: TProduct['packagingType'];
  basePackaging: TProduct['packagingType'];
};

export const notDeleted = isNull(product.deletedAt);

/** The products with what the lists show beside them; the type and packaging of an outsourced product are its own. */
export function productListQuery(db: DbOrTx, where: SQL | undefined = notDeleted) {
  return db
    .select(listColumns)
    .from(product)
    .leftJoin(customer, eq(customer.customerId, product.customerId))
    .leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId))
    .leftJoin(palletStacking, eq(palletStacking.palletStackingId, product.palletStackingId))
    .leftJoin(
      productType,
      eq(productType.productTypeId, sql`coalesce(${product.productTypeId}, ${baseProduct.productTypeId})`),
    )
    .leftJoin(ownPackaging, eq(ownPackaging.packagingTypeId, product.packagingTypeId))
    .leftJoin(baseProductPackaging, eq(baseProductPackaging.packagingTypeId, baseProduct.packagingTypeId))
    .where(where)
    .orderBy(asc(product.productId));
}

export function toProduct(row: TListRow): TProduct {
  const { product: p } = row;
  return {
    ...p,
    displayName: productDisplayName(p),
    createdAt: p.createdAt.toISOString(),
    deletedAt: p.deletedAt?.toISOString() ?? null,
    customer: row.customer,
    baseProduct: row.baseProduct,
    palletStacking: row.palletStacking,
    productType: row.productType,
    packagingType: row.ownPackaging ?? row.basePackaging,
  };
}

/** GET ProductForShowing/GetAllShowingProducts: the base products customers may see (visible, not deleted). */
export async function getShowingProducts(db: DbOrTx) {
  const rows = await db
    .select({
      baseProductId: baseProduct.baseProductId,
      baseProductName: baseProduct.baseProductName,
      productCode: baseProduct.productCode,
      description: baseProduct.description,
      imgUrl: baseProduct.imgUrl,
      sampleImage: baseProduct.sampleImage,
      productTypeName: productType.productTypeName,
      packagingType: {
        packagingTypeId: packagingType.packagingTypeId,
        packagingTypeName: packagingType.packagingTypeName,
        quantity: packagingType.quantity,
        sleeveQty: packagingType.sleeveQty,
        sleevePkt: packagingType.sleevePkt,
      },
    })
    .from(baseProduct)
    .innerJoin(productType, eq(productType.productTypeId, baseProduct.productTypeId))
    .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .where(and(eq(baseProduct.visible, 1), isNull(baseProduct.deletedAt)))
    .orderBy(asc(baseProduct.baseProductName));
  return rows;
}
