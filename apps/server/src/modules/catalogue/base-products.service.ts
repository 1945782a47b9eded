import {
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
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { archiveRow } from './archive.ts';
import { baseProductListQuery, selectMappings } from './base-product-read.ts';
import { baseProduct, productMachineMapping } from './catalogue.tables.ts';

// Base products (spec 02 §2, §3, §5) and the machine that does each of their production actions. An outsourced
// base product (manufactured = 1) belongs to the Outsource Product screen: not edited or deleted here.

const TITLE = 'Base product';
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

/** A base product just archived, as the delete answers it. */
async function getArchivedBaseProduct(db: DbOrTx, baseProductId: number): Promise<TBaseProduct> {
  const [row] = await selectBaseProducts(db, eq(baseProduct.baseProductId, baseProductId));
  if (!row) throw new NotFoundError(`${TITLE} ${baseProductId} was not found.`);
  return row;
}

export async function addBaseProduct(db: DbOrTx, input: TAddBaseProduct, actorId: number | null) {
  const [row] = await db
    .insert(baseProduct)
    .values({ ...input, manufactured: 0, createdBy: actorId })
    .returning({ baseProductId: baseProduct.baseProductId });
  return getBaseProduct(db, row.baseProductId);
}

export async function updateBaseProduct(db: DbOrTx, input: TUpdateBaseProduct, actorId: number | null) {
  const current = await getBaseProduct(db, input.baseProductId);
  if (current.manufactured === 1) throw new BusinessError(OUTSOURCED_NOT_EDITABLE);
  const { baseProductId, ...fields } = input;
  await db
    .update(baseProduct)
    .set({ ...fields, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(baseProduct.baseProductId, baseProductId));
  return getBaseProduct(db, baseProductId);
}

export async function deleteBaseProduct(db: Database, query: TArchiveQuery, actorId: number | null) {
  return db.transaction(async (tx) => {
    const current = await getBaseProduct(tx, query.id);
    if (current.manufactured === 1) throw new BusinessError(OUTSOURCED_NOT_DELETABLE);
    await archiveRow(tx, baseProduct, baseProduct.baseProductId, query, actorId, TITLE);
    return getArchivedBaseProduct(tx, query.id);
  });
}

// Machine Action Management: one row per (action, machine) of a base product.

const MAPPING_TITLE = 'Product machine mapping';

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
    .returning({ productMachineMappingId: productMachineMapping.productMachineMappingId });
  return getMachineMapping(db, row.productMachineMappingId);
}

export async function updateMachineMapping(db: DbOrTx, input: TUpdateProductMachineMapping, actorId: number | null) {
  const { productMachineMappingId, ...fields } = input;
  const [row] = await db
    .update(productMachineMapping)
    .set({ ...fields, updatedAt: new Date(), updatedBy: actorId })
    .where(eq(productMachineMapping.productMachineMappingId, productMachineMappingId))
    .returning({ productMachineMappingId: productMachineMapping.productMachineMappingId });
  if (!row) throw new NotFoundError(`${MAPPING_TITLE} ${productMachineMappingId} was not found.`);
  return getMachineMapping(db, productMachineMappingId);
}

export async function deleteMachineMapping(db: DbOrTx, id: number): Promise<TProductMachineMapping> {
  const current = await getMachineMapping(db, id);
  await db.delete(productMachineMapping).where(eq(productMachineMapping.productMachineMappingId, id));
  return current;
}
