import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'packline-demo';

/** Logs in through the login page as a person would; waits until the landing page is shown. */
export async function logIn(page: Page, userName: string, options: { customer?: boolean; password?: string } = {}) {
  await page.goto('/');
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
  for (let attempt = 1; ; attempt++) {
    // The Loading... overlay stays 1 s after the last call (spec 01 §8) and would take the click on Logout.
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    try {
      await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === path, { timeout: 10_000 });
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(path);
}
