import {
  ORDER_STATUS,
  SUBORDER_STATUS,
  shiftDate,
  thisMondayInAuckland,
  WORK_ORDER_ACTION,
  ZONE_TYPE,
} from '@packline/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DbHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { box, palletBox } from '../boxes/boxes.tables.ts';
import { machine } from '../lookups/lookups.tables.ts';
import { salesOrder } from '../sales-orders/sales-orders.tables.ts';
import { listSalesOrderTracking } from '../traceability/tracking-read.ts';
import { tempZone } from '../warehouse-layout/warehouse-layout.tables.ts';
import { suborder, suborderLog } from '../work-orders/work-orders.tables.ts';
import { workingArrangement } from './shop-floor.tables.ts';

// The demo suborders (issue 15 "Demo data"): the states the Suborder, Packaging and dashboard screens show, each
// reached through the suborder actions with its log, and a packaging job with labelled boxes.

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});
afterAll(() => handle?.close());

describe('demo suborders', () => {
  it('has suborders Awaiting, In process, Paused, Not ready, Partly complete, Complete and Cancelled', async () => {
    const rows = await handle.db.select({ status: suborder.suborderStatusId }).from(suborder);
    const states = new Set(rows.map((r) => r.status));
    for (const status of [
      SUBORDER_STATUS.Awaiting,
      SUBORDER_STATUS.InProcess,
      SUBORDER_STATUS.Paused,
      SUBORDER_STATUS.NotReady,
      SUBORDER_STATUS.PartlyComplete,
      SUBORDER_STATUS.Complete,
      SUBORDER_STATUS.Cancelled,
    ]) {
      expect(states.has(status), `status ${status}`).toBe(true);
    }
  });

  it('logs each action, the pause with its notes', async () => {
    const [pausedLog] = await handle.db
      .select()
      .from(suborderLog)
      .where(eq(suborderLog.toStatusId, SUBORDER_STATUS.Paused));
    expect(pausedLog?.comment).toBe('Waiting for ink');
    const taken = await handle.db
      .select()
      .from(suborderLog)
      .where(eq(suborderLog.toStatusId, SUBORDER_STATUS.InProcess));
    expect(taken.length).toBeGreaterThanOrEqual(3);
    // Named by the operator arranged on the step's machine today (a step on no machine has nobody).
    expect(taken.some((log) => log.operEmployeeId !== null)).toBe(true);
  });

  it('has a packaging job in process with labelled boxes, two on a pallet in the Packaging Area', async () => {
    const [job] = await handle.db
      .select()
      .from(suborder)
      .where(
        and(
          eq(suborder.actionId, WORK_ORDER_ACTION.Packaging),
          eq(suborder.suborderStatusId, SUBORDER_STATUS.InProcess),
        ),
      );
    expect(job).toBeDefined();
    expect(Number(job.receivedQuantity)).toBeGreaterThan(0);
    const boxes = await handle.db
      .select({ boxId: box.boxId, palletId: palletBox.plateId, zoneTypeId: tempZone.zoneTypeId })
      .from(box)
      .leftJoin(palletBox, and(eq(palletBox.boxId, box.boxId), eq(palletBox.active, true)))
      .leftJoin(tempZone, eq(tempZone.plateId, palletBox.plateId))
      .where(eq(box.suborderId, job.suborderId));
    expect(boxes).toHaveLength(5);
    expect(boxes.filter((b) => b.zoneTypeId === ZONE_TYPE.Packaging)).toHaveLength(2);
    expect(boxes.filter((b) => b.palletId === null)).toHaveLength(3);
  });
});

describe('demo production for the sales orders and the arrangement (issue 30)', () => {
  it('Production Tracking has a row for every live sales order in Production', async () => {
    const inProduction = await handle.db
      .select({ orderNo: salesOrder.orderNo })
      .from(salesOrder)
      .where(and(eq(salesOrder.orderStatusId, ORDER_STATUS.Production), isNull(salesOrder.deletedAt)));
    expect(inProduction.length).toBeGreaterThan(0);
    const tracked = await listSalesOrderTracking(handle.db, {});
    const rows = new Map(tracked.rows.map((row) => [row.orderNo, row]));
    for (const { orderNo } of inProduction) {
      expect(rows.get(orderNo)?.workOrders.length ?? 0, orderNo).toBeGreaterThan(0);
    }
  });

  it('arranges every machine on every day from last Monday to next Sunday, weekends too', async () => {
    const machines = await handle.db.select({ machineId: machine.machineId }).from(machine);
    const rows = await handle.db.select().from(workingArrangement);
    const cells = new Set(rows.map((row) => `${row.machineId}/${row.workingDate}`));
    const lastMonday = shiftDate(thisMondayInAuckland(), -7, 'day');
    for (let day = 0; day < 21; day++) {
      const date = shiftDate(lastMonday, day, 'day');
      for (const { machineId } of machines)
        expect(cells.has(`${machineId}/${date}`), `${machineId} ${date}`).toBe(true);
    }
    // Only Cup Machine 2's Friday is without an operator (maintenance).
    expect(rows.filter((row) => row.operator === null)).toHaveLength(1);
  });
});
