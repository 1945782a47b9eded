import {
  CUSTOMER_STATUS,
  PRICE_FOR_ALL_GROUPS_REQUIRED,
  QUOTATION_MESSAGES,
  type TApiError,
  ZCustomerLogin,
  ZDeletedQuotationItemList,
  ZProductDetail,
  ZProductPrice,
  ZProductWithQuotaList,
  ZQuotation,
  ZQuotationRow,
  ZQuotationRowList,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createCustomerGroup1 } from '../catalogue/base-product.fixtures.ts';
import { anOnlineUser } from '../customers/customers.fixtures.ts';
import { palletStacking } from '../lookups/lookups.tables.ts';
import {
  addQuotation,
  createCustomerProduct,
  createGroupCustomer,
  createPricedBaseProduct,
  ok200,
  today,
  updateBody,
  validUntil,
} from './quotation.fixtures.ts';

// A quotation's life (spec 01 §4, spec 02 §5): confirm with the overwrite warning and force, the Approve dialog for
// base-product lines, approving and deleting drafts, and the bulk drafts of a price change.

let t: TTestApp;
let admin: string;
let adminId: number;
let stackingId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  [{ palletStackingId: stackingId }] = await t.db
    .insert(palletStacking)
    .values({ palletStackingName: uniqueName('40 ctn'), quantity: 40 })
    .returning();
});
afterAll(() => t?.close());

const message = (res: TReply<TApiError>) => res.body.message.message;

/** A customer of its own group with a base product priced 80 for it and one product of that base product. */
async function customerWithProduct() {
  const customer = await createGroupCustomer(t, admin);
  const base = await createPricedBaseProduct(t, admin, { group1: customer.group1, price: 80 });
  const item = await createCustomerProduct(t, admin, customer.customerId, base.baseProductId);
  return { ...customer, base, item };
}

