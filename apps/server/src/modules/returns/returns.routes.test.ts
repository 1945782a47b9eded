import {
  BOX_MOVEMENT_REASON,
  BOX_SOURCE,
  BOX_STATUS,
  CREDIT_REPLACEMENT,
  ORDER_STATUS,
  RETURN_MESSAGES,
  RETURN_TYPE,
  ZBoxInfo,
  ZInvoice,
  ZOrderRowList,
  ZReturn,
  ZReturnDispatch,
} from '@packline/domain';
import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TTestApp } from '../../../test/test-app.ts';
import { box, boxMovement, palletBox } from '../boxes/boxes.tables.ts';
import { extraAddress } from '../customers/customers.tables.ts';
import { expectStatus, message, ok200, orderStatusOf, readLines } from '../dispatch/dispatch.fixtures.ts';
import { invoice } from '../invoices/invoices.tables.ts';
import { moveOrder } from '../sales-orders/sales-order-state.ts';
import {
  createReturnWorld,
  deliveredDispatch,
  PACK_QUANTITY,
  returnBody,
  type TReturnWorld,
} from './returns.fixtures.ts';

// Returns (spec 02 §2, §4, §5, §7; README.md): every message the calls give, the boxes that come back on hold, the
// refund invoice of a credit, the pieces a replacement owes again, over-returns under parallel requests, the slip.

let t: TTestApp;
let admin: string;
let clerk: string;
let world: TReturnWorld;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  clerk = (await t.createStaff({ pages: ['/return-management'] })).token;
  world = await createReturnWorld(t, admin);
});
afterAll(() => t?.close());

const api = () => t.api(clerk);
const searchUrl = (no: string) => `/api/Dispatching/GetByBoxCodeOrPackingSlipNo?NO=${encodeURIComponent(no)}`;
const search = (no: string) => api().get(searchUrl(no), ZReturnDispatch);
const refuseSearch = (no: string) => api().get(searchUrl(no), REFUSED);
const submit = (body: Record<string, unknown>) => api().post('/api/Dispatching/ReturnItem', body, ZReturn);
const refuseSubmit = (body: Record<string, unknown>) => api().post('/api/Dispatching/ReturnItem', body, REFUSED);
/** Two returns at once: which one is refused is not known beforehand. */
const trySubmit = (body: Record<string, unknown>) => api().post('/api/Dispatching/ReturnItem', body);
const confirmUrl = (returnId: number, invoiceNote?: string) =>
  `/api/Dispatching/ConfirmReturnItem?returnId=${returnId}${
    invoiceNote === undefined ? '' : `&invoiceNote=${encodeURIComponent(invoiceNote)}`
  }`;
const confirm = (returnId: number, invoiceNote?: string) =>
  api().put(confirmUrl(returnId, invoiceNote), undefined, ZReturn);
const refuseConfirm = (returnId: number, invoiceNote?: string) =>
  api().put(confirmUrl(returnId, invoiceNote), undefined, REFUSED);

describe('GET Dispatching/GetByBoxCodeOrPackingSlipNo', () => {
  it("needs the search input: 'You need to input'", async () => {
    for (const url of [
      '/api/Dispatching/GetByBoxCodeOrPackingSlipNo',
      '/api/Dispatching/GetByBoxCodeOrPackingSlipNo?NO=',
      '/api/Dispatching/GetByBoxCodeOrPackingSlipNo?NO=%20%20',
    ]) {
      const res = await api().get(url, REFUSED);
      expectStatus(res, 400);
      expect(message(res)).toBe(RETURN_MESSAGES.youNeedToInput);
    }
  });

  it('finds a delivered dispatch by its packing slip (with or without zeros) or by a box barcode, any case', async () => {
    const { dispatch, boxIds, barCodes, orderId } = await deliveredDispatch(t, admin, world);
    for (const no of [dispatch.packingSlipNo, String(dispatch.dispatchId), barCodes[2].toLowerCase()]) {
      const found = await ok200(search(no));
      expect(found.dispatchId).toBe(dispatch.dispatchId);
    }
    const found = await ok200(search(dispatch.packingSlipNo));
    expect(found).toMatchObject({
      packingSlipNo: dispatch.packingSlipNo,
      statusName: 'Delivered',
      invoiced: true,
      type: RETURN_TYPE.Invoiced,
      order: { orderId, customer: { customerId: world.cafe.customerId } },
      courier: { courierName: expect.any(String) },
    });
    expect(found.addresses.map((a) => a.addressId)).toEqual([world.addressId]);
    expect(found.dispatchingDetails.map((line) => [line.boxId, line.quantity, line.returnableQuantity])).toEqual(
      boxIds.map((boxId) => [boxId, PACK_QUANTITY, PACK_QUANTITY]),
    );
  });

  it('answers 404 for a number nobody has, and refuses a dispatch not delivered yet', async () => {
    const res = await refuseSearch('NO-SUCH-BOX-999');
    expectStatus(res, 404);
    expect(message(res)).toBe(RETURN_MESSAGES.noDispatch);
    const { dispatch } = await deliveredDispatch(t, admin, world, 'completed');
    const sent = await refuseSearch(dispatch.packingSlipNo);
    expectStatus(sent, 400);
    expect(message(sent)).toBe(RETURN_MESSAGES.notReturnable);
  });

  it('is for the Returns Management page only (403 otherwise)', async () => {
    const other = await t.createStaff({ pages: ['/dispatch'] });
    const res = await t.api(other.token).get('/api/Dispatching/GetByBoxCodeOrPackingSlipNo?NO=1', REFUSED);
    expectStatus(res, 403);
    const list = await t.api(other.token).get('/api/Dispatching/GetReturnItem', REFUSED);
    expectStatus(list, 403);
  });
});

