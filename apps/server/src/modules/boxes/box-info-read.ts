import {
  BOX_LOCATION_NAMES,
  BOX_MOVEMENT_REASON,
  BOX_SOURCE_NAMES,
  BOX_STATUS,
  BOX_STATUS_NAMES,
  boxLocationOf,
  DELETE_HISTORY_DEFAULT_DAYS,
  shiftDate,
  startOfBusinessDay,
  type TBoxInfo,
  type TBoxInfoQuery,
  type TBoxInfoSortField,
  type TDeletedBox,
  type THeldBox,
  type TPageMeta,
  todayInAuckland,
} from '@packline/domain';
import { type AnyColumn, and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ilikeAny, listPage, namedMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { products } from '../catalogue/catalogue.reads.ts';
import { customers } from '../customers/customers.reads.ts';
import { employees } from '../employees/employees.reads.ts';
import { pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { box, boxMovement, palletBox } from './boxes.tables.ts';

// The box lists of Boxes Info, Obsolete Box, the hold list and Delete History: each box with its product, the
// product's customer and the pallet it stands on (the active pallet-box link).

const boxInfoColumns = {
  boxId: box.boxId,
  barCode: box.barCode,
  productId: box.productId,
  productCode: products.productCode,
  productName: products.productName,
  customerId: products.customerId,
  company: customers.company,
  quantity: box.quantity,
  status: box.status,
  source: box.source,
  location: box.location,
  notes: box.notes,
  empNotes: box.empNotes,
  sequence: box.sequence,
  plateId: pallets.plateId,
  palletCode: pallets.plateCode,
  createdAt: box.createdAt,
  updatedAt: box.updatedAt,
  printedAt: box.printedAt,
  dispatchedAt: box.dispatchedAt,
};
/** The select with each box's product, the product's customer and the pallet the box stands on. */
function withProductAndPallet<T extends PgSelect>(select: T): T {
  return withJoins(
    select,
    (q) => q.leftJoin(palletBox, and(eq(palletBox.boxId, box.boxId), eq(palletBox.active, true))),
    (q) => products.innerJoin(q, box.productId),
    (q) => customers.leftJoin(q, products.customerId),
    (q) => pallets.leftJoin(q, palletBox.plateId),
  );
}
function selectBoxInfos(db: DbOrTx) {
  return withProductAndPallet(db.select(boxInfoColumns).from(box).$dynamic());
}

type TBoxInfoRow = Awaited<ReturnType<typeof selectBoxInfos>>[number];

function toBoxInfo({ productCode, productName, ...r }: TBoxInfoRow): TBoxInfo {
  const boxLocation = boxLocationOf(r);
  return {
    ...r,
    quantity: Number(r.quantity),
    product: { productCode, productName },
    statusName: BOX_STATUS_NAMES[r.status] ?? '',
    sourceName: BOX_SOURCE_NAMES[r.source] ?? '',
    boxLocation,
    locationName: BOX_LOCATION_NAMES[boxLocation] ?? '',
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt?.toISOString() ?? null,
    printedAt: r.printedAt?.toISOString() ?? null,
    dispatchedAt: r.dispatchedAt?.toISOString() ?? null,
  };
}

/** What Boxes Info's column headers sort by (domain BOX_INFO_SORT_FIELDS). */
const BOX_INFO_SORTS: Record<TBoxInfoSortField, TSortable> = {
  barCode: box.barCode,
  productCode: products.productCode,
  productName: products.productName,
  company: customers.company,
  quantity: box.quantity,
  status: box.status,
  createdAt: box.createdAt,
};

const productText = sql`${products.productCode} || ' ' || ${products.productName}`;

/** The search box: the barcode, the product's code or name, its customer, the pallet the box stands on, the status. */
function boxInfoSearch(db: DbOrTx, text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern, word) => {
    return [
      ...ilikeAny(pattern, [box.barCode]),
      sql`${box.productId} = any(array${products.idsWhere(sql`${productText} ilike ${pattern}`)})`,
      sql`${box.productId} = any(array${products.idsWhere(
        inArray(
          products.customerId,
          customers
            .select(db, { customerId: customers.customerId })
            .where(or(ilike(customers.company, pattern), ilike(customers.customerCode, pattern))),
        ),
      )})`,
      sql`${box.boxId} = any(array(select ${palletBox.boxId} from ${palletBox} where ${palletBox.active} and ${palletBox.plateId} in ${pallets.idsWhere(ilike(pallets.plateCode, pattern))}))`,
      ...namedMatches(word, box.status, BOX_STATUS_NAMES),
    ];
  });
}

/** Calendar days (YYYY-MM-DD or YYYY/MM/DD) of Auckland, both included, as a condition on a time column. */
function daysBetween(column: AnyColumn, start?: string, end?: string): SQL | undefined {
  const day = (text: string) => text.replaceAll('/', '-');
  return and(
    start ? gte(column, startOfBusinessDay(day(start))) : undefined,
    end ? lt(column, startOfBusinessDay(day(end), 1)) : undefined,
  );
}

