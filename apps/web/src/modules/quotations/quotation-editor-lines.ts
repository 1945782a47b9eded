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
import { useBaseProducts } from '../catalogue/base-product.api.ts';
import { useBaseProductOptions } from '../catalogue/products.api.ts';
import { useCustomerById } from '../customers/customers.api.ts';
import type { TLineValues, TQuotationFormValues } from './quotation-form.ts';
import { useProductsOfCustomer, useQuoteProductPrices } from './quotations.api.ts';

// What the item table needs to price a line: the customer's price group, the configured prices, the products.

export interface TLineLookups {
  productOptions: { value: number; label: string }[];
  baseProductOptions: { value: number; label: string }[];
  loading: boolean;
  /** The configured price row of the line's base product (its own, or its product's) for the customer's group. */
  priceRowOf: (line: TLineValues | undefined) => TQuoteProductPrice | null;
  /** The figures the save check reads (spec 01 §5). */
  checkOf: (line: TLineValues) => TQuotationLineCheck;
}

export function useLineLookups(customerId: number | undefined): TLineLookups {
  const customer = useCustomerById(customerId);
  const prices = useQuoteProductPrices();
  const products = useProductsOfCustomer(customerId);
  const baseProducts = useBaseProducts();
  const baseProductOptions = useBaseProductOptions();
  const group1 = customer.data?.group1 ?? null;

  return useMemo(() => {
    const productRows = new Map((products.data ?? []).map((product) => [product.productId, product]));
    const baseNames = new Map(baseProducts.rows.map((row) => [row.baseProductId, row.baseProductName]));
    const baseOf = (line: TLineValues | undefined): { id: number; name: string } | null => {
      if (!line) return null;
      const product = line.kind === 'product' && line.productId ? productRows.get(line.productId) : undefined;
      const id = line.kind === 'base' ? line.baseProductId : product?.baseProductId;
      if (!id) return null;
      return { id, name: product?.baseProduct?.baseProductName ?? baseNames.get(id) ?? `#${id}` };
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
      baseProductOptions: baseProductOptions.options,
      loading: products.isLoading || prices.isLoading || baseProductOptions.loading,
      priceRowOf,
      checkOf: (line) => ({
        baseProductName: baseOf(line)?.name ?? null,
        configuredPrice: priceRowOf(line)?.price ?? null,
        cartonQuantity: line.cartonQuantity,
      }),
    };
  }, [products.data, products.isLoading, prices.data, prices.isLoading, baseProducts.rows, baseProductOptions, group1]);
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
