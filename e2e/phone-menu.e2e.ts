import { MOBILE_GROUP, MOBILE_SCAN_URLS, PAGES, type TSessionPage } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noteShot, useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// Issue 30 item 3, the shell on a phone: the top menu folds into a drawer behind a Menu button, Home offers the scan
// screens the user's pages allow as big buttons, each scan screen links to the others, and none scrolls sideways.

const PHONE = { width: 390, height: 844 };
const browser = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });
const shot = noteShot;

const titleOf = (url: string) => PAGES.find((page) => page.url === url)?.title ?? url;
const pageTitle = (page: Page) => page.getByTestId('page-title').textContent();

/** The pages the signed-in person's menu is built from (the session the shell keeps). */
const sessionPages = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('packline.session') ?? '{}').pages as TSessionPage[]);

describe('the staff shell on a phone', () => {
  it('opens the menu from a drawer, and every menu page is one tap inside it', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('phone-menu-drawer');
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');
    await expect.poll(() => pageTitle(page)).toBe('Home');
    // No room for the top menu: the Menu button stands in for it.
    expect(await page.getByTestId('staff-menu').count()).toBe(0);
    await shot(page, '30-3-after-home');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawerMenu = page.getByTestId('staff-drawer-menu');
    await drawerMenu.waitFor();
    await shot(page, '30-3-after-drawer');
    // Every group is open: each of the menu's pages is a link seen at once, the second tap.
    const menuPages = (await sessionPages(page)).filter((p) => p.group.groupName !== MOBILE_GROUP);
    expect(menuPages.length).toBeGreaterThan(0);
    for (const menuPage of menuPages) {
      expect(await drawerMenu.getByRole('link', { name: menuPage.pageName, exact: true }).first().isVisible()).toBe(
        true,
      );
    }

    await drawerMenu.getByRole('link', { name: 'Pallets', exact: true }).click();
    await expectPath(page, '/pallet-list');
    await drawerMenu.waitFor({ state: 'hidden' });
    await expect.poll(() => pageTitle(page)).toBe('Pallets');
  });

  it('offers the scan screens on Home, and each scan screen links to the others', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('phone-menu-scan');
    await page.goto('/home');
    const buttons = page.getByTestId('scan-buttons');
    for (const url of Object.values(MOBILE_SCAN_URLS)) {
      await buttons
        .getByRole('button')
        .filter({ hasText: titleOf(url) })
        .waitFor();
    }
    await buttons
      .getByRole('button')
      .filter({ hasText: titleOf(MOBILE_SCAN_URLS.lookup) })
      .click();
    await expectPath(page, MOBILE_SCAN_URLS.lookup);
    await expect.poll(() => pageTitle(page)).toBe(titleOf(MOBILE_SCAN_URLS.lookup));

    const links = page.getByTestId('scan-links');
    // The screen does not link to itself.
    expect(
      await links
        .getByRole('link')
        .filter({ hasText: titleOf(MOBILE_SCAN_URLS.lookup) })
        .count(),
    ).toBe(0);
    await links
      .getByRole('link')
      .filter({ hasText: titleOf(MOBILE_SCAN_URLS.relocateBoxes) })
      .click();
    await expectPath(page, MOBILE_SCAN_URLS.relocateBoxes);
    await expect.poll(() => pageTitle(page)).toBe(titleOf(MOBILE_SCAN_URLS.relocateBoxes));
  });

  it('keeps every scan screen within the phone: no sideways scroll', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('phone-menu-width');
    for (const url of Object.values(MOBILE_SCAN_URLS)) {
      await page.goto(url);
      await expect.poll(() => pageTitle(page)).toBe(titleOf(url));
      await page.getByTestId('scan-links').waitFor();
      await shot(page, `30-3-after${url.replaceAll('/', '-')}`);
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll, url).toBeLessThanOrEqual(width.client);
    }
  });
});
