import { PICKER_SCREENS, type TPickerPath } from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

// Issue 30: a screen that shows a picker must be able to search it. Production held Work Orders, whose New dialog
// picks a product, but Product/GetAllProductName answered its role 403, so every search said 'No match'.

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A search as the picker sends it, by a staff member whose role holds only `page`. */
async function searchAs(page: string, path: TPickerPath) {
  const staff = await t.createStaff({ pages: [page] });
  return t.api(staff.token).get(`/api${path}?search=TUI&limit=50`);
}

describe('the pickers the server searches', () => {
  it('answers Production, holding only Work Orders, the product search of the New Work Order dialog', async () => {
    const res = await searchAs('/work-order', '/Product/GetAllProductName');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('answers every screen that shows a picker (PICKER_SCREENS), each role holding that one screen', async () => {
    const refused: string[] = [];
    for (const [path, pages] of Object.entries(PICKER_SCREENS) as [TPickerPath, readonly string[]][]) {
      for (const page of pages) {
        const res = await searchAs(page, path);
        if (res.status !== 200) refused.push(`${path} answered ${res.status} to a role with only ${page}`);
      }
    }
    expect(refused).toEqual([]);
    // A role and a search per picker screen, one after another: 7 s on a quiet machine, past 30 s on a loaded one.
  }, 120_000);

  it('lists only registered GET routes (a misspelt call would check nothing)', () => {
    const gets = new Set(t.app.accessTable.filter((route) => route.method === 'GET').map((route) => route.url));
    const unknown = Object.keys(PICKER_SCREENS).filter((path) => !gets.has(`/api${path}`));
    expect(unknown).toEqual([]);
  });
});
