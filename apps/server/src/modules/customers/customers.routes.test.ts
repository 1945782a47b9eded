import {
  CATALOGUES,
  CUSTOMER_CREDIT_MESSAGE,
  catalogueRowSchema,
  QUOTATION_MESSAGES,
  type TCatalogueDefinition,
  type TCustomer,
  ZContact,
  ZContactList,
  ZCurrentSession,
  ZCustomer,
  ZCustomerAttachment,
  ZCustomerAttachmentList,
  ZCustomerLogin,
  ZCustomerStatusChange,
  ZExtraAddress,
  ZExtraAddressList,
  ZOnlineUser,
  ZOnlineUserList,
  ZSimpleCustomerList,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TTestApp, type TTestStaff, uniqueName } from '../../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { insertQuotationRows } from '../quotations/quotation-rows.fixtures.ts';
import { searchKnownAddresses } from './customer-read.ts';
import { customer, customerStatusLog } from './customers.tables.ts';

// spec 02 §2–§5 Customer Management (three views), its dialogs, and Online user management.

let t: TTestApp;
let admin: string;
let ref: { group1: number; group2: number; brandId: number; sourceId: number; cityId: number; methodId: number };

async function addRow(def: TCatalogueDefinition, body: Record<string, unknown>): Promise<number> {
  const { controller, idKey } = def;
  const res = await t.api(admin).post(`/api/${controller}/Add${controller}`, body, catalogueRowSchema(def));
  if (res.status !== 200) throw new Error(`${controller}: ${res.status} ${JSON.stringify(res.body)}`);
  const row: Record<string, unknown> = res.body.data;
  return row[idKey] as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  ref = {
    group1: await addRow(CATALOGUES.customerGroup1, { group1Name: 'Café', priceVisible: 1 }),
    group2: await addRow(CATALOGUES.customerGroup2, { group2Name: 'North Island' }),
    brandId: await addRow(CATALOGUES.brand, { brandName: 'Packline' }),
    sourceId: await addRow(CATALOGUES.customerSource, { sourceName: 'Website' }),
    cityId: await addRow(CATALOGUES.city, { cityName: 'Whangārei' }),
    methodId: await addRow(CATALOGUES.deliveryMethod, { deliveryMethodName: 'Courier' }),
  };
});
afterAll(() => t?.close());

const ALL = ['/customer-management-page'];
const OWN = ['/customer-only-sales'];
const READ_ONLY = ['/customer-infos'];

function customerBody(employeeId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const company = uniqueName('Kōwhai Café');
  return {
    company: `${company} Limited`,
    customerCode: company,
    salutation: 'Aroha',
    contactPerson: 'Ngata',
    cityId: ref.cityId,
    address1: '12 Cuba Street',
    address2: 'Te Aro',
    postalCode: '6011',
    phone: '04 385 1234',
    mobile: '022 123 4567',
    email: 'orders@kowhai.example.nz',
    customerCredit: '5000',
    group1: ref.group1,
    group2: ref.group2,
    leadRating: 4,
    paymentCycleId: 3,
    statusId: 1,
    employeeId,
    brandId: ref.brandId,
    sourceId: ref.sourceId,
    deliveryMethodId: ref.methodId,
    deliveryFeeFlag: 2,
    notes: 'Prefers morning deliveries.',
    showPriceOnPackingSlip: true,
    ...extra,
  };
}

