import {
  findQuoteProductPrice,
  priceFromMargin,
  QUOTATION_FORM_DEBOUNCE_MS,
  quotationMargin,
  type TQuotationLineCheck,
  type TQuoteProductPrice,
} from '@packline/domain';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBaseProductById } from '../catalogue/base-product.api.ts';
import { useProductsOfCustomer } from '../catalogue/products.api.ts';
import { useCustomerById } from '../customers/customers.api.ts';
import type { TLineValues, TQuotationFormValues } from './quotation-form.ts';
import { useQuoteProductPrices } from './quotations.api.ts';

// What the item table needs to price a line: the customer's price group, the configured prices, the products.
// Base product lines pick on the server (BASE_PRODUCT_OPTIONS); no whole base product list is read. A line's base
// product is named by its product, else by a configured price row, else by a read of that one base product.

export interface TLineLookups {
  productOptions: { value: number; label: string }[];
  loading: boolean;
  /** The configured price row of the line's base product (its own, or its product's) for the customer's group. */
  priceRowOf: (line: TLineValues | undefined) => TQuoteProductPrice | null;
  /** The figures the save check reads (spec 01 §5). */
  checkOf: (line: TLineValues) => TQuotationLineCheck;
  /** The line's base product when neither its product nor a price row names it (read by id, useLineBaseName). */
  unnamedBaseOf: (line: TLineValues | undefined) => number | null;
  /** Keeps a base product's name read by id for the save check. */
  nameBase: (baseProductId: number, name: string) => void;
}

export function useLineLookups(customerId: number | undefined): TLineLookups {
  const customer = useCustomerById(customerId);
  const prices = useQuoteProductPrices();
  const products = useProductsOfCustomer(customerId);
  const readNames = useRef(new Map<number, string>());
  const group1 = customer.data?.group1 ?? null;

  return useMemo(() => {
    const productRows = new Map((products.data ?? []).map((product) => [product.productId, product]));
    const priceNames = new Map((prices.data ?? []).map((row) => [row.baseProductId, row.baseProductName]));
    const baseOf = (line: TLineValues | undefined): { id: number; name: string | undefined } | null => {
      if (!line) return null;
      const product = line.kind === 'product' && line.productId ? productRows.get(line.productId) : undefined;
      const id = line.kind === 'base' ? line.baseProductId : product?.baseProductId;
      if (!id) return null;
      return { id, name: product?.baseProduct?.baseProductName ?? priceNames.get(id) ?? readNames.current.get(id) };
    };
    const priceRowOf = (line: TLineValues | undefined) => {
      const base = baseOf(line);
      return base ? findQuoteProductPrice(prices.data ?? [], base.id, group1) : null;
    };
    return {
      productOptions: (products.data ?? []).map((product) => ({
        value: product.productId,
        label: `${product.productCode} — ${product.productName}`,
      })),
      loading: products.isLoading || prices.isLoading,
      priceRowOf,
      checkOf: (line) => {
        const base = baseOf(line);
        return {
          baseProductName: base ? (base.name ?? `#${base.id}`) : null,
          configuredPrice: priceRowOf(line)?.price ?? null,
          cartonQuantity: line.cartonQuantity,
        };
      },
      unnamedBaseOf: (line) => {
        // Only once the prices and products are in: until then a name may be on its way without a read.
        if (prices.isLoading || products.isLoading) return null;
        const base = baseOf(line);
        return base && base.name === undefined ? base.id : null;
      },
      nameBase: (baseProductId, name) => {
        readNames.current.set(baseProductId, name);
      },
    };
  }, [products.data, products.isLoading, prices.data, prices.isLoading, group1]);
}

/**
 * Reads the name of a line's base product that neither its product nor a price row names (a base product without a
 * configured price: the save check's message names it), one base product by id.
 */
export function useLineBaseName(line: TLineValues | undefined, lookups: TLineLookups): void {
  const baseProductId = lookups.unnamedBaseOf(line);
  const read = useBaseProductById(baseProductId, baseProductId !== null);
  const { nameBase } = lookups;
  useEffect(() => {
    if (read.data) nameBase(read.data.baseProductId, read.data.baseProductName);
  }, [read.data, nameBase]);
}

/** A line's defaults from its configured price: minimum price, carton quantity and MOQ (spec 02 §8). */
export function lineDefaults(line: TLineValues, row: TQuoteProductPrice | null): TLineValues {
  if (!row) return { ...line, originPrice: null, cartonQuantity: null, margin: null };
  const originPrice = Number(row.price);
  const price = line.price ?? originPrice;
  return {
    ...line,
    originPrice,
    price,
    margin: quotationMargin(price, originPrice),
    cartonQuantity: row.cartonQuantity,
    notes2: line.notes2 || row.description,
  };
}

type TLineField = keyof TLineValues;

/**
 * spec 01 §9: editing a price recomputes the margin, editing a margin the price, 300 ms after the last keystroke.
 * `flush` applies what is pending at once (before a save or a removed line shifts the indexes).
 */
export function useLineRecompute(form: FormInstance<TQuotationFormValues>) {
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => void }>());

  const recompute = useCallback(
    (index: number, changed: TLineField) => {
      const line = form.getFieldValue(['quotationItem', index]) as TLineValues | undefined;
      if (!line) return;
      if (changed === 'margin') {
        if (line.originPrice && typeof line.margin === 'number') {
          form.setFieldValue(['quotationItem', index, 'price'], priceFromMargin(line.originPrice, line.margin));
        }
      } else {
        form.setFieldValue(['quotationItem', index, 'margin'], quotationMargin(line.price ?? 0, line.originPrice));
      }
    },
    [form],
  );

  const schedule = useCallback(
    (index: number, changed: TLineField) => {
      const timers = pending.current;
      clearTimeout(timers.get(index)?.timer);
      const run = () => {
        timers.delete(index);
        recompute(index, changed);
      };
      timers.set(index, { timer: setTimeout(run, QUOTATION_FORM_DEBOUNCE_MS), run });
    },
    [recompute],
  );

  const flush = useCallback(() => {
    for (const { timer, run } of [...pending.current.values()]) {
      clearTimeout(timer);
      run();
    }
  }, []);

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const { timer } of timers.values()) clearTimeout(timer);
    };
  }, []);

  /** Form onValuesChange: schedules the recompute of every line whose price, minimum or margin the user edited. */
  const onValuesChange = useCallback(
    (changed: Partial<TQuotationFormValues>) => {
      changed.quotationItem?.forEach((line, index) => {
        // One edited field; a removed line shifts whole rows, which are not edits.
        if (!line || Object.keys(line).length !== 1) return;
        if ('margin' in line) schedule(index, 'margin');
        else if ('price' in line || 'originPrice' in line) schedule(index, 'price');
      });
    },
    [schedule],
  );

  return { onValuesChange, flush };
}
