import {
  type TApiError,
  TICKET_MESSAGES,
  TICKET_UNKNOWN_EMPLOYEE,
  ZEmployee,
  ZOrderRowList,
  ZTicket,
} from '@packline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, REFUSED, type TReply, type TTestApp, type TTestStaff } from '../../../test/test-app.ts';
import { insertOrder } from '../sales-orders/sales-order.fixtures.ts';

// Tickets through the API (spec 01 §4-§8): create, the steps, the visibility rule and closing, with every message.

let t: TTestApp;
let admin: string;
let adminId: number;
/** Two staff members with the non-admin ticket page, and one who may close tickets without being the admin. */
let alice: TTestStaff;
let bob: TTestStaff;
let closer: TTestStaff;
let customerId: number;
let orderId: number;

const NO_PERMISSION = 'You do not have permission to use this page.';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  adminId = (await t.staffSession(admin)).employeeId;
  alice = await t.createStaff({ pages: ['/create-ticket'], firstName: 'Alice' });
  bob = await t.createStaff({ pages: ['/create-ticket'], firstName: 'Bob' });
  closer = await t.createStaff({ pages: ['/ticket-final-process'] });
  customerId = (await t.createCustomer()).customerId;
  orderId = await insertOrder(t.db, customerId);
});
afterAll(() => t?.close());

const ticketBody = (assignedEmployeeId: number, extra: Record<string, unknown> = {}) => ({
  customerId,
  orderId,
  employeeId: adminId,
  ticketType: 1,
  content: 'Lids do not fit the 8oz cups',
  contectPerson: 'Mere',
  contectNo: '021 555 1234',
  ticketProcess: { assignedEmployeeId, comments: 'Please call the customer' },
  ...extra,
});

async function createTicket(assignedEmployeeId: number) {
  const res = await t.api(admin).post('/api/Ticket/AddTicket', ticketBody(assignedEmployeeId), ZTicket);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** GetAllTicket: a paged list of tickets. */
const ZTicketRows = z.array(ZTicket);
const ticketIds = (res: { body: { data: { ticketId: number }[] } }) => res.body.data.map((row) => row.ticketId);

function expectRefusal(res: TReply<TApiError>, message: string, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message.message).toBe(message);
}

describe('AddTicket', () => {
  it('creates the ticket and its first open step for the assignee, with the comment', async () => {
    const created = await createTicket(alice.employeeId);
    expect(created).toMatchObject({
      customerId,
      orderId,
      orderNo: expect.stringMatching(/^SO\d{6}$/),
      employeeId: adminId,
      ticketType: 1,
      ticketTypeNavigation: { ticketTypeName: 'Complaint' },
      content: 'Lids do not fit the 8oz cups',
      contectPerson: 'Mere',
      contectNo: '021 555 1234',
      closed: 0,
      result: null,
      closedAt: null,
    });
    expect(created.ticketProcess).toEqual([
      expect.objectContaining({
        assignedEmployeeId: alice.employeeId,
        assignedEmployee: { firstName: 'Alice', lastName: 'Person' },
        comments: 'Please call the customer',
        processed: 0,
        completedAt: null,
      }),
    ]);
  });

  it("refuses an order that is not the customer's live order: 'Please select correct order'", async () => {
    const other = await t.createCustomer();
    const othersOrder = await insertOrder(t.db, other.customerId);
    const draft = await insertOrder(t.db, customerId, { draft: 1 });
    const deleted = await insertOrder(t.db, customerId, { deletedAt: new Date() });
    for (const badOrder of [othersOrder, draft, deleted, 987654]) {
      const res = await t
        .api(admin)
        .post('/api/Ticket/AddTicket', ticketBody(alice.employeeId, { orderId: badOrder }), REFUSED);
      expectRefusal(res, TICKET_MESSAGES.selectCorrectOrder);
      expect(res.body.errors).toEqual({ orderId: [TICKET_MESSAGES.selectCorrectOrder] });
    }
    const missing = await t
      .api(admin)
      .post('/api/Ticket/AddTicket', ticketBody(alice.employeeId, { orderId: null }), REFUSED);
    expectRefusal(missing, TICKET_MESSAGES.selectCorrectOrder);
  });

  it('requires customer, employee, ticket type and assignee', async () => {
    const res = await t.api(admin).post('/api/Ticket/AddTicket', { orderId, ticketProcess: {} }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      customerId: ['Customer is required!'],
      employeeId: ['Employee is required!'],
      ticketType: ['Ticket Type is required!'],
      'ticketProcess.assignedEmployeeId': ['Assignee is required!'],
    });
  });

  it('refuses a deleted employee as the assignee', async () => {
    const leaver = await t.createStaff({ pages: ['/create-ticket'] });
    await t.api(admin).delete(`/api/Employee/DeleteEmployee?id=${leaver.employeeId}`, ZEmployee);
    const res = await t.api(admin).post('/api/Ticket/AddTicket', ticketBody(leaver.employeeId), REFUSED);
    expectRefusal(res, TICKET_UNKNOWN_EMPLOYEE);
  });

  it('is for the ticket admin only: 403 for anyone else', async () => {
    const res = await t.api(alice.token).post('/api/Ticket/AddTicket', ticketBody(alice.employeeId), REFUSED);
    expectRefusal(res, NO_PERMISSION, 403);
    const orders = await t.api(alice.token).get(`/api/Ticket/GetOrdersOfCustomer?customerId=${customerId}`, REFUSED);
    expect(orders.status).toBe(403);
  });

  it("lists the customer's live orders for the create dialog", async () => {
    const res = await t.api(admin).get(`/api/Ticket/GetOrdersOfCustomer?customerId=${customerId}`, ZOrderRowList);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((row) => row.orderId);
    expect(ids).toContain(orderId);
    expect(res.body.data.every((row) => row.customerId === customerId && row.draft === 0)).toBe(true);
  });
});

