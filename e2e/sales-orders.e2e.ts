import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSuccess, pick } from './antd.ts';
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

    await page.getByTestId('order-new').click();
    const editor = page.getByTestId('order-dialog');
    await expect.poll(() => editor.isVisible()).toBe(true);
    // Nothing filled in: the spec's save-failure message.
    await page.getByTestId('order-confirm').click();
    await expect
      .poll(() => page.getByTestId('order-error').textContent())
      .toContain('Unable to save. Please verify input contents for required fields');

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
    // Every quoted product is a line now; each needs its cartons.
    const cartons = page.locator('input[data-testid^="order-line-"][data-testid$="-cartons"]');
    for (let line = 0; line < (await cartons.count()); line++) {
      await cartons.nth(line).fill(String(line + 2));
      await cartons.nth(line).press('Tab');
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

    await page.getByTestId('order-confirm').click();
    // A Prepay customer is asked about first; either way the order is saved.
    const prepay = page.getByRole('button', { name: 'OK' });
    const refusal = page.locator('[data-testid=api-error-message], [data-testid=order-error]');
    await expect
      .poll(
        async () => {
          if ((await refusal.count()) > 0) return `refused: ${await refusal.first().textContent()}`;
          return (
            (await prepay.isVisible()) ||
            (await page.getByTestId('api-success-dialog').count()) > 0 ||
            !(await editor.isVisible())
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    if (await prepay.isVisible()) await expectSuccess(page, () => prepay.click());
    await expect.poll(() => editor.isVisible(), { timeout: 15_000 }).toBe(false);
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
    await page.getByTestId('customer-order-new').click();
    const editor = page.getByTestId('order-dialog');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await page.getByTestId('order-add-all').click();
    await expect.poll(() => page.getByTestId('order-line-1-product').count()).toBe(1);
    const cartons = page.locator('input[data-testid^="order-line-"][data-testid$="-cartons"]');
    for (let line = 0; line < (await cartons.count()); line++) {
      await cartons.nth(line).fill('1');
      await cartons.nth(line).press('Tab');
    }
    await page.getByTestId('order-leadtime-flag').click();
    await pick(page.getByTestId('order-leadtime'), '15 working days');
    await page.getByTestId('order-delivery-address').locator('input').fill('12 Cuba Street, Te Aro, Wellington');
    await expectSuccess(page, () => page.getByTestId('order-confirm').click());
    await expect.poll(() => editor.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => table.locator('tr.ant-table-row', { hasText: 'Online' }).count()).toBe(onlineBefore + 1);
    await page.getByTestId('customer-logout').click();
    await expectPath(page, '/');
  });
});