/** Boxes Info's filters: product, the product's customer, the day the box was made, status, search. */
function boxInfoFilter(db: DbOrTx, query: TBoxInfoQuery): SQL | undefined {
  return and(
    query.productId ? eq(box.productId, query.productId) : undefined,
    query.customerId
      ? sql`${box.productId} = any(array${products.idsWhere(eq(products.customerId, query.customerId))})`
      : undefined,
    query.status !== undefined ? eq(box.status, query.status) : undefined,
    daysBetween(box.createdAt, query.startDate, query.endDate),
    boxInfoSearch(db, query.search),
  );
}

/** GET Box/GetAllInfo: the boxes, newest first by default; one page with its total, or all without `page`. */
export async function listBoxInfos(
  db: DbOrTx,
  query: TBoxInfoQuery,
): Promise<{ rows: TBoxInfo[]; meta: TPageMeta | null }> {
  const where = boxInfoFilter(db, query);
  const orderBy = orderByOf(BOX_INFO_SORTS, query, { field: 'createdAt', order: 'descend' }, box.boxId);
  return listPage(query, {
    rows: selectBoxInfos(db)
      .where(where)
      .orderBy(...orderBy),
    count: db.select({ total: count() }).from(box).where(where),
    toRow: toBoxInfo,
  });
}

/** Boxes by a condition (ids, a status), oldest first. */
export async function listBoxInfosWhere(db: DbOrTx, where: SQL | undefined): Promise<TBoxInfo[]> {
  const rows = await selectBoxInfos(db).where(where).orderBy(box.createdAt, box.boxId);
  return rows.map(toBoxInfo);
}

/**
 * GET Box/GetUnholding: the boxes on hold (the hold list), oldest first, each with when and by whom it was held: its
 * latest ledger row into On Hold (Hold Product, or a customer's return coming back on hold).
 */
export async function listBoxesOnHold(db: DbOrTx): Promise<THeldBox[]> {
  const onHold = eq(box.status, BOX_STATUS.OnHold);
  const [boxes, holds] = await Promise.all([
    listBoxInfosWhere(db, onHold),
    employees
      .leftJoin(
        db
          .selectDistinctOn([boxMovement.boxId], {
            boxId: boxMovement.boxId,
            heldAt: boxMovement.movedAt,
            heldBy: boxMovement.employeeId,
            heldByName: employees.name,
          })
          .from(boxMovement)
          .innerJoin(box, eq(box.boxId, boxMovement.boxId))
          .$dynamic(),
        boxMovement.employeeId,
      )
      .where(
        and(
          onHold,
          eq(boxMovement.toStatus, BOX_STATUS.OnHold),
          sql`${boxMovement.fromStatus} is distinct from ${BOX_STATUS.OnHold}`,
        ),
      )
      .orderBy(boxMovement.boxId, desc(boxMovement.movedAt), desc(boxMovement.boxMovementId)),
  ]);
  const holdOf = new Map(holds.map((h) => [h.boxId, h]));
  return boxes.map((b) => {
    const hold = holdOf.get(b.boxId);
    return {
      ...b,
      heldAt: hold?.heldAt.toISOString() ?? null,
      heldBy: hold?.heldBy ?? null,
      heldByName: hold?.heldByName ?? null,
    };
  });
}

/** POST Box/GetBoxByIds: those boxes, whatever their status, oldest first (an unknown id is left out). */
export function listBoxesByIds(db: DbOrTx, boxIds: readonly number[]): Promise<TBoxInfo[]> {
  return listBoxInfosWhere(db, inArray(box.boxId, [...boxIds]));
}

const deletedByName = employees.name;

/**
 * GET Box/GetDel: the boxes deleted between two Auckland days (both included; by default the last 31 days), newest
 * deletion first, each with its ledger row (when, who, the notes and the pieces it held).
 */
export async function listDeletedBoxes(db: DbOrTx, range: { beginDate?: string; endDate?: string }) {
  const endDate = range.endDate ?? todayInAuckland();
  const beginDate = range.beginDate ?? shiftDate(todayInAuckland(), -DELETE_HISTORY_DEFAULT_DAYS, 'day');
  const select = db
    .select({
      ...boxInfoColumns,
      deletedAt: boxMovement.movedAt,
      deletedBy: boxMovement.employeeId,
      deletedByName,
      deletedQuantity: boxMovement.quantityBefore,
      deletedNotes: boxMovement.notes,
      deletedEmpNotes: boxMovement.empNotes,
    })
    .from(boxMovement)
    .innerJoin(box, eq(box.boxId, boxMovement.boxId))
    .$dynamic();
  const rows = await withJoins(withProductAndPallet(select), (q) => employees.leftJoin(q, boxMovement.employeeId))
    .where(
      and(eq(boxMovement.reasonId, BOX_MOVEMENT_REASON.Deleted), daysBetween(boxMovement.movedAt, beginDate, endDate)),
    )
    .orderBy(desc(boxMovement.movedAt), desc(boxMovement.boxMovementId));
  return rows.map(
    ({ deletedAt, deletedBy, deletedByName, deletedQuantity, deletedNotes, deletedEmpNotes, ...row }): TDeletedBox => ({
      ...toBoxInfo(row),
      notes: deletedNotes ?? row.notes,
      empNotes: deletedEmpNotes ?? row.empNotes,
      deletedAt: deletedAt.toISOString(),
      deletedBy,
      deletedByName,
      deletedQuantity: Number(deletedQuantity),
    }),
  );
}