describe('GetAllTicket: who sees which tickets', () => {
  it('gives the admin every ticket and a non-admin only tickets with a step assigned to them', async () => {
    const forAlice = await createTicket(alice.employeeId);
    const forBob = await createTicket(bob.employeeId);

    const all = await t.api(admin).get('/api/Ticket/GetAllTicket', ZTicketRows);
    expect(all.status).toBe(200);
    expect(ticketIds(all)).toEqual(expect.arrayContaining([forAlice.ticketId, forBob.ticketId]));
    // Newest first.
    expect(ticketIds(all)).toEqual([...ticketIds(all)].sort((a, b) => b - a));

    const alices = ticketIds(await t.api(alice.token).get('/api/Ticket/GetAllTicket', ZTicketRows));
    expect(alices).toContain(forAlice.ticketId);
    expect(alices).not.toContain(forBob.ticketId);
    const bobs = ticketIds(await t.api(bob.token).get('/api/Ticket/GetAllTicket', ZTicketRows));
    expect(bobs).toContain(forBob.ticketId);
    expect(bobs).not.toContain(forAlice.ticketId);

    // One ticket: the same rule, the other's answers 404.
    expect((await t.api(alice.token).get(`/api/Ticket/GetTicketById?id=${forAlice.ticketId}`, ZTicket)).status).toBe(
      200,
    );
    expect((await t.api(alice.token).get(`/api/Ticket/GetTicketById?id=${forBob.ticketId}`, REFUSED)).status).toBe(404);

    // Once Alice passes her ticket on to Bob, Bob sees it too, and Alice still does (her step stays).
    await t.api(alice.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: forAlice.ticketId,
        assignedEmployeeId: bob.employeeId,
      },
      ZTicket,
    );
    expect(ticketIds(await t.api(bob.token).get('/api/Ticket/GetAllTicket', ZTicketRows))).toContain(forAlice.ticketId);
    expect(ticketIds(await t.api(alice.token).get('/api/Ticket/GetAllTicket', ZTicketRows))).toContain(
      forAlice.ticketId,
    );
  });

  it('is refused without a ticket page', async () => {
    const other = await t.createStaff({ pages: ['/home'] });
    expect((await t.api(other.token).get('/api/Ticket/GetAllTicket', REFUSED)).status).toBe(403);
  });

  it('narrows to open or closed tickets with ?closed', async () => {
    const open = await createTicket(alice.employeeId);
    const closed = await createTicket(alice.employeeId);
    await t.api(admin).put('/api/Ticket/CloseTicket', { ticketId: closed.ticketId, result: 'Replaced' }, ZTicket);
    const openIds = ticketIds(await t.api(admin).get('/api/Ticket/GetAllTicket?closed=0', ZTicketRows));
    const closedIds = ticketIds(await t.api(admin).get('/api/Ticket/GetAllTicket?closed=1', ZTicketRows));
    expect(openIds).toContain(open.ticketId);
    expect(openIds).not.toContain(closed.ticketId);
    expect(closedIds).toContain(closed.ticketId);
    expect(closedIds).not.toContain(open.ticketId);
  });
});

