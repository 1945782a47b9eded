import {
  configurePriceMessage,
  noCartonQuantityMessage,
  PERMISSION,
  QUOTATION_DRAFT,
  QUOTATION_MESSAGES,
  quotationMargin,
  type TProductWithQuota,
  type TQuotationItemInput,
  type TQuoteProductPrice,
  toApiDate,
} from '@packline/domain';
import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { baseProduct, product, productPrice } from '../catalogue/catalogue.tables.ts';
import { getCustomer, type TCustomerScope } from '../customers/customers.service.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

export const decimal = (value: number, places: number) => value.toFixed(places);
export const today = () => toApiDate(new Date());

// ---- Active prices ------------------------------------------------------------------------------------------------

/** A live line of an approved, non-template quotation that has not expired (contracts never expire). */
export const activeApprovedLine = () =>
  and(
    eq(quotation.draft, QUOTATION_DRAFT.Approved),
    eq(quotation.isTemplate, 0),
    or(eq(quotation.isFinal, 1), gte(quotation.expDate, today())),
    isNull(quotationItem.deletedAt),
  );

type TLineKey = string;
export const keyOf = (line: { productId: number | null; baseProductId: number | null }): TLineKey =>
  line.productId ? `p${line.productId}` : `b${line.baseProductId}`;

export interface TActiveLine {
  quotationItemId: number;
  quotationId: number;
  quotationNo: string;
  productId: number | null;
  baseProductId: number | null;
  price: string;
}

/** The customer's active quoted lines, latest quotation first; `except` leaves one quotation out. */
export async function listActiveLines(
  db: DbOrTx,
  customerIds: readonly number[],
  except?: number,
): Promise<TActiveLine[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({
      quotationItemId: quotationItem.quotationItemId,
      quotationId: quotation.quotationId,
      quotationNo: quotation.quotationNo,
      customerId: quotation.customerId,
      productId: quotationItem.productId,
      baseProductId: quotationItem.baseProductId,
      price: quotationItem.price,
    })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .where(
      and(
        inArray(quotation.customerId, [...customerIds]),
        activeApprovedLine(),
        except === undefined ? undefined : ne(quotation.quotationId, except),
      ),
    )
    .orderBy(desc(quotation.quotationId), asc(quotationItem.quotationItemId));
}

/** The price each product / base product has now for the customer: the latest active quotation's. */
export function currentPrices(lines: readonly TActiveLine[]): Map<TLineKey, TActiveLine> {
  const prices = new Map<TLineKey, TActiveLine>();
  for (const line of lines) if (!prices.has(keyOf(line))) prices.set(keyOf(line), line);
  return prices;
}

// ---- Lines: the minimum price, margin, carton quantity of each item ----------------------------------------------

const ownPackaging = alias(packagingType, 'own_packaging');

interface TLineCustomer {
  customerId: number;
  group1: number | null;
}

type TLineValues = Omit<typeof quotationItem.$inferInsert, 'quotationId'>;

/**
 * What the server works out for each item (spec 01 §5, §9): the minimum price is the base product's configured
 * price for the customer's group 1 (else for all groups) unless a min-price editor set another; the carton quantity
 * is the price row's, else the packaging type's; the MOQ defaults to the price row's text.
 */
