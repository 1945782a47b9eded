import {
  DEFAULT_PO_STATUSES,
  rawMaterialOutlook,
  type TCheapestSupplierPrice,
  type TRawMaterialStock,
  type TRawMaterialStockQuery,
  ZONE_TYPE,
} from '@packline/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { ilikeAny, listPage, orderByOf, searchOf } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rawMaterials } from '../catalogue/catalogue.reads.ts';
import { rawMaterialApplications, rawMaterialBoxes } from '../raw-materials/raw-materials.reads.ts';
import { supplierRawMaterials, suppliers } from '../suppliers/suppliers.reads.ts';
import { tempZones } from '../warehouse-layout/warehouse-layout.reads.ts';
import { poDetail, purchaseOrder } from './purchase-orders.tables.ts';

// Stock Alarm (RawMaterialStock/GetRawMaterialStock; spec 02 §2, §3 raw material stock row; issue 16): one row per live
// raw material, its figures as correlated sums the database computes for the page only (the low filter and the low-first
// order use the same expressions). Raw material boxes and applications are the warehouse module's, read here.

// Written with qualified names: Drizzle leaves a column unqualified in a select list, where the correlated subqueries
// would make it ambiguous.
const inUnloadingArea = (plateId: SQL) => tempZones.holds(plateId, ZONE_TYPE.Unloading);
const IN_STOCK = rawMaterialBoxes.kgInWarehouseOf(
  rawMaterials.qualifiedId,
  (plateId) => sql`not ${inUnloadingArea(plateId)}`,
);
const UNLOADING = rawMaterialBoxes.kgInWarehouseOf(rawMaterials.qualifiedId, inUnloadingArea);
const OPEN_PO_STATUSES = sql.join(
  DEFAULT_PO_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const PENDING_PO = sql<string>`coalesce((select sum(greatest(d.quantity - d.total_rev_qty, 0)) from ${poDetail} d inner join ${purchaseOrder} p on p.po_id = d.po_id where d.raw_material_id = ${rawMaterials.qualifiedId} and d.completed = 0 and p.po_status_id in (${OPEN_PO_STATUSES})), 0)`;
const PENDING_APPLICATION = rawMaterialApplications.pendingKgOf(rawMaterials.qualifiedId);
/** The same rule as the domain's rawMaterialOutlook, for the filter and the order. */
const LOW = sql<boolean>`(${rawMaterials.alarmLimit} is not null and ${IN_STOCK} + ${UNLOADING} + ${PENDING_PO} - ${PENDING_APPLICATION} < ${rawMaterials.alarmLimit})`;

function stockWhere(query: TRawMaterialStockQuery): SQL | undefined {
  return and(
    isNull(rawMaterials.deletedAt),
    query.low === '1' ? LOW : undefined,
    searchOf(query.search, (pattern) =>
      ilikeAny(pattern, [rawMaterials.rawMaterialCode, rawMaterials.rawMaterialName]),
    ),
  );
}

async function supplierFiguresOf(db: DbOrTx, rawMaterialIds: number[]) {
  const stock = new Map<number, TRawMaterialStock['rawMaterialSuplierStock']>();
  const cheapest = new Map<number, TCheapestSupplierPrice>();
  if (rawMaterialIds.length === 0) return { stock, cheapest };
  const [coming, prices] = await Promise.all([
    suppliers
      .innerJoin(
        db
          .select({
            rawMaterialId: poDetail.rawMaterialId,
            suplierId: suppliers.suplierId,
            suplierName: suppliers.suplierName,
            quantity: sql<string>`sum(greatest(${poDetail.quantity} - ${poDetail.totalRevQty}, 0))`,
          })
          .from(poDetail)
          .innerJoin(purchaseOrder, eq(purchaseOrder.poId, poDetail.poId))
          .$dynamic(),
        purchaseOrder.suplierId,
      )
      .where(
        and(
          inArray(poDetail.rawMaterialId, rawMaterialIds),
          eq(poDetail.completed, 0),
          inArray(purchaseOrder.poStatusId, [...DEFAULT_PO_STATUSES]),
        ),
      )
      .groupBy(poDetail.rawMaterialId, suppliers.suplierId, suppliers.suplierName)
      .orderBy(asc(suppliers.suplierName)),
    suppliers
      .innerJoin(
        supplierRawMaterials.selectDistinctOn(db, [supplierRawMaterials.rawMaterialId], {
          rawMaterialId: supplierRawMaterials.rawMaterialId,
          suplierId: suppliers.suplierId,
          suplierName: suppliers.suplierName,
          unitPrice: supplierRawMaterials.unitPrice,
          unit: supplierRawMaterials.unit,
          suplierProductCode: supplierRawMaterials.suplierProductCode,
        }),
        supplierRawMaterials.suplierId,
      )
      .where(and(inArray(supplierRawMaterials.rawMaterialId, rawMaterialIds), eq(suppliers.active, 1)))
      .orderBy(asc(supplierRawMaterials.rawMaterialId), asc(supplierRawMaterials.unitPrice), asc(suppliers.suplierId)),
  ]);
  for (const row of coming) {
    const quantity = Number(row.quantity);
    if (row.rawMaterialId === null || quantity <= 0) continue;
    const list = stock.get(row.rawMaterialId) ?? [];
    list.push({ suplierId: row.suplierId, suplierName: row.suplierName, quantity });
    stock.set(row.rawMaterialId, list);
  }
  for (const { rawMaterialId, ...price } of prices) {
    cheapest.set(rawMaterialId, { ...price, unitPrice: Number(price.unitPrice) });
  }
  return { stock, cheapest };
}

/** GET RawMaterialStock/GetRawMaterialStock: one page (or all), the low ones first, then by code. */
export async function listRawMaterialStock(db: DbOrTx, query: TRawMaterialStockQuery) {
  const where = stockWhere(query);
  const sorts = {
    rawMaterialCode: rawMaterials.rawMaterialCode,
    rawMaterialName: rawMaterials.rawMaterialName,
    alarmLimit: rawMaterials.alarmLimit,
  };
  const order = query.sortField
    ? orderByOf(sorts, query, { field: 'rawMaterialCode', order: 'ascend' }, rawMaterials.rawMaterialId)
    : [desc(LOW), asc(rawMaterials.rawMaterialCode), asc(rawMaterials.rawMaterialId)];
  const page = await listPage(query, {
    rows: rawMaterials
      .select(db, {
        rawMaterialId: rawMaterials.rawMaterialId,
        rawMaterialCode: rawMaterials.rawMaterialCode,
        rawMaterialName: rawMaterials.rawMaterialName,
        alarmLimit: rawMaterials.alarmLimit,
        inStock: IN_STOCK,
        unloadingZone: UNLOADING,
        pendingPo: PENDING_PO,
        pendingApplication: PENDING_APPLICATION,
      })
      .where(where)
      .orderBy(...order),
    count: rawMaterials.select(db, { total: count() }).where(where),
    toRow: (row) => row,
  });
  const { stock, cheapest } = await supplierFiguresOf(
    db,
    page.rows.map((row) => row.rawMaterialId),
  );
  const rows: TRawMaterialStock[] = page.rows.map((row) => {
    const figures = {
      inStock: Number(row.inStock),
      unloadingZone: Number(row.unloadingZone),
      pendingPo: Number(row.pendingPo),
      pendingApplication: Number(row.pendingApplication),
      alarmLimit: row.alarmLimit === null ? null : Number(row.alarmLimit),
    };
    return {
      rawMaterialId: row.rawMaterialId,
      rawMaterialCode: row.rawMaterialCode,
      rawMaterialName: row.rawMaterialName,
      ...figures,
      ...rawMaterialOutlook(figures),
      rawMaterialSuplierStock: stock.get(row.rawMaterialId) ?? [],
      isProduct: 0,
      cheapestPrice: cheapest.get(row.rawMaterialId) ?? null,
    };
  });
  return { rows, meta: page.meta };
}
