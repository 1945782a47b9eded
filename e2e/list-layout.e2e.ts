import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

const browser = useBrowser();

/** The header cells of the page's list whose boxes overlap another's: a sticky column covering the last ones. */
async function overlappingHeaders(page: Page): Promise<string[]> {
  return page
    .locator('.ant-table-thead')
    .first()
    .evaluate((thead) => {
      const cells = Array.from(thead.querySelectorAll('tr:first-child > th')).filter(
        (th) => !th.classList.contains('ant-table-cell-scrollbar'),
      );
      const boxes = cells.map((th) => ({ text: th.textContent?.trim() ?? '', rect: th.getBoundingClientRect() }));
      const overlaps: string[] = [];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const shared = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          if (shared > 1) overlaps.push(`${a.text || '(blank)'} / ${b.text || '(blank)'}`);
        }
      }
      return overlaps;
    });
}

describe('wide lists at 1440 px', () => {
  it('Customers, Delivered and Invoices: no column is hidden under another (no sticky Actions column)', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('list-layout');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    for (const url of ['/customer-management-page', '/delivered', '/invoice']) {
      await page.goto(url);
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
      expect(await page.locator('.ant-table-thead th').count()).toBeGreaterThan(3);
      expect({ url, overlaps: await overlappingHeaders(page) }).toEqual({ url, overlaps: [] });
    }
    await logOut(page);
  });
});
