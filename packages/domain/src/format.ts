import { formatMoney, type MoneyInput } from './money.ts';

/** A quantity as a number or numeric string; missing or non-numeric values display as ''. */
export type QuantityInput = number | string | null | undefined;

/** spec 01 §9: text is cut at 60 characters. */
export const TEXT_CUT_LENGTH = 60;

const ELLIPSIS = '...';
const COMMENT_PREVIEW_OVER = 15;
const COMMENT_PREVIEW_LENGTH = 10;

const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function toQuantity(value: QuantityInput): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const quantity = Number(value);
  return Number.isFinite(quantity) ? quantity : null;
}

/** `quantity / unit` to one decimal (half away from zero) plus the suffix, e.g. 12345, 1000, 'K' → '12.3K'. */
function formatInUnits(quantity: number, unit: number, suffix: string): string {
  const tenths = Math.round((Math.abs(quantity) * 10) / unit) * Math.sign(quantity);
  return `${oneDecimal.format(tenths / 10)}${suffix}`;
}

/** spec 01 §9: quantities above 10000 show as K with 1 decimal (12345 → '12.3K'), others as '9,999'. */
export function formatQuantity(value: QuantityInput): string {
  const quantity = toQuantity(value);
  if (quantity === null) return '';
  return Math.abs(quantity) > 10_000 ? formatInUnits(quantity, 1_000, 'K') : plainNumber.format(quantity);
}

/** spec 01 §9: in-delivery quantities above 1000 show as K with 1 decimal (1001 → '1.0K'). */
export function formatInDeliveryQuantity(value: QuantityInput): string {
  const quantity = toQuantity(value);
  if (quantity === null) return '';
  return Math.abs(quantity) > 1_000 ? formatInUnits(quantity, 1_000, 'K') : plainNumber.format(quantity);
}

/** spec 01 §9: stock shows K from 1,000 (1000 → '1.0K', 99999 → '100.0K') and M from 100,000 (→ '0.1M'). */
export function formatStock(value: QuantityInput): string {
  const quantity = toQuantity(value);
  if (quantity === null) return '';
  const magnitude = Math.abs(quantity);
  if (magnitude >= 100_000) return formatInUnits(quantity, 1_000_000, 'M');
  if (magnitude >= 1_000) return formatInUnits(quantity, 1_000, 'K');
  return plainNumber.format(quantity);
}

/** A whole count or quantity with thousands separators (14500 → '14,500'); missing values display as ''. */
export function formatCount(value: QuantityInput): string {
  const quantity = toQuantity(value);
  return quantity === null ? '' : plainNumber.format(quantity);
}

/** Money with its dollar sign, the minus before the sign: -25.06 → '-$25.06', 1234.5 → '$1,234.50'; missing → ''. */
export function formatDollars(value: MoneyInput | null | undefined): string {
  const text = formatMoney(value);
  if (text === '') return '';
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** How many decimals a number has as a person typed it: 7 → 0, 1.5 → 1, 0.125 → 3, 1e-7 → 7. */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * Cartons: a whole number as a count ('1,200'); a part carton (pieces returned or ordered off a carton multiple, e.g.
 * 2,938 pieces at 250 = 11.752) to 1 decimal ('11.8'), the pieces column beside it holding the exact count.
 */
export function formatCartons(value: QuantityInput): string {
  const cartons = toQuantity(value);
  if (cartons === null) return '';
  return Number.isInteger(cartons) ? plainNumber.format(cartons) : oneDecimal.format(cartons);
}

/** '1 pallet', '2 pallets', '1 box', '1,200 boxes': the count and the noun it agrees with (`plural` when irregular). */
export function countOf(count: number, noun: string, plural?: string): string {
  const many = plural ?? `${noun}${/(s|x|z|ch|sh)$/.test(noun) ? 'es' : 's'}`;
  return `${formatCount(count)} ${count === 1 ? noun : many}`;
}

/** Text longer than `over` characters keeps its first `keep` plus '...'; code points, so an emoji is never split. */
function shorten(text: string | null | undefined, over: number, keep: number): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length > over ? `${characters.slice(0, keep).join('')}${ELLIPSIS}` : text;
}

/** spec 01 §9: text longer than `maxLength` (60) keeps its first `maxLength` characters plus '...'. */
export function cutText(text: string | null | undefined, maxLength = TEXT_CUT_LENGTH): string {
  return shorten(text, maxLength, maxLength);
}

/** spec 01 §9: a comment above 15 characters previews as its first 10 plus '...'. */
export function commentPreview(text: string | null | undefined): string {
  return shorten(text, COMMENT_PREVIEW_OVER, COMMENT_PREVIEW_LENGTH);
}