async function addCustomer(token: string, employeeId: number, extra: Record<string, unknown> = {}): Promise<TCustomer> {
  const res = await t.api(token).post('/api/Customer/AddCustomer', customerBody(employeeId, extra), ZCustomer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Every field of the customer as UpdateCustomer takes it. */
function updateBody(row: TCustomer, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const body = customerBody(row.employeeId ?? 1);
  const fields: Record<string, unknown> = row;
  const fromRow = Object.fromEntries(Object.keys(body).map((key) => [key, fields[key]]));
  return { ...fromRow, customerId: row.customerId, ...changes };
}

const salesStaff = (pages: string[]) => t.createStaff({ pages, isSales: 1 });

describe('Customer/AddCustomer validation (spec 02 §5)', () => {
  it('names every required field with its label', async () => {
    const res = await t.api(admin).post('/api/Customer/AddCustomer', {}, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      company: ['Company is required!'],
      customerCode: ['Trading Name is required!'],
      mobile: ['Mobile is required!'],
      email: ['Email is required!'],
      group1: ['Group 1 is required!'],
      group2: ['Group 2 is required!'],
      paymentCycleId: ['Payment Term is required!'],
      statusId: ['Status is required!'],
      employeeId: ['Sales is required!'],
      brandId: ['Brand is required!'],
      sourceId: ['Source is required!'],
    });
  });

  it('refuses blank text as required, a wrong e-mail and a rating above 5', async () => {
    const blank = await t
      .api(admin)
      .post('/api/Customer/AddCustomer', customerBody(1, { company: '  ', mobile: '' }), REFUSED);
    expect(blank.body.errors).toMatchObject({ company: ['Company is required!'], mobile: ['Mobile is required!'] });
    const email = await t
      .api(admin)
      .post('/api/Customer/AddCustomer', customerBody(1, { email: 'not-an-email' }), REFUSED);
    expect(email.status).toBe(400);
    expect(email.body.errors?.email).toEqual(['Email is not a valid email!']);
    const rating = await t.api(admin).post('/api/Customer/AddCustomer', customerBody(1, { leadRating: 6 }), REFUSED);
    expect(rating.status).toBe(400);
    expect(rating.body.message.message).toBe('Rating must be lower equal than 5.');
    expect(rating.body.errors?.leadRating).toEqual(['Rating must be lower equal than 5.']);
  });

  it('refuses a Customer Credit below zero or that is not an amount, and takes 2500.50 or none', async () => {
    for (const customerCredit of ['-50', 'lots', '12.345']) {
      const res = await t.api(admin).post('/api/Customer/AddCustomer', customerBody(1, { customerCredit }), REFUSED);
      expect(res.status, customerCredit).toBe(400);
      expect(res.body.errors?.customerCredit).toEqual([CUSTOMER_CREDIT_MESSAGE]);
    }
    for (const customerCredit of ['2500.50', '', null]) {
      const res = await t.api(admin).post('/api/Customer/AddCustomer', customerBody(1, { customerCredit }), ZCustomer);
      expect(res.status, String(customerCredit)).toBe(200);
    }
  });

  it('refuses a status other than 1, 2, 3 and a group that does not exist', async () => {
    const status = await t.api(admin).post('/api/Customer/AddCustomer', customerBody(1, { statusId: 4 }), REFUSED);
    expect(status.status).toBe(400);
    const missing = await t.api(admin).post('/api/Customer/AddCustomer', customerBody(1, { group1: 999_999 }), REFUSED);
    expect(missing.status).toBe(400);
    expect(missing.body.message.message).toBe('A selected record does not exist (any more).');
  });
});

describe('Customer: add, read, update', () => {
  it('adds a customer with a generated number and reads it back with the names it points at', async () => {
    const sales = await salesStaff(OWN);
    const created = await addCustomer(admin, sales.employeeId, { leadRating: undefined });
    expect(created.customerNumber).toBe(`C${1000 + created.customerId}`);
    expect(created).toMatchObject({
      leadRating: 3,
      statusId: 1,
      statusName: 'Active',
      employeeId: sales.employeeId,
      salesName: 'Test Person',
      cityName: 'Whangārei',
      group1Name: 'Café',
      group2Name: 'North Island',
      paymentCycleName: '30 days',
      brandName: 'Packline',
      sourceName: 'Website',
      deliveryMethodName: 'Courier',
      deliveryFeeFlag: 2,
      showPriceOnPackingSlip: true,
      noteToWarehouse: null,
      lastOrderDate: null,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    const byId = await t.api(admin).get(`/api/Customer/GetCustomerById?id=${created.customerId}`, ZCustomer);
    expect(byId.body.data).toEqual(created);
    const all = await t.api(admin).get('/api/Customer/GetAllCustomer', z.array(ZCustomer));
    expect(all.body.data.find((c) => c.customerId === created.customerId)).toEqual(created);
    const simple = await t.api(admin).get('/api/Customer/GetAllSimpleCustomer', ZSimpleCustomerList);
    expect(simple.body.data.find((c) => c.customerId === created.customerId)).toEqual({
      customerId: created.customerId,
      company: created.company,
      customerCode: created.customerCode,
      statusId: 1,
    });
    expect((await t.api(admin).get('/api/Customer/GetCustomerById?id=987654', REFUSED)).status).toBe(404);
  });

  it('gives a customer created by a salesperson that salesperson, payment term 6, status 3 and rating 3', async () => {
    const sales = await salesStaff(OWN);
    const created = await addCustomer(sales.token, 1, { paymentCycleId: 1, statusId: 1, leadRating: 5 });
    expect(created).toMatchObject({
      employeeId: sales.employeeId,
      paymentCycleId: 6,
      paymentCycleName: 'Prepay',
      statusId: 3,
      statusName: 'New',
      leadRating: 3,
    });
  });

  it('keeps the input when the creator is not a salesperson or has the all-customers page', async () => {
    const sales = await salesStaff(OWN);
    const manager = await t.createStaff({ pages: ALL, isSales: 1 });
    const byManager = await addCustomer(manager.token, sales.employeeId, { paymentCycleId: 1, leadRating: 5 });
    expect(byManager).toMatchObject({ employeeId: sales.employeeId, paymentCycleId: 1, statusId: 1, leadRating: 5 });
    const clerk = await t.createStaff({ pages: OWN, isSales: 0 });
    const byClerk = await addCustomer(clerk.token, clerk.employeeId, { paymentCycleId: 2 });
    expect(byClerk).toMatchObject({ paymentCycleId: 2, statusId: 1 });
  });

  it('updates every field and refuses a rating above 5 on update too', async () => {
    const created = await addCustomer(admin, 1);
    const res = await t
      .api(admin)
      .put(
        '/api/Customer/UpdateCustomer',
        updateBody(created, { company: 'Renamed Limited', leadRating: 5, group3: null, showPriceOnPackingSlip: false }),
        ZCustomer,
      );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ company: 'Renamed Limited', leadRating: 5, showPriceOnPackingSlip: false });
    expect(res.body.data.customerNumber).toBe(created.customerNumber);
    const rating = await t
      .api(admin)
      .put('/api/Customer/UpdateCustomer', updateBody(created, { leadRating: 9 }), REFUSED);
    expect(rating.body.message.message).toBe('Rating must be lower equal than 5.');
    const missing = await t
      .api(admin)
      .put('/api/Customer/UpdateCustomer', updateBody(created, { customerId: 987654 }), REFUSED);
    expect(missing.status).toBe(404);
  });
});

describe('Address dialog notes (spec 02 §5: You need to input)', () => {
  it('saves both notes on the customer and refuses either one blank', async () => {
    const created = await addCustomer(admin, 1);
    for (const blank of ['', '   ', null]) {
      const res = await t
        .api(admin)
        .put(
          '/api/Customer/UpdateCustomer',
          updateBody(created, { noteToWarehouse: blank, noteToProduction: 'Print in Pantone 354.' }),
          REFUSED,
        );
      expect(res.status).toBe(400);
      expect(res.body.errors?.noteToWarehouse).toEqual(['You need to input']);
    }
    const production = await t
      .api(admin)
      .put(
        '/api/Customer/UpdateCustomer',
        updateBody(created, { noteToWarehouse: 'Back door.', noteToProduction: '' }),
        REFUSED,
      );
    expect(production.body.errors?.noteToProduction).toEqual(['You need to input']);

    const saved = await t
      .api(admin)
      .put(
        '/api/Customer/UpdateCustomer',
        updateBody(created, { noteToWarehouse: 'Back door.', noteToProduction: 'Print in Pantone 354.' }),
        ZCustomer,
      );
    expect(saved.body.data).toMatchObject({ noteToWarehouse: 'Back door.', noteToProduction: 'Print in Pantone 354.' });
    // The main form does not send the notes: they stay.
    const other = await t
      .api(admin)
      .put('/api/Customer/UpdateCustomer', updateBody(created, { phone: '04 111 2222' }), ZCustomer);
    expect(other.body.data).toMatchObject({ phone: '04 111 2222', noteToWarehouse: 'Back door.' });
  });
});

describe('Customer/UpdateCustomerStatus (spec 02 §4)', () => {
  it('deactivates and reactivates with a note, logs each change and sends the notice through the outbox', async () => {
    const email = `${uniqueName('notice')}@example.co.nz`;
    const created = await addCustomer(admin, 1, { email });
    const off = await t
      .api(admin)
      .put(
        `/api/Customer/UpdateCustomerStatus?id=${created.customerId}&statusId=2&note=${encodeURIComponent('Closed for winter')}`,
        undefined,
        ZCustomerStatusChange,
      );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ customerId: created.customerId, statusId: 2, statusName: 'Inactive' });
    expect(off.body.data.notice).toBe('queued');
    const on = await t
      .api(admin)
      .put(
        `/api/Customer/UpdateCustomerStatus?id=${created.customerId}&statusId=1&note=Back`,
        undefined,
        ZCustomerStatusChange,
      );
    expect(on.body.data.statusName).toBe('Active');

    const log = await t.db
      .select()
      .from(customerStatusLog)
      .where(eq(customerStatusLog.customerId, created.customerId))
      .orderBy(customerStatusLog.logId);
    expect(log.map((l) => [l.fromStatusId, l.toStatusId, l.note])).toEqual([
      [1, 2, 'Closed for winter'],
      [2, 1, 'Back'],
    ]);
    expect(log[0]?.employeeId).not.toBeNull();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.targetAddress, email));
    expect(mails.map((m) => [m.status, m.subject])).toEqual([
      ['held', 'Your account is now inactive'],
      ['held', 'Your account is now active'],
    ]);
    expect(mails[0]?.htmlContent).toContain('Closed for winter');
    const row = await t.api(admin).get(`/api/Customer/GetCustomerById?id=${created.customerId}`, ZCustomer);
    expect(row.body.data.statusId).toBe(1);
  });

  it('changes the status without a notice when the e-mail address is missing or invalid, and says so', async () => {
    for (const email of [null, 'not an address']) {
      const [row] = await t.db
        .insert(customer)
        .values({ company: uniqueName('Legacy'), customerCode: 'Legacy', email })
        .returning();
      const before = await t.db.select().from(mailOutbox);
      const res = await t
        .api(admin)
        .put(
          `/api/Customer/UpdateCustomerStatus?id=${row?.customerId}&statusId=2&note=x`,
          undefined,
          ZCustomerStatusChange,
        );
      expect(res.status).toBe(200);
      expect(res.body.data.notice).toBe('skipped');
      expect(res.body.data.message).toContain('no valid e-mail address');
      expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
    }
  });

  it('requires a note (Required!) and a known status', async () => {
    const created = await addCustomer(admin, 1);
    const noNote = await t
      .api(admin)
      .put(`/api/Customer/UpdateCustomerStatus?id=${created.customerId}&statusId=2`, undefined, REFUSED);
    expect(noNote.status).toBe(400);
    expect(noNote.body.message.message).toBe('Required!');
    const blank = await t
      .api(admin)
      .put(`/api/Customer/UpdateCustomerStatus?id=${created.customerId}&statusId=2&note=%20`, undefined, REFUSED);
    expect(blank.body.message.message).toBe('Required!');
    const status = await t
      .api(admin)
      .put(`/api/Customer/UpdateCustomerStatus?id=${created.customerId}&statusId=7&note=x`, undefined, REFUSED);
    expect(status.status).toBe(400);
    expect(status.body.message.message).toBe('statusId must be one of 1, 2, 3');
  });
});

