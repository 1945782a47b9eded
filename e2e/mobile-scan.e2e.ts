import { SCAN_MESSAGES } from '@packline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSuccess } from './antd.ts';
import { useBrowser } from './browser.ts';
import { expectPath, logIn } from './session.ts';

// Issue 14, the scan-first phone screens: the storeperson (Warehouse role) on a phone, a hardware scanner typing each
// code and Enter. Looks up a pallet and a box, relocates a pallet to a free cell and to a temporary zone, moves boxes
// onto another pallet, and picks a raw material box for an application, each scan confirmed by what it names.

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

interface TPallet {
  plateId: number;
  plateCode: string;
  position: string;
  boxCount: number;
}

/** A GET of the API with the storeperson's session (the rows the journey works on), its data. */
async function read<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const body = await (await fetch(`/api/${url}`)).json();
    if (!body.success) throw new Error(`${url}: ${JSON.stringify(body.message ?? body.errorMessage)}`);
    return body.data;
  }, path);
}

/** Pallets standing in shelf cells, the fullest first. */
const shelvedPallets = (page: Page) =>
  read<TPallet[]>(page, 'Plate/GetInWarehouse?page=1&pageSize=10&sortField=boxCount&sortOrder=descend');

/** Types the code as a hardware scanner does: the characters, then Enter. */
async function scan(page: Page, code: string) {
  const field = page.getByTestId('scan-input');
  await field.pressSequentially(code);
  await field.press('Enter');
}

