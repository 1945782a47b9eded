import { readFile } from 'node:fs/promises';
import { countOf, formatCount, LABEL_MESSAGES, PAGES, todayInAuckland } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, discardChanges, field, pick } from './antd.ts';
import { noteShot, useBrowser } from './browser.ts';
import { cell, openScreen, read, rowOf, write } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Shop-floor details (issue 30 items 10, 19, 20): Work Orders counts down to its next refresh like Suborder and
// Packaging and shows quantities with thousands separators; Print Barcode fills Qty Per Package from the product and
// names Count when it is out of range; new pallets offer 'Print their labels'; Temporary Zone tiles stand top-aligned
// with their product lines whole; Daily Report cards of a row are one height whether or not a machine has a report.

const browser = useBrowser();

const title = (url: string) => PAGES.find((p) => p.url === url)?.title ?? url;
const shot = (page: Page, name: string) => noteShot(page, `30-${name}-after`);

/** The top and height of each of `boxes`, in page pixels. */
async function boxesOf(boxes: Locator) {
  const all = await boxes.all();
  return Promise.all(all.map(async (b) => (await b.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
}

interface TWorkOrderRow {
  workOrderId: number;
  workOrderNo: string;
  quantity: number;
}

describe('shop-floor details', () => {
  it('Work Orders counts down to its next refresh and shows quantities as 14,500 (items 10 and 20)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('shop-floor-work-orders');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/work-order', title('/work-order'));
    await expect
      .poll(() => page.getByTestId('work-order-countdown').textContent())
      .toMatch(/^Auto refresh [0-5]:\d\d$/);

    // A work order of a thousand pieces or more, found by its number: its quantity reads with a separator.
    const orders = await read<TWorkOrderRow[]>(page, 'WorkOrder/GetAllWorkOrder?status=-1,1,2');
    const big = orders.find((o) => o.quantity >= 1000);
    if (!big) throw new Error('The demo has no work order of 1,000 pieces or more');
    const table = page.getByTestId('crud-table');
    await table.getByTestId('crud-search').fill(big.workOrderNo);
    const row = rowOf(table, big.workOrderId);
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => cell(table, row, 'Quantity')).toBe(formatCount(big.quantity));
    expect(formatCount(big.quantity)).toContain(',');
    await shot(page, '10');
  });

  it('Print Barcode fills Qty Per Package from the product and names Count when it is out of range (item 19)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('shop-floor-print-barcode');
    const products = await read<
      {
        productId: number;
        productCode: string;
        productName: string;
        active: number;
        packagingType: { quantity: number } | null;
      }[]
    >(page, 'Product/GetAllProduct');
    const packed = products.find((p) => p.active === 1 && (p.packagingType?.quantity ?? 0) > 0);
    if (!packed?.packagingType) throw new Error('The demo has no product with a packaging quantity');

    await openScreen(page, '/warehouse-management', title('/warehouse-management'));
    await page.getByTestId('print-barcode').click();
    const print = dialog(page, 'Print Barcode');
    await print.waitFor();
    await pick(field(print, 'Product'), `${packed.productCode} — ${packed.productName}`);
    await expect
      .poll(() => print.getByTestId('print-barcode-qty').inputValue())
      .toBe(String(packed.packagingType.quantity));

    await print.getByTestId('print-barcode-count').fill('600');
    await print.getByTestId('print-barcode-save').click();
    await expect
      .poll(() => field(print, 'Count').locator('.ant-form-item-explain-error').textContent())
      .toBe(LABEL_MESSAGES.stickerCountRange);
    expect(LABEL_MESSAGES.stickerCountRange).toBe('Count must be between 1 and 500');
    await shot(page, '19-print-barcode');
    await print.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await expect.poll(() => print.count()).toBe(0);
  });

  it("new pallets offer 'Print their labels', which downloads their labels (item 19)", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('shop-floor-new-pallet-labels');
    await page.getByTestId('pallet-management').click();
    const pallets = dialog(page, 'Pallet Management');
    await pallets.waitFor();
    await pallets.getByTestId('pallet-count').fill('2');
    await pallets.getByTestId('pallet-create').click();
    const codes = pallets.getByTestId('pallet-codes').locator('.ant-tag');
    await expect.poll(() => codes.count()).toBe(2);
    const [first, second] = (await codes.allTextContents()).map((c) => c.trim());
    await shot(page, '19-pallet-labels');
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      pallets.getByTestId('pallet-codes-print').click(),
    ]);
    expect(file.suggestedFilename()).toContain(first);
    expect(file.suggestedFilename()).toContain(second);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('Temporary Zone tiles stand top-aligned, their product lines whole; counts agree with their nouns (item 20)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('shop-floor-temp-zone');
    await openScreen(page, '/temporary-zone', title('/temporary-zone'));
    const zones = page.getByTestId('temp-zone');
    await expect.poll(() => zones.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('temp-zone-pallet').count()).toBeGreaterThan(1);
    for (const zone of await zones.all()) {
      const tops = (await boxesOf(zone.getByTestId('temp-zone-pallet'))).map((b) => Math.round(b.y));
      // Tiles of one line of a zone start at the same height (wrapped lines each start at their own).
      const firstLine = tops.filter((top) => top < (tops[0] ?? 0) + 40);
      expect(new Set(firstLine).size).toBeLessThanOrEqual(1);
    }
    // No product line is cut with an ellipsis.
    expect(await page.locator('[data-testid=temp-zone-pallet] .ant-typography-ellipsis').count()).toBe(0);
    for (const boxes of await page.getByTestId('temp-zone-pallet-boxes').allTextContents()) {
      const count = Number(boxes.replace(/\D/g, ''));
      expect(boxes).toBe(countOf(count, 'box'));
    }
    await shot(page, '20-temp-zone');
  });

  it('Daily Report cards of a row are one height whether or not the machine has a report or an operator (item 20)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('shop-floor-daily-report');
    const today = todayInAuckland();
    const cards = await read<{ machineId: number; report: unknown }[]>(
      page,
      `DailyReport/GetMachineDays?date=${today}`,
    );
    if (cards.length < 2) throw new Error('The demo has fewer than two machines');
    // Set-up: the first machine has a report today (its card gets Delete), the second has none.
    if (!cards[0]?.report) {
      await write(page, 'POST', 'DailyReport/AddDailyReport', {
        machineId: cards[0]?.machineId,
        loss: 3,
        reason: 'e2e alignment',
        reportDate: today,
      });
    }
    await openScreen(page, '/daily-report', title('/daily-report'));
    const shown = page.getByTestId('daily-report-machine');
    await expect.poll(() => shown.count()).toBe(cards.length);
    await expect.poll(() => shown.first().getByText('Delete', { exact: true }).count()).toBe(1);
    const boxes = await boxesOf(shown);
    const firstRow = boxes.filter((b) => Math.round(b.y) === Math.round(boxes[0]?.y ?? 0));
    expect(firstRow.length).toBeGreaterThan(1);
    expect(new Set(firstRow.map((b) => Math.round(b.height))).size).toBe(1);
    await shot(page, '20-daily-report');
  });
});