describe('AddTicketProcess', () => {
  it('adds an open step for the new assignee, newest first', async () => {
    const created = await createTicket(alice.employeeId);
    const res = await t.api(alice.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: bob.employeeId,
      },
      ZTicket,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticketProcess.map((s) => [s.assignedEmployeeId, s.processed])).toEqual([
      [bob.employeeId, 0],
      [alice.employeeId, 0],
    ]);
  });

  it("refuses a non-admin on a ticket whose open step is someone else's: 'Process assigned by other employee'", async () => {
    const created = await createTicket(bob.employeeId);
    const res = await t.api(alice.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: closer.employeeId,
      },
      REFUSED,
    );
    expectRefusal(res, TICKET_MESSAGES.assignedByOther);
  });

  it('refuses the current assignee, for a non-admin and the admin alike', async () => {
    const created = await createTicket(alice.employeeId);
    const self = await t.api(alice.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: alice.employeeId,
      },
      REFUSED,
    );
    expectRefusal(self, TICKET_MESSAGES.sameAssignee);
    expect(self.body.errors).toEqual({ assignedEmployeeId: [TICKET_MESSAGES.sameAssignee] });
    const byAdmin = await t.api(admin).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: alice.employeeId,
      },
      REFUSED,
    );
    expectRefusal(byAdmin, TICKET_MESSAGES.sameAssignee);
  });

  it("lets the admin assign any ticket; refuses a non-admin when no step is open: 'Process terminated'", async () => {
    const created = await createTicket(alice.employeeId);
    await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        ticketId: created.ticketId,
        comments: 'Called, sending new lids',
      },
      ZTicket,
    );
    const byAlice = await t.api(alice.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: bob.employeeId,
      },
      REFUSED,
    );
    expectRefusal(byAlice, TICKET_MESSAGES.processTerminated);
    const byAdmin = await t.api(admin).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: bob.employeeId,
      },
      ZTicket,
    );
    expect(byAdmin.status).toBe(200);
    // Alice (whose step is processed) may be assigned again.
    const back = await t.api(bob.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: alice.employeeId,
      },
      ZTicket,
    );
    expect(back.status).toBe(200);
  });

  it("refuses everyone on a closed ticket: 'Process terminated'", async () => {
    const created = await createTicket(alice.employeeId);
    await t.api(admin).put('/api/Ticket/CloseTicket', { ticketId: created.ticketId, result: 'Refunded' }, ZTicket);
    for (const token of [admin, alice.token]) {
      const res = await t.api(token).post(
        '/api/TicketProcess/AddTicketProcess',
        {
          ticketId: created.ticketId,
          assignedEmployeeId: bob.employeeId,
        },
        REFUSED,
      );
      expectRefusal(res, TICKET_MESSAGES.processTerminated);
    }
  });
});

