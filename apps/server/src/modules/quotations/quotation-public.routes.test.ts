import {
  QUOTATION_DRAFT,
  QUOTATION_MESSAGES,
  type TApiError,
  ZPublicQuotation,
  ZUpdateQuotationReply,
} from '@packline/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TReply, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { contact, customer } from '../customers/customers.tables.ts';
import { createCustomerProduct, createGroupCustomer, createPricedBaseProduct } from './quotation.fixtures.ts';
import { insertQuotationRows, type TQuoteRows, type TQuoteRowsInput } from './quotation-rows.fixtures.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// spec 01 §3, §4, §7: the public quote page (read, accept once), and the quotation PDF for staff and for the link.

let t: TTestApp;
let admin: string;
let creator: TTestStaff;
let customerId: number;
let otherCustomerId: number;
let cupId: number;
let lidId: number;
let productId: number;

const COMPANY = 'Kōwhai Café Ōtaki';
const byIdAndNo = (id: number, no: string) =>
  `/api/Quotation/GetQuotationByIdAndNo?id=${id}&quotationNo=${encodeURIComponent(no)}`;
const pdfByIdAndNo = (id: number, no: string) =>
  `/api/Quotation/GetQuotationPdfByIdAndNo?id=${id}&quotationNo=${encodeURIComponent(no)}`;

/** A quote the customer can accept: two price options of the cup (a price group) and one lid. */
function baseQuote(extra: Partial<TQuoteRowsInput> = {}): Promise<TQuoteRows> {
  return insertQuotationRows(t.db, {
    customerId,
    employeeId: creator.employeeId,
    lines: [
      { baseProductId: cupId, price: '85.5', notes2: 'MOQ 10 cartons' },
      { baseProductId: cupId, price: '79.25', notes2: 'MOQ 50 cartons' },
      { baseProductId: lidId, price: '42.125' },
    ],
    options: [{ name: 'Freight', customizeOptionNotes: 'Free over 20 cartons' }],
    notes: 'Delivery on Fridays',
    ...extra,
  });
}

const acceptBody = (quote: TQuoteRows, chosen: number[], extra: Record<string, unknown> = {}) => ({
  quotationId: quote.quotationId,
  quotationNo: quote.quotationNo,
  custConfirmed: 1,
  quotationItem: chosen.map((quotationItemId) => ({ quotationItemId })),
  ...extra,
});
const accept = (quote: TQuoteRows, chosen: number[]) =>
  t.api().put('/api/Quotation/UpdateQuotation', acceptBody(quote, chosen), ZUpdateQuotationReply);
const refuseAccept = (quote: TQuoteRows, chosen: number[], extra: Record<string, unknown> = {}) =>
  t.api().put('/api/Quotation/UpdateQuotation', acceptBody(quote, chosen, extra), REFUSED);

function expectGetError(res: TReply<TApiError>) {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(res.body.message.message).toBe(QUOTATION_MESSAGES.getError);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  creator = await t.createStaff({ pages: ['/quotation-management'], mobile: '021 555 1234', firstName: 'Aroha' });
  const client = await createGroupCustomer(t, admin);
  customerId = client.customerId;
  await t.db
    .update(customer)
    .set({ company: COMPANY, contactPerson: 'Mere Parata', address1: '12 Main Highway', email: 'kia@ora.nz' })
    .where(eq(customer.customerId, customerId));
  otherCustomerId = (await createGroupCustomer(t, admin)).customerId;
  cupId = (await createPricedBaseProduct(t, admin, { group1: null, price: 80 })).baseProductId;
  lidId = (await createPricedBaseProduct(t, admin, { group1: null, price: 40 })).baseProductId;
  productId = (await createCustomerProduct(t, admin, customerId, cupId)).productId;
});
afterAll(() => t?.close());

