import { LEAVE_STATUS, WEEKLY_REPORT_STATUS } from '@packline/domain';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialog, discardChanges, pick, unsavedQuestion } from './antd.ts';
import { noteShot, useBrowser } from './browser.ts';
import { openScreen, read, rowOf } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 31, what the office met in its dialogs: a view that could be typed into, actions offered where the state
// refuses them, refusals that threw in the page, 'Success!' where the spec names the outcome, and a filled dialog
// thrown away by Esc. Every test fails on any uncaught error in the page.

const browser = useBrowser();
const shot = (page: Page, name: string) => noteShot(page, `31-${name}-after`);
const pageErrors: string[] = [];

/** The inputs of `scope` a person could still type into or pick from. */
const editableInputs = (scope: Locator) =>
  scope.locator('input:not([disabled]):not([readonly]):not([type=hidden]), textarea:not([disabled]):not([readonly])');

beforeEach(() => {
  pageErrors.length = 0;
  browser.page.on('pageerror', onPageError);
});
afterEach(() => {
  browser.page.off('pageerror', onPageError);
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});
function onPageError(error: Error) {
  pageErrors.push(error.message);
}

/** Esc on a filled dialog asks; Cancel keeps what was typed; Esc again and OK closes it. */
async function expectDiscardAsked(page: Page, editor: Locator, typed: Locator, value: string, name: string) {
  const unsaved = unsavedQuestion(page);
  await page.keyboard.press('Escape');
  await expect.poll(() => unsaved.isVisible()).toBe(true);
  await shot(page, `18-${name}`);
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => unsaved.count()).toBe(0);
  expect(await editor.isVisible()).toBe(true);
  expect(await typed.inputValue()).toBe(value);

  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => unsaved.isVisible()).toBe(true);
  await discardChanges(page);
  await expect.poll(() => editor.count()).toBe(0);
}

interface TRecorded {
  e2eTitles: string[];
  e2eTitleObserver?: MutationObserver;
}

/** From now on the page records the title of each success dialog shown (it closes itself after 2 s). */
async function recordSuccessTitles(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as TRecorded;
    const selector = '[data-testid=api-success-dialog]';
    w.e2eTitles = [];
    w.e2eTitleObserver?.disconnect();
    w.e2eTitleObserver = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const shown = node.matches(selector) ? node : node.querySelector(selector);
          if (shown) w.e2eTitles.push(shown.textContent ?? '');
        }
      }
    });
    w.e2eTitleObserver.observe(document.body, { childList: true, subtree: true });
  });
}

