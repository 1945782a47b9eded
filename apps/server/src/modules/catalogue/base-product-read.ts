import {
  machineActionName,
  type TBaseProduct,
  type TBaseProductListQuery,
  type TBaseProductSortField,
  type TProductMachineMapping,
} from '@packline/domain';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, lookupNameMatches, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type JsonList, jsonListOf, jsonObject, jsonRows } from '../../db/json-rows.ts';
import { machines, packagingTypes, productTypes } from '../lookups/lookups.reads.ts';
import { baseProduct, productMachineMapping, rawMaterial } from './catalogue.tables.ts';
import { baseProductSearchText } from './catalogue-search-text.ts';

// The base product reads that join the reference lists (product type, packaging type, machine names).

const rawMaterial2 = alias(rawMaterial, 'raw_material2');

/** The base product's own columns on the wire: every column but the audit trail (who changed it last, and when). */
const baseProductColumns = {
  baseProductId: baseProduct.baseProductId,
  baseProductName: baseProduct.baseProductName,
  productCode: baseProduct.productCode,
  productTypeId: baseProduct.productTypeId,
  packagingTypeId: baseProduct.packagingTypeId,
  rawMaterial: baseProduct.rawMaterial,
  rawMaterialId2: baseProduct.rawMaterialId2,
  description: baseProduct.description,
  rawmaterialDesc: baseProduct.rawmaterialDesc,
  imgUrl: baseProduct.imgUrl,
  sampleImage: baseProduct.sampleImage,
  visible: baseProduct.visible,
  manufactured: baseProduct.manufactured,
  deletedAt: baseProduct.deletedAt,
  deletePerson: baseProduct.deletePerson,
  deleteEmployee: baseProduct.deleteEmployee,
  deleteNote: baseProduct.deleteNote,
  createdAt: baseProduct.createdAt,
};

/** A base product with the names of its type, packaging and raw materials. */
const listColumns = {
  product: baseProductColumns,
  productTypeName: productTypes.productTypeName,
  packagingType: {
    packagingTypeName: packagingTypes.packagingTypeName,
    quantity: packagingTypes.quantity,
    sleeveQty: packagingTypes.sleeveQty,
    sleevePkt: packagingTypes.sleevePkt,
  },
  rawMaterialCode: rawMaterial.rawMaterialCode,
  rawMaterialName: rawMaterial.rawMaterialName,
  rawMaterial2Code: rawMaterial2.rawMaterialCode,
  rawMaterial2Name: rawMaterial2.rawMaterialName,
};

/** A select from base product with the joins of its lists (for `selectBaseProducts` and `baseProductListJson`). */
function withListJoins<T extends PgSelect>(select: T) {
  return packagingTypes
    .leftJoin(productTypes.leftJoin(select, baseProduct.productTypeId), baseProduct.packagingTypeId)
    .leftJoin(rawMaterial, eq(rawMaterial.rawMaterialId, baseProduct.rawMaterial))
    .leftJoin(rawMaterial2, eq(rawMaterial2.rawMaterialId, baseProduct.rawMaterialId2));
}

/** The base products with the names of their type, packaging and raw materials. */
export function selectBaseProducts(db: DbOrTx) {
  return withListJoins(db.select(listColumns).from(baseProduct).$dynamic());
}

const { product: ownColumns, packagingType: packagingColumns, ...names } = listColumns;

/** The rows `toBaseProduct` makes, read from text (db/json-rows.ts). */
const baseProductJson = jsonRows({
  ...ownColumns,
  ...names,
  packagingType: jsonObject(packagingColumns, packagingTypes.packagingTypeId),
});

/** A whole base product list, in the list's order (GetAllBaseProduct without `page`). */
export function wholeBaseProductList(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<JsonList<TBaseProduct>> {
  const query = withListJoins(db.select(baseProductJson.selection).from(baseProduct).$dynamic());
  return jsonListOf(db, query.where(where).orderBy(...orderBy), baseProductJson);
}

/** The base product list's query (also timed by `npm run bench` against its endpoint). */
export function baseProductListQuery(
  db: DbOrTx,
  where: SQL | undefined = isNull(baseProduct.deletedAt),
  deletedFirst = false,
) {
  return selectBaseProducts(db)
    .where(where)
    .orderBy(deletedFirst ? desc(baseProduct.deletedAt) : asc(baseProduct.productCode), asc(baseProduct.baseProductId));
}

/** A raw material as the Raw Material columns show it: code and name. */
const materialText = (t: { rawMaterialCode: AnyPgColumn; rawMaterialName: AnyPgColumn }) =>
  sql`(${t.rawMaterialCode} || ' ' || ${t.rawMaterialName})`;

/**
 * What the Base Product tables' column headers sort by (domain BASE_PRODUCT_SORT_FIELDS). The base product's own
 * columns have an index each; the names beside it (type, packaging, raw materials) sort the joined rows, empty first.
 */
export const BASE_PRODUCT_SORTS: Record<TBaseProductSortField, TSortable> = {
  productCode: baseProduct.productCode,
  baseProductName: baseProduct.baseProductName,
  productType: sql`${productTypes.productTypeName}`,
  packagingType: sql`${packagingTypes.packagingTypeName}`,
  rawMaterial: materialText(rawMaterial),
  rawMaterial2: materialText(rawMaterial2),
  rawmaterialDesc: baseProduct.rawmaterialDesc,
  visible: baseProduct.visible,
  manufactured: baseProduct.manufactured,
};

/**
 * The search box of the Base Product tables, matching what their client-side search did: code, name and
 * specification (one trigram-indexed expression, catalogue.tables.ts), 'Outsourced' as the rows show it, and the
 * names of its type, packaging and raw materials (each through the base product's indexed foreign key).
 */
export function baseProductSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern) => [
    ...ilikeAny(pattern, [baseProductSearchText(baseProduct)]),
    sql`(${baseProduct.manufactured} = 1 and 'Outsourced' ilike ${pattern})`,
    lookupNameMatches(pattern, baseProduct.productTypeId, productTypes.productTypeId, productTypes.productTypeName),
    lookupNameMatches(
      pattern,
      baseProduct.packagingTypeId,
      packagingTypes.packagingTypeId,
      packagingTypes.packagingTypeName,
    ),
    lookupNameMatches(pattern, baseProduct.rawMaterial, rawMaterial.rawMaterialId, materialText(rawMaterial)),
    lookupNameMatches(pattern, baseProduct.rawMaterialId2, rawMaterial.rawMaterialId, materialText(rawMaterial)),
  ]);
}

/** The live base products the Base Product tables list, searched. */
export function baseProductListFilter(query: Pick<TBaseProductListQuery, 'search'>): SQL | undefined {
  return and(isNull(baseProduct.deletedAt), baseProductSearch(query.search));
}

export async function selectMappings(db: DbOrTx, where: SQL | undefined): Promise<TProductMachineMapping[]> {
  const select = db
    .select({
      productMachineMappingId: productMachineMapping.productMachineMappingId,
      baseProductId: productMachineMapping.baseProductId,
      action: productMachineMapping.action,
      machine: productMachineMapping.machine,
      machineName: machines.machineName,
    })
    .from(productMachineMapping)
    .$dynamic();
  const rows = await machines
    .leftJoin(select, productMachineMapping.machine)
    .where(where)
    .orderBy(asc(productMachineMapping.action), asc(productMachineMapping.productMachineMappingId));
  return rows.map((row) => ({ ...row, actionName: machineActionName(row.action) }));
}