export async function priceLines(
  db: DbOrTx,
  customerRow: TLineCustomer,
  items: readonly TQuotationItemInput[],
  options: { canEditMinPrice: boolean; except?: number },
): Promise<TLineValues[]> {
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const products = productIds.length
    ? await db
        .select({
          productId: product.productId,
          customerId: product.customerId,
          baseProductId: product.baseProductId,
          packagingQuantity: ownPackaging.quantity,
        })
        .from(product)
        .leftJoin(ownPackaging, eq(ownPackaging.packagingTypeId, product.packagingTypeId))
        .where(inArray(product.productId, productIds))
    : [];
  const productOf = new Map(products.map((row) => [row.productId, row]));
  const baseIdOf = (item: TQuotationItemInput) =>
    item.productId ? (productOf.get(item.productId)?.baseProductId ?? null) : (item.baseProductId ?? null);
  const baseIds = [...new Set(items.map(baseIdOf).filter((baseId): baseId is number => baseId !== null))];
  const bases = baseIds.length
    ? await db
        .select({
          baseProductId: baseProduct.baseProductId,
          baseProductName: baseProduct.baseProductName,
          packagingQuantity: packagingType.quantity,
        })
        .from(baseProduct)
        .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
        .where(inArray(baseProduct.baseProductId, baseIds))
    : [];
  const baseOf = new Map(bases.map((row) => [row.baseProductId, row]));
  const prices = baseIds.length
    ? await db
        .select()
        .from(productPrice)
        .where(
          and(
            inArray(productPrice.baseProductId, baseIds),
            customerRow.group1 === null
              ? isNull(productPrice.group1)
              : or(eq(productPrice.group1, customerRow.group1), isNull(productPrice.group1)),
          ),
        )
    : [];
  const priceOf = (baseId: number) =>
    prices.find((row) => row.baseProductId === baseId && row.group1 !== null) ??
    prices.find((row) => row.baseProductId === baseId && row.group1 === null);
  const current = currentPrices(await listActiveLines(db, [customerRow.customerId], options.except));

  return items.map((item, index): TLineValues => {
    if (item.productId) {
      const found = productOf.get(item.productId);
      if (!found) throw new NotFoundError(`Product ${item.productId} was not found.`);
      if (found.customerId !== null && found.customerId !== customerRow.customerId) {
        throw new BusinessError(`Product ${item.productId} belongs to another customer.`);
      }
    }
    const baseId = baseIdOf(item);
    const base = baseId === null ? undefined : baseOf.get(baseId);
    if (baseId !== null && !base) throw new NotFoundError(`Base product ${baseId} was not found.`);
    const configured = baseId === null ? undefined : priceOf(baseId);
    if (base && !configured) throw new BusinessError(configurePriceMessage(base.baseProductName));
    if (configured && Number(configured.price) <= 0) throw new BusinessError(QUOTATION_MESSAGES.noValidPrice);

    const ownQuantity = item.productId ? productOf.get(item.productId)?.packagingQuantity : null;
    const cartonQuantity = configured?.quantiy || ownQuantity || base?.packagingQuantity || null;
    if (!cartonQuantity) throw new BusinessError(noCartonQuantityMessage(index + 1));

    // spec 01 §6: only a min-price editor's own minimum price counts; anyone else's is the configured one.
    const minPrice =
      options.canEditMinPrice && item.originPrice != null
        ? item.originPrice
        : configured
          ? Number(configured.price)
          : null;
    const margin = minPrice === null ? null : quotationMargin(item.price, minPrice);
    const currentLine = current.get(
      keyOf({ productId: item.productId ?? null, baseProductId: item.baseProductId ?? null }),
    );
    return {
      productId: item.productId ?? null,
      baseProductId: item.productId ? null : (item.baseProductId ?? null),
      itemDesc: item.itemDesc || null,
      originPrice: minPrice === null ? null : decimal(minPrice, 3),
      price: decimal(item.price, 3),
      margin: margin === null ? null : decimal(margin, 2),
      isBelowMin: minPrice !== null && item.price < minPrice ? 1 : 0,
      cartonQuantity,
      cartonPrice: decimal(item.price / cartonQuantity, 5),
      currentPrice: currentLine?.price ?? null,
      notes: item.notes || null,
      notes2: item.notes2 || configured?.description || null,
      sortOrder: index,
    };
  });
}

export async function canEditMinPrice(db: DbOrTx, employeeId: number): Promise<boolean> {
  return (await permissionsOf(db, employeeId)).includes(PERMISSION.EditQuotationMinPrice);
}

// ---- Reads of prices ----------------------------------------------------------------------------------------------

/** GET Quotation/GetQuoteProductPrice: every configured price with what a quote line needs from it. */
export async function listQuoteProductPrices(db: DbOrTx): Promise<TQuoteProductPrice[]> {
  const rows = await db
    .select({
      baseProductId: baseProduct.baseProductId,
      baseProductName: baseProduct.baseProductName,
      productCode: baseProduct.productCode,
      rawmaterialDesc: baseProduct.rawmaterialDesc,
      group1: productPrice.group1,
      price: productPrice.price,
      quantiy: productPrice.quantiy,
      packagingQuantity: packagingType.quantity,
      description: productPrice.description,
    })
    .from(productPrice)
    .innerJoin(baseProduct, eq(baseProduct.baseProductId, productPrice.baseProductId))
    .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .where(isNull(baseProduct.deletedAt))
    .orderBy(asc(baseProduct.baseProductId), sql`${productPrice.group1} nulls first`);
  return rows.map(({ quantiy, packagingQuantity, ...row }) => ({
    ...row,
    cartonQuantity: quantiy || packagingQuantity || null,
  }));
}

/** GET Product/GetProductByCustomerIdWithQuota: the customer's products priced in an active quotation (latest wins). */
export async function listQuotedProducts(
  db: DbOrTx,
  customerId: number,
  scope: TCustomerScope,
): Promise<TProductWithQuota[]> {
  await getCustomer(db, scope, customerId);
  const rows = await db
    .select({
      productId: product.productId,
      productCode: product.productCode,
      productName: product.productName,
      baseProductId: product.baseProductId,
      quotationId: quotation.quotationId,
      quotationNo: quotation.quotationNo,
      quotationItemId: quotationItem.quotationItemId,
      price: quotationItem.price,
      cartonQuantity: quotationItem.cartonQuantity,
      expDate: quotation.expDate,
      isFinal: quotation.isFinal,
    })
    .from(quotationItem)
    .innerJoin(quotation, eq(quotation.quotationId, quotationItem.quotationId))
    .innerJoin(product, eq(product.productId, quotationItem.productId))
    .where(and(eq(quotation.customerId, customerId), activeApprovedLine(), isNull(product.deletedAt)))
    .orderBy(desc(quotation.quotationId), asc(quotationItem.sortOrder));
  const latest = new Map<number, TProductWithQuota>();
  for (const row of rows) {
    if (!latest.has(row.productId)) latest.set(row.productId, { ...row, isFinal: row.isFinal === 1 ? 1 : 0 });
  }
  return [...latest.values()].sort((a, b) => a.productCode.localeCompare(b.productCode));
}
