import {
  CATALOGUES,
  catalogueRowSchema,
  configurePriceMessage,
  noCartonQuantityMessage,
  PERMISSION,
  QUOTATION_MESSAGES,
  SETTING,
  type TApiError,
  type TBaseProduct,
  ZBelowMinimumItemList,
  ZDeletedQuotationItemList,
  ZQuotation,
  ZQuotationItemRef,
  ZQuotationList,
  ZQuotationRow,
  ZQuotationRowList,
  ZQuoteProductPriceList,
  ZUpdateQuotationReply,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, found, REFUSED, type TReply, type TTestApp, uniqueName } from '../../../test/test-app.ts';
import { createBaseProduct } from '../catalogue/base-product.fixtures.ts';
import { aProduct } from '../catalogue/catalogue.fixtures.ts';
import { contact } from '../customers/customers.tables.ts';
import { appSetting } from '../settings/settings.tables.ts';
import {
  addQuotation,
  createCustomerProduct,
  createGroupCustomer,
  createPricedBaseProduct,
  ok200,
  quotationBody,
  today,
  updateBody,
  validUntil,
} from './quotation.fixtures.ts';

// The staff quotation calls: the editor's rules, reads, templates, contracts, warnings and who may do what
// (spec 01 §3-§7, spec 02 §5-§8). quotation-lifecycle.routes.test.ts covers confirming and approving.

let t: TTestApp;
let admin: string;
let adminId: number;
let cafe: { customerId: number; group1: number };
let cup: TBaseProduct;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  cafe = await createGroupCustomer(t, admin);
  cup = await createPricedBaseProduct(t, admin, { group1: cafe.group1, price: 80, description: 'MOQ 5 ctn' });
});
afterAll(() => t?.close());

const refuseAdd = (body: unknown) => t.api(admin).post('/api/Quotation/AddQuotation', body, REFUSED);
const message = (res: TReply<TApiError>) => res.body.message.message;
const rows = z.array(ZQuotationRow);

