import {
  DATE_FORMAT,
  formatDate,
  LEAVE_STATUS,
  LEAVE_STATUS_NAMES,
  LEAVE_TYPES,
  shiftDate,
  todayInAuckland,
} from '@packline/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { choose, dialog, expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { cell, openScreen, rowOf } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 19, a leave request from the employee to the approver and back by e-mail: the sales representative asks for
// two days of annual leave on Leave Request; the operations manager approves it with a comment on Leave Request
// Approval; the employee's e-mail of the decision is in the outbox (held: no SMTP in e2e), read by the admin.

const browser = useBrowser();
const ANNUAL_LEAVE = LEAVE_TYPES[0].name;
const COMMENT = 'Enjoy the break — cover is arranged.';

/** What each step hands to the next. */
const requested = { id: 0, reason: '', startDate: '', endDate: '', employeeName: '' };

describe('a leave request from the employee to the approver', () => {
  it('is asked for by the employee on Leave Request: Pending Approval', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('leave-request');
    await logIn(page, 'sales');
    await expectPath(page, '/home');
    // Two days three weeks ahead, Auckland's calendar.
    const startDate = shiftDate(todayInAuckland(), 21, 'day');
    const endDate = shiftDate(startDate, 1, 'day');
    const reason = `e2e family trip ${Date.now()}`;

    await openScreen(page, '/leave-request', 'Leave Request');
    await page.getByTestId('crud-add').click();
    const add = dialog(page, 'Add Leave Request');
    await add.waitFor();
    // Nothing filled: type, dates and reason are required (spec 02 §8).
    await page.getByTestId('crud-save').click();
    await expect.poll(() => add.getByText('Please select leave type', { exact: true }).count()).toBe(1);
    await expect.poll(() => add.getByText('Please select date range', { exact: true }).count()).toBe(1);
    await expect.poll(() => add.getByText('Please enter reason', { exact: true }).count()).toBe(1);

    await choose(add, 'Leave Type', ANNUAL_LEAVE);
    const [from, to] = await add.locator('.ant-picker-range input').all();
    await from.click();
    await from.fill(dayjs(startDate).format(DATE_FORMAT));
    await from.press('Enter');
    await to.fill(dayjs(endDate).format(DATE_FORMAT));
    await to.press('Enter');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    expect(await from.inputValue()).toBe(formatDate(startDate));
    expect(await to.inputValue()).toBe(formatDate(endDate));
    await add.getByTestId('leave-reason').fill(reason);
    await expectSuccess(page, () => page.getByTestId('crud-save').click());
    await expect.poll(() => add.count()).toBe(0);

    // The own list shows it pending, undecided.
    const list = page.getByTestId('crud-table');
    const row = list.locator('tr.ant-table-row', { hasText: reason });
    await row.waitFor();
    const id = Number(await row.getAttribute('data-row-key'));
    expect(id).toBeGreaterThan(0);
    expect(await cell(list, row, 'Leave Type')).toBe(ANNUAL_LEAVE);
    expect(await cell(list, row, 'Start Date')).toBe(formatDate(startDate));
    expect(await cell(list, row, 'End Date')).toBe(formatDate(endDate));
    expect(await cell(list, row, 'Status')).toBe(LEAVE_STATUS_NAMES[LEAVE_STATUS.Pending]);
    expect(await cell(list, row, 'Decided By')).toBe('');
    Object.assign(requested, { id, reason, startDate, endDate });
    await logOut(page);
  });

  it('is approved with a comment by the manager: it moves to the Approved tab', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('leave-approve');
    const { id, reason } = requested;
    if (!id) throw new Error('the first step made no leave request');
    await logIn(page, 'manager');
    await expectPath(page, '/home');

    await openScreen(page, '/leave-request-approval', 'Leave Request Approval');
    const pending = page.getByTestId(`leave-tab-${LEAVE_STATUS.Pending}`);
    const row = rowOf(pending, id);
    await row.waitFor();
    expect(await cell(pending, row, 'Reason')).toBe(reason);
    const employeeName = await cell(pending, row, 'Employee');
    await row.getByTestId('leave-approve').click();
    const decide = dialog(page, `Approve the leave of ${employeeName}`);
    await decide.waitFor();
    // A decision needs a comment.
    await page.getByTestId('leave-decide').click();
    await expect.poll(() => decide.getByText('Please enter a comment.', { exact: true }).count()).toBe(1);
    await decide.getByTestId('leave-comment').fill(COMMENT);
    await expectSuccess(page, () => page.getByTestId('leave-decide').click());
    await expect.poll(() => decide.count()).toBe(0);
    // The screen is opened again, so each tab below is read fresh from the server.
    await openScreen(page, '/leave-request-approval', 'Leave Request Approval');

    // The Approved tab lists it with the comment and the manager as the decider; Pending no longer does.
    await page.getByRole('tab', { name: 'Approved' }).click();
    const approved = page.getByTestId(`leave-tab-${LEAVE_STATUS.Approved}`);
    const decided = rowOf(approved, id);
    await decided.waitFor();
    expect(await cell(approved, decided, 'Status')).toBe(LEAVE_STATUS_NAMES[LEAVE_STATUS.Approved]);
    expect(await cell(approved, decided, 'Comment')).toBe(COMMENT);
    expect(await cell(approved, decided, 'Decided By')).not.toBe('');
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect.poll(() => pending.isVisible()).toBe(true);
    await expect.poll(() => pending.locator('.ant-spin-spinning').count()).toBe(0);
    expect(await rowOf(pending, id).count()).toBe(0);
    requested.employeeName = employeeName;
    await logOut(page);
  });

  it('e-mails the employee the decision: the outbox holds it', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('leave-mail');
    const { startDate, endDate, employeeName } = requested;
    if (!employeeName) throw new Error('the second step decided no leave request');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    const subject = `Your leave request is approved: ${ANNUAL_LEAVE}, ${formatDate(startDate)} to ${formatDate(endDate)}`;
    await openScreen(page, '/mail-outbox', 'Mail Outbox');
    const outbox = page.getByTestId('mail-outbox');
    // The outbox holds every e-mail of the demo too: search narrows it to this one.
    await outbox.getByTestId('crud-search').fill(subject);
    const row = outbox.locator('tr.ant-table-row', { hasText: subject }).filter({ hasText: `${employeeName} <` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await cell(outbox, row, 'Status')).toBe('held');
    await row.getByRole('button', { name: 'View' }).click();
    const body = page.frameLocator('[data-testid=mail-preview]').locator('body');
    await expect.poll(() => body.innerText()).toContain(`Comment: ${COMMENT}`);
    expect(await body.innerText()).toContain('is Approved by');
    await dialog(page, subject).getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => page.getByTestId('mail-preview').count()).toBe(0);
  });
});