async function openScreen(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(title);
  // One big field, focused, within the phone's width.
  await expect.poll(() => page.getByTestId('scan-input').evaluate((el) => el === document.activeElement)).toBe(true);
  const box = await page.getByTestId('mobile-scan').boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';

describe('the phone scan screens', () => {
  it('look up a pallet and a box: what it is, where it stands and what is on it', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('mobile-lookup');
    await page.setViewportSize(PHONE);
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');
    // spec 01 §1: the Mobile pages stay out of the top menu, which a phone opens from its drawer (issue 30 §3): the
    // drawer lists the menu's pages (Pallets), not the scan screens.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawerMenu = page.getByTestId('staff-drawer-menu');
    await drawerMenu.getByRole('link', { name: 'Pallets', exact: true }).waitFor();
    expect(await drawerMenu.getByText('Scan: Lookup').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawerMenu.waitFor({ state: 'hidden' });

    const [pallet] = await shelvedPallets(page);
    if (!pallet || pallet.boxCount === 0) throw new Error('No demo pallet with boxes stands in a cell');
    const contents = await read<{ boxes: { barCode: string; product: { productCode: string } }[] }>(
      page,
      `Scan/Lookup?code=${pallet.plateCode}`,
    );
    const [box] = contents.boxes;

    await openScreen(page, '/mobile/lookup', 'Scan: Lookup');
    await scan(page, 'NO-SUCH-LABEL');
    await expect.poll(() => textOf(page, 'scan-problem')).toBe(SCAN_MESSAGES.nothingHasCode('NO-SUCH-LABEL'));

    await scan(page, pallet.plateCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(pallet.plateCode);
    expect(await textOf(page, 'pallet-place')).toBe(pallet.position);
    expect(await textOf(page, 'pallet-card')).toContain(box.product.productCode);
    expect(await page.getByTestId('scan-problem').count()).toBe(0);

    await scan(page, box.barCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(box.product.productCode);
    expect(await textOf(page, 'box-card')).toContain(box.barCode);
    expect(await textOf(page, 'box-place')).toBe(pallet.position);
  });

  it('relocates a pallet to a free cell, then to a temporary zone', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('mobile-relocate-pallet');
    const pallet = (await shelvedPallets(page))[1];
    const [free] = await read<{ cellId: number; code: string; shelfCode: string; rowName: string; colName: string }[]>(
      page,
      'ShelfPlate/GetEmptyCell',
    );
    if (!pallet || !free) throw new Error('No demo pallet in a cell, or no free cell');

    await openScreen(page, '/mobile/relocate-pallet', 'Scan: Relocate Pallet');
    // A cell first is refused: the pallet comes first.
    await scan(page, free.code);
    await expect.poll(() => textOf(page, 'scan-problem')).toBe(SCAN_MESSAGES.notAPallet);

    await scan(page, pallet.plateCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(pallet.plateCode);
    await scan(page, free.code);
    await page.getByTestId('cell-card').waitFor();
    await expectSuccess(page, () => page.getByTestId('scan-move').click());
    const shelfPlace = `${free.shelfCode} ${free.rowName}-${free.colName}`;
    await expect.poll(() => textOf(page, 'scan-moved')).toBe(`${pallet.plateCode} now stands in ${shelfPlace}.`);
    const moved = await read<{ cell: { cellId: number } | null }>(
      page,
      `Plate/GetPlateByPlateCode?code=${pallet.plateCode}`,
    );
    expect(moved.cell?.cellId).toBe(free.cellId);

    // A zone by the name on its sign.
    await scan(page, pallet.plateCode);
    await expect.poll(() => textOf(page, 'pallet-place')).toBe(shelfPlace);
    await scan(page, 'picking area');
    await expect.poll(() => textOf(page, 'zone-card')).toBe('Picking Area');
    await expectSuccess(page, () => page.getByTestId('scan-move').click());
    await expect.poll(() => textOf(page, 'scan-moved')).toBe(`${pallet.plateCode} now stands in Picking Area.`);
  });

  it('moves scanned boxes onto a scanned pallet', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('mobile-relocate-boxes');
    const [from, onto] = [...(await shelvedPallets(page))].filter((p) => p.boxCount >= 2).slice(1, 3);
    if (!from || !onto) throw new Error('Not enough demo pallets with boxes');
    const { boxes } = await read<{ boxes: { boxId: number; barCode: string; product: { productCode: string } }[] }>(
      page,
      `Scan/Lookup?code=${from.plateCode}`,
    );
    const moving = boxes.slice(0, 2);

    await openScreen(page, '/mobile/relocate-boxes', 'Scan: Relocate Boxes');
    for (const [i, box] of moving.entries()) {
      await scan(page, box.barCode);
      await expect.poll(() => page.getByTestId('scanned-box').count()).toBe(i + 1);
      expect(await page.getByTestId('scanned-box').nth(i).textContent()).toContain(box.product.productCode);
    }
    await scan(page, moving[0].barCode);
    await expect.poll(() => textOf(page, 'scan-problem')).toBe(SCAN_MESSAGES.alreadyScanned);
    await scan(page, onto.plateCode);
    await expect.poll(() => textOf(page, 'scan-card-title')).toContain(onto.plateCode);
    await expectSuccess(page, () => page.getByTestId('scan-move').click());
    await expect.poll(() => textOf(page, 'scan-moved')).toBe(`2 boxes moved onto ${onto.plateCode}.`);
    const after = await read<{ boxes: { boxId: number }[] }>(page, `Scan/Lookup?code=${onto.plateCode}`);
    expect(after.boxes.map((b) => b.boxId)).toEqual(expect.arrayContaining(moving.map((b) => b.boxId)));
  });

  it('picks a scanned raw material box for an application and confirms it', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('mobile-warehouse-confirm');
    const [application] = await read<
      { applicationId: number; rawMaterialId: number; rawMaterial: { rawMaterialCode: string } }[]
    >(
      page,
      'RawMaterialApplication/GetAllRawMaterialApplication?state=0&page=1&pageSize=50&sortField=appliedAt&sortOrder=ascend',
    );
    if (!application) throw new Error('No demo application waits for picking');
    const [rawBox] = await read<{ boxCode: string; quantity: number; rawMaterial: { rawMaterialName: string } }[]>(
      page,
      `RawMaterialBox/GetRawMaterialBoxLocationByRawMaterialId?rawMaterialId=${application.rawMaterialId}`,
    );
    if (!rawBox) throw new Error('No box of the raw material in the warehouse');
    const [pallet] = await shelvedPallets(page);

    await page.goto('/mobile/warehouse-confirm');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Scan: Warehouse Confirm');
    const first = page.getByTestId('application-choice').first();
    expect(await first.textContent()).toContain(application.rawMaterial.rawMaterialCode);
    await first.click();
    await page.getByTestId('application-card').waitFor();

    await scan(page, pallet.plateCode);
    await expect.poll(() => textOf(page, 'scan-problem')).toBe(SCAN_MESSAGES.notARawMaterialBox);
    await scan(page, rawBox.boxCode);
    await expect.poll(() => page.getByTestId('scanned-raw-material-box').count()).toBe(1);
    const scanned = await textOf(page, 'scanned-raw-material-box');
    expect(scanned).toContain(rawBox.rawMaterial.rawMaterialName);
    expect(scanned).toContain(`${rawBox.quantity} KG`);

    await expectSuccess(page, () => page.getByTestId('scan-confirm').click());
    await page.getByTestId('application-choice').first().waitFor();
    const picked = await read<{ boxCode: string; processed: number }[]>(
      page,
      `ApplicationDetails/GetAllApplicationDetails?applicationId=${application.applicationId}`,
    );
    expect(picked).toEqual(
      expect.arrayContaining([expect.objectContaining({ boxCode: rawBox.boxCode, processed: 1 })]),
    );
  });
});
