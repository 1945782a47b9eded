import { DATE_FORMAT, shiftDate, todayInAuckland } from '@packline/domain';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { downloadOf, workbookRows } from './downloads.ts';
import { cell, openScreen } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 18, the sales reports over the demo data (paid invoices across a year): on the Sales Report the admin picks the
// last 12 months and sees the paid invoices of that range; on the New Sales Report they pick the same range, export by
// the salesperson of one of those invoices, see that salesperson's rows and export them to Excel — the workbook's
// header row carries the columns the screen shows, its rows the rows shown.

const browser = useBrowser();

/** The 'Last 12 months' preset: a year back to tomorrow (Auckland), as DD/MM/YYYY. */
function lastTwelveMonths(): [string, string] {
  const end = shiftDate(todayInAuckland(), 1, 'day');
  return [shiftDate(end, -12, 'month'), end].map((day) => dayjs(day).format(DATE_FORMAT)) as [string, string];
}

/** Picks a preset of the date range filter `range`; resolves once its inputs show `shown`. */
async function pickRange(page: Page, range: Locator, preset: string, shown: [string, string]) {
  await range.locator('input').first().click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: preset }).click();
  await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
  const inputs = range.locator('input');
  await expect.poll(async () => [await inputs.nth(0).inputValue(), await inputs.nth(1).inputValue()]).toEqual(shown);
}

const dayOf = (text: string) => dayjs(text, DATE_FORMAT).format('YYYY-MM-DD');

/** What the first journey hands to the second: the salesperson of an invoice of the last 12 months. */
const seen = { sales: '' };

describe('the sales reports', () => {
  it('Sales Report: the last 12 months show the paid invoices of that range', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('sales-report');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/salesReport/0', 'Sales Report');

    const range = lastTwelveMonths();
    await pickRange(page, page.getByTestId('sales-report-range'), 'Last 12 months', range);
    const table = page.getByTestId('sales-report');
    const rows = table.locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Each invoice shown is paid (the default filter) and dated within the range picked.
    const [from, to] = range.map(dayOf);
    for (const row of await rows.all()) {
      expect(await cell(table, row, 'Paid')).toBe('Paid');
      const day = dayOf(await cell(table, row, 'Invoice Date'));
      expect(day >= (from as string) && day <= (to as string), `${day} within ${from}..${to}`).toBe(true);
    }
    const first = rows.first();
    expect(await cell(table, first, 'Order No')).toMatch(/^SO\d{6}$/);
    seen.sales = await cell(table, first, 'Sales');
    expect(seen.sales).not.toBe('');
    // The totals are over the range and filter: at least the invoices of this page.
    const invoices = page.locator('.ant-statistic', { hasText: 'Invoices' }).locator('.ant-statistic-content-value');
    await expect.poll(async () => Number(await invoices.textContent())).toBeGreaterThanOrEqual(await rows.count());
  });

  it('New Sales Report: one salesperson over the last 12 months, exported to Excel as shown', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('new-sales-report');
    expect(seen.sales, 'the Sales Report journey found a salesperson').not.toBe('');
    await openScreen(page, '/newSalesReport/0', 'New Sales Report');

    await pickRange(page, page.getByTestId('new-sales-report-range'), 'Last 12 months', lastTwelveMonths());
    await page.getByTestId('new-sales-report-by').getByText('Sale', { exact: true }).click();
    await pick(page.getByTestId('new-sales-report-sales'), seen.sales);
    await page.getByTestId('new-sales-report-confirm').click();

    const table = page.getByTestId('new-sales-report');
    const rows = table.locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
    const shown = await Promise.all(
      (await rows.all()).map(async (row) => ({
        name: await cell(table, row, 'Product / Option'),
        // The screen groups thousands ('12,000'); the file holds the number.
        totalQty: (await cell(table, row, 'Total Qty')).replaceAll(',', ''),
      })),
    );
    expect(shown[0]?.name).not.toBe('');

    const file = await downloadOf(page, () => page.getByTestId('new-sales-report-export').click());
    expect(file.name).toBe(`New Sales Report ${lastTwelveMonths().map(dayOf).join(' to ')}.xlsx`);
    const [header = [], ...lines] = await workbookRows(file.bytes);
    // The screen's columns, in the screen's order (the file adds GST, the total with GST and the reserve total).
    expect(header.filter((title) => headers.includes(title))).toEqual(headers);
    expect(lines).toHaveLength(shown.length);
    const nameAt = header.indexOf('Product / Option');
    const totalQtyAt = header.indexOf('Total Qty');
    expect(lines.map((line) => ({ name: line[nameAt], totalQty: line[totalQtyAt]?.replaceAll(',', '') }))).toEqual(
      shown,
    );
  });
});