describe('GET Quotation/GetQuotationByIdAndNo (public)', () => {
  it('shows the quote its link names without a login, and nothing internal', async () => {
    const quote = await baseQuote();
    const res = await t.api().get(byIdAndNo(quote.quotationId, quote.quotationNo), ZPublicQuotation);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      quotationId: quote.quotationId,
      quotationNo: quote.quotationNo,
      custConfirmed: 0,
      notes: 'Delivery on Fridays',
      customer: { customerId, company: COMPANY, contactPerson: 'Mere Parata', address1: '12 Main Highway' },
      employee: { firstName: 'Aroha', lastName: 'Person', mobile: '021 555 1234' },
      contactName: 'Mere Parata',
      quotationOption: [{ name: 'Freight', customizeOptionNotes: 'Free over 20 cartons' }],
    });
    expect(data.quotationItem.map((item) => item.price)).toEqual(['85.500', '79.250', '42.125']);
    expect(Object.keys(data.customer).sort()).toEqual(
      ['address1', 'address2', 'company', 'contactPerson', 'customerCode', 'customerId', 'email', 'phone'].sort(),
    );
    expect(Object.keys(data.employee).sort()).toEqual(['firstName', 'lastName', 'mobile']);
    for (const hidden of ['originPrice', 'margin', 'currentPrice', 'isBelowMin', 'cartonPrice', 'employeeId']) {
      expect(JSON.stringify(data)).not.toContain(`"${hidden}"`);
    }
  });

  it("names the quote's chosen contact, else the customer's salutation and contact person", async () => {
    await t.db.update(customer).set({ salutation: 'Whaea' }).where(eq(customer.customerId, customerId));
    const plain = await baseQuote();
    const read = async (quote: TQuoteRows) =>
      (await t.api().get(byIdAndNo(quote.quotationId, quote.quotationNo), ZPublicQuotation)).body.data.contactName;
    expect(await read(plain)).toBe('Whaea Mere Parata');
    const [chosen] = await t.db.insert(contact).values({ customerId, firstName: 'Hemi' }).returning();
    await t.db
      .update(quotation)
      .set({ contactId: chosen.contactId })
      .where(eq(quotation.quotationId, plain.quotationId));
    expect(await read(plain)).toBe('Hemi');
    await t.db.update(customer).set({ salutation: null }).where(eq(customer.customerId, customerId));
  });

  it("answers 'Get Quotation error' for a wrong number, a wrong id, a tampered link, a template or a contract", async () => {
    const quote = await baseQuote();
    const other = await baseQuote();
    const template = await baseQuote({ isTemplate: 1 });
    const contract = await baseQuote({ isFinal: 1, draft: QUOTATION_DRAFT.Approved });
    expectGetError(await t.api().get(byIdAndNo(quote.quotationId, 'Q2611-AAAAAAAA'), REFUSED));
    expectGetError(await t.api().get(byIdAndNo(999_999, quote.quotationNo), REFUSED));
    expectGetError(await t.api().get(byIdAndNo(quote.quotationId, other.quotationNo), REFUSED));
    expectGetError(await t.api().get(byIdAndNo(quote.quotationId, `${quote.quotationNo}X`), REFUSED));
    expectGetError(await t.api().get(byIdAndNo(template.quotationId, template.quotationNo), REFUSED));
    expectGetError(await t.api().get(byIdAndNo(contract.quotationId, contract.quotationNo), REFUSED));
    const malformed = await t.api().get('/api/Quotation/GetQuotationByIdAndNo?id=abc&quotationNo=x', REFUSED);
    expect(malformed.body.message.message).toBe(QUOTATION_MESSAGES.getError);
  });
});

