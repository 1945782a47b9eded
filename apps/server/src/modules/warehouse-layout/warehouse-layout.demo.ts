import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { cell, pallet } from './warehouse-layout.tables.ts';

// Demo for Warehouse Management (issue 14): the stock demo fills the shelves zone by zone; here about one empty cell
// in twelve is marked inactive, so the map shows greyed-out cells beside full and free ones.

const INACTIVE_SHARE = 12;

export async function seedLayoutDemo(tx: DbOrTx, random: TRandom): Promise<void> {
  const empty = await tx
    .select({ cellId: cell.cellId })
    .from(cell)
    .where(and(eq(cell.active, 1), notExists(tx.select().from(pallet).where(eq(pallet.cellId, cell.cellId)))))
    .orderBy(cell.cellId);
  const inactive = empty.filter(() => random.int(1, INACTIVE_SHARE) === 1).map((c) => c.cellId);
  if (inactive.length) await tx.update(cell).set({ active: 0 }).where(inArray(cell.cellId, inactive));
}
