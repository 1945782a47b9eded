import { BOX_STATUS, type TRecallTrace } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { downloadOf, workbookRows } from './downloads.ts';
import { openScreen } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 33: a mock recall on the demo data, from a work order whose boxes are in stock: trace it, start the recall,
// hold everything in stock, see the boxes held, download the report (PDF and Excel read back), release and close.
// (The journey from a supplier's lot waits on the demo genealogy, §4.)

const browser = useBrowser();

async function read<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const body = await (await fetch(`/api/${url}`)).json();
    if (!body.success) throw new Error(`${url}: ${JSON.stringify(body.message ?? body.errorMessage)}`);
    return body.data;
  }, path);
}

/** The first demo work order that made boxes still in stock, with their count. */
async function workOrderWithStock(page: Page): Promise<{ workOrderNo: string; inStock: number }> {
  for (let n = 1; n <= 40; n++) {
    const workOrderNo = `WO${String(n).padStart(6, '0')}`;
    const trace = await read<TRecallTrace>(page, `Recall/GetTrace?startType=workOrder&value=${workOrderNo}`).catch(
      () => null,
    );
    const inStock = trace?.boxes.filter((box) => box.status === BOX_STATUS.InStock && box.quantity > 0).length ?? 0;
    if (inStock > 0) return { workOrderNo, inStock };
  }
  throw new Error('No demo work order has boxes in stock');
}

describe('a mock recall', () => {
  it('traces a work order, holds its stock, reports it and is closed', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('recall');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/recall', 'Recall');
    const { workOrderNo, inStock } = await workOrderWithStock(page);

    await pick(page.getByTestId('recall-start-type'), 'Work order');
    await page.getByTestId('recall-value').fill(workOrderNo);
    await page.getByTestId('recall-trace').click();
    await expect.poll(() => page.getByTestId('recall-tree').textContent()).toContain(`Work order ${workOrderNo}`);
    await expect.poll(() => page.getByTestId('recall-balance').isVisible()).toBe(true);

    await page.getByTestId('recall-start').click();
    const start = dialog(page, 'Start recall');
    await start.getByTestId('recall-reason').fill('Mock recall: annual traceability test');
    await start.getByTestId('recall-mock').check();
    await start.getByTestId('recall-start-save').click();
    await expect.poll(() => start.count()).toBe(0);
    const record = page.getByTestId('recall-record');
    await expect.poll(() => record.textContent()).toContain('Mock recall: annual traceability test');
    const recallNo = ((await record.locator('.ant-card-head-title').first().textContent()) ?? '').replace(
      'Recall ',
      '',
    );
    expect(recallNo).toMatch(/^RCL\d{6}$/);
    // A mock recall writes no letters.
    expect(await page.getByTestId('recall-letters').count()).toBe(0);

    await page.getByTestId('recall-hold').click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('recall-holds').locator('.ant-table-row').count()).toBe(inStock);

    const pdf = await downloadOf(page, () => page.getByTestId('recall-pdf').click());
    expect(pdf.name).toBe(`recall-${recallNo}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const excel = await downloadOf(page, () => page.getByTestId('recall-excel').click());
    expect(excel.name).toBe(`recall-${recallNo}.xlsx`);
    expect((await workbookRows(excel.bytes)).flat().join(' ')).toContain(recallNo);

    await page.getByTestId('recall-release').click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('recall-release').isDisabled()).toBe(true);
    await page.getByTestId('recall-close').click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('recall-close').isDisabled()).toBe(true);
    await expect.poll(() => record.textContent()).toContain('Closed');
    await logOut(page);
  });
});
