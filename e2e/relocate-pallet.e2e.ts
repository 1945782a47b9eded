import { TEMP_ZONE_MESSAGES } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, field, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// Relocate Pallet and Temporary Zone (spec 02 §2, issue 14): Move without a pallet asks for one and an unknown code
// has no pallet; a demo pallet standing in a shelf cell goes to the Dispatching Area, shows there on the Temporary Zone
// screen, and from its tile goes back onto the map into a free cell.

const browser = useBrowser();

interface TPallet {
  plateId: number;
  plateCode: string;
  plateCodeWithNote: string;
  position: string;
  boxCount: number;
  cell: { cellId: number; shelfCode: string } | null;
}
interface TCell {
  cellId: number;
  shelfCode: string;
  rowName: string;
  colName: string;
  plate: { plateCode: string } | null;
}

/** A GET of the API from the signed-in page: its data. */
async function apiData<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const body = await (await fetch(path)).json();
    if (!body.success) throw new Error(`${path}: ${JSON.stringify(body.message)}`);
    return body.data;
  }, url);
}

/** Shows the Error! dialog's message, then closes it with OK. */
async function expectErrorDialog(page: Page, message: string) {
  const failure = page.getByTestId('api-error-message');
  await expect.poll(() => failure.textContent()).toBe(message);
  await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => failure.count()).toBe(0);
}

describe('Relocate Pallet and Temporary Zone', () => {
  it('moves a pallet from its cell to a temporary zone, shows it there, and puts it back in a cell on the map', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('relocate-pallet');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    // A demo pallet holding product boxes only (a pallet of raw material is in use too), standing in a shelf cell.
    const inUse = await apiData<TPallet[]>(page, '/api/Plate/GetInUsingPallet?place=cell&page=1&pageSize=20');
    let pallet: TPallet | undefined;
    let boxCount = 0;
    for (const candidate of inUse) {
      boxCount = (await apiData<unknown[]>(page, `/api/Plate/GetBoxByPlateId?plateId=${candidate.plateId}`)).length;
      if (boxCount > 0 && boxCount === candidate.boxCount) {
        pallet = candidate;
        break;
      }
    }
    if (!pallet?.cell) throw new Error('The demo has no pallet of product boxes in a cell');

    await page.goto('/relocate-pallet');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Relocate Pallet');

    // No pallet chosen: a move asks for one; a code nobody knows has no pallet.
    await page.getByTestId('relocate-move-zone').click();
    await expectErrorDialog(page, TEMP_ZONE_MESSAGES.selectPallet);
    expect(TEMP_ZONE_MESSAGES.selectPallet).toBe('Please select a pallet firstly.');
    const code = page.getByTestId('relocate-pallet-code');
    await code.fill('P999999');
    await code.press('Enter');
    await expectErrorDialog(page, TEMP_ZONE_MESSAGES.noPallet);
    expect(TEMP_ZONE_MESSAGES.noPallet).toBe('No pallet information.');

    // The pallet by its code: where it stands and its boxes.
    await code.fill(pallet.plateCode);
    await code.press('Enter');
    const where = page.getByTestId('relocate-pallet-where');
    await expect.poll(() => where.textContent()).toBe(pallet.position);
    const boxes = page.getByTestId('relocate-pallet-boxes').locator('tr.ant-table-row');
    await expect.poll(() => boxes.count()).toBe(Math.min(boxCount, 10));

    // To the Dispatching Area.
    await page.getByTestId('relocate-move-zone').click();
    const toZone = dialog(page, `Move ${pallet.plateCode} to Tempzone`);
    await expect.poll(() => toZone.isVisible()).toBe(true);
    await choose(toZone, 'Temporary Zone', 'Dispatching Area');
    await expectSuccess(page, () => toZone.getByTestId('move-to-zone-save').click());
    await expect.poll(() => where.textContent()).toBe('Dispatching Area');

    // The Temporary Zone screen shows it in the Dispatching Area.
    await page.goto('/temporary-zone');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Temporary Zone');
    const tile = page
      .locator('[data-testid=temp-zone][data-zone="Dispatching Area"]')
      .locator(`[data-testid=temp-zone-pallet][data-plate-code="${pallet.plateCode}"]`);
    await expect.poll(() => tile.count()).toBe(1);
    const tileBoxes = tile.getByTestId('temp-zone-pallet-boxes');
    expect(await tileBoxes.textContent()).toBe(`${boxCount} boxes`);

    // Add to stock: a printed box waiting for a pallet goes onto this one.
    await page.getByTestId('temp-zone-add-stock').click();
    const addToStock = dialog(page, 'Add to stock');
    const waiting = addToStock.getByTestId('store-boxes').locator('tr.ant-table-row');
    await expect.poll(() => waiting.count()).toBeGreaterThan(0);
    await pick(field(addToStock, 'Pallet'), pallet.plateCodeWithNote);
    await waiting.first().locator('.ant-checkbox-input').check();
    await expectSuccess(page, () => addToStock.getByTestId('store-boxes-save').click());
    await expect.poll(() => tileBoxes.textContent()).toBe(`${boxCount + 1} boxes`);

    // From its tile back onto a shelf: a free cell, shelf first, then the cell.
    const free = (await apiData<TCell[]>(page, '/api/ShelfPlate/GetEmptyCell'))[0];
    if (!free) throw new Error('The demo has no free cell');
    await tile.click();
    const detail = dialog(page, `Pallet ${pallet.plateCode}`);
    await expect.poll(() => detail.getByTestId('pallet-boxes').locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    await detail.getByTestId('pallet-move-shelf').click();
    const toShelf = dialog(page, `Move ${pallet.plateCode} to Shelf`);
    await expect.poll(() => toShelf.isVisible()).toBe(true);
    await choose(toShelf, 'Shelf', free.shelfCode);
    await choose(toShelf, 'Cell', `${free.rowName}-${free.colName}`);
    await expectSuccess(page, () => toShelf.getByTestId('move-to-shelf-save').click());
    await expect.poll(() => tile.count()).toBe(0);

    // On the map: the shelf's cell holds the pallet.
    await page.goto('/warehouse-management');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Warehouse Management');
    await page.getByRole('tab', { name: `Zone ${free.shelfCode[0]}` }).click();
    await page.getByTestId('shelf-tile').filter({ hasText: free.shelfCode }).first().click();
    const shelf = dialog(page, `Shelf ${free.shelfCode}`);
    const cell = shelf
      .getByTestId('shelf-cell')
      .filter({ hasText: `${free.rowName}-${free.colName}` })
      .filter({ hasText: pallet.plateCode });
    await expect.poll(() => cell.count()).toBe(1);
    const cells = await apiData<TCell[]>(page, `/api/Cell/GetCellByShelfNo?shelfNo=${free.shelfCode}`);
    expect(cells.find((c) => c.cellId === free.cellId)?.plate?.plateCode).toBe(pallet.plateCode);

    // Pallets: 10 a page (spec 02 §9); searched by its code, the pallet stands in its new cell.
    await page.goto('/pallet-list');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Pallets');
    const list = page.getByTestId('pallet-list');
    const rows = list.locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(10);
    await list.getByTestId('crud-search').fill(pallet.plateCode);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(`${free.shelfCode} ${free.rowName}-${free.colName}`);
  });
});
