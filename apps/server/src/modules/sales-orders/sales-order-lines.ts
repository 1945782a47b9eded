import {
  DELIVERY_FEE_OPTION_INPUT,
  isBelowQuote,
  needsDeliveryFeeOption,
  ORDER_MESSAGES,
  orderLinePrice,
  orderLineQuantity,
  orderTotals,
  type TOrderOptionInput,
  type TOrderProductInput,
  type TProductWithQuota,
} from '@packline/domain';
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { DbOrTx, Transaction } from '../../db/client.ts';
import { listActiveLines } from '../quotations/quotation-pricing.service.ts';
import { quotedProductsOf } from '../quotations/quotation-read.ts';
import { productsToPrice, type TProductToPrice } from './sales-order-read.ts';
import { orderOption, orderProduct } from './sales-orders.tables.ts';

// An order's product and option lines as stored (spec 01 §5, §9): each product quoted for the customer, the line
// money worked out by the server, the delivery fee line, and the order's totals.

/** spec 01 §5: each product needs an active approved quotation of the customer that contains it. */
export async function quotedProductsFor(
  db: DbOrTx,
  customerId: number,
  productIds: readonly number[],
): Promise<Map<number, TProductWithQuota>> {
  if (productIds.length === 0) return new Map();
  const quoted = await quotedProductsOf(db, customerId);
  if (quoted.length === 0) {
    // Which message: no active quotation at all, or one without any (live) product line.
    const active = await listActiveLines(db, [customerId]);
    throw new BusinessError(active.length ? ORDER_MESSAGES.noProductInQuotation : ORDER_MESSAGES.noActiveQuotation);
  }
  const byProduct = new Map(quoted.map((row) => [row.productId, row]));
  for (const productId of productIds) {
    if (!byProduct.has(productId)) throw new BusinessError(ORDER_MESSAGES.productNotInQuotation);
  }
  return byProduct;
}

export type TLineValues = Omit<typeof orderProduct.$inferInsert, 'orderId'>;
export type TOptionValues = Omit<typeof orderOption.$inferInsert, 'orderId'>;

/**
 * Refuses a save whose `checked` line has no quote: the message says whether the customer has no active quotation, one
 * without any (live) product, or one without this product (read again only on this path).
 */
async function refuseUnquoted(db: DbOrTx, customerId: number, productIds: readonly number[]): Promise<never> {
  await quotedProductsFor(db, customerId, productIds);
  throw new BusinessError(ORDER_MESSAGES.productNotInQuotation);
}

/** How `priceLines` treats the lines of one save. */
export interface TPricingRules {
  /** Lines that must be quoted for the customer now. */
  checked: (line: TOrderProductInput) => boolean;
  /** An online customer always pays the quoted price. */
  quotedPriceOnly: boolean;
  /** Who confirms a price below the quote: the staff member saving (from the session). */
  confirmer: number | null;
  /** A stored line kept at its stored unit price keeps its confirmation and asks for none again. */
  keptAsStored?: (line: TOrderProductInput) => { belowQuoteConfirmedBy: number | null } | undefined;
}

/**
 * The stored values of product lines: the price is packagingQty × unitPrice, the pieces packagingQty × pack quantity
 * when known. `checked` lines must be quoted; an online customer always pays the quoted price; staff pricing a line
 * below its quoted price must confirm it (`belowQuoteConfirmed`), and the line records who did.
 */
export async function priceLines(
  db: DbOrTx,
  customerId: number,
  lines: readonly TOrderProductInput[],
  rules: TPricingRules,
): Promise<TLineValues[]> {
  const products = await productsToPrice(
    db,
    customerId,
    lines.map((line) => line.productId),
  );
  const unquoted = lines.filter((line) => rules.checked(line) && !products.get(line.productId)?.quote);
  if (unquoted.length > 0) {
    await refuseUnquoted(
      db,
      customerId,
      lines.filter(rules.checked).map((line) => line.productId),
    );
  }
  const missing = lines.find((line) => !products.has(line.productId));
  if (missing) throw new NotFoundError(`Product ${missing.productId} was not found.`);
  return lines.map((line, index): TLineValues => {
    const { quote, packQuantity: pack } = products.get(line.productId) as TProductToPrice;
    const unitPrice = rules.quotedPriceOnly && quote ? Number(quote.price) : line.unitPrice;
    const quantity = orderLineQuantity(line.packagingQty, pack) ?? line.quantity;
    const kept = rules.keptAsStored?.(line);
    return {
      productId: line.productId,
      unitPrice: unitPrice.toFixed(3),
      packagingQty: line.packagingQty.toFixed(3),
      quantity: quantity.toFixed(3),
      price: orderLinePrice(line.packagingQty, unitPrice).toFixed(2),
      marginOfError: line.marginOfError == null ? null : line.marginOfError.toFixed(2),
      purchPrice: quote?.reservePrice ?? null,
      quotationId: line.quotationId ?? quote?.quotationId ?? null,
      sortOrder: index,
      belowQuoteConfirmedBy: kept
        ? kept.belowQuoteConfirmedBy
        : isBelowQuote(unitPrice, quote?.price)
          ? belowQuoteConfirmer(line, index, rules)
          : null,
    };
  });
}

