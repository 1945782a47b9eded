import { BOX_STATUS } from '@packline/domain';
import { type AnyColumn, and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import { joinsBy, type TSelectSource } from '../../db/read-view.ts';
import { box, boxMovement, palletBox } from './boxes.tables.ts';

// What other modules may read of boxes (modules/README.md "Reads other modules may use"): a box (barcode, product,
// pieces, status, the job that made it), the pallet it stands on (its active pallet-box link) and the movement ledger.
// Every change of a box goes through boxes.service.ts, pallet-boxes.service.ts or box-management.service.ts.

/** Boxes as another module reads them, joined under `as` when one query joins boxes twice (a return's box and the new one). */
export function boxesAs(as?: string) {
  // An alias has the table's columns under another name; typed as the table so both read the same.
  const t = as === undefined ? box : (alias(box, as) as unknown as typeof box);
  return {
    boxId: t.boxId,
    barCode: t.barCode,
    productId: t.productId,
    quantity: t.quantity,
    status: t.status,
    source: t.source,
    location: t.location,
    isSemi: t.isSemi,
    notes: t.notes,
    empNotes: t.empNotes,
    sequence: t.sequence,
    suborderId: t.suborderId,
    purchaseNo: t.purchaseNo,
    poNo: t.poNo,
    exWarehouse: t.exWarehouse,
    printedAt: t.printedAt,
    productionAt: t.productionAt,
    packagedAt: t.packagedAt,
    dispatchedAt: t.dispatchedAt,
    createdAt: t.createdAt,
    createdBy: t.createdBy,
    updatedAt: t.updatedAt,
    /** In stock: status 1 with pieces left (boxes README). */
    inStock: and(eq(t.status, BOX_STATUS.InStock), gt(t.quantity, 0)) as SQL,
    ...joinsBy(t, t.boxId),
    /** `(select box_id from box where …)`, what follows `where` given as SQL. */
    idsWhere: (where: SQL | undefined): SQL => sql`(select ${t.boxId} from ${t} where ${where})`,
    /** A select of `fields` from boxes. */
    select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(t).$dynamic(),
  };
}

/** Boxes as another module reads them. */
export const boxes = boxesAs();

/** The links of boxes to the pallets they stand on (a box is on one pallet at a time: its active link). */
export const palletBoxes = {
  plateBoxId: palletBox.plateBoxId,
  plateId: palletBox.plateId,
  boxId: palletBox.boxId,
  active: palletBox.active,
  exWarehouseQty: palletBox.exWarehouseQty,
  removedAt: palletBox.removedAt,
  createdAt: palletBox.createdAt,
  /** The select with the active link of the box `boxId` left-joined (its pallet, or nulls on none). */
  leftJoinActive: <T extends PgSelect>(select: T, boxId: AnyPgColumn) =>
    select.leftJoin(palletBox, and(eq(palletBox.boxId, boxId), eq(palletBox.active, true))),
  /** The select with the active link of the box `boxId` inner-joined (boxes standing on a pallet only). */
  innerJoinActive: <T extends PgSelect>(select: T, boxId: AnyPgColumn) =>
    select.innerJoin(palletBox, and(eq(palletBox.boxId, boxId), eq(palletBox.active, true))),
  /** The box `boxId` stands on a pallet for which `where` holds (it names `palletBoxes.plateId`). */
  onPalletWhere: (boxId: AnyPgColumn, where: SQL): SQL =>
    sql`exists (select 1 from ${palletBox} where ${palletBox.boxId} = ${boxId} and ${palletBox.active} and ${where})`,
  /** The box `boxId` stands on no pallet. */
  onNoPallet: (boxId: AnyPgColumn): SQL =>
    sql`not exists (select 1 from ${palletBox} where ${palletBox.boxId} = ${boxId} and ${palletBox.active})`,
  /**
   * The boxes standing on the pallet `plateId` (a column or a value) for which `where` holds (it names `boxes`
   * columns): the rows (`select 1`) of a subquery, for `exists (…)` or a count.
   */
  boxesOn: (plateId: AnyColumn | number, where?: SQL): SQL =>
    sql`select 1 from ${palletBox} join ${box} on ${box.boxId} = ${palletBox.boxId} where ${palletBox.plateId} = ${plateId} and ${palletBox.active}${where ? sql` and ${where}` : sql``}`,
  /** A select of `fields` from the links (add `palletBoxes.active` to the WHERE for where boxes stand now). */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(palletBox).$dynamic(),
};

/** The box movement ledger as another module reads it. */
export const boxMovements = {
  boxMovementId: boxMovement.boxMovementId,
  boxId: boxMovement.boxId,
  reasonId: boxMovement.reasonId,
  fromStatus: boxMovement.fromStatus,
  toStatus: boxMovement.toStatus,
  fromPlateId: boxMovement.fromPlateId,
  toPlateId: boxMovement.toPlateId,
  quantityBefore: boxMovement.quantityBefore,
  quantityAfter: boxMovement.quantityAfter,
  employeeId: boxMovement.employeeId,
  movedAt: boxMovement.movedAt,
  /**
   * Every change of the pieces in stock of the product's finished boxes (not semi-finished), as rows `(at, delta)` of
   * a subquery: each ledger row (pieces after less before, counting only the In stock side), and each box as it was
   * made (its state before its first ledger row; a box never moved, as it is now). Summed, the stock at any moment.
   */
  stockChangesOf: (productId: number): SQL => {
    const inStock = BOX_STATUS.InStock;
    return sql`
    with boxes as (
      select ${box.boxId} as box_id, ${box.status} as status, ${box.quantity} as quantity, ${box.createdAt} as created_at
      from ${box} where ${box.productId} = ${productId} and ${box.isSemi} = 0
    ),
    moves as (
      select m.box_id, m.moved_at, m.box_movement_id, m.from_status, m.to_status, m.quantity_before, m.quantity_after
      from ${boxMovement} m join boxes b on b.box_id = m.box_id
    ),
    first_moves as (
      select distinct on (box_id) box_id, from_status, quantity_before from moves
      order by box_id, moved_at, box_movement_id
    )
    select moved_at as at,
      (case when to_status = ${inStock} then quantity_after else 0 end)
        - (case when from_status = ${inStock} then quantity_before else 0 end) as delta
    from moves
    union all
    select b.created_at,
      case
        when f.box_id is null then (case when b.status = ${inStock} then b.quantity else 0 end)
        when f.from_status = ${inStock} then f.quantity_before
        else 0
      end
    from boxes b left join first_moves f on f.box_id = b.box_id`;
  },
  /** A select of `fields` from the ledger. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(boxMovement).$dynamic(),
};
