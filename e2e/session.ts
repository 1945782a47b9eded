import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'packline-demo';

/** Logs in through the login page as a person would; waits until the landing page is shown. */
export async function logIn(page: Page, userName: string, options: { customer?: boolean; password?: string } = {}) {
  await page.goto('/');
  // A test that failed before its logout leaves the session open: end it, so one failure does not fail the next tests.
  const loginForm = page.getByTestId('login-type');
  const staffShell = page.getByTestId('user-menu');
  const customerLogout = page.getByTestId('customer-logout');
  await loginForm.or(staffShell).or(customerLogout).first().waitFor();
  if (await staffShell.isVisible()) await logOut(page);
  else if (await customerLogout.isVisible()) await customerLogout.click();
  await loginForm.waitFor();
  await page
    .getByTestId('login-type')
    .getByText(options.customer ? 'Customer Login' : 'Staff Login')
    .click();
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
}

export async function logOut(page: Page) {
  // A dialog that is still animating closed swallows the click; wait for it, and try the menu again if needed.
  await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  for (let attempt = 1; ; attempt++) {
    try {
      // The Loading... overlay spins 1 s past the last call (spec 01 §8) and would take the click on Logout; at rest
      // it stays in the page, transparent to clicks, with aria-busy false.
      await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
      // The user menu opens on hover; on a busy machine it can close again before the click, so open it each time.
      await page.getByTestId('user-menu').hover();
      await logout.click({ timeout: 5000 });
      await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.mouse.move(0, 0);
    }
  }
}

export async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === path, { timeout: 10_000 });
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(path);
}
