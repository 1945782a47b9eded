/** A money amount as a number or as a numeric string (Postgres `numeric` columns arrive as strings). */
export type MoneyInput = number | string;

/** spec 01 §9: GST is 15 percent of the subtotal. */
export const GST_RATE = 0.15;

/** An exact decimal: `units / 10^scale`. Money is computed on these so 0.1 + 0.2 stays 0.3. */
type Decimal = { units: bigint; scale: number };

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function parseDecimal(value: MoneyInput): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite money amount: ${value}`);
  }
  // String(number) is the shortest exact round-trip text, so 1.005 parses as 1.005, not 1.00499999…
  const text = String(value).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole.length + fraction.length === 0) {
    throw new RangeError(`Not a money amount: '${text}'`);
  }
  const scale = fraction.length - Number(exponent);
  const units = BigInt(`${sign}${whole}${fraction}`);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** The decimal as an integer count of `10^-places`, rounded half away from zero. */
function toScaledInteger({ units, scale }: Decimal, places: number): bigint {
  if (scale <= places) return units * 10n ** BigInt(places - scale);
  const divisor = 10n ** BigInt(scale - places);
  const quotient = units / divisor;
  const remainder = units % divisor;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (magnitude * 2n < divisor) return quotient;
  return units < 0n ? quotient - 1n : quotient + 1n;
}

function toCents(value: MoneyInput): bigint {
  return toScaledInteger(parseDecimal(value), 2);
}

function centsToNumber(cents: bigint): number {
  // Integer division by 100 is correctly rounded, so the result is the double nearest to the cent amount.
  return Number(cents) / 100;
}

function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: toScaledInteger(a, scale) + toScaledInteger(b, scale), scale };
}

/** `scaled / 10^places` as text with thousands separators, e.g. 123450n, 2 → '1,234.50'. */
function formatScaledInteger(scaled: bigint, places: number): string {
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = digits.slice(digits.length - places);
  return `${scaled < 0n ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** Rounds to cents, half away from zero: 1.005 → 1.01, -1.005 → -1.01. */
export function roundMoney(value: MoneyInput): number {
  return centsToNumber(toCents(value));
}

/** spec 01 §9: GST is 0.15 times the subtotal, rounded to cents. */
export function computeGst(subtotal: MoneyInput): number {
  return centsToNumber(toScaledInteger(multiply(parseDecimal(subtotal), parseDecimal(GST_RATE)), 2));
}

/** Subtotal plus GST, both in cents, so the total always equals the subtotal and GST lines shown above it. */
export function computeTotal(subtotal: MoneyInput): number {
  return centsToNumber(toCents(subtotal) + toCents(computeGst(subtotal)));
}

/** Multiplies exactly and rounds once to cents: 3 × 0.145 → 0.44 (a float product would give 0.43). */
export function multiplyMoney(a: MoneyInput, b: MoneyInput): number {
  return centsToNumber(toScaledInteger(multiply(parseDecimal(a), parseDecimal(b)), 2));
}

/** Multiplies exactly and rounds once to `places` decimals: a purchase line's price keeps 3 (spec 02 §9). */
export function multiplyRounded(a: MoneyInput, b: MoneyInput, places: number): number {
  return Number(formatPlain(toScaledInteger(multiply(parseDecimal(a), parseDecimal(b)), places), places));
}

/** Adds exactly and rounds once to `places` decimals. */
export function sumRounded(values: Iterable<MoneyInput>, places: number): number {
  let total: Decimal = { units: 0n, scale: 0 };
  for (const value of values) total = add(total, parseDecimal(value));
  return Number(formatPlain(toScaledInteger(total, places), places));
}

/** `scaled / 10^places` as plain decimal text (no separators), the exact input of Number(). */
function formatPlain(scaled: bigint, places: number): string {
  return formatScaledInteger(scaled, places).replaceAll(',', '');
}

/** Adds exactly and rounds once to cents. */
export function sumMoney(values: Iterable<MoneyInput>): number {
  let total: Decimal = { units: 0n, scale: 0 };
  for (const value of values) total = add(total, parseDecimal(value));
  return centsToNumber(toScaledInteger(total, 2));
}

/** spec 01 §9: money is shown to 2 decimals, e.g. '1,234.50'. Empty for a missing amount. */
export function formatMoney(value: MoneyInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatScaledInteger(toCents(value), 2);
}

/** spec 01 §9: the quote unit price per carton is shown to 3 decimals, e.g. '0.125'. Empty for a missing amount. */
export function formatUnitPrice(value: MoneyInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatScaledInteger(toScaledInteger(parseDecimal(value), 3), 3);
}
