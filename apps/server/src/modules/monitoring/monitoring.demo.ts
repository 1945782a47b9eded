import { and, gt, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { product } from '../catalogue/catalogue.tables.ts';
import { syncStockAlerts } from './monitoring.service.ts';
import { monitorProduct, monitorProductGroup, mslChange } from './monitoring.tables.ts';
import { writeSuggestedMsls } from './suggested-msl.service.ts';

/** Demo: two monitor groups with a share of the products each, a few recorded MSL changes, the low-stock alerts. */
export async function seedMonitoringDemo(tx: Transaction, random: TRandom): Promise<void> {
  await tx.insert(monitorProductGroup).values([
    { type: 1, name: 'Fast movers', active: 1 },
    { type: 2, name: 'Seasonal', active: 1 },
    { type: 3, name: 'Discontinued watch', active: 0 },
  ]);
  const products = await tx
    .select({ productId: product.productId, productMsl: product.productMsl })
    .from(product)
    .where(and(isNull(product.deletedAt), gt(product.productMsl, 0)))
    .orderBy(product.productId);
  const watched = products.filter(() => random.next() < 0.4);
  if (watched.length) {
    await tx
      .insert(monitorProduct)
      .values(watched.map((p, i) => ({ productId: p.productId, type: i % 3 === 0 ? 2 : 1 })));
  }
  for (const p of products.slice(0, 3)) {
    const fromMsl = Math.max(0, (p.productMsl ?? 0) - 1000);
    await tx.insert(mslChange).values({ productId: p.productId, fromMsl, toMsl: p.productMsl ?? 0 });
  }
  // The set-based stock figures join boxes, work orders and order lines: planned without statistics on the rows this
  // transaction has just written, the bench's demo (100,000 orders) ran them for over 20 minutes. ANALYZE inside the
  // transaction samples its own rows.
  await tx.execute(sql`analyze`);
  await syncStockAlerts(tx);
  await writeSuggestedMsls(tx);
}
