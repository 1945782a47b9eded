import { formatCount, WORK_ORDER_STATUS, WORK_ORDER_STATUS_NAMES } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { openScreen, read, rowOf } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 17, stock monitoring: on Stock Monitor, Low only leaves the products below their MSL; the Work Order
// drill-down of one of them makes its work order (Approved, source Inventory) and lists it; Inventory shows the totals
// of the whole list above its rows.

const browser = useBrowser();
const QUANTITY = 4321;

interface TStockMonitorRow {
  productId: number;
  productCode: string;
  low: boolean;
}

interface TWorkOrderRow {
  orderTypeId: number;
  workOrderStatusId: number;
}

/** The stock monitor's order type of a finished product (its New WorkOrder default). */
const FINISHED_PRODUCT = 1;

interface TStockPriceRow {
  productId: number;
  productInStock: number;
  cartonStock: number;
  price: number;
}

interface TStockPriceTotals {
  productInStock: number;
  cartonStock: number;
  price: number;
}

/** The index of the column headed `title` of `table`. */
async function columnOf(table: Locator, title: string): Promise<number> {
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.indexOf(title);
  if (index < 0) throw new Error(`No column ${title} in ${headers.join(', ')}`);
  return index;
}

/** The text of `row`'s cell in the column headed `title` of `table`. */
async function cell(table: Locator, row: Locator, title: string): Promise<string> {
  const index = await columnOf(table, title);
  return ((await row.locator('td').nth(index).textContent()) ?? '').trim();
}

/** The texts of the column headed `title` in every row of `table`. */
async function columnTexts(table: Locator, title: string): Promise<string[]> {
  const index = await columnOf(table, title);
  const texts = await table.locator(`tr.ant-table-row > td:nth-child(${index + 1})`).allTextContents();
  return texts.map((text) => text.trim());
}

/**
 * A product below its MSL whose type can make a finished-product work order: one with an approved finished-product
 * work order already (approving one splits it into the suborders of its type's actions, spec 02 §9).
 */
async function lowProductWithWorkOrders(page: Page): Promise<{ productId: number; productCode: string }> {
  const low = await read<TStockMonitorRow[]>(page, 'StockMonitor/GetMonitor?low=1&page=1&pageSize=200');
  for (const product of low) {
    const orders = await read<TWorkOrderRow[]>(
      page,
      `WorkOrder/GetAllWorkOrder?productId=${product.productId}&page=1&pageSize=100`,
    );
    if (
      orders.some(
        (order) => order.orderTypeId === FINISHED_PRODUCT && order.workOrderStatusId >= WORK_ORDER_STATUS.Approved,
      )
    ) {
      return product;
    }
  }
  throw new Error('No low demo product has an approved finished-product work order');
}

describe('stock monitoring', () => {
  it('lists only low products with Low only, and makes a work order for one from its Work Order drill-down', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('stock-monitor-work-order');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    const { productId, productCode } = await lowProductWithWorkOrders(page);

    await openScreen(page, '/stock-monitor', 'Stock Monitor');
    const monitor = page.getByTestId('stock-monitor');
    await monitor.locator('tr.ant-table-row').first().waitFor();
    // Low only: every product left is flagged Low (the demo has some below their MSL).
    await monitor.getByTestId('stock-monitor-low-only').click();
    await expect.poll(() => monitor.getByTestId('stock-monitor-low-only').getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(async () => {
        const flags = await columnTexts(monitor, 'Low');
        return flags.length > 0 && flags.every((flag) => flag === 'Low');
      })
      .toBe(true);
    await monitor.getByTestId('crud-search').fill(productCode);
    const low = rowOf(monitor, productId);
    await low.waitFor();
    expect(await cell(monitor, low, 'Low')).toBe('Low');
    const productName = await cell(monitor, low, 'Product');

    // Its Work Order drill-down: the product's work orders, newest first, and New WorkOrder.
    await low.getByTestId('stock-monitor-workOrders').click();
    const drill = dialog(page, `Work Orders: ${productCode} — ${productName}`);
    await drill.waitFor();
    const workOrders = drill.getByTestId('stock-monitor-work-orders');
    // The product has work orders (it was chosen for them): the list is shown once its first row is.
    await workOrders.locator('tr.ant-table-row').first().waitFor();
    await expect.poll(() => workOrders.locator('.ant-spin-spinning').count()).toBe(0);
    const before = await columnTexts(workOrders, 'Work Order No');

    await drill.getByTestId('stock-monitor-new-work-order').click();
    const create = dialog(page, 'New WorkOrder');
    await create.waitFor();
    await create.getByTestId('stock-work-order-quantity').fill(String(QUANTITY));
    // spec 02 §8: a work order made from a list is confirmed first.
    await expectSuccess(page, async () => {
      await create.getByRole('button', { name: 'Save' }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    });
    await expect.poll(() => create.count()).toBe(0);

    // The new work order heads the list: the quantity asked for, Approved, made for the inventory.
    const made = workOrders.locator('tr.ant-table-row').first();
    await expect.poll(async () => before.includes(await cell(workOrders, made, 'Work Order No'))).toBe(false);
    expect(await cell(workOrders, made, 'Quantity')).toBe(formatCount(QUANTITY));
    expect(await cell(workOrders, made, 'Source')).toBe('Inventory');
    expect(await cell(workOrders, made, 'Status')).toBe(WORK_ORDER_STATUS_NAMES[WORK_ORDER_STATUS.Approved]);
    await drill.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drill.count()).toBe(0);
  });

  it('shows the totals of the whole list on Inventory', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('inventory-totals');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    // What the totals must be: the sums over every product of the list (read whole through the API).
    const rows = await read<TStockPriceRow[]>(page, 'StockMonitor/GetStockPrice?page=1&pageSize=10000');
    const totals = await read<TStockPriceTotals>(page, 'StockMonitor/GetStockPriceTotals');
    expect(rows.length).toBeGreaterThan(0);
    expect(totals.productInStock).toBe(rows.reduce((sum, row) => sum + row.productInStock, 0));
    expect(totals.cartonStock).toBeCloseTo(
      rows.reduce((sum, row) => sum + row.cartonStock, 0),
      2,
    );
    expect(totals.price).toBeCloseTo(
      rows.reduce((sum, row) => sum + row.price, 0),
      2,
    );

    await openScreen(page, '/prod-inventory-report', 'Inventory');
    const card = page.getByTestId('inventory-totals');
    const statistic = (title: string) =>
      card.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: title }) });
    /** The figure a statistic shows, as a number ($ and thousands separators dropped). */
    const shown = async (title: string) =>
      Number(((await statistic(title).locator('.ant-statistic-content').textContent()) ?? '').replace(/[$,\s]/g, ''));
    await expect.poll(() => shown('Pieces in stock')).toBe(totals.productInStock);
    expect(await shown('Cartons')).toBeCloseTo(totals.cartonStock, 2);
    expect(await shown('Value')).toBeCloseTo(totals.price, 2);
    // The rows are listed below, the first of them the products the totals sum.
    // (2,000 a page are drawn virtually: rows, not table rows.)
    await page.getByTestId('inventory-value').locator('.ant-table-row').first().waitFor();
  });
});
