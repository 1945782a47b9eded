import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, field } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

const BASE_NAME = 'Tūī 16oz ripple cup';
const BASE_CODE = 'TUI16R';
const PRODUCT_NAME = 'Aroha Café 16oz ripple cup';
const PRODUCT_CODE = 'ARO-TUI16R';
const CUSTOMER = 'Aroha Café (Aroha Café Limited)';

/** The rows of the CrudTable `table` that contain `text`. */
const rowsOf = (table: Locator, text: string) => table.locator('tr.ant-table-row', { hasText: text });

/** Delete → Are you sure? → the archive dialog: both fields required, then archived with the name and note. */
async function archive(page: Page, row: Locator, title: string, person: string, note: string) {
  await row.getByTestId('crud-delete').click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect.poll(() => confirm.getByText('Are you sure?').isVisible()).toBe(true);
  await confirm.getByRole('button', { name: 'OK' }).click();
  const archiveDialog = dialog(page, title);
  await expect.poll(() => archiveDialog.isVisible()).toBe(true);
  await archiveDialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => archiveDialog.getByText('Please fill in both fields', { exact: true }).count()).toBe(2);
  // One field alone is not enough either.
  await archiveDialog.getByLabel('User Name', { exact: true }).fill(person);
  await archiveDialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => archiveDialog.getByText('Please fill in both fields', { exact: true }).count()).toBe(1);
  await archiveDialog.getByLabel('Note', { exact: true }).fill(note);
  await expectSuccess(page, () => archiveDialog.getByRole('button', { name: 'Delete' }).click());
  await expect.poll(() => archiveDialog.count()).toBe(0);
}

