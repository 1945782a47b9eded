import { TICKET_PROCESSED, TICKET_STATUS, TICKET_TYPES } from '@packline/domain';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import { ADMIN_USER_NAME } from '../employees/first-admin.ts';
import { liveOrders } from '../sales-orders/sales-order-read.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { ticket, ticketProcess } from './tickets.tables.ts';

// Demo tickets (issue 7): open and closed tickets on demo orders, raised by the admin, with steps processed and open,
// several of them held by the demo 'sales' and 'warehouse' users so a non-admin login has tickets to work on.

type TStaffKey = 'sales' | 'warehouse' | 'accounts';
interface TScript {
  type: (typeof TICKET_TYPES)[number]['name'];
  content: string;
  /** Steps oldest first: who holds it and, when processed, their comment. */
  steps: { to: TStaffKey; note: string; done?: string }[];
  result?: string;
  redelivery?: 1;
}

const SCRIPTS: TScript[] = [
  {
    type: 'Complaint',
    content: 'Lids do not fit the 12oz cups of the last delivery.',
    steps: [{ to: 'sales', note: 'Please call the customer and ask for photos.' }],
  },
  {
    type: 'Damaged Goods',
    content: 'Three cartons arrived crushed.',
    steps: [
      {
        to: 'warehouse',
        note: 'Check the pallet photos.',
        done: 'Pallet wrap was loose; two cartons damaged in transit.',
      },
      { to: 'sales', note: 'Offer a replacement.' },
    ],
  },
  {
    type: 'Redelivery',
    content: 'Customer was closed on delivery day; needs a new date.',
    steps: [
      { to: 'sales', note: 'Agree a new delivery date.', done: 'Customer asks for Thursday morning.' },
      { to: 'warehouse', note: 'Book the redelivery for Thursday.' },
    ],
  },
  {
    type: 'Enquiry',
    content: 'Asks whether the bowls are compostable.',
    steps: [{ to: 'accounts', note: 'Send the certification.' }],
  },
  {
    type: 'Damaged Goods',
    content: 'One carton of 8oz cups was wet.',
    steps: [
      {
        to: 'warehouse',
        note: 'Check stock of the same batch.',
        done: 'Batch is fine; only that carton was affected.',
      },
      { to: 'sales', note: 'Arrange a credit.', done: 'Credit of one carton agreed with the customer.' },
    ],
    result: 'One carton credited.',
  },
  {
    type: 'Redelivery',
    content: 'Wrong delivery address on the packing slip.',
    steps: [{ to: 'warehouse', note: 'Collect and redeliver.', done: 'Collected and delivered to the right address.' }],
    result: 'Redelivered the next day.',
    redelivery: 1,
  },
];

const DAY_MS = 86_400_000;

export async function seedTicketDemo(tx: DbOrTx, random: TRandom, size: number): Promise<void> {
  const staff = await tx
    .select({ employeeId: employee.employeeId, userName: employee.userName })
    .from(employee)
    .where(
      and(inArray(employee.userName, [ADMIN_USER_NAME, 'sales', 'warehouse', 'accounts']), isNull(employee.deletedAt)),
    );
  const idOf = (userName: string) => staff.find((row) => row.userName === userName)?.employeeId;
  const raisedBy = idOf(ADMIN_USER_NAME) ?? idOf('accounts');
  const count = SCRIPTS.length * Math.max(1, size);
  const orders = await tx
    .select({ orderId: salesOrder.orderId, customerId: salesOrder.customerId })
    .from(salesOrder)
    .where(liveOrders())
    .orderBy(asc(salesOrder.orderId))
    .limit(count * 4);
  if (!raisedBy || orders.length === 0) return;

  const now = Date.now();
  for (let index = 0; index < count; index++) {
    const script = SCRIPTS[index % SCRIPTS.length] as TScript;
    const order = orders[(index * 4 + random.int(0, 3)) % orders.length] as (typeof orders)[number];
    const openedAt = new Date(now - random.int(3, 40) * DAY_MS);
    const typeId = TICKET_TYPES.find((type) => type.name === script.type)?.id ?? TICKET_TYPES[0].id;
    const closed = script.result !== undefined;
    const [created] = await tx
      .insert(ticket)
      .values({
        customerId: order.customerId,
        orderId: order.orderId,
        employeeId: raisedBy,
        ticketType: typeId,
        content: script.content,
        contectPerson: random.pick(['Mere', 'Liam', 'Aroha', 'Jack']),
        contectNo: `021 ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        closed: closed ? TICKET_STATUS.Closed : TICKET_STATUS.Open,
        result: script.result ?? null,
        redelivery: script.redelivery ?? 0,
        closedAt: closed ? new Date(openedAt.valueOf() + (script.steps.length + 1) * DAY_MS) : null,
        closedBy: closed ? raisedBy : null,
        createdAt: openedAt,
        createdBy: raisedBy,
      })
      .returning({ ticketId: ticket.ticketId });
    await tx.insert(ticketProcess).values(
      script.steps.map((step, order) => {
        const assignedAt = new Date(openedAt.valueOf() + order * DAY_MS + 3_600_000);
        return {
          ticketId: created.ticketId,
          assignedEmployeeId: idOf(step.to) ?? raisedBy,
          // An open step shows the note it was assigned with; a processed one its holder's comment.
          comments: step.done ?? step.note,
          processed: step.done ? TICKET_PROCESSED.Processed : TICKET_PROCESSED.Unprocessed,
          completedAt: step.done ? new Date(assignedAt.valueOf() + 5 * 3_600_000) : null,
          createdAt: assignedAt,
          createdBy: raisedBy,
        };
      }),
    );
  }
}
