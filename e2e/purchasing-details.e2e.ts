import {
  DATE_FORMAT,
  PAGES,
  PO_STATUS,
  RECEIVING_STATUS,
  SUPPLIER_MESSAGES,
  SUPPLIER_TYPE,
  shiftDate,
  todayInAuckland,
} from '@packline/domain';
import dayjs from 'dayjs';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, discardChanges, expectSuccess, field, pick, unsavedQuestion } from './antd.ts';
import { noteShot, useBrowser } from './browser.ts';
import { cell, openScreen, read, rowOf, write } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 31 §10, 11, 15, 16, 19, 22 as the people who use the screens see them: the buyer orders a bought-in product
// from its monitor with New PO (no Work Order answering 403), is asked before saving an ETA in the past, reads a PO's
// options and totals in Details, writes the PO e-mail as text with its preview, sees a supplier's alert tags change as
// soon as a qualification is added, and is told a supplier name is too long; the storeperson reads the arrival time
// in Auckland's zone, as the list shows it, is told a 6th image is not added, and opens the Inspection Report; a new
// monitor group starts Active.

const browser = useBrowser();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const titleOf = (url: string) => PAGES.find((p) => p.url === url)?.title ?? url;
const shot = (page: Page, name: string) => noteShot(page, `31-${name}-after`);

/** Collects the API calls answered 403 from now on. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  const answered = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 403) refused.push(`${url.pathname}${url.search}`);
  };
  page.on('response', answered);
  return { refused, stop: () => page.off('response', answered) };
}

/** Closes a form dialog without saving, answering the unsaved-changes question when it is asked. */
async function closeWithoutSaving(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Cancel' }).last().click();
  // A changed form asks first; an unchanged one closes at once.
  await expect.poll(async () => (await unsavedQuestion(page).count()) > 0 || (await form.count()) === 0).toBe(true);
  if (await unsavedQuestion(page).count()) await discardChanges(page);
  await expect.poll(() => form.count()).toBe(0);
}

async function fillDate(picker: Locator, text: string) {
  await picker.click();
  await picker.fill(text);
  await picker.press('Enter');
  await expect.poll(() => picker.page().locator('.ant-picker-dropdown:visible').count()).toBe(0);
}

describe('the buyer', () => {
  it('orders a bought-in product from its monitor with New PO; no Work Order answers 403 (§11), a past ETA is asked about (§19)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('buyer-monitor-new-po');
    await logIn(page, 'buyer');
    await expectPath(page, '/home');
    const watch = watchRefusals(page);
    await openScreen(page, '/monitor-purchase-product', titleOf('/monitor-purchase-product'));
    const table = page.getByTestId('po-monitor');
    const row = table.locator('tr.ant-table-row').first();
    await row.waitFor();
    // The buyer holds no work order page: the row offers New PO, not Work Order.
    expect(await table.getByTestId('po-monitor-workOrders').count()).toBe(0);
    const productCode = await cell(table, row, 'Product Code');
    await shot(page, 'item11');
    await row.getByTestId('po-monitor-new-po').click();
    const create = dialog(page, 'New Purchase Order');
    await create.waitFor();
    const form = create.getByTestId('po-form');
    const line = form.getByTestId('po-line').first();
    await expect.poll(() => line.getByTestId('po-item').textContent()).toContain(productCode);

    await pick(form.getByTestId('po-supplier'));
    await fillDate(form.getByTestId('po-eta'), dayjs(shiftDate(todayInAuckland(), -3, 'day')).format(DATE_FORMAT));
    await line.getByTestId('po-unit-price').fill('1.5');
    await line.getByTestId('po-quantity').fill('100');
    await create.getByTestId('po-save').click();
    const question = page.locator('.ant-modal-confirm', { hasText: 'is in the past' });
    await question.waitFor();
    await shot(page, 'item19-past-eta');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => question.count()).toBe(0);
    // Cancel goes back to the order, as typed.
    expect(await create.isVisible()).toBe(true);
    expect(await line.getByTestId('po-quantity').inputValue()).toBe('100');
    await closeWithoutSaving(page, create);
    watch.stop();
    expect(watch.refused).toEqual([]);
  });

  it("reads a PO's options and totals in Details (§19)", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('buyer-po-details');
    await openScreen(page, '/purchase-order', titleOf('/purchase-order'));
    const table = page.getByTestId('purchase-order-table');
    await table.getByTestId('crud-search').fill('Deliver before the Christmas shutdown');
    const row = table.locator('tr.ant-table-row').first();
    await row.waitFor();
    const poNo = await cell(table, row, 'PO Number');
    await row.getByTestId('po-details').click();
    const details = dialog(page, `Details — ${poNo}`);
    await details.waitFor();
    await expect.poll(() => details.getByTestId('po-details-option').count()).toBeGreaterThan(0);
    const text = (await details.textContent()) ?? '';
    expect(text).toContain('Delivery Fee');
    expect(text).toContain('Total excl GST');
    expect(text).toContain('Total incl GST');
    expect(await details.getByTestId('po-details-total').textContent()).toMatch(/^NZD [\d,]+\.\d{2}$/);
    await shot(page, 'item19-details');
    await details.getByTestId('list-dialog-close').click();
    await expect.poll(() => details.count()).toBe(0);
  });

  it('writes the PO e-mail as text, its paragraphs shown in the preview (§16)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('buyer-po-email');
    // An approved order: one awaiting approval is not e-mailed.
    const [order] = await read<{ poId: number; poNo: string; suplier: { suplierName: string } }[]>(
      page,
      `PurchaseOrder/GetAllPurchaseOrder?status=${PO_STATUS.Approved}&page=1&pageSize=1`,
    );
    if (!order) throw new Error('No approved demo purchase order');
    const table = page.getByTestId('purchase-order-table');
    await table.getByTestId('crud-search').fill(order.poNo);
    const row = rowOf(table, order.poId);
    await row.waitFor();
    await row.getByTestId('po-email').click();
    const mail = dialog(page, 'Email');
    await mail.waitFor();
    const message = field(mail, 'Message').locator('textarea');
    const opening = `Dear ${order.suplier.suplierName},\n\nPlease find attached our purchase order ${order.poNo}`;
    await expect.poll(async () => (await message.inputValue()).startsWith(opening)).toBe(true);
    expect(await mail.locator('label[title="Content (HTML)"]').count()).toBe(0);
    await message.fill('Dear Zhejiang team,\n\nPlease ship <by sea>.\nThank you.');
    const preview = page.frameLocator('[data-testid=email-preview]').locator('body');
    await expect.poll(() => preview.locator('p').count()).toBe(2);
    expect(await preview.locator('p').nth(1).innerHTML()).toBe('Please ship &lt;by sea&gt;.<br>Thank you.');
    await shot(page, 'item16');
    await closeWithoutSaving(page, mail);
  });

  it('sees the alert tags of a supplier change as soon as a qualification is added (§10)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('buyer-qualification');
    const name = `e2e Qualified ${Date.now()}`;
    const supplier = await write<{ suplierId: number }>(page, 'POST', 'Supplier/AddSupplier', {
      suplierName: name,
      currencyId: 1,
      suplierType: SUPPLIER_TYPE.Qualified,
    });
    await openScreen(page, '/supplier-management', titleOf('/supplier-management'));
    const table = page.getByTestId('crud-table').first();
    await table.getByTestId('crud-search').fill(name);
    const row = rowOf(table, supplier.suplierId);
    await row.waitFor();
    expect(await cell(table, row, 'Qualifications')).toBe('');
    await row.getByTestId('supplier-list').click();
    const list = dialog(page, `Qualifications — ${name}`);
    await list.waitFor();
    await list.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Qualification');
    await add.waitFor();
    await field(add, 'Qualification Name').locator('input').fill('e2e ISO 9001');
    await fillDate(
      field(add, 'Expiry Date').locator('input'),
      dayjs(shiftDate(todayInAuckland(), 3, 'day')).format(DATE_FORMAT),
    );
    await expectSuccess(page, () => add.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);
    await list.getByTestId('list-dialog-close').click();
    await expect.poll(() => list.count()).toBe(0);
    // No reload: the list shows the new alert.
    await expect.poll(() => cell(table, row, 'Qualifications')).toContain('e2e ISO 9001 expires');
  });

  it('is told in the form that a supplier name is longer than 100 characters (§22)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('buyer-supplier-name');
    await page.getByTestId('crud-table').first().getByTestId('crud-add').click();
    const add = dialog(page, 'Add Supplier');
    await add.waitFor();
    await add.getByTestId('supplier-name').fill('X'.repeat(101));
    await add.getByTestId('crud-save').click();
    await expect.poll(() => add.getByText(SUPPLIER_MESSAGES.nameTooLong, { exact: true }).count()).toBe(1);
    await closeWithoutSaving(page, add);
    await logOut(page);
  });
});