describe('office dialogs', () => {
  it('Sales Report: See Order opens a read-only View Order (item 9)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-view-order');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/salesReport/0', 'Sales Report');
    const first = page.getByTestId('sales-report').locator('tr.ant-table-row').first();
    await first.waitFor();
    await first.getByRole('button', { name: 'See Order' }).click();
    const view = dialog(page, 'View Order');
    await view.waitFor();
    await view.getByTestId('order-line-1-unit-price').waitFor();
    // Every field is shown, none can be changed: Unit Price, the addresses, the notes.
    expect(await view.getByTestId('order-line-1-unit-price').isDisabled()).toBe(true);
    expect(await editableInputs(view).count()).toBe(0);
    expect(await view.locator('.ant-select:not(.ant-select-disabled)').count()).toBe(0);
    expect(await view.locator('.ant-picker:not(.ant-picker-disabled)').count()).toBe(0);
    expect(await view.locator('.ant-switch:not(.ant-switch-disabled)').count()).toBe(0);
    await shot(page, '9-view-order');
    await view.getByTestId('order-close').click();
    await expect.poll(() => view.count()).toBe(0);
  });

  it('Weekly Report (Manager): a draft offers no View (item 12)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-weekly-drafts');
    await logIn(page, 'manager');
    await expectPath(page, '/home');
    await openScreen(page, '/weekly-report/manager', 'Weekly Report (Manager)');
    const drafts = await read<{ weeklyReportId: number }[]>(
      page,
      `WeeklyReport/GetAll?approvalStatus=${WEEKLY_REPORT_STATUS.Draft}&page=1&pageSize=5`,
    );
    expect(drafts.length).toBeGreaterThan(0);
    await pick(page.getByTestId('weekly-report-status-filter'), 'Draft');
    const list = page.getByTestId('crud-table');
    const draft = rowOf(list, drafts[0].weeklyReportId);
    await draft.waitFor();
    expect(await draft.getByTestId('weekly-report-open').count()).toBe(0);
  });

  it('Returns Management: Confirm with an empty note says so, with no page error (item 13)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-return-note');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/return-management', 'Returns Management');
    await page.getByTestId('returns-view').getByText('Query History').click();
    const history = page.getByTestId('return-history');
    const confirmButton = history.locator('[data-testid^=return-confirm-]').first();
    await confirmButton.waitFor();
    const returnNo = ((await confirmButton.getAttribute('data-testid')) ?? '').replace('return-confirm-', '');
    await confirmButton.click();
    const confirm = dialog(page, `Confirm ${returnNo}`);
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => confirm.getByText('Please inupt invoice note', { exact: true }).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
  });

  it('Weekly Report: 30 hours for a day is refused in the form by its label, with no page error (item 13)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-weekly-hours');
    await logIn(page, 'hr');
    await expectPath(page, '/home');
    await openScreen(page, '/weekly-report/employee', 'Weekly Report');
    await page.getByTestId('weekly-report-add').click();
    const editor = dialog(page, /^Weekly Report — /);
    await editor.waitFor();
    const hours = editor.getByTestId('work-hour-0-0');
    await hours.fill('30');
    await editor.getByTestId('weekly-report-draft').click();
    await expect.poll(() => page.getByTestId('api-error-message').textContent()).toBe('Work hours must be at most 24');
    await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' }).click();
    expect(await editor.getByText('Work hours must be at most 24', { exact: true }).count()).toBeGreaterThan(0);
    await shot(page, '13-weekly-hours');
    // The server says it by the same label.
    const refusal = await page.evaluate(async () => {
      const monday = new Date();
      const body = {
        reportDate: monday.toISOString().slice(0, 10),
        approvalStatus: -2,
        dailyReport: Array.from({ length: 7 }, () => ({ dailyReportWorkHours: [{ workTypeId: 6, workHour: 30 }] })),
      };
      const answer = await fetch('/api/WeeklyReport/Add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return JSON.stringify(await answer.json());
    });
    expect(refusal).toContain('Work hours must be at most 24');
    expect(refusal).not.toContain('workHour must');
  });

  it('Leave Request Approval: Approve and Reject say so in the spec words (item 14)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-leave-toasts');
    await logIn(page, 'manager');
    await expectPath(page, '/home');
    await openScreen(page, '/leave-request-approval', 'Leave Request Approval');
    const pending = page.getByTestId(`leave-tab-${LEAVE_STATUS.Pending}`);
    for (const [action, title, toast] of [
      ['leave-approve', 'Approve', 'Leave request approved'],
      ['leave-reject', 'Reject', 'Leave request rejected'],
    ] as const) {
      const button = pending.locator(`[data-testid=${action}]:not([disabled])`).first();
      await button.waitFor();
      await button.click();
      const decide = dialog(page, new RegExp(`^${title} the leave of `));
      await decide.waitFor();
      await decide.getByTestId('leave-comment').fill(`e2e ${title}`);
      await recordSuccessTitles(page);
      await decide.getByTestId('leave-decide').click();
      await expect.poll(() => decide.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as TRecorded).e2eTitles)).toEqual([toast]);
      await expect.poll(() => page.getByTestId('api-success-dialog').count()).toBe(0);
    }
  });

  it('New Purchase Order: Esc on a filled dialog asks before discarding; an untouched one closes at once (item 18)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-po-discard');
    await logIn(page, 'buyer');
    await expectPath(page, '/home');
    await openScreen(page, '/purchase-order', 'Purchase Order');
    await page.getByTestId('po-new').click();
    const create = dialog(page, 'New Purchase Order');
    await create.waitFor();
    // Untouched: Esc closes it with no question.
    await page.keyboard.press('Escape');
    await expect.poll(() => create.count()).toBe(0);
    expect(await unsavedQuestion(page).count()).toBe(0);

    await page.getByTestId('po-new').click();
    await create.waitFor();
    const instruction = create.locator('textarea#purchase-order_deliveryInstruction');
    await instruction.fill('Leave at gate 3');
    await expectDiscardAsked(page, create, instruction, 'Leave at gate 3', 'new-purchase-order');
  });

  it('Add Leave Request: Esc on a filled dialog asks before discarding (item 18)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-leave-discard');
    await logIn(page, 'sales');
    await expectPath(page, '/home');
    await openScreen(page, '/leave-request', 'Leave Request');
    await page.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Leave Request');
    await add.waitFor();
    const reason = add.getByTestId('leave-reason');
    await reason.fill('Moving house');
    await expectDiscardAsked(page, add, reason, 'Moving house', 'add-leave-request');
  });

  it('New Sales Report: the salesperson select shows a placeholder until Export By is chosen (item 22)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('office-new-sales-report');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openScreen(page, '/newSalesReport/0', 'New Sales Report');
    const sales = page.getByTestId('new-sales-report-sales');
    await sales.waitFor();
    expect(await sales.textContent()).not.toContain('Sale');
    await shot(page, '22-new-sales-report');
    await page.getByTestId('new-sales-report-by').getByText('Sale', { exact: true }).click();
    await expect.poll(() => sales.textContent()).toContain('Sale');
  });
});