describe('ProcessTicketProcess', () => {
  it('marks the open step processed with the comment and the completion time', async () => {
    const created = await createTicket(alice.employeeId);
    const step = created.ticketProcess[0];
    const res = await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        processId: step.processId,
        comments: 'Customer called back, all good',
        processed: 1,
      },
      ZTicket,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticketProcess[0]).toMatchObject({
      processId: step.processId,
      // The note of whoever assigned the step stays, the reply follows it.
      comments: 'Please call the customer\nCustomer called back, all good',
      processed: 1,
      completedAt: expect.any(String),
    });
    // The step is done: a second comment on it is refused.
    const again = await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        processId: step.processId,
        comments: 'Once more',
      },
      REFUSED,
    );
    expectRefusal(again, TICKET_MESSAGES.processTerminated);
  });

  it('requires comments on an open step, from the admin too', async () => {
    const created = await createTicket(alice.employeeId);
    for (const token of [alice.token, admin]) {
      for (const comments of [undefined, '', '   ']) {
        const res = await t.api(token).put(
          '/api/TicketProcess/ProcessTicketProcess',
          {
            processId: created.ticketProcess[0].processId,
            comments,
          },
          REFUSED,
        );
        expectRefusal(res, TICKET_MESSAGES.commentsRequired);
        expect(res.body.errors).toEqual({ comments: [TICKET_MESSAGES.commentsRequired] });
      }
    }
  });

  it("refuses a non-admin on someone else's step: 'Process assigned by other employee'; the admin may", async () => {
    const created = await createTicket(bob.employeeId);
    const processId = created.ticketProcess[0].processId;
    const byAlice = await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        processId,
        comments: 'Not mine',
      },
      REFUSED,
    );
    expectRefusal(byAlice, TICKET_MESSAGES.assignedByOther);

    // By ticket: Alice holds no step of it while Bob's is open.
    const byTicket = await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        ticketId: created.ticketId,
        comments: 'Not mine',
      },
      REFUSED,
    );
    expectRefusal(byTicket, TICKET_MESSAGES.assignedByOther);

    const byAdmin = await t.api(admin).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        processId,
        comments: 'Handled for Bob',
      },
      ZTicket,
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.ticketProcess[0]).toMatchObject({
      processId,
      processed: 1,
      comments: expect.stringMatching(/\nHandled for Bob$/),
    });
  });

  it("refuses a non-admin when no step is open: 'Process terminated'", async () => {
    const created = await createTicket(alice.employeeId);
    await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        ticketId: created.ticketId,
        comments: 'Done',
      },
      ZTicket,
    );
    const res = await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        ticketId: created.ticketId,
        comments: 'More',
      },
      REFUSED,
    );
    expectRefusal(res, TICKET_MESSAGES.processTerminated);
  });

  it("answers 'Process terminated', not 'assigned by other employee', right after the assignee processed their step", async () => {
    const created = await createTicket(alice.employeeId);
    const processId = created.ticketProcess[0].processId;
    // As the dialog does: the comment names the caller's open step.
    const done = await t
      .api(alice.token)
      .put('/api/TicketProcess/ProcessTicketProcess', { processId, comments: 'Done' }, ZTicket);
    expect(done.status).toBe(200);
    for (const res of [
      await t
        .api(alice.token)
        .put('/api/TicketProcess/ProcessTicketProcess', { processId, comments: 'Again' }, REFUSED),
      await t.api(alice.token).put(
        '/api/TicketProcess/ProcessTicketProcess',
        {
          ticketId: created.ticketId,
          comments: 'Again',
        },
        REFUSED,
      ),
      await t.api(alice.token).post(
        '/api/TicketProcess/AddTicketProcess',
        {
          ticketId: created.ticketId,
          assignedEmployeeId: bob.employeeId,
        },
        REFUSED,
      ),
    ]) {
      expectRefusal(res, TICKET_MESSAGES.processTerminated);
    }
  });

  it("records the admin's comment as a processed step of their own when no step is open (comment optional)", async () => {
    const created = await createTicket(alice.employeeId);
    await t.api(alice.token).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        ticketId: created.ticketId,
        comments: 'Done',
      },
      ZTicket,
    );
    const res = await t.api(admin).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        ticketId: created.ticketId,
        comments: 'Checked with the customer',
      },
      ZTicket,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ticketProcess).toHaveLength(2);
    expect(res.body.data.ticketProcess[0]).toMatchObject({
      assignedEmployeeId: adminId,
      comments: 'Checked with the customer',
      processed: 1,
      completedAt: expect.any(String),
    });
    const empty = await t
      .api(admin)
      .put('/api/TicketProcess/ProcessTicketProcess', { ticketId: created.ticketId }, ZTicket);
    expect(empty.status).toBe(200);
    expect(empty.body.data.ticketProcess[0]).toMatchObject({ assignedEmployeeId: adminId, comments: null });
  });

  it("refuses everyone on a closed ticket: 'Process terminated'", async () => {
    const created = await createTicket(alice.employeeId);
    await t.api(admin).put('/api/Ticket/CloseTicket', { ticketId: created.ticketId, result: 'Closed early' }, ZTicket);
    for (const token of [alice.token, admin]) {
      const res = await t.api(token).put(
        '/api/TicketProcess/ProcessTicketProcess',
        {
          processId: created.ticketProcess[0].processId,
          comments: 'Too late',
        },
        REFUSED,
      );
      expectRefusal(res, TICKET_MESSAGES.processTerminated);
    }
  });

  it('needs a step or a ticket; an unknown step is 404', async () => {
    const res = await t.api(admin).put('/api/TicketProcess/ProcessTicketProcess', { comments: 'Which one?' }, REFUSED);
    expectRefusal(res, 'Ticket is required!');
    const unknown = await t.api(admin).put(
      '/api/TicketProcess/ProcessTicketProcess',
      {
        processId: 987654,
        comments: 'x',
      },
      REFUSED,
    );
    expect(unknown.status).toBe(404);
  });

  it('processes a step once when two comments arrive together', async () => {
    const created = await createTicket(alice.employeeId);
    const processId = created.ticketProcess[0].processId;
    const results = await Promise.all(
      ['First', 'Second'].map((comments) =>
        t.api(alice.token).put('/api/TicketProcess/ProcessTicketProcess', { processId, comments }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.message.message).toBe(TICKET_MESSAGES.processTerminated);
  });
});

