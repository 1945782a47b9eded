import {
  INACTIVE_PRODUCT_NAME,
  productDisplayName,
  type TProduct,
  type TProductListQuery,
  type TProductSortField,
} from '@packline/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, lookupNameMatches, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type JsonList,
  jsonFirstOf,
  jsonFromAll,
  jsonListOf,
  jsonNumber,
  jsonObject,
  jsonRows,
} from '../../db/json-rows.ts';
import { withJoins } from '../../db/read-view.ts';
import { customers } from '../customers/customers.reads.ts';
import { packagingTypes, packagingTypesAs, palletStackings, productTypes } from '../lookups/lookups.reads.ts';
import { baseProduct, product } from './catalogue.tables.ts';
import { productSearchText } from './catalogue-search-text.ts';

// The product reads that join the customer and the reference lists (pallet stacking, product type, packaging type):
// the list query every product call reads, and the catalogue customers may see.

const baseProductPackaging = packagingTypesAs('base_product_packaging');
const ownPackaging = packagingTypesAs('own_packaging');

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
  customer: { customerId: customers.customerId, company: customers.company, customerCode: customers.customerCode },
  baseProduct: {
    baseProductId: baseProduct.baseProductId,
    baseProductName: baseProduct.baseProductName,
    productCode: baseProduct.productCode,
    visible: baseProduct.visible,
  },
  palletStacking: {
    palletStackingId: palletStackings.palletStackingId,
    palletStackingName: palletStackings.palletStackingName,
  },
  productType: { productTypeId: productTypes.productTypeId, productTypeName: productTypes.productTypeName },
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
export function selectProducts(db: DbOrTx) {
  return withListJoins(db.select(listColumns).from(product).$dynamic());
}

/** A select from product with the joins of the product lists (for `selectProducts` and `wholeProductList`). */
function withListJoins<T extends PgSelect>(select: T) {
  return withJoins(
    select,
    (q) => customers.leftJoin(q, product.customerId),
    (q) => q.leftJoin(baseProduct, eq(baseProduct.baseProductId, product.baseProductId)),
    (q) => palletStackings.leftJoin(q, product.palletStackingId),
    (q) => productTypes.leftJoin(q, sql`coalesce(${product.productTypeId}, ${baseProduct.productTypeId})`),
    (q) => ownPackaging.leftJoin(q, product.packagingTypeId),
    (q) => baseProductPackaging.leftJoin(q, baseProduct.packagingTypeId),
  );
}

const productJsonFields = {
  ...productColumns,
  displayName: jsonFromAll(
    [product.productName, product.active, product.deletedAt],
    ([productName, active, deletedAt]) =>
      productDisplayName({ productName: productName ?? '', active: Number(active), deletedAt }),
  ),
  customer: jsonObject(listColumns.customer, customers.customerId),
  baseProduct: jsonObject(listColumns.baseProduct, baseProduct.baseProductId),
  palletStacking: jsonObject(listColumns.palletStacking, palletStackings.palletStackingId),
  productType: jsonObject(listColumns.productType, productTypes.productTypeId),
  packagingType: jsonFirstOf(
    jsonObject(listColumns.ownPackaging, ownPackaging.packagingTypeId),
    jsonObject(listColumns.basePackaging, baseProductPackaging.packagingTypeId),
  ),
};
const productJson = jsonRows(productJsonFields);
const productWithStockJson = jsonRows({ ...productJsonFields, productInStock: jsonNumber(sql`null::int`) });

/**
 * A whole product list read from text (db/json-rows.ts): the rows `toProduct` makes, `productInStock` null unless
 * `withOutStock` (then absent), in the list's order. GetAllProduct without `page` (30,245 products at the bench's
 * size: 41 MB of JSON).
 */
export function wholeProductList(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  options: { withStock: boolean },
): Promise<JsonList<TProduct>> {
  const rows = options.withStock ? productWithStockJson : productJson;
  const query = withListJoins(db.select(rows.selection).from(product).$dynamic());
  return jsonListOf(db, query.where(where).orderBy(...orderBy), rows);
}

/** The products of `where` by id (also timed by `npm run bench` against GetAllProduct). */
export function productListQuery(db: DbOrTx, where: SQL | undefined = notDeleted) {
  return selectProducts(db).where(where).orderBy(asc(product.productId));
}

