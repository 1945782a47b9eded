import {
  BOX_SOURCE,
  BOX_STATUS,
  DISPATCH_WRITE_PAGES,
  toApiDate,
  WAREHOUSE_MESSAGES,
  ZBox,
  ZBoxList,
  ZBoxLocationList,
  ZProductInventoryInfo,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from './boxes.fixtures.ts';
import { boxBarCode, createBoxes } from './boxes.service.ts';
import { box, palletBox } from './boxes.tables.ts';

// The Box calls of issue 6 (spec 02 §7): GenerateBox, GetBoxByBarCode, GetBoxLocationByProductId, and the stock
// figure the inventory service now reads from boxes.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let places: TStockPlaces;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [80, 45, 30]);
  places = await createStockPlaces(t.db);
});
afterAll(() => t?.close());

const generate = (query: string, token = admin) =>
  t.api(token).post(`/api/Box/GenerateBox?${query}`, undefined, ZBoxList);
const refuseGenerate = (query: string, token = admin) =>
  t.api(token).post(`/api/Box/GenerateBox?${query}`, undefined, REFUSED);
const locations = (productId: number) =>
  ok200(t.api(admin).get(`/api/Box/GetBoxLocationByProductId?productId=${productId}`, ZBoxLocationList));
const stockOf = async (productId: number) =>
  (
    await ok200(
      t.api(admin).get(`/api/StockMonitor/GetStockInfoByProductId?productId=${productId}`, ZProductInventoryInfo),
    )
  ).productInStock;