describe('the storeperson', () => {
  it('reads the arrival time in Auckland as the list shows it, and is told a 6th image is not added (§19)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('warehouse-receiving');
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');
    const [receiving] = await read<{ inspectionId: number; no: string }[]>(
      page,
      `UnloadingInspection/GetAllUnloadingInspection?status=${RECEIVING_STATUS.InProcessing}`,
    );
    if (!receiving) throw new Error('No demo receiving in processing');
    await openScreen(page, '/unloading-inspection', titleOf('/unloading-inspection'));
    const table = page.getByTestId('receiving-table');
    await table.getByTestId('crud-search').fill(receiving.no);
    const row = rowOf(table, receiving.inspectionId);
    await row.waitFor();
    const listed = await cell(table, row, 'Arrival Time');
    await row.getByTestId('receiving-edit').click();
    const edit = page.getByRole('dialog').filter({ has: page.getByTestId('receiving-form') });
    await edit.waitFor();
    const form = edit.getByTestId('receiving-form');
    await expect.poll(() => form.getByTestId('receiving-arrival').inputValue()).toBe(listed);

    const files = Array.from({ length: 6 }, (_v, i) => ({
      name: `photo-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    }));
    await form.locator('input[type=file]').setInputFiles(files);
    await expect
      .poll(() => page.getByTestId('api-error-message').first().textContent())
      .toMatch(/^At most 5 images can be attached: \d+ (was|were) not added\.$/);
    await shot(page, 'item19-images');
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('api-error-dialog') })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect.poll(() => page.getByTestId('api-error-message').count()).toBe(0);
    await closeWithoutSaving(page, edit);
  });

  it('opens the Inspection Report of what was received (§15)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('warehouse-inspection-report');
    const watch = watchRefusals(page);
    await openScreen(page, '/inspection-report', titleOf('/inspection-report'));
    await expectPath(page, '/inspection-report');
    watch.stop();
    expect(watch.refused).toEqual([]);
    await logOut(page);
  });
});

describe('Monitor Product Groups', () => {
  it('starts a new group Active (§19)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('monitor-group-active');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/monitor-product-group-management', titleOf('/monitor-product-group-management'));
    await page.getByTestId('crud-add').first().click();
    const add = page.getByRole('dialog').filter({ has: page.getByTestId('crud-form') });
    await add.waitFor();
    await expect.poll(() => field(add, 'Active').locator('.ant-select').textContent()).toContain('Yes');
    await closeWithoutSaving(page, add);
    await logOut(page);
  });
});
