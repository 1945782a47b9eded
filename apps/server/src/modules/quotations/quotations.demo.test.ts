import { QUOTATION_DRAFT, SETTING, toApiDate } from '@packline/domain';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle, DbOrTx } from '../../db/client.ts';
import { createRandom } from '../../db/random.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { readSetting } from '../settings/settings.service.ts';
import { seedQuotationDemo } from './quotations.demo.ts';
import { quotation, quotationItem, quotationOption, quotationOptionItem } from './quotations.tables.ts';

// The demo quotations: every state of spec 01 §4, and an active approved price for every demo customer product.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

async function readQuotes(db: DbOrTx) {
  const quotes = await db.select().from(quotation).orderBy(asc(quotation.quotationId));
  const lines = await db.select().from(quotationItem).orderBy(asc(quotationItem.quotationItemId));
  return quotes.map((q) => ({ ...q, lines: lines.filter((l) => l.quotationId === q.quotationId) }));
}

describe('demo quotations', () => {
  it('has quotations in every state', async () => {
    const quotes = await readQuotes(handle.db);
    const ordinary = quotes.filter((q) => q.isTemplate === 0 && q.isFinal === 0);
    const today = toApiDate(new Date());
    const approved = ordinary.filter((q) => q.draft === QUOTATION_DRAFT.Approved);
    expect(approved.filter((q) => q.expDate >= today).length).toBeGreaterThanOrEqual(50);
    expect(approved.filter((q) => q.expDate < today).length).toBeGreaterThanOrEqual(5);
    expect(ordinary.filter((q) => q.draft === QUOTATION_DRAFT.Draft).length).toBeGreaterThanOrEqual(10);
    expect(ordinary.filter((q) => q.draft === QUOTATION_DRAFT.BulkDraft).length).toBeGreaterThanOrEqual(3);
    const confirmed = ordinary.filter((q) => q.custConfirmed === 1);
    expect(confirmed.length).toBeGreaterThanOrEqual(3);
    for (const q of confirmed) {
      expect(q.draft).toBe(QUOTATION_DRAFT.Approved);
      expect(q.custConfimedAt).not.toBeNull();
      expect(q.lines.every((l) => l.baseProductId !== null && l.productId === null)).toBe(true);
      expect(q.lines.some((l) => l.custChosen === 1)).toBe(true);
    }
    const contracts = quotes.filter((q) => q.isFinal === 1);
    expect(contracts.length).toBeGreaterThanOrEqual(5);
    expect(contracts.every((q) => q.draft === QUOTATION_DRAFT.Approved && q.isTemplate === 0)).toBe(true);
    const templates = quotes.filter((q) => q.isTemplate === 1);
    expect(templates.map((q) => q.templateName)).toEqual(['Café starter pack', 'Bakery range', 'Takeaway essentials']);
    expect(templates.every((q) => q.lines.length > 0)).toBe(true);

    const live = (q: (typeof quotes)[number]) => q.lines.filter((l) => l.deletedAt === null);
    const warnings = approved
      .flatMap(live)
      .filter((l) => l.isBelowMin === 1 && l.warningDisabledAt === null && Number(l.price) < Number(l.originPrice));
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    const archived = contracts.flatMap((q) => q.lines.filter((l) => l.deletedAt !== null));
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatchObject({ deletedNotes: expect.any(String), deletedOperatorId: expect.any(Number) });

    expect(new Set(quotes.map((q) => q.quotationNo)).size).toBe(quotes.length);
    expect(quotes.every((q) => /^Q\d{4}-[A-HJ-NP-Z2-9]{8}$/.test(q.quotationNo))).toBe(true);
    const [options] = await handle.db.select().from(quotationOption).limit(1);
    expect(options).toBeDefined();
    const items = await handle.db.select().from(quotationOptionItem);
    expect(items.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Freight', 'Printing plates', 'Artwork', 'Lead time']),
    );
  });

  it("prices every customer product in an active approved quotation of that customer's own", async () => {
    const quotes = await readQuotes(handle.db);
    const today = toApiDate(new Date());
    const active = quotes.filter(
      (q) => q.draft === QUOTATION_DRAFT.Approved && q.isTemplate === 0 && (q.isFinal === 1 || q.expDate >= today),
    );
    const products = await handle.db.select().from(product).where(isNotNull(product.customerId));
    const productIds = products.filter((p) => p.manufactured === 0).map((p) => p.productId);
    const priced = new Set<number>();
    for (const q of active) {
      for (const l of q.lines.filter((line) => line.productId !== null && line.deletedAt === null)) {
        const owner = products.find((p) => p.productId === l.productId);
        expect(owner?.customerId).toBe(q.customerId);
        expect(Number(l.price)).toBeGreaterThan(0);
        expect(l.cartonQuantity).toBeGreaterThan(0);
        priced.add(l.productId as number);
      }
    }
    expect(productIds.length).toBeGreaterThanOrEqual(100);
    expect(productIds.filter((id) => !priced.has(id))).toEqual([]);
    // One active price per product: a contract's products are not in the customer's quotation too.
    const activeLines = active.flatMap((q) => q.lines.filter((l) => l.productId !== null && l.deletedAt === null));
    expect(activeLines.length).toBe(priced.size);
  });

  it("adds the demo's gm and accounts to the minimum-price editors, keeping the spec's ids", async () => {
    const demoUsers = await handle.db
      .select({ employeeId: employee.employeeId })
      .from(employee)
      .where(inArray(employee.userName, ['gm', 'accounts']));
    const editors = await readSetting(handle.db, 'quotationMinPriceEditors');
    expect(editors).toEqual([...SETTING.quotationMinPriceEditors.defaultValue, ...demoUsers.map((e) => e.employeeId)]);
  });

  it('is the same for the same random (except the secret quotation numbers)', async () => {
    const runOnce = async () =>
      handle.db.transaction(async (tx) => {
        await tx.delete(quotation);
        await tx.delete(quotationOptionItem);
        await seedQuotationDemo(tx, createRandom(7), 1);
        const quotes = await readQuotes(tx);
        const options = await tx.select().from(quotationOption).orderBy(asc(quotationOption.quotationOptionId));
        const firstId = quotes[0]?.quotationId ?? 0;
        return {
          quotes: quotes.map(({ quotationId, quotationNo: _no, lines, ...q }) => ({
            ...q,
            at: quotationId - firstId,
            lines: lines.map(({ quotationItemId: _id, quotationId: _q, ...l }) => l),
          })),
          options: options.map((o) => [o.quotationId - firstId, o.customizeOptionNotes]),
        };
      });
    const first = await runOnce();
    const second = await runOnce();
    expect(first.quotes.length).toBeGreaterThan(60);
    expect(second).toEqual(first);
    const editors = await readSetting(handle.db, 'quotationMinPriceEditors');
    expect(new Set(editors).size).toBe(editors.length);
    const [contract] = await handle.db.select().from(quotation).where(eq(quotation.isFinal, 1)).limit(1);
    expect(contract).toBeDefined();
  });
});
