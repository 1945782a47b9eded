import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, field, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

const COMPANY = 'Kererū Bakehouse Limited';
const TRADING_NAME = 'Kererū Bakehouse';
const SALES_COMPANY = 'Tūī Dumplings Limited';
const REQUIRED_LABELS = [
  'Company',
  'Trading Name',
  'Mobile',
  'Email',
  'Group 1',
  'Group 2',
  'Payment Term',
  'Sales',
  'Brand',
  'Source',
];

const customerRows = (page: Page) => page.getByTestId('customer-table').locator('tr.ant-table-row');
const customerRow = (page: Page, text: string) => customerRows(page).filter({ hasText: text });
const newCustomerRow = () => customerRow(browser.page, COMPANY);

async function closeListDialog(page: Page) {
  await page.locator('[data-testid=list-dialog-close]:visible').click();
  await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
}

describe('customers through the screens', () => {
  // One journey in steps: each step goes on from where the one before left the screen.
  it('names every required field of an empty customer, and the rating stops at five', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-required');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/customer-management-page');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Customer Management');
    // The list defaults to Active, and the demo customers are there.
    await expect.poll(() => page.getByTestId('status-filter').textContent()).toBe('Active');
    await expect.poll(() => customerRow(page, 'Aroha Café Limited').count()).toBe(1);

    // An empty form names every required field.
    await page.getByTestId('crud-add').click();
    const form = page.getByTestId('crud-form');
    await expect.poll(() => dialog(page, 'Add Customer').isVisible()).toBe(true);
    await page.getByTestId('crud-save').click();
    for (const label of REQUIRED_LABELS) {
      await expect.poll(() => form.getByText(`${label} is required!`, { exact: true }).count()).toBe(1);
    }

    // The rating has five stars and cannot go past the fifth.
    const rating = field(form, 'Rating').locator('.ant-rate');
    expect(await rating.locator('.ant-rate-star').count()).toBe(5);
    expect(await rating.locator('.ant-rate-star-full').count()).toBe(3);
    await rating.focus();
    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => rating.locator('.ant-rate-star-full').count()).toBe(5);
    expect(await rating.locator('.ant-rate-star').count()).toBe(5);
  });

  it('adds the customer with every required field, as Active, and lists it under the default Active filter', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-add');
    const form = page.getByTestId('crud-form');
    await form.getByLabel('Company', { exact: true }).fill(COMPANY);
    await form.getByLabel('Trading Name', { exact: true }).fill(TRADING_NAME);
    await form.getByLabel('Mobile', { exact: true }).fill('021 555 0101');
    await form.getByLabel('Email', { exact: true }).fill('hello@kereru.example.nz');
    await choose(form, 'Group 1', 'Bakery');
    await choose(form, 'Group 2', 'South Island');
    await choose(form, 'Payment Term', '30 days');
    await choose(form, 'Status', 'Active');
    const salesName = await choose(form, 'Sales');
    await choose(form, 'Brand', 'Packline');
    await choose(form, 'Source', 'Referral');
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await expectSuccess(page, () => page.getByTestId('crud-save').click());
    await expect.poll(() => dialog(page, 'Add Customer').count()).toBe(0);

    // It is Active, so the default filter lists it, with everything that was filled in.
    await page.getByTestId('crud-search').fill('Kererū');
    await expect.poll(() => customerRows(page).count()).toBe(1);
    const row = newCustomerRow();
    await expect.poll(() => row.getByTestId('customer-status').textContent()).toBe('Active');
    const rowText = (await row.textContent()) ?? '';
    for (const text of [TRADING_NAME, '021 555 0101', 'hello@kereru.example.nz', 'Bakery', 'South Island']) {
      expect(rowText).toContain(text);
    }
    for (const text of ['30 days', salesName, 'Packline', 'Referral']) expect(rowText).toContain(text);
    expect(await row.getByTitle('Rating 5 of 5').count()).toBe(1);
  });

  it('saves the Address notes only with Note To Warehouse, and adds a delivery address', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-address');
    const row = newCustomerRow();
    await row.getByTestId('customer-address').click();
    const address = dialog(page, `Address: ${COMPANY}`);
    await expect.poll(() => address.isVisible()).toBe(true);
    const notes = address.getByTestId('address-notes');
    await notes.getByLabel('Note To Production').fill('Logo in brown.');
    await address.getByTestId('address-notes-save').click();
    await expect
      .poll(() => field(notes, 'Note To Warehouse').getByText('You need to input', { exact: true }).count())
      .toBe(1);
    expect(await field(notes, 'Note To Production').getByText('You need to input').count()).toBe(0);
    await notes.getByLabel('Note To Warehouse').fill('Side door, ring the bell.');
    await expectSuccess(page, () => address.getByTestId('address-notes-save').click());
    await expect.poll(() => notes.locator('.ant-form-item-explain-error').count()).toBe(0);

    const addresses = address.getByTestId('delivery-addresses');
    await addresses.getByTestId('crud-add').click();
    const addressDialog = dialog(page, 'Add Delivery Address');
    await expect.poll(() => addressDialog.isVisible()).toBe(true);
    await addressDialog.getByTestId('crud-save').click();
    await expect.poll(() => addressDialog.getByText('Address is required!', { exact: true }).count()).toBe(1);
    await addressDialog.getByLabel('Delivery Name', { exact: true }).fill('Market stall');
    await addressDialog.getByLabel('Postal Code', { exact: true }).fill('7010');
    await addressDialog.getByLabel('Address', { exact: true }).fill('15 Market Lane, Nelson');
    await expectSuccess(page, () => addressDialog.getByTestId('crud-save').click());
    await expect.poll(() => addressDialog.count()).toBe(0);
    const deliveryRow = addresses.locator('tr.ant-table-row', { hasText: '15 Market Lane, Nelson' });
    await expect.poll(() => deliveryRow.count()).toBe(1);
    expect(await deliveryRow.textContent()).toContain('Market stall');
    await closeListDialog(page);

    // The notes were saved on the customer: the dialog opens with them again.
    await row.getByTestId('customer-address').click();
    await expect.poll(() => notes.getByLabel('Note To Warehouse').inputValue()).toBe('Side door, ring the bell.');
    expect(await notes.getByLabel('Note To Production').inputValue()).toBe('Logo in brown.');
    await expect.poll(() => deliveryRow.count()).toBe(1);
    await closeListDialog(page);
  });

  it('adds a contact in the Contacts dialog', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-contact');
    const row = newCustomerRow();
    await row.getByTestId('customer-contacts').click();
    const contactsDialog = dialog(page, `Contacts: ${COMPANY}`);
    await expect.poll(() => contactsDialog.isVisible()).toBe(true);
    const contacts = contactsDialog.getByTestId('contact-management');
    await contacts.getByTestId('crud-add').click();
    const contactDialog = dialog(page, 'Add Contact');
    await expect.poll(() => contactDialog.isVisible()).toBe(true);
    await contactDialog.getByTestId('crud-save').click();
    await expect.poll(() => contactDialog.getByText('Name is required!', { exact: true }).count()).toBe(1);
    await contactDialog.getByLabel('Name', { exact: true }).fill('Ana Kereama');
    await contactDialog.getByLabel('Mobile', { exact: true }).fill('027 555 0202');
    await contactDialog.getByLabel('Email', { exact: true }).fill('ana@kereru.example.nz');
    await expectSuccess(page, () => contactDialog.getByTestId('crud-save').click());
    await expect.poll(() => contactDialog.count()).toBe(0);
    const contactRow = contacts.locator('tr.ant-table-row', { hasText: 'Ana Kereama' });
    await expect.poll(() => contactRow.count()).toBe(1);
    expect(await contactRow.textContent()).toContain('ana@kereru.example.nz');
    await closeListDialog(page);
  });

  it('deactivates it with a required note, finds it under Inactive, and activates it again', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-status');
    const row = newCustomerRow();

    // Deactivate: the note is required; the customer leaves the Active list and shows under Inactive.
    await row.getByTestId('status-change').click();
    const deactivate = dialog(page, `Deactivate ${COMPANY}`);
    await expect.poll(() => deactivate.isVisible()).toBe(true);
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => deactivate.getByTestId('status-note-error').textContent()).toBe('Required!');
    await deactivate.getByTestId('status-note').fill('Closed for renovations.');
    await expectSuccess(page, () => deactivate.getByRole('button', { name: 'Deactivate' }).click());
    await expect.poll(() => deactivate.count()).toBe(0);
    await expect.poll(() => customerRows(page).count()).toBe(0);
    await pick(page.getByTestId('status-filter'), 'Inactive');
    await expect.poll(() => customerRows(page).count()).toBe(1);
    await expect.poll(() => row.getByTestId('customer-status').textContent()).toBe('Inactive');
    expect(await row.getByTestId('status-change').textContent()).toBe('Activate');

    // Activate again: back in the Active list.
    await row.getByTestId('status-change').click();
    const activate = dialog(page, `Activate ${COMPANY}`);
    await expect.poll(() => activate.isVisible()).toBe(true);
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect.poll(() => activate.getByTestId('status-note-error').textContent()).toBe('Required!');
    await activate.getByTestId('status-note').fill('Open again after the renovations.');
    await expectSuccess(page, () => activate.getByRole('button', { name: 'Activate' }).click());
    await expect.poll(() => activate.count()).toBe(0);
    await expect.poll(() => customerRows(page).count()).toBe(0);
    await pick(page.getByTestId('status-filter'), 'Active');
    await expect.poll(() => customerRows(page).count()).toBe(1);
    await expect.poll(() => row.getByTestId('customer-status').textContent()).toBe('Active');
    expect(await row.getByTestId('status-change').textContent()).toBe('Deactivate');

    // A reload reads it all back from the server.
    await page.reload();
    await page.getByTestId('crud-search').fill('Kererū');
    await expect.poll(() => customerRows(page).count()).toBe(1);
    await expect.poll(() => row.getByTestId('customer-status').textContent()).toBe('Active');
    await logOut(page);
  });

  it('shows the sales user the read-only Customer view: no Add, Edit, Delete or status change', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-read-only');
    await logIn(page, 'sales');
    await expectPath(page, '/home');
    await page.goto('/customer-infos');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Customer');
    const rows = customerRows(page);
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const table = page.getByTestId('customer-table');
    expect(await table.getByTestId('crud-add').count()).toBe(0);
    expect(await table.getByTestId('crud-edit').count()).toBe(0);
    expect(await table.getByTestId('crud-delete').count()).toBe(0);
    expect(await table.getByTestId('status-change').count()).toBe(0);
    expect(await table.getByTestId('customer-contacts').count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: 'Other Info' }).count()).toBe(0);
    expect(await rows.first().getByTestId('customer-status').count()).toBe(1);

    // Address opens read-only: the notes cannot be changed and delivery addresses cannot be added.
    await rows.first().getByTestId('customer-address').click();
    const address = dialog(page, /^Address: /);
    await expect.poll(() => address.isVisible()).toBe(true);
    await expect.poll(() => address.getByLabel('Note To Warehouse').isDisabled()).toBe(true);
    expect(await address.getByTestId('address-notes-save').count()).toBe(0);
    const addresses = address.getByTestId('delivery-addresses');
    await expect.poll(() => addresses.isVisible()).toBe(true);
    expect(await addresses.getByTestId('crud-add').count()).toBe(0);
    expect(await addresses.getByTestId('crud-edit').count()).toBe(0);
    await closeListDialog(page);
    await logOut(page);
  });

  it('keeps a customer a salesperson creates in view as New, and says it waits for activation', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-new-by-sales');
    await logIn(page, 'sales');
    await expectPath(page, '/home');
    await page.goto('/customer-only-sales');
    await expect.poll(() => page.getByTestId('status-filter').textContent()).toBe('Active + New');
    await page.getByTestId('crud-add').click();
    const form = page.getByTestId('crud-form');
    await expect.poll(() => dialog(page, 'Add Customer').isVisible()).toBe(true);
    await form.getByLabel('Company', { exact: true }).fill(SALES_COMPANY);
    await form.getByLabel('Trading Name', { exact: true }).fill('Tūī Dumplings');
    await form.getByLabel('Mobile', { exact: true }).fill('021 555 0303');
    await form.getByLabel('Email', { exact: true }).fill('kia.ora@tui-dumplings.example.nz');
    await choose(form, 'Group 1', 'Bakery');
    await choose(form, 'Group 2', 'South Island');
    // A salesperson's customer is theirs, on prepay, and New (spec 02 §4): those fields are set and locked.
    await expect.poll(() => field(form, 'Payment Term').getByRole('combobox').isDisabled()).toBe(true);
    await choose(form, 'Brand', 'Packline');
    await choose(form, 'Source', 'Referral');
    await expectSuccess(page, () => page.getByTestId('crud-save').click());
    await expect.poll(() => dialog(page, 'Add Customer').count()).toBe(0);

    await expect
      .poll(() => page.getByTestId('awaiting-activation').textContent())
      .toContain(`${SALES_COMPANY} is saved as New and waits for activation`);
    await page.getByTestId('crud-search').fill('Tūī Dumplings');
    const row = customerRow(page, SALES_COMPANY);
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByTestId('customer-status').textContent()).toBe('New');
    await logOut(page);
  });
});
