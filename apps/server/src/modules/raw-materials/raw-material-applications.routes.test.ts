import {
  APPLICATION_STATE,
  RAW_MATERIAL_APPLICATION_MESSAGES as MESSAGES,
  type TApiError,
  ZApplicationDetail,
  ZApplicationDetailList,
  ZRawMaterialApplication,
  ZRawMaterialBoxList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TReply, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { createStockPlaces, type TStockPlaces } from '../boxes/boxes.fixtures.ts';
import { baseProduct, product } from '../catalogue/catalogue.tables.ts';
import { createQuotedCustomer, ok200 } from '../sales-orders/sales-order.fixtures.ts';
import { createRawMaterial, stockRawMaterialBoxes } from './raw-material-applications.fixtures.ts';
import { rawMaterialBox } from './raw-materials.tables.ts';

// spec 02 §3/§4/§7 raw material applications: apply, pick boxes and confirm (processed 0 → 1), receive (complete),
// run out; the raw material box locations and a pallet's raw material boxes.

let t: TTestApp;
let admin: string;
let applier: TTestStaff;
let keeper: TTestStaff;
let places: TStockPlaces;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  applier = await t.createStaff({ pages: ['/raw-material-application-management'] });
  keeper = await t.createStaff({ pages: ['/warehouse-confirm'] });
  places = await createStockPlaces(t.db);
});
afterAll(() => t?.close());

const APPLY = '/api/RawMaterialApplication/AddRawMaterialApplication';
const PICK = '/api/ApplicationDetails/AddApplicationDetails';
const confirmUrl = (id: number, extra: string) =>
  `/api/RawMaterialApplication/ProcessRawMaterialApplication?id=${id}${extra}`;
const receiveUrl = (id: number, quantity: number | string) =>
  `/api/RawMaterialApplication/ReceiveRawMaterial?rawMaterialApplicationId=${id}&quantity=${quantity}`;
const apply = (body: object, token = applier.token) => t.api(token).post(APPLY, body, ZRawMaterialApplication);
const refuseApply = (body: object, token = applier.token) => t.api(token).post(APPLY, body, REFUSED);
const pick = (body: object, token = keeper.token) => t.api(token).post(PICK, body, ZApplicationDetail);
const refusePick = (body: object, token = keeper.token) => t.api(token).post(PICK, body, REFUSED);
/** Two picks at once: which one wins is not known beforehand. */
const tryPick = (body: object, token = keeper.token) => t.api(token).post(PICK, body);
const confirm = (id: number, token = keeper.token, extra = '') =>
  t.api(token).put(confirmUrl(id, extra), undefined, ZRawMaterialApplication);
const refuseConfirm = (id: number, token = keeper.token, extra = '') =>
  t.api(token).put(confirmUrl(id, extra), undefined, REFUSED);
const receive = (id: number, quantity: number | string, token = applier.token) =>
  t.api(token).put(receiveUrl(id, quantity), undefined, ZRawMaterialApplication);
const refuseReceive = (id: number, quantity: number | string, token = applier.token) =>
  t.api(token).put(receiveUrl(id, quantity), undefined, REFUSED);
/** Two receives at once: which one wins is not known beforehand. */
const tryReceive = (id: number, quantity: number) => t.api(applier.token).put(receiveUrl(id, quantity));
const locations = (rawMaterialId: number) =>
  ok200(
    t
      .api(keeper.token)
      .get(
        `/api/RawMaterialBox/GetRawMaterialBoxLocationByRawMaterialId?rawMaterialId=${rawMaterialId}`,
        ZRawMaterialBoxList,
      ),
  );
const onPallet = (plateId: number) =>
  ok200(t.api(keeper.token).get(`/api/Plate/GetRawMaterialBoxByPlateId?plateId=${plateId}`, ZRawMaterialBoxList));
const message = (response: TReply<TApiError>) => response.body.message.message;

