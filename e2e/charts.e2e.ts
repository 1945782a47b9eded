import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog } from './antd.ts';
import { noteShot, useBrowser } from './browser.ts';
import { cell, openScreen } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 31 "Pictures where people would rather look than read": each chart draws with the demo data, on the screen
// and as the role that uses it — the manager's Sales Report (revenue by month, top customers), a salesperson's Stock
// Monitor Stock Chart (90 days of stock, the MSL line), production's Daily Report (each machine's week of output
// against loss) — on a desktop and on a phone, with no API call refused or failing. Screenshots go to E2E_SHOTS_DIR when it is set.

const PHONE = { width: 390, height: 844 };
const desktop = useBrowser();
const phone = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });

declare global {
  interface Window {
    chartCspViolations?: string[];
  }
}

/** Run in every document before its scripts: keeps what the Content-Security-Policy refused. */
function collectCspViolations() {
  const seen: string[] = [];
  window.chartCspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective} refused ${event.blockedURI}`),
  );
}
const collecting = new WeakSet<object>();

/** API calls answered 401, 403 or 5xx from now on, and what the Content-Security-Policy refused (recharts included). */
async function watchRefusals(page: Page) {
  if (!collecting.has(page.context())) {
    collecting.add(page.context());
    await page.context().addInitScript(collectCspViolations);
  }
  const refused: string[] = [];
  const answered = (response: Response) => {
    const { pathname } = new URL(response.url());
    const status = response.status();
    if (pathname.startsWith('/api/') && (status === 401 || status === 403 || status >= 500))
      refused.push(`${pathname} answered ${status}`);
  };
  page.on('response', answered);
  return {
    refused,
    stop: async () => {
      page.off('response', answered);
      refused.push(...(await page.evaluate(() => window.chartCspViolations ?? ['(no CSP listener)'])));
    },
  };
}

/** The chart's svg has drawn more than `least` of `marks` (bars, dots), or a line of more than `least` points. */
async function expectDrawn(chart: Locator, marks: string, least: number) {
  await chart.locator(CHART_SVG).waitFor();
  await expect.poll(() => chart.locator(marks).count(), { message: `${marks} drawn` }).toBeGreaterThan(least);
}

async function shot(page: Page, chart: Locator, name: string) {
  await chart.scrollIntoViewIfNeeded();
  await noteShot(page, `charts-${name}`);
}

const BARS = '.recharts-bar-rectangle path, path.recharts-rectangle';
/** The chart's own svg (recharts draws each legend icon in a small svg of the same class). */
const CHART_SVG = '.recharts-wrapper > svg.recharts-surface';

async function salesReportCharts(page: Page, size: string) {
  await logIn(page, 'manager');
  await expectPath(page, '/home');
  const watch = await watchRefusals(page);
  await openScreen(page, '/salesReport/0', 'Sales Report');
  const revenue = page.getByTestId('sales-report-revenue-chart');
  const customers = page.getByTestId('sales-report-customers-chart');
  // The default range (a month back to tomorrow) spans two or three months; the demo's paid invoices fall in this one.
  await expectDrawn(revenue, BARS, 0);
  await expect.poll(() => revenue.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(1);
  await expectDrawn(customers, BARS, 0);
  // Ticks carry thousands separators and dollars.
  const ticks = await revenue
    .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .allTextContents();
  expect(
    ticks.some((tick) => /^\$\d{1,3}(,\d{3})+$/.test(tick)),
    ticks.join(' '),
  ).toBe(true);
  await shot(page, revenue, `sales-report-${size}`);
  await watch.stop();
  expect(watch.refused).toEqual([]);
}

async function stockChart(page: Page, size: string) {
  await logIn(page, 'sales');
  await expectPath(page, '/home');
  const watch = await watchRefusals(page);
  await openScreen(page, '/stock-monitor', 'Stock Monitor');
  const monitor = page.getByTestId('stock-monitor');
  await monitor.locator('tr.ant-table-row').first().waitFor();
  // A product in stock, preferring one with open orders or work orders to mark.
  const rows = await monitor.locator('tr.ant-table-row').all();
  let chosen: Locator | null = null;
  for (const row of rows) {
    const figure = async (title: string) => Number((await cell(monitor, row, title)).replaceAll(',', '') || 0);
    if ((await figure('In Stock')) <= 0) continue;
    chosen ??= row;
    if ((await figure('Pending Orders')) > 0 || (await figure('Work Order Qty')) > 0) {
      chosen = row;
      break;
    }
  }
  expect(chosen, 'a demo product in stock').not.toBeNull();
  const code = await cell(monitor, chosen as Locator, 'Product Code');
  await (chosen as Locator).getByTestId('stock-monitor-history').click();
  const drill = dialog(page, new RegExp(`^Stock: ${code} — `));
  const chart = drill.getByTestId('stock-history-chart');
  await chart.locator(CHART_SVG).waitFor();
  // One point per day: the step line's path has a segment for each of the 90 days.
  const path = chart.locator('.recharts-line-curve').first();
  await expect.poll(async () => ((await path.getAttribute('d')) ?? '').split(/[LHV]/).length).toBeGreaterThan(89);
  const ticks = await chart
    .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  await shot(page, chart, `stock-history-${size}`);
  await page.keyboard.press('Escape');
  await watch.stop();
  expect(watch.refused).toEqual([]);
}

async function dailyReportCharts(page: Page, size: string) {
  await logIn(page, 'production');
  await expectPath(page, '/home');
  const watch = await watchRefusals(page);
  await openScreen(page, '/daily-report', 'Daily Report');
  const week = page.getByTestId('machine-week');
  const charts = week.getByTestId('machine-week-chart');
  await expect.poll(() => charts.count()).toBeGreaterThan(1);
  // The demo's machines reported their loss on the weekdays before today: bars for each, 7 days on the axis.
  const first = charts.first();
  await expectDrawn(first, BARS, 2);
  expect(await first.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBe(7);
  await expect.poll(() => week.locator(BARS).count()).toBeGreaterThan(10);
  await shot(page, week, `daily-report-${size}`);
  await watch.stop();
  expect(watch.refused).toEqual([]);
}

describe('the charts, on a desktop (1440 x 900)', () => {
  it('Sales Report: revenue by month and top customers draw as the manager', async () => {
    desktop.keepScreenshotOnFailure('charts-sales-report');
    await salesReportCharts(desktop.page, '1440');
  });
  it("Stock Monitor: a product's Stock Chart draws its 90 days as the salesperson", async () => {
    desktop.keepScreenshotOnFailure('charts-stock-history');
    await stockChart(desktop.page, '1440');
  });
  it("Daily Report: each machine's week of output against loss draws as production", async () => {
    desktop.keepScreenshotOnFailure('charts-daily-report');
    await dailyReportCharts(desktop.page, '1440');
  });
});

describe('the charts, on a phone (390 x 844)', () => {
  it('Sales Report', async () => {
    phone.keepScreenshotOnFailure('charts-sales-report-phone');
    await salesReportCharts(phone.page, '390');
  });
  it('Stock Chart', async () => {
    phone.keepScreenshotOnFailure('charts-stock-history-phone');
    await stockChart(phone.page, '390');
  });
  it('Daily Report', async () => {
    phone.keepScreenshotOnFailure('charts-daily-report-phone');
    await dailyReportCharts(phone.page, '390');
  });
});
