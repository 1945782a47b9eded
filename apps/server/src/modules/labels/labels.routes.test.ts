import type { OutgoingHttpHeaders } from 'node:http';
import {
  BOX_MANAGEMENT_MESSAGES,
  LABEL_MESSAGES,
  LAYOUT_MESSAGES,
  MADE_IN_NEW_ZEALAND,
  PALLET_TYPE,
  type TApiError,
  type TProduct,
  ZProduct,
} from '@packline/domain';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from '../boxes/boxes.fixtures.ts';
import { createBaseProduct } from '../catalogue/base-product.fixtures.ts';
import { createRawMaterial, stockRawMaterialBoxes } from '../raw-materials/raw-material-applications.fixtures.ts';
import { createPallets } from '../warehouse-layout/warehouse-layout.service.ts';

// Box and pallet labels (spec 02 §9, §8; issue 14 Labels): each label read back from the PDF, its page size, the
// Made In New Zealand rule, the long words split, the refusals and who may print.

let t: TTestApp;
let admin: string;
let places: TStockPlaces;
let customerId: number;
/** Its base product's packaging: 50 sleeves of 20 (base-product.fixtures). */
let baseProductId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  places = await createStockPlaces(t.db);
  customerId = (await t.createCustomer()).customerId;
  baseProductId = (await createBaseProduct(t, admin)).baseProductId;
});
afterAll(() => t?.close());

const BOX_PAGE = { width: 290, height: 435 };
const PALLET_PAGE = { width: 283.46, height: 425.2 };

async function newProduct(fields: { productName?: string; logoType?: number } = {}): Promise<TProduct> {
  const res = await t
    .api(admin)
    .post(
      '/api/Product/AddProduct',
      { productName: uniqueName('Cup'), productCode: uniqueName('LB'), customerId, baseProductId, ...fields },
      ZProduct,
    );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** `count` boxes of 1,200 pieces of the product on the Picking Area pallet. */
const newBoxes = (productId: number, count = 1) => stockBoxes(t.db, productId, count, 1200, places.picking.plateId);

interface TPdf {
  pages: { width: number; height: number; text: string }[];
  /** Barcode pictures in the file: its images but the soft masks of their transparency. */
  pictures: number;
}

function picturesOf(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  return (raw.match(/\/Subtype \/Image/g) ?? []).length - (raw.match(/\/SMask \d+ 0 R/g) ?? []).length;
}

/** Posts as `token` and reads the PDF answered: each page's size, text and pictures. */
async function printed(url: string, body: unknown, token = admin): Promise<TPdf & { headers: OutgoingHttpHeaders }> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const pages: TPdf['pages'] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ width, height, text });
  }
  return { pages, pictures: picturesOf(res.rawPayload), headers: res.headers };
}

const message = (res: TReply<TApiError>) => res.body?.message?.message;

