import { MOBILE_SCAN_URLS, PAGES, PALLET_BOX_MESSAGES, SCAN_MESSAGES } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { read } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 30, the storeperson's journey on a phone (390 × 844, touch), as the warehouse demo user: Home's scan buttons,
// a pallet looked up, relocated to a free cell and a box moved onto another pallet, each result seen; with §18 (the
// camera on a phone without one, the code repeated when nothing has it, a box already on the target refused when
// scanned, Move in sight without scrolling) and §15 (Warehouse Confirm says where the boxes are, in boxes and KG).

const PHONE = { width: 390, height: 844 };
const browser = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });

interface TPallet {
  plateId: number;
  plateCode: string;
  position: string;
  boxCount: number;
}
interface TLookedUpPallet {
  boxes: { boxId: number; barCode: string; status: number; product: { productCode: string } }[];
}

const titleOf = (url: string) => PAGES.find((page) => page.url === url)?.title ?? url;
const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';

/** Pallets standing in shelf cells, the fullest first. */
const shelvedPallets = (page: Page) =>
  read<TPallet[]>(page, 'Plate/GetInWarehouse?page=1&pageSize=10&sortField=boxCount&sortOrder=descend');

/** Types the code as a hardware scanner does: the characters, then Enter. */
async function scan(page: Page, code: string) {
  const field = page.getByTestId('scan-input');
  await field.fill(code);
  await field.press('Enter');
}

/** The element is on the phone's screen as it stands, with no scrolling. */
async function expectInSight(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${testId} ends below the screen`).toBeLessThanOrEqual(PHONE.height);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
}

async function tapScanLink(page: Page, url: string) {
  await page
    .getByTestId('scan-links')
    .getByRole('link')
    .filter({ hasText: titleOf(url) })
    .tap();
  await expectPath(page, url);
  await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(titleOf(url));
}

describe('the storeperson on a phone', () => {
  it('looks up a pallet from Home, relocates it, and moves a box onto another pallet', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('storeperson-phone');
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');
    const [pallet, other] = await shelvedPallets(page);
    if (!pallet || !other || pallet.boxCount === 0) throw new Error('No two demo pallets stand in cells');
    const [free] = await read<{ code: string; shelfCode: string; rowName: string; colName: string }[]>(
      page,
      'ShelfPlate/GetEmptyCell',
    );
    if (!free) throw new Error('No free cell in the demo warehouse');

    // Home: the scan screens as big buttons; Lookup is one tap away.
    await page.getByTestId('scan-buttons').getByRole('button').filter({ hasText: 'Scan: Lookup' }).tap();
    await expectPath(page, MOBILE_SCAN_URLS.lookup);

    // A code that names nothing is repeated in the answer (§18).
    await scan(page, 'NO-SUCH-LABEL');
    await expect.poll(() => textOf(page, 'scan-problem')).toBe(SCAN_MESSAGES.nothingHasCode('NO-SUCH-LABEL'));

    // This phone has no camera: the camera button says so in words, with no black picture (§18).
    await page.getByTestId('scan-camera').tap();
    await expect.poll(() => textOf(page, 'camera-problem')).toBe(SCAN_MESSAGES.noCamera);
    expect(await page.getByRole('dialog').locator('video').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Type the code' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await scan(page, pallet.plateCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(pallet.plateCode);
    expect(await textOf(page, 'pallet-place')).toBe(pallet.position);

    // Relocate Pallet: the pallet, a free cell; Move is in sight without scrolling (§18).
    await tapScanLink(page, MOBILE_SCAN_URLS.relocatePallet);
    await scan(page, pallet.plateCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(pallet.plateCode);
    await scan(page, free.code);
    await page.getByTestId('cell-card').waitFor();
    await expectInSight(page, 'scan-move');
    await expectSuccess(page, () => page.getByTestId('scan-move').tap());
    const shelfPlace = `${free.shelfCode} ${free.rowName}-${free.colName}`;
    await expect.poll(() => textOf(page, 'scan-moved')).toBe(`${pallet.plateCode} now stands in ${shelfPlace}.`);

    // Relocate Boxes: a box of the pallet; its own pallet as the target is refused at the scan (§18), another is taken.
    const contents = await read<TLookedUpPallet>(page, `Scan/Lookup?code=${pallet.plateCode}`);
    const [box] = contents.boxes;
    if (!box) throw new Error(`${pallet.plateCode} holds no box`);
    await tapScanLink(page, MOBILE_SCAN_URLS.relocateBoxes);
    await scan(page, box.barCode);
    await expect.poll(() => page.getByTestId('scanned-box').count()).toBe(1);
    await scan(page, pallet.plateCode);
    await expect
      .poll(() => textOf(page, 'scan-problem'))
      .toBe(PALLET_BOX_MESSAGES.samePallet(box.barCode, pallet.plateCode));
    await scan(page, other.plateCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(other.plateCode);
    await expectInSight(page, 'scan-move');
    await expectSuccess(page, () => page.getByTestId('scan-move').tap());
    await expect.poll(() => textOf(page, 'scan-moved')).toBe(`1 box moved onto ${other.plateCode}.`);
    // Now on the target: scanned again, the box is refused before Move.
    await scan(page, box.barCode);
    await expect
      .poll(() => textOf(page, 'scan-problem'))
      .toBe(PALLET_BOX_MESSAGES.samePallet(box.barCode, other.plateCode));
  });

  it('Warehouse Confirm says where the boxes to pick are, in boxes and KG', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('storeperson-phone-confirm');
    await tapScanLink(page, MOBILE_SCAN_URLS.warehouseConfirm);
    const first = page.getByTestId('application-choice').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/KG applied/);
    expect(await first.textContent()).toMatch(/Picked \d+ box(es)?, [\d,.]+ KG of [\d,.]+ KG/);
    await first.tap();
    await page.getByTestId('application-card').waitFor();
    // Where to go: each place names the pallet and its cell or zone, with its boxes and KG.
    const place = page.getByTestId('pick-place').first();
    await place.waitFor();
    expect(await place.textContent()).toMatch(/^P\d+ · .+\d+ box(es)?, [\d,.]+ KG: /);
    expect(await textOf(page, 'scanned-kg')).toBe('0 boxes, 0 KG');
    await expectInSight(page, 'scan-confirm');
  });
});
