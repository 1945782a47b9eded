import { APPLICATION_STATE } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { listApplications, listDetails } from './raw-material-applications-read.ts';
import { listRawMaterialBoxes } from './raw-material-boxes-read.ts';

// The demo's raw material boxes (live and obsolete, on pallets in cells and the Picking Area) and applications in
// every state, so the four raw material screens open onto data.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo raw material boxes and applications', () => {
  it('has applications not picked, picked and complete, with boxes picked and one run out', async () => {
    const { rows } = await listApplications(handle.db);
    for (const state of Object.values(APPLICATION_STATE)) {
      expect(rows.some((row) => row.state === state)).toBe(true);
    }
    expect(rows.some((row) => row.state === APPLICATION_STATE.NotPicked && row.pickedBoxes > 0)).toBe(true);
    const details = (await listDetails(handle.db)).rows;
    expect(details.some((d) => d.runout === 1)).toBe(true);
    expect(details.some((d) => d.runout === 0)).toBe(true);
  });

  it('has live boxes standing in shelf cells and in the Picking Area, and obsolete ones', async () => {
    const live = (await listRawMaterialBoxes(handle.db)).rows;
    expect(live.some((b) => b.cell !== null)).toBe(true);
    expect(live.some((b) => b.tempzone?.zoneTypeNavigation.zoneTypeName === 'Picking Area')).toBe(true);
    expect((await listRawMaterialBoxes(handle.db, { active: 0 })).rows.length).toBeGreaterThan(0);
  });
});
