import {
  findQuoteProductPrice,
  PRICE_CHANGE_RECEIVERS_MAX,
  PRICE_CHANGE_SUBJECT,
  QUOTATION_MESSAGES,
  type TQuoteProductPrice,
  toApiDate,
} from '@packline/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialog, expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// The questions and refusals of the quotation screens (spec 01 §5, spec 02 §2, §8, §9): a price below the minimum,
// cancelling a template, a confirm that overwrites an earlier quote, and the price-change e-mail of Bulk Edit
// Quotation (its subject, its receivers limit, and 'Send email fail!' when the server refuses the e-mail). Each
// journey makes its quotation through the API as the signed-in admin, who may then change it.

const browser = useBrowser();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The OK / Cancel question whose title contains `title` (ui/confirm.ts ask, modal.confirm). */
const question = (page: Page, title: string) => page.locator('.ant-modal-confirm', { hasText: title });

interface TQuoteSetup {
  customerId: number;
  email: string;
  /** The configured price row of the base product for the customer's group. */
  priced: TQuoteProductPrice;
}
const setup: { value: TQuoteSetup | null } = { value: null };

/** An active customer with an e-mail address, and a base product with a configured price for its group. */
async function quoteSetup(page: Page): Promise<TQuoteSetup> {
  const { customers, prices } = await page.evaluate(async () => {
    const read = async (path: string) => (await (await fetch(path)).json()).data;
    return {
      customers: (await read('/api/Customer/GetAllCustomer')) as {
        customerId: number;
        statusId: number;
        email: string | null;
        group1: number | null;
      }[],
      prices: (await read('/api/Quotation/GetQuoteProductPrice')) as TQuoteProductPrice[],
    };
  });
  for (const customer of customers.filter((row) => row.statusId === 1 && row.email)) {
    for (const baseProductId of new Set(prices.map((row) => row.baseProductId))) {
      const priced = findQuoteProductPrice(prices, baseProductId, customer.group1);
      if (priced && Number(priced.price) > 0 && priced.cartonQuantity) {
        return { customerId: customer.customerId, email: customer.email ?? '', priced };
      }
    }
  }
  throw new Error('No active customer with an e-mail and a configured base product price in the demo data');
}

interface TMadeQuotation {
  quotationId: number;
  quotationNo: string;
}

/** The body of a quotation of one base-product line at its minimum price (margin 0), valid for 30 days. */
function quotationBody(quote: TQuoteSetup, draft: 1 | 2) {
  const minimum = Number(quote.priced.price);
  return {
    customerId: quote.customerId,
    effDate: toApiDate(new Date()),
    expDate: toApiDate(new Date(Date.now() + 30 * DAY_MS)),
    draft,
    quotationItem: [
      {
        baseProductId: quote.priced.baseProductId,
        originPrice: minimum,
        price: minimum,
        margin: 0,
        cartonQuantity: quote.priced.cartonQuantity,
        notes2: quote.priced.description,
      },
    ],
    quotationOption: [],
  };
}

/** POST Quotation/AddQuotation, then (confirm) PUT UpdateQuotationDraftStatus, forced past an overwrite warning. */
async function makeQuotation(
  page: Page,
  body: ReturnType<typeof quotationBody>,
  options: { confirm?: boolean; template?: string } = {},
): Promise<TMadeQuotation> {
  return page.evaluate(
    async ({ body, options }) => {
      const call = async (method: string, path: string, payload: unknown) => {
        const response = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        const envelope = await response.json();
        if (!envelope.success) throw new Error(`${path}: ${JSON.stringify(envelope.message ?? envelope)}`);
        return envelope;
      };
      const added = (await call('POST', '/api/Quotation/AddQuotation', body)).data as TMadeQuotation;
      const saved = { ...body, quotationId: added.quotationId };
      if (options.confirm) {
        const first = await call('PUT', '/api/Quotation/UpdateQuotationDraftStatus', saved);
        if (first.errorMessage) await call('PUT', '/api/Quotation/UpdateQuotationForce', saved);
      }
      if (options.template) {
        await call('PUT', '/api/Quotation/SaveToTemplate', {
          quotationId: added.quotationId,
          isTemplate: 1,
          TemplateName: options.template,
        });
      }
      return { quotationId: added.quotationId, quotationNo: added.quotationNo };
    },
    { body, options },
  );
}