/**
 * What the product tables' column headers sort by (domain PRODUCT_SORT_FIELDS). The product's own columns have an
 * index each; the names beside it (customer, base product, pallet stacking, packaging) sort the joined rows, empty
 * first.
 */
export const PRODUCT_SORTS: Record<TProductSortField, TSortable> = {
  productId: product.productId,
  productName: product.productName,
  productCode: product.productCode,
  customer: sql`${customers.customerCode}`,
  baseProduct: sql`${baseProduct.baseProductName}`,
  palletStacking: sql`${palletStackings.palletStackingName}`,
  packaging: sql`coalesce(${ownPackaging.packagingTypeName}, ${baseProductPackaging.packagingTypeName})`,
  minOrderQuantity: product.minOrderQuantity,
  productMsl: product.productMsl,
  inStock: product.inStock,
  marginOfError: product.marginOfError,
  logoType: product.logoType,
  manufactured: product.manufactured,
};

/** A product without its own packaging whose base product's packaging is named like the pattern. */
const basePackagingMatches = (pattern: string) =>
  sql`(${product.packagingTypeId} is null and ${product.baseProductId} = any(array(select ${baseProduct.baseProductId} from ${baseProduct} where ${lookupNameMatches(
    pattern,
    baseProduct.packagingTypeId,
    packagingTypes.packagingTypeId,
    packagingTypes.packagingTypeName,
  )})))`;

/**
 * The search box of the product tables, matching what their client-side search did: the product's code and name
 * (one trigram-indexed expression, catalogue.tables.ts), 'Inactive product' and 'Outsourced' as the rows show them,
 * and the names beside it: customer (code or company), base product, pallet stacking, packaging (each through the
 * product's indexed foreign key).
 */
export function productSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern) => [
    ...ilikeAny(pattern, [productSearchText(product)]),
    sql`(${product.active} = 0 and ${INACTIVE_PRODUCT_NAME}::text ilike ${pattern})`,
    sql`(${product.manufactured} = 1 and 'Outsourced' ilike ${pattern})`,
    lookupNameMatches(
      pattern,
      product.customerId,
      customers.customerId,
      sql`(${customers.customerCode} || ' ' || ${customers.company})`,
    ),
    lookupNameMatches(pattern, product.baseProductId, baseProduct.baseProductId, baseProduct.baseProductName),
    lookupNameMatches(
      pattern,
      product.palletStackingId,
      palletStackings.palletStackingId,
      palletStackings.palletStackingName,
    ),
    lookupNameMatches(
      pattern,
      product.packagingTypeId,
      packagingTypes.packagingTypeId,
      packagingTypes.packagingTypeName,
    ),
    basePackagingMatches(pattern),
  ]);
}

/** The live products the product tables list, searched. */
export function productListFilter(query: Pick<TProductListQuery, 'search'>): SQL | undefined {
  return and(notDeleted, productSearch(query.search));
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

/** GetAllProduct's row without `withOutStock`: stock is not tracked yet, so its figure is null (never invented). */
export function toProductWithStock(row: TListRow): TProduct {
  const listed = toProduct(row);
  listed.productInStock = null;
  return listed;
}

/** GET ProductForShowing/GetAllShowingProducts: the base products customers may see (visible, not deleted). */
export async function getShowingProducts(db: DbOrTx) {
  const select = db
    .select({
      baseProductId: baseProduct.baseProductId,
      baseProductName: baseProduct.baseProductName,
      productCode: baseProduct.productCode,
      description: baseProduct.description,
      imgUrl: baseProduct.imgUrl,
      sampleImage: baseProduct.sampleImage,
      productTypeName: productTypes.productTypeName,
      packagingType: {
        packagingTypeId: packagingTypes.packagingTypeId,
        packagingTypeName: packagingTypes.packagingTypeName,
        quantity: packagingTypes.quantity,
        sleeveQty: packagingTypes.sleeveQty,
        sleevePkt: packagingTypes.sleevePkt,
      },
    })
    .from(baseProduct)
    .$dynamic();
  const rows = await packagingTypes
    .innerJoin(productTypes.innerJoin(select, baseProduct.productTypeId), baseProduct.packagingTypeId)
    .where(and(eq(baseProduct.visible, 1), isNull(baseProduct.deletedAt)))
    .orderBy(asc(baseProduct.baseProductName));
  return rows;
}
