import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

// Issue 14 (first part): every warehouse screen built so far opens with the demo data, under its title, without an
// Error! dialog. The journeys through them are API-tested; the e2e journeys come with the rest of the issue.
const SCREENS: { url: string; title: string; shows: string }[] = [
  { url: '/warehouse-management', title: 'Warehouse Management', shows: '[data-testid=shelf-tile]' },
  { url: '/box-management', title: 'Obsolete Box', shows: '.ant-table-row' },
  { url: '/HoldProductList', title: 'Hold Products', shows: '.ant-table-row' },
  { url: '/box-info', title: 'Boxes Info', shows: '.ant-table-row' },
  { url: '/raw-material-application-management', title: 'Raw Material Application', shows: '.ant-table-row' },
  { url: '/warehouse-confirm', title: 'Warehouse Confirm', shows: '.ant-table-row' },
  { url: '/application-details', title: 'Application Details', shows: '.ant-table-row' },
  { url: '/raw-material-box-management', title: 'Obsolete Raw Material Box', shows: '.ant-table-row' },
];

describe('the warehouse screens', () => {
  it('open with the demo data under their titles, and no call fails', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('warehouse-screens');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    for (const screen of SCREENS) {
      await page.goto(screen.url);
      await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(screen.title);
      await page.locator(screen.shows).first().waitFor();
      await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
      expect({ url: screen.url, errors: await page.getByTestId('api-error-message').allTextContents() }).toEqual({
        url: screen.url,
        errors: [],
      });
    }
    await logOut(page);
  });
});
