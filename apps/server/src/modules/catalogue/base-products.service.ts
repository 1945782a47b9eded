import {
  OUTSOURCED_NOT_DELETABLE,
  OUTSOURCED_NOT_EDITABLE,
  type TAddBaseProduct,
  type TAddProductMachineMapping,
  type TArchiveQuery,
  type TBaseProduct,
  type TBaseProductListQuery,
  type TProductMachineMapping,
  type TUpdateBaseProduct,
  type TUpdateProductMachineMapping,
} from '@packline/domain';
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import { listPage, orderByOf } from '../../core/list-query.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { archiveRow } from './archive.ts';
import {
  BASE_PRODUCT_SORTS,
  baseProductListQuery,
  baseProductSearch,
  selectBaseProducts,
  selectMappings,
  wholeBaseProductList,
} from './base-product-read.ts';
import { baseProduct, productMachineMapping } from './catalogue.tables.ts';

// Base products (spec 02 §2, §3, §5) and the machine that does each of their production actions. An outsourced
// base product (manufactured = 1) belongs to the Outsource Product screen: not edited or deleted here.

const TITLE = 'Base product';

type TBaseProductRow = Awaited<ReturnType<typeof baseProductListQuery>>[number];

function toBaseProduct({ product, ...joined }: TBaseProductRow): TBaseProduct {
  return {
    ...product,
    ...joined,
    deletedAt: product.deletedAt?.toISOString() ?? null,
    createdAt: product.createdAt.toISOString(),
  } as TBaseProduct;
}

async function readBaseProducts(db: DbOrTx, where: SQL | undefined, deletedFirst = false): Promise<TBaseProduct[]> {
  return (await baseProductListQuery(db, where, deletedFirst)).map(toBaseProduct);
}

/**
 * GET BaseProduct/GetAllBaseProduct: the live base products; one page and the total with `page`, else the whole list
 * by code (docs/architecture.md §3). A picker sends `limit` and the chosen base product's id, which is then always in
 * the answer (first), so the picker can show its name.
 */
export function listBaseProducts(db: DbOrTx, query: TBaseProductListQuery = {}) {
  const chosen = query.selectedId ? eq(baseProduct.baseProductId, query.selectedId) : undefined;
  const search = baseProductSearch(query.search);
  const where = and(isNull(baseProduct.deletedAt), search && chosen ? or(chosen, search) : search);
  const orderBy = [
    ...(chosen ? [desc(sql`${chosen}`)] : []),
    ...orderByOf(BASE_PRODUCT_SORTS, query, { field: 'productCode', order: 'ascend' }, baseProduct.baseProductId),
  ];
  const rows = selectBaseProducts(db)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const select = { rows, count: db.select({ total: count() }).from(baseProduct).where(where), toRow: toBaseProduct };
  // A picker's first rows (`limit`) are read as rows; without it the whole list is a list that can be large.
  if (query.limit)
    return listPage(query, { ...select, rows: query.page === undefined ? rows.limit(query.limit) : rows });
  return listPage(query, { ...select, whole: () => wholeBaseProductList(db, where, orderBy) });
}

export function listDeletedBaseProducts(db: DbOrTx): Promise<TBaseProduct[]> {
  return readBaseProducts(db, isNotNull(baseProduct.deletedAt), true);
}

export async function getBaseProduct(db: DbOrTx, baseProductId: number): Promise<TBaseProduct> {
  const row = await firstOrNotFound(
    readBaseProducts(db, and(eq(baseProduct.baseProductId, baseProductId), isNull(baseProduct.deletedAt))),
    `${TITLE} ${baseProductId} was not found.`,
  );
  return row;
}

/** A base product just archived, as the delete answers it. */
async function getArchivedBaseProduct(db: DbOrTx, baseProductId: number): Promise<TBaseProduct> {
  const row = await firstOrNotFound(
    readBaseProducts(db, eq(baseProduct.baseProductId, baseProductId)),
    `${TITLE} ${baseProductId} was not found.`,
  );
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
    .set({ ...fields, updatedBy: actorId })
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
  const row = await firstOrNotFound(
    selectMappings(db, eq(productMachineMapping.productMachineMappingId, id)),
    `${MAPPING_TITLE} ${id} was not found.`,
  );
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
  const _row = await firstOrNotFound(
    db
      .update(productMachineMapping)
      .set({ ...fields, updatedBy: actorId })
      .where(eq(productMachineMapping.productMachineMappingId, productMachineMappingId))
      .returning({ productMachineMappingId: productMachineMapping.productMachineMappingId }),
    `${MAPPING_TITLE} ${productMachineMappingId} was not found.`,
  );
  return getMachineMapping(db, productMachineMappingId);
}

export async function deleteMachineMapping(db: DbOrTx, id: number): Promise<TProductMachineMapping> {
  const current = await getMachineMapping(db, id);
  await db.delete(productMachineMapping).where(eq(productMachineMapping.productMachineMappingId, id));
  return current;
}
