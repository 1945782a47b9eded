import { TICKET_PROCESSED, TICKET_SORT_FIELDS, TICKET_STATUS, type TTicketSortField, ZTicket } from '@packline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idsInListOrder, itPagesAndSortsByEveryField, readThreePagesOfFive } from '../../../test/list-order.ts';
import { createTestApp, REFUSED, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { someCustomers } from '../customers/customers.fixtures.ts';
import { ticketType } from '../lookups/lookups.tables.ts';
import { insertOrder } from '../sales-orders/sales-order.fixtures.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { ticket, ticketProcess } from './tickets.tables.ts';

// Ticket/GetAllTicket on the list contract (issue 13 §2): pages, sorts, searches and filters in SQL, keeping the
// visibility rule (the admin sees every ticket, anyone else only tickets with a step assigned to them) in the rows and
// the count alike; the whole list without page stays as it was.

let t: TTestApp;
let admin: string;
let adminId: number;
let alice: TTestStaff;
let bob: TTestStaff;
/** The twelve tickets of this file; every content carries MARK. */
let rows: (typeof ticket.$inferSelect)[];
const orders = new Map<number, { orderNo: string; company: string; customerId: number }>();
const typeNames = new Map<number, string>();
/** Alice holds a step of these tickets (an open one on those in aliceOpen). */
const aliceHolds = new Set<number>();
const aliceOpen = new Set<number>();

const MARK = 'TKTPAGING';
const day = (d: number) => new Date(Date.UTC(2024, 0, d, 0, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  alice = await t.createStaff({ pages: ['/create-ticket'], firstName: `Alice${MARK}`, lastName: 'Paging' });
  bob = await t.createStaff({ pages: ['/create-ticket'], firstName: 'Bob', lastName: 'Paging' });
  const customers = await someCustomers(
    t.db,
    ['B1', 'A2', 'C0'].map((suffix, i) => ({ company: `${MARK} ${suffix}`, customerCode: `TPC${i}` })),
  );
  const types = await t.db
    .insert(ticketType)
    .values([{ ticketTypeName: `${MARK} Zeta` }, { ticketTypeName: `${MARK} Alpha` }])
    .returning();
  for (const type of types) typeNames.set(type.ticketTypeId, type.ticketTypeName);
  for (let i = 0; i < 4; i++) {
    const company = customers[i % 3];
    if (!company) throw new Error('no customer');
    const orderId = await insertOrder(t.db, company.customerId);
    const [order] = await t.db.select().from(salesOrder).where(eq(salesOrder.orderId, orderId));
    orders.set(orderId, { orderNo: order?.orderNo ?? '', company: company.company, customerId: company.customerId });
  }
  const orderIds = [...orders.keys()];
  const values = Array.from({ length: 12 }, (_, i) => {
    const orderId = orderIds[i % 4] as number;
    return {
      // The ticket's customer is the order's (as AddTicket checks).
      customerId: orders.get(orderId)?.customerId as number,
      orderId,
      employeeId: adminId,
      ticketType: types[i % 2]?.ticketTypeId as number,
      content: i === 9 ? `${MARK} lid odd_one%out` : `${MARK} content ${i}`,
      contectPerson: i === 3 ? 'Mere Paging' : null,
      contectNo: i === 3 ? '021 555 0303' : null,
      closed: i % 3 === 0 ? TICKET_STATUS.Closed : TICKET_STATUS.Open,
      result: i % 3 === 0 ? `result ${i}` : null,
      createdAt: day(1 + ((i * 5) % 12)),
    };
  });
  rows = await t.db.insert(ticket).values(values).returning();
  const steps = rows.map((row, i) => ({
    ticketId: row.ticketId,
    assignedEmployeeId: i % 2 === 0 ? alice.employeeId : bob.employeeId,
    processed: i % 4 === 0 ? TICKET_PROCESSED.Processed : TICKET_PROCESSED.Unprocessed,
  }));
  await t.db.insert(ticketProcess).values(steps);
  for (const step of steps) {
    if (step.assignedEmployeeId !== alice.employeeId) continue;
    aliceHolds.add(step.ticketId);
    if (step.processed === TICKET_PROCESSED.Unprocessed) aliceOpen.add(step.ticketId);
  }
});
afterAll(() => t?.close());

const get = (query: string, token = admin) => t.api(token).get(`/api/Ticket/GetAllTicket?${query}`, z.array(ZTicket));
const refuse = (query: string) => t.api(admin).get(`/api/Ticket/GetAllTicket?${query}`, REFUSED);
type TTicketPage = Awaited<ReturnType<typeof get>>;
const ids = (res: { body: { data: { ticketId: number }[] } }): number[] => res.body.data.map((row) => row.ticketId);
const marked = `search=${MARK}`;
type TRow = (typeof rows)[number];

function sortValue(row: TRow, field: TTicketSortField): string | number | null {
  switch (field) {
    case 'company':
      return orders.get(row.orderId)?.company ?? null;
    case 'orderNo':
      return orders.get(row.orderId)?.orderNo ?? null;
    case 'ticketType':
      return typeNames.get(row.ticketType) ?? null;
    case 'status':
      return row.closed;
    case 'createdAt':
      return row.createdAt.getTime();
    default:
      return row.ticketId;
  }
}

/** The order the server promises: the id breaking ties. */
function expectedOrder(field: TTicketSortField, order: 'ascend' | 'descend', of: TRow[] = rows): number[] {
  return idsInListOrder(
    of,
    (row) => sortValue(row, field),
    (row) => row.ticketId,
    order,
  );
}

describe('Ticket/GetAllTicket pages', () => {
  it('answers page 1 and page 2 of a known set without overlap, with the total in meta and each ticket’s steps', async () => {
    const [first, second, third]: TTicketPage[] = await readThreePagesOfFive({ get, scope: marked, ids }, 12);
    // Default order: the newest ticket first.
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(expectedOrder('ticketId', 'descend'));
    for (const row of [...first.body.data, ...second.body.data]) expect(row.ticketProcess).toHaveLength(1);
  });

  itPagesAndSortsByEveryField({ get, scope: `${marked}`, ids, expected: expectedOrder }, TICKET_SORT_FIELDS, 12);

  it('searches number, text, customer, order, type, current assignee and status; % and _ taken literally', async () => {
    const sample = rows[3] as TRow;
    expect(ids(await get(`page=1&search=${sample.ticketId}`))).toContain(sample.ticketId);
    expect(ids(await get('page=1&search=mere%20paging'))).toEqual([sample.ticketId]);
    const ofCustomer = rows.filter((r) => orders.get(r.orderId)?.company.endsWith('A2'));
    expect(ids(await get(`page=1&search=${encodeURIComponent(`${MARK} a2`)}`)).sort()).toEqual(
      ofCustomer.map((r) => r.ticketId).sort(),
    );
    const [orderId] = orders.keys();
    const orderNo = orders.get(orderId as number)?.orderNo ?? '';
    const byOrder = ids(await get(`page=1&search=${orderNo}`));
    for (const r of rows.filter((row) => row.orderId === orderId)) expect(byOrder).toContain(r.ticketId);
    expect(ids(await get(`page=1&search=${MARK.toLowerCase()}%20alpha`)).sort()).toEqual(
      rows
        .filter((r) => typeNames.get(r.ticketType)?.endsWith('Alpha'))
        .map((r) => r.ticketId)
        .sort(),
    );
    // The current assignee: Alice's open steps only (not the ones she has processed).
    expect(ids(await get(`page=1&search=alice${MARK}`)).sort()).toEqual([...aliceOpen].sort());
    const ours = new Set(rows.map((r) => r.ticketId));
    expect(
      ids(await get('page=1&search=closed'))
        .filter((id) => ours.has(id))
        .sort(),
    ).toEqual(
      rows
        .filter((r) => r.closed === TICKET_STATUS.Closed)
        .map((r) => r.ticketId)
        .sort(),
    );
    expect(ids(await get(`search=${encodeURIComponent('one%out')}`))).toEqual([rows[9]?.ticketId]);
    expect(ids(await get(`search=${encodeURIComponent(`${MARK} c_ntent`)}`))).toEqual([]);
  });

  it('filters open or closed in SQL, and pages the filtered list (the Final Process list)', async () => {
    const open = rows.filter((r) => r.closed === TICKET_STATUS.Open);
    const page = await get(`${marked}&closed=0&page=2&pageSize=3`);
    expect(page.body.meta?.total).toBe(open.length);
    expect(ids(page)).toEqual(expectedOrder('ticketId', 'descend', open).slice(3, 6));
  });

  it('keeps the visibility rule: a non-admin pages through their own tickets only, with their total', async () => {
    const mine = rows.filter((r) => aliceHolds.has(r.ticketId));
    const page = await get(`page=1&pageSize=2&sortField=createdAt`, alice.token);
    expect(page.status).toBe(200);
    expect(page.body.meta?.total).toBe(mine.length);
    expect(ids(page)).toEqual(expectedOrder('createdAt', 'ascend', mine).slice(0, 2));
    const all = await get('page=1&pageSize=100', alice.token);
    expect(ids(all)).toEqual(expectedOrder('ticketId', 'descend', mine));
    // Bob's ticket is not found by Alice's search, nor counted.
    expect((await get('search=mere%20paging&page=1', alice.token)).body.meta?.total).toBe(0);
  });

  it('answers the whole list without page, as before: every ticket seen, newest first, no meta', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    const mine = res.body.data.filter((row) => row.content?.startsWith(MARK)).map((row) => row.ticketId);
    expect(mine).toEqual(expectedOrder('ticketId', 'descend'));
    const ofAlice = await get('', alice.token);
    expect(ids(ofAlice)).toEqual(
      expectedOrder(
        'ticketId',
        'descend',
        rows.filter((r) => aliceHolds.has(r.ticketId)),
      ),
    );
  });

  it('refuses an unknown sortField (naming it) and a bad sortOrder', async () => {
    const unknown = await refuse('page=1&sortField=content');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message.message).toContain('"content"');
    expect(unknown.body.errors?.sortField).toBeDefined();
    expect((await refuse('page=1&sortField=ticketId&sortOrder=up')).status).toBe(400);
  });
});
