import { formatQuantity } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// Dispatching an order through the screens (issue 6): pick boxes for each line in the Locations dialog, create the
// dispatch with a pallet, complete it with courier and tracking number, download the packing slip, mark it delivered,
// then see its invoice and mark it paid.

const browser = useBrowser();

interface TLine {
  orderProductId: number;
  productId: number;
  quantity: string;
  deliveredQuantity: string;
  dispatchedQuantity: string;
}
interface TChosenOrder {
  orderId: number;
  orderNo: string;
  lines: TLine[];
}

/**
 * A demo order awaiting dispatch that this journey can take from start to finish: entered by staff (a prepaid online
 * order has its invoice already), with a delivery method (the packing slip needs one), nothing dispatched yet and
 * whole pieces on every line.
 */
async function orderToDispatch(page: Page): Promise<TChosenOrder> {
  return page.evaluate(async () => {
    const read = async (path: string) => {
      const body = await (await fetch(path)).json();
      if (!body.success) throw new Error(`${path}: ${body.errorMessage}`);
      return body.data;
    };
    const rows = (await read('/api/SalesOrder/GetDispachableOrder')) as {
      orderId: number;
      orderNo: string;
      online: number;
      deliveryMethodId: number | null;
    }[];
    for (const row of rows.filter((candidate) => candidate.online === 0 && candidate.deliveryMethodId !== null)) {
      const order = await read(`/api/SalesOrder/GetOrderById?id=${row.orderId}`);
      const lines = order.orderProduct as TLine[];
      const untouched = lines.every(
        (line) =>
          Number(line.deliveredQuantity) === 0 &&
          Number(line.dispatchedQuantity) === 0 &&
          Number.isInteger(Number(line.quantity)) &&
          Number(line.quantity) > 0,
      );
      if (lines.length > 0 && untouched) return { orderId: row.orderId, orderNo: row.orderNo, lines };
    }
    throw new Error('No staff order awaiting dispatch with a delivery method and nothing dispatched in the demo data');
  });
}

/** Labels a box in stock for each line holding all its pieces (POST Box/GenerateBox), so the journey owns its stock. */
async function boxesFor(page: Page, lines: readonly TLine[]): Promise<{ boxId: number; quantity: number }[]> {
  return page.evaluate(async (orderLines) => {
    const boxes: { boxId: number; quantity: number }[] = [];
    for (const line of orderLines) {
      const query = `productId=${line.productId}&QtyPerPack=${Number(line.quantity)}&boxQty=1`;
      const response = await fetch(`/api/Box/GenerateBox?${query}`, { method: 'POST' });
      const body = await response.json();
      if (!body.success) throw new Error(`GenerateBox: ${body.errorMessage}`);
      const [box] = body.data as { boxId: number; quantity: number }[];
      if (!box) throw new Error('GenerateBox made no box');
      boxes.push({ boxId: box.boxId, quantity: box.quantity });
    }
    return boxes;
  }, lines);
}

const errorOf = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/** The OK / Cancel question whose title is `title` (ui/confirm.ts ask). */
const question = (page: Page, title: string) => page.locator('.ant-modal-confirm', { hasText: title });

