import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { DEMO_PASSWORD, expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

/** The table row whose cells contain `text`. */
const row = (text: string) => browser.page.getByTestId('crud-table').locator('tr.ant-table-row', { hasText: text });

describe('master data through the screens', () => {
  it('creates, edits and deletes a city, with the required and no-change messages', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('city-crud');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/city-management');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('City');

    await page.getByTestId('crud-add').click();
    await page.getByTestId('crud-save').click();
    await expect.poll(() => page.getByText('City Name is required!').isVisible()).toBe(true);
    await page.getByTestId('crud-form').getByLabel('City Name').fill('Te Awamutu');
    await page.getByTestId('crud-save').click();
    await expect.poll(() => row('Te Awamutu').count()).toBe(1);

    await row('Te Awamutu').getByTestId('crud-edit').click();
    await page.getByTestId('crud-save').click();
    await expect.poll(() => page.getByTestId('crud-form-error').textContent()).toContain('No changes on the form.');
    await page.getByTestId('crud-form').getByLabel('City Name').fill('Te Awamutu East');
    await page.getByTestId('crud-save').click();
    await expect.poll(() => row('Te Awamutu East').count()).toBe(1);

    await page.reload();
    await expect.poll(() => row('Te Awamutu East').count()).toBe(1);
    await row('Te Awamutu East').getByTestId('crud-delete').click();
    await page.getByText('Are you sure?').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => row('Te Awamutu').count()).toBe(0);
  });

  it('grants a page to a role on User Authorisation, and that role then sees it in its menu', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('authorisation');
    await page.goto('/role-page-mapping-management');
    await page.getByRole('tab', { name: 'Sales', exact: true }).click();
    const box = page.getByRole('tabpanel').getByRole('checkbox', { name: /Courier Management/ });
    expect(await box.isChecked()).toBe(false);
    // The box follows the saved mapping, so it turns on once the server has it.
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await logOut(page);

    await logIn(page, 'sales');
    await expectPath(page, '/home');
    await page.goto('/courier-management');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Courier Management');
    await logOut(page);
  });

  it('adds an employee, resets the password, and the employee must change it at the next login', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('employee-reset');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await page.goto('/employee-management');
    await page.getByTestId('crud-add').click();
    for (const label of ['User Info', 'Position', 'Contact Info']) {
      await expect
        .poll(() => page.getByTestId('crud-form').getByRole('heading', { name: label }).isVisible())
        .toBe(true);
    }
    await page.getByTestId('crud-save').click();
    await expect.poll(() => page.getByText('First Name is required!').isVisible()).toBe(true);
    const form = page.getByTestId('crud-form');
    await form.getByLabel('First Name').fill('Hana');
    await form.getByLabel('Last Name').fill('Kereama');
    await form.getByLabel('Username').fill('hana.k');
    await form.getByLabel('Password').fill('first-password-1');
    await page.getByTestId('crud-save').click();
    await expect.poll(() => row('hana.k').count()).toBe(1);

    await row('hana.k').getByTestId('reset-password').click();
    await page.getByText('Reset the password of hana.k?').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const secret = (await page.getByTestId('temporary-password').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^\S{8,}$/);
    expect(await page.getByTestId('reset-password-result').textContent()).toContain(`Reset to ${secret}`);
    await page.locator('.ant-modal', { hasText: 'Password reset' }).getByRole('button', { name: 'OK' }).click();
    await logOut(page);

    await logIn(page, 'hana.k', { password: secret });
    await expect.poll(() => page.getByTestId('password-change-required').isVisible()).toBe(true);
    await page.getByLabel('Old Password').fill(secret);
    await page.getByLabel('New Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByTestId('password-change-required').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Hi, Hana Kereama');
  });
});