describe('Box/GenerateBox', () => {
  it('creates the count of labelled boxes in stock, on the pallet when given', async () => {
    const { productId, productCode } = cafe.products[0];
    const keeper = await t.createStaff({ pages: ['/warehouse-management'] });
    const boxes = await ok200(
      generate(
        `productId=${productId}&QtyPerPack=1000&boxQty=3&barcodeDate=2026/11/22&plateId=${places.shelved.plateId}`,
        keeper.token,
      ),
    );
    expect(boxes).toHaveLength(3);
    for (const created of boxes) {
      expect(created).toMatchObject({
        productId,
        product: { productCode },
        quantity: 1000,
        status: BOX_STATUS.InStock,
        statusName: 'In Stock',
        source: BOX_SOURCE.ManualCreated,
        plateId: places.shelved.plateId,
        palletCode: places.shelved.plateCode,
        location: null,
      });
      expect(created.barCode).toBe(boxBarCode(productCode, '2026/11/22', created.boxId));
      expect(created.barCode).toMatch(/-261122-\d{4,}$/);
      expect(created.printedAt).not.toBeNull();
    }
    // The caller is the creator unless createdBy says otherwise.
    const rows = await t.db
      .select()
      .from(box)
      .where(
        inArray(
          box.boxId,
          boxes.map((b: { boxId: number }) => b.boxId),
        ),
      );
    expect(rows.map((r) => r.createdBy)).toEqual([keeper.employeeId, keeper.employeeId, keeper.employeeId]);
    expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3]);
    const links = await t.db.select().from(palletBox).where(eq(palletBox.plateId, places.shelved.plateId));
    expect(links.filter((l) => l.active)).toHaveLength(3);
  });

  it('dates the barcode today (Auckland) by default, stands on no pallet without plateId, keeps createdBy', async () => {
    const { productId, productCode } = cafe.products[2];
    const other = await t.createStaff();
    const [created] = await ok200(
      generate(`productId=${productId}&QtyPerPack=250&boxQty=1&createdBy=${other.employeeId}`),
    );
    const [row] = await t.db.select().from(box).where(eq(box.boxId, created.boxId));
    expect(row.createdBy).toBe(other.employeeId);
    expect(created.barCode).toBe(boxBarCode(productCode, toApiDate(new Date()), created.boxId));
    expect(created.plateId).toBeNull();
    expect(created.palletCode).toBeNull();
  });

  it('makes 1 to 500 boxes; count and quantity are required whole numbers above 0', async () => {
    const productId = cafe.products[2].productId;
    expect(await ok200(generate(`productId=${productId}&QtyPerPack=1&boxQty=500`))).toHaveLength(500);
    const refusals: [string, string][] = [
      [`productId=${productId}&QtyPerPack=1000&boxQty=501`, 'Count must be at most 500'],
      [`productId=${productId}&QtyPerPack=1000&boxQty=0`, 'Count must be above 0'],
      [`productId=${productId}&QtyPerPack=1000&boxQty=2.5`, 'Count must be a whole number'],
      [`productId=${productId}&QtyPerPack=1000`, 'Count is required!'],
      [`productId=${productId}&boxQty=2`, 'Qty Per Package is required!'],
      [`productId=${productId}&QtyPerPack=0&boxQty=2`, 'Qty Per Package must be above 0'],
      [`productId=${productId}&QtyPerPack=-5&boxQty=2`, 'Qty Per Package must be above 0'],
      [`productId=${productId}&QtyPerPack=1.5&boxQty=2`, 'Qty Per Package must be a whole number'],
      [`productId=${productId}&QtyPerPack=1000&boxQty=2&barcodeDate=soon`, 'barcodeDate must be a date'],
    ];
    for (const [query, message] of refusals) {
      const res = await refuseGenerate(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message.message, query).toBe(message);
    }
    const noProduct = await refuseGenerate('QtyPerPack=1000&boxQty=2');
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.errors?.productId).toBeDefined();
  });

  it('refuses a product or pallet that does not exist', async () => {
    const missing = await refuseGenerate('productId=987654&QtyPerPack=1000&boxQty=1');
    expect(missing.status).toBe(404);
    expect(missing.body.message.message).toBe('Product 987654 was not found.');
    const noPallet = await refuseGenerate(
      `productId=${cafe.products[0].productId}&QtyPerPack=1000&boxQty=1&plateId=987654`,
    );
    expect(noPallet.status).toBe(404);
    expect(noPallet.body.message.message).toBe('Pallet 987654 was not found.');
  });

  it('gives unique barcodes, also when two people generate at the same moment', async () => {
    const { productId } = cafe.products[1];
    const batches = await Promise.all(
      [1, 2, 3, 4].map(() => ok200(generate(`productId=${productId}&QtyPerPack=500&boxQty=25&barcodeDate=2026-01-05`))),
    );
    const codes = batches.flat().map((b: { barCode: string }) => b.barCode);
    expect(codes).toHaveLength(100);
    expect(new Set(codes).size).toBe(100);
    // Directly through the service too (the seeders' way).
    const more = await createBoxes(t.db, { productId, quantityPerBox: 1, count: 10, source: 0, createdBy: null });
    expect(new Set([...codes, ...more.map((b) => b.barCode)]).size).toBe(110);
  });
});

describe('Box/GetBoxByBarCode', () => {
  it('answers the box of a barcode with its pallet; an unknown barcode is refused', async () => {
    const [made] = await stockBoxes(t.db, cafe.products[0].productId, 1, 700, places.picking.plateId);
    const found = await ok200(
      t.api(admin).get(`/api/Box/GetBoxByBarCode?barCode=${encodeURIComponent(made.barCode)}`, ZBox),
    );
    expect(found).toMatchObject({
      boxId: made.boxId,
      barCode: made.barCode,
      quantity: 700,
      status: BOX_STATUS.InStock,
      plateId: places.picking.plateId,
      palletCode: places.picking.plateCode,
      product: { productCode: cafe.products[0].productCode, productName: cafe.products[0].productName },
    });

    const unknown = await t.api(admin).get('/api/Box/GetBoxByBarCode?barCode=NOPE-000000-0000', REFUSED);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message.message).toBe(WAREHOUSE_MESSAGES.boxNotFound);
    const empty = await t.api(admin).get('/api/Box/GetBoxByBarCode?barCode=', REFUSED);
    expect(empty.status).toBe(400);
    expect(empty.body.message.message).toBe('barCode is required');
  });
});

