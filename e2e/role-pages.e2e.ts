import { MOBILE_GROUP, type TSessionPage } from '@packline/domain';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visibleDropdowns } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 30: test as the role that uses the screen, never only as admin. Each demo role opens every page it holds, opens
// the page's New (or Add) dialog and types into every picker the server searches (RemoteSelect marks them data-picker):
// a refused search comes only when the picker searches, so loading the page is not enough. Any API call answering
// 401, 403 or 5xx fails the role, listed with its page.

const ROLES = ['sales', 'accounts', 'gm', 'production', 'packaging', 'warehouse', 'buyer', 'approver', 'hr', 'manager'];

/** The button that opens a page's create dialog: 'New WorkOrder', 'New Ticket', a list's 'Add'. */
const NEW_BUTTON = /^(plus )?(New \S.*|Add)$/;
/** A few letters to search by: each search of one page load differs, so none is answered from the query cache. */
const SEARCHES = ['a', 'e', 'o', 'i', 'u', 'r', 's', 't'];

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
const refused = (status: number) => status === 401 || status === 403 || status >= 500;

/** Watches the API calls from now on: those refused or failed, and how many are still in flight. */
function watchApi(page: Page) {
  const inFlight = new Set<Request>();
  const failures: string[] = [];
  let where = '';
  const sent = (request: Request) => {
    // The production event stream stays open while its screen is shown; it is not a call that finishes.
    if (isApi(request.url()) && request.resourceType() !== 'eventsource') inFlight.add(request);
  };
  const settle = (request: Request) => inFlight.delete(request);
  const answered = (response: Response) => {
    if (!isApi(response.url()) || !refused(response.status())) return;
    const { pathname, search } = new URL(response.url());
    failures.push(`${where}: ${response.request().method()} ${pathname}${search} answered ${response.status()}`);
  };
  page.on('request', sent);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', answered);
  return {
    failures,
    /** Names the role and page the next calls belong to. */
    at: (role: string, url: string) => {
      where = `${role} ${url}`;
    },
    /** Every call the page has made has answered (a call cut short by the next page would go unseen). */
    settled: () => expect.poll(() => inFlight.size, { timeout: 20_000 }).toBe(0),
    stop: () => {
      page.off('request', sent);
      page.off('requestfinished', settle);
      page.off('requestfailed', settle);
      page.off('response', answered);
    },
  };
}

/** The pages the signed-in role holds, as the menu lists them (the session the web keeps), without the scan screens. */
async function heldPages(page: Page): Promise<TSessionPage[]> {
  const pages = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('packline.session') ?? '{}') as { pages?: TSessionPage[] }).pages ?? [],
  );
  // The Mobile group's screens scan with the phone's camera.
  return pages.filter((held) => held.group.groupName !== MOBILE_GROUP);
}

/** What a role's walk did: pages opened, New dialogs opened, picker searches (call → times). */
interface TWalk {
  pages: number;
  dialogs: string[];
  searches: Map<string, number>;
}

/** Types into each server-searched picker in `scope` and waits for its search to answer and its list to show. */
async function searchPickers(page: Page, scope: Locator, letters: string[], walk: TWalk) {
  const pickers = scope.locator('[data-picker]:visible');
  for (let index = 0; index < (await pickers.count()); index++) {
    const picker = pickers.nth(index);
    const path = `/api${await picker.getAttribute('data-picker')}`;
    const input = picker.getByRole('combobox');
    if (!(await input.isEditable())) continue;
    const text = letters.shift() ?? 'TUI';
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === path && url.searchParams.get('search') === text;
    });
    await input.fill(text);
    const response = await answered;
    // Its options or its empty state ('No match', or what went wrong), once the search has answered.
    const shown = visibleDropdowns(page).locator('.ant-select-item-option, .ant-select-item-empty');
    await expect
      .poll(async () => (await shown.count()) > 0 && !(await shown.first().textContent())?.includes('…'))
      .toBe(true);
    // A refused search tells the user so, never 'No match' (the refusal itself is listed by watchApi).
    if (!response.ok()) expect(await shown.first().textContent()).toMatch(/^Could not load: /);
    walk.searches.set(path, (walk.searches.get(path) ?? 0) + 1);
    // Leaving the field closes its list (Escape would close the dialog as well).
    await input.blur();
  }
}

/**
 * Opens `url` as the signed-in role: its title, its pickers, its New dialog's (a fresh load each time, so no search is
 * answered from the last page's cache and no dialog is left open). Says what kept it from doing so, or null.
 */
async function visit(page: Page, url: string, walk: TWalk): Promise<string | null> {
  await page.goto(url);
  const title = page.getByTestId('page-title');
  const notFound = page.getByTestId('not-found-page');
  const failed = page.getByTestId('route-error');
  await title.or(notFound).or(failed).first().waitFor();
  if (await failed.isVisible()) return 'the screen failed to render';
  if (await notFound.isVisible()) return null;
  walk.pages += 1;
  const letters = [...SEARCHES];
  const main = page.locator('.shell-content');
  await searchPickers(page, main, letters, walk);
  const create = main.getByRole('button', { name: NEW_BUTTON }).filter({ visible: true });
  // A refused read shows its Error! dialog over the page: the refusal is already listed.
  if ((await create.count()) === 0 || (await page.getByTestId('api-error-message').count()) > 0) return null;
  const name = (await create.first().textContent())?.trim() ?? '';
  await create.first().click();
  const dialog = page.getByRole('dialog').filter({ visible: true }).last();
  await dialog.waitFor();
  walk.dialogs.push(`${url} ${name}`);
  await searchPickers(page, dialog, letters, walk);
  return null;
}

const browser = useBrowser();

describe('every demo role, every page it holds', () => {
  for (const role of ROLES) {
    it(`${role}: no call answers 401, 403 or 5xx, picker searches included`, async () => {
      const { page } = browser;
      browser.keepScreenshotOnFailure(`role-pages-${role}`);
      await logIn(page, role);
      await expectPath(page, '/home');
      const held = await heldPages(page);
      expect(held.length).toBeGreaterThan(0);
      const api = watchApi(page);
      const walk: TWalk = { pages: 0, dialogs: [], searches: new Map() };
      for (const { pageUrl } of held) {
        api.at(role, pageUrl);
        const problem = await visit(page, pageUrl, walk).catch((error: Error) => error.message.split('\n')[0]);
        if (problem) api.failures.push(`${role} ${pageUrl}: ${problem}`);
        await api.settled();
      }
      api.stop();
      console.log(
        `[${role}] ${walk.pages} of ${held.length} pages opened; New dialogs: ${walk.dialogs.join(', ') || 'none'}; ` +
          `picker searches: ${[...walk.searches].map(([path, times]) => `${path} ×${times}`).join(', ') || 'none'}`,
      );
      expect(api.failures).toEqual([]);
      // A fresh load: the last page's dialog is not in the way of the user menu.
      await page.goto('/home');
      await logOut(page);
    }, 600_000);
  }
});