describe('confirming a quotation', () => {
  it('warns when an earlier active quotation prices the same product, and force replaces it', async () => {
    const { customerId, item } = await customerWithProduct();
    const first = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 100 }]);
    const approved = await t.api(admin).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(first), ZQuotation);
    expect(approved.status).toBe(200);
    expect(approved.body.errorMessage).toBeNull();
    expect(approved.body.data.draft).toBe(0);

    const again = await t
      .api(admin)
      .put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(approved.body.data), REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(QUOTATION_MESSAGES.alreadyApproved);

    const second = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 90 }]);
    expect(second.quotationItem[0].currentPrice).toBe('100.000');
    const warned = await t.api(admin).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(second), ZQuotation);
    expect(warned.status).toBe(200);
    expect(warned.body.errorMessage).toEqual({
      messageType: 'warning',
      message: `Quotation ${first.quotationNo} already prices ${item.productName}.`,
    });
    expect(warned.body.data.draft).toBe(1);

    const forced = await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationForce', updateBody(second), ZQuotation));
    expect(forced.draft).toBe(0);
    expect(forced.quotationItem[0]).toMatchObject({ beforeChangePrice: '100.000', isLowerPrice: 1, price: '90.000' });
    const older = await ok200(t.api(admin).get(`/api/Quotation/GetQuotationById?id=${first.quotationId}`, ZQuotation));
    expect(older.quotationItem).toEqual([]);
    const deleted = await ok200(t.api(admin).get('/api/QuotationItem/GetAllDeleted', ZDeletedQuotationItemList));
    expect(deleted.find((row) => row.quotationId === first.quotationId)).toMatchObject({
      deletedOperatorId: adminId,
      deletedNotes: `Replaced by quotation ${second.quotationNo}`,
    });

    const quoted = await ok200(
      t.api(admin).get(`/api/Product/GetProductByCustomerIdWithQuota?id=${customerId}`, ZProductWithQuotaList),
    );
    expect(quoted).toEqual([
      expect.objectContaining({
        productId: item.productId,
        quotationId: second.quotationId,
        price: '90.000',
        cartonQuantity: 1000,
        isFinal: 0,
        expDate: validUntil,
      }),
    ]);
  });

  it('gives an online customer its own quoted products, whatever id it asks for', async () => {
    const { customerId, item } = await customerWithProduct();
    const q = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 95 }]);
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(q), ZQuotation));
    const { userName } = await anOnlineUser(t.db, customerId, { password: 'pw-online-1' });
    const login = await t
      .api()
      .post('/api/OnlineUser/OnlineUserLogin', { username: userName, password: 'pw-online-1' }, ZCustomerLogin);
    const other = await createGroupCustomer(t, admin);
    const quoted = await ok200(
      t
        .api(login.body.data.token)
        .get(`/api/Product/GetProductByCustomerIdWithQuota?id=${other.customerId}`, ZProductWithQuotaList),
    );
    expect(quoted.map((row) => row.productId)).toEqual([item.productId]);
  });

  it("answers 'Already approved.' to Approve on an approved quotation whose lines are all products", async () => {
    const { customerId, item } = await customerWithProduct();
    const q = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 95 }]);
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(q), ZQuotation));
    // What the list's Approve button asks of an approved (or customer-accepted) quote: nothing is left to approve.
    const approve = await t.api(admin).put(
      '/api/Quotation/ApproveQuotation',
      {
        quotationId: q.quotationId,
        items: [{ quotationItemId: q.quotationItem[0].quotationItemId, productId: item.productId }],
      },
      REFUSED,
    );
    expect(approve.status).toBe(400);
    expect(message(approve)).toBe(QUOTATION_MESSAGES.alreadyApproved);
    expect(QUOTATION_MESSAGES.alreadyApproved).toBe('Already approved.');
  });

  it('confirms base-product lines too; their products come later, in the Approve dialog', async () => {
    const { customerId, base, item } = await customerWithProduct();
    const q = await addQuotation(t, admin, customerId, [{ baseProductId: base.baseProductId, price: 90 }]);
    const res = await t.api(admin).put('/api/Quotation/UpdateQuotationDraftStatus', updateBody(q), ZQuotation);
    expect(res.status).toBe(200);
    expect(res.body.data.draft).toBe(0);
    const again = await t.api(admin).put('/api/Quotation/ApproveDrafts', [q.quotationId], REFUSED);
    expect(message(again)).toBe(QUOTATION_MESSAGES.alreadyApproved);
    // Approved but still priced by base product: the Approve dialog maps the line to a product.
    const mapped = await t.api(admin).put(
      '/api/Quotation/ApproveQuotation',
      {
        quotationId: q.quotationId,
        items: [{ quotationItemId: q.quotationItem[0].quotationItemId, productId: item.productId }],
      },
      ZQuotation,
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.data.quotationItem[0].baseProductId).toBeNull();
    const done = await t.api(admin).put(
      '/api/Quotation/ApproveQuotation',
      {
        quotationId: q.quotationId,
        items: [{ quotationItemId: q.quotationItem[0].quotationItemId, productId: item.productId }],
      },
      REFUSED,
    );
    expect(message(done)).toBe(QUOTATION_MESSAGES.alreadyApproved);
  });
});