/** The confirmer of a line priced below its quote: the saver, when they confirmed it. */
function belowQuoteConfirmer(line: TOrderProductInput, index: number, rules: TPricingRules): number | null {
  if (line.belowQuoteConfirmed !== true || rules.confirmer === null) {
    const field = `orderProduct.${index}.belowQuoteConfirmed`;
    throw new BusinessError(ORDER_MESSAGES.belowQuoteUnconfirmed, { [field]: [ORDER_MESSAGES.belowQuoteUnconfirmed] });
  }
  return rules.confirmer;
}

/** Option lines; spec 01 §9: a customer with delivery fee flag 2 gets the delivery fee line when it is missing. */
export function optionLines(options: readonly TOrderOptionInput[], deliveryFeeFlag: number): TOptionValues[] {
  const all: Omit<TOrderOptionInput, 'orderOptionId'>[] = [...options];
  if (needsDeliveryFeeOption(deliveryFeeFlag, all)) all.push({ ...DELIVERY_FEE_OPTION_INPUT });
  return all.map((option) => ({
    optionId: option.optionId,
    quantity: option.quantity.toFixed(3),
    unitPrice: option.unitPrice.toFixed(3),
    // A line priced per unit is recomputed; a surcharge entered as a lump sum (no unit price) keeps its price.
    price: (option.unitPrice > 0 ? orderLinePrice(option.quantity, option.unitPrice) : option.price).toFixed(2),
  }));
}

/** spec 01 §9: the stored subtotal and total with GST, by the same rule as the order dialog's footer. */
export function storedTotals(lines: readonly { price: string }[], options: readonly { price: string }[]) {
  const { subtotal, total } = orderTotals({ orderProduct: lines, orderOption: options });
  return { totalPrice: subtotal.toFixed(2), priceInclgst: total.toFixed(2) };
}

/** Kept lines are updated in place (their delivered quantities stay), new ones inserted, missing ones deleted. */
export async function replaceLines(
  db: Transaction,
  orderId: number,
  inputs: readonly TOrderProductInput[],
  lines: readonly TLineValues[],
  employeeId: number | null,
): Promise<void> {
  const keptIds = inputs.flatMap((line) => (line.orderProductId === undefined ? [] : [line.orderProductId]));
  await db
    .delete(orderProduct)
    .where(
      and(
        eq(orderProduct.orderId, orderId),
        keptIds.length ? notInArray(orderProduct.orderProductId, keptIds) : undefined,
      ),
    );
  const added: TLineValues[] = [];
  for (const [index, line] of lines.entries()) {
    const keptId = inputs[index]?.orderProductId;
    if (keptId === undefined) {
      added.push(line);
      continue;
    }
    await db
      .update(orderProduct)
      .set({ ...line, updatedBy: employeeId })
      .where(and(eq(orderProduct.orderProductId, keptId), eq(orderProduct.orderId, orderId)));
  }
  if (added.length) {
    await db.insert(orderProduct).values(rowsOfOrder(orderId, added, employeeId));
  }
}

/** The rows of an order's new lines (product or option lines), as inserted. */
export function rowsOfOrder<T extends object>(
  orderId: number | SQL<number>,
  lines: readonly T[],
  employeeId: number | null,
) {
  return lines.map((line) => ({ ...line, orderId, createdBy: employeeId }));
}

/** Adds option lines to an order. */
export async function insertOptions(
  db: DbOrTx,
  orderId: number,
  options: readonly TOptionValues[],
  employeeId: number | null,
): Promise<void> {
  if (options.length) await db.insert(orderOption).values(rowsOfOrder(orderId, options, employeeId));
}

/** Replaces the order's option lines. */
export async function replaceOptions(
  db: Transaction,
  orderId: number,
  options: readonly TOptionValues[],
  employeeId: number | null,
): Promise<void> {
  await db.delete(orderOption).where(eq(orderOption.orderId, orderId));
  await insertOptions(db, orderId, options, employeeId);
}
