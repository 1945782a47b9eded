import {
  countOf,
  formatCount,
  type TCell,
  type TRawMaterialBox,
  type TTempZonePallet,
  type TZone,
  ZONE_TYPE,
  zoneLayoutOf,
} from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, discardChanges, expectSuccess, field } from './antd.ts';
import { noteShot, useBrowser } from './browser.ts';
import { openScreen, read } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

// Issue 14 (first part): every warehouse screen built so far opens with the demo data, under its title, without an
// Error! dialog. The journeys through them are API-tested; the e2e journeys come with the rest of the issue.
const SCREENS: { url: string; title: string; shows: string }[] = [
  { url: '/warehouse-management', title: 'Warehouse Management', shows: '[data-testid=shelf-tile]' },
  { url: '/box-management', title: 'Obsolete Box', shows: '.ant-table-row' },
  { url: '/HoldProductList', title: 'Hold Products', shows: '.ant-table-row' },
  { url: '/box-info', title: 'Boxes Info', shows: '.ant-table-row' },
  { url: '/raw-material-application-management', title: 'Raw Material Application', shows: '.ant-table-row' },
  { url: '/warehouse-confirm', title: 'Warehouse Confirm', shows: '.ant-table-row' },
  { url: '/application-details', title: 'Application Details', shows: '.ant-table-row' },
  { url: '/raw-material-box-management', title: 'Obsolete Raw Material Box', shows: '.ant-table-row' },
];

describe('the warehouse screens', () => {
  it('open with the demo data under their titles, and no call fails', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('warehouse-screens');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    for (const screen of SCREENS) {
      await page.goto(screen.url);
      await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(screen.title);
      await page.locator(screen.shows).first().waitFor();
      await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
      expect({ url: screen.url, errors: await page.getByTestId('api-error-message').allTextContents() }).toEqual({
        url: screen.url,
        errors: [],
      });
    }
    await logOut(page);
  });
});

/** Answers the 'Are you sure?' question (its content containing `says`) with OK, within the success of its call. */
async function confirmAreYouSure(page: Page, says: string, screenshot?: string) {
  const question = dialog(page, 'Are you sure?');
  await question.waitFor();
  expect(await question.textContent()).toContain(says);
  if (screenshot) await noteShot(page, screenshot);
  await expectSuccess(page, () => question.getByRole('button', { name: 'OK' }).click());
  await expect.poll(() => question.count()).toBe(0);
}