describe('adding and reading a quotation', () => {
  it('prices each line from the configured group price and prints what the quote shows', async () => {
    const [contactRow] = await t.db
      .insert(contact)
      .values({ customerId: cafe.customerId, firstName: 'Mere', email: 'mere@example.nz' })
      .returning();
    const option = await ok200(
      t
        .api(admin)
        .post(
          '/api/QuotationOptionItem/AddQuotationOptionItem',
          { name: uniqueName('Logo setup') },
          catalogueRowSchema(CATALOGUES.quotationOptionItem),
        ),
    );
    const created = await addQuotation(
      t,
      admin,
      cafe.customerId,
      [{ baseProductId: cup.baseProductId, price: 88, notes: '20 ctn', originPrice: 1 }],
      {
        contactId: contactRow.contactId,
        notes: 'Winter pricing',
        quotationOption: [{ quotationOptionItemId: option.quotationOptionItemId, customizeOptionNotes: '$85' }],
      },
    );
    expect(created.quotationNo).toMatch(/^Q\d{4}-[A-HJ-NP-Z2-9]{8}$/);
    expect(created).toMatchObject({
      customerId: cafe.customerId,
      group1Id: cafe.group1,
      employeeId: adminId,
      employeeName: expect.any(String),
      effDate: today,
      expDate: validUntil,
      contactName: 'Mere',
      contactEmail: 'mere@example.nz',
      notes: 'Winter pricing',
      draft: 1,
      isFinal: 0,
      isTemplate: 0,
      custConfirmed: 0,
      quotationOption: [{ name: option.name, customizeOptionNotes: '$85' }],
    });
    // Not a min-price editor: the minimum is the configured price, whatever the body says.
    expect(created.quotationItem).toEqual([
      expect.objectContaining({
        baseProductId: cup.baseProductId,
        productId: null,
        productName: cup.baseProductName,
        productCode: cup.productCode,
        rawmaterialDesc: 'PE 280gsm',
        sleevePkt: 20,
        sleeveQty: 50,
        originPrice: '80.000',
        price: '88.000',
        margin: '10.00',
        isBelowMin: 0,
        cartonQuantity: 1000,
        cartonPrice: '0.08800',
        notes: '20 ctn',
        notes2: 'MOQ 5 ctn',
        currentPrice: null,
      }),
    ]);

    const byId = await ok200(t.api(admin).get(`/api/Quotation/GetQuotationById?id=${created.quotationId}`, ZQuotation));
    expect(byId).toEqual(created);
    const drafts = await ok200(
      t.api(admin).get(`/api/Quotation/GetAllQuotation?draft=1&customerId=${cafe.customerId}`, rows),
    );
    expect(drafts.map((row) => row.quotationId)).toContain(created.quotationId);
    expect(found(drafts, (row) => row.quotationId === created.quotationId).itemCount).toBe(1);
    expect(await ok200(t.api(admin).get('/api/Quotation/GetAllQuotation?isFinal=1&draft=1', rows))).toEqual([]);
    const ofCustomer = await ok200(
      t.api(admin).get(`/api/Quotation/GetQuotationByCustomerId?id=${cafe.customerId}`, ZQuotationList),
    );
    expect(ofCustomer.map((q) => q.quotationId)).toContain(created.quotationId);
    expect(
      await ok200(
        t.api(admin).get(`/api/Quotation/GetQuotationByCustomerId?id=${cafe.customerId}&draft=0`, ZQuotationList),
      ),
    ).toEqual([]);
    expect((await t.api(admin).get('/api/Quotation/GetQuotationById?id=999999', REFUSED)).status).toBe(404);
  });

  it('takes the carton quantity from the price row, else the packaging type, and lists the configured prices', async () => {
    const base = await createPricedBaseProduct(t, admin, { group1: null, price: 50, quantiy: 500 });
    const q = await addQuotation(t, admin, cafe.customerId, [{ baseProductId: base.baseProductId, price: 40 }]);
    expect(q.quotationItem[0]).toMatchObject({
      cartonQuantity: 500,
      cartonPrice: '0.08000',
      isBelowMin: 1,
      margin: '-20.00',
    });
    const prices = await ok200(t.api(admin).get('/api/Quotation/GetQuoteProductPrice', ZQuoteProductPriceList));
    expect(prices.filter((row) => row.baseProductId === base.baseProductId)).toEqual([
      expect.objectContaining({ group1: null, price: '50.000', cartonQuantity: 500, rawmaterialDesc: 'PE 280gsm' }),
    ]);
  });

  it('updates a draft in place, keeping line ids, adding and dropping lines', async () => {
    const other = await createPricedBaseProduct(t, admin, { group1: cafe.group1, price: 10 });
    const q = await addQuotation(t, admin, cafe.customerId, [
      { baseProductId: cup.baseProductId, price: 90 },
      { baseProductId: other.baseProductId, price: 12 },
    ]);
    const [first] = q.quotationItem;
    const body = updateBody(q, { notes: 'changed' });
    body.quotationItem = [
      { ...body.quotationItem[0], price: 95 },
      { baseProductId: other.baseProductId, price: 11 },
    ];
    const updated = await ok200(t.api(admin).put('/api/Quotation/UpdateQuotation', body, ZUpdateQuotationReply));
    expect(updated.notes).toBe('changed');
    expect(updated.quotationItem.map((line) => [line.quotationItemId === first.quotationItemId, line.price])).toEqual([
      [true, '95.000'],
      [false, '11.000'],
    ]);
  });
});

