import { DATE_FORMAT, quoteContactName, todayInAuckland } from '@packline/domain';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSuccess, pick } from './antd.ts';
import { openFreshBrowser, useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

const browser = useBrowser();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What the journey learns on the way: the quotation made in step one. */
const made = { quotationNo: '', token: '', company: '', contact: '' };

/** The newest quotation of a customer, read through the staff API with the signed-in session. */
async function newestQuotationOf(page: Page, company: string) {
  return page.evaluate(async (name) => {
    const response = await fetch('/api/Quotation/GetAllQuotation');
    const rows = (await response.json()).data as { quotationId: number; quotationNo: string; company: string }[];
    return rows.filter((row) => row.company === name).sort((a, b) => b.quotationId - a.quotationId)[0];
  }, company);
}

describe('a quotation from the editor to the customer accepting it online', () => {
  it('is made with a base-product line at the group price, saved and confirmed', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('quotation-create');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/quotation-management');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Quotations');

    // A browser far from Auckland (UTC-10) still dates a new quote on the Auckland day (spec 01 §9).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Pacific/Honolulu' });
    await page.getByTestId('quotation-new').click();
    const editor = page.getByTestId('quotation-dialog');
    await expect.poll(() => editor.isVisible()).toBe(true);
    const aucklandToday = dayjs(todayInAuckland()).format(DATE_FORMAT);
    const effDate = page.getByTestId('quotation-eff-date');
    expect(await effDate.inputValue()).toBe(aucklandToday);
    // So is the calendar's Today link (antd's own takes the browser's day).
    await effDate.click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn').click();
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    expect(await effDate.inputValue()).toBe(aucklandToday);
    // An empty quotation names its required fields.
    await page.getByTestId('quotation-save').click();
    await expect.poll(() => editor.getByText('Customer is required!', { exact: true }).count()).toBe(1);

    const customer = await pick(page.getByTestId('quotation-customer'));
    made.company = /\((.*)\)$/.exec(customer)?.[1] ?? customer;
    await page.getByTestId('quotation-add-base-line').click();
    await pick(page.getByTestId('quotation-line-1-product'));
    // The price starts at the customer group's configured price: a margin of 0.
    const price = page.getByTestId('quotation-line-1-price');
    await expect.poll(async () => Number(await price.inputValue())).toBeGreaterThan(0);
    await page.getByTestId('quotation-line-1-margin').fill('12');
    await expect.poll(async () => page.getByTestId('quotation-line-1-margin').inputValue()).toBe('12');

    await expectSuccess(page, () => page.getByTestId('quotation-save').click());
    const saved = await newestQuotationOf(page, made.company);
    expect(saved).toBeDefined();
    made.quotationNo = saved.quotationNo;
    made.token = `${saved.quotationNo}_${saved.quotationId}`;
    // Who the public page addresses: the quote's contact, else the customer's salutation and contact person.
    made.contact =
      (await page
        .evaluate(async (id) => {
          const read = async (path: string) => (await (await fetch(path)).json()).data;
          const quote = await read(`/api/Quotation/GetQuotationById?id=${id}`);
          const client = await read(`/api/Customer/GetCustomerById?id=${quote.customerId}`);
          const contacts = (await read(`/api/Contact/GetAllContact?customerId=${quote.customerId}`)) as {
            contactId: number;
            firstName: string;
          }[];
          return { chosen: contacts.find((row) => row.contactId === quote.contactId)?.firstName ?? null, client };
        }, saved.quotationId)
        .then(({ chosen, client }) => quoteContactName(chosen, client))) ?? '';
    expect(made.contact).not.toBe('');

    await page.getByTestId('quotation-confirm').click();
    // An earlier quote of the same base product asks before it is replaced; either way the quote ends approved.
    const overwrite = page.getByRole('button', { name: 'OK' });
    await expect
      .poll(async () => (await overwrite.isVisible()) || !(await editor.isVisible()), { timeout: 15_000 })
      .toBe(true);
    if (await overwrite.isVisible()) await overwrite.click();
    await expect.poll(() => editor.isVisible(), { timeout: 15_000 }).toBe(false);
    const row = page.getByTestId('quotation-list').locator('tr', { hasText: made.quotationNo });
    await expect.poll(() => row.textContent()).toContain('Approved');
  });

  it('opens for the customer from the link without a login, needs the agreement, and accepts once', async () => {
    const customer = await openFreshBrowser();
    try {
      const { page } = customer;
      await page.goto(`/cus-qot?number_id=${made.token}`);
      const quote = page.getByTestId('public-quote');
      await expect.poll(() => quote.textContent(), { timeout: 15_000 }).toContain(made.company);
      expect(await quote.textContent()).toContain(made.quotationNo);
      expect(await page.getByTestId('public-quote-contact').textContent()).toBe(made.contact);

      // A file the customer uploads is listed with the quote's token, the only way this browser may read it back.
      const attachments = page.getByTestId('public-quote-attachments');
      await attachments
        .locator('input[type=file]')
        .setInputFiles({ name: 'artwork.png', mimeType: 'image/png', buffer: PNG });
      const link = attachments.locator('a[href^="/uploads/"]');
      await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.png\\?number_id=${made.token}$`));
      expect(await page.evaluate(async (url) => (await fetch(url)).status, href)).toBe(200);
      expect(await page.evaluate(async (url) => (await fetch(url)).status, href.split('?')[0] ?? '')).toBe(404);

      await page.getByTestId('public-quote-accept').click();
      await expect.poll(() => page.getByText('Please agree this quotation', { exact: true }).count()).toBe(1);
      await page.getByTestId('public-quote-agree').check();
      await page.getByTestId('public-quote-accept').click();
      await expect
        .poll(() => page.getByTestId('public-quote-confirmed').textContent(), { timeout: 15_000 })
        .toContain('Already confirmed.');

      await page.reload();
      await expect
        .poll(() => page.getByTestId('public-quote-confirmed').textContent(), { timeout: 15_000 })
        .toContain('Already confirmed.');
      expect(await page.getByTestId('public-quote-accept').isDisabled()).toBe(true);

      // A tampered link reveals nothing.
      await page.goto(`/cus-qot?number_id=${made.token.replace(/_(\d+)$/, (_m, id) => `_${Number(id) + 1}`)}`);
      await expect
        .poll(() => page.getByTestId('public-quote-error').textContent(), { timeout: 15_000 })
        .toContain('Get Quotation error');
      expect(await page.getByText(made.company).count()).toBe(0);
    } finally {
      await customer.close();
    }
  });

  it('comes back to staff as accepted, and the Approve dialog gives its line a new product of the customer', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('quotation-approve');
    await page.reload();
    await page.getByTestId('quotation-list').getByTestId('crud-search').fill(made.quotationNo);
    await page.getByTestId(`quotation-row-${made.quotationNo}-approve`).click();
    const approve = page.getByTestId('quotation-approve-dialog');
    await expect.poll(() => approve.isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByTestId('approve-group-1-new').click();
    await page.getByTestId('approve-submit').click();
    await expect
      .poll(() =>
        approve.getByText('Product description and Pallet Stacking Type and Product Code is required!').count(),
      )
      .toBeGreaterThan(0);
    await approve.getByLabel('Product Code').fill(`E2E-${made.quotationNo}`);
    await approve.getByLabel('Description').fill('Printed for the e2e journey');
    await pick(page.getByTestId('approve-group-1').locator('.ant-form-item', { hasText: 'Pallet Stacking' }));
    await expectSuccess(page, () => page.getByTestId('approve-submit').click());
    await expect.poll(() => approve.isVisible()).toBe(false);

    const lines = await page.evaluate(async (no) => {
      const all = (await (await fetch('/api/Quotation/GetAllQuotation')).json()).data as {
        quotationId: number;
        quotationNo: string;
      }[];
      const id = all.find((row) => row.quotationNo === no)?.quotationId;
      const one = (await (await fetch(`/api/Quotation/GetQuotationById?id=${id}`)).json()).data;
      return one.quotationItem as { productId: number | null; baseProductId: number | null; productCode: string }[];
    }, made.quotationNo);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ baseProductId: null, productCode: `E2E-${made.quotationNo}` });
    expect(lines[0].productId).toBeGreaterThan(0);

    // Nothing is left to approve: Approve says so (spec 02 §4) instead of opening the editor.
    await page.getByTestId(`quotation-row-${made.quotationNo}-approve`).click();
    await expect
      .poll(() => page.getByTestId('api-error-message').textContent(), { timeout: 15_000 })
      .toBe('Already approved.');
    expect(await page.getByTestId('quotation-dialog').count()).toBe(0);
    await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('api-error-message').count()).toBe(0);
  });
});
