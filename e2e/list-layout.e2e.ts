import { MOBILE_GROUP, type TSessionPage } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, pick } from './antd.ts';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 30 item 12 and issue 31 item 21: every list fits 1,440 px with its key column and its actions visible. As
// admin at 1440 x 900, every page of the menu that shows a list, with its first rows (or its empty state) shown:
// (a) the key column's header, the Actions header and the Status header (when there are) lie within the screen;
// (b) scrolled in steps to its right end, every column is at some point wholly in view and uncovered by a pinned
//     column, and at the end no two header cells overlap (a left-pinned column over the columns scrolled past it is
//     what pinning means) and the last column's header is within the screen;
// (c) a table that scrolls sideways has its scrollbar on the screen (antd's sticky scrollbar, or the table's own).

/** Pages of the menu that show no list: maps, dashboards, forms and trees. */
const NOT_LISTS = new Set([
  '/warehouse-management',
  '/temporary-zone',
  '/same-batch',
  '/production-dashboard',
  '/return-management',
  '/daily-report',
  '/role-page-mapping-management',
  '/sales-product-infos',
  // A trace form first; its tables show once a trace is run (e2e/recall.e2e.ts).
  '/recall',
]);

/** What a page needs before its list shows: Packaging's jobs, of the line with one in process, open with the password. */
const OPEN_LIST: Record<string, (page: Page) => Promise<void>> = {
  '/packaging': async (page) => {
    const machine = page.getByTestId('packaging-machine');
    await expect.poll(() => machine.textContent()).not.toBe('');
    await pick(machine, 'Packaging Line 2');
    await page.getByTestId('packaging-unlock').click();
    const asked = dialog(page, /^Operator password/);
    await asked.getByTestId('operator-password').fill(DEMO_PASSWORD);
    await asked.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => asked.count()).toBe(0);
  },
};

/** Runs in the page: what is wrong with each list on it (tables in dialogs, popovers and expanded rows left out). */
async function listProblems(): Promise<string[]> {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const problems: string[] = [];
  const wrappers = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-wrapper')).filter(
    (wrapper) =>
      wrapper.offsetParent !== null &&
      !wrapper.closest('.ant-modal, .ant-drawer, .ant-popover, .ant-table-expanded-row'),
  );
  for (const [index, wrapper] of wrappers.entries()) {
    const name = wrappers.length > 1 ? `table ${index + 1}: ` : '';
    const thead = wrapper.querySelector('.ant-table-thead');
    const scroller = wrapper.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
    if (!thead || !scroller) continue;
    const headerCells = () =>
      Array.from(thead.querySelectorAll<HTMLElement>('tr:first-child > th')).filter(
        (th) => !th.classList.contains('ant-table-cell-scrollbar'),
      );
    const columnCells = () =>
      headerCells().filter(
        (th) =>
          !th.classList.contains('ant-table-selection-column') &&
          !th.classList.contains('ant-table-row-expand-icon-cell'),
      );
    const label = (th: Element) => th.textContent?.trim() || '(blank)';
    const inView = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const pinned = (th: Element) =>
      th.classList.contains('ant-table-cell-fix-start') ? 'start' : th.classList.contains('ant-table-cell-fix-end');
    const columns = columnCells();
    const key = columns[0];
    if (!key) continue;
    // (a)
    const named = [
      ['key column', key],
      ['Actions', columns.find((th) => th.classList.contains('list-actions') || label(th) === 'Actions')],
      ['Status', columns.find((th) => label(th) === 'Status')],
    ] as const;
    for (const [what, th] of named) {
      const text = label(th ?? key) === what ? what : `${what} (${label(th ?? key)})`;
      if (th && !inView(th.getBoundingClientRect())) problems.push(`${name}${text} off the screen`);
    }
    const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
    // (c)
    if (scrolls) {
      const sticky = wrapper.querySelector<HTMLElement>('.ant-table-sticky-scroll');
      const stickyBox = sticky?.getBoundingClientRect();
      const stickyShown = stickyBox && stickyBox.height > 0 && stickyBox.bottom <= height + 1;
      const ownShown = scroller.getBoundingClientRect().bottom <= height + 1;
      if (!stickyShown && !ownShown) problems.push(`${name}horizontal scrollbar below the screen`);
    }
    // (b)
    const seen = new Set<number>();
    const look = () => {
      const cells = columnCells();
      const box = scroller.getBoundingClientRect();
      for (const [i, th] of cells.entries()) {
        const rect = th.getBoundingClientRect();
        const within = rect.left >= Math.max(box.left, 0) - 1 && rect.right <= Math.min(box.right, width) + 1;
        const covered =
          !pinned(th) &&
          cells.some((other) => {
            if (other === th || !pinned(other)) return false;
            const over = other.getBoundingClientRect();
            return Math.min(over.right, rect.right) - Math.max(over.left, rect.left) > 1;
          });
        if (within && !covered) seen.add(i);
      }
    };
    const scrollTo = async (x: number) => {
      scroller.scrollLeft = x;
      scroller.dispatchEvent(new Event('scroll'));
      await nextFrame();
    };
    const end = scroller.scrollWidth - scroller.clientWidth;
    const step = Math.max(100, scroller.clientWidth / 3);
    for (let x = 0; ; x += step) {
      await scrollTo(Math.min(x, Math.max(end, 0)));
      look();
      if (x >= end) break;
    }
    const cells = columnCells();
    const never = cells.filter((_th, i) => !seen.has(i)).map(label);
    if (never.length > 0) problems.push(`${name}never wholly in view: ${never.join(', ')}`);
    const last = cells[cells.length - 1];
    if (last && !inView(last.getBoundingClientRect()))
      problems.push(`${name}last column ${label(last)} off the screen`);
    const boxes = headerCells().map((th) => ({ th, rect: th.getBoundingClientRect() }));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (pinned(a.th) === 'start' && !pinned(b.th)) continue;
        const shared = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        if (shared > 1) problems.push(`${name}${label(a.th)} overlaps ${label(b.th)} scrolled to the end`);
      }
    }
    await scrollTo(0);
  }
  return problems;
}