describe('Label/BoxLabels', () => {
  it('prints one 290 × 435 page per box: product, code, packaging, pieces, barcode, date, Made In New Zealand', async () => {
    const cup = await newProduct({ productName: 'Compostable Biodegradablecoffeecup 8oz' });
    const boxes = await newBoxes(cup.productId, 2);
    const pdf = await printed('/api/Label/BoxLabels', { boxIds: boxes.map((b) => b.boxId) });
    expect(pdf.headers['content-disposition']).toContain(
      `filename="BoxLabels_${boxes[0]?.barCode}_to_${boxes[1]?.barCode}.pdf"`,
    );
    expect(pdf.pages).toHaveLength(2);
    for (const [i, page] of pdf.pages.entries()) {
      expect({ width: page.width, height: page.height }).toEqual(BOX_PAGE);
      expect(page.text).toContain(boxes[i]?.barCode);
      expect(page.text).toContain(cup.productCode);
      expect(page.text).toContain('50 PCS x 20 PK');
      expect(page.text).toContain('1,200 PCS');
      expect(page.text).toContain(MADE_IN_NEW_ZEALAND);
      expect(page.text).toMatch(/Date: \d{2}\/\d{2}\/\d{4}/);
    }
    // One Code 128 picture per label; the QR code only comes from the print-QR dialog.
    expect(pdf.pictures).toBe(2);
    // spec 02 §9: the 22-character word is split after 14 characters.
    expect(pdf.pages[0]?.text).toContain('Biodegradablec offeecup');
    expect(pdf.pages[0]?.text).not.toContain('Biodegradablecoffeecup');
  });

  it('leaves Made In New Zealand out for logo type 3, and for 4 only on the print-QR dialog (which adds a QR)', async () => {
    const [withoutNz] = await newBoxes((await newProduct({ logoType: 3 })).productId);
    const [printQr] = await newBoxes((await newProduct({ logoType: 4 })).productId);
    const [normal] = await newBoxes((await newProduct({ logoType: 0 })).productId);
    const boxIds = [withoutNz, printQr, normal].map((b) => b?.boxId);

    const own = await printed('/api/Label/BoxLabels', { boxIds });
    expect(own.pages.map((p) => p.text.includes(MADE_IN_NEW_ZEALAND))).toEqual([false, true, true]);

    const dialog4 = await printed('/api/Label/BoxLabels', { boxIds, logoType: 4 });
    expect(dialog4.pages.map((p) => p.text.includes(MADE_IN_NEW_ZEALAND))).toEqual([false, false, false]);
    expect([own.pictures, dialog4.pictures]).toEqual([3, 6]);

    const dialog0 = await printed('/api/Label/BoxLabels', { boxIds, logoType: 0 });
    expect(dialog0.pages.map((p) => p.text.includes(MADE_IN_NEW_ZEALAND))).toEqual([true, true, true]);
  });

  it('refuses an unknown box (404), no box and more than 500 (400), and a caller without a box page (403)', async () => {
    const [known] = await newBoxes((await newProduct()).productId);
    const unknown = await t.api(admin).post('/api/Label/BoxLabels', { boxIds: [known?.boxId, 987654] }, REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(BOX_MANAGEMENT_MESSAGES.boxNotFound(987654));
    const none = await t.api(admin).post('/api/Label/BoxLabels', { boxIds: [] }, REFUSED);
    expect(none.status).toBe(400);
    expect(message(none)).toBe(BOX_MANAGEMENT_MESSAGES.selectBoxes);
    const tooMany = await t.api(admin).post(
      '/api/Label/BoxLabels',
      {
        boxIds: Array.from({ length: 501 }, (_, i) => i + 1),
      },
      REFUSED,
    );
    expect(tooMany.status).toBe(400);

    const outsider = await t.createStaff({ pages: ['/pallet-list'] });
    const refused = await t.api(outsider.token).post('/api/Label/BoxLabels', { boxIds: [known?.boxId] }, REFUSED);
    expect(refused.status).toBe(403);
    const printer = await t.createStaff({ pages: ['/warehouse-management'] });
    expect((await printed('/api/Label/BoxLabels', { boxIds: [known?.boxId] }, printer.token)).pages).toHaveLength(1);
  });
});

describe('Label/BoxLabelsBatch (Batch Print)', () => {
  it('prints the selected boxes of one product and refuses boxes of several products', async () => {
    const cup = await newProduct();
    const lid = await newProduct();
    const cups = await newBoxes(cup.productId, 3);
    const [aLid] = await newBoxes(lid.productId);
    const keeper = await t.createStaff({ pages: ['/box-management'] });

    const pdf = await printed('/api/Label/BoxLabelsBatch', { boxIds: cups.map((b) => b.boxId) }, keeper.token);
    expect(pdf.pages.map((p) => p.text.includes(cups[0]?.barCode as string))).toEqual([true, false, false]);
    expect(pdf.pages.every((p) => p.text.includes(cup.productCode))).toBe(true);

    const mixed = await t.api(keeper.token).post(
      '/api/Label/BoxLabelsBatch',
      {
        boxIds: [cups[0]?.boxId, aLid?.boxId],
      },
      REFUSED,
    );
    expect(mixed.status).toBe(400);
    expect(message(mixed)).toBe(LABEL_MESSAGES.sameProduct);
    expect(message(mixed)).toBe('All items within the selected box must be the same product.');

    // Batch Print is Obsolete Box's: Warehouse Management prints through Label/BoxLabels.
    const warehouse = await t.createStaff({ pages: ['/warehouse-management'] });
    const refused = await t
      .api(warehouse.token)
      .post('/api/Label/BoxLabelsBatch', { boxIds: [cups[0]?.boxId] }, REFUSED);
    expect(refused.status).toBe(403);
  });
});

describe('Label/PalletLabels', () => {
  it('prints one 100 × 150 mm page per pallet: code, type, position, what is on it, Code 128 and QR', async () => {
    // A short fixed name: a random one's width decided whether the Product column wrapped it ('…922f8 b').
    const cup = await newProduct({ productName: 'Cup 8oz' });
    await stockBoxes(t.db, cup.productId, 3, 1200, places.shelved.plateId);
    const { shelved, loose } = places;
    const pdf = await printed('/api/Label/PalletLabels', { plateIds: [shelved.plateId, loose.plateId] });
    expect(pdf.headers['content-disposition']).toContain(
      `filename="PalletLabels_${shelved.plateCode}_to_${loose.plateCode}.pdf"`,
    );
    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(PALLET_PAGE.width, 1);
      expect(page.height).toBeCloseTo(PALLET_PAGE.height, 1);
    }
    expect(pdf.pictures).toBe(4);
    const [onShelf, nowhere] = pdf.pages as [TPdf['pages'][number], TPdf['pages'][number]];
    expect(onShelf.text).toContain(shelved.plateCode);
    expect(onShelf.text).toContain('Type: CHEP');
    expect(onShelf.text).toContain(`Position: ${shelved.shelfCode} 1-A`);
    expect(onShelf.text).toMatch(new RegExp(`${cup.productCode} ${cup.productName}\\s+3\\s+3,600`));
    expect(nowhere.text).toContain(loose.plateCode);
    expect(nowhere.text).not.toContain('Position');
    expect(nowhere.text).toContain('No boxes on this pallet yet');
  });

  it('prints the raw material boxes on a pallet too: a pallet of only raw material is not empty (issue 30 §2)', async () => {
    const ink = await createRawMaterial(t.db, 'Ink');
    const [inks] = await createPallets(t.db, { count: 1 });
    await stockRawMaterialBoxes(t.db, ink.rawMaterialId, 4, { quantity: 12.5, plateId: inks.plateId });
    const pdf = await printed('/api/Label/PalletLabels', { plateIds: [inks.plateId] });
    const [page] = pdf.pages as [TPdf['pages'][number]];
    expect(page.text).not.toContain('No boxes on this pallet yet');
    expect(page.text).toContain(ink.rawMaterialCode);
    expect(page.text).toMatch(/\s4\s+50 kg/);
  });

  it("refuses the racking type 100 ('Only temporary plate can be printed.'), an unknown pallet and no pallet", async () => {
    const [racking] = await createPallets(t.db, { count: 1, plateTypeId: PALLET_TYPE.Racking });
    const refused = await t.api(admin).post(
      '/api/Label/PalletLabels',
      {
        plateIds: [places.loose.plateId, racking?.plateId],
      },
      REFUSED,
    );
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(LABEL_MESSAGES.onlyTemporaryPlate);
    expect(message(refused)).toBe('Only temporary plate can be printed.');

    const unknown = await t.api(admin).post('/api/Label/PalletLabels', { plateIds: [987654] }, REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(LAYOUT_MESSAGES.noPallet);
    const none = await t.api(admin).post('/api/Label/PalletLabels', { plateIds: [] }, REFUSED);
    expect(none.status).toBe(400);
    expect(message(none)).toBe(LABEL_MESSAGES.selectPallets);
  });

  it('is for the pallet screens and the pallet list (403 for others)', async () => {
    const outsider = await t.createStaff({ pages: ['/box-management'] });
    const refused = await t
      .api(outsider.token)
      .post('/api/Label/PalletLabels', { plateIds: [places.loose.plateId] }, REFUSED);
    expect(refused.status).toBe(403);
    const palletList = await t.createStaff({ pages: ['/pallet-list'] });
    const pdf = await printed('/api/Label/PalletLabels', { plateIds: [places.loose.plateId] }, palletList.token);
    expect(pdf.headers['content-disposition']).toContain(`filename="PalletLabel_${places.loose.plateCode}.pdf"`);
  });
});