describe('the editor rules (spec 01 §5)', () => {
  it('needs a configured, positive price for the customer group', async () => {
    const unpriced = await createBaseProduct(t, admin, { baseProductName: uniqueName('Lid') });
    const res = await refuseAdd(quotationBody(cafe.customerId, [{ baseProductId: unpriced.baseProductId, price: 1 }]));
    expect(res.status).toBe(400);
    expect(message(res)).toBe(configurePriceMessage(unpriced.baseProductName));

    const free = await createPricedBaseProduct(t, admin, { group1: cafe.group1, price: 0 });
    const zero = await refuseAdd(quotationBody(cafe.customerId, [{ baseProductId: free.baseProductId, price: 1 }]));
    expect(zero.status).toBe(400);
    expect(message(zero)).toBe(QUOTATION_MESSAGES.noValidPrice);
  });

  it('names the line without a carton quantity', async () => {
    const loose = await aProduct(t.db, {
      productName: uniqueName('Loose'),
      productCode: uniqueName('L'),
      customerId: cafe.customerId,
    });
    const res = await refuseAdd(
      quotationBody(cafe.customerId, [
        { baseProductId: cup.baseProductId, price: 90 },
        { productId: loose.productId, price: 5 },
      ]),
    );
    expect(res.status).toBe(400);
    expect(message(res)).toBe(noCartonQuantityMessage(2));
  });

  it('refuses a missing customer, dates, long notes, a margin under -100 and a negative price', async () => {
    const line = { baseProductId: cup.baseProductId, price: 90 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerId: undefined }, 'customerId', 'Customer is required!'],
      [{ effDate: undefined }, 'effDate', 'Quote Date is required!'],
      [{ expDate: undefined }, 'expDate', 'Valid Date is required!'],
      [{ notes: 'x'.repeat(151) }, 'notes', 'Comments must be at most 150 characters'],
      [{ quotationItem: [{ ...line, margin: -101 }] }, 'quotationItem.0.margin', 'Margin must be at least -100'],
      [{ quotationItem: [{ ...line, price: -1 }] }, 'quotationItem.0.price', 'Price must be at least 0'],
    ];
    for (const [change, field, text] of cases) {
      const res = await refuseAdd({ ...quotationBody(cafe.customerId, [line]), ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field]).toEqual([text]);
    }
  });

  it('lets only the creator change a quotation, and no one change an approved one', async () => {
    const q = await addQuotation(t, admin, cafe.customerId, [{ baseProductId: cup.baseProductId, price: 90 }]);
    const colleague = await t.createStaff({ pages: ['/quotation-management'] });
    const res = await t.api(colleague.token).put('/api/Quotation/UpdateQuotation', updateBody(q), REFUSED);
    expect(res.status).toBe(403);
    expect(message(res)).toBe(QUOTATION_MESSAGES.onlyCreator);

    const customerProduct = await createCustomerProduct(t, admin, cafe.customerId, cup.baseProductId);
    const mine = await addQuotation(t, admin, cafe.customerId, [{ productId: customerProduct.productId, price: 90 }]);
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationForce', updateBody(mine), ZQuotation));
    const again = await t.api(admin).put('/api/Quotation/UpdateQuotation', updateBody(mine), REFUSED);
    expect(again.status).toBe(400);
    expect(message(again)).toBe(QUOTATION_MESSAGES.alreadyApproved);
  });

  it('keeps a min-price editor’s own minimum price; the setting names the editors', async () => {
    const before = await t.staffSession(admin);
    expect(before.permissions).not.toContain(PERMISSION.EditQuotationMinPrice);
    await t.db
      .insert(appSetting)
      .values({ key: SETTING.quotationMinPriceEditors.key, value: [adminId] })
      .onConflictDoUpdate({ target: appSetting.key, set: { value: [adminId] } });
    try {
      const session = await t.staffSession(admin);
      expect(session.permissions).toContain(PERMISSION.EditQuotationMinPrice);
      const q = await addQuotation(t, admin, cafe.customerId, [
        { baseProductId: cup.baseProductId, price: 90, originPrice: 100 },
      ]);
      expect(q.quotationItem[0]).toMatchObject({ originPrice: '100.000', margin: '-10.00', isBelowMin: 1 });
    } finally {
      await t.db
        .update(appSetting)
        .set({ value: SETTING.quotationMinPriceEditors.defaultValue })
        .where(eq(appSetting.key, SETTING.quotationMinPriceEditors.key));
    }
  });
});