describe('the Quotation Approve dialog', () => {
  it('turns the chosen price option into a new product, archives the others and approves', async () => {
    const { customerId, base } = await customerWithProduct();
    const q = await addQuotation(t, admin, customerId, [
      { baseProductId: base.baseProductId, price: 90, notes: '10 ctn' },
      { baseProductId: base.baseProductId, price: 85, notes: '50 ctn' },
    ]);
    const [small, large] = q.quotationItem;
    const approve = (items: unknown[]) =>
      t.api(admin).put('/api/Quotation/ApproveQuotation', { quotationId: q.quotationId, items }, ZQuotation);
    const refuse = (items: unknown[]) =>
      t.api(admin).put('/api/Quotation/ApproveQuotation', { quotationId: q.quotationId, items }, REFUSED);

    const incomplete = await refuse([
      { quotationItemId: large.quotationItemId, newProduct: { productCode: 'X1', palletStackingId: stackingId } },
    ]);
    expect(incomplete.status).toBe(400);
    expect(message(incomplete)).toBe(QUOTATION_MESSAGES.createProductRequired);

    const code = uniqueName('AR-CUP');
    const approved = await approve([
      {
        quotationItemId: large.quotationItemId,
        newProduct: { productCode: code, description: 'Printed cup', palletStackingId: stackingId },
      },
    ]);
    expect(approved.status).toBe(200);
    expect(approved.body.errorMessage).toBeNull();
    const result = approved.body.data;
    expect(result.draft).toBe(0);
    expect(result.quotationItem).toEqual([
      expect.objectContaining({ quotationItemId: large.quotationItemId, baseProductId: null, productCode: code }),
    ]);
    const deleted = await ok200(t.api(admin).get('/api/QuotationItem/GetAllDeleted', ZDeletedQuotationItemList));
    expect(deleted.find((row) => row.quotationItemId === small.quotationItemId)?.deletedNotes).toBe('Not chosen');
    const created = await ok200(
      t.api(admin).get(`/api/Product/GetProductById?id=${result.quotationItem[0].productId}`, ZProductDetail),
    );
    expect(created).toMatchObject({ customerId, baseProductId: base.baseProductId, description: 'Printed cup' });

    const twice = await refuse([{ quotationItemId: large.quotationItemId, productId: created.productId }]);
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe(QUOTATION_MESSAGES.alreadyApproved);
  });

  it('needs a choice for every base product, and warns before replacing an earlier price', async () => {
    const { customerId, base, item } = await customerWithProduct();
    const other = await createPricedBaseProduct(t, admin, { group1: null, price: 5 });
    const earlier = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 99 }]);
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationForce', updateBody(earlier), ZQuotation));
    const q = await addQuotation(t, admin, customerId, [
      { baseProductId: base.baseProductId, price: 90 },
      { baseProductId: other.baseProductId, price: 6 },
    ]);
    const [cupLine, otherLine] = q.quotationItem;
    const approve = (items: unknown[], force = false) =>
      t.api(admin).put('/api/Quotation/ApproveQuotation', { quotationId: q.quotationId, items, force }, ZQuotation);

    const unchosen = await t.api(admin).put(
      '/api/Quotation/ApproveQuotation',
      {
        quotationId: q.quotationId,
        items: [{ quotationItemId: cupLine.quotationItemId, productId: item.productId }],
      },
      REFUSED,
    );
    expect(unchosen.status).toBe(400);
    expect(message(unchosen)).toBe(QUOTATION_MESSAGES.select);

    const otherProduct = await createCustomerProduct(t, admin, customerId, other.baseProductId);
    const items = [
      { quotationItemId: cupLine.quotationItemId, productId: item.productId },
      { quotationItemId: otherLine.quotationItemId, productId: otherProduct.productId },
    ];
    const warned = await approve(items);
    expect(warned.status).toBe(200);
    expect(warned.body.errorMessage?.message).toBe(
      `Quotation ${earlier.quotationNo} already prices ${item.productName}.`,
    );
    expect(warned.body.data.draft).toBe(1);

    const forced = await ok200(approve(items, true));
    expect(forced.draft).toBe(0);
    expect(forced.quotationItem[0]).toMatchObject({ productId: item.productId, beforeChangePrice: '99.000' });
  });
});

describe('approving and deleting drafts', () => {
  it('approves drafts in one go, replacing older prices, and deletes drafts only', async () => {
    const { customerId, item } = await customerWithProduct();
    const first = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 100 }]);
    const second = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 110 }]);
    const rows = await ok200(
      t.api(admin).put('/api/Quotation/ApproveDrafts', [first.quotationId, second.quotationId], ZQuotationRowList),
    );
    expect(rows.map((row) => row.draft)).toEqual([0, 0]);
    const latest = await ok200(
      t.api(admin).get(`/api/Quotation/GetQuotationById?id=${second.quotationId}`, ZQuotation),
    );
    expect(latest.quotationItem[0]).toMatchObject({ beforeChangePrice: '100.000', isLowerPrice: 0 });
    const again = await t.api(admin).put('/api/Quotation/ApproveDrafts', [first.quotationId], REFUSED);
    expect(message(again)).toBe(QUOTATION_MESSAGES.alreadyApproved);

    const draft = await addQuotation(t, admin, customerId, [{ productId: item.productId, price: 120 }]);
    const del = (ids: number[]) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/Quotation/DeleteDrafts',
        headers: { authorization: `Bearer ${admin}` },
        payload: ids,
      });
    const refused = await del([draft.quotationId, second.quotationId]);
    expect(refused.statusCode).toBe(400);
    // DELETE with a body: the typed client sends none, so the app is called directly and its error envelope named.
    const refusedBody: TApiError = refused.json();
    expect(refusedBody.message.message).toBe(QUOTATION_MESSAGES.onlyDraftsDeleted);
    expect((await t.api(admin).get(`/api/Quotation/GetQuotationById?id=${draft.quotationId}`, ZQuotation)).status).toBe(
      200,
    );
    expect((await del([draft.quotationId])).statusCode).toBe(200);
    expect((await t.api(admin).get(`/api/Quotation/GetQuotationById?id=${draft.quotationId}`, REFUSED)).status).toBe(
      404,
    );
  });
});