describe('PUT Quotation/UpdateQuotation without a session (accept)', () => {
  it('accepts once: custConfirmed, the confirm time and the chosen line of each price group; a second accept is refused', async () => {
    const quote = await baseQuote();
    const [cheap, dear, lid] = quote.itemIds;
    const res = await accept(quote, [dear, lid]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.custConfirmed).toBe(1);
    expect(res.body.data.quotationItem.map((item) => item.custChosen)).toEqual([0, 1, 1]);

    const [row] = await t.db.select().from(quotation).where(eq(quotation.quotationId, quote.quotationId));
    expect(row.custConfirmed).toBe(1);
    expect(row.custConfimedAt).toBeInstanceOf(Date);
    // Accepting approves (draft 0); the Approve dialog later gives each chosen base-product line a real product.
    expect(row.draft).toBe(QUOTATION_DRAFT.Approved);

    const again = await refuseAccept(quote, [cheap, lid]);
    expect(again.status).toBe(400);
    expect(again.body.message.message).toBe(QUOTATION_MESSAGES.alreadyConfirmed);
    const [after] = await t.db.select().from(quotation).where(eq(quotation.quotationId, quote.quotationId));
    expect(after.custConfimedAt).toEqual(row.custConfimedAt);
    const lines = await t.db.select().from(quotationItem).where(eq(quotationItem.quotationId, quote.quotationId));
    expect(lines.find((line) => line.quotationItemId === cheap)?.custChosen).toBe(0);

    const page = await t.api().get(byIdAndNo(quote.quotationId, quote.quotationNo), ZPublicQuotation);
    expect(page.body.data.custConfimedAt).toBe(row.custConfimedAt?.toISOString());
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const quote = await baseQuote();
    const [, dear, lid] = quote.itemIds;
    // Which of the two is refused is not known beforehand: both calls read the reply untyped.
    const racer = () => t.api().put('/api/Quotation/UpdateQuotation', acceptBody(quote, [dear, lid]));
    const results = await Promise.all([racer(), racer()]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(results.find((res) => res.status === 400)?.body.message.message).toBe(QUOTATION_MESSAGES.alreadyConfirmed);
  });

  it("asks 'Please select!' unless each price group has exactly one chosen line", async () => {
    const quote = await baseQuote();
    const [cheap, dear, lid] = quote.itemIds;
    const other = await baseQuote();
    for (const chosen of [[lid], [cheap, dear, lid], [other.itemIds[0], lid], []]) {
      const res = await refuseAccept(quote, chosen);
      expect(res.status, JSON.stringify(chosen)).toBe(400);
      expect(res.body.message.message).toBe(QUOTATION_MESSAGES.select);
    }
    // A group of one line is chosen by itself.
    const res = await accept(quote, [cheap]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.quotationItem.map((item) => item.custChosen)).toEqual([1, 0, 1]);
  });

  it('refuses a quote with customer product lines, and asks for the agreement', async () => {
    const quote = await insertQuotationRows(t.db, {
      customerId,
      employeeId: creator.employeeId,
      lines: [{ productId, price: '85' }],
    });
    const refused = await refuseAccept(quote, quote.itemIds);
    expect(refused.status).toBe(400);
    expect(refused.body.message.message).toBe(QUOTATION_MESSAGES.productLinesNotAcceptable);

    const open = await baseQuote();
    const unticked = await refuseAccept(open, open.itemIds.slice(1), { custConfirmed: 0 });
    expect(unticked.status).toBe(400);
    expect(unticked.body.message.message).toBe(QUOTATION_MESSAGES.agree);
  });

  it("answers 'Get Quotation error' for a wrong token, a template or a contract", async () => {
    const quote = await baseQuote();
    expectGetError(await refuseAccept({ ...quote, quotationNo: 'Q2611-AAAAAAAA' }, quote.itemIds.slice(1)));
    expectGetError(await refuseAccept({ ...quote, quotationId: 999_999 }, quote.itemIds.slice(1)));
    const template = await baseQuote({ isTemplate: 1 });
    expectGetError(await refuseAccept(template, template.itemIds.slice(1)));
    const contract = await baseQuote({ isFinal: 1, draft: QUOTATION_DRAFT.Approved });
    expectGetError(await refuseAccept(contract, contract.itemIds.slice(1)));
  });
});

describe('the quotation PDF', () => {
  async function pdfText(body: unknown): Promise<string> {
    const pdf = await getDocumentProxy(new Uint8Array(body as Buffer));
    return (await extractText(pdf, { mergePages: true })).text;
  }

  it('downloads from the public link as {company}_{quotationNo}.pdf', async () => {
    const quote = await baseQuote();
    const res = await t.app.inject({ method: 'GET', url: pdfByIdAndNo(quote.quotationId, quote.quotationNo) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Kowhai Cafe Otaki_${quote.quotationNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`${COMPANY}_${quote.quotationNo}`)}.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Prepared for ${COMPANY}`);
    expect(text).toContain(`Quote No: ${quote.quotationNo}`);
    expect(text).toContain('$79.250');

    expectGetError(await t.api().get(pdfByIdAndNo(quote.quotationId, 'Q2611-AAAAAAAA'), REFUSED));
    const template = await baseQuote({ isTemplate: 1 });
    expectGetError(await t.api().get(pdfByIdAndNo(template.quotationId, template.quotationNo), REFUSED));
  });

  it('downloads for staff with a quotation page, within their customers', async () => {
    const contract = await baseQuote({ isFinal: 1, draft: QUOTATION_DRAFT.Approved });
    const url = `/api/Quotation/GetQuotationPdf?id=${contract.quotationId}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Quote No: ${contract.quotationNo}`);
    expect(text).not.toContain('Valid Date');

    expect((await t.api().get(url, REFUSED)).status).toBe(401);
    const noPage = await t.createStaff({ pages: ['/home'] });
    expect((await t.api(noPage.token).get(url, REFUSED)).status).toBe(403);
    // A salesperson sees only their own customers' quotations.
    const seller = await t.createStaff({ pages: ['/customer-only-sales'] });
    expect((await t.api(seller.token).get(url, REFUSED)).status).toBe(404);
    const own = await insertQuotationRows(t.db, {
      customerId: otherCustomerId,
      employeeId: seller.employeeId,
      lines: [{ baseProductId: lidId, price: '40' }],
    });
    await t.db.update(customer).set({ employeeId: seller.employeeId }).where(eq(customer.customerId, otherCustomerId));
    expect((await t.api(seller.token).get(`/api/Quotation/GetQuotationPdf?id=${own.quotationId}`)).status).toBe(200);
  });
});
