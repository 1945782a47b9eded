import { ORDER_MESSAGES, ORDER_STATUS, PAYMENT_TERM_PREPAY, QUOTATION_MESSAGES } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, field, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// The questions the order screens ask before they act (spec 01 §5, §6): a new order on a Prepay account, and deleting
// an order already in production or dispatch. Each is answered Cancel, and nothing changes.

const browser = useBrowser();

/** The OK / Cancel question whose title is `title` (ui/confirm.ts ask, modal.confirm). */
const question = (page: Page, title: string) => page.locator('.ant-modal-confirm', { hasText: title });

interface TPrepayCustomer {
  customerId: number;
  label: string;
}

/** An active Prepay customer with quoted products (only those can order, spec 01 §4-§5), read through the API. */
async function prepayCustomer(page: Page): Promise<TPrepayCustomer> {
  return page.evaluate(async (prepay) => {
    const read = async (path: string) => (await (await fetch(path)).json()).data;
    const customers = (await read('/api/Customer/GetAllCustomer')) as {
      customerId: number;
      customerCode: string;
      company: string;
      statusId: number;
      paymentCycleId: number | null;
    }[];
    for (const customer of customers.filter((row) => row.statusId === 1 && row.paymentCycleId === prepay)) {
      const quoted = await read(`/api/Product/GetProductByCustomerIdWithQuota?id=${customer.customerId}`);
      if (quoted.length > 0) {
        return { customerId: customer.customerId, label: `${customer.customerCode} (${customer.company})` };
      }
    }
    throw new Error('No active Prepay customer with quoted products in the demo data');
  }, PAYMENT_TERM_PREPAY);
}

async function orderCountOf(page: Page, customerId: number): Promise<number> {
  return page.evaluate(async (id) => {
    const body = await (await fetch(`/api/SalesOrder/GetByCust?customerId=${id}`)).json();
    return (body.data as unknown[]).length;
  }, customerId);
}

interface TListedOrder {
  orderId: number;
  orderNo: string;
  orderStatusId: number;
}

/** Opens Order Management and resolves to the orders the list was given (its default date range). */
async function openOrderManagement(page: Page): Promise<TListedOrder[]> {
  const listed = page.waitForResponse((response) => response.url().includes('/api/SalesOrder/GetAllOrder'));
  await page.goto('/sales-order-management');
  await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Order Management');
  return (await (await listed).json()).data;
}

describe('the questions of the order screens', () => {
  it('asks about a Prepay account before confirming a new order; Cancel keeps the order unsaved', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('order-prepay');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const customer = await prepayCustomer(page);
    const ordersBefore = await orderCountOf(page, customer.customerId);

    await openOrderManagement(page);
    await page.getByTestId('order-new').click();
    const editor = page.getByTestId('order-dialog');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await pick(page.getByTestId('order-customer'), customer.label);
    // The customer's row has arrived once its payment term is filled in.
    await expect.poll(() => field(editor, 'Payment Term').textContent()).toContain('Prepay');
    await page.getByTestId('order-leadtime-flag').click();
    await pick(page.getByTestId('order-leadtime'), '10 working days');
    await page.getByTestId('order-add-all').click();
    await expect.poll(() => page.getByTestId('order-line-1-product').count()).toBe(1);
    const cartons = page.locator('input[data-testid^="order-line-"][data-testid$="-cartons"]');
    for (let line = 0; line < (await cartons.count()); line++) {
      await cartons.nth(line).fill('1');
      await cartons.nth(line).press('Tab');
    }

    await page.getByTestId('order-confirm').click();
    const prepay = question(page, ORDER_MESSAGES.prepay);
    await expect.poll(() => prepay.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(ORDER_MESSAGES.prepay).toBe('Please note this is a Prepay account.');
    await prepay.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => prepay.count()).toBe(0);
    // Not saved: the dialog stays open for the user, and the customer has no new order.
    expect(await editor.isVisible()).toBe(true);
    expect(await page.getByTestId('order-error').count()).toBe(0);
    expect(await orderCountOf(page, customer.customerId)).toBe(ordersBefore);

    await page.getByTestId('order-cancel').click();
    const unsaved = question(page, QUOTATION_MESSAGES.closeUnsaved);
    await expect.poll(() => unsaved.isVisible()).toBe(true);
    await unsaved.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => editor.count()).toBe(0);
  });

  it('asks to be sure before deleting an order in production or dispatch; Cancel deletes nothing', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('order-delete-in-production');
    const orders = await openOrderManagement(page);
    const inProduction = orders.find((row) => row.orderStatusId >= ORDER_STATUS.Production);
    const notYet = orders.find((row) => row.orderStatusId < ORDER_STATUS.Production);
    if (!inProduction || !notYet) throw new Error('The demo orders of the last months lack a status on either side');

    const list = page.getByTestId('order-list');
    await list.getByTestId('crud-search').fill(inProduction.orderNo);
    const remove = page.getByTestId(`order-row-${inProduction.orderNo}-delete`);
    await expect.poll(() => remove.count()).toBe(1);
    await remove.click();
    const sure = question(page, ORDER_MESSAGES.deleteInProduction);
    await expect.poll(() => sure.isVisible()).toBe(true);
    expect(ORDER_MESSAGES.deleteInProduction).toBe('This order is in production or dispatch. Sure to delete?');
    await sure.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => sure.count()).toBe(0);
    // Cancel: the delete dialog (who and why) never opens, and the order is still there.
    expect(await dialog(page, `Delete Order ${inProduction.orderNo}`).count()).toBe(0);
    const still = await page.evaluate(async (id) => {
      const body = await (await fetch(`/api/SalesOrder/GetOrderById?id=${id}`)).json();
      return body.success as boolean;
    }, inProduction.orderId);
    expect(still).toBe(true);

    // An order not yet in production goes straight to the delete dialog, without the question.
    await list.getByTestId('crud-search').fill(notYet.orderNo);
    await page.getByTestId(`order-row-${notYet.orderNo}-delete`).click();
    const deleting = dialog(page, `Delete Order ${notYet.orderNo}`);
    await expect.poll(() => deleting.isVisible()).toBe(true);
    expect(await question(page, ORDER_MESSAGES.deleteInProduction).count()).toBe(0);
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => deleting.count()).toBe(0);
  });
});
