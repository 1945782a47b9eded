import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { customerGroup1 } from '../lookups/lookups.tables.ts';
import { baseProduct, productMachineMapping, productPrice, rawMaterial } from './catalogue.tables.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo catalogue', () => {
  it('has 20+ raw materials, 30+ base products, a price for every customer group and machine actions', async () => {
    const { db } = handle;
    const live = await db.select().from(rawMaterial).where(isNull(rawMaterial.deletedAt));
    expect(live.length).toBeGreaterThanOrEqual(20);
    expect(live.some((m) => m.manufactured === 1)).toBe(true);

    const bases = await db
      .select()
      .from(baseProduct)
      .where(and(isNull(baseProduct.deletedAt), eq(baseProduct.manufactured, 0)));
    expect(bases.length).toBeGreaterThanOrEqual(30);

    const groups = await db.select().from(customerGroup1);
    const prices = await db.select().from(productPrice);
    for (const base of bases) {
      const mine = prices.filter((p) => p.baseProductId === base.baseProductId);
      for (const group of groups) expect(mine.filter((p) => p.group1 === group.group1Id)).toHaveLength(1);
      expect(mine.every((p) => Number(p.price) > 0 && p.description?.startsWith('MOQ'))).toBe(true);
    }
    expect(prices.some((p) => p.group1 === null)).toBe(true);

    const [mappings] = await db.select({ n: count() }).from(productMachineMapping);
    expect(mappings.n).toBeGreaterThanOrEqual(bases.length);
  });

  it('has an archived raw material and base product for the Deleted screens', async () => {
    const { db } = handle;
    const [materials] = await db.select({ n: count() }).from(rawMaterial).where(isNotNull(rawMaterial.deletedAt));
    const [bases] = await db.select({ n: count() }).from(baseProduct).where(isNotNull(baseProduct.deletedAt));
    expect(materials.n).toBeGreaterThanOrEqual(1);
    expect(bases.n).toBeGreaterThanOrEqual(1);
  });
});
