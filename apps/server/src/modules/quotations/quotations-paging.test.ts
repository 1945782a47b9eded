import { QUOTATION_DRAFT, QUOTATION_SORT_FIELDS, type TQuotationRow, ZQuotationRow } from '@packline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idsInListOrder,
  itAnswersTheWholeListAsItsPages,
  itPagesAndSortsByEveryField,
} from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { someCustomers } from '../customers/customers.fixtures.ts';
import { quotation, quotationItem } from './quotations.tables.ts';

// Quotation/GetAllQuotation on the list contract (issue 13 §2): pages, sorts, searches and filters in SQL, in the
// caller's scope (a sales-only page sees its own customers' quotations); without `page`, the whole list as before.

let t: TTestApp;
let admin: string;
let seller: TTestStaff;
let other: TTestStaff;
/** The twelve quotations of this file, as the whole list gives them (newest first). */
let rows: TQuotationRow[];
let alphaId: number;

const MARK = 'QUOPAGE';
const marked = `search=${MARK}`;
const day = (month: number, d: number) => `2025-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const DRAFTS = [QUOTATION_DRAFT.Approved, QUOTATION_DRAFT.Draft, QUOTATION_DRAFT.BulkDraft];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  seller = await t.createStaff({ pages: ['/customer-only-sales'], firstName: 'Sam', lastName: 'Seller', isSales: 1 });
  other = await t.createStaff({ firstName: 'Olga', lastName: 'Other' });
  const customers = await someCustomers(t.db, [
    { company: `${MARK} Alpha`, customerCode: 'QPA', employeeId: seller.employeeId },
    { company: `${MARK} Beta`, customerCode: 'QPB' },
  ]);
  alphaId = customers[0]?.customerId ?? 0;
  // Ties in every column (two customers, two creators, repeated dates), so the id is seen breaking them.
  for (let i = 0; i < 12; i++) {
    const [row] = await t.db
      .insert(quotation)
      .values({
        quotationNo: i === 5 ? 'Q2501-ODD_ONE%' : `Q2501-P${String((i * 7) % 12).padStart(2, '0')}`,
        customerId: customers[i % 2]?.customerId ?? 0,
        employeeId: i % 3 === 0 ? seller.employeeId : other.employeeId,
        effDate: day(1, 1 + ((i * 5) % 6)),
        expDate: day(2, 1 + ((i * 7) % 4)),
        draft: DRAFTS[i % 3],
        isFinal: i % 4 === 1 ? 1 : 0,
        isTemplate: i === 8 ? 1 : 0,
        templateName: i === 8 ? 'Harbour template' : null,
        createdAt: new Date(Date.UTC(2025, 0, 1 + ((i * 5) % 12), i)),
        // Text JSON must escape beside text it must not, and a confirmation time with microseconds.
        notes: i % 5 === 2 ? `Lid "flat"\\domed\nKāpiti ${i}` : null,
        custConfirmed: i % 5 === 2 ? 1 : 0,
        custConfimedAt: i % 5 === 2 ? sql`now() - interval '2 days 0.000456 second'` : null,
      })
      .returning();
    const lines = Array.from({ length: i % 4 }, (_, n) => ({
      quotationId: row?.quotationId ?? 0,
      price: '1.000',
      sortOrder: n,
    }));
    if (lines.length) await t.db.insert(quotationItem).values(lines);
    // An archived line does not count.
    if (i === 3)
      await t.db
        .insert(quotationItem)
        .values({ quotationId: row?.quotationId ?? 0, price: '1.000', deletedAt: new Date() });
  }
  rows = (await t.api(admin).get(`/api/Quotation/GetAllQuotation?${marked}`, z.array(ZQuotationRow))).body.data;
});
afterAll(() => t?.close());

const get = (query: string, token = admin) =>
  t.api(token).get(`/api/Quotation/GetAllQuotation?${query}`, z.array(ZQuotationRow));
const refuse = (query: string) => t.api(admin).get(`/api/Quotation/GetAllQuotation?${query}`, REFUSED);
const ids = (res: { body: { data: readonly { quotationId: number }[] } }): number[] =>
  res.body.data.map((q) => q.quotationId);
const idsOf = (list: readonly TQuotationRow[]) => list.map((row) => row.quotationId);

type TSortField = (typeof QUOTATION_SORT_FIELDS)[number];

/** The order the server promises: the value, the id breaking ties in the same direction. */
function expectedOrder(
  field: TSortField,
  order: 'ascend' | 'descend',
  list: readonly TQuotationRow[] = rows,
): number[] {
  return idsInListOrder(
    list,
    (row) => row[field],
    (row) => row.quotationId,
    order,
  );
}

describe('Quotation/GetAllQuotation pages', () => {
  it('answers the whole list without page, as before: newest first, with the live lines counted, no meta', async () => {
    expect(rows).toHaveLength(12);
    expect(idsOf(rows)).toEqual([...idsOf(rows)].sort((a, b) => b - a));
    expect(rows.map((row) => row.itemCount)).toEqual(idsOf(rows).map((_, n) => (11 - n) % 4));
    const whole = await get('');
    expect(whole.body.meta).toBeUndefined();
    expect(ids(whole)).toEqual(idsOf(rows));
  });

  it('answers page 1, 2 and 3 without overlap, with the total in meta', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`${marked}&page=${page}&pageSize=5`)));
    expect(pages.map((res) => res.body.meta)).toEqual([1, 2, 3].map((page) => ({ total: 12, page, pageSize: 5 })));
    expect(pages.map((res) => ids(res).length)).toEqual([5, 5, 2]);
    expect(pages.flatMap(ids)).toEqual(idsOf(rows));
    expect(pages.flatMap((res) => res.body.data.map((q) => q.itemCount))).toEqual(rows.map((r) => r.itemCount));
  });

  itPagesAndSortsByEveryField({ get, scope: `${marked}`, ids, expected: expectedOrder }, QUOTATION_SORT_FIELDS, 12);

  itAnswersTheWholeListAsItsPages({ get, scope: marked }, QUOTATION_SORT_FIELDS, 12);

  it('searches the quote number, template name, customer, sales and status words; % and _ taken literally', async () => {
    const search = async (text: string) => ids(await get(`page=1&search=${encodeURIComponent(text)}`));
    expect(await search('q2501-p07')).toEqual(idsOf(rows.filter((row) => row.quotationNo === 'Q2501-P07')));
    expect(await search('odd_one%')).toEqual(idsOf(rows.filter((row) => row.quotationNo === 'Q2501-ODD_ONE%')));
    expect(await search('P_1')).toEqual([]);
    expect(await search('harbour')).toEqual(idsOf(rows.filter((row) => row.isTemplate === 1)));
    expect(await search('quopage alpha')).toEqual(idsOf(rows.filter((row) => row.customerId === alphaId)));
    expect(await search('QPB')).toEqual(idsOf(rows.filter((row) => row.customerId !== alphaId)));
    expect(await search('olga oth')).toEqual(idsOf(rows.filter((row) => row.employeeId === other.employeeId)));
    expect(await search('bulk')).toEqual(idsOf(rows.filter((row) => row.draft === QUOTATION_DRAFT.BulkDraft)));
    expect(await search('contract')).toEqual(idsOf(rows.filter((row) => row.isFinal === 1)));
  });

  it('filters by draft state, contract and customer in SQL, and pages the filtered list', async () => {
    const drafts = rows.filter((row) => row.draft === QUOTATION_DRAFT.Draft);
    const page = await get(`${marked}&draft=1&page=1&pageSize=2&sortField=effDate`);
    expect(page.body.meta?.total).toBe(drafts.length);
    expect(ids(page)).toEqual(expectedOrder('effDate', 'ascend', drafts).slice(0, 2));
    const unapproved = await get(`${marked}&drafts=1,2&page=1`);
    expect(ids(unapproved)).toEqual(idsOf(rows.filter((row) => row.draft !== QUOTATION_DRAFT.Approved)));
    const contracts = await get(`isFinal=1&customerId=${alphaId}&page=1`);
    expect(ids(contracts)).toEqual(idsOf(rows.filter((row) => row.isFinal === 1 && row.customerId === alphaId)));
  });

  it('keeps the caller’s scope: a sales-only page pages through its own customers’ quotations, with their total', async () => {
    const own = rows.filter((row) => row.customerId === alphaId);
    const res = await get('page=1&pageSize=2', seller.token);
    expect(res.status).toBe(200);
    expect(res.body.meta?.total).toBe(own.length);
    expect(ids(await get('page=1', seller.token))).toEqual(idsOf(own));
    expect(ids(await get('', seller.token))).toEqual(idsOf(own));
  });

  it('refuses an unknown sortField (naming it), a bad sortOrder and a bad drafts list', async () => {
    const unknown = await refuse('page=1&sortField=notes');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"notes"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=quotationNo&sortOrder=up')).status).toBe(400);
    expect((await refuse('page=1&drafts=1,5')).status).toBe(400);
  });
});
