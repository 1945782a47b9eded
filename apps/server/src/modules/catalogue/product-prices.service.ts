import {
  DUPLICATE_GROUP_PRICE,
  PRICE_FOR_ALL_GROUPS_REQUIRED,
  type TAddProductPrice,
  type TProductPrice,
  type TUpdateProductPrice,
} from '@packline/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { BusinessError, ConflictError, databaseErrorCode } from '../../core/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { listCustomerGroup1Ids } from '../lookups/lookups.service.ts';
import { getBaseProduct } from './base-products.service.ts';
import { productPrice } from './catalogue.tables.ts';
import { selectPrices } from './product-price-read.ts';

// Product Price Management (spec 02 §2, §3): one price per carton for each customer group 1 of a base product, or
// one for every group (group1 null). A changed price keeps the previous one in originalPrice.

const TITLE = 'Product price';

/** The wire form of a price: 3 decimals ('12.500'). */
const toDecimal = (value: number): string => value.toFixed(3);

export function listProductPrices(db: DbOrTx, baseProductId?: number): Promise<TProductPrice[]> {
  return selectPrices(db, baseProductId === undefined ? undefined : eq(productPrice.baseProductId, baseProductId));
}

export async function getProductPrice(db: DbOrTx, productPriceId: number): Promise<TProductPrice> {
  const row = await firstOrNotFound(
    selectPrices(db, eq(productPrice.productPriceId, productPriceId)),
    `${TITLE} ${productPriceId} was not found.`,
  );
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

export async function addProductPrice(db: Database, input: TAddProductPrice, actorId: number | null) {
  return db.transaction(async (tx) => {
    await getBaseProduct(tx, input.baseProductId);
    const group1 = input.group1 ?? null;
    await assertGroupFree(tx, input.baseProductId, group1);
    const [row] = await samePriceGroupGuard(() =>
      tx
        .insert(productPrice)
        .values({
          baseProductId: input.baseProductId,
          group1,
          quantiy: input.quantiy ?? null,
          price: toDecimal(input.price),
          description: input.description ?? null,
          createdBy: actorId,
        })
        .returning({ productPriceId: productPrice.productPriceId }),
    );
    return getProductPrice(tx, row.productPriceId);
  });
}

export async function updateProductPrice(db: Database, input: TUpdateProductPrice, actorId: number | null) {
  return db.transaction(async (tx) => {
    const current = await getProductPrice(tx, input.productPriceId);
    const group1 = input.group1 ?? null;
    if (input.baseProductId !== current.baseProductId) await getBaseProduct(tx, input.baseProductId);
    if (input.baseProductId !== current.baseProductId || group1 !== current.group1) {
      await assertGroupFree(tx, input.baseProductId, group1, input.productPriceId);
    }
    const price = toDecimal(input.price);
    const priceChanged = Number(current.price) !== Number(price);
    await samePriceGroupGuard(() =>
      tx
        .update(productPrice)
        .set({
          baseProductId: input.baseProductId,
          group1,
          quantiy: input.quantiy ?? null,
          price,
          description: input.description ?? null,
          ...(priceChanged ? { originalPrice: current.price } : {}),
          updatedBy: actorId,
        })
        .where(eq(productPrice.productPriceId, input.productPriceId)),
    );
    return getProductPrice(tx, input.productPriceId);
  });
}

export async function deleteProductPrice(db: DbOrTx, productPriceId: number): Promise<TProductPrice> {
  const current = await getProductPrice(db, productPriceId);
  await db.delete(productPrice).where(eq(productPrice.productPriceId, productPriceId));
  return current;
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
  const groups = await listCustomerGroup1Ids(db);
  if (groups.some((group1Id) => !priced.has(group1Id))) throw new BusinessError(PRICE_FOR_ALL_GROUPS_REQUIRED);
}