describe('scoping by customer page (spec 02 §2, §6)', () => {
  let sales: TTestStaff;
  let other: TTestStaff;
  let mine: TCustomer;
  let theirs: TCustomer;
  beforeAll(async () => {
    sales = await salesStaff(OWN);
    other = await salesStaff(OWN);
    mine = await addCustomer(admin, sales.employeeId);
    theirs = await addCustomer(admin, other.employeeId);
  });

  it('the sales-specific page lists, reads and changes only the caller’s own customers', async () => {
    const api = t.api(sales.token);
    const list = await api.get('/api/Customer/GetAllCustomer', z.array(ZCustomer));
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => c.customerId)).toEqual([mine.customerId]);
    const simple = await api.get('/api/Customer/GetAllSimpleCustomer', ZSimpleCustomerList);
    expect(simple.body.data.map((c) => c.customerId)).toEqual([mine.customerId]);

    expect((await api.get(`/api/Customer/GetCustomerById?id=${mine.customerId}`, ZCustomer)).status).toBe(200);
    expect((await api.get(`/api/Customer/GetCustomerById?id=${theirs.customerId}`, REFUSED)).status).toBe(404);
    expect((await api.put('/api/Customer/UpdateCustomer', updateBody(theirs, { phone: '1' }), REFUSED)).status).toBe(
      404,
    );
    const status = await api.put(
      `/api/Customer/UpdateCustomerStatus?id=${theirs.customerId}&statusId=2&note=x`,
      undefined,
      REFUSED,
    );
    expect(status.status).toBe(404);
    expect((await api.get(`/api/Contact/GetAllContact?customerId=${theirs.customerId}`, REFUSED)).status).toBe(404);
    const contact = await api.post(
      '/api/Contact/AddContact',
      { customerId: theirs.customerId, firstName: 'Mere' },
      REFUSED,
    );
    expect(contact.status).toBe(404);
    const address = await api.post(
      '/api/ExtraAddress/AddExtraAddress',
      { customerId: theirs.customerId, address: 'x' },
      REFUSED,
    );
    expect(address.status).toBe(404);
    const attachment = await api.post(
      '/api/Customer/AddAttachment',
      { customerId: theirs.customerId, attachmentName: 'x' },
      REFUSED,
    );
    expect(attachment.status).toBe(404);
    expect((await api.get(`/api/Customer/GetAttachmentByCust?customerId=${theirs.customerId}`, REFUSED)).status).toBe(
      404,
    );

    // Their own: update works, and the customer stays theirs whatever the body says.
    const updated = await api.put(
      '/api/Customer/UpdateCustomer',
      updateBody(mine, { employeeId: other.employeeId }),
      ZCustomer,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.employeeId).toBe(sales.employeeId);
    const off = await api.put(
      `/api/Customer/UpdateCustomerStatus?id=${mine.customerId}&statusId=2&note=x`,
      undefined,
      ZCustomerStatusChange,
    );
    expect(off.status).toBe(200);
    // Deleting a customer is for the all-customers page.
    expect((await api.delete(`/api/Customer/DeleteCustomer?id=${mine.customerId}`, REFUSED)).status).toBe(403);
  });

  it('the contacts and addresses of another salesperson’s customer are not found', async () => {
    const contact = await t
      .api(admin)
      .post('/api/Contact/AddContact', { customerId: theirs.customerId, firstName: 'Hemi' }, ZContact);
    const address = await t
      .api(admin)
      .post(
        '/api/ExtraAddress/AddExtraAddress',
        { customerId: theirs.customerId, address: '1 Quay Street' },
        ZExtraAddress,
      );
    const api = t.api(sales.token);
    expect((await api.get(`/api/Contact/GetContactById?id=${contact.body.data.contactId}`, REFUSED)).status).toBe(404);
    expect((await api.get(`/api/Contact/GetContact?id=${contact.body.data.contactId}`, REFUSED)).status).toBe(404);
    expect((await api.delete(`/api/Contact/DeleteContact?id=${contact.body.data.contactId}`, REFUSED)).status).toBe(
      404,
    );
    const moved = await api.put(
      '/api/Contact/UpdateContact',
      { ...contact.body.data, customerId: mine.customerId },
      REFUSED,
    );
    expect(moved.status).toBe(404);
    expect(
      (await api.get(`/api/ExtraAddress/GetExtraAddressById?id=${address.body.data.addressId}`, REFUSED)).status,
    ).toBe(404);
    expect(
      (await api.delete(`/api/ExtraAddress/DeleteExtraAddress?id=${address.body.data.addressId}`, REFUSED)).status,
    ).toBe(404);
  });

  it('the read-only sales view lists and reads its own customers and their addresses but changes nothing', async () => {
    const viewer = await salesStaff(READ_ONLY);
    const own = await addCustomer(admin, viewer.employeeId);
    await t
      .api(admin)
      .post(
        '/api/ExtraAddress/AddExtraAddress',
        { customerId: own.customerId, address: '5 Wharf Road' },
        ZExtraAddress,
      );
    const api = t.api(viewer.token);
    const list = await api.get('/api/Customer/GetAllCustomer', z.array(ZCustomer));
    expect(list.body.data.map((c) => c.customerId)).toEqual([own.customerId]);
    expect((await api.get(`/api/Customer/GetCustomerById?id=${own.customerId}`, ZCustomer)).status).toBe(200);
    expect((await api.get(`/api/Customer/GetCustomerById?id=${theirs.customerId}`, REFUSED)).status).toBe(404);
    const addresses = await api.get(
      `/api/ExtraAddress/GetAllExtraAddress?customerId=${own.customerId}`,
      ZExtraAddressList,
    );
    expect(addresses.body.data.map((a) => a.address)).toEqual(['5 Wharf Road']);

    const refusals = [
      await api.post('/api/Customer/AddCustomer', customerBody(viewer.employeeId), REFUSED),
      await api.put('/api/Customer/UpdateCustomer', updateBody(own, { phone: '1' }), REFUSED),
      await api.put(
        '/api/Customer/UpdateCustomer',
        updateBody(own, { noteToWarehouse: 'Side gate', noteToProduction: 'Plain' }),
        REFUSED,
      ),
      await api.put(`/api/Customer/UpdateCustomerStatus?id=${own.customerId}&statusId=2&note=x`, undefined, REFUSED),
      await api.delete(`/api/Customer/DeleteCustomer?id=${own.customerId}`, REFUSED),
      await api.post('/api/Customer/AddAttachment', { customerId: own.customerId, attachmentName: 'x' }, REFUSED),
      await api.post('/api/Contact/AddContact', { customerId: own.customerId, firstName: 'x' }, REFUSED),
      await api.post('/api/ExtraAddress/AddExtraAddress', { customerId: own.customerId, address: 'x' }, REFUSED),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(refusals[0]?.body.message.message).toBe('You do not have permission to use this page.');
  });

  it('staff without a customer page read customers as a lookup but change none', async () => {
    // A ticket screen picks a customer in its New Ticket dialog; a role with no screen that shows customers reads none.
    const nobody = await t.createStaff({ pages: [] });
    expect((await t.api(nobody.token).get('/api/Customer/GetAllSimpleCustomer', REFUSED)).status).toBe(403);
    const clerk = await t.createStaff({ pages: ['/create-ticket'] });
    const api = t.api(clerk.token);
    const list = await api.get('/api/Customer/GetAllSimpleCustomer', ZSimpleCustomerList);
    expect(list.body.data.map((c) => c.customerId)).toEqual(
      expect.arrayContaining([mine.customerId, theirs.customerId]),
    );
    expect((await api.post('/api/Customer/AddCustomer', customerBody(1), REFUSED)).status).toBe(403);
    expect((await api.get(`/api/Customer/GetAttachmentByCust?customerId=${mine.customerId}`, REFUSED)).status).toBe(
      403,
    );
    expect((await t.api().get('/api/Customer/GetAllCustomer', REFUSED)).status).toBe(401);
  });

  it('an online customer cannot use the staff customer calls', async () => {
    const online = await t.createCustomer();
    expect((await t.api(online.token).get('/api/Customer/GetAllCustomer', REFUSED)).status).toBe(403);
    expect((await t.api(online.token).get('/api/OnlineUser/GetAllOnlineUser', REFUSED)).status).toBe(403);
  });
});

