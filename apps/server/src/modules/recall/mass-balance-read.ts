import type { TBatchBalance, TLotBalance, TMassBalance, TRecallTrace } from '@packline/domain';
import {
  BOX_OUT_LOCATION,
  BOX_STATUS,
  DISPATCH_STATUS,
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
} from '@packline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { MADE_QUANTITY } from './recall-trace-read.ts';

// The mass balance (issue 33 §2; README.md "The mass balance"): per raw material lot of the trace, received = used by
// production + in stock + written off + returned to the supplier, within a tolerance; per batch (work order) of the
// trace, made = in stock + on hold + dispatched + written off + used by later steps. Read by table name as the trace.

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

interface TLotBoxRow {
  rawMaterialId: number;
  rawMaterialCode: string;
  rawMaterialName: string;
  lot: string;
  quantity: number;
  active: number;
  exWarehouse: number;
  /** The work order whose step first named the box, if any. */
  usedBy: string | null;
  detailId: number | null;
  lineReceived: number | null;
  lineBoxed: number | null;
  unit: string | null;
}

/**
 * Every raw material box of the trace's lots (a lot: the raw material and the supplier's lot, else the PO number the
 * boxes carry), with what became of it and the receiving line it was boxed from.
 */
function lotBoxesSql(rawMaterialBoxIds: number[]): SQL {
  const ids = sql.join(
    rawMaterialBoxIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`with lots as (
      select distinct raw_material_id, coalesce(supplier_lot, po_number, box_code) as lot
      from raw_material_box where raw_material_box_id in (${ids})
    )
    select rb.raw_material_id as "rawMaterialId", rm.raw_material_code as "rawMaterialCode",
      rm.raw_material_name as "rawMaterialName", l.lot, rb.quantity::float8 as quantity, rb.active,
      rb.ex_warehouse as "exWarehouse",
      (select wo.work_order_no from suborder_used_box u join suborder s on s.suborder_id = u.suborder_id
        join work_order wo on wo.work_order_id = s.work_order_id
        where u.raw_material_box_id = rb.raw_material_box_id order by u.suborder_used_box_id limit 1) as "usedBy",
      rcb.detail_id as "detailId", ud.rev_quantity::float8 as "lineReceived",
      (select sum(all_rcb.quantity)::float8 from receiving_box all_rcb where all_rcb.detail_id = rcb.detail_id) as "lineBoxed",
      pd.unit
    from lots l
    join raw_material_box rb on rb.raw_material_id = l.raw_material_id
      and coalesce(rb.supplier_lot, rb.po_number, rb.box_code) = l.lot
    join raw_material rm on rm.raw_material_id = rb.raw_material_id
    left join receiving_box rcb on rcb.raw_material_box_id = rb.raw_material_box_id
    left join unloading_detail ud on ud.detail_id = rcb.detail_id
    left join po_detail pd on pd.po_detail_id = ud.po_detail_id
    order by rb.raw_material_id, l.lot, rb.raw_material_box_id`;
}

/** One lot's balance from its boxes: a receiving line's quantity is shared among its boxes' lots by what they hold. */
export function lotBalanceOf(boxes: TLotBoxRow[], tolerancePercent: number): TLotBalance {
  const [first] = boxes;
  const lines = new Map<number, { received: number; boxed: number; ofLot: number }>();
  let received = 0;
  let used = 0;
  let issuedNotTraced = 0;
  let inStock = 0;
  let writtenOff = 0;
  const byWorkOrder = new Map<string, number>();
  for (const b of boxes) {
    if (b.detailId === null) received += b.quantity;
    else {
      const line = lines.get(b.detailId) ?? { received: b.lineReceived ?? 0, boxed: b.lineBoxed ?? 0, ofLot: 0 };
      line.ofLot += b.quantity;
      lines.set(b.detailId, line);
    }
    if (b.usedBy !== null) {
      used += b.quantity;
      byWorkOrder.set(b.usedBy, (byWorkOrder.get(b.usedBy) ?? 0) + b.quantity);
    } else if (b.active === RAW_MATERIAL_BOX_ACTIVE.Obsolete) writtenOff += b.quantity;
    else if (b.exWarehouse === RAW_MATERIAL_BOX_EX_WAREHOUSE.Taken) issuedNotTraced += b.quantity;
    else inStock += b.quantity;
  }
  // What arrived on a line and was never boxed belongs to the line's lots in proportion: it is the gap to explain.
  for (const line of lines.values()) received += line.boxed > 0 ? (line.received * line.ofLot) / line.boxed : 0;
  const returnedToSupplier = 0;
  const difference = round3(received - used - issuedNotTraced - inStock - writtenOff - returnedToSupplier);
  const differencePercent = received > 0 ? round3((Math.abs(difference) / received) * 100) : 0;
  return {
    rawMaterialId: first.rawMaterialId,
    rawMaterialCode: first.rawMaterialCode,
    rawMaterialName: first.rawMaterialName,
    lot: first.lot,
    unit: boxes.find((b) => b.unit)?.unit ?? 'KG',
    received: round3(received),
    usedByWorkOrder: [...byWorkOrder].map(([workOrderNo, quantity]) => ({ workOrderNo, quantity: round3(quantity) })),
    used: round3(used),
    issuedNotTraced: round3(issuedNotTraced),
    inStock: round3(inStock),
    writtenOff: round3(writtenOff),
    returnedToSupplier,
    difference,
    differencePercent,
    outOfTolerance: differencePercent > tolerancePercent,
  };
}

interface TBatchBoxRow {
  workOrderId: number;
  workOrderNo: string;
  productCode: string;
  made: number;
  quantity: number;
  status: number;
  location: number | null;
  usedByStep: boolean;
  returned: number;
  dispatched: { company: string; quantity: number; status: number }[];
}

function batchBoxesSql(workOrderIds: number[]): SQL {
  const ids = sql.join(
    workOrderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select wo.work_order_id as "workOrderId", wo.work_order_no as "workOrderNo", pr.product_code as "productCode",
      ${MADE_QUANTITY}::float8 as made, b.quantity::float8 as quantity, b.status, b.location,
      exists (select 1 from suborder_used_box u where u.box_id = b.box_id) as "usedByStep",
      coalesce((select sum(rd.quantity) from return_detail rd where rd.box_id = b.box_id), 0)::float8 as returned,
      coalesce((select json_agg(json_build_object('company', cu.company, 'quantity', dd.quantity::float8, 'status', d.status))
        from dispatching_detail dd join dispatching d on d.dispatch_id = dd.dispatch_id
        join sales_order so on so.order_id = d.order_id join customer cu on cu.customer_id = so.customer_id
        where dd.box_id = b.box_id and d.status <> ${DISPATCH_STATUS.Cancelled}), '[]'::json) as dispatched
    from work_order wo join product pr on pr.product_id = wo.product_id
    join suborder s on s.work_order_id = wo.work_order_id
    join public.box b on b.suborder_id = s.suborder_id
    where wo.work_order_id in (${ids})
    order by wo.work_order_id, b.box_id`;
}

function batchBalanceOf(boxes: TBatchBoxRow[]): TBatchBalance {
  const [first] = boxes;
  const sums = { made: 0, inStock: 0, onHold: 0, inDispatching: 0, dispatched: 0, returned: 0, writtenOff: 0, used: 0 };
  const byCustomer = new Map<string, number>();
  for (const b of boxes) {
    sums.made += b.made;
    sums.returned += b.returned;
    const dispatched = typeof b.dispatched === 'string' ? JSON.parse(b.dispatched) : b.dispatched;
    for (const d of dispatched as TBatchBoxRow['dispatched']) {
      if (d.status === DISPATCH_STATUS.Picking) sums.inDispatching += d.quantity;
      else {
        sums.dispatched += d.quantity;
        byCustomer.set(d.company, (byCustomer.get(d.company) ?? 0) + d.quantity);
      }
    }
    if (b.usedByStep) sums.used += b.quantity;
    else if (b.status === BOX_STATUS.InStock) sums.inStock += b.quantity;
    else if (b.status === BOX_STATUS.OnHold) sums.onHold += b.quantity;
    else if (
      b.status === BOX_STATUS.DeadStock ||
      (b.status === BOX_STATUS.Out && b.location === BOX_OUT_LOCATION.Deleted)
    )
      sums.writtenOff += b.quantity;
  }
  const accounted = sums.inStock + sums.onHold + sums.inDispatching + sums.dispatched + sums.writtenOff + sums.used;
  return {
    workOrderId: first.workOrderId,
    workOrderNo: first.workOrderNo,
    productCode: first.productCode,
    made: round3(sums.made),
    inStock: round3(sums.inStock),
    onHold: round3(sums.onHold),
    inDispatching: round3(sums.inDispatching),
    dispatched: round3(sums.dispatched),
    dispatchedByCustomer: [...byCustomer].map(([company, quantity]) => ({ company, quantity: round3(quantity) })),
    returned: round3(sums.returned),
    writtenOff: round3(sums.writtenOff),
    usedByProduction: round3(sums.used),
    difference: round3(sums.made - accounted),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()];
}

/** The mass balance of a trace's lots and batches. */
export async function massBalanceOf(db: DbOrTx, trace: TRecallTrace, tolerancePercent: number): Promise<TMassBalance> {
  const rawIds = trace.rawMaterialBoxes.map((b) => b.rawMaterialBoxId);
  const workOrderIds = trace.workOrders.map((w) => w.workOrderId);
  const [lotBoxes, batchBoxes] = await Promise.all([
    rawIds.length === 0 ? [] : rowsOf<TLotBoxRow>(db, lotBoxesSql(rawIds)),
    workOrderIds.length === 0 ? [] : rowsOf<TBatchBoxRow>(db, batchBoxesSql(workOrderIds)),
  ]);
  return {
    tolerancePercent,
    lots: groupBy(lotBoxes, (b) => `${b.rawMaterialId}\u0000${b.lot}`).map((boxes) =>
      lotBalanceOf(boxes, tolerancePercent),
    ),
    batches: groupBy(batchBoxes, (b) => String(b.workOrderId)).map(batchBalanceOf),
  };
}
