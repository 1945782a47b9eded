import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

export const DEMO_PASSWORD = 'packline-demo';
const artifacts = join(import.meta.dirname, '..', '.e2e-artifacts');

// An action on an element that never becomes actionable fails after this, naming the element, instead of running
// into the test's own timeout with no clue (playwright-core waits forever by default).
const ACTION_TIMEOUT_MS = 20_000;

/** What a test file may change about its browser: a phone's screen and touch (isMobile, hasTouch, viewport). */
export type TDevice = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'>;

async function launch(profile: string, device: TDevice = {}): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    baseURL: inject('baseUrl'),
    viewport: { width: 1440, height: 900 },
    // The app then drops antd's animations (shell/theme.ts): no click lands on a dialog still zooming in or out.
    reducedMotion: 'reduce',
    ...device,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/** A second browser with its own empty profile (no cookies): someone who received a link, not the signed-in user. */
export async function openFreshBrowser(): Promise<{ page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'packline-chromium-'));
  const context = await launch(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One fresh Chromium profile per test file (docs/architecture.md §7 flags); a screenshot is kept when a test fails. */
export function useBrowser(device: TDevice = {}) {
  const state: { context: BrowserContext | null; page: Page | null; profile: string } = {
    context: null,
    page: null,
    profile: '',
  };
  beforeAll(async () => {
    state.profile = mkdtempSync(join(tmpdir(), 'packline-chromium-'));
    state.context = await launch(state.profile, device);
    state.page = state.context.pages()[0] ?? (await state.context.newPage());
  });
  afterAll(async () => {
    await state.context?.close();
    rmSync(state.profile, { recursive: true, force: true });
  });
  return {
    get page(): Page {
      if (!state.page) throw new Error('browser not started');
      return state.page;
    },
    get context(): BrowserContext {
      if (!state.context) throw new Error('browser not started');
      return state.context;
    },
    /** Call at the start of a test: keeps a screenshot of the page if the test fails. */
    keepScreenshotOnFailure(name: string) {
      onTestFailed(async () => {
        const page = state.page;
        if (!page) return;
        mkdirSync(artifacts, { recursive: true });
        await page.screenshot({ path: join(artifacts, `${name.replace(/\W+/g, '-')}.png`), fullPage: true });
        // CI keeps only the log: say where the page was and what it showed.
        const textOf = (selector: string) =>
          page
            .locator(selector)
            .allInnerTexts()
            .then((texts) => texts.join('\n---\n'))
            .catch(() => '(no text)');
        const dialogs = await textOf('.ant-modal-wrap:visible');
        const content = await textOf('main, .ant-layout-content');
        console.log(
          `[${name}] failed on ${page.url()}\n[${name}] dialogs:\n${dialogs.slice(0, 1500)}\n[${name}] content:\n${content.slice(0, 1000)}`,
        );
      });
    },
  };
}

/**
 * A screenshot for an issue's note (before / after, named by item), kept only when E2E_SHOTS_DIR names a folder: a
 * run in CI writes nothing. It waits for the Loading… overlay to rest either way, so a run is the same with or without.
 */
export async function noteShot(page: Page, name: string): Promise<void> {
  await page.locator('[data-testid="loading-overlay"][aria-busy="true"]').waitFor({ state: 'hidden' });
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`) });
}
