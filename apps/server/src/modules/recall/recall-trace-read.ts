import {
  boxStatusNameOf,
  DISPATCH_STATUS,
  RECALL_MESSAGES,
  SUBORDER_STATUS,
  type TRecallBox,
  type TRecallDispatch,
  type TRecallRawBox,
  type TRecallStartType,
  type TRecallTrace,
  type TRecallWorkOrder,
} from '@packline/domain';
import { type SQL, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';

// The recall trace (issue 33 §1; README.md "The genealogy" and "The recursive query"). One statement: the start
// nodes, the walk downstream and upstream over the genealogy edges (WITH RECURSIVE), and every node's details as JSON
// arrays, so a trace of any depth is one round trip. It reads production's, the warehouse's, purchasing's, dispatch's
// and returns' tables by their SQL names (documented exception: a recursive walk over five modules' tables cannot be
// written through their published reads); it never writes them.

/** Where the walk starts: raw material boxes (r), work orders (w) and boxes (b). */
function startNodes(type: TRecallStartType, value: string): SQL {
  switch (type) {
    case 'supplierLot':
      return sql`select 'r'::text as kind, raw_material_box_id as id from raw_material_box where supplier_lot = ${value}`;
    case 'purchaseOrder':
      return sql`select 'r'::text, raw_material_box_id from raw_material_box where po_number = ${value}
        union all select 'b', box_id from public.box where po_no = ${value}`;
    case 'rawMaterialBox':
      return sql`select 'r'::text, raw_material_box_id from raw_material_box where upper(box_code) = upper(${value})`;
    case 'box':
      return sql`select 'b'::text, box_id from public.box where upper(bar_code) = upper(${value})`;
    case 'workOrder':
      return sql`select 'w'::text, work_order_id from work_order where upper(work_order_no) = upper(${value})`;
    case 'salesOrder':
      return sql`select 'b'::text, dd.box_id from dispatching_detail dd
          join dispatching d on d.dispatch_id = dd.dispatch_id
          join sales_order so on so.order_id = d.order_id
          where upper(so.order_no) = upper(${value}) and d.status <> ${DISPATCH_STATUS.Cancelled}
        union all select 'w', wo.work_order_id from work_order wo
          join sales_order so on so.order_id = wo.order_id where upper(so.order_no) = upper(${value})`;
    case 'dispatch':
      return sql`select 'b'::text, dd.box_id from dispatching_detail dd
        join dispatching d on d.dispatch_id = dd.dispatch_id where upper(d.packing_slip_no) = upper(${value})`;
  }
}

/**
 * The genealogy edges, downstream (from → to): a raw material box or a box named by a step of a work order
 * (suborder_used_box) → that work order; a work order → the boxes its packaging job labelled (box.suborder_id);
 * a dispatched box → the box its returned pieces came back in (return_detail). Upstream walks them backwards.
 */
const WALK = sql`
  down(kind, id) as (
    select kind, id from start
    union
    select n.kind, n.id from down d cross join lateral (
      select 'w'::text, s.work_order_id from suborder_used_box u join suborder s on s.suborder_id = u.suborder_id
        where d.kind = 'r' and u.raw_material_box_id = d.id
      union all
      select 'w', s.work_order_id from suborder_used_box u join suborder s on s.suborder_id = u.suborder_id
        where d.kind = 'b' and u.box_id = d.id
      union all
      select 'b', b.box_id from suborder s join public.box b on b.suborder_id = s.suborder_id
        where d.kind = 'w' and s.work_order_id = d.id
      union all
      select 'b', rd.returned_box_id from return_detail rd
        where d.kind = 'b' and rd.box_id = d.id and rd.returned_box_id is not null
    ) n(kind, id)
  ),
  up(kind, id) as (
    select kind, id from start
    union
    select n.kind, n.id from up d cross join lateral (
      select 'r'::text, u.raw_material_box_id from suborder s join suborder_used_box u on u.suborder_id = s.suborder_id
        where d.kind = 'w' and s.work_order_id = d.id and u.raw_material_box_id is not null
      union all
      select 'b', u.box_id from suborder s join suborder_used_box u on u.suborder_id = s.suborder_id
        where d.kind = 'w' and s.work_order_id = d.id and u.box_id is not null
      union all
      select 'w', s.work_order_id from public.box b join suborder s on s.suborder_id = b.suborder_id
        where d.kind = 'b' and b.box_id = d.id
      union all
      select 'b', rd.box_id from return_detail rd where d.kind = 'b' and rd.returned_box_id = d.id
    ) n(kind, id)
  ),
  nodes(kind, id, direction) as (
    select distinct on (kind, id) kind, id, direction from (
      select kind, id, 'start' as direction, 0 as rank from start
      union all select kind, id, 'downstream', 1 from down
      union all select kind, id, 'upstream', 2 from up
    ) found order by kind, id, rank
  )`;

/** What is on the machines' steps: the operators, each once (the approval's rows are not an operator's). */
const OPERATORS = sql`coalesce((select json_agg(distinct trim(e.first_name || ' ' || coalesce(e.last_name, '')))
    from suborder s join suborder_log l on l.suborder_id = s.suborder_id join employee e on e.employee_id = l.oper_employee_id
    where s.work_order_id = wo.work_order_id and l.to_status_id not in (${SUBORDER_STATUS.Awaiting}, ${SUBORDER_STATUS.NotReady})), '[]'::json)`;

/** The pallet a box stands on now, and the cell that pallet stands in. */
const BOX_PLACE = sql`left join plate_box pb on pb.box_id = b.box_id and pb.active
  left join plate p on p.plate_id = pb.plate_id left join cell c on c.cell_id = p.cell_id`;

/**
 * A box's pieces when made: what it holds plus what dispatches took from it, or the most the ledger says it ever held
 * (a correction, a write-off), whichever is more.
 */
export const MADE_QUANTITY = sql`greatest(
    b.quantity + coalesce((select sum(dd.quantity) from dispatching_detail dd join dispatching d on d.dispatch_id = dd.dispatch_id
      where dd.box_id = b.box_id and d.status <> ${DISPATCH_STATUS.Cancelled}), 0),
    coalesce((select max(greatest(m.quantity_before, m.quantity_after)) from box_movement m where m.box_id = b.box_id), 0))`;

function traceSql(type: TRecallStartType, value: string): SQL {
  return sql`with recursive start(kind, id) as (${startNodes(type, value)}), ${WALK}
  select
    (select coalesce(json_agg(x order by x."rawMaterialBoxId"), '[]'::json) from (
      select rb.raw_material_box_id as "rawMaterialBoxId", rb.box_code as "boxCode", rb.raw_material_id as "rawMaterialId",
        rm.raw_material_code as "rawMaterialCode", rm.raw_material_name as "rawMaterialName", rb.quantity::float8 as quantity,
        rb.supplier_lot as "supplierLot", rb.po_number as "poNumber", sup.suplier_name as "suplierName",
        ui.no as "receivingNo",
        case when exists (select 1 from suborder_used_box u where u.raw_material_box_id = rb.raw_material_box_id)
          then 'Used by production' when rb.active = 0 then 'Written off'
          when rb.ex_warehouse = 1 then 'Issued to production' else 'In stock' end as "whereNow",
        p.plate_code as "plateCode", c.code as "cellCode", n.direction
      from nodes n join raw_material_box rb on rb.raw_material_box_id = n.id
      join raw_material rm on rm.raw_material_id = rb.raw_material_id
      left join purchase_order po on po.po_no = rb.po_number
      left join supplier sup on sup.suplier_id = po.suplier_id
      left join receiving_box rcb on rcb.raw_material_box_id = rb.raw_material_box_id
      left join unloading_inspection ui on ui.inspection_id = rcb.inspection_id
      left join plate p on p.plate_id = rb.plate_id left join cell c on c.cell_id = p.cell_id
      where n.kind = 'r') x) as "rawMaterialBoxes",
    (select coalesce(json_agg(x order by x."workOrderId"), '[]'::json) from (
      select wo.work_order_id as "workOrderId", wo.work_order_no as "workOrderNo", pr.product_code as "productCode",
        pr.product_name as "productName", wo.quantity::float8 as quantity, wo.work_order_status_id as "workOrderStatusId",
        so.order_no as "orderNo", ${OPERATORS} as operators, n.direction
      from nodes n join work_order wo on wo.work_order_id = n.id join product pr on pr.product_id = wo.product_id
      left join sales_order so on so.order_id = wo.order_id
      where n.kind = 'w') x) as "workOrders",
    (select coalesce(json_agg(x order by x."boxId"), '[]'::json) from (
      select b.box_id as "boxId", b.bar_code as "barCode", pr.product_code as "productCode",
        pr.product_name as "productName", s.work_order_id as "workOrderId", b.is_semi = 1 as "isSemi",
        ${MADE_QUANTITY}::float8 as "madeQuantity", b.quantity::float8 as quantity, b.status, b.location,
        p.plate_code as "plateCode", c.code as "cellCode", n.direction
      from nodes n join public.box b on b.box_id = n.id join product pr on pr.product_id = b.product_id
      left join suborder s on s.suborder_id = b.suborder_id ${BOX_PLACE}
      where n.kind = 'b') x) as boxes,
    (select coalesce(json_agg(x order by x."dispatchId", x."boxId"), '[]'::json) from (
      select d.dispatch_id as "dispatchId", d.packing_slip_no as "packingSlipNo", d.status, dd.box_id as "boxId",
        sum(dd.quantity)::float8 as quantity, so.order_no as "orderNo", cu.customer_id as "customerId",
        cu.company, cu.contact_person as "contactPerson", cu.email, so.delivery_address as "deliveryAddress",
        d.completed_at as "completedAt", d.delivered_at as "deliveredAt"
      from nodes n join dispatching_detail dd on dd.box_id = n.id
      join dispatching d on d.dispatch_id = dd.dispatch_id and d.status <> ${DISPATCH_STATUS.Cancelled}
      join sales_order so on so.order_id = d.order_id join customer cu on cu.customer_id = so.customer_id
      where n.kind = 'b'
      group by d.dispatch_id, dd.box_id, so.order_id, cu.customer_id) x) as dispatches,
    (select coalesce(json_agg(x), '[]'::json) from (
      select 'r' as "fromKind", u.raw_material_box_id as "fromId", 'w' as "toKind", s.work_order_id as "toId"
        from suborder_used_box u join suborder s on s.suborder_id = u.suborder_id
        join nodes a on a.kind = 'r' and a.id = u.raw_material_box_id join nodes z on z.kind = 'w' and z.id = s.work_order_id
      union
      select 'b', u.box_id, 'w', s.work_order_id
        from suborder_used_box u join suborder s on s.suborder_id = u.suborder_id
        join nodes a on a.kind = 'b' and a.id = u.box_id join nodes z on z.kind = 'w' and z.id = s.work_order_id
      union
      select 'w', s.work_order_id, 'b', b.box_id from nodes z join public.box b on z.kind = 'b' and b.box_id = z.id
        join suborder s on s.suborder_id = b.suborder_id join nodes a on a.kind = 'w' and a.id = s.work_order_id
      union
      select 'b', rd.box_id, 'b', rd.returned_box_id from return_detail rd
        join nodes a on a.kind = 'b' and a.id = rd.box_id join nodes z on z.kind = 'b' and z.id = rd.returned_box_id
    ) x) as edges`;
}

interface TTraceRow {
  rawMaterialBoxes: TRecallRawBox[];
  workOrders: TRecallWorkOrder[];
  boxes: (Omit<TRecallBox, 'statusName'> & { location: number | null })[];
  dispatches: TRecallDispatch[];
  edges: TRecallTrace['edges'];
}

/** JSON arrives parsed (pg, PGlite) or as text (a driver without the json type parser). */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const isoOf = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The trace from where it starts, downstream and upstream; nothing found to start from → 404. */
export async function traceRecall(db: DbOrTx, startType: TRecallStartType, value: string): Promise<TRecallTrace> {
  const result = (await db.execute(traceSql(startType, value))) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] as Record<keyof TTraceRow, unknown>;
  const trace: TTraceRow = {
    rawMaterialBoxes: parsed(row.rawMaterialBoxes),
    workOrders: parsed(row.workOrders),
    boxes: parsed(row.boxes),
    dispatches: parsed(row.dispatches),
    edges: parsed(row.edges),
  };
  const started = [...trace.rawMaterialBoxes, ...trace.workOrders, ...trace.boxes].some((n) => n.direction === 'start');
  if (!started) throw new NotFoundError(RECALL_MESSAGES.nothingFound(startType, value));
  return {
    startType,
    value,
    ...trace,
    boxes: trace.boxes.map(({ location, ...b }) => ({
      ...b,
      statusName: boxStatusNameOf({ status: b.status, location }),
    })),
    dispatches: trace.dispatches.map((d) => ({
      ...d,
      completedAt: isoOf(d.completedAt),
      deliveredAt: isoOf(d.deliveredAt),
    })),
  };
}
