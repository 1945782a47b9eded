import { PALLET_BOX_MESSAGES } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSuccess, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// Relocate Boxes (spec 02 §2, issue 14): Move without pallets asks for one; two boxes picked on a demo pallet move onto
// an empty pallet, and the panes show them on the target and no longer on the source.

const browser = useBrowser();

interface TPallet {
  plateId: number;
  plateCode: string;
  plateCodeWithNote: string;
  boxCount: number;
}

/** A GET of the API from the signed-in page: its data. */
async function apiData<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const body = await (await fetch(path)).json();
    if (!body.success) throw new Error(`${path}: ${JSON.stringify(body.message)}`);
    return body.data;
  }, url);
}

/** The barcodes shown in a pane's table (the column headed Barcode; the source has a selection column first). */
async function barCodesIn(pane: Locator): Promise<string[]> {
  const headers = await pane.locator('thead th').allTextContents();
  const column = headers.indexOf('Barcode') + 1;
  if (column === 0) throw new Error(`No Barcode column in ${headers.join(', ')}`);
  return pane.locator(`tr.ant-table-row td:nth-child(${column})`).allTextContents();
}

describe('Relocate Boxes', () => {
  it('moves two boxes from one pallet to another; both panes show where they are now', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('relocate-boxes');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    const loaded = await apiData<TPallet[]>(
      page,
      '/api/Plate/GetAllPlate?page=1&pageSize=1&sortField=boxCount&sortOrder=descend',
    );
    const source = loaded[0];
    if (!source || source.boxCount < 2) throw new Error('The demo has no pallet with two boxes');
    const empty = (await apiData<TPallet[]>(page, '/api/Plate/GetEmptyAvailable')).find(
      (pallet) => pallet.plateId !== source.plateId,
    );
    if (!empty) throw new Error('The demo has no empty pallet');

    await page.goto('/relocate-boxes');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Relocate Boxes');

    // No pallet chosen yet: Move asks for one.
    await page.getByTestId('relocate-move').click();
    const failure = page.getByTestId('api-error-message');
    await expect.poll(() => failure.textContent()).toBe(PALLET_BOX_MESSAGES.selectPallet);
    expect(PALLET_BOX_MESSAGES.selectPallet).toBe('Please select a pallet firstly.');
    await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => failure.count()).toBe(0);

    const sourcePane = page.getByTestId('relocate-source');
    const targetPane = page.getByTestId('relocate-target');
    await pick(page.getByTestId('relocate-source-pallet'), source.plateCodeWithNote);
    const sourceRows = sourcePane.locator('tr.ant-table-row');
    await expect.poll(() => sourceRows.count()).toBeGreaterThanOrEqual(2);
    await pick(page.getByTestId('relocate-target-pallet'), empty.plateCodeWithNote);
    await expect.poll(() => targetPane.getByText('No boxes on this pallet').count()).toBe(1);

    const picked = [(await barCodesIn(sourcePane))[0], (await barCodesIn(sourcePane))[1]] as string[];
    for (const row of [sourceRows.nth(0), sourceRows.nth(1)]) await row.locator('.ant-checkbox-input').check();
    await expectSuccess(page, () => page.getByTestId('relocate-move').click());

    await expect.poll(async () => (await barCodesIn(targetPane)).sort()).toEqual([...picked].sort());
    await expect.poll(async () => (await barCodesIn(sourcePane)).filter((code) => picked.includes(code))).toEqual([]);
  });
});
