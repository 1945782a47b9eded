import {
  machineActionName,
  OUTSOURCED_NOT_DELETABLE,
  OUTSOURCED_NOT_EDITABLE,
  type TAddBaseProduct,
  type TAddProductMachineMapping,
  type TArchiveQuery,
  type TBaseProduct,
  type TProductMachineMapping,
  type TUpdateBaseProduct,
  type TUpdateProductMachineMapping,
} from '@packline/domain';
import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { machine, packagingType, productType } from '../lookups/lookups.tables.ts';
import { archiveRow } from './archive.ts';
import { baseProduct, productMachineMapping, rawMaterial } from './catalogue.tables.ts';

// Base products (spec 02 §2, §3, §5) and the machine that does each of their production actions. An outsourced
// base product (manufactured = 1) belongs to the Outsource Product screen: not edited or deleted here.

const TITLE = 'Base product';
const rawMaterial2 = alias(rawMaterial, 'raw_material2');

/** The base product list's query (also timed by `npm run bench` against its endpoint). */
export function baseProductListQuery(
  db: DbOrTx,
  where: SQL | undefined = isNull(baseProduct.deletedAt),
  deletedFirst = false,
) {
  return db
    .select({
      product: baseProduct,
      productTypeName: productType.productTypeName,
      packagingType: {
        packagingTypeName: packagingType.packagingTypeName,
        quantity: packagingType.quantity,
        sleeveQty: packagingType.sleeveQty,
        sleevePkt: packagingType.sleevePkt,
      },
      rawMaterialCode: rawMaterial.rawMaterialCode,
      rawMaterialName: rawMaterial.rawMaterialName,
      rawMaterial2Code: rawMaterial2.rawMaterialCode,
      rawMaterial2Name: rawMaterial2.rawMaterialName,
    })
    .from(baseProduct)
    .leftJoin(productType, eq(productType.productTypeId, baseProduct.productTypeId))
    .leftJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .leftJoin(rawMaterial, eq(rawMaterial.rawMaterialId, baseProduct.rawMaterial))
    .leftJoin(rawMaterial2, eq(rawMaterial2.rawMaterialId, baseProduct.rawMaterialId2))
    .where(where)
    .orderBy(deletedFirst ? desc(baseProduct.deletedAt) : asc(baseProduct.productCode), asc(baseProduct.baseProductId));
}

async function selectBaseProducts(db: DbOrTx, where: SQL | undefined, deletedFirst = false): Promise<TBaseProduct[]> {
  const rows = await baseProductListQuery(db, where, deletedFirst);
  return rows.map(({ product, ...joined }) => ({
    ...product,
    ...joined,
    deletedAt: product.deletedAt?.toISOString() ?? null,
    createdAt: product.createdAt.toISOString(),
  })) as TBaseProduct[];
}

export function listBaseProducts(db: DbOrTx): Promise<TBaseProduct[]> {
  return selectBaseProducts(db, isNull(baseProduct.deletedAt));
}

export function listDeletedBaseProducts(db: DbOrTx): Promise<TBaseProduct[]> {
  return selectBaseProducts(db, isNotNull(baseProduct.deletedAt), true);
}

export async function getBaseProduct(db: DbOrTx, baseProductId: number): Promise<TBaseProduct> {
  const [row] = await selectBaseProducts(
    db,
    and(eq(baseProduct.baseProductId, baseProductId), isNull(baseProduct.deletedAt)),
  );
  if (!row) throw new NotFoundError(`${TITLE} ${baseProductId} was not found.`);
  return row;
}

export async function addBaseProduct(db: DbOrTx, input: TAddBaseProduct, actorId: number | null) {
  const [row] = await db
    .insert(baseProduct)
    .values({ ...input, manufactured: 0, createdBy: actorId })
    .returning();
  return row;
}

export async function updateBaseProduct(db: DbOrTx, input: TUpdateBaseProduct, actorId: number | null) {
  const current = await getBaseProduct(db, input.baseProductId);
  if (current.manufactured === 1) throw new BusinessError(OUTSOURCED_NOT_EDITABLE);
  const { baseProductId, ...fields } = input;
  const [row] = await db
    .update(baseProduct)
    .set({ ...fields, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(baseProduct.baseProductId, baseProductId))
    .returning();
  return row;
}

export async function deleteBaseProduct(db: DbOrTx, query: TArchiveQuery, actorId: number | null) {
  const current = await getBaseProduct(db, query.id);
  if (current.manufactured === 1) throw new BusinessError(OUTSOURCED_NOT_DELETABLE);
  return archiveRow(db, baseProduct, baseProduct.baseProductId, query, actorId, TITLE);
}

// Machine Action Management: one row per (action, machine) of a base product.

const MAPPING_TITLE = 'Product machine mapping';

async function selectMappings(db: DbOrTx, where: SQL | undefined): Promise<TProductMachineMapping[]> {
  const rows = await db
    .select({
      productMachineMappingId: productMachineMapping.productMachineMappingId,
      baseProductId: productMachineMapping.baseProductId,
      action: productMachineMapping.action,
      machine: productMachineMapping.machine,
      machineName: machine.machineName,
    })
    .from(productMachineMapping)
    .leftJoin(machine, eq(machine.machineId, productMachineMapping.machine))
    .where(where)
    .orderBy(asc(productMachineMapping.action), asc(productMachineMapping.productMachineMappingId));
  return rows.map((row) => ({ ...row, actionName: machineActionName(row.action) }));
}

export function listMachineMappings(db: DbOrTx, baseProductId?: number): Promise<TProductMachineMapping[]> {
  return selectMappings(
    db,
    baseProductId === undefined ? undefined : eq(productMachineMapping.baseProductId, baseProductId),
  );
}

export async function getMachineMapping(db: DbOrTx, id: number): Promise<TProductMachineMapping> {
  const [row] = await selectMappings(db, eq(productMachineMapping.productMachineMappingId, id));
  if (!row) throw new NotFoundError(`${MAPPING_TITLE} ${id} was not found.`);
  return row;
}

export async function addMachineMapping(db: DbOrTx, input: TAddProductMachineMapping, actorId: number | null) {
  await getBaseProduct(db, input.baseProductId);
  const [row] = await db
    .insert(productMachineMapping)
    .values({ ...input, createdBy: actorId })
    .returning();
  return getMachineMapping(db, row.productMachineMappingId);
}

export async function updateMachineMapping(db: DbOrTx, input: TUpdateProductMachineMapping, actorId: number | null) {
  const { productMachineMappingId, ...fields } = input;
  const [row] = await db
    .update(productMachineMapping)
    .set({ ...fields, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(productMachineMapping.productMachineMappingId, productMachineMappingId))
    .returning();
  if (!row) throw new NotFoundError(`${MAPPING_TITLE} ${productMachineMappingId} was not found.`);
  return getMachineMapping(db, productMachineMappingId);
}

export async function deleteMachineMapping(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(productMachineMapping)
    .where(eq(productMachineMapping.productMachineMappingId, id))
    .returning();
  if (!row) throw new NotFoundError(`${MAPPING_TITLE} ${id} was not found.`);
  return row;
}