describe('a pallet of raw material boxes (issue 30 §2) and a cell holding a pallet (§6)', () => {
  it('counts and shows the raw material boxes everywhere; Clear Empty Pallet keeps the pallet', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('raw-material-pallets');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    // The demo's received ink: pallets in the Unloading Zone holding only raw material boxes.
    const unloading = await read<TTempZonePallet[]>(page, `TempZone/GetZone?zoneType=${ZONE_TYPE.Unloading}`);
    const inkPallets = unloading.filter((row) => row.contents.some((line) => line.kind === 'rawMaterial'));
    const [first, second] = inkPallets;
    if (!first || !second) throw new Error('The demo has no two raw material pallets in the Unloading Zone');
    const boxesOn = (plateId: number) =>
      read<TRawMaterialBox[]>(page, `Plate/GetRawMaterialBoxByPlateId?plateId=${plateId}`);
    const firstBoxes = await boxesOn(first.plate.plateId);
    expect(firstBoxes.length).toBeGreaterThan(0);
    const material = firstBoxes[0]?.rawMaterial.rawMaterialCode ?? '';

    // The Temporary Zone tile counts them and names the raw material; Clear Empty Pallet leaves the pallet there.
    await openScreen(page, '/temporary-zone', 'Temporary Zone');
    const tile = page
      .locator('[data-testid=temp-zone][data-zone="Unloading Zone"]')
      .locator(`[data-testid=temp-zone-pallet][data-plate-code="${first.plate.plateCode}"]`);
    await expect
      .poll(() => tile.getByTestId('temp-zone-pallet-boxes').textContent())
      .toBe(countOf(firstBoxes.length, 'box'));
    expect(await tile.textContent()).toContain(`${material}: ${countOf(firstBoxes.length, 'box')}`);
    await page.getByTestId('temp-zone-clear').click();
    await confirmAreYouSure(page, 'no box (product or raw material)');
    const stillThere = await read<TTempZonePallet[]>(page, `TempZone/GetZone?zoneType=${ZONE_TYPE.Unloading}`);
    expect(stillThere.map((row) => row.plate.plateCode)).toEqual(
      expect.arrayContaining([first.plate.plateCode, second.plate.plateCode]),
    );
    await openScreen(page, '/temporary-zone', 'Temporary Zone');
    await expect
      .poll(() => tile.getByTestId('temp-zone-pallet-boxes').textContent())
      .toBe(countOf(firstBoxes.length, 'box'));
    await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
    await tile.scrollIntoViewIfNeeded();
    await noteShot(page, '30-2-after');

    // Its detail lists the raw material boxes.
    await tile.click();
    const detail = dialog(page, `Pallet ${first.plate.plateCode}`);
    const rawRows = detail.getByTestId('pallet-boxes-raw-material').locator('tr.ant-table-row');
    await expect.poll(() => rawRows.count()).toBe(Math.min(firstBoxes.length, 10));
    await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => detail.count()).toBe(0);

    // Relocate Pallet: where it stands and its boxes.
    await openScreen(page, '/relocate-pallet', 'Relocate Pallet');
    const code = page.getByTestId('relocate-pallet-code');
    await code.fill(first.plate.plateCode);
    await code.press('Enter');
    await expect.poll(() => page.getByTestId('relocate-pallet-where').textContent()).toBe('Unloading Zone');
    expect(await page.getByTestId('relocate-pallet-box-count').textContent()).toBe(formatCount(firstBoxes.length));
    const relocateRows = page.getByTestId('relocate-pallet-boxes-raw-material').locator('tr.ant-table-row');
    await expect.poll(() => relocateRows.count()).toBe(Math.min(firstBoxes.length, 10));
    await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
    await noteShot(page, '30-2-relocate-after');

    // The second pallet onto a free cell: the shelf dialog counts its boxes. Disabling that cell asks first, naming
    // the pallet (§6); Enable needs no question.
    const secondBoxes = await boxesOn(second.plate.plateId);
    const free = (await read<TCell[]>(page, 'ShelfPlate/GetEmptyCell'))[0];
    if (!free) throw new Error('The demo has no free cell');
    await code.fill(second.plate.plateCode);
    await code.press('Enter');
    await expect
      .poll(() => page.getByTestId('relocate-pallet-box-count').textContent())
      .toBe(formatCount(secondBoxes.length));
    await page.getByTestId('relocate-move-shelf').click();
    const toShelf = dialog(page, `Move ${second.plate.plateCode} to Shelf`);
    await toShelf.waitFor();
    await choose(toShelf, 'Shelf', free.shelfCode);
    await choose(toShelf, 'Cell', `${free.rowName}-${free.colName}`);
    await expectSuccess(page, () => toShelf.getByTestId('move-to-shelf-save').click());

    await openScreen(page, '/warehouse-management', 'Warehouse Management');
    await page.getByRole('tab', { name: `Zone ${free.shelfCode[0]}` }).click();
    await page.getByTestId('shelf-tile').filter({ hasText: free.shelfCode }).first().click();
    const shelf = dialog(page, `Shelf ${free.shelfCode}`);
    const cell = shelf.getByTestId('shelf-cell').filter({ hasText: second.plate.plateCode });
    await expect
      .poll(() => cell.textContent())
      .toContain(`${second.plate.plateCode} (${countOf(secondBoxes.length, 'box')})`);
    await cell.getByTestId('cell-toggle').click();
    await confirmAreYouSure(
      page,
      `Cell ${free.rowName}-${free.colName} holds pallet ${second.plate.plateCode}`,
      '30-6-after',
    );
    await expect.poll(() => cell.getAttribute('data-active')).toBe('0');
    expect(await cell.textContent()).toContain(second.plate.plateCode);
    await expectSuccess(page, () => cell.getByTestId('cell-toggle').click());
    await expect.poll(() => cell.getAttribute('data-active')).toBe('1');
    await shelf.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => shelf.count()).toBe(0);
    await logOut(page);
  });
});

describe('Edit Zone (issue 30 §5)', () => {
  it("opens with the zone's own layout and asks before reshaping its shelves, saying what it touches", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('edit-zone');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const zoneB = (await read<TZone[]>(page, 'Zone/GetAllZone')).find((z) => z.zoneCode === 'B');
    if (!zoneB || zoneB.shelves.length === 0) throw new Error('The demo has no zone B');
    const layout = zoneLayoutOf(zoneB.shelves);
    const pallets = zoneB.shelves.reduce((n, s) => n + s.plateCount, 0);

    await openScreen(page, '/warehouse-management', 'Warehouse Management');
    await page.getByRole('tab', { name: 'Zone B' }).click();
    await page.getByRole('tabpanel', { name: 'Zone B' }).getByTestId('zone-edit').click();
    const edit = dialog(page, 'Edit Zone');
    await edit.waitFor();
    const inputOf = (label: string) => field(edit, label).locator('input').inputValue();
    expect(await inputOf('Number of shelves')).toBe(String(layout.NumOfShelves));
    expect(await inputOf('Rows')).toBe(String(layout.totalRows));
    expect(await inputOf('Columns')).toBe(String(layout.totalCols));

    // One more row on every shelf: a question naming the shelves, the cells added and the pallets on them; Cancel
    // keeps the zone (and the dialog) as it was.
    await field(edit, 'Rows')
      .locator('input')
      .fill(String(layout.totalRows + 1));
    await edit.getByTestId('zone-save').click();
    const question = dialog(page, 'Are you sure?');
    await question.waitFor();
    const added = zoneB.shelves.length * layout.totalCols;
    expect(await question.textContent()).toContain(
      `It touches ${added} cells (0 removed, ${added} added) and ${pallets} pallets.`,
    );
    await noteShot(page, '30-5-after');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await edit.isVisible()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await expect.poll(() => edit.count()).toBe(0);
    const after = (await read<TZone[]>(page, 'Zone/GetAllZone')).find((z) => z.zoneCode === 'B');
    expect(after?.shelves.map((s) => [s.shelfCode, s.totalRows, s.totalCols])).toEqual(
      zoneB.shelves.map((s) => [s.shelfCode, s.totalRows, s.totalCols]),
    );
    await logOut(page);
  });
});
