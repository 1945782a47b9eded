import {
  ALL_GROUPS,
  DUPLICATE_GROUP_PRICE,
  PRICE_FOR_ALL_GROUPS_REQUIRED,
  type TAddProductPrice,
  type TProductPrice,
  type TUpdateProductPrice,
} from '@packline/domain';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, ConflictError, databaseErrorCode, NotFoundError } from '../../http/errors.ts';
import { customerGroup1 } from '../lookups/lookups.tables.ts';
import { getBaseProduct } from './base-products.service.ts';
import { productPrice } from './catalogue.tables.ts';

// Product Price Management (spec 02 §2, §3): one price per carton for each customer group 1 of a base product, or
// one for every group (group1 null). A changed price keeps the previous one in originalPrice.

const TITLE = 'Product price';

/** The wire form of a price: 3 decimals ('12.500'). */
const toDecimal = (value: number): string => value.toFixed(3);

async function selectPrices(db: DbOrTx, where: SQL | undefined): Promise<TProductPrice[]> {
  return db
    .select({
      productPriceId: productPrice.productPriceId,
      baseProductId: productPrice.baseProductId,
      group1: productPrice.group1,
      group1Name: sql<string>`coalesce(${customerGroup1.group1Name}, ${ALL_GROUPS})`,
      quantiy: productPrice.quantiy,
      price: productPrice.price,
      description: productPrice.description,
      originalPrice: productPrice.originalPrice,
    })
    .from(productPrice)
    .leftJoin(customerGroup1, eq(customerGroup1.group1Id, productPrice.group1))
    .where(where)
    .orderBy(
      asc(productPrice.baseProductId),
      sql`${productPrice.group1} nulls first`,
      asc(productPrice.productPriceId),
    );
}

export function listProductPrices(db: DbOrTx, baseProductId?: number): Promise<TProductPrice[]> {
  return selectPrices(db, baseProductId === undefined ? undefined : eq(productPrice.baseProductId, baseProductId));
}

export async function getProductPrice(db: DbOrTx, productPriceId: number): Promise<TProductPrice> {
  const [row] = await selectPrices(db, eq(productPrice.productPriceId, productPriceId));
  if (!row) throw new NotFoundError(`${TITLE} ${productPriceId} was not found.`);
  return row;
}

/** One price row per (base product, customer group 1); null counts as its own group ('All groups'). */
async function assertGroupFree(db: DbOrTx, baseProductId: number, group1: number | null, exceptId?: number) {
  const conditions = [
    eq(productPrice.baseProductId, baseProductId),
    group1 === null ? isNull(productPrice.group1) : eq(productPrice.group1, group1),
  ];
  if (exceptId !== undefined) conditions.push(ne(productPrice.productPriceId, exceptId));
  const [taken] = await db
    .select({ id: productPrice.productPriceId })
    .from(productPrice)
    .where(and(...conditions));
  if (taken) throw new ConflictError(DUPLICATE_GROUP_PRICE);
}

/** Two people adding the same group's price at once: the unique index refuses the second, with the same message. */
async function samePriceGroupGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new ConflictError(DUPLICATE_GROUP_PRICE);
    throw error;
  }
}

export async function addProductPrice(db: DbOrTx, input: TAddProductPrice, actorId: number | null) {
  await getBaseProduct(db, input.baseProductId);
  const group1 = input.group1 ?? null;
  await assertGroupFree(db, input.baseProductId, group1);
  const [row] = await samePriceGroupGuard(() =>
    db
      .insert(productPrice)
      .values({
        baseProductId: input.baseProductId,
        group1,
        quantiy: input.quantiy ?? null,
        price: toDecimal(input.price),
        description: input.description ?? null,
        createdBy: actorId,
      })
      .returning(),
  );
  return getProductPrice(db, row.productPriceId);
}

export async function updateProductPrice(db: DbOrTx, input: TUpdateProductPrice, actorId: number | null) {
  const current = await getProductPrice(db, input.productPriceId);
  const group1 = input.group1 ?? null;
  if (input.baseProductId !== current.baseProductId) await getBaseProduct(db, input.baseProductId);
  if (input.baseProductId !== current.baseProductId || group1 !== current.group1) {
    await assertGroupFree(db, input.baseProductId, group1, input.productPriceId);
  }
  const price = toDecimal(input.price);
  const priceChanged = Number(current.price) !== Number(price);
  await samePriceGroupGuard(() =>
    db
      .update(productPrice)
      .set({
        baseProductId: input.baseProductId,
        group1,
        quantiy: input.quantiy ?? null,
        price,
        description: input.description ?? null,
        ...(priceChanged ? { originalPrice: current.price } : {}),
        updatedAt: new Date(),
        updatedBy: actorId,
      })
      .where(eq(productPrice.productPriceId, input.productPriceId)),
  );
  return getProductPrice(db, input.productPriceId);
}

export async function deleteProductPrice(db: DbOrTx, productPriceId: number) {
  const [row] = await db.delete(productPrice).where(eq(productPrice.productPriceId, productPriceId)).returning();
  if (!row) throw new NotFoundError(`${TITLE} ${productPriceId} was not found.`);
  return row;
}

/** spec 02 §5: quotations are generated only when every customer group 1 has a price (or an 'all groups' one). */
export async function assertPricedForAllGroups(db: DbOrTx, baseProductId: number): Promise<void> {
  await getBaseProduct(db, baseProductId);
  const prices = await db
    .select({ group1: productPrice.group1 })
    .from(productPrice)
    .where(eq(productPrice.baseProductId, baseProductId));
  if (prices.some((p) => p.group1 === null)) return;
  const priced = new Set(prices.map((p) => p.group1));
  const groups = await db.select({ group1Id: customerGroup1.group1Id }).from(customerGroup1);
  if (groups.some((g) => !priced.has(g.group1Id))) throw new BusinessError(PRICE_FOR_ALL_GROUPS_REQUIRED);
}
