import {
  configurePriceMessage,
  noCartonQuantityMessage,
  PERMISSION,
  QUOTATION_MESSAGES,
  quotationMargin,
  type TQuotationItemInput,
} from '@packline/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orNotFound } from '../../db/rows.ts';
import { permissionsOf } from '../settings/settings.service.ts';
import { activeApprovedLine, readGroupPrices, readLineBases, readLineProducts } from './quotation-read.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

export const decimal = (value: number, places: number) => value.toFixed(places);

// ---- Active prices ------------------------------------------------------------------------------------------------

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
  const products = await readLineProducts(db, productIds);
  const productOf = new Map(products.map((row) => [row.productId, row]));
  const baseIdOf = (item: TQuotationItemInput) =>
    item.productId ? (productOf.get(item.productId)?.baseProductId ?? null) : (item.baseProductId ?? null);
  const baseIds = [...new Set(items.map(baseIdOf).filter((baseId): baseId is number => baseId !== null))];
  const bases = await readLineBases(db, baseIds);
  const baseOf = new Map(bases.map((row) => [row.baseProductId, row]));
  const prices = await readGroupPrices(db, baseIds, customerRow.group1);
  const priceOf = (baseId: number) =>
    prices.find((row) => row.baseProductId === baseId && row.group1 !== null) ??
    prices.find((row) => row.baseProductId === baseId && row.group1 === null);
  const current = currentPrices(await listActiveLines(db, [customerRow.customerId], options.except));

  return items.map((item, index): TLineValues => {
    if (item.productId) {
      const found = orNotFound(productOf.get(item.productId), `Product ${item.productId} was not found.`);
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

/**
 * The reserve (minimum) price per carton of each quotation line, as worked out when it was quoted: the order line keeps
 * it as purchPrice, and invoices carry it as reservePrice for the profit figures (spec 02 §3 new sale report).
 */
export async function minimumPricesOf(db: DbOrTx, quotationItemIds: readonly number[]): Promise<Map<number, string>> {
  if (quotationItemIds.length === 0) return new Map();
  const rows = await db
    .select({ quotationItemId: quotationItem.quotationItemId, originPrice: quotationItem.originPrice })
    .from(quotationItem)
    .where(inArray(quotationItem.quotationItemId, [...new Set(quotationItemIds)]));
  return new Map(
    rows.flatMap((row) =>
      row.originPrice === null ? [] : [[row.quotationItemId, Number(row.originPrice).toFixed(3)]],
    ),
  );
}
