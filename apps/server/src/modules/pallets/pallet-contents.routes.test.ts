import {
  BOX_MANAGEMENT_MESSAGES,
  BOX_OUT_LOCATION,
  BOX_STATUS,
  LAYOUT_MESSAGES,
  PALLET_TYPE,
  type TApiError,
  TEMP_ZONE_MESSAGES,
  ZBoxInfoList,
  ZONE_TYPE,
  ZPallet,
  ZPalletOptionList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp } from '../../../test/test-app.ts';
import { createStockPlaces, stockBoxes, type TStockPlaces } from '../boxes/boxes.fixtures.ts';
import { box } from '../boxes/boxes.tables.ts';
import { createQuotedCustomer, ok200, type TQuotedCustomer } from '../sales-orders/sales-order.fixtures.ts';
import { createPallets, placePalletsInTempZones } from '../warehouse-layout/warehouse-layout.service.ts';
import { pallet } from '../warehouse-layout/warehouse-layout.tables.ts';

// What stands on a pallet and which pallets are in use (spec 02 §7 Plate; issue 14): a pallet's boxes, a box's pallet,
// the pallets in the temporary zones, those holding boxes, the packaging pallets in use, and the pallet picker.

let t: TTestApp;
let admin: string;
let cafe: TQuotedCustomer;
let places: TStockPlaces;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  cafe = await createQuotedCustomer(t, admin, [40]);
  places = await createStockPlaces(t.db);
});
afterAll(() => t?.close());

const api = (token = admin) => t.api(token);
const message = (res: TReply<TApiError>) => res.body?.message?.message;
const productId = () => cafe.products[0].productId as number;
const plateIds = (rows: readonly { plateId: number }[]) => rows.map((row) => row.plateId);
const newBoxes = async (count: number, plateId: number | null) =>
  (await stockBoxes(t.db, productId(), count, 25, plateId)).map((b) => b.boxId);

describe('Plate/GetBoxByPlateId and GetPlateByBoxId', () => {
  it("answers a pallet's boxes with their product, and a box's pallet with where it stands", async () => {
    const boxes = await newBoxes(2, places.shelved.plateId);
    const [loose] = await newBoxes(1, null);
    const onPallet = await ok200(
      api().get(`/api/Plate/GetBoxByPlateId?plateId=${places.shelved.plateId}`, ZBoxInfoList),
    );
    expect(onPallet.map((b) => b.boxId)).toEqual(boxes);
    expect(onPallet[0]).toMatchObject({
      productId: productId(),
      product: { productCode: cafe.products[0].productCode },
      quantity: 25,
      plateId: places.shelved.plateId,
      palletCode: places.shelved.plateCode,
    });
    expect(await ok200(api().get(`/api/Plate/GetBoxByPlateId?plateId=${places.loose.plateId}`, ZBoxInfoList))).toEqual(
      [],
    );

    const palletRow = await ok200(api().get(`/api/Plate/GetPlateByBoxId?boxId=${boxes[0]}`, ZPallet));
    expect(palletRow).toMatchObject({
      plateId: places.shelved.plateId,
      cellId: places.shelved.cellId,
      boxCount: 2,
    });
    const none = await api().get(`/api/Plate/GetPlateByBoxId?boxId=${loose}`, REFUSED);
    expect(none.status).toBe(404);
    expect(message(none)).toBe(LAYOUT_MESSAGES.noPallet);
    const unknownBox = await api().get('/api/Plate/GetPlateByBoxId?boxId=987654', REFUSED);
    expect(unknownBox.status).toBe(404);
    expect(message(unknownBox)).toBe(BOX_MANAGEMENT_MESSAGES.boxNotFound(987654));
  });

  it("asks for a pallet ('Please select a pallet firstly.') and refuses an unknown one ('No pallet information.')", async () => {
    const missing = await api().get('/api/Plate/GetBoxByPlateId', REFUSED);
    expect(missing.status).toBe(400);
    expect(message(missing)).toBe(TEMP_ZONE_MESSAGES.selectPallet);
    const unknown = await api().get('/api/Plate/GetBoxByPlateId?plateId=987654', REFUSED);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(LAYOUT_MESSAGES.noPallet);
  });
});