describe('RawMaterialApplication: apply, edit, delete', () => {
  it('adds an application not picked, reads it, edits it and deletes it', async () => {
    const material = await createRawMaterial(t.db);
    const created = await ok200(
      apply({ applyEmployeeId: applier.employeeId, rawMaterialId: material.rawMaterialId, applyQuantity: 120.5 }),
    );
    expect(created).toMatchObject({
      rawMaterialId: material.rawMaterialId,
      rawMaterial: { rawMaterialCode: material.rawMaterialCode },
      applyQuantity: 120.5,
      applyEmployeeId: applier.employeeId,
      processed: 0,
      receivedAt: null,
      pickedBoxes: 0,
      state: APPLICATION_STATE.NotPicked,
      stateName: 'Not Picked',
    });
    const read = await ok200(
      t
        .api(applier.token)
        .get(
          `/api/RawMaterialApplication/GetRawMaterialApplicationById?id=${created.applicationId}`,
          ZRawMaterialApplication,
        ),
    );
    expect(read.applicationId).toBe(created.applicationId);
    const updated = await ok200(
      t.api(applier.token).put(
        '/api/RawMaterialApplication/UpdateRawMaterialApplication',
        {
          applicationId: created.applicationId,
          applyEmployeeId: keeper.employeeId,
          rawMaterialId: material.rawMaterialId,
          applyQuantity: 0,
        },
        ZRawMaterialApplication,
      ),
    );
    expect(updated).toMatchObject({ applyQuantity: 0, applyEmployeeId: keeper.employeeId });
    await ok200(
      t
        .api(applier.token)
        .delete(
          `/api/RawMaterialApplication/DeleteRawMaterialApplication?id=${created.applicationId}`,
          ZRawMaterialApplication,
        ),
    );
    const gone = await t
      .api(applier.token)
      .get(`/api/RawMaterialApplication/GetRawMaterialApplicationById?id=${created.applicationId}`, REFUSED);
    expect(gone.status).toBe(404);
    expect(message(gone)).toBe(MESSAGES.notFound);
  });

  it('requires apply employee, raw material and a quantity of 0 or more', async () => {
    const material = await createRawMaterial(t.db);
    const negative = await refuseApply({
      applyEmployeeId: applier.employeeId,
      rawMaterialId: material.rawMaterialId,
      applyQuantity: -1,
    });
    expect(negative.status).toBe(400);
    expect(message(negative)).toBe(MESSAGES.quantityAtLeastZero);
    const noEmployee = await refuseApply({ rawMaterialId: material.rawMaterialId, applyQuantity: 1 });
    expect(message(noEmployee)).toBe(MESSAGES.applyEmployeeRequired);
    const noMaterial = await refuseApply({ applyEmployeeId: applier.employeeId, applyQuantity: 1 });
    expect(message(noMaterial)).toBe(MESSAGES.rawMaterialRequired);
    const noQuantity = await refuseApply({
      applyEmployeeId: applier.employeeId,
      rawMaterialId: material.rawMaterialId,
    });
    expect(message(noQuantity)).toBe(MESSAGES.quantityRequired);
    const unknown = await refuseApply({
      applyEmployeeId: applier.employeeId,
      rawMaterialId: 999_999,
      applyQuantity: 1,
    });
    expect(unknown.status).toBe(400);
  });

  it('keeps the warehouse calls to the warehouse confirm page and the applying to its page', async () => {
    const material = await createRawMaterial(t.db);
    expect(
      (await refuseApply({ applyEmployeeId: 1, rawMaterialId: material.rawMaterialId, applyQuantity: 1 }, keeper.token))
        .status,
    ).toBe(403);
    const created = await ok200(
      apply({ applyEmployeeId: applier.employeeId, rawMaterialId: material.rawMaterialId, applyQuantity: 1 }),
    );
    expect((await refuseConfirm(created.applicationId, applier.token)).status).toBe(403);
    expect(
      (await t.api(applier.token).put(`/api/ApplicationDetails/MarkAsRunout?id=1&runout=1`, undefined, REFUSED)).status,
    ).toBe(403);
  });
});

