import { PAGES } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { read, rowOf } from './screens.ts';
import { DEMO_PASSWORD, expectPath, logIn } from './session.ts';

// Issue 30, the operator's journey on a phone (390 × 844, touch) with the demo data: the menu drawer leads to
// Suborders, the operator arranged today (the demo arranges every day, weekends too) takes a waiting step with the
// operator password and completes it; the Task dashboard is in the drawer too.

const browser = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const titleOf = (url: string) => PAGES.find((p) => p.url === url)?.title ?? url;
const pageTitle = (page: Page) => page.getByTestId('page-title').textContent();

interface TStep {
  suborderId: number;
  sequenceNo: number;
  machineId: number | null;
  machineName: string | null;
  suborderStatusId: number;
}
interface TWorkOrder {
  workOrderNo: string;
  orderId: number | null;
  suborders: TStep[];
}

/** Opens the menu drawer and taps the page `url`. */
async function openFromDrawer(page: Page, url: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByTestId('staff-drawer-menu');
  await drawer.waitFor();
  await drawer
    .getByRole('link', { name: titleOf(url), exact: true })
    .first()
    .click();
  await expectPath(page, url);
  await drawer.waitFor({ state: 'hidden' });
  await expect.poll(() => pageTitle(page)).toBe(titleOf(url));
}

describe('the operator on a phone', () => {
  it('reaches Suborders from the menu drawer, takes a step and completes it; the Task dashboard is a tap away', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('operator-phone');
    await logIn(page, 'production');
    await expectPath(page, '/home');

    // A demo work order not made for a sales order, its first step waiting on a machine.
    const orders = await read<TWorkOrder[]>(page, 'WorkOrder/GetTrackingInfo?status=1,2');
    const waiting = orders
      .filter((w) => w.orderId === null)
      .map((w) => ({ w, step: [...w.suborders].sort((a, b) => a.sequenceNo - b.sequenceNo)[0] }))
      .find(({ step }) => step?.suborderStatusId === 1 && step.machineId !== null);
    if (!waiting) throw new Error('The demo has no waiting first step');
    const { w, step } = waiting;

    await openFromDrawer(page, '/suborder');
    await page
      .getByTestId('machine-card')
      .filter({ has: page.getByText(step.machineName ?? '', { exact: true }) })
      .tap();
    const row = rowOf(page.getByTestId('suborder-jobs'), step.suborderId);
    await row.waitFor();

    await row.getByTestId('suborder-take').tap();
    const asked = dialog(page, /^Operator password/);
    await asked.waitFor();
    await asked.getByTestId('operator-password').fill(DEMO_PASSWORD);
    await expectSuccess(page, () => asked.getByRole('button', { name: 'OK' }).tap());
    await expect.poll(() => asked.count()).toBe(0);

    await row.getByTestId('suborder-complete').tap();
    const complete = dialog(page, `Complete — ${w.workOrderNo}`);
    await complete.waitFor();
    await expectSuccess(page, () => complete.getByTestId('suborder-complete-submit').tap());
    await expect.poll(() => complete.count()).toBe(0);
    // Complete leaves the default filter (Awaiting, In process, Paused).
    await expect.poll(() => row.count()).toBe(0);

    await openFromDrawer(page, '/production-dashboard');
  }, 120_000);
});