describe('templates', () => {
  it('saves a quotation as a named template, lists it, and takes it back', async () => {
    const missing = await t
      .api(admin)
      .put('/api/Quotation/SaveToTemplate', { quotationId: 999_999, isTemplate: 1 }, REFUSED);
    expect(missing.status).toBe(400);
    expect(message(missing)).toBe(QUOTATION_MESSAGES.saveFirst);

    const q = await addQuotation(t, admin, cafe.customerId, [{ baseProductId: cup.baseProductId, price: 90 }]);
    const unnamed = await t
      .api(admin)
      .put('/api/Quotation/SaveToTemplate', { quotationId: q.quotationId, isTemplate: 1 }, REFUSED);
    expect(unnamed.status).toBe(400);

    const name = uniqueName('Café starter');
    const saved = await ok200(
      t
        .api(admin)
        .put(
          '/api/Quotation/SaveToTemplate',
          { quotationId: q.quotationId, isTemplate: 1, TemplateName: name },
          ZQuotationRow,
        ),
    );
    expect(saved).toMatchObject({ isTemplate: 1, templateName: name });
    const templates = await ok200(t.api(admin).get('/api/Quotation/GetTemplate', ZQuotationRowList));
    expect(templates.map((row) => row.templateName)).toContain(name);

    await ok200(
      t.api(admin).put('/api/Quotation/SaveToTemplate', { quotationId: q.quotationId, isTemplate: 0 }, ZQuotationRow),
    );
    const after = await ok200(t.api(admin).get('/api/Quotation/GetTemplate', ZQuotationRowList));
    expect(after.map((row) => row.quotationId)).not.toContain(q.quotationId);
  });
});

describe('contract prices', () => {
  it('adds an approved contract, changes it, archives a line and lists it as deleted', async () => {
    const customerProduct = await createCustomerProduct(t, admin, cafe.customerId, cup.baseProductId);
    const body = quotationBody(cafe.customerId, [
      { productId: customerProduct.productId, price: 85 },
      { baseProductId: cup.baseProductId, price: 86 },
    ]);
    const contract = await ok200(t.api(admin).put('/api/Quotation/UpdateContractQuotation', body, ZQuotation));
    expect(contract).toMatchObject({ draft: 0, isFinal: 1 });

    const changed = await ok200(
      t.api(admin).put(
        '/api/Quotation/UpdateContractQuotation',
        {
          ...updateBody(contract),
          quotationItem: updateBody(contract).quotationItem.map((line) => ({ ...line, price: line.price + 1 })),
        },
        ZQuotation,
      ),
    );
    expect(changed.quotationItem.map((line) => line.price)).toEqual(['86.000', '87.000']);
    expect(changed.draft).toBe(0);

    const listed = await ok200(
      t.api(admin).get(`/api/Quotation/GetContractPriceByCustomerId?customerId=${cafe.customerId}`, ZQuotationList),
    );
    expect(listed.map((q) => q.quotationId)).toEqual([contract.quotationId]);

    const line = changed.quotationItem[0];
    const notes = uniqueName('No longer sold');
    await ok200(
      t
        .api(admin)
        .delete(
          `/api/QuotationItem/DeleteContract?id=${line.quotationItemId}&deletedOperatorId=${adminId}&deletedNotes=${notes}`,
          ZQuotationItemRef,
        ),
    );
    const remaining = await ok200(
      t.api(admin).get(`/api/Quotation/GetQuotationById?id=${contract.quotationId}`, ZQuotation),
    );
    expect(remaining.quotationItem).toHaveLength(1);
    const deleted = await ok200(t.api(admin).get('/api/QuotationItem/GetAllDeleted', ZDeletedQuotationItemList));
    expect(deleted.find((row) => row.quotationItemId === line.quotationItemId)).toMatchObject({
      quotationNo: contract.quotationNo,
      deletedOperatorId: adminId,
      deletedOperatorName: expect.any(String),
      deletedNotes: notes,
      price: '86.000',
    });
    // A line of an ordinary quotation is not a contract line.
    const draft = await addQuotation(t, admin, cafe.customerId, [{ baseProductId: cup.baseProductId, price: 90 }]);
    const notContract = await t
      .api(admin)
      .delete(`/api/QuotationItem/DeleteContract?id=${draft.quotationItem[0].quotationItemId}&deletedNotes=x`, REFUSED);
    expect(notContract.status).toBe(404);
  });
});

