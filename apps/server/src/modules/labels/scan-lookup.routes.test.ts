import {
  BOX_STATUS,
  MOBILE_SCAN_PAGES,
  SCAN_MESSAGES,
  type TApiError,
  type TScanKind,
  type TScanLookup,
  ZONE_TYPES,
  ZScanLookup,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from '../boxes/boxes.fixtures.ts';
import { createRawMaterial, stockRawMaterialBoxes } from '../raw-materials/raw-material-applications.fixtures.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createZoneWithShelves } from '../warehouse-layout/warehouse-layout.service.ts';

// GET Scan/Lookup (issue 14, the phone screens): a scanned box, pallet, shelf cell or raw material box answers what it
// is, where it stands and what is on it; a code that names nothing is 404; the phone pages and the pallet readers may
// ask, nobody else.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let places: TStockPlaces;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [80, 45]);
  places = await createStockPlaces(t.db);
});
afterAll(() => t?.close());

const message = (res: TReply<TApiError>) => res.body?.message?.message;
const lookUpUrl = (code: string) => `/api/Scan/Lookup?code=${encodeURIComponent(code)}`;
const lookUp = (code: string, token = admin) => t.api(token).get(lookUpUrl(code), ZScanLookup);
const refuseLookUp = (code: string, token = admin) => t.api(token).get(lookUpUrl(code), REFUSED);
/** A lookup that must name a thing of this kind. */
async function lookUpA<K extends TScanKind>(kind: K, code: string) {
  const named = await ok200(lookUp(code));
  if (named.kind !== kind) throw new Error(`${code} names a ${named.kind}, not a ${kind}`);
  return named as Extract<TScanLookup, { kind: K }>;
}
const product = (i: number) => cafe.products[i];
const PICKING = ZONE_TYPES[1];

describe('Scan/Lookup', () => {
  it('answers a box with its product, quantity and the pallet it stands on, wherever that pallet is', async () => {
    const [onShelf] = await stockBoxes(t.db, product(0).productId, 1, 120, places.shelved.plateId);
    const shelved = await ok200(lookUp(onShelf.barCode));
    expect(shelved).toMatchObject({
      kind: 'box',
      box: {
        boxId: onShelf.boxId,
        barCode: onShelf.barCode,
        product: { productCode: product(0).productCode },
        quantity: 120,
        status: BOX_STATUS.InStock,
        palletCode: places.shelved.plateCode,
      },
      pallet: {
        plateCode: places.shelved.plateCode,
        cell: { cellId: places.shelved.cellId, shelfCode: places.shelved.shelfCode },
        tempzone: null,
      },
    });

    const [inPicking] = await stockBoxes(t.db, product(1).productId, 1, 30, places.picking.plateId);
    const picked = await lookUpA('box', ` ${inPicking.barCode} `);
    expect(picked.pallet).toMatchObject({
      plateCode: places.picking.plateCode,
      cell: null,
      tempzone: { zoneTypeId: PICKING.zoneTypeId, zoneTypeName: PICKING.zoneTypeName },
      position: PICKING.zoneTypeName,
    });

    const [loose] = await stockBoxes(t.db, product(1).productId, 1, 5);
    expect(await ok200(lookUp(loose.barCode))).toMatchObject({ kind: 'box', box: { plateId: null }, pallet: null });
  });

  it('answers a pallet (by its code, in any case) with where it stands and every box on it', async () => {
    const { loose: pallet } = await createStockPlaces(t.db);
    const boxes = [
      ...(await stockBoxes(t.db, product(0).productId, 2, 100, pallet.plateId)),
      ...(await stockBoxes(t.db, product(1).productId, 1, 40, pallet.plateId)),
    ];
    const material = await createRawMaterial(t.db);
    const [rawBox] = await stockRawMaterialBoxes(t.db, material.rawMaterialId, 1, { plateId: pallet.plateId });

    const found = await lookUpA('pallet', pallet.plateCode.toLowerCase());
    // The pallet's count is every box on it, product or raw material (issue 30 §2).
    expect(found).toMatchObject({ kind: 'pallet', pallet: { plateId: pallet.plateId, boxCount: 4, cell: null } });
    expect(found.boxes.map((b) => [b.boxId, b.product.productCode, b.quantity])).toEqual(
      boxes.map((b, i) => [b.boxId, product(i < 2 ? 0 : 1).productCode, i < 2 ? 100 : 40]),
    );
    expect(found.rawMaterialBoxes.map((b) => b.boxCode)).toEqual([rawBox.boxCode]);
  });

  it('answers a shelf cell with the pallet standing in it and that pallet’s boxes, or with no pallet', async () => {
    const [box] = await stockBoxes(t.db, product(0).productId, 1, 60, places.shelved.plateId);
    const cellCode = `${places.shelved.shelfCode}-1-1`;
    const found = await lookUpA('cell', cellCode.toLowerCase());
    expect(found).toMatchObject({
      kind: 'cell',
      cell: { cellId: places.shelved.cellId, code: cellCode, plate: { plateId: places.shelved.plateId } },
      pallet: { plateCode: places.shelved.plateCode },
    });
    expect(found.boxes.map((b) => b.boxId)).toContain(box.boxId);

    const [empty] = await createZoneWithShelves(t.db, { zoneCode: 'Y', shelfCount: 1, totalRows: 1, totalCols: 1 });
    expect(await ok200(lookUp(empty.code))).toMatchObject({
      kind: 'cell',
      cell: { code: empty.code, plate: null },
      pallet: null,
      boxes: [],
      rawMaterialBoxes: [],
    });
  });

  it('answers a raw material box with its raw material, KG and where its pallet stands', async () => {
    const material = await createRawMaterial(t.db, 'Kraft paper');
    const [rawBox] = await stockRawMaterialBoxes(t.db, material.rawMaterialId, 1, {
      quantity: 22.5,
      plateId: places.picking.plateId,
    });
    expect(await ok200(lookUp(rawBox.boxCode))).toMatchObject({
      kind: 'rawMaterialBox',
      rawMaterialBox: {
        rawMaterialBoxId: rawBox.rawMaterialBoxId,
        rawMaterial: { rawMaterialCode: material.rawMaterialCode },
        quantity: 22.5,
        plate: { plateCode: places.picking.plateCode },
        tempzone: { zoneTypeId: PICKING.zoneTypeId },
      },
    });
  });

  it(`answers 404 '${SCAN_MESSAGES.nothingHasCode('…')}' for a code that names nothing, 400 for no code`, async () => {
    for (const code of ['NOTHING-HERE', 'P999999', 'Q99-1-1']) {
      const res = await refuseLookUp(code);
      expect({ code, status: res.status, message: message(res) }).toEqual({
        code,
        status: 404,
        message: SCAN_MESSAGES.nothingHasCode(code),
      });
    }
    const blank = await refuseLookUp('  ');
    expect(blank.status).toBe(400);
    expect(message(blank)).toBe(SCAN_MESSAGES.codeRequired);
  });

  it('opens to the phone pages and the pallet readers, and refuses anyone else with 403', async () => {
    for (const url of [...MOBILE_SCAN_PAGES, '/pallet-list']) {
      const holder = await t.createStaff({ pages: [url] });
      expect({ url, status: (await lookUp(places.loose.plateCode, holder.token)).status }).toEqual({
        url,
        status: 200,
      });
    }
    const other = await t.createStaff({ pages: ['/customer-pallet'] });
    expect((await refuseLookUp(places.loose.plateCode, other.token)).status).toBe(403);
  });
});