describe('Contact (Contact Management)', () => {
  it('adds, lists, reads (incl. GetContact for the e-mail), updates and deletes a customer’s contacts', async () => {
    const created = await addCustomer(admin, 1);
    const api = t.api(admin);
    const required = await api.post('/api/Contact/AddContact', { customerId: created.customerId }, REFUSED);
    expect(required.body.errors?.firstName).toEqual(['Name is required!']);
    const badEmail = await api.post(
      '/api/Contact/AddContact',
      { customerId: created.customerId, firstName: 'Mere', email: 'nope' },
      REFUSED,
    );
    expect(badEmail.body.errors?.email).toEqual(['Email is not a valid email!']);

    const added = await api.post(
      '/api/Contact/AddContact',
      {
        customerId: created.customerId,
        firstName: 'Mere',
        phone: '09 555 1234',
        mobile: '',
        email: 'mere@example.nz',
        notes: 'Accounts',
      },
      ZContact,
    );
    expect(added.body.data).toMatchObject({ firstName: 'Mere', mobile: null, email: 'mere@example.nz' });
    const { contactId } = added.body.data;
    expect((await api.get(`/api/Contact/GetContact?id=${contactId}`, ZContact)).body.data.email).toBe(
      'mere@example.nz',
    );
    expect((await api.get(`/api/Contact/GetContactById?id=${contactId}`, ZContact)).body.data).toEqual(added.body.data);
    const updated = await api.put(
      '/api/Contact/UpdateContact',
      { ...added.body.data, firstName: 'Mere Parata' },
      ZContact,
    );
    expect(updated.body.data.firstName).toBe('Mere Parata');
    const list = await api.get(`/api/Contact/GetAllContact?customerId=${created.customerId}`, ZContactList);
    expect(list.body.data.map((c) => c.firstName)).toEqual(['Mere Parata']);
    expect((await api.delete(`/api/Contact/DeleteContact?id=${contactId}`, ZContact)).status).toBe(200);
    expect((await api.get(`/api/Contact/GetContactById?id=${contactId}`, REFUSED)).status).toBe(404);
    expect((await api.get('/api/Contact/GetAllContact', REFUSED)).body.message.message).toBe('customerId is required!');
  });
});

