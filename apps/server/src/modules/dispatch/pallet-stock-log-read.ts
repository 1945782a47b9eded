import { PALLET_TRANSACTIONS, startOfBusinessDay, type TPalletBalance, type TPalletStockLog } from '@packline/domain';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { customers } from '../customers/customers.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { plateTypes } from '../lookups/lookups.reads.ts';
import { dispatching, palletStockLog } from './dispatch.tables.ts';

// The pallet stock log's reads (README "Pallet stock log" in the warehouse module): the rows with their running
// balance, and the balances, joined with the customer, the pallet type and the employee.

export interface TPalletLogFilter {
  customerId?: number;
  plateTypeId?: number;
  /** Auckland calendar days ('YYYY-MM-DD' or 'YYYY/MM/DD'), both included. */
  start?: string;
  end?: string;
  palletStockLogId?: number;
}

const tranTypeNameSql = sql<string>`(case ${palletStockLog.tranTypeId} ${sql.join(
  PALLET_TRANSACTIONS.map((t) => sql`when ${sql.raw(String(t.tranTypeId))} then ${t.tranTypeName}`),
  sql` `,
)} else '' end)`;

/**
 * GET PalletStockLog/GetByCustomerId: the log rows, newest first, each with the running balance of its customer and
 * pallet type up to and including it. The balance runs over the whole history; the date range only picks the rows.
 */
export async function listPalletStockLog(db: DbOrTx, filter: TPalletLogFilter): Promise<TPalletStockLog[]> {
  const scope: SQL[] = [];
  if (filter.customerId !== undefined) scope.push(eq(palletStockLog.customerId, filter.customerId));
  if (filter.plateTypeId !== undefined) scope.push(eq(palletStockLog.plateTypeId, filter.plateTypeId));
  const running = db
    .select({
      palletStockLogId: palletStockLog.palletStockLogId,
      balance:
        sql<number>`sum(${palletStockLog.quantity}) over (partition by ${palletStockLog.customerId}, ${palletStockLog.plateTypeId} order by ${palletStockLog.createdAt}, ${palletStockLog.palletStockLogId})::int`.as(
          'balance',
        ),
    })
    .from(palletStockLog)
    .where(and(...scope))
    .as('running');

  const picked: SQL[] = [];
  if (filter.start) picked.push(gte(palletStockLog.createdAt, startOfBusinessDay(filter.start)));
  if (filter.end) picked.push(lt(palletStockLog.createdAt, startOfBusinessDay(filter.end, 1)));
  if (filter.palletStockLogId !== undefined) picked.push(eq(palletStockLog.palletStockLogId, filter.palletStockLogId));

  const select = db
    .select({
      palletStockLogId: palletStockLog.palletStockLogId,
      customerId: palletStockLog.customerId,
      company: customers.company,
      customerCode: customers.customerCode,
      plateTypeId: palletStockLog.plateTypeId,
      plateTypeName: plateTypes.plateTypeName,
      employeeId: palletStockLog.employeeId,
      employeeName: employees.name,
      tranTypeId: palletStockLog.tranTypeId,
      tranTypeName: tranTypeNameSql,
      quantity: palletStockLog.quantity,
      balance: running.balance,
      notes: palletStockLog.notes,
      dispatchId: palletStockLog.dispatchId,
      packingSlipNo: dispatching.packingSlipNo,
      createdAt: palletStockLog.createdAt,
    })
    .from(palletStockLog)
    .innerJoin(running, eq(running.palletStockLogId, palletStockLog.palletStockLogId))
    .$dynamic();
  const rows = await withJoins(
    select,
    (q) => customers.innerJoin(q, palletStockLog.customerId),
    (q) => plateTypes.innerJoin(q, palletStockLog.plateTypeId),
    (q) => employees.leftJoin(q, palletStockLog.employeeId),
    (q) => q.leftJoin(dispatching, eq(dispatching.dispatchId, palletStockLog.dispatchId)),
  )
    .where(and(...picked))
    .orderBy(desc(palletStockLog.createdAt), desc(palletStockLog.palletStockLogId));

  return rows.map((r) => ({
    palletStockLogId: r.palletStockLogId,
    customerId: r.customerId,
    customer: { company: r.company, customerCode: r.customerCode },
    plateTypeId: r.plateTypeId,
    plateType: { plateTypeName: r.plateTypeName },
    employeeId: r.employeeId,
    employeeName: r.employeeName,
    tranTypeId: r.tranTypeId,
    tranTypeName: r.tranTypeName,
    quantity: r.quantity,
    balance: Number(r.balance),
    notes: r.notes,
    dispatchId: r.dispatchId,
    dispatch: r.packingSlipNo === null ? null : { packingSlipNo: r.packingSlipNo },
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * GetAllBalance and GetBalanceByCustomerId: pallets each customer holds per pallet type, customers holding pallets
 * first (largest balance first), then the settled ones by company.
 */
export async function listPalletBalances(
  db: DbOrTx,
  filter: { customerId?: number; plateTypeId?: number } = {},
): Promise<TPalletBalance[]> {
  const where: SQL[] = [];
  if (filter.customerId !== undefined) where.push(eq(palletStockLog.customerId, filter.customerId));
  if (filter.plateTypeId !== undefined) where.push(eq(palletStockLog.plateTypeId, filter.plateTypeId));
  const balance = sql<number>`sum(${palletStockLog.quantity})::int`;
  const select = db
    .select({
      customerId: palletStockLog.customerId,
      company: customers.company,
      customerCode: customers.customerCode,
      plateTypeId: palletStockLog.plateTypeId,
      plateTypeName: plateTypes.plateTypeName,
      balance,
    })
    .from(palletStockLog)
    .$dynamic();
  const rows = await withJoins(
    select,
    (q) => customers.innerJoin(q, palletStockLog.customerId),
    (q) => plateTypes.innerJoin(q, palletStockLog.plateTypeId),
  )
    .where(and(...where))
    .groupBy(
      palletStockLog.customerId,
      customers.company,
      customers.customerCode,
      palletStockLog.plateTypeId,
      plateTypes.plateTypeName,
    )
    .orderBy(
      sql`(${balance} = 0)`,
      desc(sql`abs(${balance})`),
      asc(customers.company),
      asc(palletStockLog.plateTypeId),
    );
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}