describe('the application from request to received', () => {
  it('picks boxes, confirms, receives, and refuses each step out of its state', async () => {
    const material = await createRawMaterial(t.db);
    const other = await createRawMaterial(t.db);
    const [first, second] = await stockRawMaterialBoxes(t.db, material.rawMaterialId, 2, {
      quantity: 25,
      plateId: places.shelved.plateId,
      poNumber: 'PO-77',
    });
    const [otherBox] = await stockRawMaterialBoxes(t.db, other.rawMaterialId, 1, { plateId: places.picking.plateId });
    const application = await ok200(
      apply({ applyEmployeeId: applier.employeeId, rawMaterialId: material.rawMaterialId, applyQuantity: 50 }),
    );
    const id = application.applicationId;

    // Where the boxes stand: the shelf cell of their pallet; the other material's box in the Picking Area.
    const where = await locations(material.rawMaterialId);
    expect(where.map((b: { boxCode: string }) => b.boxCode)).toEqual([first.boxCode, second.boxCode]);
    expect(where[0]).toMatchObject({
      quantity: 25,
      poNumber: 'PO-77',
      plate: { plateId: places.shelved.plateId, plateCode: places.shelved.plateCode },
      cell: {
        cellId: places.shelved.cellId,
        shelf: { shelfCode: places.shelved.shelfCode },
        rowName: '1',
        colName: 'A',
      },
      tempzone: null,
      exWarehouse: 0,
      active: 1,
    });
    const picking = await onPallet(places.picking.plateId);
    expect(picking.find((b) => b.boxCode === otherBox.boxCode)).toMatchObject({
      cell: null,
      tempzone: { zoneTypeId: places.picking.zoneTypeId, zoneTypeNavigation: { zoneTypeName: 'Picking Area' } },
    });

    // Not picked: receiving is refused; confirming with nothing picked too.
    expect(message(await refuseReceive(id, 50))).toBe(MESSAGES.notConfirmedOrCompleted);
    const empty = await refuseConfirm(id);
    expect(empty.status).toBe(400);
    expect(message(empty)).toBe(MESSAGES.setUpTable);

    // Picking: the box leaves its pallet; another material's box, a box already taken, too much are refused.
    const detail = await ok200(pick({ applicationId: id, rawMaterialBoxId: first.rawMaterialBoxId, quantity: 25 }));
    expect(detail).toMatchObject({
      applicationId: id,
      boxCode: first.boxCode,
      quantity: 25,
      runout: 0,
      plateCode: places.shelved.plateCode,
    });
    expect((await locations(material.rawMaterialId)).map((b: { boxCode: string }) => b.boxCode)).toEqual([
      second.boxCode,
    ]);
    expect((await onPallet(places.shelved.plateId)).some((b: { boxCode: string }) => b.boxCode === first.boxCode)).toBe(
      false,
    );
    expect(
      message(await refusePick({ applicationId: id, rawMaterialBoxId: otherBox.rawMaterialBoxId, quantity: 1 })),
    ).toBe(MESSAGES.boxOtherMaterial);
    expect(
      message(await refusePick({ applicationId: id, rawMaterialBoxId: first.rawMaterialBoxId, quantity: 1 })),
    ).toBe(MESSAGES.boxUnavailable);
    expect(
      (await refusePick({ applicationId: id, rawMaterialBoxId: second.rawMaterialBoxId, quantity: 26 })).status,
    ).toBe(400);
    expect((await refusePick({ applicationId: id, rawMaterialBoxId: 999_999, quantity: 1 })).status).toBe(404);

    // Undoing a pick puts the box back on its pallet.
    const second1 = await ok200(pick({ applicationId: id, rawMaterialBoxId: second.rawMaterialBoxId, quantity: 20 }));
    await ok200(
      t
        .api(keeper.token)
        .delete(`/api/ApplicationDetails/DeleteApplicationDetails?id=${second1.detailsId}`, ZApplicationDetail),
    );
    const [back] = await t.db
      .select()
      .from(rawMaterialBox)
      .where(eq(rawMaterialBox.rawMaterialBoxId, second.rawMaterialBoxId));
    expect(back).toMatchObject({ plateId: places.shelved.plateId, exWarehouse: 0 });
    const details = await ok200(
      t
        .api(keeper.token)
        .get(`/api/ApplicationDetails/GetAllApplicationDetails?applicationId=${id}`, z.array(ZApplicationDetail)),
    );
    expect(details.map((d) => d.detailsId)).toEqual([detail.detailsId]);

    // Run out only once picked.
    expect(
      message(
        await t
          .api(admin)
          .put(`/api/ApplicationDetails/MarkAsRunout?id=${detail.detailsId}&runout=1`, undefined, REFUSED),
      ),
    ).toBe(MESSAGES.notPicked);

    // The confirming employee is the caller: another employee's id is refused.
    const asOther = await refuseConfirm(id, keeper.token, `&warehouseEmployeeId=${applier.employeeId}`);
    expect(asOther.status).toBe(403);
    expect(message(asOther)).toBe(MESSAGES.actAsYourself);
    const confirmed = await ok200(confirm(id, keeper.token, `&warehouseEmployeeId=${keeper.employeeId}`));
    expect(confirmed).toMatchObject({
      processed: 1,
      warehouseEmployeeId: keeper.employeeId,
      pickedQuantity: 25,
      pickedBoxes: 1,
      state: APPLICATION_STATE.Picked,
      stateName: 'Picked',
    });
    expect(confirmed.processedAt).not.toBeNull();

    // Once processed is 1: no second confirm, no picking or unpicking, no edit, no delete.
    expect(message(await refuseConfirm(id))).toBe(MESSAGES.completedNotEditable);
    expect(
      message(await refusePick({ applicationId: id, rawMaterialBoxId: second.rawMaterialBoxId, quantity: 1 })),
    ).toBe(MESSAGES.completedNotEditable);
    expect(
      message(
        await t
          .api(keeper.token)
          .delete(`/api/ApplicationDetails/DeleteApplicationDetails?id=${detail.detailsId}`, REFUSED),
      ),
    ).toBe(MESSAGES.completedNotEditable);
    const edit = await t.api(applier.token).put(
      '/api/RawMaterialApplication/UpdateRawMaterialApplication',
      {
        applicationId: id,
        applyEmployeeId: applier.employeeId,
        rawMaterialId: material.rawMaterialId,
        applyQuantity: 5,
      },
      REFUSED,
    );
    expect(message(edit)).toBe(MESSAGES.completedNotEditable);
    const remove = await t
      .api(applier.token)
      .delete(`/api/RawMaterialApplication/DeleteRawMaterialApplication?id=${id}`, REFUSED);
    expect(message(remove)).toBe(MESSAGES.completedNotDeletable);

    // The boxes production holds of a product's raw materials, until run out.
    const cafe = await createQuotedCustomer(t, admin, [10]);
    const [{ baseProductId }] = await t.db
      .select({ baseProductId: product.baseProductId })
      .from(product)
      .where(eq(product.productId, cafe.products[0].productId));
    await t.db
      .update(baseProduct)
      .set({ rawMaterialId2: material.rawMaterialId })
      .where(eq(baseProduct.baseProductId, baseProductId as number));
    const remainingUrl = `/api/ApplicationDetails/GetRemainingRawMaterialBoxByProductId?productId=${cafe.products[0].productId}`;
    expect((await ok200(t.api(admin).get(remainingUrl, ZApplicationDetailList))).map((d) => d.detailsId)).toEqual([
      detail.detailsId,
    ]);

    // Received: complete; a second receive is refused.
    expect((await refuseReceive(id, -1)).status).toBe(400);
    const received = await ok200(receive(id, 24.5));
    expect(received).toMatchObject({
      receivedQuantity: 24.5,
      state: APPLICATION_STATE.Complete,
      stateName: 'Complete',
    });
    expect(received.receivedAt).not.toBeNull();
    expect(message(await refuseReceive(id, 24.5))).toBe(MESSAGES.notConfirmedOrCompleted);

    const runner = await t.createStaff({ pages: ['/application-details'] });
    const runOut = await ok200(
      t
        .api(runner.token)
        .put(`/api/ApplicationDetails/MarkAsRunout?id=${detail.detailsId}&runout=1`, undefined, ZApplicationDetail),
    );
    expect(runOut.runout).toBe(1);
    expect(await ok200(t.api(admin).get(remainingUrl, ZApplicationDetailList))).toEqual([]);
    expect(
      (
        await ok200(
          t
            .api(runner.token)
            .put(`/api/ApplicationDetails/MarkAsRunout?id=${detail.detailsId}&runout=0`, undefined, ZApplicationDetail),
        )
      ).runout,
    ).toBe(0);
    expect(
      (
        await t
          .api(runner.token)
          .put(`/api/ApplicationDetails/MarkAsRunout?id=${detail.detailsId}&runout=2`, undefined, REFUSED)
      ).status,
    ).toBe(400);
  });

  it('deleting an application not yet confirmed puts its picked boxes back', async () => {
    const material = await createRawMaterial(t.db);
    const [box1] = await stockRawMaterialBoxes(t.db, material.rawMaterialId, 1, { plateId: places.loose.plateId });
    const application = await ok200(
      apply({ applyEmployeeId: applier.employeeId, rawMaterialId: material.rawMaterialId, applyQuantity: 10 }),
    );
    await ok200(
      pick({ applicationId: application.applicationId, rawMaterialBoxId: box1.rawMaterialBoxId, quantity: 10 }),
    );
    expect(await locations(material.rawMaterialId)).toEqual([]);
    await ok200(
      t
        .api(applier.token)
        .delete(
          `/api/RawMaterialApplication/DeleteRawMaterialApplication?id=${application.applicationId}`,
          ZRawMaterialApplication,
        ),
    );
    const back = await locations(material.rawMaterialId);
    expect(back).toHaveLength(1);
    expect(back[0].plate?.plateId).toBe(places.loose.plateId);
  });
});

describe('two people at once', () => {
  it('of two picks of the same box exactly one wins; of two receives exactly one', async () => {
    const material = await createRawMaterial(t.db);
    const [box1] = await stockRawMaterialBoxes(t.db, material.rawMaterialId, 1, { plateId: places.shelved.plateId });
    const body = { applyEmployeeId: applier.employeeId, rawMaterialId: material.rawMaterialId, applyQuantity: 10 };
    const [a, b] = [await ok200(apply(body)), await ok200(apply(body))];
    const picks = await Promise.all([
      tryPick({ applicationId: a.applicationId, rawMaterialBoxId: box1.rawMaterialBoxId, quantity: 5 }),
      tryPick({ applicationId: b.applicationId, rawMaterialBoxId: box1.rawMaterialBoxId, quantity: 5 }),
    ]);
    expect(picks.map((p) => p.status).sort()).toEqual([200, 400]);
    const winner = picks[0].status === 200 ? a : b;
    await ok200(confirm(winner.applicationId));
    const receives = await Promise.all([tryReceive(winner.applicationId, 5), tryReceive(winner.applicationId, 5)]);
    expect(receives.map((p) => p.status).sort()).toEqual([200, 400]);
  });
});
