import { serializeImages } from '@packline/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { packagingType, palletStacking, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, product, productBarcode, productPrice } from './catalogue.tables.ts';

// Demo customer products built from the demo base products, a few outsourced products with their base products
// and prices, and product barcodes. Runs after the base products are seeded; deterministic for a given random.

const PRODUCTS_PER_SIZE = 120;

const OUTSOURCED = [
  { name: 'Bamboo Cutlery Set', code: 'OUT-BAMBOO-SET', type: 'Cutlery', note: 'Imported, 3 weeks lead time' },
  { name: 'Wooden Stirrers 140mm', code: 'OUT-STIR-140', type: 'Cutlery', note: 'Imported' },
  { name: 'Kraft Paper Bag Medium', code: 'OUT-BAG-M', type: 'Bag', note: 'Supplier stock' },
  { name: 'Napkins 2-Ply White', code: 'OUT-NAPKIN-2P', type: 'Napkin', note: null },
  { name: 'Cup Carrier 4-Cup', code: 'OUT-CARRIER-4', type: 'Carrier', note: 'Moulded fibre' },
];

/** 'Kōwhai Café' → 'KOWHAI': the customer's first word, as the product codes of the demo use it. */
function codePrefix(tradingName: string): string {
  const word =
    tradingName
      .normalize('NFD')
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim()
      .split(/\s+/)[0] ?? 'CUST';
  return word.toUpperCase().slice(0, 10) || 'CUST';
}

/** A self-contained picture for a demo product (no files to ship): the product code on a cup-coloured card. */
function labelImage(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" rx="12" fill="#c8a97e"/><text x="120" y="88" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#fff">${code}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An EAN-13 with its check digit, from a 12-digit body. */
function ean13(body: string): string {
  const digits = body.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function seedProductDemo(tx: DbOrTx, random: TRandom, size = 1): Promise<void> {
  const bases = await tx
    .select()
    .from(baseProduct)
    .where(and(isNull(baseProduct.deletedAt), eq(baseProduct.manufactured, 0)))
    .orderBy(asc(baseProduct.baseProductId));
  const customers = await tx
    .select({ customerId: customer.customerId, customerCode: customer.customerCode })
    .from(customer)
    .orderBy(asc(customer.customerId));
  const stackings = await tx.select().from(palletStacking).orderBy(asc(palletStacking.palletStackingId));
  const packagings = await tx.select().from(packagingType).orderBy(asc(packagingType.packagingTypeId));
  const types = await tx.select().from(productType).orderBy(asc(productType.productTypeId));
  const staff = await tx.select({ employeeId: employee.employeeId }).from(employee).orderBy(asc(employee.employeeId));
  if (bases.length === 0 || customers.length === 0 || stackings.length === 0) return;

  const codes = new Set<string>();
  const rows: (typeof product.$inferInsert)[] = [];
  for (let i = 0; i < PRODUCTS_PER_SIZE * size; i++) {
    const owner = customers[i % customers.length];
    const base = random.pick(bases);
    if (!owner) continue;
    let code = `${codePrefix(owner.customerCode)}-${base.productCode}`;
    for (let n = 2; codes.has(code); n++) code = `${codePrefix(owner.customerCode)}-${base.productCode}-${n}`;
    codes.add(code);
    const withImage = i % 4 === 0;
    rows.push({
      productName: `${owner.customerCode} ${base.baseProductName}`,
      productCode: code,
      customerId: owner.customerId,
      baseProductId: base.baseProductId,
      palletStackingId: random.pick(stackings).palletStackingId,
      description: `${base.baseProductName} printed for ${owner.customerCode}`,
      rawmaterialDesc: base.rawmaterialDesc,
      inStock: i % 17 === 0 ? -1 : 1,
      marginOfError: random.pick([100, 100, 10, 5]),
      minOrderQuantity: random.int(1, 10),
      productMsl: random.int(0, 20) * 1000,
      images: withImage
        ? serializeImages([{ uid: `demo-${i}`, name: `${code}.svg`, url: base.imgUrl ?? labelImage(code) }])
        : null,
      logoType: i % 5 === 0 ? 0 : random.int(0, 3),
      plain: i % 9 === 0 ? 1 : 0,
      minPrice: String(random.int(40, 150)),
      employeeId: staff.length ? random.pick(staff).employeeId : null,
      // A few inactive ones show as 'Inactive product' (spec 01 §8).
      active: i % 23 === 11 ? 0 : 1,
    });
  }
  const created = await insertInChunks(tx, product, rows, { productId: product.productId });

  const typeId = (name: string) =>
    (types.find((t) => t.productTypeName.toLowerCase().includes(name.toLowerCase())) ?? types[0])?.productTypeId;
  const outsourcedIds: number[] = [];
  for (const [index, item] of OUTSOURCED.entries()) {
    const productTypeId = typeId(item.type);
    const packaging = packagings[index % packagings.length];
    if (productTypeId === undefined || !packaging) break;
    const [base] = await tx
      .insert(baseProduct)
      .values({
        baseProductName: item.name,
        productCode: item.code,
        productTypeId,
        packagingTypeId: packaging.packagingTypeId,
        manufactured: 1,
      })
      .returning({ baseProductId: baseProduct.baseProductId });
    const price = random.int(30, 90);
    await tx.insert(productPrice).values({
      baseProductId: base.baseProductId,
      group1: null,
      quantiy: packaging.quantity,
      price: `${price}.000`,
      description: 'MOQ 1 carton',
    });
    const [made] = await tx
      .insert(product)
      .values({
        productName: item.name,
        productCode: item.code,
        baseProductId: base.baseProductId,
        palletStackingId: random.pick(stackings).palletStackingId,
        productTypeId,
        packagingTypeId: packaging.packagingTypeId,
        minOrderQuantity: random.int(1, 5),
        alermLimit: random.int(2, 20) * 10,
        noteOnQuote: item.note,
        manufactured: 1,
      })
      .returning({ productId: product.productId });
    outsourcedIds.push(made.productId);
  }

  const barcodeProducts = [...created.slice(0, 20 * size), ...outsourcedIds.map((productId) => ({ productId }))];
  await insertInChunks(
    tx,
    productBarcode,
    barcodeProducts.map(({ productId }, index) => ({
      productId,
      barCode: ean13(`942190${String(100000 + index).slice(-6)}`),
      description: index % 2 === 0 ? 'Carton' : 'Sleeve',
    })),
  );
}
