import { QUOTATION_DRAFT, QUOTE_VALID_DAYS, quotationMargin, SETTING, toApiDate } from '@packline/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { baseProduct, product, productPrice } from '../catalogue/catalogue.tables.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { packagingType } from '../lookups/lookups.tables.ts';
import { readSetting } from '../settings/settings.service.ts';
import { appSetting } from '../settings/settings.tables.ts';
import { newQuotationNo } from './quotation-number.ts';
import { quotation, quotationItem, quotationOption, quotationOptionItem } from './quotations.tables.ts';

// Demo quotations in every state (spec 01 §4): for each demo customer an approved quotation pricing all of its
// products (the orders issue relies on it), some below the minimum price (Quotation Warnings), drafts of base
// products (some accepted by the customer on the public page), drafts of price updates, bulk drafts of a price change,
// price contracts (one line archived), expired quotations and a few templates. Deterministic for a given random,
// except the quotation numbers: they are the public page's secret, so they stay random even in the demo.

const OPTION_ITEMS = [
  { name: 'Freight', notes: ['Free delivery over 20 cartons.', 'Charged at cost outside Auckland.', null] },
  { name: 'Printing plates', notes: ['One-off $150 per colour.', 'Plates held for reorders.', null] },
  { name: 'Artwork', notes: ['Customer supplies a print-ready PDF.', 'Proof within 2 working days.', null] },
  { name: 'Lead time', notes: ['10 working days from artwork approval.', '15 working days for new prints.', null] },
  { name: 'Storage', notes: ['Up to 3 months of stock held free.', null] },
];
const TEMPLATES = ['Café starter pack', 'Bakery range', 'Takeaway essentials'];
const MIN_PRICE_DEMO_USERS = ['gm', 'accounts'];
const MARGINS = [0, 2.5, 5, 7.5, 10, 12.5, 15, 20];
const DAY_MS = 86_400_000;

type TQuotationRow = typeof quotation.$inferInsert;
type TLineRow = Omit<typeof quotationItem.$inferInsert, 'quotationId'>;
interface TDemoQuote {
  header: Omit<TQuotationRow, 'quotationNo'>;
  lines: TLineRow[];
}

const money = (value: number, places = 3) => value.toFixed(places);

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