describe('Box/GetBoxLocationByProductId and the stock figure', () => {
  it('lists the in-stock boxes oldest first with their cell, temporary zone or no place, and sums them', async () => {
    const base = await createQuotedCustomer(t, admin, [50]);
    const { productId } = base.products[0];
    expect(await locations(productId)).toEqual([]);
    expect(await stockOf(productId)).toBe(0);

    const [inCell] = await stockBoxes(t.db, productId, 1, 1000, places.shelved.plateId);
    const [inZone] = await stockBoxes(t.db, productId, 1, 600, places.picking.plateId);
    const [onLoosePallet] = await stockBoxes(t.db, productId, 1, 300, places.loose.plateId);
    const [noPallet] = await stockBoxes(t.db, productId, 1, 50);
    // Out of stock: taken whole by a dispatch, delivered, or empty.
    const [taken, delivered, empty] = await stockBoxes(t.db, productId, 3, 1000, places.shelved.plateId);
    await t.db.update(box).set({ status: BOX_STATUS.InDispatching, quantity: 0 }).where(eq(box.boxId, taken.boxId));
    await t.db.update(box).set({ status: BOX_STATUS.Out, location: 1 }).where(eq(box.boxId, delivered.boxId));
    await t.db.update(box).set({ quantity: 0 }).where(eq(box.boxId, empty.boxId));
    // A box whose pallet link ended stands on no pallet.
    const [moved] = await stockBoxes(t.db, productId, 1, 10, places.shelved.plateId);
    await t.db.update(palletBox).set({ active: false, removedAt: new Date() }).where(eq(palletBox.boxId, moved.boxId));
    // The oldest first, whatever the ids say.
    await t.db
      .update(box)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(box.boxId, noPallet.boxId));

    const rows = await locations(productId);
    expect(rows.map((r: { boxId: number }) => r.boxId)).toEqual([
      noPallet.boxId,
      inCell.boxId,
      inZone.boxId,
      onLoosePallet.boxId,
      moved.boxId,
    ]);
    const [first, second, third, fourth] = rows;
    expect(first).toMatchObject({ barCode: noPallet.barCode, quantity: 50, plate: null, cell: null, tempzone: null });
    expect(second).toMatchObject({
      quantity: 1000,
      plate: { plateId: places.shelved.plateId, plateCode: places.shelved.plateCode },
      cell: {
        cellId: places.shelved.cellId,
        shelf: { shelfCode: places.shelved.shelfCode },
        rowName: '1',
        colName: 'A',
      },
      tempzone: null,
    });
    expect(third).toMatchObject({
      quantity: 600,
      plate: { plateCode: places.picking.plateCode },
      cell: null,
      tempzone: { zoneTypeId: places.picking.zoneTypeId, zoneTypeNavigation: { zoneTypeName: 'Picking Area' } },
    });
    expect(fourth).toMatchObject({ plate: { plateCode: places.loose.plateCode }, cell: null, tempzone: null });
    expect(await stockOf(productId)).toBe(1000 + 600 + 300 + 50 + 10);
  });

  it("answers 404 for a product that doesn't exist and 400 without a product", async () => {
    const res = await t.api(admin).get('/api/Box/GetBoxLocationByProductId?productId=987654', REFUSED);
    expect(res.status).toBe(404);
    expect(res.body.message.message).toBe('Product 987654 was not found.');
    expect((await t.api(admin).get('/api/Box/GetBoxLocationByProductId', REFUSED)).status).toBe(400);
  });
});

