import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { downloadOf } from './downloads.ts';
import { cell, openScreen } from './screens.ts';
import { DEMO_PASSWORD, expectPath, logIn } from './session.ts';

// Issue 19, attendance: on the shared Clock In / Out screen the machine operator clocks in with their user name and
// password (the demo has no clocking today); Attendance Records (today by default) lists the period, its check-out
// missing; Export Excel downloads the records shown.

const browser = useBrowser();

describe('attendance', () => {
  it('clocks in on Clock In / Out; Attendance Records lists it and exports Excel', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('attendance-clock');
    // The device by the door is signed in as someone (here the admin); the employee proves who they are.
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    await openScreen(page, '/mobile/clock', 'Clock In / Out');
    const clock = page.getByTestId('clock');
    await clock.getByRole('tab', { name: 'User name and password' }).click();
    await clock.getByTestId('clock-username').fill('production');
    await clock.getByTestId('clock-password').fill(DEMO_PASSWORD);
    await clock.getByTestId('clock-submit').click();
    const done = clock.getByTestId('clock-done');
    await expect.poll(() => done.locator('.ant-alert-title').textContent()).toMatch(/: clocked in$/);
    const employeeName = ((await done.locator('.ant-alert-title').textContent()) ?? '').replace(/: clocked in$/, '');
    expect(employeeName).not.toBe('');

    // Clocking in again while clocked in is refused.
    await clock.getByTestId('clock-username').fill('production');
    await clock.getByTestId('clock-password').fill(DEMO_PASSWORD);
    await clock.getByTestId('clock-submit').click();
    await expect.poll(() => clock.getByTestId('clock-problem').textContent()).toBe('You are already clocked in.');

    // Attendance Records, today: the period of this check-in, its check-out missing.
    await openScreen(page, '/attendance-records', 'Attendance Records');
    const records = page.getByTestId('attendance-records-table');
    const row = records.locator('tr.ant-table-row').filter({ has: page.locator('td', { hasText: employeeName }) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await cell(records, row, 'Employee')).toBe(employeeName);
    expect(await cell(records, row, 'Check in')).not.toBe('');
    expect(await cell(records, row, 'Check out')).toBe('Missing check-out');

    // Export Excel: the records shown, as a workbook (a zip: 'PK').
    const file = await downloadOf(page, () => page.getByTestId('attendance-excel').click());
    expect(file.name).toBe('Attendance Records.xlsx');
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
