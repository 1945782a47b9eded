import { CREDIT_REPLACEMENT, CREDIT_REPLACEMENT_NAMES, DISPATCH_STATUS } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { cell, openScreen, rowOf } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 18, a return as credit: on Returns Management, New Record finds a delivered dispatch of an invoiced order by
// its packing slip; one piece of each of two of its boxes comes back as credit on a pallet; Query History confirms it
// with an invoice note, which raises the refund invoice the invoice list then shows as a refund.

const browser = useBrowser();

interface TReturnableLine {
  boxId: number;
  barCode: string;
  productCode: string;
  returnableQuantity: number;
}

interface TReturnDispatch {
  dispatchId: number;
  packingSlipNo: string;
  invoiced: boolean;
  order: { orderNo: string };
  addresses: { addressId: number }[];
  dispatchingDetails: TReturnableLine[];
}

interface TReturn {
  returnId: number;
  returnNo: string;
  dispatch: { dispatchId: number };
  creditReplacement: number | null;
  isConfirm: boolean;
  refundInvoiceId: number | null;
}

/** A GET of the API with the signed-in page's session: its data, or null when it refuses. */
async function readOrNull<T>(page: Page, path: string): Promise<T | null> {
  return page.evaluate(async (url) => {
    const body = await (await fetch(`/api/${url}`)).json();
    return body.success ? body.data : null;
  }, path);
}

async function read<T>(page: Page, path: string): Promise<T> {
  const data = await readOrNull<T>(page, path);
  if (data === null) throw new Error(`${path} refused`);
  return data;
}

/** A delivered dispatch of an invoiced order with a customer address and two boxes with pieces left to return. */
async function returnableDispatch(page: Page): Promise<{ found: TReturnDispatch; boxes: TReturnableLine[] }> {
  const delivered = await read<{ dispatchId: number; packingSlipNo: string }[]>(
    page,
    `Dispatching/GetAllDispatching?start=2000/01/01&end=2100/12/31&status=${DISPATCH_STATUS.Delivered}&page=1&pageSize=100`,
  );
  for (const dispatch of delivered) {
    const found = await readOrNull<TReturnDispatch>(
      page,
      `Dispatching/GetByBoxCodeOrPackingSlipNo?NO=${encodeURIComponent(dispatch.packingSlipNo)}`,
    );
    if (!found?.invoiced || found.addresses.length === 0) continue;
    const boxes = found.dispatchingDetails.filter((line) => line.returnableQuantity >= 1);
    if (boxes.length >= 2) return { found, boxes: boxes.slice(0, 2) };
  }
  throw new Error('No delivered dispatch of an invoiced order has two boxes left to return in the demo data');
}

/** What the return step hands to the confirmation. */
const made = { returnId: 0, returnNo: '', orderNo: '' };

describe('a return as credit', () => {
  it('returns two boxes of a delivered dispatch as credit on New Record', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('return-record');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const { found, boxes } = await returnableDispatch(page);

    // Search by the packing slip: the dispatch, its order and its boxes with what each has left to return.
    await openScreen(page, '/return-management', 'Returns Management');
    const search = page.getByTestId('return-search').locator('input');
    await search.fill(found.packingSlipNo);
    await search.press('Enter');
    const card = page.getByTestId('return-dispatch');
    await expect.poll(() => card.textContent()).toContain(found.order.orderNo);
    const lines = card.getByTestId('return-lines');
    for (const box of boxes) {
      const line = rowOf(lines, box.boxId);
      await line.waitFor();
      expect(await cell(lines, line, 'Box Barcode')).toBe(box.barCode);
      await card.getByTestId(`return-qty-${box.barCode}`).fill('1');
    }

    // An invoiced order: pallet, reason, credit, the customer's address and a delivery method.
    await pick(card.getByTestId('return-pallet'));
    await card.getByTestId('return-reason').fill('Two cartons crushed in transit');
    await card.getByTestId('return-credit').getByText(CREDIT_REPLACEMENT_NAMES[CREDIT_REPLACEMENT.Credit]).click();
    await choose(card, 'Customer Address');
    await choose(card, 'Delivery Method');
    const before = await read<TReturn[]>(page, 'Dispatching/GetReturnItem?page=1&pageSize=1');
    await expectSuccess(page, () => card.getByTestId('return-submit').click());

    // The return is recorded, waiting for confirmation; the dispatch is read again with one piece less per box.
    const [created] = await read<TReturn[]>(page, 'Dispatching/GetReturnItem?page=1&pageSize=1');
    expect(created.returnId).toBeGreaterThan(before[0]?.returnId ?? 0);
    expect(created).toMatchObject({
      dispatch: { dispatchId: found.dispatchId },
      creditReplacement: CREDIT_REPLACEMENT.Credit,
      isConfirm: false,
    });
    for (const box of boxes) {
      await expect
        .poll(() => card.getByTestId(`return-qty-${box.barCode}`).getAttribute('placeholder'))
        .toBe(`≤ ${box.returnableQuantity - 1}`);
    }
    Object.assign(made, { returnId: created.returnId, returnNo: created.returnNo, orderNo: found.order.orderNo });
  });

  it('confirms it on Query History with an invoice note: the refund invoice is raised', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('return-confirm');
    const { returnId, returnNo, orderNo } = made;
    if (!returnId) throw new Error('the first step recorded no return');

    await openScreen(page, '/return-management', 'Returns Management');
    await page.getByTestId('returns-view').getByText('Query History').click();
    const history = page.getByTestId('return-history');
    await history.getByTestId('crud-search').fill(returnNo);
    const row = rowOf(history, returnId);
    await row.waitFor();
    expect(await cell(history, row, 'Credit / Replacement')).toBe(CREDIT_REPLACEMENT_NAMES[CREDIT_REPLACEMENT.Credit]);
    expect(await cell(history, row, 'Confirmed')).toBe('Waiting');

    await row.getByTestId(`return-confirm-${returnNo}`).click();
    const confirm = dialog(page, `Confirm ${returnNo}`);
    await confirm.waitFor();
    // The note is required.
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => confirm.getByText('Please inupt invoice note', { exact: true }).count()).toBe(1);
    const note = `Credit for ${returnNo}`;
    await confirm.getByTestId('return-confirm-note').fill(note);
    await expectSuccess(page, () => confirm.getByRole('button', { name: 'Confirm' }).click());
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => cell(history, row, 'Confirmed')).toBe('Confirmed');
    expect(await cell(history, row, 'Invoice Note')).toBe(note);
    expect(await row.getByTestId(`return-confirm-${returnNo}`).count()).toBe(0);

    // The refund invoice: on the invoice list, negative and tagged Refund.
    const [confirmed] = await read<TReturn[]>(page, `Dispatching/GetReturnItem?search=${returnNo}&page=1&pageSize=1`);
    expect(confirmed).toMatchObject({ returnId, isConfirm: true });
    const refundId = confirmed.refundInvoiceId;
    if (!refundId) throw new Error(`${returnNo} raised no refund invoice`);
    await openScreen(page, '/invoice', 'Invoices');
    const invoices = page.getByTestId('invoice-list');
    await invoices.getByTestId('crud-search').fill(orderNo);
    const refund = rowOf(invoices, refundId);
    await refund.waitFor();
    expect(await cell(invoices, refund, 'Order No')).toBe(orderNo);
    await expect.poll(() => refund.getByTestId(`invoice-${refundId}-refund`).textContent()).toMatch(/^-.*Refund$/);
  });
});