describe('ExtraAddress (Delivery Address Management)', () => {
  it('adds, lists, reads, updates and deletes a customer’s delivery addresses', async () => {
    const created = await addCustomer(admin, 1);
    const api = t.api(admin);
    const required = await api.post('/api/ExtraAddress/AddExtraAddress', { customerId: created.customerId }, REFUSED);
    expect(required.body.errors?.address).toEqual(['Address is required!']);
    const added = await api.post(
      '/api/ExtraAddress/AddExtraAddress',
      {
        customerId: created.customerId,
        address: '88 Port Road, Whangārei',
        deliveryName: 'Warehouse',
        postalCode: '0110',
        notes: 'Dock 2',
        deliveryMethodId: ref.methodId,
      },
      ZExtraAddress,
    );
    expect(added.body.data).toMatchObject({ deliveryName: 'Warehouse', deliveryMethodName: 'Courier' });
    const { addressId } = added.body.data;
    expect((await api.get(`/api/ExtraAddress/GetExtraAddressById?id=${addressId}`, ZExtraAddress)).body.data).toEqual(
      added.body.data,
    );
    const updated = await api.put(
      '/api/ExtraAddress/UpdateExtraAddress',
      {
        ...added.body.data,
        deliveryMethodId: null,
        notes: 'Dock 3',
      },
      ZExtraAddress,
    );
    expect(updated.body.data).toMatchObject({ notes: 'Dock 3', deliveryMethodName: null });
    const list = await api.get(
      `/api/ExtraAddress/GetAllExtraAddress?customerId=${created.customerId}`,
      ZExtraAddressList,
    );
    expect(list.body.data).toHaveLength(1);
    expect(await searchKnownAddresses(t.db, 'PORT road')).toContain('88 Port Road, Whangārei');
    expect((await api.delete(`/api/ExtraAddress/DeleteExtraAddress?id=${addressId}`, ZExtraAddress)).status).toBe(200);
    expect((await api.get(`/api/ExtraAddress/GetExtraAddressById?id=${addressId}`, REFUSED)).status).toBe(404);
  });
});