/** The pages admin holds, as the menu lists them, without the scan screens and the pages that show no list. */
async function listPages(page: Page): Promise<string[]> {
  const pages = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('packline.session') ?? '{}') as { pages?: TSessionPage[] }).pages ?? [],
  );
  return pages
    .filter((held) => held.group.groupName !== MOBILE_GROUP && !NOT_LISTS.has(held.pageUrl))
    .map((held) => held.pageUrl);
}

const browser = useBrowser();

describe('every list at 1440 x 900', () => {
  it('shows its key column, Status and Actions, reaches every column and keeps its scrollbar on the screen', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('list-layout');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    const urls = await listPages(page);
    expect(urls.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const url of urls) {
      await page.goto(url);
      await OPEN_LIST[url]?.(page);
      // The first rows or the empty state, the data in (no spinner on the table or the page).
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
      await page.locator('.ant-table-wrapper .ant-spin-spinning').first().waitFor({ state: 'hidden' });
      // An empty state may be shown before the rows come: then wait until the page has no call left in flight.
      if ((await page.locator('.ant-table-row').count()) === 0) {
        await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
      }
      const problems = await page.evaluate(listProblems);
      if (problems.length > 0) console.log(`[list-layout] ${url}: ${problems.join('; ')}`);
      failures.push(...problems.map((problem) => `${url}: ${problem}`));
    }
    expect(failures).toEqual([]);
    await logOut(page);
  }, 300_000);

  it('keeps the columns a user ticks in the Columns chooser, for that user only', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('list-layout-columns');
    const headers = () => page.locator('.ant-table-thead th').allTextContents();
    const openWorkOrders = async () => {
      await page.goto('/work-order');
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    };
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openWorkOrders();
    expect(await headers()).not.toContain('Created At');
    await page.getByTestId('column-chooser').click();
    await page.getByTestId('column-chooser-panel').getByRole('checkbox', { name: 'Created At' }).check();
    await expect.poll(headers).toContain('Created At');
    // On return, and after signing in again, the choice holds.
    await openWorkOrders();
    await expect.poll(headers).toContain('Created At');
    await logOut(page);
    // Another person keeps the list's defaults.
    await logIn(page, 'production');
    await expectPath(page, '/home');
    await openWorkOrders();
    await expect.poll(headers).toContain('Work Order No');
    expect(await headers()).not.toContain('Created At');
    await logOut(page);
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    await openWorkOrders();
    await expect.poll(headers).toContain('Created At');
    await page.getByTestId('column-chooser').click();
    await page.getByTestId('column-chooser-panel').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(headers).not.toContain('Created At');
    await logOut(page);
  });
});