describe('access', () => {
  it('box generation needs a box page; reads serve the order, stock and dispatch pages too', async () => {
    const productId = cafe.products[0].productId;
    const query = `productId=${productId}&QtyPerPack=10&boxQty=1`;
    const [made] = await stockBoxes(t.db, productId, 1, 10);
    const reads = [
      `/api/Box/GetBoxByBarCode?barCode=${encodeURIComponent(made.barCode)}`,
      `/api/Box/GetBoxLocationByProductId?productId=${productId}`,
    ];
    for (const pageUrl of ['/warehouse-management', '/box-management', '/product-barcode-management']) {
      const staff = await t.createStaff({ pages: [pageUrl] });
      expect((await generate(query, staff.token)).status, pageUrl).toBe(200);
      for (const url of reads) expect((await t.api(staff.token).get(url)).status, url).toBe(200);
    }
    for (const pageUrl of [...DISPATCH_WRITE_PAGES, '/sales-order-management', '/stock-monitor']) {
      const staff = await t.createStaff({ pages: [pageUrl] });
      expect((await refuseGenerate(query, staff.token)).status, pageUrl).toBe(403);
      for (const url of reads) expect((await t.api(staff.token).get(url)).status, url).toBe(200);
    }
    const other = await t.createStaff({ pages: ['/product'] });
    expect((await refuseGenerate(query, other.token)).status).toBe(403);
    for (const url of reads) expect((await t.api(other.token).get(url, REFUSED)).status, url).toBe(403);
    const online = await t.createCustomer();
    for (const url of reads) expect((await t.api(online.token).get(url, REFUSED)).status, url).toBe(403);
    expect((await t.api().get(reads[0], REFUSED)).status).toBe(401);
  });
});

describe('Box/GetAllBox', () => {
  const allBoxes = (query: string, token = admin) => t.api(token).get(`/api/Box/GetAllBox?${query}`, z.array(ZBox));
  const refuseAllBoxes = (query: string, token = admin) => t.api(token).get(`/api/Box/GetAllBox?${query}`, REFUSED);

  it("lists a product's boxes oldest first, whole or a page at a time with meta", async () => {
    const { productId } = (await createQuotedCustomer(t, admin, [12])).products[0];
    const made = await ok200(generate(`productId=${productId}&QtyPerPack=10&boxQty=5&barcodeDate=2026/11/22`));
    const madeIds = made.map((row) => row.boxId);

    const whole = await allBoxes(`productId=${productId}`);
    expect(whole.status).toBe(200);
    expect(whole.body.meta).toBeUndefined();
    expect(whole.body.data.map((row) => row.boxId)).toEqual(madeIds);

    const second = await allBoxes(`productId=${productId}&page=2&pageSize=2`);
    expect(second.status).toBe(200);
    expect(second.body.meta).toEqual({ total: 5, page: 2, pageSize: 2 });
    expect(second.body.data.map((row) => row.boxId)).toEqual(madeIds.slice(2, 4));
    expect(second.body.data[0]).toMatchObject({ productId, quantity: 10, statusName: 'In Stock' });

    const past = await allBoxes(`productId=${productId}&page=4&pageSize=2`);
    expect(past.body).toMatchObject({ data: [], meta: { total: 5, page: 4, pageSize: 2 } });
    const defaultSize = await allBoxes(`productId=${productId}&page=1`);
    expect(defaultSize.body.meta).toEqual({ total: 5, page: 1, pageSize: 100 });
  });

  it('refuses a bad page or page size and a missing product, and serves only the box and stock pages', async () => {
    const { productId } = cafe.products[2];
    const zeroPage = await refuseAllBoxes(`productId=${productId}&page=0`);
    expect(zeroPage.status).toBe(400);
    expect(zeroPage.body.message.message).toBe('page must be at least 1');
    const hugePage = await refuseAllBoxes(`productId=${productId}&page=1&pageSize=10001`);
    expect(hugePage.status).toBe(400);
    expect(hugePage.body.message.message).toBe('pageSize must be at most 10000');
    expect((await refuseAllBoxes('page=1')).status).toBe(400);
    const cityKeeper = await t.createStaff({ pages: ['/city-management'] });
    expect((await refuseAllBoxes(`productId=${productId}`, cityKeeper.token)).status).toBe(403);
  });
});