describe('POST Dispatching/ReturnItem refusals', () => {
  let sent: Awaited<ReturnType<typeof deliveredDispatch>>;
  beforeAll(async () => {
    sent = await deliveredDispatch(t, admin, world);
  });
  const line = (returnQuantity: unknown, boxId?: number) => [{ boxId: boxId ?? sent.boxIds[0], returnQuantity }];

  it("return quantities are whole numbers above 0: 'New value must be an integer and greater than 0.'", async () => {
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await refuseSubmit(returnBody(world, sent.dispatch.dispatchId, line(quantity)));
      expectStatus(res, 400);
      expect(message(res)).toBe(RETURN_MESSAGES.returnQuantity);
    }
  });

  it('needs a pallet and at least one line', async () => {
    const noPallet = await refuseSubmit(returnBody(world, sent.dispatch.dispatchId, line(5), { plateId: undefined }));
    expectStatus(noPallet, 400);
    expect(message(noPallet)).toBe(RETURN_MESSAGES.palletRequired);
    const unknownPallet = await refuseSubmit(returnBody(world, sent.dispatch.dispatchId, line(5), { plateId: 999999 }));
    expectStatus(unknownPallet, 404);
    expect(message(unknownPallet)).toBe('No pallet information.');
    const none = await refuseSubmit(returnBody(world, sent.dispatch.dispatchId, []));
    expectStatus(none, 400);
    expect(message(none)).toBe(RETURN_MESSAGES.selectBoxes);
  });

  it('of an invoiced order needs reason, credit or replacement, customer address and delivery method', async () => {
    const cases = [
      [{ reason: '  ' }, RETURN_MESSAGES.reasonRequired, 'reason'],
      [{ creditReplacement: null }, RETURN_MESSAGES.creditReplacementRequired, 'creditReplacement'],
      [{ returnAddressId: undefined }, RETURN_MESSAGES.addressRequired, 'returnAddressId'],
      [{ deliveryMethodId: null }, RETURN_MESSAGES.deliveryMethodRequired, 'deliveryMethodId'],
    ] as const;
    for (const [extra, text, field] of cases) {
      const res = await refuseSubmit(returnBody(world, sent.dispatch.dispatchId, line(5), extra));
      expectStatus(res, 400);
      expect(message(res)).toBe(text);
      expect(res.body.errors?.[field]).toEqual([text]);
    }
  });

  it("refuses another customer's address, a box not on the dispatch, an unknown dispatch", async () => {
    const other = await createReturnWorld(t, admin);
    const address = await refuseSubmit(
      returnBody(world, sent.dispatch.dispatchId, line(5), { returnAddressId: other.addressId }),
    );
    expectStatus(address, 400);
    expect(message(address)).toBe(RETURN_MESSAGES.addressNotOfCustomer);
    const foreign = await deliveredDispatch(t, admin, world);
    const wrongBox = await refuseSubmit(returnBody(world, sent.dispatch.dispatchId, line(5, foreign.boxIds[0])));
    expectStatus(wrongBox, 400);
    expect(message(wrongBox)).toBe(RETURN_MESSAGES.boxNotOnDispatch(String(foreign.boxIds[0])));
    const unknown = await refuseSubmit(returnBody(world, 999999, line(5)));
    expectStatus(unknown, 404);
    expect(message(unknown)).toBe(RETURN_MESSAGES.noDispatch);
  });

  it('refuses a dispatch not delivered yet', async () => {
    const completed = await deliveredDispatch(t, admin, world, 'completed');
    const res = await refuseSubmit(
      returnBody(world, completed.dispatch.dispatchId, [{ boxId: completed.boxIds[0], returnQuantity: 1 }]),
    );
    expectStatus(res, 400);
    expect(message(res)).toBe(RETURN_MESSAGES.notReturnable);
  });

  it('never takes back more than a box dispatched minus what earlier returns took back', async () => {
    const fresh = await deliveredDispatch(t, admin, world);
    const id = fresh.dispatch.dispatchId;
    const boxId = fresh.boxIds[0];
    const over = await refuseSubmit(returnBody(world, id, [{ boxId, returnQuantity: PACK_QUANTITY + 1 }]));
    expectStatus(over, 400);
    expect(message(over)).toBe(RETURN_MESSAGES.overReturn(fresh.barCodes[0], PACK_QUANTITY));
    // The same box twice in one request counts once, summed.
    const twice = await refuseSubmit(
      returnBody(world, id, [
        { boxId, returnQuantity: 600 },
        { boxId, returnQuantity: 500 },
      ]),
    );
    expectStatus(twice, 400);
    await ok200(submit(returnBody(world, id, [{ boxId, returnQuantity: 700 }])));
    const rest = await refuseSubmit(returnBody(world, id, [{ boxId, returnQuantity: 301 }]));
    expectStatus(rest, 400);
    expect(message(rest)).toBe(RETURN_MESSAGES.overReturn(fresh.barCodes[0], 300));
    await ok200(submit(returnBody(world, id, [{ boxId, returnQuantity: 300 }])));
    const none = await refuseSubmit(returnBody(world, id, [{ boxId, returnQuantity: 1 }]));
    expectStatus(none, 400);
    expect(message(none)).toBe(RETURN_MESSAGES.overReturn(fresh.barCodes[0], 0));
    const found = await ok200(search(fresh.dispatch.packingSlipNo));
    expect(found.dispatchingDetails[0]).toMatchObject({ returnedQuantity: PACK_QUANTITY, returnableQuantity: 0 });
  });

  it('two returns of the same pieces at once: exactly one succeeds', async () => {
    const fresh = await deliveredDispatch(t, admin, world);
    const body = returnBody(world, fresh.dispatch.dispatchId, [{ boxId: fresh.boxIds[1], returnQuantity: 800 }]);
    const results = await Promise.all([trySubmit(body), trySubmit(body)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
    const refused = found(results, (res) => res.status === 400);
    expect(message(refused)).toBe(RETURN_MESSAGES.overReturn(fresh.barCodes[1], 200));
    const after = await ok200(search(fresh.dispatch.packingSlipNo));
    expect(after.dispatchingDetails[1].returnedQuantity).toBe(800);
  });
});

describe('a return and its confirmation', () => {
  it('brings the pieces back as a new box on the pallet, on hold, with a ledger row', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    const created = await ok200(
      submit(returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[2], returnQuantity: 250 }])),
    );
    expect(created).toMatchObject({
      returnNo: `RT${String(created.returnId).padStart(6, '0')}`,
      type: RETURN_TYPE.Invoiced,
      reason: 'Damaged in transit',
      creditReplacement: CREDIT_REPLACEMENT.Credit,
      isConfirm: false,
      returnAddressId: world.addressId,
      deliveryMethodId: world.methodId,
      plate: { plateId: world.plateId },
      dispatch: { packingSlipNo: sent.dispatch.packingSlipNo },
    });
    expect(created.returnDetail).toEqual([
      expect.objectContaining({ boxId: sent.boxIds[2], barCode: sent.barCodes[2], quantity: 250 }),
    ]);
    const newBoxId = created.returnDetail[0].returnedBoxId as number;
    const [back] = await t.db.select().from(box).where(eq(box.boxId, newBoxId));
    expect(back).toMatchObject({ status: BOX_STATUS.OnHold, source: BOX_SOURCE.CustomerReturn });
    expect(Number(back.quantity)).toBe(250);
    expect(back.barCode).toBe(created.returnDetail[0].returnedBarCode);
    const links = await t.db.select().from(palletBox).where(eq(palletBox.boxId, newBoxId));
    expect(links).toEqual([expect.objectContaining({ plateId: world.plateId, active: true })]);
    const ledger = await t.db.select().from(boxMovement).where(eq(boxMovement.boxId, newBoxId));
    expect(ledger).toEqual([
      expect.objectContaining({
        reasonId: BOX_MOVEMENT_REASON.Returned,
        toStatus: BOX_STATUS.OnHold,
        toPlateId: world.plateId,
      }),
    ]);
    expect(Number(ledger[0].quantityAfter)).toBe(250);
    // On the warehouse's Hold Products list.
    const holds = await ok200(t.api(admin).get('/api/Box/GetAllInfo?status=3&pageSize=500&page=1', z.array(ZBoxInfo)));
    expect(holds.some((row) => row.boxId === newBoxId)).toBe(true);
  });

  it("confirming needs a note ('Please inupt invoice note'); a credit raises a refund invoice, once", async () => {
    const sent = await deliveredDispatch(t, admin, world);
    const created = await ok200(
      submit(returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[0], returnQuantity: 500 }])),
    );
    for (const note of [undefined, '', '   ']) {
      const res = await refuseConfirm(created.returnId, note);
      expectStatus(res, 400);
      expect(message(res)).toBe(RETURN_MESSAGES.noteRequired);
    }
    const linesBefore = await readLines(t, sent.orderId);
    const done = await ok200(confirm(created.returnId, 'CN-1001'));
    expect(done).toMatchObject({ isConfirm: true, invoiceNote: 'CN-1001', refundInvoiceId: expect.any(Number) });
    // 500 of the line's 2000 pieces at $160 for the line: -$40.00, GST -$6.00, total -$46.00.
    const invoices = await ok200(
      t.api(admin).get(`/api/Invoice/GetAllInvoice?orderId=${sent.orderId}`, z.array(ZInvoice)),
    );
    const refund = found(invoices, (row) => row.invoiceId === done.refundInvoiceId);
    expect(refund).toMatchObject({
      totalPrice: '-40.00',
      gst: '-6.00',
      priceInclgst: '-46.00',
      paid: 0,
      invoiceNote: 'CN-1001',
    });
    expect(refund.invoiceItem).toEqual([
      expect.objectContaining({ productId: world.cafe.products[0].productId, quantity: -500, packageQty: -0.5 }),
    ]);
    // A credit owes nothing again.
    expect(await readLines(t, sent.orderId)).toEqual(linesBefore);
    const again = await refuseConfirm(created.returnId, 'CN-1002');
    expectStatus(again, 400);
    expect(message(again)).toBe(RETURN_MESSAGES.alreadyConfirmed);
    const [stored] = await t.db
      .select()
      .from(invoice)
      .where(eq(invoice.invoiceId, done.refundInvoiceId ?? 0));
    expect(stored.returnNo).toBe(created.returnNo);
  });

  it('a replacement owes the pieces again: the order goes back to Dispatch', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    expect(await orderStatusOf(t, sent.orderId)).toBe(ORDER_STATUS.Delivered);
    const created = await ok200(
      submit(
        returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[2], returnQuantity: 400 }], {
          creditReplacement: CREDIT_REPLACEMENT.Replacement,
        }),
      ),
    );
    const before = await readLines(t, sent.orderId);
    const done = await ok200(confirm(created.returnId, 'Replacement sent next run'));
    expect(done.refundInvoiceId).toBeNull();
    const after = await readLines(t, sent.orderId);
    expect(after[1].deliveredQuantity).toBe(before[1].deliveredQuantity - 400);
    expect(after[0]).toEqual(before[0]);
    expect(await orderStatusOf(t, sent.orderId)).toBe(ORDER_STATUS.Dispatch);
    const awaiting = await ok200(t.api(admin).get('/api/SalesOrder/GetDispachableOrder', ZOrderRowList));
    expect(awaiting.some((row) => row.orderId === sent.orderId)).toBe(true);
    const invoices = await ok200(
      t.api(admin).get(`/api/Invoice/GetAllInvoice?orderId=${sent.orderId}`, z.array(ZInvoice)),
    );
    expect(invoices).toHaveLength(1);
  });

  it('a replacement of a closed order is refused', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    const created = await ok200(
      submit(
        returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[0], returnQuantity: 10 }], {
          creditReplacement: CREDIT_REPLACEMENT.Replacement,
        }),
      ),
    );
    await t.db.transaction(async (tx) => {
      await moveOrder(tx, sent.orderId, ORDER_STATUS.Paid, { employeeId: null });
      await moveOrder(tx, sent.orderId, ORDER_STATUS.Closed, { employeeId: null });
    });
    const res = await refuseConfirm(created.returnId, 'note');
    expectStatus(res, 400);
    expect(message(res)).toBe(RETURN_MESSAGES.orderClosed);
  });

  it('of an order without an invoice needs no invoice fields, and its confirmation owes the pieces again', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    await t.db.delete(invoice).where(eq(invoice.orderId, sent.orderId));
    const found = await ok200(search(sent.dispatch.packingSlipNo));
    expect(found).toMatchObject({ invoiced: false, type: RETURN_TYPE.Dispatch });
    const created = await ok200(
      submit({
        dispatchingId: sent.dispatch.dispatchId,
        plateId: world.plateId,
        selectboxes: [{ boxId: sent.boxIds[0], returnQuantity: 100 }],
      }),
    );
    expect(created).toMatchObject({ type: RETURN_TYPE.Dispatch, creditReplacement: null, returnAddressId: null });
    await ok200(confirm(created.returnId, 'Back before invoicing'));
    expect((await readLines(t, sent.orderId))[0].deliveredQuantity).toBe(2 * PACK_QUANTITY - 100);
    expect(await orderStatusOf(t, sent.orderId)).toBe(ORDER_STATUS.Dispatch);
  });

  it('confirming an unknown return is 404', async () => {
    const res = await refuseConfirm(999999, 'note');
    expectStatus(res, 404);
  });
});

