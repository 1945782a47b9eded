import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

const browser = useBrowser();

describe('Backups', () => {
  it('lists the backups and makes one now, which appears as a row with its size', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('backups');
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    await page.goto('/backups');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Backups');
    const rows = page.getByTestId('backups').locator('tr.ant-table-row');
    const before = await rows.count();

    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    const made = rows.first();
    expect(await made.textContent()).toContain('manual');
    expect(await made.textContent()).toContain('ok');
    expect(await made.textContent()).toMatch(/\d+\.\d MB/);
    expect(await made.textContent()).toMatch(/packline-backup-.*\.tar\.gz/);
  });
});
