import { PAGE_GROUPS } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { DEMO_PASSWORD, expectPath, logIn, logOut } from './session.ts';

/** Change Password from the user menu, as the signed-in employee. */
async function changePassword(page: Page, from: string, to: string) {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await page.getByLabel('Old Password').fill(from);
  await page.getByLabel('New Password').fill(to);
  await page.getByLabel('Confirm Password').fill(to);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect.poll(() => page.getByText('Success!').isVisible()).toBe(true);
}

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

  it('at 1440 px: menu names a person reads, groups that fit or fold, urgent and finished apart, Due in view', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('staff-home-1440');
    expect(page.viewportSize()?.width).toBe(1440);
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await expect.poll(() => page.getByTestId('notice-board').isVisible()).toBe(true);

    // Every page the menu offers has a title, not a note from the route checklist.
    const names = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('packline.session') ?? '{}') as { pages?: { pageName: string }[] };
      return (stored.pages ?? []).map((p) => p.pageName);
    });
    expect(names.length).toBeGreaterThan(100);
    for (const name of names)
      expect(name).not.toMatch(/placeholder|\((all|[^)]*\b(filter|screen|form|view|dialog|mapping)\b|sales-specific)/i);
    for (const title of [
      'Quotations',
      'Invoices',
      'Customer',
      'Tickets',
      'Order Management',
      'Draft Orders',
      'Dispatch list',
    ]) {
      expect(names).toContain(title);
    }

    // The groups shown in the bar end before the user menu; the rest fold into one '…' item.
    const menu = page.getByTestId('staff-menu');
    const userMenu = await page.getByTestId('user-menu').boundingBox();
    const shown = menu.locator(':scope > li.ant-menu-overflow-item:visible');
    const boxes = await shown.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
    expect(boxes.length).toBeGreaterThan(3);
    for (const right of boxes) expect(right).toBeLessThanOrEqual(userMenu?.x ?? 0);
    const clipped = await menu
      .locator('.ant-menu-title-content:visible')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).length);
    expect(clipped).toBe(0);

    // Home: urgent and finished boxes say which they are and differ in lightness, not only in a close hue.
    const urgent = page.getByTestId('dashboard-box-Dispatched-2');
    const finished = page.getByTestId('dashboard-box-Dispatched-3');
    await expect.poll(() => urgent.textContent()).toContain('urgent');
    expect(await finished.textContent()).toContain('finished');
    const lightness = (locator: typeof urgent) =>
      locator.evaluate((element) => {
        const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
      });
    expect((await lightness(finished)) - (await lightness(urgent))).toBeGreaterThan(0.2);

    // The outstanding list's Due column is whole on screen, not cut at the edge of its card.
    const outstanding = page.getByTestId('outstanding');
    await expect.poll(() => outstanding.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    const due = await outstanding.locator('th', { hasText: /^Due$/ }).first().boundingBox();
    const card = await outstanding.boundingBox();
    expect(due).not.toBeNull();
    expect((due?.x ?? 0) + (due?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
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
    // spec 01 §2: the login page still offers the customer's choice after Logout, and after a reload.
    const chosen = page.getByTestId('login-type').locator('.ant-segmented-item-selected');
    await expect.poll(() => chosen.textContent()).toBe('Customer Login');
    await page.reload();
    await expect.poll(() => chosen.textContent()).toBe('Customer Login');
    await page.getByTestId('login-type').getByText('Staff Login').click();
  });

  it('changes a password from the user menu; the new one logs in and the old one does not', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('change-password');
    await logIn(page, 'hr');
    await expectPath(page, '/home');
    await changePassword(page, DEMO_PASSWORD, 'a-new-secret-2026');
    await logOut(page);

    await logIn(page, 'hr');
    await expect
      .poll(() => page.getByText('Incorrect username or password.').isVisible(), { timeout: 8000 })
      .toBe(true);
    await logIn(page, 'hr', { password: 'a-new-secret-2026' });
    await expectPath(page, '/home');
    // Back to the demo password: other journeys sign in as hr.
    await changePassword(page, 'a-new-secret-2026', DEMO_PASSWORD);
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