describe('searchKnownAddresses (for Common/GetGoogleAddr)', () => {
  it('finds customer addresses with postal code and city, case-insensitively, distinct and limited', async () => {
    const street = uniqueName('Kākā Lane');
    await addCustomer(admin, 1, { address1: `7 ${street}`, address2: null, postalCode: '0110' });
    await addCustomer(admin, 1, { address1: `7 ${street}`, address2: null, postalCode: '0110' });
    await addCustomer(admin, 1, { address1: `9 ${street}`, address2: 'Unit 2', postalCode: null, cityId: null });
    const found = await searchKnownAddresses(t.db, street.toUpperCase());
    expect(found).toEqual([`7 ${street}, 0110, Whangārei`, `9 ${street}, Unit 2`]);
    expect(await searchKnownAddresses(t.db, street, 1)).toHaveLength(1);
    expect(await searchKnownAddresses(t.db, '   ')).toEqual([]);
    // Pattern characters are taken literally.
    expect(await searchKnownAddresses(t.db, '%')).toEqual([]);
  });
});

describe('Customer attachments (Attachment Management)', () => {
  it('adds an attachment with its files and lists the customer’s attachments with who added them', async () => {
    const created = await addCustomer(admin, 1);
    const api = t.api(admin);
    const required = await api.post(
      '/api/Customer/AddAttachment',
      { customerId: created.customerId, urls: [] },
      REFUSED,
    );
    expect(required.body.errors?.attachmentName).toEqual(['Attachment Name is required!']);
    const added = await api.post(
      '/api/Customer/AddAttachment',
      {
        customerId: created.customerId,
        urls: ['/uploads/credit-application.pdf'],
        attachmentName: 'Credit application',
        attachmentDesc: 'Signed',
      },
      ZCustomerAttachment,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ urls: ['/uploads/credit-application.pdf'], attachmentDesc: 'Signed' });
    expect(added.body.data.employeeId).not.toBeNull();
    const list = await api.get(
      `/api/Customer/GetAttachmentByCust?customerId=${created.customerId}`,
      ZCustomerAttachmentList,
    );
    expect(list.body.data.map((a) => a.attachmentName)).toEqual(['Credit application']);
    const unknown = await api.post('/api/Customer/AddAttachment', { customerId: 987654, attachmentName: 'x' }, REFUSED);
    expect(unknown.status).toBe(404);
  });

  it("attaches from the public quote page with its quote token, to that quote's customer only (spec 01 §7)", async () => {
    const created = await addCustomer(admin, 1);
    const other = await addCustomer(admin, 1);
    const quote = await insertQuotationRows(t.db, { customerId: created.customerId, employeeId: 1, lines: [] });
    const body = (customerId: number) => ({ customerId, urls: ['/uploads/logo.png'], attachmentName: 'Our logo' });

    const added = await t
      .api()
      .post(`/api/Customer/AddAttachment?number_id=${quote.token}`, body(created.customerId), ZCustomerAttachment);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ attachmentName: 'Our logo', employeeId: null });

    const contract = await insertQuotationRows(t.db, {
      customerId: created.customerId,
      employeeId: 1,
      lines: [],
      isFinal: 1,
    });
    const refusals = [
      await t.api().post(`/api/Customer/AddAttachment?number_id=${quote.token}`, body(other.customerId), REFUSED),
      await t.api().post('/api/Customer/AddAttachment', body(created.customerId), REFUSED),
      await t
        .api()
        .post(`/api/Customer/AddAttachment?number_id=${quote.quotationNo}_999999`, body(created.customerId), REFUSED),
      await t.api().post(`/api/Customer/AddAttachment?number_id=${contract.token}`, body(created.customerId), REFUSED),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(refused.body.message.message).toBe(QUOTATION_MESSAGES.getError);
    }
    const list = await t
      .api(admin)
      .get(`/api/Customer/GetAttachmentByCust?customerId=${created.customerId}`, ZCustomerAttachmentList);
    expect(list.body.data.map((a) => a.attachmentName)).toEqual(['Our logo']);
    expect(
      (
        await t
          .api(admin)
          .get(`/api/Customer/GetAttachmentByCust?customerId=${other.customerId}`, ZCustomerAttachmentList)
      ).body.data,
    ).toEqual([]);

    // Staff are unchanged: the customer pages decide, the token is not needed.
    const noPage = await t.createStaff({ pages: ['/home'] });
    expect(
      (await t.api(noPage.token).post('/api/Customer/AddAttachment', body(created.customerId), REFUSED)).status,
    ).toBe(403);
    expect(
      (
        await t
          .api(noPage.token)
          .post(`/api/Customer/AddAttachment?number_id=${quote.token}`, body(created.customerId), REFUSED)
      ).status,
    ).toBe(403);
  });
});