describe('GET Dispatching/GetReturnItem and the return slip', () => {
  it('lists the returns newest first, a page at a time, searchable', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    const first = await ok200(
      submit(returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[0], returnQuantity: 1 }])),
    );
    const second = await ok200(
      submit(returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[1], returnQuantity: 2 }])),
    );
    const page = await api().get('/api/Dispatching/GetReturnItem?page=1&pageSize=2', z.array(ZReturn));
    expectStatus(page, 200);
    expect(page.body.data.map((row) => row.returnId)).toEqual([second.returnId, first.returnId]);
    expect(page.body.meta).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    const found = await ok200(api().get(`/api/Dispatching/GetReturnItem?search=${first.returnNo}`, z.array(ZReturn)));
    expect(found.map((row) => row.returnId)).toEqual([first.returnId]);
    const all = await ok200(api().get('/api/Dispatching/GetReturnItem', z.array(ZReturn)));
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('prints the return slip: return number (also as a barcode), customer, slip, lines, reason, credit', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    const created = await ok200(
      submit(returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[2], returnQuantity: 120 }])),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Dispatching/GetReturnSlip?returnId=${created.returnId}`,
      headers: { authorization: `Bearer ${clerk}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`${created.returnNo}.pdf`);
    const bytes = new Uint8Array(res.rawPayload);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    for (const expected of [
      'RETURN SLIP',
      created.returnNo,
      created.dispatch.order.customer.company,
      sent.dispatch.packingSlipNo,
      sent.barCodes[2],
      world.cafe.products[1].productCode,
      '120',
      'Damaged in transit',
      'Credit',
    ]) {
      // A long barcode may wrap in its column.
      expect(text.replace(/\s/g, '')).toContain(expected.replace(/\s/g, ''));
    }
    // The barcode is a picture in the file.
    expect(Buffer.from(res.rawPayload).toString('latin1')).toContain('/Subtype /Image');
    const missing = await api().get('/api/Dispatching/GetReturnSlip?returnId=999999', REFUSED);
    expectStatus(missing, 404);
  });
});

describe('an address removed from the customer', () => {
  it('stays off the return (the link is cleared), the return stays', async () => {
    const sent = await deliveredDispatch(t, admin, world);
    const [address] = await t.db
      .insert(extraAddress)
      .values({ customerId: world.cafe.customerId, address: '1 Temporary Lane' })
      .returning();
    const created = await ok200(
      submit(
        returnBody(world, sent.dispatch.dispatchId, [{ boxId: sent.boxIds[0], returnQuantity: 3 }], {
          returnAddressId: address.addressId,
        }),
      ),
    );
    await t.db.delete(extraAddress).where(inArray(extraAddress.addressId, [address.addressId]));
    const list = await ok200(api().get(`/api/Dispatching/GetReturnItem?search=${created.returnNo}`, z.array(ZReturn)));
    expect(list[0]).toMatchObject({ returnId: created.returnId, returnAddressId: null });
  });
});
