import { describe, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { addLineToStock, type TReceiving } from './receiving-steps.ts';
import { openScreen, read } from './screens.ts';
import { expectPath, logIn, logOut } from './session.ts';

// Issue 16, receiving's stock step: on the Purchase Receiving List, Add to Stock handles a received raw material line
// into two boxes (Handle Details), puts them on a new pallet (Handle Boxes Details), and the pallet goes into a free
// shelf cell; leaving before the pallet is placed asks first (receiving-steps.ts).

const browser = useBrowser();

describe('a received purchase order line into stock', () => {
  it('becomes two raw material boxes on a pallet in a shelf cell', async () => {
    const { page } = browser;
    browser.keepScreenshotOnFailure('receiving-stock');
    await logIn(page, 'admin');
    await expectPath(page, '/home');
    // A receiving in processing with a raw material line that has 2 KG left to handle (the demo's partly received one).
    const receivings = await read<TReceiving[]>(page, 'UnloadingInspection/GetAllUnloadingInspection?status=1');
    const receiving = receivings.find((r) =>
      r.unloadingDetail.some((l) => l.rawMaterialId !== null && l.revQuantity - l.handledQuantity >= 2),
    );
    const line = receiving?.unloadingDetail.find(
      (l) => l.rawMaterialId !== null && l.revQuantity - l.handledQuantity >= 2,
    );
    if (!receiving || !line) throw new Error('The demo has no receiving with a raw material line left to handle');

    await openScreen(page, '/unloading-inspection', 'Purchase Receiving List');
    await addLineToStock(page, receiving, line, { perBox: 1, count: 2 });
    await logOut(page);
  });
});