describe('Plate/GetInZone, GetInUsingPallet, GetUsing2PackagingPallet', () => {
  it('lists the pallets in temporary zones (of a type), in use, and the packaging pallets in use', async () => {
    const [loaded, empty, packing, packingEmpty, dispatching, delivered] = await createPallets(t.db, { count: 6 });
    await t.db.update(pallet).set({ packageFlag: 1 }).where(eq(pallet.plateId, packing.plateId));
    await t.db.update(pallet).set({ packageFlag: 1 }).where(eq(pallet.plateId, packingEmpty.plateId));
    await placePalletsInTempZones(t.db, [{ plateId: dispatching.plateId, zoneTypeId: ZONE_TYPE.Dispatching }]);
    await newBoxes(1, loaded.plateId);
    await newBoxes(2, packing.plateId);
    // A delivered box keeps its last link (dispatch does not end it): it is no longer on the pallet.
    const [gone] = await newBoxes(1, delivered.plateId);
    await t.db
      .update(box)
      .set({ status: BOX_STATUS.Out, location: BOX_OUT_LOCATION.Delivered, quantity: 0 })
      .where(eq(box.boxId, gone));
    expect(await ok200(api().get(`/api/Plate/GetBoxByPlateId?plateId=${delivered.plateId}`, ZBoxInfoList))).toEqual([]);

    const inZones = plateIds(await ok200(api().get('/api/Plate/GetInZone', z.array(ZPallet))));
    expect(inZones).toEqual(expect.arrayContaining([places.picking.plateId, dispatching.plateId]));
    expect(inZones).not.toContain(places.shelved.plateId);
    const picking = await ok200(api().get(`/api/Plate/GetInZone?zonetype=${ZONE_TYPE.Picking}`, z.array(ZPallet)));
    expect(plateIds(picking)).toContain(places.picking.plateId);
    expect(plateIds(picking)).not.toContain(dispatching.plateId);
    expect(picking.every((p) => p.tempzone?.zoneTypeId === ZONE_TYPE.Picking)).toBe(true);

    const paged = await api().get(
      `/api/Plate/GetInZone?zonetype=${ZONE_TYPE.Dispatching}&page=1&pageSize=10`,
      z.array(ZPallet),
    );
    expect(paged.status).toBe(200);
    expect(paged.body.meta).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    expect(plateIds(paged.body.data)).toEqual([dispatching.plateId]);

    const inUse = plateIds(await ok200(api().get('/api/Plate/GetInUsingPallet', z.array(ZPallet))));
    expect(inUse).toEqual(expect.arrayContaining([loaded.plateId, packing.plateId]));
    expect(inUse).not.toContain(empty.plateId);
    expect(inUse).not.toContain(packingEmpty.plateId);
    expect(inUse).not.toContain(delivered.plateId);
    const searched = await ok200(api().get(`/api/Plate/GetInUsingPallet?search=${loaded.plateCode}`, z.array(ZPallet)));
    expect(plateIds(searched)).toEqual([loaded.plateId]);

    const packaging = await ok200(api().get('/api/Plate/GetUsing2PackagingPallet', z.array(ZPallet)));
    expect(plateIds(packaging)).toEqual([packing.plateId]);
    expect(packaging[0]).toMatchObject({ packageFlag: 1, boxCount: 2 });
    const sorted = await api().get('/api/Plate/GetInUsingPallet?sortField=nope', REFUSED);
    expect(sorted.status).toBe(400);
  });
});

describe('Plate/GetAllPlateCode (the pallet picker)', () => {
  it('finds pallets by code, at most limit of them, with the chosen one always included', async () => {
    const found = await ok200(
      api().get(`/api/Plate/GetAllPlateCode?search=${places.loose.plateCode}`, ZPalletOptionList),
    );
    expect(plateIds(found)).toEqual([places.loose.plateId]);
    const two = await ok200(api().get('/api/Plate/GetAllPlateCode?limit=2', ZPalletOptionList));
    expect(two).toHaveLength(2);
    const withChosen = await ok200(
      api().get(
        `/api/Plate/GetAllPlateCode?search=${places.loose.plateCode}&selectedId=${places.shelved.plateId}`,
        ZPalletOptionList,
      ),
    );
    expect(plateIds(withChosen).sort()).toEqual([places.loose.plateId, places.shelved.plateId].sort());
  });

  it('says where each pallet stands and what is on it, the empty and nearby ones first (issue 30 §14)', async () => {
    const fresh = await createStockPlaces(t.db);
    const [nearEmpty] = await createPallets(t.db, { count: 1, plateTypeId: PALLET_TYPE.Default });
    await placePalletsInTempZones(t.db, [{ plateId: nearEmpty.plateId, zoneTypeId: ZONE_TYPE.Picking }]);
    await newBoxes(2, fresh.picking.plateId);
    const ours = [nearEmpty.plateId, fresh.loose.plateId, fresh.picking.plateId, fresh.shelved.plateId];

    const options = await ok200(
      api().get(`/api/Plate/GetAllPlateCode?limit=1000&zoneTypeId=${ZONE_TYPE.Picking}`, ZPalletOptionList),
    );
    // At hand first (the Picking Area, then standing nowhere), the empty before the loaded; a shelved one after.
    expect(plateIds(options).filter((id: number) => ours.includes(id))).toEqual(ours);
    const loaded = options.find((p) => p.plateId === fresh.picking.plateId);
    expect(loaded).toMatchObject({
      position: 'Picking Area',
      boxCount: 2,
      contents: [{ kind: 'product', code: cafe.products[0].productCode, boxCount: 2, quantity: 50 }],
    });
    expect(found(options, (p) => p.plateId === fresh.shelved.plateId).contents).toEqual([]);
  });
});

describe('who may read what stands on pallets', () => {
  it('the pallet screens and the pallet list read; other pages get 403', async () => {
    const paths = [
      `/api/Plate/GetBoxByPlateId?plateId=${places.shelved.plateId}`,
      `/api/Plate/GetPlateByBoxId?boxId=${(await newBoxes(1, places.shelved.plateId))[0]}`,
      '/api/Plate/GetInZone?zonetype=2',
      '/api/Plate/GetInUsingPallet',
      '/api/Plate/GetUsing2PackagingPallet',
      '/api/Plate/GetAllPlateCode',
    ];
    const other = await t.createStaff({ pages: ['/customer-pallet'] });
    for (const path of paths) expect((await api(other.token).get(path, REFUSED)).status, path).toBe(403);
    for (const pages of [['/pallet-list'], ['/relocate-pallet'], ['/temporary-zone']]) {
      const reader = await t.createStaff({ pages });
      for (const path of paths) expect((await api(reader.token).get(path)).status, `${pages} ${path}`).toBe(200);
    }
  });
});
