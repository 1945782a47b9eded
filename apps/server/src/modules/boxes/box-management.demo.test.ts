import { BOX_MOVEMENT_REASON, BOX_STATUS, DELETE_HISTORY_DEFAULT_DAYS } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { listBoxesOnHold, listDeletedBoxes } from './box-info-read.ts';
import { box, boxMovement } from './boxes.tables.ts';

// The demo shows Obsolete Box, the hold list and Delete History with data: boxes on hold, one in dead stock, deletions
// inside and outside the default range, each with its ledger row.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('box management demo', () => {
  it('has boxes on hold, dead stock and deleted boxes, each change in the ledger', async () => {
    const { db } = handle;
    const onHold = await listBoxesOnHold(db);
    expect(onHold.length).toBeGreaterThanOrEqual(5);
    expect(onHold.every((b) => b.notes)).toBe(true);
    expect(await db.select().from(box).where(eq(box.status, BOX_STATUS.DeadStock))).toHaveLength(1);
    const recent = await listDeletedBoxes(db, {});
    expect(recent.length).toBeGreaterThan(0);
    const all = await listDeletedBoxes(db, { beginDate: '2000-01-01' });
    expect(all.length).toBeGreaterThanOrEqual(recent.length);
    expect(all.every((b) => b.status === BOX_STATUS.Out && b.deletedByName)).toBe(true);
    const oldest = Math.min(...all.map((b) => Date.parse(b.deletedAt)));
    expect(oldest).toBeLessThan(Date.now() - (DELETE_HISTORY_DEFAULT_DAYS - 1) * 86_400_000);
    const deletions = await db.select().from(boxMovement).where(eq(boxMovement.reasonId, BOX_MOVEMENT_REASON.Deleted));
    expect(deletions).toHaveLength(all.length);
  });
});