describe('catalogue through the screens', () => {
  // One journey in steps: each step goes on from where the one before left the screen.
  it('adds a base product after the required messages', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('base-product-add');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/base-product');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Base Product');
    const table = page.getByTestId('crud-table');
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBeGreaterThan(0);

    await table.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Base Product');
    await expect.poll(() => add.isVisible()).toBe(true);
    await add.getByTestId('crud-save').click();
    for (const label of ['Base Product Name', 'Product Code', 'Product Type', 'Packaging Type']) {
      await expect.poll(() => add.getByText(`${label} is required!`, { exact: true }).count()).toBe(1);
    }
    await add.getByLabel('Base Product Name', { exact: true }).fill(BASE_NAME);
    await add.getByLabel('Product Code', { exact: true }).fill(BASE_CODE);
    await choose(add, 'Product Type', 'Paper cup');
    await choose(add, 'Packaging Type', '1000 cups (50 x 20)');
    await expect.poll(() => field(add, 'Visible To Customers').textContent()).toContain('Yes');
    await add.getByLabel('Description', { exact: true }).fill('Triple-wall ripple cup for hot drinks.');
    await expect.poll(() => add.locator('.ant-form-item-explain-error').count()).toBe(0);
    await expectSuccess(page, () => add.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);

    await table.getByTestId('crud-search').fill(BASE_CODE);
    await expect.poll(() => rowsOf(table, BASE_NAME).count()).toBe(1);
    const text = (await rowsOf(table, BASE_NAME).textContent()) ?? '';
    for (const expected of [BASE_CODE, 'Paper cup', '1000 cups (50 x 20) (1000/carton)', 'Yes']) {
      expect(text).toContain(expected);
    }
  });

  it('prices it for one customer group and for all groups in Product Price Management', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('base-product-prices');
    await rowsOf(page.getByTestId('crud-table'), BASE_NAME).getByTestId('product-price').click();
    const prices = dialog(page, 'Product Price Management');
    await expect.poll(() => prices.isVisible()).toBe(true);
    const priceTable = prices.getByTestId('product-price-table');
    await expect.poll(() => priceTable.locator('.ant-empty-description').textContent()).toBe('No data');

    // A price for the Café group: the price is required, the carton quantity comes from the packaging type.
    await priceTable.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Price');
    await expect.poll(() => add.isVisible()).toBe(true);
    expect(await add.getByLabel('Quantity Per Carton', { exact: true }).inputValue()).toBe('1000');
    await add.getByTestId('crud-save').click();
    await expect.poll(() => add.getByText('Price is required!', { exact: true }).count()).toBe(1);
    await choose(add, 'Customer Group', 'Café');
    await add.getByLabel('Price', { exact: true }).fill('85.5');
    await add.getByLabel('MOQ', { exact: true }).fill('MOQ 10 cartons');
    await expectSuccess(page, () => add.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);
    const cafeRow = rowsOf(priceTable, 'Café');
    await expect.poll(() => cafeRow.count()).toBe(1);
    for (const expected of ['1000', '85.500', 'MOQ 10 cartons'])
      expect(await cafeRow.textContent()).toContain(expected);

    // A price for every group: the customer group left empty.
    await priceTable.getByTestId('crud-add').click();
    await expect.poll(() => add.isVisible()).toBe(true);
    await add.getByLabel('Price', { exact: true }).fill('92');
    // Leave the field first: the number input reformats on blur, which must not swallow the Save click.
    await add.getByLabel('Price', { exact: true }).press('Tab');
    await expectSuccess(page, () => add.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);
    const allRow = rowsOf(priceTable, 'All groups');
    await expect.poll(() => allRow.count()).toBe(1);
    expect(await allRow.textContent()).toContain('92.000');
    expect(await priceTable.locator('tr.ant-table-row').count()).toBe(2);

    await prices.getByTestId('list-dialog-close').click();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
  });

  it('adds a customer product from that base product for a demo customer', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('product-add');
    await page.goto('/product');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Products');
    const table = page.getByTestId('crud-table');
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBeGreaterThan(0);

    await table.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Product');
    await expect.poll(() => add.isVisible()).toBe(true);
    await add.getByTestId('crud-save').click();
    for (const label of ['Product Name', 'Product Code']) {
      await expect.poll(() => add.getByText(`${label} is required!`, { exact: true }).count()).toBe(1);
    }
    await add.getByLabel('Product Name', { exact: true }).fill(PRODUCT_NAME);
    await add.getByLabel('Product Code', { exact: true }).fill(PRODUCT_CODE);
    await choose(add, 'Customer', CUSTOMER);
    await choose(add, 'Base Product', `${BASE_CODE} — ${BASE_NAME}`);
    await choose(add, 'Pallet Stacking', '5 x 8 cartons');
    await add.getByLabel('MOQ (cartons)', { exact: true }).fill('10');
    await expect.poll(() => add.locator('.ant-form-item-explain-error').count()).toBe(0);
    await expectSuccess(page, () => add.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);

    await table.getByTestId('crud-search').fill(PRODUCT_CODE);
    const row = rowsOf(table, PRODUCT_CODE);
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    for (const expected of ['Aroha Café', PRODUCT_NAME, BASE_NAME, '5 x 8 cartons']) expect(text).toContain(expected);
  });

  it('deletes the product through the archive dialog and finds it on Deleted Products', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('product-archive');
    const table = page.getByTestId('crud-table');
    await archive(page, rowsOf(table, PRODUCT_CODE), 'Delete Product', 'Mere Ngata', 'Customer changed to 12oz cups.');
    await expect.poll(() => rowsOf(table, PRODUCT_CODE).count()).toBe(0);

    await page.goto('/deleted-product');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Deleted Products');
    const deleted = rowsOf(page.getByTestId('crud-table'), PRODUCT_CODE);
    await expect.poll(() => deleted.count()).toBe(1);
    const text = (await deleted.textContent()) ?? '';
    for (const expected of [PRODUCT_NAME, 'Aroha Café', BASE_NAME, 'Mere Ngata', 'Customer changed to 12oz cups.']) {
      expect(text).toContain(expected);
    }
    // The archive is read-only.
    expect(await page.getByTestId('crud-add').count()).toBe(0);
    expect(await deleted.getByTestId('crud-delete').count()).toBe(0);
  });

  it('archives the base product and finds it on Deleted Base Products', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('base-product-archive');
    await page.goto('/base-product');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Base Product');
    const table = page.getByTestId('crud-table');
    await table.getByTestId('crud-search').fill(BASE_CODE);
    await expect.poll(() => rowsOf(table, BASE_NAME).count()).toBe(1);
    await archive(
      page,
      rowsOf(table, BASE_NAME),
      'Delete Base Product',
      'Mere Ngata',
      'Replaced by the 16oz kraft cup.',
    );
    await expect.poll(() => rowsOf(table, BASE_NAME).count()).toBe(0);

    await page.goto('/deleted-base-product');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Deleted Base Products');
    const deleted = rowsOf(page.getByTestId('crud-table'), BASE_NAME);
    await expect.poll(() => deleted.count()).toBe(1);
    const text = (await deleted.textContent()) ?? '';
    for (const expected of [BASE_CODE, 'Paper cup', 'Mere Ngata', 'Replaced by the 16oz kraft cup.']) {
      expect(text).toContain(expected);
    }
    await logOut(page);
  });
});