async function readQuotation(page: Page, quotationId: number) {
  return page.evaluate(async (id) => {
    const body = await (await fetch(`/api/Quotation/GetQuotationById?id=${id}`)).json();
    return body.data as {
      draft: number;
      isTemplate: number;
      quotationItem: { price: string }[];
    };
  }, quotationId);
}

/** Opens the quotation in its editor from 'Quotations'. */
async function openInEditor(page: Page, made: TMadeQuotation) {
  await page.goto('/quotation-management');
  await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Quotations');
  await page.getByTestId('quotation-list').getByTestId('crud-search').fill(made.quotationNo);
  await page.getByTestId(`quotation-row-${made.quotationNo}-edit`).click();
  const editor = dialog(page, 'Quotation Edit');
  await expect
    .poll(() => editor.getByText(`Quote No: ${made.quotationNo}`).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => page.getByTestId('quotation-line-1-price').isVisible()).toBe(true);
  return editor;
}

/** Receivers (valid addresses separated by ', ') exactly `length` characters long. */
function receiversOfLength(length: number): string {
  const domain = '@cafe.example.nz';
  const addresses: string[] = [];
  for (let i = 0; addresses.join(', ').length + 60 < length; i++) addresses.push(`buyer${i}${domain}`);
  const rest = length - addresses.join(', ').length - ', '.length - domain.length;
  addresses.push(`${'x'.repeat(rest)}${domain}`);
  return addresses.join(', ');
}