describe('CloseTicket', () => {
  it('closes with the result: closed 1, closedAt; a second close is refused', async () => {
    const created = await createTicket(alice.employeeId);
    const res = await t.api(admin).put(
      '/api/Ticket/CloseTicket',
      {
        ticketId: created.ticketId,
        closed: 1,
        result: 'New lids delivered',
        redelivery: 1,
      },
      ZTicket,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      closed: 1,
      result: 'New lids delivered',
      redelivery: 1,
      closedAt: expect.any(String),
    });
    const again = await t
      .api(admin)
      .put('/api/Ticket/CloseTicket', { ticketId: created.ticketId, result: 'Again' }, REFUSED);
    expectRefusal(again, TICKET_MESSAGES.alreadyClosed);
  });

  it('requires a result', async () => {
    const created = await createTicket(alice.employeeId);
    for (const result of [undefined, '', '  ']) {
      const res = await t.api(admin).put('/api/Ticket/CloseTicket', { ticketId: created.ticketId, result }, REFUSED);
      expectRefusal(res, TICKET_MESSAGES.resultRequired);
      expect(res.body.errors).toEqual({ result: [TICKET_MESSAGES.resultRequired] });
    }
  });

  it('is for the admin and the Ticket Final Process page; that page closes only tickets it sees', async () => {
    const created = await createTicket(alice.employeeId);
    const byAlice = await t.api(alice.token).put(
      '/api/Ticket/CloseTicket',
      {
        ticketId: created.ticketId,
        result: 'Mine',
      },
      REFUSED,
    );
    expectRefusal(byAlice, NO_PERMISSION, 403);
    const unseen = await t.api(closer.token).put(
      '/api/Ticket/CloseTicket',
      {
        ticketId: created.ticketId,
        result: 'Not assigned',
      },
      REFUSED,
    );
    expect(unseen.status).toBe(404);

    await t.api(alice.token).post(
      '/api/TicketProcess/AddTicketProcess',
      {
        ticketId: created.ticketId,
        assignedEmployeeId: closer.employeeId,
      },
      ZTicket,
    );
    const res = await t.api(closer.token).put(
      '/api/Ticket/CloseTicket',
      {
        ticketId: created.ticketId,
        result: 'Resolved by final process',
      },
      ZTicket,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.closed).toBe(1);
  });

  it('answers 404 for an unknown ticket', async () => {
    const res = await t.api(admin).put('/api/Ticket/CloseTicket', { ticketId: 987654, result: 'x' }, REFUSED);
    expect(res.status).toBe(404);
  });
});