describe('bulk drafts of a price change (GenerateQuotaByProductPrice)', () => {
  it('needs every group priced, then drafts one quotation per active customer holding or quoted the product', async () => {
    const group = await createCustomerGroup1(t, admin);
    const base = await createPricedBaseProduct(t, admin, { group1: group, price: 70 });
    const generateUrl = `/api/ProductPrice/GenerateQuotaByProductPrice?id=${base.baseProductId}&userId=${adminId}`;
    const refused = await t.api(admin).put(generateUrl, undefined, REFUSED);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(PRICE_FOR_ALL_GROUPS_REQUIRED);
    await ok200(
      t
        .api(admin)
        .post(
          '/api/ProductPrice/AddProductPrice',
          { baseProductId: base.baseProductId, group1: null, price: 75 },
          ZProductPrice,
        ),
    );

    const holder = await createGroupCustomer(t, admin, { group1: group });
    const held = await createCustomerProduct(t, admin, holder.customerId, base.baseProductId);
    const earlier = await addQuotation(t, admin, holder.customerId, [{ productId: held.productId, price: 72 }]);
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationForce', updateBody(earlier), ZQuotation));
    const quotedOnly = await createGroupCustomer(t, admin);
    const contract = await ok200(
      t.api(admin).put(
        '/api/Quotation/UpdateContractQuotation',
        {
          customerId: quotedOnly.customerId,
          effDate: today,
          expDate: validUntil,
          quotationItem: [{ baseProductId: base.baseProductId, price: 60 }],
        },
        ZQuotation,
      ),
    );
    const inactive = await createGroupCustomer(t, admin, { group1: group, statusId: CUSTOMER_STATUS.Inactive });
    await createCustomerProduct(t, admin, inactive.customerId, base.baseProductId);

    const rows = await ok200(t.api(admin).put(generateUrl, undefined, ZQuotationRowList));
    expect(rows.map((row) => row.customerId).sort()).toEqual([holder.customerId, quotedOnly.customerId].sort());
    expect(rows.every((row) => row.draft === 2 && row.employeeId === adminId)).toBe(true);
    expect(rows[0]).toMatchObject({ effDate: today, expDate: validUntil });

    const ofHolder = await ok200(
      t
        .api(admin)
        .get(
          `/api/Quotation/GetQuotationById?id=${found(rows, (r) => r.customerId === holder.customerId).quotationId}`,
          ZQuotation,
        ),
    );
    expect(ofHolder.quotationItem).toEqual([
      expect.objectContaining({
        productId: held.productId,
        price: '70.000',
        originPrice: '70.000',
        currentPrice: '72.000',
        beforeChangePrice: '72.000',
        isLowerPrice: 1,
      }),
    ]);
    const ofQuoted = await ok200(
      t
        .api(admin)
        .get(
          `/api/Quotation/GetQuotationById?id=${found(rows, (r) => r.customerId === quotedOnly.customerId).quotationId}`,
          ZQuotation,
        ),
    );
    expect(ofQuoted.quotationItem).toEqual([
      expect.objectContaining({
        baseProductId: base.baseProductId,
        price: '75.000',
        currentPrice: '60.000',
        isLowerPrice: 0,
      }),
    ]);
    expect(contract.isFinal).toBe(1);
    const bulk = await ok200(t.api(admin).get('/api/Quotation/GetAllQuotation?draft=2', z.array(ZQuotationRow)));
    expect(bulk.map((row) => row.quotationId)).toEqual(expect.arrayContaining(rows.map((r) => r.quotationId)));
  });
});
