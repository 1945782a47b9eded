import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, visibleDropdowns } from './antd.ts';
import { useBrowser } from './browser.ts';
import { openScreen, read } from './screens.ts';
import { expectPath, logIn } from './session.ts';

// Issue 30 §13 and §14, as the storeperson at a desk (1440 × 900). The map: its product search fills its slot, a
// location tag opens its shelf, the zone tabs mark the zones holding the product, and a pallet in a shelf cell opens
// (its boxes) and moves (Relocate Pallet with it chosen). The pallet pickers say where each pallet stands and what it
// holds, those at hand and empty first.

const browser = useBrowser();

interface TPallet {
  plateId: number;
  plateCode: string;
  position: string;
  boxCount: number;
  cell: { shelfCode: string } | null;
}
interface TLookedUp {
  boxes: { product: { productId: number; productCode: string } }[];
}

/** Pallets standing in shelf cells, the fullest first. */
const shelvedPallets = (page: Page) =>
  read<TPallet[]>(page, 'Plate/GetInWarehouse?page=1&pageSize=10&sortField=boxCount&sortOrder=descend');

describe('the warehouse map', () => {
  it('searches a product in a full-width box, opens its shelf from a tag, and opens and moves a pallet', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('map-search');
    await logIn(page, 'warehouse');
    await expectPath(page, '/home');
    const [pallet] = await shelvedPallets(page);
    if (!pallet?.cell || pallet.boxCount === 0) throw new Error('No demo pallet with boxes stands in a cell');
    const { boxes } = await read<TLookedUp>(page, `Scan/Lookup?code=${pallet.plateCode}`);
    const product = boxes[0]?.product;
    if (!product) throw new Error(`${pallet.plateCode} holds no product box`);
    const shelfCode = pallet.cell.shelfCode;

    await openScreen(page, '/warehouse-management', 'Warehouse Management');
    const search = page.getByTestId('map-product-search');
    // The box fills its 360 px slot: the options are read whole.
    expect((await search.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(340);
    await search.getByRole('combobox').fill(product.productCode);
    await visibleDropdowns(page)
      .locator('.ant-select-item-option')
      .filter({ hasText: product.productCode })
      .first()
      .click();
    const tag = page.getByTestId('location-tag').filter({ hasText: new RegExp(`^${shelfCode}:`) });
    await tag.waitFor();

    // The tab of the pallet's zone says it holds the product.
    await expect.poll(() => page.getByTestId('zone-tab-searched').count()).toBeGreaterThan(0);
    const zoneCode = shelfCode.replace(/\d+$/, '');
    expect(
      await page
        .getByRole('tab')
        .filter({ hasText: `Zone ${zoneCode}` })
        .getByTestId('zone-tab-searched')
        .count(),
    ).toBe(1);

    // The tag opens its shelf; the pallet in its cell opens with its boxes, and offers Relocate Pallet.
    await tag.click();
    const shelfDialog = dialog(page, `Shelf ${shelfCode}`);
    await shelfDialog.waitFor();
    await shelfDialog.getByTestId('cell-pallet').filter({ hasText: pallet.plateCode }).click();
    const palletDialog = dialog(page, `Pallet ${pallet.plateCode}`);
    await palletDialog.getByTestId('pallet-detail').waitFor();
    await expect.poll(() => palletDialog.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await palletDialog.getByTestId('pallet-relocate').click();
    await expectPath(page, '/relocate-pallet');
    await expect.poll(() => page.getByTestId('relocate-pallet-where').textContent()).toBe(pallet.position);
  });
});

describe('the pallet pickers', () => {
  it('Add to stock lists each pallet with its place and load, those at hand and empty first', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('pallet-picker');
    const [loaded] = await shelvedPallets(page);
    if (!loaded) throw new Error('No demo pallet stands in a cell');

    await openScreen(page, '/temporary-zone', 'Temporary Zone');
    await page.getByTestId('temp-zone-add-stock').click();
    const store = dialog(page, 'Add to stock');
    await store.waitFor();
    const picker = store.getByTestId('store-pallet');
    await picker.click();
    const options = visibleDropdowns(page).getByTestId('pallet-option');
    await options.first().waitFor();
    // Those at hand (in the Packaging Area the boxes go to, or standing nowhere) come first, the empty ones before the
    // loaded; then the shelved and other zones' pallets, again the empty ones first.
    const listed = await options.evaluateAll((nodes) =>
      nodes.map((node) => ({
        place: node.querySelector('[data-testid="pallet-option-place"]')?.textContent ?? '',
        empty: node.querySelector('[data-testid="pallet-option-load"]')?.textContent === 'Empty',
      })),
    );
    const rank = ({ place, empty }: { place: string; empty: boolean }) =>
      (/^(Packaging Area|Not placed)$/.test(place) ? 0 : 2) + (empty ? 0 : 1);
    expect(listed.length).toBeGreaterThan(1);
    expect(rank(listed[0] as (typeof listed)[number])).toBeLessThan(2);
    expect(listed.map(rank)).toEqual(listed.map(rank).sort());

    // A loaded pallet says where it stands and what is on it.
    await picker.getByRole('combobox').fill(loaded.plateCode);
    const found = visibleDropdowns(page).locator(
      `[data-testid="pallet-option"][data-plate-code="${loaded.plateCode}"]`,
    );
    await found.waitFor();
    expect(await found.getByTestId('pallet-option-place').textContent()).toBe(`Shelf ${loaded.position}`);
    expect(await found.getByTestId('pallet-option-load').textContent()).toMatch(
      new RegExp(`^${loaded.boxCount} boxes: \\S+ × \\d+`),
    );
  });
});
