import { readFile } from 'node:fs/promises';
import { LABEL_MESSAGES } from '@packline/domain';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, expectSuccess, field, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Labels (issue 14, spec 02 §5, §9): Warehouse Management's Print Barcode needs count, qty per package and product,
// then makes the boxes and downloads their labels; Print Pallet Labels downloads the picked pallets' labels; Obsolete
// Box's Batch Print downloads the selected box's label.

const browser = useBrowser();

/** Clicks and waits for the file it downloads: a PDF named as `name` says. */
async function expectPdf(page: Page, click: () => Promise<unknown>, name: RegExp): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  expect(file.suggestedFilename()).toMatch(name);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return file;
}

const errorMessage = (page: Page) => page.getByTestId('api-error-message');

async function closeError(page: Page) {
  await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => errorMessage(page).count()).toBe(0);
}

describe('labels', () => {
  it('Print Barcode asks for count, qty per package and product, then makes the boxes and downloads their labels', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('labels-print-barcode');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/warehouse-management');
    await page.getByTestId('print-barcode').click();
    const print = dialog(page, 'Print Barcode');
    await print.waitFor();

    // Only the count is filled (1 by default): the spec's message, and the dialog stays open.
    await print.getByTestId('print-barcode-save').click();
    await expect.poll(() => errorMessage(page).textContent()).toBe(LABEL_MESSAGES.fillSticker);
    await closeError(page);
    await pick(field(print, 'Product'));
    // Picking a product fills Qty Per Package from its packaging: the count is the one left out this time.
    await field(print, 'Count').locator('input').fill('');
    await print.getByTestId('print-barcode-save').click();
    await expect.poll(() => errorMessage(page).textContent()).toBe('Please fill Count, Qty Per Package and Product.');
    await closeError(page);

    await field(print, 'Qty Per Package').locator('input').fill('1000');
    await field(print, 'Count').locator('input').fill('2');
    await expectPdf(
      page,
      () => expectSuccess(page, () => print.getByTestId('print-barcode-save').click()),
      /^BoxLabels_.+_to_.+\.pdf$/,
    );
    await expect.poll(() => print.count()).toBe(0);
  });

  it('Print Pallet Labels downloads the labels of the pallets picked', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('labels-pallets');
    await page.goto('/warehouse-management');
    await page.getByTestId('print-pallet-labels').click();
    const labels = dialog(page, 'Print Pallet Labels');
    const rows = labels.locator('.ant-table-row');
    await rows.first().waitFor();
    const code = (await rows.first().locator('td').nth(1).textContent())?.trim() ?? '';
    await rows.first().locator('.ant-checkbox-input').check();
    await expectPdf(
      page,
      () => labels.getByTestId('pallet-labels-print').click(),
      new RegExp(`^PalletLabel_${code}\\.pdf$`),
    );
    await labels.getByTestId('list-dialog-close').click();
  });

  it("Obsolete Box's Batch Print downloads the selected box's label", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('labels-batch-print');
    await page.goto('/box-management');
    const rows = page.getByTestId('obsolete-box').locator('.ant-table-row');
    await rows.first().waitFor();
    await rows.first().locator('.ant-checkbox-input').check();
    await expectPdf(page, () => page.getByTestId('box-batch-print').click(), /^BoxLabel_.+\.pdf$/);
    await logOut(page);
  });
});
