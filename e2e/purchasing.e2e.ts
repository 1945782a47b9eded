import {
  DATE_FORMAT,
  PO_STATUS,
  PO_STATUS_NAMES,
  RECEIVING_STATUS,
  RECEIVING_STATUS_NAMES,
  shiftDate,
  todayInAuckland,
} from '@packline/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dialog, expectSuccess, field, pick, visibleDropdowns } from './antd.ts';
import { useBrowser } from './browser.ts';
import { addLineToStock, findOrderRow, orderByNote, type TReceiving } from './receiving-steps.ts';
import { cell, openScreen, read, rowOf } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 16, a purchase order from raising to payment: the buyer raises it on Purchase Order (a supplier without an
// expired qualification, one line, an ETA); the approver approves it on Purchase Order Approve; the warehouse receives
// it on the Purchase Receiving List (Create New Receiving, then Add to Stock: boxes, a new pallet, a free shelf cell),
// which makes it Received/Unloaded; on Payable accounts (the demo Account Manager) marks it paid with the supplier's
// invoice number.

const browser = useBrowser();

interface TSupplierOption {
  suplierId: number;
  suplierName: string;
  qualificationAlerts: { expired: boolean }[];
}

interface TPurchaseOrder {
  poId: number;
  poNo: string;
  notes: string | null;
  poStatusId: number;
  paid: number;
  invoiceNote: string | null;
}

/** What each step hands to the next. */
const raised = { poId: 0, poNo: '', note: '' };

describe('a purchase order from raising to payment', () => {
  it('is raised by the buyer: Awaiting Approval', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('po-raise');
    await logIn(page, 'buyer');
    await expectPath(page, '/home');
    const suppliers = await read<TSupplierOption[]>(page, 'Supplier/GetSupplierPicker');
    // An expired qualification would block the approval (spec 02 §8): a supplier without one.
    const supplier = suppliers.find((s) => !s.qualificationAlerts.some((alert) => alert.expired));
    if (!supplier) throw new Error('No active demo supplier without an expired qualification');
    const note = `e2e PO ${Date.now()}`;

    await openScreen(page, '/purchase-order', 'Purchase Order');
    await page.getByTestId('po-new').click();
    const create = dialog(page, 'New Purchase Order');
    await create.waitFor();
    const form = create.getByTestId('po-form');
    // Nothing chosen: the supplier and the ETA are required.
    await create.getByTestId('po-save').click();
    await expect.poll(() => create.getByText('ETA is required.', { exact: true }).count()).toBe(1);

    await pick(form.getByTestId('po-supplier'), supplier.suplierName);
    const eta = form.getByTestId('po-eta');
    await eta.click();
    await eta.fill(dayjs(shiftDate(todayInAuckland(), 14, 'day')).format(DATE_FORMAT));
    await eta.press('Enter');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    // One line: the first item offered, 250 at 1.2 a unit.
    const line = form.getByTestId('po-line').first();
    await pick(line.getByTestId('po-item'));
    await line.getByTestId('po-unit-price').fill('1.2');
    await line.getByTestId('po-quantity').fill('250');
    await field(form, 'Note').locator('textarea').fill(note);
    await expect.poll(() => form.getByTestId('po-form-totals').textContent()).toContain('300.000');
    await expectSuccess(page, () => create.getByTestId('po-save').click());
    await expect.poll(() => create.count()).toBe(0);

    const order = await orderByNote<TPurchaseOrder>(page, note);
    expect(order.poStatusId).toBe(PO_STATUS.AwaitingApproval);
    const { table, row } = await findOrderRow(page, note, order.poId);
    expect(await cell(table, row, 'PO Number')).toBe(order.poNo);
    expect(await cell(table, row, 'Supplier')).toContain(supplier.suplierName);
    expect(await cell(table, row, 'Status')).toBe(PO_STATUS_NAMES[PO_STATUS.AwaitingApproval]);
    // The buyer's list does not approve.
    expect(await row.getByTestId('po-approve').count()).toBe(0);
    Object.assign(raised, { poId: order.poId, poNo: order.poNo, note });
    await logOut(page);
  });

  it('is approved by the approver on Purchase Order Approve: Approved', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('po-approve');
    const { poId, poNo, note } = raised;
    if (!poId) throw new Error('the first step raised no purchase order');
    await logIn(page, 'approver');
    await expectPath(page, '/home');

    await openScreen(page, '/purchase-order-approve', 'Purchase Order Approve');
    const { table, row } = await findOrderRow(page, note, poId);
    await row.getByTestId('po-approve').click();
    const question = dialog(page, `Approve ${poNo}?`);
    await question.waitFor();
    await expectSuccess(page, () => question.getByRole('button', { name: 'OK' }).click());
    await expect.poll(() => question.count()).toBe(0);
    await expect.poll(() => cell(table, row, 'Status')).toBe(PO_STATUS_NAMES[PO_STATUS.Approved]);
    expect(await row.getByTestId('po-approve').count()).toBe(0);
    expect((await orderByNote<TPurchaseOrder>(page, note)).poStatusId).toBe(PO_STATUS.Approved);
    await logOut(page);
  });

  it('is received by the warehouse into boxes on a pallet in a shelf cell: Received/Unloaded', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('po-receive');
    const { poId, poNo } = raised;
    if (!poId) throw new Error('the first step raised no purchase order');
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');

    await openScreen(page, '/unloading-inspection', 'Purchase Receiving List');
    await page.getByTestId('receiving-new').click();
    const create = dialog(page, 'Create New Receiving');
    await create.waitFor();
    const form = create.getByTestId('receiving-form');
    // The order is searched by its number among the approved ones; choosing it brings its supplier and its line.
    await form.getByTestId('receiving-po').getByRole('combobox').fill(poNo);
    const option = visibleDropdowns(page).locator('.ant-select-item-option-active');
    await expect.poll(() => option.getAttribute('title', { timeout: 1000 })).toMatch(new RegExp(`^${poNo} — `));
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleDropdowns(page).count()).toBe(0);
    await expect.poll(() => form.getByTestId('receiving-supplier').inputValue()).not.toBe('');
    await form.getByTestId('receiving-reference').fill(`REF-${poNo}`);
    await form.getByTestId('receiving-receiver').fill('e2e storeperson');
    // Everything ordered arrives this time.
    const quantity = form.getByTestId('receiving-qty');
    await expect.poll(() => quantity.count()).toBe(1);
    await quantity.fill('250');
    await expectSuccess(page, () => create.getByTestId('receiving-save').click());
    await expect.poll(() => create.count()).toBe(0);

    const receiving = (
      await read<TReceiving[]>(
        page,
        `UnloadingInspection/GetAllUnloadingInspection?status=${RECEIVING_STATUS.InProcessing}`,
      )
    ).find((r) => r.poId === poId);
    if (!receiving) throw new Error(`No receiving in processing for ${poNo}`);
    const table = page.getByTestId('receiving-table');
    await table.getByTestId('crud-search').fill(receiving.no);
    const row = rowOf(table, receiving.inspectionId);
    await row.waitFor();
    expect(await cell(table, row, 'PO Number')).toBe(poNo);
    expect(await cell(table, row, 'Reference Number')).toBe(`REF-${poNo}`);
    expect(await cell(table, row, 'Receiver')).toBe('e2e storeperson');
    expect(await cell(table, row, 'Details')).toContain('this time 250 · received 250 of 250');
    expect(await cell(table, row, 'Status')).toBe(RECEIVING_STATUS_NAMES[RECEIVING_STATUS.InProcessing]);

    const [line] = receiving.unloadingDetail;
    if (!line || line.rawMaterialId === null) throw new Error(`${poNo}'s receiving has no raw material line`);
    await addLineToStock(page, receiving, line, { perBox: 125, count: 2 });
    await logOut(page);
  });

  it('is marked paid on Payable with the invoice number and the payment date', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('po-paid');
    const { poId, poNo, note } = raised;
    if (!poId) throw new Error('the first step raised no purchase order');
    await logIn(page, 'accounts');
    await expectPath(page, '/home');
    const invoiceNumber = `INV-${poNo}`;

    await openScreen(page, '/payable', 'Payable');
    const { table, row } = await findOrderRow(page, note, poId);
    // Everything ordered was received: the order is Received/Unloaded.
    expect(await cell(table, row, 'Status')).toBe(PO_STATUS_NAMES[PO_STATUS.Received]);
    expect(await cell(table, row, 'Payment')).toBe('Unpaid');
    await row.getByTestId('po-paid').click();
    const payment = dialog(page, `Payment — ${poNo}`);
    await payment.waitFor();
    await payment.getByTestId('po-mark-paid-invoice').fill(invoiceNumber);
    await expectSuccess(page, () => payment.getByTestId('po-mark-paid-submit').click());
    await expect.poll(() => payment.count()).toBe(0);

    // Paid today (the payment date's default), with the invoice number; Unpaid is offered instead of Paid.
    const order = await orderByNote<TPurchaseOrder>(page, note);
    expect(order).toMatchObject({ paid: 1, invoiceNote: invoiceNumber, poStatusId: PO_STATUS.Received });
    await expect.poll(() => cell(table, row, 'Payment')).toBe(`Paid ${dayjs(todayInAuckland()).format(DATE_FORMAT)}`);
    expect(await cell(table, row, 'Invoice Note')).toBe(invoiceNumber);
    expect(await row.getByTestId('po-unpaid').count()).toBe(1);
    await logOut(page);
  });
});
