import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy, type TSelectSource } from '../../db/read-view.ts';
import { baseProduct, product, productMachineMapping, productPrice, rawMaterial } from './catalogue.tables.ts';

// What other modules may read of the catalogue (modules/README.md "Reads other modules may use"): a product's
// identity (code, name, whose it is, its base product and packaging), its stock levels (MSL) and the base products'
// price breaks, its raw materials, and the machine mappings work orders plan their steps by. Never the catalogue's own
// bookkeeping (barcodes, images).

/** Products as another module reads them. */
export const products = {
  productId: product.productId,
  productCode: product.productCode,
  productName: product.productName,
  baseProductId: product.baseProductId,
  customerId: product.customerId,
  packagingTypeId: product.packagingTypeId,
  /** The product's own type (null: its base product's counts; work orders plan steps by it). */
  productTypeId: product.productTypeId,
  productMsl: product.productMsl,
  semiMsl: product.semiMsl,
  manufactured: product.manufactured,
  active: product.active,
  rawmaterialDesc: product.rawmaterialDesc,
  /** Which logo its labels print. */
  logoType: product.logoType,
  deletedAt: product.deletedAt,
  ...joinsBy(product, product.productId),
  /** `(select product_id from product where …)`, what follows `where` given as SQL (an order by and limit may follow). */
  idsWhere: (where: SQL | undefined): SQL => sql`(select ${product.productId} from ${product} where ${where})`,
  /** A select of `fields` from products. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(product).$dynamic(),
};

/** Base products as another module reads them. */
export const baseProducts = {
  baseProductId: baseProduct.baseProductId,
  baseProductName: baseProduct.baseProductName,
  productCode: baseProduct.productCode,
  packagingTypeId: baseProduct.packagingTypeId,
  productTypeId: baseProduct.productTypeId,
  rawmaterialDesc: baseProduct.rawmaterialDesc,
  rawMaterial: baseProduct.rawMaterial,
  rawMaterialId2: baseProduct.rawMaterialId2,
  deletedAt: baseProduct.deletedAt,
  /** The packaging type of the base product `baseProductId` (the stock figures' carton quantity). */
  packagingTypeIdOf: (baseProductId: AnyPgColumn) =>
    sql<
      number | null
    >`(select ${baseProduct.packagingTypeId} from ${baseProduct} where ${baseProduct.baseProductId} = ${baseProductId})`,
  ...joinsBy(baseProduct, baseProduct.baseProductId),
  /** A select of `fields` from base products. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(baseProduct).$dynamic(),
};

/** Price breaks of base products as another module reads them (`quantiy` as the spec spells it). */
export const productPrices = {
  productPriceId: productPrice.productPriceId,
  baseProductId: productPrice.baseProductId,
  group1: productPrice.group1,
  quantiy: productPrice.quantiy,
  price: productPrice.price,
  description: productPrice.description,
  /** The list price (every customer group: group 1 null) of the base product `baseProductId`, null when none. */
  listPriceOf: (baseProductId: AnyPgColumn) =>
    sql<
      string | null
    >`(select ${productPrice.price} from ${productPrice} where ${productPrice.baseProductId} = ${baseProductId} and ${productPrice.group1} is null)`,
  /** The carton quantity of that list price (the stock figures' carton quantity). */
  listCartonQuantityOf: (baseProductId: AnyPgColumn) =>
    sql<
      number | null
    >`(select ${productPrice.quantiy} from ${productPrice} where ${productPrice.baseProductId} = ${baseProductId} and ${productPrice.group1} is null)`,
  ...joinsBy(productPrice, productPrice.productPriceId),
  /** A select of `fields` from price breaks of base products. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(productPrice).$dynamic(),
};

/** Raw materials as another module reads them (suppliers, purchase orders, receiving, traceability). */
export const rawMaterials = {
  rawMaterialId: rawMaterial.rawMaterialId,
  rawMaterialCode: rawMaterial.rawMaterialCode,
  rawMaterialName: rawMaterial.rawMaterialName,
  alarmLimit: rawMaterial.alarmLimit,
  manufactured: rawMaterial.manufactured,
  deletedAt: rawMaterial.deletedAt,
  /**
   * The id qualified by the table's name, for a correlated subquery in a single-table select list (Drizzle leaves a
   * column there unqualified, which the subquery's own tables would make ambiguous).
   */
  qualifiedId: sql`${rawMaterial}.raw_material_id`,
  ...joinsBy(rawMaterial, rawMaterial.rawMaterialId),
  /** `(select raw_material_id from raw_material where …)`, what follows `where` given as SQL. */
  idsWhere: (where: SQL | undefined): SQL =>
    sql`(select ${rawMaterial.rawMaterialId} from ${rawMaterial} where ${where})`,
  /** A select of `fields` from raw materials. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(rawMaterial).$dynamic(),
};

/** The machine a base product's step runs on (work orders: approving one puts each step on its machine). */
export const productMachineMappings = {
  productMachineMappingId: productMachineMapping.productMachineMappingId,
  baseProductId: productMachineMapping.baseProductId,
  action: productMachineMapping.action,
  machine: productMachineMapping.machine,
  /** A select of `fields` from the machine mappings. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(productMachineMapping).$dynamic(),
};