describe('below-minimum warnings', () => {
  it('lists an approved line below its minimum until a manager disables the warning', async () => {
    const customerProduct = await createCustomerProduct(t, admin, cafe.customerId, cup.baseProductId);
    const q = await addQuotation(t, admin, cafe.customerId, [{ productId: customerProduct.productId, price: 70 }]);
    const line = q.quotationItem[0];
    const below = async () =>
      (await ok200(t.api(admin).get('/api/Quotation/GetBelow', ZBelowMinimumItemList))).filter(
        (row) => row.quotationItemId === line.quotationItemId,
      );
    expect(await below()).toEqual([]); // a draft is not yet a price
    await ok200(t.api(admin).put('/api/Quotation/UpdateQuotationForce', updateBody(q), ZQuotation));
    expect(await below()).toEqual([
      expect.objectContaining({ quotationNo: q.quotationNo, originPrice: '80.000', price: '70.000', diff: '10.000' }),
    ]);
    await ok200(
      t
        .api(admin)
        .delete(
          `/api/Quotation/DisableWarning?id=${line.quotationItemId}&employeeId=${adminId}&diff=10`,
          ZQuotationItemRef,
        ),
    );
    expect(await below()).toEqual([]);
    expect(
      (await t.api(admin).delete(`/api/Quotation/DisableWarning?id=${line.quotationItemId}&diff=10`, REFUSED)).status,
    ).toBe(404);
  });
});

describe('who may do what', () => {
  it('needs one of the quotation pages', async () => {
    const nobody = await t.createStaff({ pages: ['/city-management'] });
    const api = t.api(nobody.token);
    expect((await api.get('/api/Quotation/GetAllQuotation', REFUSED)).status).toBe(403);
    expect((await api.post('/api/Quotation/AddQuotation', quotationBody(cafe.customerId, []), REFUSED)).status).toBe(
      403,
    );
    expect((await api.get('/api/Quotation/GetBelow', REFUSED)).status).toBe(403);
    expect((await api.get('/api/QuotationItem/GetAllDeleted', REFUSED)).status).toBe(403);
    expect((await api.put('/api/Quotation/ApproveDrafts', [1], REFUSED)).status).toBe(403);
    expect((await api.get('/api/QuotationOptionItem/GetAllQuotationOptionItem', REFUSED)).status).toBe(403);
    const reader = await t.createStaff({ pages: ['/customer-infos'] });
    expect((await t.api(reader.token).get('/api/Quotation/GetAllQuotation', rows)).status).toBe(200);
    expect(
      (await t.api(reader.token).post('/api/Quotation/AddQuotation', quotationBody(cafe.customerId, []), REFUSED))
        .status,
    ).toBe(403);
  });

  it("shows a sales-only user their own customers' quotations and no one else's (404)", async () => {
    const sales = await t.createStaff({ pages: ['/customer-only-sales'] });
    const own = await createGroupCustomer(t, admin, { group1: cafe.group1, employeeId: sales.employeeId });
    const theirs = await addQuotation(t, sales.token, own.customerId, [
      { baseProductId: cup.baseProductId, price: 90 },
    ]);
    const foreign = await addQuotation(t, admin, cafe.customerId, [{ baseProductId: cup.baseProductId, price: 90 }]);
    const api = t.api(sales.token);
    expect((await api.get(`/api/Quotation/GetQuotationById?id=${theirs.quotationId}`, ZQuotation)).status).toBe(200);
    expect((await api.get(`/api/Quotation/GetQuotationById?id=${foreign.quotationId}`, REFUSED)).status).toBe(404);
    expect((await api.get(`/api/Quotation/GetQuotationByCustomerId?id=${cafe.customerId}`, REFUSED)).status).toBe(404);
    expect((await api.get(`/api/Product/GetProductByCustomerIdWithQuota?id=${cafe.customerId}`, REFUSED)).status).toBe(
      404,
    );
    expect(
      (
        await api.post(
          '/api/Quotation/AddQuotation',
          quotationBody(cafe.customerId, [{ baseProductId: cup.baseProductId, price: 1 }]),
          REFUSED,
        )
      ).status,
    ).toBe(404);
    const listed = await ok200(api.get('/api/Quotation/GetAllQuotation', rows));
    expect(listed.map((row) => row.quotationId)).toEqual([theirs.quotationId]);
  });

  it('reads the accept body of a caller without a staff session with the accept schema', async () => {
    const res = await t
      .api()
      .put('/api/Quotation/UpdateQuotation', { quotationId: 1, quotationNo: 'Q2601-AAAAAAAA' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('Validation failed');
    expect(res.body.errors?.custConfirmed).toEqual([QUOTATION_MESSAGES.agree]);
    const errors = res.body.errors ?? {};
    expect(message(res)).toBe(errors[Object.keys(errors)[0]][0]);
  });
});
