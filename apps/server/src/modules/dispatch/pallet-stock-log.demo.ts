import { CUSTOMER_STATUS, PALLET_TRAN_TYPE, PALLET_TYPE } from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { customer } from '../customers/customers.tables.ts';
import { employee } from '../employees/employees.tables.ts';
import { palletStockLog } from './dispatch.tables.ts';
import { signedQuantity } from './pallet-stock-log.service.ts';

// Demo pallet stock log (spec 02 §3): for some active customers, the pallets they held at the start of the year as an
// adjustment, pallets they returned since, now and then one written off — so /customer-pallet shows balances, some of
// them settled. Pallets sent with dispatches are written by the dispatch demo through recordPalletsSent.

const LOSCAM = 4;
const DAY_MS = 86_400_000;
const RETURN_NOTES = ['Returned with the driver.', 'Collected from site.', null, null];

export async function seedPalletLogDemo(tx: DbOrTx, random: TRandom, size: number): Promise<void> {
  const customers = await tx
    .select({ customerId: customer.customerId })
    .from(customer)
    .where(eq(customer.statusId, CUSTOMER_STATUS.Active))
    .orderBy(asc(customer.customerId))
    .limit(Math.min(60, 10 + size));
  const [keeper] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.userName, 'warehouse'));
  const employeeId = keeper?.employeeId ?? null;
  const now = Date.now();
  const rows: (typeof palletStockLog.$inferInsert)[] = [];
  const row = (customerId: number, plateTypeId: number, tranTypeId: number, quantity: number, daysAgo: number) =>
    rows.push({
      customerId,
      plateTypeId,
      employeeId,
      tranTypeId,
      quantity: signedQuantity(tranTypeId, quantity),
      notes: tranTypeId === PALLET_TRAN_TYPE.Returned ? random.pick(RETURN_NOTES) : null,
      createdAt: new Date(now - daysAgo * DAY_MS - random.int(0, 8) * 3_600_000),
      createdBy: employeeId,
    });
  for (const { customerId } of customers) {
    const plateTypeId = random.next() < 0.25 ? LOSCAM : PALLET_TYPE.Default;
    const held = random.int(2, 12);
    row(customerId, plateTypeId, PALLET_TRAN_TYPE.Adjustment, held, random.int(300, 340));
    // Returns every month or two: about a third of the customers give every pallet back, the others about half.
    const keep = random.next() < 0.3 ? 0 : Math.ceil(held / 2);
    let left = held;
    for (let daysAgo = random.int(200, 280); daysAgo > 5 && left > keep; daysAgo -= random.int(30, 70)) {
      const back = random.int(1, left - keep);
      row(customerId, plateTypeId, PALLET_TRAN_TYPE.Returned, back, daysAgo);
      left -= back;
    }
    if (left > 0 && random.next() < 0.2)
      row(customerId, plateTypeId, PALLET_TRAN_TYPE.WrittenOff, 1, random.int(1, 20));
  }
  await insertInChunks(tx, palletStockLog, rows);
}