export async function seedQuotationDemo(tx: DbOrTx, random: TRandom, size = 1): Promise<void> {
  // A transaction is one connection, which runs one query at a time: read in turn.
  const customers = await tx
    .select({ customerId: customer.customerId, group1: customer.group1, employeeId: customer.employeeId })
    .from(customer)
    .orderBy(asc(customer.customerId));
  const products = await tx
    .select({ productId: product.productId, customerId: product.customerId, baseProductId: product.baseProductId })
    .from(product)
    .where(and(isNull(product.deletedAt), isNotNull(product.customerId), isNotNull(product.baseProductId)))
    .orderBy(asc(product.productId));
  const bases = await tx
    .select({
      baseProductId: baseProduct.baseProductId,
      name: baseProduct.baseProductName,
      cartonQuantity: packagingType.quantity,
    })
    .from(baseProduct)
    .innerJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .where(and(isNull(baseProduct.deletedAt), eq(baseProduct.manufactured, 0), eq(baseProduct.visible, 1)))
    .orderBy(asc(baseProduct.baseProductId));
  const prices = await tx.select().from(productPrice).orderBy(asc(productPrice.productPriceId));
  const sellers = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName, isSales: employee.isSales })
    .from(employee)
    .orderBy(asc(employee.employeeId));
  const salesIds = sellers.filter((s) => s.isSales === 1).map((s) => s.employeeId);
  if (customers.length === 0 || bases.length === 0 || salesIds.length === 0) return;
  const managerId = sellers.find((s) => s.userName === 'gm')?.employeeId ?? salesIds[0];

  const optionItems = await tx
    .insert(quotationOptionItem)
    .values(OPTION_ITEMS.map((item) => ({ name: item.name })))
    .returning();

  // Looked up once per day offset and base product: the benchmark's data set writes tens of thousands of lines.
  const now = Date.now();
  const days = new Map<number, string>();
  const day = (offset: number) => {
    let text = days.get(offset);
    if (text === undefined) {
      text = toApiDate(now + offset * DAY_MS);
      days.set(offset, text);
    }
    return text;
  };
  const at = (offset: number) => new Date(`${day(offset)}T09:30:00+12:00`);
  const cartonQuantities = new Map(bases.map((b) => [b.baseProductId, b.cartonQuantity]));
  const cartonQuantityOf = (baseProductId: number) => cartonQuantities.get(baseProductId);
  const pricesOf = groupBy(prices, (p) => p.baseProductId);

  /** The configured price of a base product for a customer group, else for every group (the minimum price). */
  const configured = (baseProductId: number, group1: number | null) => {
    const own = pricesOf.get(baseProductId) ?? [];
    return own.find((p) => group1 !== null && p.group1 === group1) ?? own.find((p) => p.group1 === null) ?? null;
  };

  /** A line priced `margin` percent over the minimum price; null when the base product has no price. */
  const line = (
    ref: { productId?: number; baseProductId: number },
    group1: number | null,
    margin: number,
    extra: Partial<TLineRow> = {},
  ): TLineRow | null => {
    const config = configured(ref.baseProductId, group1);
    if (!config) return null;
    const minimum = Number(config.price);
    const price = Math.round(minimum * (1 + margin / 100) * 1000) / 1000;
    const cartonQuantity = config.quantiy ?? cartonQuantityOf(ref.baseProductId) ?? null;
    return {
      productId: ref.productId ?? null,
      baseProductId: ref.productId ? null : ref.baseProductId,
      originPrice: money(minimum),
      price: money(price),
      cartonPrice: cartonQuantity ? money(price / cartonQuantity, 5) : null,
      margin: money(quotationMargin(price, minimum) ?? 0, 2),
      notes2: config.description,
      isBelowMin: price < minimum ? 1 : 0,
      cartonQuantity,
      ...extra,
    };
  };
  const lines = (items: (TLineRow | null)[]) =>
    items.filter((item): item is TLineRow => item !== null).map((item, sortOrder) => ({ ...item, sortOrder }));

  const header = (
    client: (typeof customers)[number],
    draft: number,
    effOffset: number,
    extra: Partial<TQuotationRow> = {},
  ): TDemoQuote['header'] => ({
    customerId: client.customerId,
    employeeId: client.employeeId ?? random.pick(salesIds),
    effDate: day(effOffset),
    expDate: day(effOffset + QUOTE_VALID_DAYS),
    draft,
    deliveryFee: random.int(0, 2),
    createdAt: at(effOffset),
    createdBy: client.employeeId ?? null,
    ...(draft === QUOTATION_DRAFT.Approved ? { approvedAt: at(effOffset + 1), approvedBy: managerId } : {}),
    ...extra,
  });

  const quotes: TDemoQuote[] = [];
  const approvedPrice = new Map<number, string>();
  const productsOf = groupBy(products, (p) => p.customerId);
  let contracts = 0;

  for (const [index, client] of customers.entries()) {
    const own = productsOf.get(client.customerId) ?? [];
    const group1 = client.group1;
    const asProduct = (p: (typeof own)[number]) => ({ productId: p.productId, baseProductId: p.baseProductId ?? 0 });

    // A price contract (never expires) for every tenth customer takes their first product; the first one also has an
    // archived line (DeleteContract) for the Deleted Quotation Items screen.
    const contracted = index % 10 === 3 && own.length > 0 ? own.slice(0, 1) : [];
    if (contracted.length > 0) {
      const first = contracts === 0;
      contracts += 1;
      const archived = first
        ? line(asProduct(own[0]), group1, 25, {
            deletedAt: at(-20),
            deletedOperatorId: managerId,
            deletedNotes: 'Replaced by the renegotiated contract price.',
          })
        : null;
      const contractLines = lines([
        ...contracted.map((p) => line(asProduct(p), group1, random.pick(MARGINS))),
        archived,
      ]);
      quotes.push({
        header: header(client, QUOTATION_DRAFT.Approved, -90, {
          isFinal: 1,
          expDate: day(-90 + 365),
          notes: 'Contract price for 12 months.',
        }),
        lines: contractLines,
      });
    }

    // The approved quotation pricing the rest of the customer's products; every eighth starts below the minimum.
    const quoted = own.filter((p) => !contracted.includes(p));
    if (quoted.length > 0) {
      const approvedLines = lines(
        quoted.map((p, n) => line(asProduct(p), group1, index % 8 === 5 && n === 0 ? -5 : random.pick(MARGINS))),
      );
      // One dismissed warning (DisableWarning), so the warnings page shows only the ones still open.
      if (index === 13 && approvedLines[0]?.isBelowMin === 1) {
        approvedLines[0] = {
          ...approvedLines[0],
          warningDisabledAt: at(-2),
          warningDisabledBy: managerId,
          warningDiff: money(Number(approvedLines[0].originPrice) - Number(approvedLines[0].price)),
        };
      }
      for (const l of approvedLines) if (l.productId) approvedPrice.set(l.productId, l.price);
      quotes.push({ header: header(client, QUOTATION_DRAFT.Approved, -random.int(1, 25)), lines: approvedLines });

      // An expired earlier quotation for every sixth customer: history, no longer active.
      if (index % 6 === 5) {
        quotes.push({
          header: header(client, QUOTATION_DRAFT.Approved, -random.int(120, 300)),
          lines: lines(quoted.map((p) => line(asProduct(p), group1, random.pick(MARGINS)))),
        });
      }
    }

    // A draft of base products (a new range) for every fourth customer: the first base product priced twice (MOQ
    // price options the customer chooses between); every third of them already accepted on the public page.
    if (index % 4 === 1) {
      const [a, b] = [random.pick(bases), random.pick(bases)];
      const draftLines = lines([
        line(a, group1, 15, { notes2: 'MOQ 10 cartons' }),
        line(a, group1, 8, { notes2: 'MOQ 50 cartons' }),
        ...(b.baseProductId === a.baseProductId ? [] : [line(b, group1, random.pick(MARGINS))]),
      ]);
      const accepted = index % 12 === 1;
      quotes.push({
        // Accepting approves the quote (draft 0, spec 01 §4); its chosen lines still wait for products.
        header: header(client, accepted ? QUOTATION_DRAFT.Approved : QUOTATION_DRAFT.Draft, -random.int(0, 10), {
          notes: 'New range for the summer menu.',
          ...(accepted ? { custConfirmed: 1, custConfimedAt: at(-1) } : {}),
        }),
        lines: accepted
          ? draftLines.map((l, n) => ({ ...l, custChosen: n === 0 || l.baseProductId !== a.baseProductId ? 1 : 0 }))
          : draftLines,
      });
    }

    // A draft price update of the customer's products for every ninth customer.
    if (index % 9 === 4 && quoted.length > 0) {
      quotes.push({
        header: header(client, QUOTATION_DRAFT.Draft, -random.int(0, 5), { notes: 'Price review.' }),
        lines: lines(
          quoted.map((p) =>
            line(asProduct(p), group1, random.pick(MARGINS), { currentPrice: approvedPrice.get(p.productId) ?? null }),
          ),
        ),
      });
    }
  }

  // Bulk drafts (GenerateQuotaByProductPrice): a 5% price rise of the base product most customers buy.
  const buyers = groupBy(
    products.filter((p) => approvedPrice.has(p.productId)),
    (p) => p.baseProductId ?? 0,
  );
  const [risenBase, risen] = [...buyers.entries()].sort((x, y) => y[1].length - x[1].length || x[0] - y[0])[0] ?? [];
  for (const p of (risen ?? []).slice(0, 8 * size)) {
    const client = customers.find((c) => c.customerId === p.customerId);
    const current = approvedPrice.get(p.productId);
    if (!client || !current || risenBase === undefined) continue;
    const bulk = line({ productId: p.productId, baseProductId: risenBase }, client.group1, 0, {
      currentPrice: current,
    });
    if (!bulk) continue;
    const price = Math.round(Number(current) * 1.05 * 1000) / 1000;
    const cartons = bulk.cartonQuantity;
    quotes.push({
      header: header(client, QUOTATION_DRAFT.BulkDraft, 0, { notes: 'Upcoming price change.' }),
      lines: lines([
        {
          ...bulk,
          price: money(price),
          cartonPrice: cartons ? money(price / cartons, 5) : null,
          margin: money(quotationMargin(price, Number(bulk.originPrice)) ?? 0, 2),
          isBelowMin: price < Number(bulk.originPrice) ? 1 : 0,
        },
      ]),
    });
  }

  // Templates: base-product lines the sales team starts new quotations from.
  const first = customers[0];
  for (const [n, templateName] of TEMPLATES.entries()) {
    const picked = bases.slice(n * 3, n * 3 + 3);
    quotes.push({
      header: header(first, QUOTATION_DRAFT.Draft, -30, { isTemplate: 1, templateName, employeeId: managerId }),
      lines: lines(picked.map((b) => line(b, first.group1, 10))),
    });
  }

  const written = quotes.filter((q) => q.lines.length > 0);
  const created = await insertInChunks(
    tx,
    quotation,
    written.map((q) => ({ ...q.header, quotationNo: newQuotationNo(new Date(`${q.header.effDate}T12:00:00Z`)) })),
    { quotationId: quotation.quotationId },
  );
  await insertInChunks(
    tx,
    quotationItem,
    written.flatMap((q, i) =>
      q.lines.map((l) => ({ ...l, quotationId: created[i].quotationId, createdAt: q.header.createdAt })),
    ),
  );
  const options = written.flatMap((_, i) =>
    Array.from({ length: random.int(0, 2) }, (_unused, k) => {
      const item = OPTION_ITEMS[(i + k * 2) % OPTION_ITEMS.length];
      return {
        quotationId: created[i].quotationId,
        createdAt: written[i].header.createdAt,
        quotationOptionItemId: optionItems[(i + k * 2) % optionItems.length].quotationOptionItemId,
        customizeOptionNotes: random.pick(item.notes),
      };
    }),
  );
  await insertInChunks(tx, quotationOption, options);

  await addDemoMinPriceEditors(tx);
}

/**
 * Demo only: the spec's minimum-price editors are ids 26, 34 and 38 (kept); the demo's 'gm' and 'accounts' join them
 * so signing in as either shows the editable minimum price, and 'sales' shows it locked.
 */
async function addDemoMinPriceEditors(tx: DbOrTx): Promise<void> {
  const editors: readonly number[] = await readSetting(tx, 'quotationMinPriceEditors');
  const demo = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(inArray(employee.userName, MIN_PRICE_DEMO_USERS))
    .orderBy(asc(employee.employeeId));
  const value = [...new Set([...editors, ...demo.map((e) => e.employeeId)])];
  const { key } = SETTING.quotationMinPriceEditors;
  await tx.insert(appSetting).values({ key, value }).onConflictDoUpdate({ target: appSetting.key, set: { value } });
}
