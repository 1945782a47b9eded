import {
  shiftDate,
  thisMondayInAuckland,
  WEEKLY_REPORT_STATUS,
  WEEKLY_REPORT_STATUS_NAMES,
  WORK_TYPES,
} from '@packline/domain';
import { describe, expect, it } from 'vitest';
import { dialog, expectSuccess, pick } from './antd.ts';
import { useBrowser } from './browser.ts';
import { cell, openScreen, read, rowOf } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 19, a weekly report from the employee to the manager: the HR advisor (no demo reports of their own) fills last
// week's report — Monday to Friday's To be filled hours become office work — and submits it (last week is always in the
// submission window: Friday noon of that week to the end of this Sunday, Auckland); the operations manager finds it on
// Weekly Report (Manager), reviews it and approves it.

const browser = useBrowser();
const OFFICE_WORK = WORK_TYPES.find((w) => w.id === 6)?.name ?? '';

interface TWeeklyReportRow {
  weeklyReportId: number;
  employeeName: string;
  reportDate: string;
  content: string | null;
  approvalStatus: number;
  approvedByName: string | null;
}

/** What the employee's step hands to the manager's. */
const submitted = { id: 0, summary: '', employeeName: '' };

describe('a weekly report from the employee to the manager', () => {
  it('is filled for last week and submitted by the employee: Not Approved', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('weekly-report-submit');
    await logIn(page, 'hr');
    await expectPath(page, '/home');
    const lastMonday = shiftDate(thisMondayInAuckland(), -7, 'day');
    const summary = `e2e week of ${lastMonday} ${Date.now()}`;

    // Add for Date: any day of last week opens that week, Monday to Sunday, with the defaults.
    await openScreen(page, '/weekly-report/employee', 'Weekly Report');
    const date = page.getByTestId('weekly-report-date');
    await date.click();
    await date.fill(shiftDate(lastMonday, 2, 'day'));
    await date.press('Enter');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    const addForDate = page.getByTestId('weekly-report-add-date');
    await expect.poll(() => addForDate.isEnabled()).toBe(true);
    await addForDate.click();
    const editor = dialog(page, /^Weekly Report — /);
    await editor.waitFor();
    await expect.poll(() => editor.getByTestId('weekly-report-total').textContent()).toBe('Total: 40 h');

    // Submitting with hours still To be filled is refused before any call; the dialog stays open.
    await editor.getByTestId('weekly-report-submit').click();
    const refusal = page.getByTestId('api-error-message');
    await expect
      .poll(() => refusal.textContent())
      .toBe('Please replace every To be filled hour with the work done before submitting.');
    await page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => refusal.count()).toBe(0);

    // Monday to Friday: the 8 hours become office work; the weekend keeps its 0 hours.
    for (let day = 0; day < 5; day++) await pick(editor.getByTestId(`work-type-${day}-0`), OFFICE_WORK);
    await editor.getByTestId('weekly-report-content').fill(summary);
    await expect.poll(() => editor.getByTestId('weekly-report-total').textContent()).toBe('Total: 40 h');
    await expectSuccess(page, () => editor.getByTestId('weekly-report-submit').click());
    await expect.poll(() => editor.count()).toBe(0);

    // The list shows the week submitted, Not Approved, with its 40 hours.
    const [report] = await read<TWeeklyReportRow[]>(
      page,
      `WeeklyReport/GetByEmployeeId?from=${lastMonday}&to=${lastMonday}`,
    );
    expect(report).toMatchObject({
      reportDate: lastMonday,
      content: summary,
      approvalStatus: WEEKLY_REPORT_STATUS.NotApproved,
    });
    const list = page.getByTestId('crud-table');
    const row = rowOf(list, report.weeklyReportId);
    await row.waitFor();
    expect(await cell(list, row, 'Status')).toBe(WEEKLY_REPORT_STATUS_NAMES[WEEKLY_REPORT_STATUS.NotApproved]);
    expect(await cell(list, row, 'Total Hours')).toBe('40');
    expect(await cell(list, row, 'Summary')).toBe(summary);
    Object.assign(submitted, { id: report.weeklyReportId, summary, employeeName: report.employeeName });
    await logOut(page);
  });

  it('is reviewed and approved by the manager: Approved, decided by them', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('weekly-report-approve');
    const { id, summary, employeeName } = submitted;
    if (!id) throw new Error('the first step submitted no report');
    await logIn(page, 'manager');
    await expectPath(page, '/home');

    // Weekly Report (Manager) lists everyone's reports: find this one by its summary, Review it.
    await openScreen(page, '/weekly-report/manager', 'Weekly Report (Manager)');
    const list = page.getByTestId('crud-table');
    await list.getByTestId('crud-search').fill(summary);
    const row = rowOf(list, id);
    await row.waitFor();
    expect(await cell(list, row, 'Employee')).toBe(employeeName);
    expect(await cell(list, row, 'Status')).toBe(WEEKLY_REPORT_STATUS_NAMES[WEEKLY_REPORT_STATUS.NotApproved]);
    const review = row.getByTestId('weekly-report-open');
    expect(await review.textContent()).toBe('Review');
    await review.click();
    const editor = dialog(page, new RegExp(`^Weekly Report — ${employeeName}, `));
    await editor.waitFor();
    await expect.poll(() => editor.getByTestId('weekly-report-content').inputValue()).toBe(summary);
    await expect.poll(() => editor.getByTestId('weekly-report-total').textContent()).toBe('Total: 40 h');
    // The manager reads the days; only the decision is theirs.
    expect(await editor.getByTestId('weekly-report-submit').count()).toBe(0);
    await expectSuccess(page, () => editor.getByTestId('weekly-report-approve').click());
    await expect.poll(() => editor.count()).toBe(0);

    // Approved, decided by the manager; it is no longer for review.
    await expect.poll(() => cell(list, row, 'Status')).toBe(WEEKLY_REPORT_STATUS_NAMES[WEEKLY_REPORT_STATUS.Approved]);
    const [decided] = await read<TWeeklyReportRow[]>(page, `WeeklyReport/GetAll?search=${encodeURIComponent(summary)}`);
    expect(decided).toMatchObject({ weeklyReportId: id, approvalStatus: WEEKLY_REPORT_STATUS.Approved });
    expect(decided.approvedByName).toBeTruthy();
    expect(await cell(list, row, 'Decided By')).toBe(decided.approvedByName);
    expect(await row.getByTestId('weekly-report-open').textContent()).toBe('View');
    await logOut(page);
  });
});
