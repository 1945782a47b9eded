import { RAW_MATERIAL_BOX_ACTIVE, RAW_MATERIAL_BOX_EX_WAREHOUSE } from '@packline/domain';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { joinsBy, type TSelectSource } from '../../db/read-view.ts';
import { rawMaterialApplication, rawMaterialBox } from './raw-materials.tables.ts';

// What other modules may read of raw materials in the warehouse (modules/README.md "Reads other modules may use"): raw
// material boxes (code, raw material, KG, pallet, PO, state) and the KG applied for. Writes go through
// raw-material-boxes.service.ts and raw-material-applications.service.ts.

/** Raw material boxes as another module reads them. */
export const rawMaterialBoxes = {
  rawMaterialBoxId: rawMaterialBox.rawMaterialBoxId,
  boxCode: rawMaterialBox.boxCode,
  rawMaterialId: rawMaterialBox.rawMaterialId,
  quantity: rawMaterialBox.quantity,
  plateId: rawMaterialBox.plateId,
  poNumber: rawMaterialBox.poNumber,
  supplierLot: rawMaterialBox.supplierLot,
  exWarehouse: rawMaterialBox.exWarehouse,
  active: rawMaterialBox.active,
  createdAt: rawMaterialBox.createdAt,
  /** In the warehouse: active and taken by no application. */
  inWarehouse: and(
    eq(rawMaterialBox.active, RAW_MATERIAL_BOX_ACTIVE.Active),
    eq(rawMaterialBox.exWarehouse, RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse),
  ) as SQL,
  ...joinsBy(rawMaterialBox, rawMaterialBox.rawMaterialBoxId),
  /**
   * KG in the warehouse of the raw material `rawMaterialId`, in the boxes whose pallet `onPallet` accepts (given the
   * box's pallet id). Written with an alias (rmb): it may sit in a single-table select list, where Drizzle leaves
   * columns unqualified.
   */
  kgInWarehouseOf: (rawMaterialId: AnyPgColumn | SQL, onPallet?: (plateId: SQL) => SQL): SQL<string> =>
    sql<string>`coalesce((select sum(rmb.quantity) from ${rawMaterialBox} rmb where rmb.raw_material_id = ${rawMaterialId} and rmb.active = ${RAW_MATERIAL_BOX_ACTIVE.Active} and rmb.ex_warehouse = ${RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse}${onPallet ? sql` and ${onPallet(sql`rmb.plate_id`)}` : sql``}), 0)`,
  /**
   * The raw material boxes in the warehouse standing on the pallet `plateId` (a column or a value): the rows (`select 1`)
   * of a subquery, for `exists (…)` or a count.
   */
  inWarehouseOn: (plateId: AnyColumn | number): SQL =>
    sql`select 1 from ${rawMaterialBox} where ${rawMaterialBox.plateId} = ${plateId} and ${rawMaterialBox.active} = ${RAW_MATERIAL_BOX_ACTIVE.Active} and ${rawMaterialBox.exWarehouse} = ${RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse}`,
  /** A select of `fields` from raw material boxes. */
  select: <F extends SelectedFields>(db: TSelectSource, fields: F) => db.select(fields).from(rawMaterialBox).$dynamic(),
};

/** Applications for raw materials as another module reads them. */
export const rawMaterialApplications = {
  applicationId: rawMaterialApplication.applicationId,
  rawMaterialId: rawMaterialApplication.rawMaterialId,
  applyQuantity: rawMaterialApplication.applyQuantity,
  processed: rawMaterialApplication.processed,
  receivedAt: rawMaterialApplication.receivedAt,
  /** KG applied for the raw material `rawMaterialId` and not picked yet (pending applications; alias a, as above). */
  pendingKgOf: (rawMaterialId: AnyPgColumn | SQL): SQL<string> =>
    sql<string>`coalesce((select sum(a.apply_quantity) from ${rawMaterialApplication} a where a.raw_material_id = ${rawMaterialId} and a.processed = 0 and a.received_at is null), 0)`,
};
