import { formatCount, PALLET_TRAN_TYPE, PALLET_TRANSACTIONS, WAREHOUSE_MESSAGES } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// Our pallets at customers (spec 02 §2, §3): a pallet returned by a customer is logged on Pallet stock log, counts
// down the customer's balance on Customer pallet balances, and shows in that customer's own log. Then the invoice
// lists: the brand-filtered one is empty for the demo brands, the plain one lists the demo's invoices.

const browser = useBrowser();

const RETURNED = 2;

/** The balance the journey works on: a demo customer holding pallets of one type (the demo's dispatches sent them). */
interface TBalance {
  customerId: number;
  company: string;
  customerCode: string;
  plateTypeName: string;
  balance: number;
}
const held: { before: TBalance | null } = { before: null };

async function palletBalances(page: Page): Promise<TBalance[]> {
  return page.evaluate(async () => {
    const body = await (await fetch('/api/PalletStockLog/GetAllBalance')).json();
    if (!body.success) throw new Error(`GetAllBalance: ${body.errorMessage}`);
    return body.data;
  });
}

/** The action's label in the Add dialog's select (pallet-stock-log-table.tsx): its name and the sign it counts with. */
function actionLabel(tranTypeId: number): string {
  const action = PALLET_TRANSACTIONS.find((t) => t.tranTypeId === tranTypeId);
  if (!action) throw new Error(`No pallet action ${tranTypeId}`);
  return `${action.tranTypeName} (${action.sign > 0 ? '+' : '−'})`;
}

/** The position of the column headed `title` in `table`. */
async function columnIndex(table: Locator, title: string): Promise<number> {
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.indexOf(title);
  if (index < 0) throw new Error(`No column ${title} in ${headers.join(', ')}`);
  return index;
}

/** The text of `row`'s cell in the column headed `title` of `table`. */
async function cell(table: Locator, row: Locator, title: string): Promise<string> {
  return (
    (await row
      .locator('td')
      .nth(await columnIndex(table, title))
      .textContent()) ?? ''
  ).trim();
}

describe('pallets at customers and the invoice lists', () => {
  it('logs pallets returned by a customer on Pallet stock log, with the running balance', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('pallet-log-add');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const holding = (await palletBalances(page)).find((row) => row.balance >= RETURNED);
    if (!holding) throw new Error(`No demo customer holds ${RETURNED} pallets of a type`);
    held.before = holding;

    await page.goto('/pallet-stocklog');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Pallet stock log');
    const log = page.getByTestId('pallet-log');
    await log.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Pallet Stock Log');
    await expect.poll(() => add.isVisible()).toBe(true);

    // Nothing filled in: the action and the quantity are asked for, as are the customer and the pallet type.
    await add.getByTestId('crud-save').click();
    for (const message of [
      WAREHOUSE_MESSAGES.palletActionRequired,
      WAREHOUSE_MESSAGES.palletQuantityRequired,
      'Customer is required!',
      'Pallet type is required!',
    ]) {
      await expect.poll(() => add.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(WAREHOUSE_MESSAGES.palletActionRequired).toBe('Please choose an action.');
    expect(WAREHOUSE_MESSAGES.palletQuantityRequired).toBe('Please input the quantity.');

    await choose(add, 'Customer', `${holding.company} (${holding.customerCode})`);
    await choose(add, 'Pallet Type', holding.plateTypeName);
    await choose(add, 'Action', actionLabel(PALLET_TRAN_TYPE.Returned));
    const quantity = add.getByTestId('pallet-quantity-input');
    await quantity.fill(String(RETURNED));
    await quantity.press('Tab');
    await expectSuccess(page, () => add.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);

    // The customer's rows, newest first: the return counts down and the balance follows.
    await pick(page.getByTestId('pallet-log-customer'), `${holding.company} (${holding.customerCode})`);
    const newest = log.locator('tr.ant-table-row').first();
    await expect.poll(() => newest.textContent()).toContain('Returned by customer');
    expect(await cell(log, newest, 'Customer')).toBe(holding.company);
    expect(await cell(log, newest, 'Pallet Type')).toBe(holding.plateTypeName);
    expect(await cell(log, newest, 'Quantity')).toBe(formatCount(-RETURNED));
    expect(await cell(log, newest, 'Balance')).toBe(formatCount(holding.balance - RETURNED));
    expect(await cell(log, newest, 'Employee')).toBe('System Administrator');
  });

  it("shows the customer's new balance on Customer pallet balances, whose Log opens that customer's log", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('pallet-balances');
    const holding = held.before;
    if (!holding) throw new Error('the first step logged no return');
    await page.goto('/customer-pallet');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Customer pallet balances');
    const balances = page.getByTestId('customer-pallet');
    await balances.getByTestId('crud-search').fill(holding.customerCode);
    const row = balances.locator('tr.ant-table-row', { hasText: holding.company }).filter({
      hasText: holding.plateTypeName,
    });
    await expect.poll(() => row.count()).toBe(1);
    expect(await cell(balances, row, 'Balance')).toBe(formatCount(holding.balance - RETURNED));

    await row.getByTestId('customer-pallet-open').click();
    const own = dialog(page, `Pallet stock log: ${holding.company}`);
    await expect.poll(() => own.isVisible()).toBe(true);
    const log = own.getByTestId('customer-pallet-log');
    const rows = log.locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Only this customer's rows; the newest is the return just logged.
    const customers = await rows.locator(`td:nth-child(${(await columnIndex(log, 'Customer')) + 1})`).allTextContents();
    expect(new Set(customers)).toEqual(new Set([holding.company]));
    const newest = rows.first();
    expect(await cell(log, newest, 'Action')).toBe('Returned by customer');
    expect(await cell(log, newest, 'Quantity')).toBe(formatCount(-RETURNED));
    expect(await cell(log, newest, 'Balance')).toBe(formatCount(holding.balance - RETURNED));
    await own.getByTestId('list-dialog-close').click();
    await expect.poll(() => own.count()).toBe(0);
  });

  it("lists no invoices on '/invoice23&41' for the demo brands, and the demo's invoices on '/invoice'", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('invoice-brands');
    // The demo's brands are not 23 or 41, so no invoice is of them.
    const brandIds = await page.evaluate(async () => {
      const body = await (await fetch('/api/Brand/GetAllBrand')).json();
      return (body.data as { brandId: number }[]).map((row) => row.brandId);
    });
    expect(brandIds.length).toBeGreaterThan(0);
    expect(brandIds).not.toContain(23);
    expect(brandIds).not.toContain(41);

    // The list is empty while it loads too: wait for the server's answer before reading it.
    const brandAnswer = page.waitForResponse(
      (response) => response.url().includes('/api/Invoice/GetAllInvoice') && response.url().includes('brandIds='),
    );
    await page.goto('/invoice23&41');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Invoices: Brands 23 & 41');
    const answer = await brandAnswer;
    expect(new URL(answer.url()).searchParams.get('brandIds')).toBe('23,41');
    expect((await answer.json()).data).toEqual([]);
    const brandList = page.getByTestId('invoice-list');
    await expect.poll(() => brandList.locator('.ant-spin-spinning').count()).toBe(0);
    expect(await brandList.getByText('No invoices in this range', { exact: true }).isVisible()).toBe(true);
    expect(await brandList.locator('tr.ant-table-row').count()).toBe(0);

    await page.goto('/invoice');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Invoices');
    const list = page.getByTestId('invoice-list');
    await expect.poll(() => list.locator('tr.ant-table-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await list.getByText('No invoices in this range', { exact: true }).count()).toBe(0);
  });
});