describe('the questions and refusals of the quotation screens', () => {
  beforeAll(async () => {
    const { page } = browser;
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    setup.value = await quoteSetup(page);
  });

  const quote = (): TQuoteSetup => {
    if (!setup.value) throw new Error('no quotation setup');
    return setup.value;
  };

  it('asks before saving a price below the minimum (a negative margin); Cancel saves nothing', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('quotation-below-minimum');
    const made = await makeQuotation(page, quotationBody(quote(), 1));
    const editor = await openInEditor(page, made);

    // The number inputs refuse a minus sign; a price under the minimum makes the margin negative.
    const minimum = Number(quote().priced.price);
    const price = page.getByTestId('quotation-line-1-price');
    await price.fill((minimum / 2).toFixed(3));
    await price.press('Tab');
    await expect
      .poll(async () => Number(await page.getByTestId('quotation-line-1-margin').inputValue()))
      .toBeLessThan(0);
    await page.getByTestId('quotation-save').click();
    const below = question(page, QUOTATION_MESSAGES.belowMinimum);
    await expect.poll(() => below.isVisible()).toBe(true);
    expect(QUOTATION_MESSAGES.belowMinimum).toBe('Are you sure about the quotation being below the minimum price?');
    await below.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => below.count()).toBe(0);
    expect(await editor.isVisible()).toBe(true);
    const saved = await readQuotation(page, made.quotationId);
    expect(Number(saved.quotationItem[0]?.price)).toBe(minimum);
  });

  it('asks before cancelling a template: Cancel keeps it a template, OK makes it a plain quotation again', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('quotation-cancel-template');
    const made = await makeQuotation(page, quotationBody(quote(), 1), { template: `E2E template ${Date.now()}` });
    await openInEditor(page, made);

    const cancelTemplate = page.getByTestId('quotation-template-cancel');
    await cancelTemplate.click();
    const sure = question(page, QUOTATION_MESSAGES.cancelTemplate);
    await expect.poll(() => sure.isVisible()).toBe(true);
    expect(QUOTATION_MESSAGES.cancelTemplate).toBe('Are you sure to cancel template');
    await sure.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => sure.count()).toBe(0);
    expect((await readQuotation(page, made.quotationId)).isTemplate).toBe(1);

    await cancelTemplate.click();
    await expect.poll(() => sure.isVisible()).toBe(true);
    await expectSuccess(page, () => sure.getByRole('button', { name: 'OK' }).click());
    expect((await readQuotation(page, made.quotationId)).isTemplate).toBe(0);
    await expect.poll(() => page.getByTestId('quotation-template-save').isVisible()).toBe(true);
  });

  it('asks before a confirm overwrites the earlier quotation of the same product; Cancel leaves both as they were', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('quotation-overwrite');
    const earlier = await makeQuotation(page, quotationBody(quote(), 1), { confirm: true });
    expect((await readQuotation(page, earlier.quotationId)).draft).toBe(0);
    const later = await makeQuotation(page, quotationBody(quote(), 1));
    const editor = await openInEditor(page, later);

    await page.getByTestId('quotation-confirm').click();
    const overwrite = question(page, QUOTATION_MESSAGES.confirmOverwrite);
    await expect.poll(() => overwrite.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(QUOTATION_MESSAGES.confirmOverwrite).toBe(
      'Do you still want to confirm, confirm will overwrite previous quotation?',
    );
    // The question names the earlier quotation and the product it prices.
    expect(await overwrite.textContent()).toContain(
      `Quotation ${earlier.quotationNo} already prices ${quote().priced.baseProductName}.`,
    );
    await overwrite.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => overwrite.count()).toBe(0);
    expect(await editor.isVisible()).toBe(true);
    expect((await readQuotation(page, later.quotationId)).draft).toBe(1);
    expect((await readQuotation(page, earlier.quotationId)).draft).toBe(0);
  });

  it("opens Bulk Edit Quotation's price-change e-mail with its subject, limits its receivers, and says when sending fails", async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('quotation-price-change-email');
    const made = await makeQuotation(page, quotationBody(quote(), 2));
    await page.goto('/quote-base-draft');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Bulk Edit Quotation');
    const list = page.getByTestId('quotation-list');
    await list.getByTestId('crud-search').fill(made.quotationNo);
    const row = list.locator(`tr[data-row-key="${made.quotationId}"]`);
    await expect.poll(() => row.count()).toBe(1);
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('bulk-email').click();

    const email = dialog(page, 'Price Change Email');
    const subject = email.getByTestId('email-subject');
    await expect.poll(() => subject.inputValue(), { timeout: 15_000 }).toBe(PRICE_CHANGE_SUBJECT);
    expect(PRICE_CHANGE_SUBJECT).toBe('Upcomming Price Change');
    const receivers = email.getByTestId('email-to');
    expect(await receivers.inputValue()).toBe(quote().email);

    // spec 02 §9: the receivers take at most 3000 characters.
    const tooLong = `Receivers must be at most ${PRICE_CHANGE_RECEIVERS_MAX} characters`;
    const atMost = receiversOfLength(PRICE_CHANGE_RECEIVERS_MAX);
    expect(atMost).toHaveLength(3000);
    await receivers.fill(`a${atMost}`);
    await expect.poll(() => email.getByText(tooLong, { exact: true }).count()).toBe(1);
    await receivers.fill(atMost);
    await expect.poll(() => email.getByText(tooLong, { exact: true }).count()).toBe(0);
    // The message names the field by its label, not by the call's field name (TargetAddress).
    await receivers.fill('buyer at cafe');
    await expect.poll(() => email.getByText('Receivers is not a valid email!', { exact: true }).count()).toBe(1);
    expect(await email.getByText(/TargetAddress/).count()).toBe(0);

    // Content of spaces only passes the dialog but not the server (HtmlContent is required): the send fails.
    await receivers.fill(quote().email);
    const content = email.getByTestId('email-content');
    await content.fill('   ');
    await content.press('Tab');
    await email.getByTestId('email-send').click();
    const failure = page.getByTestId('api-error-message');
    await expect.poll(() => failure.textContent(), { timeout: 15_000 }).toBe(QUOTATION_MESSAGES.sendEmailFail);
    expect(QUOTATION_MESSAGES.sendEmailFail).toBe('Send email fail!');
    const errorDialog = page.getByRole('dialog', { name: 'Error!' });
    await errorDialog.getByRole('button', { name: 'Show details' }).click();
    await expect.poll(() => page.getByTestId('api-error-details').textContent()).toContain('HtmlContent is required!');
    await errorDialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => failure.count()).toBe(0);
    // The e-mail dialog stays open for a correction.
    expect(await email.isVisible()).toBe(true);
  });
});