describe('Customer/DeleteCustomer', () => {
  it('removes the customer with its contacts, addresses and attachments in one go', async () => {
    const created = await addCustomer(admin, 1);
    const api = t.api(admin);
    const contact = await api.post(
      '/api/Contact/AddContact',
      { customerId: created.customerId, firstName: 'Tama' },
      ZContact,
    );
    await api.post(
      '/api/ExtraAddress/AddExtraAddress',
      { customerId: created.customerId, address: '1 Beach Road' },
      ZExtraAddress,
    );
    await api.post(
      '/api/Customer/AddAttachment',
      { customerId: created.customerId, attachmentName: 'Logo' },
      ZCustomerAttachment,
    );
    await api.put(
      `/api/Customer/UpdateCustomerStatus?id=${created.customerId}&statusId=2&note=x`,
      undefined,
      ZCustomerStatusChange,
    );
    const res = await api.delete(`/api/Customer/DeleteCustomer?id=${created.customerId}`, ZCustomer);
    expect(res.status).toBe(200);
    expect(res.body.data.customerId).toBe(created.customerId);
    expect((await api.get(`/api/Customer/GetCustomerById?id=${created.customerId}`, REFUSED)).status).toBe(404);
    expect((await api.get(`/api/Contact/GetContactById?id=${contact.body.data.contactId}`, REFUSED)).status).toBe(404);
    expect((await api.delete(`/api/Customer/DeleteCustomer?id=${created.customerId}`, REFUSED)).status).toBe(404);
  });

  it('refuses (409) while the customer has online users, and keeps everything', async () => {
    const online = await t.createCustomer();
    const res = await t.api(admin).delete(`/api/Customer/DeleteCustomer?id=${online.customerId}`, REFUSED);
    expect(res.status).toBe(409);
    expect(res.body.message.message).toBe(
      'This customer has 1 online user; delete them on the Online user management page first.',
    );
    expect((await t.api(admin).get(`/api/Customer/GetCustomerById?id=${online.customerId}`, ZCustomer)).status).toBe(
      200,
    );
  });
});

