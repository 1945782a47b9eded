import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES, PUBLIC_QUOTE_URL } from '@packline/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { read } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 29 §5: the server's Content-Security-Policy (apps/server/src/http/security-headers.ts) lets every screen of
// the built app work: the login, each staff screen as the admin opens it, the customer's quote page, the API docs and
// the camera scanner's WebAssembly. Any `securitypolicyviolation` in a page, or a CSP error in its console, fails.

const browser = useBrowser();

declare global {
  interface Window {
    cspViolations?: string[];
    inlineScriptRan?: boolean;
  }
}

/** Run in every document before its own scripts: keeps each violation the document reports. */
function collectViolations() {
  const seen: string[] = [];
  window.cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(
      `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI} ` +
        `at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/** The violations the current document reported so far (none when the listener is missing: then it fails). */
const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations ?? ['(no listener in this document)']);

const consoleErrors: string[] = [];

beforeAll(async () => {
  const { page, context } = browser;
  await context.addInitScript(collectViolations);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
});

const SHOWN = '[data-testid="page-title"], [data-testid="not-found-page"], [data-testid="route-error"]';
const SEEN = 'data-csp-seen';

/**
 * Opens `url` inside the app (as its menu does, without reloading the document) and waits for its screen: a title
 * that is not the one the last screen showed (or the one shown, when it is there already). Resolves to a problem.
 */
async function showScreen(page: Page, url: string): Promise<string | null> {
  await page.evaluate(
    ({ to, shown, seen }) => {
      if (window.location.pathname === to) return;
      document.querySelector(shown)?.setAttribute(seen, document.querySelector(shown)?.textContent ?? '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: url, shown: SHOWN, seen: SEEN },
  );
  await expectPath(page, url);
  await page.waitForFunction(
    ({ shown, seen }) => {
      const screen = document.querySelector(shown);
      return screen !== null && screen.getAttribute(seen) !== screen.textContent;
    },
    { shown: SHOWN, seen: SEEN },
  );
  return (await page.getByTestId('route-error').count()) > 0 ? `${url}: the screen failed to open` : null;
}

/** The .wasm file the build wrote for the camera's ZXing reader. */
function scannerWasmUrl(): string {
  const assets = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');
  const name = readdirSync(assets).find((file) => file.endsWith('.wasm'));
  if (!name) throw new Error(`No .wasm in ${assets}`);
  return `/assets/${name}`;
}

describe('the Content-Security-Policy of the built app', () => {
  it('is in force: an injected inline script is refused and reported', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('csp-in-force');
    const reply = await page.goto('/');
    expect(reply?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByTestId('login-type').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.head.append(script);
      return window.inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violationsOf(page)).toEqual([expect.stringContaining('script-src-elem refused inline')]);
    consoleErrors.length = 0;
  });

  it('blocks nothing on the login page and on every staff screen the admin opens', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('csp-screens');
    await page.goto('/');
    await page.getByTestId('login-type').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await logIn(page, 'admin');
    await expectPath(page, '/home');

    const problems: string[] = [];
    for (const { url } of PAGES) {
      const problem = await showScreen(page, url);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    // What the last screen still loads (its rows, their images) is in the page before it is checked.
    await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it('lets the camera scanner compile its WebAssembly', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('csp-wasm');
    await page.goto('/mobile/lookup');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Scan: Lookup');
    const exports = await page.evaluate(async (url) => {
      const module = await WebAssembly.compile(await (await fetch(url)).arrayBuffer());
      return WebAssembly.Module.exports(module).length;
    }, scannerWasmUrl());
    expect(exports).toBeGreaterThan(0);
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('blocks nothing on the public quote page and the API docs', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('csp-public');
    const quotes = await read<{ quotationId: number; quotationNo: string }[]>(page, 'Quotation/GetAllQuotation');
    // A demo quote whose link opens (one with its customer and the employee who made it).
    const quote = await page.evaluate(async (rows) => {
      for (const row of rows.slice(0, 20)) {
        const path = `/api/Quotation/GetQuotationByIdAndNo?id=${row.quotationId}&quotationNo=${row.quotationNo}`;
        if ((await (await fetch(path)).json()).success) return row;
      }
      return null;
    }, quotes);
    if (!quote) throw new Error('No demo quotation opens on the public page');

    await page.goto(`${PUBLIC_QUOTE_URL}?number_id=${quote.quotationNo}_${quote.quotationId}`);
    await expect.poll(() => page.getByTestId('public-quote').textContent()).toContain(quote.quotationNo);
    expect(await violationsOf(page)).toEqual([]);

    await page.goto('/api/docs');
    await expect.poll(() => page.locator('.swagger-ui .info .title').textContent()).toContain('Packline API');
    await page.locator('.opblock').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
