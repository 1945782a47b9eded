import { DATE_FORMAT, ORDER_MESSAGES, todayInAuckland } from '@packline/domain';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSuccess, field, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

/** '1,105.50' → 1105.5 */
const money = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^0-9.]/g, ''));

/** What the customer's own orders are, read through the API with its session. */
async function ordersSeenBy(page: Page, askedCustomerId: number) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/SalesOrder/GetByCust?customerId=${id}`);
    return ((await response.json()).data as { customerId: number }[]).map((row) => row.customerId);
  }, askedCustomerId);
}

/** The browser's clock in a zone far from Auckland (UTC-10: the calendar date differs 23 hours a day). */
async function browseFromHonolulu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Pacific/Honolulu' });
}

/** Whether the element is inside the browser's viewport (scrolled into view). */
const inView = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

/** The newest order id the signed-in user can list. */
const newestOrderId = (page: Page) =>
  page.evaluate(async () => {
    const rows = (await (await fetch('/api/SalesOrder/GetAllOrder')).json()).data as { orderId: number }[];
    return Math.max(0, ...rows.map((row) => row.orderId));
  });

/** The select label of an active customer with quoted products (only those can order, spec 01 §4-§5). */
async function activeQuotedCustomer(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const read = async (path: string) => (await (await fetch(path)).json()).data;
    const customers = (await read('/api/Customer/GetAllSimpleCustomer')) as {
      customerId: number;
      customerCode: string;
      company: string;
      statusId: number;
    }[];
    for (const customer of customers.filter((row) => row.statusId === 1)) {
      const quoted = await read(`/api/Product/GetProductByCustomerIdWithQuota?id=${customer.customerId}`);
      if (quoted.length > 0) return `${customer.customerCode} (${customer.company})`;
    }
    throw new Error('No active customer with quoted products in the demo data');
  });
}

describe('sales orders through the screens', () => {
  it('creates an order with a lead time and an option line, with Subtotal, GST and Total', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('order-create');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/sales-order-management');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Order Management');

    // A browser far from Auckland still dates the new order on the Auckland day (spec 01 §9).
    await browseFromHonolulu(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Pacific/Honolulu');
    await page.getByTestId('order-new').click();
    const editor = page.getByTestId('order-dialog');
    await expect.poll(() => editor.isVisible()).toBe(true);
    const aucklandToday = dayjs(todayInAuckland()).format(DATE_FORMAT);
    expect(await page.getByTestId('order-date').inputValue()).toBe(aucklandToday);
    // Nothing filled in: the spec's save-failure message, at the top and by the buttons.
    await page.getByTestId('order-confirm').click();
    await expect
      .poll(() => page.getByTestId('order-error').textContent())
      .toContain('Unable to save. Please verify input contents for required fields');
    expect(await page.getByTestId('order-footer-error').textContent()).toBe(ORDER_MESSAGES.saveFailed);

    await pick(page.getByTestId('order-customer'), await activeQuotedCustomer(page));
    await page.getByTestId('order-leadtime-flag').click();
    await pick(page.getByTestId('order-leadtime'), '10 working days');
    // The required date follows from the lead time in working days.
    await expect.poll(async () => (await page.getByTestId('order-required-date').inputValue()) !== '').toBe(true);

    // Urgent asks for a reason: empty is refused, Cancel turns Urgent off again.
    const urgent = page.getByTestId('order-urgent');
    await urgent.click();
    const reason = page.getByRole('dialog', { name: 'Urgent reason' });
    await expect.poll(() => reason.isVisible()).toBe(true);
    await reason.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('order-urgent-error').textContent()).toBe('Required!');
    await reason.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => urgent.getAttribute('aria-checked')).toBe('false');

    await page.getByTestId('order-add-all').click();
    await expect.poll(() => page.getByTestId('order-line-1-product').count()).toBe(1);
    // Every quoted product is a line now; each needs its cartons. Confirm without them: the first refused field is
    // brought into view, far down the dialog, and the message shows by the buttons.
    const cartons = page.locator('input[data-testid^="order-line-"][data-testid$="-cartons"]');
    await page.getByTestId('order-dialog').evaluate((element) => element.closest('.ant-modal-wrap')?.scrollTo(0, 0));
    await page.getByTestId('order-confirm').click();
    await expect.poll(() => page.getByTestId('order-footer-error').textContent()).toBe(ORDER_MESSAGES.saveFailed);
    await expect.poll(() => inView(page, 'order-line-1-cartons')).toBe(true);
    // A pasted negative number is refused with the spec's range message, not turned into 0.
    await cartons.first().fill('-5');
    await cartons.first().press('Tab');
    await expect.poll(() => editor.getByText('must be greater than 0', { exact: true }).count()).toBe(1);
    expect(await cartons.first().inputValue()).toBe('-5');
    for (let line = 0; line < (await cartons.count()); line++) {
      await cartons.nth(line).fill(String(line + 2));
      await cartons.nth(line).press('Tab');
    }
    await expect.poll(() => editor.getByText('must be greater than 0', { exact: true }).count()).toBe(0);

    // Pieces drive cartons: rounded up to whole cartons, with a note (spec 01 §3: the pieces are cartons × pack).
    const pieces = page.getByTestId('order-line-1-quantity');
    await expect.poll(async () => Number(await pieces.inputValue())).toBeGreaterThan(0);
    const pack = Number(await pieces.inputValue()) / 2;
    await pieces.fill(String(2 * pack + 1));
    await expect.poll(() => cartons.first().inputValue()).toBe('3');
    await pieces.press('Tab');
    await expect.poll(async () => Number(await pieces.inputValue())).toBe(3 * pack);
    if (pack > 1) {
      expect(await page.getByTestId('order-line-1-pieces-note').textContent()).toBe(
        ORDER_MESSAGES.roundedToCartons(3, 3 * pack),
      );
    }

    await page.getByTestId('order-add-option').click();
    const options = page.locator('[data-testid$="-option"][data-testid^="order-option-"]');
    const optionNo = await options.count();
    await pick(page.getByTestId(`order-option-${optionNo}-option`), 'Setup Fee');
    await expect.poll(async () => money(page, 'order-subtotal')).toBeGreaterThan(0);

    const subtotal = await money(page, 'order-subtotal');
    const gst = await money(page, 'order-gst');
    const total = await money(page, 'order-total');
    expect(gst).toBeCloseTo(Math.round(subtotal * 15) / 100, 2);
    expect(total).toBeCloseTo(subtotal + gst, 2);

    // Staff may price below the quote, once they confirm it (as the quotation editor asks below the minimum).
    const unitPrice = page.getByTestId('order-line-1-unit-price');
    const quoted = Number(await unitPrice.inputValue());
    expect(quoted).toBeGreaterThan(1);
    await unitPrice.fill(String(quoted - 1));
    await unitPrice.press('Tab');
    const belowQuote = page.locator('.ant-modal-confirm', { hasText: ORDER_MESSAGES.belowQuote });
    const prepay = page.locator('.ant-modal-confirm', { hasText: ORDER_MESSAGES.prepay });
    await page.getByTestId('order-confirm').click();
    // A Prepay customer is asked about first; Cancel on the price question saves nothing.
    await expect.poll(async () => (await prepay.isVisible()) || (await belowQuote.isVisible())).toBe(true);
    if (await prepay.isVisible()) await prepay.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => belowQuote.isVisible()).toBe(true);
    await belowQuote.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => belowQuote.count()).toBe(0);
    expect(await editor.isVisible()).toBe(true);

    const before = await newestOrderId(page);
    await page.getByTestId('order-confirm').click();
    await expect.poll(async () => (await prepay.isVisible()) || (await belowQuote.isVisible())).toBe(true);
    if (await prepay.isVisible()) await prepay.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => belowQuote.isVisible()).toBe(true);
    await belowQuote.getByRole('button', { name: 'OK' }).click();
    // Saved: the dialog closes (a refusal would show its Error! dialog and keep it open).
    await expect
      .poll(
        async () =>
          (await page.getByTestId('api-error-message').count()) > 0
            ? `refused: ${await page.getByTestId('api-error-message').textContent()}`
            : !(await editor.isVisible()),
        { timeout: 15_000 },
      )
      .toBe(true);
    // Saved at the typed price, with who confirmed it.
    const saved = await page.evaluate(async (after) => {
      const read = async (path: string) => (await (await fetch(path)).json()).data;
      const me = await read('/api/Session/Current');
      const rows = (await read('/api/SalesOrder/GetAllOrder')) as { orderId: number }[];
      const orderId = Math.max(...rows.map((row) => row.orderId));
      const order = orderId > after ? await read(`/api/SalesOrder/GetOrderById?id=${orderId}`) : null;
      return { me: me.employeeId as number, line: order?.orderProduct[0] };
    }, before);
    expect(Number(saved.line.unitPrice)).toBeCloseTo(quoted - 1, 3);
    expect(saved.line.belowQuoteConfirmedBy).toBe(saved.me);
  });

  it('approves an online order: the invoice number is required, the payment date defaults to today', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('order-approve-online');
    await page.goto('/online-sales-order');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Prepaid Order Approval');
    const approveButtons = page.locator('[data-testid^="order-row-"][data-testid$="-approve"]');
    await expect.poll(() => approveButtons.count()).toBeGreaterThan(0);
    const before = await approveButtons.count();
    await approveButtons.first().click();
    const approve = page.getByTestId('online-approve-dialog');
    await expect.poll(() => approve.isVisible()).toBe(true);
    await page.getByTestId('online-approve-submit').click();
    await expect.poll(() => approve.getByText('Invoice Number is required', { exact: true }).count()).toBe(1);
    await page.getByTestId('online-approve-invoice').fill('INV-E2E-0001');
    await expectSuccess(page, () => page.getByTestId('online-approve-submit').click());
    await expect.poll(() => approveButtons.count()).toBe(before - 1);
    await logOut(page);
  });

  it('shows an online customer only its own orders, and takes its online order', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('order-customer');
    await logIn(page, 'cafe-aroha', { customer: true });
    await expectPath(page, '/sales-order-management-for-customer');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('My Orders');
    const table = page.getByTestId('customer-orders');
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    // No staff columns for a customer (spec 01 §2).
    for (const hidden of ['Location', 'Paid', 'Created By', 'Order Details']) {
      expect(await table.locator('th', { hasText: new RegExp(`^${hidden}$`) }).count()).toBe(0);
    }
    // Whatever customer it asks for, the server answers with its own orders only.
    const own = await ordersSeenBy(page, 1);
    const other = await ordersSeenBy(page, 2);
    expect(new Set([...own, ...other]).size).toBe(1);

    // It orders online from its own quoted products: the order awaits approval (status 2, Online).
    const onlineBefore = await table.locator('tr.ant-table-row', { hasText: 'Online' }).count();
    const defaults = await page.evaluate(
      async () => (await (await fetch('/api/SalesOrder/GetOwnOrderDefaults')).json()).data,
    );
    expect(defaults.deliveryAddress).toBeTruthy();
    await page.getByTestId('customer-order-new').click();
    const editor = page.getByTestId('order-dialog');
    await expect.poll(() => editor.isVisible()).toBe(true);
    // It starts from the customer's own record: delivery address and method filled in.
    const address = page.getByTestId('order-delivery-address').locator('input');
    await expect.poll(() => address.inputValue()).toBe(defaults.deliveryAddress);
    expect(await field(editor, 'Delivery Method').locator('input').inputValue()).toBe(
      defaults.deliveryMethodName ?? '',
    );
    await page.getByTestId('order-add-all').click();
    await expect.poll(() => page.getByTestId('order-line-1-product').count()).toBe(1);
    // Its prices are the quoted ones: read-only.
    expect(await page.getByTestId('order-line-1-unit-price').isDisabled()).toBe(true);
    const cartons = page.locator('input[data-testid^="order-line-"][data-testid$="-cartons"]');
    for (let line = 0; line < (await cartons.count()); line++) {
      await cartons.nth(line).fill('1');
      await cartons.nth(line).press('Tab');
    }
    await page.getByTestId('order-leadtime-flag').click();
    await pick(page.getByTestId('order-leadtime'), '15 working days');
    // The address offers the customer's own addresses (the staff address search is not theirs).
    await address.fill('');
    await address.click();
    await expect
      .poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count())
      .toBeGreaterThan(0);
    await address.fill('12 Cuba Street, Te Aro, Wellington');
    // Leaves the address field (Escape would close the whole dialog).
    await editor.getByText('Products', { exact: true }).click();
    await expect.poll(async () => money(page, 'order-total')).toBeGreaterThan(0);
    const shownTotal = await money(page, 'order-total');
    await expectSuccess(page, () => page.getByTestId('order-confirm').click());
    await expect.poll(() => editor.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => table.locator('tr.ant-table-row', { hasText: 'Online' }).count()).toBe(onlineBefore + 1);
    // What the dialog showed is what the server saved.
    const savedTotal = await page.evaluate(async () => {
      const me = (await (await fetch('/api/Session/Current')).json()).data;
      const rows = (await (await fetch(`/api/SalesOrder/GetByCust?customerId=${me.customerId}`)).json()).data as {
        orderId: number;
        priceInclgst: string;
      }[];
      return Number(rows.sort((a, b) => b.orderId - a.orderId)[0]?.priceInclgst);
    });
    expect(savedTotal).toBeCloseTo(shownTotal, 2);
    await page.getByTestId('customer-logout').click();
    await expectPath(page, '/');
  });
});
