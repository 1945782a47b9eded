import {
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
  type TRawMaterialBox,
  type TRawMaterialBoxListQuery,
  type TRawMaterialBoxSortField,
} from '@packline/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { ilikeAny, listPage, lookupNameMatches, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { withJoins } from '../../db/read-view.ts';
import { rawMaterials } from '../catalogue/catalogue.reads.ts';
import { PALLET_PLACE_COLUMNS, palletPlaceOf } from '../warehouse-layout/pallet-place.ts';
import { leftJoinPalletPlace, pallets } from '../warehouse-layout/warehouse-layout.reads.ts';
import { rawMaterialBox } from './raw-materials.tables.ts';

// The raw material box reads that show the raw material (the catalogue's code and name) and where the box's pallet
// stands: the box list, a raw material's boxes in the warehouse, a pallet's boxes.

/** A box is in the warehouse while it is active and no application has taken it. */
export const rawMaterialBoxInWarehouse = () =>
  and(
    eq(rawMaterialBox.active, RAW_MATERIAL_BOX_ACTIVE.Active),
    eq(rawMaterialBox.exWarehouse, RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse),
  );

function selectRawMaterialBoxes(db: DbOrTx) {
  const select = db
    .select({
      rawMaterialBoxId: rawMaterialBox.rawMaterialBoxId,
      boxCode: rawMaterialBox.boxCode,
      rawMaterialId: rawMaterialBox.rawMaterialId,
      rawMaterialCode: rawMaterials.rawMaterialCode,
      rawMaterialName: rawMaterials.rawMaterialName,
      quantity: rawMaterialBox.quantity,
      poNumber: rawMaterialBox.poNumber,
      plateId: rawMaterialBox.plateId,
      ...PALLET_PLACE_COLUMNS,
      exWarehouse: rawMaterialBox.exWarehouse,
      active: rawMaterialBox.active,
      createdAt: rawMaterialBox.createdAt,
    })
    .from(rawMaterialBox)
    .$dynamic();
  return withJoins(
    select,
    (q) => rawMaterials.innerJoin(q, rawMaterialBox.rawMaterialId),
    (q) => pallets.leftJoin(q, rawMaterialBox.plateId),
    leftJoinPalletPlace,
  );
}
type TRawMaterialBoxRow = Awaited<ReturnType<typeof selectRawMaterialBoxes>>[number];

function toRawMaterialBox(r: TRawMaterialBoxRow): TRawMaterialBox {
  return {
    rawMaterialBoxId: r.rawMaterialBoxId,
    boxCode: r.boxCode,
    rawMaterialId: r.rawMaterialId,
    rawMaterial: { rawMaterialCode: r.rawMaterialCode, rawMaterialName: r.rawMaterialName },
    quantity: Number(r.quantity),
    poNumber: r.poNumber,
    plateId: r.plateId,
    ...palletPlaceOf(r),
    exWarehouse: r.exWarehouse,
    active: r.active,
    createdAt: r.createdAt.toISOString(),
  };
}

const oldestFirst = [asc(rawMaterialBox.createdAt), asc(rawMaterialBox.rawMaterialBoxId)];

/** GET RawMaterialBox/GetRawMaterialBoxLocationByRawMaterialId: its boxes in the warehouse, oldest first. */
export async function listRawMaterialBoxLocations(db: DbOrTx, rawMaterialId: number): Promise<TRawMaterialBox[]> {
  const rows = await selectRawMaterialBoxes(db)
    .where(and(eq(rawMaterialBox.rawMaterialId, rawMaterialId), rawMaterialBoxInWarehouse()))
    .orderBy(...oldestFirst);
  return rows.map(toRawMaterialBox);
}

/** GET Plate/GetRawMaterialBoxByPlateId: the raw material boxes on the pallet, oldest first. */
export async function listRawMaterialBoxesOnPallet(db: DbOrTx, plateId: number): Promise<TRawMaterialBox[]> {
  const rows = await selectRawMaterialBoxes(db)
    .where(and(eq(rawMaterialBox.plateId, plateId), rawMaterialBoxInWarehouse()))
    .orderBy(...oldestFirst);
  return rows.map(toRawMaterialBox);
}

/** One box, whatever its state (the service's answers). */
export async function findRawMaterialBox(db: DbOrTx, rawMaterialBoxId: number): Promise<TRawMaterialBox | null> {
  const [row] = await selectRawMaterialBoxes(db).where(eq(rawMaterialBox.rawMaterialBoxId, rawMaterialBoxId));
  return row ? toRawMaterialBox(row) : null;
}

/** What the raw material box list's column headers sort by (domain RAW_MATERIAL_BOX_SORT_FIELDS). */
const RAW_MATERIAL_BOX_SORTS: Record<TRawMaterialBoxSortField, TSortable> = {
  boxCode: rawMaterialBox.boxCode,
  rawMaterialCode: rawMaterials.rawMaterialCode,
  quantity: rawMaterialBox.quantity,
  poNumber: rawMaterialBox.poNumber,
  createdAt: rawMaterialBox.createdAt,
};

/** The box's own searched text, as the trigram index of warehouse.tables.ts writes it. */
const boxSearchText = sql`(${rawMaterialBox.boxCode} || ' ' || coalesce(${rawMaterialBox.poNumber}, ''))`;

function rawMaterialBoxListFilter(query: TRawMaterialBoxListQuery): SQL | undefined {
  return and(
    eq(rawMaterialBox.active, query.active ?? RAW_MATERIAL_BOX_ACTIVE.Active),
    query.rawMaterialId ? eq(rawMaterialBox.rawMaterialId, query.rawMaterialId) : undefined,
    searchOf(query.search, (pattern) => [
      ...ilikeAny(pattern, [boxSearchText]),
      lookupNameMatches(
        pattern,
        rawMaterialBox.rawMaterialId,
        rawMaterials.rawMaterialId,
        rawMaterials.rawMaterialCode,
      ),
      lookupNameMatches(
        pattern,
        rawMaterialBox.rawMaterialId,
        rawMaterials.rawMaterialId,
        rawMaterials.rawMaterialName,
      ),
    ]),
  );
}

/**
 * GET RawMaterialBox/GetAllRawMaterialBox: the live boxes (Obsolete Raw Material Box's list), or with `active=0` the
 * obsolete ones; newest first unless a column sorts; one page with `page`.
 */
export function listRawMaterialBoxes(db: DbOrTx, query: TRawMaterialBoxListQuery = {}) {
  const where = rawMaterialBoxListFilter(query);
  return listPage(query, {
    rows: selectRawMaterialBoxes(db)
      .where(where)
      .orderBy(
        ...orderByOf(
          RAW_MATERIAL_BOX_SORTS,
          query,
          { field: 'createdAt', order: 'descend' },
          rawMaterialBox.rawMaterialBoxId,
        ),
      ),
    count: db.select({ total: count() }).from(rawMaterialBox).where(where),
    toRow: toRawMaterialBox,
  });
}