describe('dispatching an order through the screens', () => {
  // One long journey across five screens: more than the 60 s default on a busy machine.
  it('picks boxes, creates the dispatch with a pallet, completes, delivers, and pays its invoice', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('dispatch-journey');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const order = await orderToDispatch(page);
    const boxes = await boxesFor(page, order.lines);

    // Awaiting Dispatch: select the order and Handle it.
    await page.goto('/awaiting-dispatch');
    const list = page.getByTestId('outstanding-list');
    const row = list.locator(`tr[data-row-key="${order.orderId}"]`);
    await expect.poll(() => row.count()).toBe(1);
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('outstanding-handle').click();
    const dispatchDialog = dialog(page, 'Create Dispatch');
    await expect.poll(() => page.getByTestId('dispatch-picking-form').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('dispatch-order').textContent()).toContain(order.orderNo);

    // Nothing picked yet.
    await page.getByTestId('dispatch-save').click();
    await expect.poll(() => errorOf(page, 'dispatch-error')).toBe('Please select products for this order.');

    // Each line: its box in the Locations dialog, whole.
    for (const [index, line] of order.lines.entries()) {
      const box = boxes[index];
      if (!box) throw new Error('a box per line');
      await page.getByTestId(`dispatch-line-${index + 1}-locations`).click();
      const locations = page.getByTestId('locations-dialog');
      await expect.poll(() => locations.isVisible()).toBe(true);
      const quantity = page.getByTestId(`locations-box-${box.boxId}-qty`);
      await expect.poll(() => quantity.count()).toBe(1);
      if (index === 0) {
        // A quantity needs its box ticked first, then a whole number above 0.
        await quantity.fill('5');
        await expect.poll(() => errorOf(page, 'locations-error')).toBe('Please select firstly.');
        await page.getByTestId(`locations-box-${box.boxId}-select`).check();
        await expect.poll(() => quantity.inputValue()).toBe(String(box.quantity));
        await quantity.fill('0');
        await expect.poll(() => errorOf(page, 'locations-error')).toBe('Please input a valid qty');
        await page.getByTestId('locations-confirm').click();
        await expect.poll(() => locations.isVisible()).toBe(true);
        await quantity.fill(String(box.quantity));
        await quantity.press('Tab');
        await expect.poll(() => page.getByTestId('locations-error').count()).toBe(0);
      } else {
        await page.getByTestId(`locations-box-${box.boxId}-select`).check();
      }
      await expect
        .poll(() => page.getByTestId('locations-total').textContent())
        .toBe(`Selected ${Number(line.quantity)} / Required ${Number(line.quantity)}`);
      await page.getByTestId('locations-confirm').click();
      await expect.poll(() => locations.count()).toBe(0);
      await expect
        .poll(() => page.getByTestId(`dispatch-line-${index + 1}-selected`).textContent())
        .toBe(formatQuantity(Number(line.quantity)));
    }

    // Pallet is ticked by default: its type and quantity are required.
    expect(await page.getByTestId('dispatch-pallet').isChecked()).toBe(true);
    await page.getByTestId('dispatch-save').click();
    await expect.poll(() => errorOf(page, 'dispatch-error')).toBe('Please fill the pallet form.');
    await expect.poll(() => dispatchDialog.getByText('You need to input', { exact: true }).count()).toBe(2);
    await choose(dispatchDialog, 'Pallet Type');
    await page.getByTestId('dispatch-pallet-qty').fill('2');
    await page.getByTestId('dispatch-pallet-qty').press('Tab');

    // A line short of its required pieces is asked about; Cancel keeps the dialog open to pick again.
    const [firstLine] = order.lines;
    const [firstBox] = boxes;
    if (!firstLine || !firstBox) throw new Error('the order has lines');
    const firstQuantity = Number(firstLine.quantity);
    await page.getByTestId('dispatch-line-1-locations').click();
    await page.getByTestId(`locations-box-${firstBox.boxId}-qty`).fill(String(firstQuantity - 1));
    await page.getByTestId(`locations-box-${firstBox.boxId}-qty`).press('Tab');
    await page.getByTestId('locations-confirm').click();
    await expect
      .poll(() => page.getByTestId('dispatch-line-1-selected').textContent())
      .toBe(formatQuantity(firstQuantity - 1));
    await page.getByTestId('dispatch-save').click();
    const mismatch = question(page, `Required is ${firstQuantity} and Selected is ${firstQuantity - 1} ,Are you sure!`);
    await expect.poll(() => mismatch.isVisible()).toBe(true);
    await mismatch.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => mismatch.count()).toBe(0);
    await page.getByTestId('dispatch-line-1-locations').click();
    await page.getByTestId(`locations-box-${firstBox.boxId}-qty`).fill(String(firstQuantity));
    await page.getByTestId(`locations-box-${firstBox.boxId}-qty`).press('Tab');
    await page.getByTestId('locations-confirm').click();
    await expect
      .poll(() => page.getByTestId('dispatch-line-1-selected').textContent())
      .toBe(formatQuantity(firstQuantity));

    // Every line gets exactly its pieces: no question; the dispatch is created, then the courier form is offered.
    await expectSuccess(page, () => page.getByTestId('dispatch-save').click());
    const offer = question(page, 'Dispatch created. Set the courier and tracking number now?');
    await expect.poll(() => offer.isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'OK' }).click();

    // Completing needs courier and tracking number.
    await expect.poll(() => page.getByTestId('dispatch-courier-form').isVisible()).toBe(true);
    const completeDialog = dialog(page, 'Complete Dispatch');
    await expect.poll(() => page.getByTestId('dispatch-summary').textContent()).toContain(order.orderNo);
    await page.getByTestId('dispatch-complete').click();
    await expect.poll(() => errorOf(page, 'dispatch-error')).toBe('Please fill the form.');
    await choose(completeDialog, 'Courier');
    await page.getByTestId('dispatch-tracking-no').fill('TRK-E2E-0001');
    await page.getByTestId('dispatch-tracking-no').press('Tab');
    await expectSuccess(page, () => page.getByTestId('dispatch-complete').click());
    await expect.poll(() => page.getByTestId('dispatch-dialog').count()).toBe(0);

    // Handled again, the order's lines are all delivered and cannot be picked.
    await page.goto('/awaiting-dispatch');
    await expect.poll(() => row.count()).toBe(1);
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('outstanding-handle').click();
    await expect.poll(() => page.getByTestId('dispatch-line-1-delivered').textContent()).toBe('Aleardy deliveried');
    expect(await page.getByTestId('dispatch-line-1-locations').count()).toBe(0);
    await page.getByTestId('dispatch-cancel').click();
    await expect.poll(() => page.getByTestId('dispatch-dialog').count()).toBe(0);

    // The dispatch list: download the packing slip, then mark it delivered.
    const dispatch = await page.evaluate(async (orderId) => {
      const body = await (await fetch(`/api/Dispatching/GetByOrderId?orderId=${orderId}`)).json();
      return (body.data as { dispatchId: number; packingSlipNo: string; status: number }[])[0];
    }, order.orderId);
    if (!dispatch) throw new Error('the dispatch was not saved');
    expect(dispatch.status).toBe(1);
    await page.goto('/dispatch');
    const download = page.getByTestId(`dispatch-row-${dispatch.packingSlipNo}-download`);
    await expect.poll(() => download.count()).toBe(1);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^PS${dispatch.packingSlipNo}_.*\\.pdf$`));

    await page.getByTestId(`dispatch-row-${dispatch.packingSlipNo}-deliver`).click();
    await expectSuccess(page, () => question(page, 'Are you sure?').getByRole('button', { name: 'OK' }).click());
    await expect.poll(() => page.getByTestId(`dispatch-row-${dispatch.packingSlipNo}-deliver`).count()).toBe(0);

    // The invoice of what the dispatch delivered: paying needs an invoice note.
    const invoiceId = await page.evaluate(async (orderId) => {
      const body = await (await fetch(`/api/Invoice/GetAllInvoice?orderId=${orderId}`)).json();
      return (body.data as { invoiceId: number }[])[0]?.invoiceId;
    }, order.orderId);
    if (!invoiceId) throw new Error('completing the dispatch raised no invoice');
    await page.goto('/invoice');
    const paid = page.getByTestId(`invoice-${invoiceId}-paid`);
    await expect.poll(() => paid.textContent()).toBe('Unpaid');
    await page.getByTestId(`invoice-${invoiceId}-pay`).click();
    const pay = page.getByTestId('invoice-mark-paid-dialog');
    await expect.poll(() => pay.isVisible()).toBe(true);
    await page.getByTestId('invoice-mark-paid-submit').click();
    await expect.poll(() => pay.getByText('Please inupt invoice note', { exact: true }).count()).toBe(1);
    await page.getByTestId('invoice-mark-paid-note').fill('Paid by bank transfer E2E');
    await page.getByTestId('invoice-mark-paid-note').press('Tab');
    await expectSuccess(page, () => page.getByTestId('invoice-mark-paid-submit').click());
    await expect.poll(() => paid.textContent()).toBe('Paid');
    // Delivered and every invoice paid: the order is Paid.
    const orderStatus = () =>
      page.evaluate(async (orderId) => {
        const body = await (await fetch(`/api/SalesOrder/GetOrderById?id=${orderId}`)).json();
        return (body.data as { orderStatus: string }).orderStatus;
      }, order.orderId);
    await expect.poll(orderStatus).toBe('Paid');
  }, 180_000);

  it('updates a dispatch still being picked: its boxes and pallet come prefilled', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('dispatch-update');
    const order = await orderToDispatch(page);
    const [box] = await boxesFor(page, order.lines.slice(0, 1));
    const [line] = order.lines;
    if (!box || !line) throw new Error('the order has lines');
    const half = Math.floor(Number(line.quantity) / 2);
    // Picked through the API: half of the first line, on two pallets of the first type.
    const saved = await page.evaluate(
      async ({ orderId, pick }) => {
        const plateTypes = (await (await fetch('/api/PlateType/GetAllPlateType')).json()).data as {
          plateTypeId: number;
        }[];
        const response = await fetch('/api/Dispatching/AddDispatching', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            orderId,
            dispatchingDetails: [pick],
            palletInfo: { plateTypeId: plateTypes[0]?.plateTypeId, quantity: 2 },
          }),
        });
        const body = await response.json();
        if (!body.success) throw new Error(`AddDispatching: ${body.errorMessage}`);
        return body.data as { dispatchId: number; packingSlipNo: string };
      },
      {
        orderId: order.orderId,
        pick: { boxId: box.boxId, productId: line.productId, orderProductId: line.orderProductId, quantity: half },
      },
    );

    await page.goto('/dispatch');
    const edit = page.getByTestId(`dispatch-row-${saved.packingSlipNo}-edit`);
    await expect.poll(() => edit.count()).toBe(1);
    await edit.click();
    await expect.poll(() => page.getByTestId('dispatch-picking-form').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('dispatch-line-1-selected').textContent()).toBe(formatQuantity(half));
    expect(await page.getByTestId('dispatch-pallet').isChecked()).toBe(true);
    expect(await page.getByTestId('dispatch-pallet-qty').inputValue()).toBe('2');

    // Its box shows ticked with the pieces taken; the whole line is taken now.
    await page.getByTestId('dispatch-line-1-locations').click();
    const quantity = page.getByTestId(`locations-box-${box.boxId}-qty`);
    await expect.poll(() => quantity.inputValue()).toBe(String(half));
    expect(await page.getByTestId(`locations-box-${box.boxId}-select`).isChecked()).toBe(true);
    await quantity.fill(String(Number(line.quantity)));
    await quantity.press('Tab');
    await page.getByTestId('locations-confirm').click();
    await expect
      .poll(() => page.getByTestId('dispatch-line-1-selected').textContent())
      .toBe(formatQuantity(Number(line.quantity)));

    // The other lines get nothing: each is asked about, OK saves.
    await page.getByTestId('dispatch-save').click();
    for (const other of order.lines.slice(1)) {
      const mismatch = question(page, `Required is ${Number(other.quantity)} and Selected is 0 ,Are you sure!`);
      await expect.poll(() => mismatch.isVisible()).toBe(true);
      await mismatch.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => mismatch.count()).toBe(0);
    }
    await expect.poll(() => page.getByTestId('dispatch-dialog').count(), { timeout: 15_000 }).toBe(0);
    const pieces = await page.evaluate(async (dispatchId) => {
      const body = await (await fetch(`/api/Dispatching/GetSingleDispatching?dispatchId=${dispatchId}`)).json();
      return (body.data as { dispatchingDetails: { quantity: number }[] }).dispatchingDetails.map((d) => d.quantity);
    }, saved.dispatchId);
    expect(pieces).toEqual([Number(line.quantity)]);
  }, 120_000);
});