describe('OnlineUser (Online user management)', () => {
  it('adds a login that signs in as its customer; the password changes only through ChangeOnlineUserPassword', async () => {
    const created = await addCustomer(admin, 1);
    const api = t.api(admin);
    const userName = uniqueName('shop');
    const required = await api.post('/api/OnlineUser/AddOnlineUser', {}, REFUSED);
    expect(required.body.errors).toMatchObject({
      userName: ['User Name is required!'],
      password: ['Password is required!'],
      customerId: ['Customer is required!'],
    });
    const added = await api.post(
      '/api/OnlineUser/AddOnlineUser',
      {
        userName,
        password: 'first-secret',
        customerId: created.customerId,
      },
      ZOnlineUser,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ userName, customerId: created.customerId, company: created.company });
    expect(JSON.stringify(added.body)).not.toMatch(/password|scrypt/i);
    const { userId } = added.body.data;

    const login = await t
      .api()
      .post('/api/OnlineUser/OnlineUserLogin', { username: userName, password: 'first-secret' }, ZCustomerLogin);
    expect(login.status).toBe(200);
    expect(login.body.data.customerId).toBe(created.customerId);

    const taken = await api.post(
      '/api/OnlineUser/AddOnlineUser',
      {
        userName: userName.toUpperCase(),
        password: 'x',
        customerId: created.customerId,
      },
      REFUSED,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message.message).toBe(`The username ${userName.toUpperCase()} is already taken.`);

    const all = await api.get('/api/OnlineUser/GetAllOnlineUser', ZOnlineUserList);
    expect(all.body.data.find((u) => u.userId === userId)).toMatchObject({ company: created.company });
    expect(JSON.stringify(all.body)).not.toMatch(/passwordHash|scrypt/);
    expect((await api.get(`/api/OnlineUser/GetOnlineUserById?id=${userId}`, ZOnlineUser)).body.data.userName).toBe(
      userName,
    );

    // An update carries no password (and ignores one sent anyway).
    const renamed = `${userName}-b`;
    const updated = await api.put(
      '/api/OnlineUser/UpdateOnlineUser',
      {
        userId,
        userName: renamed,
        customerId: created.customerId,
        password: 'ignored',
      },
      ZOnlineUser,
    );
    expect(updated.body.data.userName).toBe(renamed);
    const unchanged = await api.put(
      '/api/OnlineUser/UpdateOnlineUser',
      { userId, userName: renamed, customerId: created.customerId },
      REFUSED,
    );
    expect(unchanged.body.message.message).toBe('No changes on the form.');
    const stillOld = await t
      .api()
      .post('/api/OnlineUser/OnlineUserLogin', { username: renamed, password: 'first-secret' }, ZCustomerLogin);
    expect(stillOld.status).toBe(200);

    const noPassword = await api.put('/api/OnlineUser/ChangeOnlineUserPassword', { userId, newPassword: '' }, REFUSED);
    expect(noPassword.body.errors?.newPassword).toEqual(['New Password is required!']);
    const changed = await api.put(
      '/api/OnlineUser/ChangeOnlineUserPassword',
      { userId, newPassword: 'second-secret' },
      ZOnlineUser,
    );
    expect(changed.status).toBe(200);
    const oldLogin = await t
      .api()
      .post('/api/OnlineUser/OnlineUserLogin', { username: renamed, password: 'first-secret' }, REFUSED);
    expect(oldLogin.status).toBe(401);
    const newLogin = await t
      .api()
      .post('/api/OnlineUser/OnlineUserLogin', { username: renamed, password: 'second-secret' }, ZCustomerLogin);
    expect(newLogin.body.data.customerId).toBe(created.customerId);

    expect((await t.api(newLogin.body.data.token).get('/api/Session/Current', ZCurrentSession)).status).toBe(200);
    expect((await api.delete(`/api/OnlineUser/DeleteOnlineUser?id=${userId}`, ZOnlineUser)).status).toBe(200);
    expect((await api.get(`/api/OnlineUser/GetOnlineUserById?id=${userId}`, REFUSED)).status).toBe(404);
    // Its session ended with it.
    expect((await t.api(newLogin.body.data.token).get('/api/Session/Current', REFUSED)).status).toBe(401);
  });

  it('is for the Online user management page', async () => {
    const clerk = await t.createStaff({ pages: ALL });
    const api = t.api(clerk.token);
    expect((await api.get('/api/OnlineUser/GetAllOnlineUser', REFUSED)).status).toBe(403);
    expect(
      (await api.post('/api/OnlineUser/AddOnlineUser', { userName: 'x', password: 'y', customerId: 1 }, REFUSED))
        .status,
    ).toBe(403);
    const manager = await t.createStaff({ pages: ['/online-user'] });
    expect((await t.api(manager.token).get('/api/OnlineUser/GetAllOnlineUser', ZOnlineUserList)).status).toBe(200);
    const unknown = await t
      .api(manager.token)
      .post('/api/OnlineUser/AddOnlineUser', { userName: uniqueName('x'), password: 'y', customerId: 987654 }, REFUSED);
    expect(unknown.status).toBe(404);
  });
});
