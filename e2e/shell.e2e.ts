import { PAGE_GROUPS } from '@packline/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { DEMO_PASSWORD, expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

describe('login, menu, 404 and logout', () => {
  it('refuses an empty form and a wrong password with the spec messages', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('login-refusals');
    await page.goto('/');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText('Please input your Username!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please input your Password!').isVisible()).toBe(true);

    await logIn(page, 'admin', { password: 'not-the-password' });
    await expect
      .poll(() => page.getByText('Incorrect username or password.').isVisible(), { timeout: 8000 })
      .toBe(true);
    await expectPath(page, '/');
  });

  it('lands staff on /home with the menu groups in sorting order and no Mobile group', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('staff-home');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Hi, System Administrator');
    await expect.poll(() => page.getByTestId('notice-board').isVisible()).toBe(true);

    const groups = await page
      .getByTestId('staff-menu')
      .locator(':scope > li.ant-menu-submenu .ant-menu-title-content')
      .allTextContents();
    const expected = PAGE_GROUPS.filter((g) => g.groupName !== 'Mobile')
      .toSorted((a, b) => a.sortingOrder - b.sortingOrder)
      .map((g) => g.groupName);
    expect(groups).toEqual(expected);
  });

  it('opens a page from the menu and shows the 404 page for an unknown path, with Back Home', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('menu-404');
    await page.goto('/city-management');
    await expect.poll(() => page.getByRole('heading', { name: 'City' }).isVisible()).toBe(true);

    await page.goto('/no-such-screen');
    await expect.poll(() => page.getByText('Sorry, the page you visited does not exist.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back Home' }).click();
    await expectPath(page, '/home');
    await logOut(page);
  });

  it('sends a staff member without the page back to the login with the origin, and returns there after login', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('guard-origin');
    await page.goto('/city-management');
    await expectPath(page, '/');
    await logIn(page, 'admin');
    await expectPath(page, '/city-management');
    await logOut(page);

    // The sales role does not have the page management screen.
    await logIn(page, 'sales');
    await expectPath(page, '/home');
    await page.goto('/page-management');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/page-management');
    await logOut(page);
  });

  it('logs a customer in to the customer page, remembers the login type and logs out', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('customer-login');
    await logIn(page, 'cafe-aroha', { customer: true });
    await expectPath(page, '/sales-order-management-for-customer');
    await expect.poll(() => page.getByTestId('customer-greeting').textContent()).toMatch(/^Hi, /);

    // A customer never reaches staff pages.
    await page.goto('/city-management');
    await expect.poll(() => page.getByTestId('customer-logout').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'City' }).count()).toBe(0);

    await page.getByTestId('customer-logout').click();
    await expectPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('packline.loginType'))).toBe('customer');
    await page.getByTestId('login-type').getByText('Staff Login').click();
  });

  it('changes a password from the user menu; the new one logs in and the old one does not', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('change-password');
    await logIn(page, 'hr');
    await expectPath(page, '/home');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByLabel('Old Password').fill(DEMO_PASSWORD);
    await page.getByLabel('New Password').fill('a-new-secret-2026');
    await page.getByLabel('Confirm Password').fill('a-new-secret-2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Success!').isVisible()).toBe(true);
    await logOut(page);

    await logIn(page, 'hr');
    await expect
      .poll(() => page.getByText('Incorrect username or password.').isVisible(), { timeout: 8000 })
      .toBe(true);
    await logIn(page, 'hr', { password: 'a-new-secret-2026' });
    await expectPath(page, '/home');
    await logOut(page);
  });

  it('locks the screen after the idle time, refuses a wrong password and unlocks with the right one', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('idle-lock');
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('packline.idleLockSeconds', '2'));
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const lock = page.getByTestId('idle-lock');
    await expect.poll(() => lock.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText('Screen locked').isVisible()).toBe(true);

    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => lock.getByText('Please input your password!').isVisible()).toBe(true);
    await lock.locator('input[type=password]').fill('wrong-password');
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => lock.getByText('Wrong password').isVisible()).toBe(true);

    // Locked survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('idle-lock').isVisible()).toBe(true);
    await page.evaluate(() => localStorage.removeItem('packline.idleLockSeconds'));
    await page.getByTestId('idle-lock').locator('input[type=password]').fill(DEMO_PASSWORD);
    await page.getByTestId('idle-lock').getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => page.getByTestId('idle-lock').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('notice-board').isVisible()).toBe(true);
  });

  it('Relogin from the lock clears storage and returns to the login', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('idle-relogin');
    await page.evaluate(() => localStorage.setItem('packline.idleLockSeconds', '1'));
    await page.reload();
    const lock = page.getByTestId('idle-lock');
    await expect.poll(() => lock.isVisible(), { timeout: 10_000 }).toBe(true);
    await lock.getByRole('button', { name: 'Relogin' }).click();
    await expectPath(page, '/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});
