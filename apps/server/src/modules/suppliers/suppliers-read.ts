import {
  currencyName,
  PICKER_LIMIT,
  QUALIFICATION_ALERT_DAYS,
  shiftDate,
  type TPickerQuery,
  type TQualificationAlert,
  type TSupplier,
  type TSupplierListQuery,
  type TSupplierOption,
  type TSupplierRawMaterial,
  type TSupplierSortField,
  todayInAuckland,
} from '@packline/domain';
import { and, asc, count, eq, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { NotFoundError } from '../../core/errors.ts';
import { ilikeAny, listPage, orderByOf, searchOf, type TSortable } from '../../core/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rawMaterials } from '../catalogue/catalogue.reads.ts';
import { supplier, supplierQualification, supplierRawMaterial } from './suppliers.tables.ts';

// The supplier reads (spec 02 §2 Supplier form, §7; issue 16): the list and one supplier with their qualification
// alerts, the picker of the purchase order form, the qualifications and the raw material price lists.

type TSupplierRow = typeof supplier.$inferSelect;

const SUPPLIER_SORTS: Record<TSupplierSortField, TSortable> = {
  suplierName: supplier.suplierName,
  currencyId: supplier.currencyId,
  suplierType: supplier.suplierType,
  active: supplier.active,
};

/**
 * The qualifications of the suppliers that are expired or expire within 7 days (spec 02 §9), by supplier, the
 * soonest first.
 */
export async function qualificationAlertsOf(
  db: DbOrTx,
  suplierIds: number[],
  today: string = todayInAuckland(),
): Promise<Map<number, TQualificationAlert[]>> {
  const alerts = new Map<number, TQualificationAlert[]>();
  if (suplierIds.length === 0) return alerts;
  const rows = await db
    .select({
      suplierId: supplierQualification.suplierId,
      qualificationId: supplierQualification.qualificationId,
      qualificationName: supplierQualification.qualificationName,
      expDate: supplierQualification.expDate,
    })
    .from(supplierQualification)
    .where(
      and(
        inArray(supplierQualification.suplierId, [...new Set(suplierIds)]),
        isNotNull(supplierQualification.expDate),
        lte(supplierQualification.expDate, shiftDate(today, QUALIFICATION_ALERT_DAYS, 'day')),
      ),
    )
    .orderBy(asc(supplierQualification.expDate), asc(supplierQualification.qualificationId));
  for (const row of rows) {
    const expDate = row.expDate as string;
    const list = alerts.get(row.suplierId) ?? [];
    list.push({
      qualificationId: row.qualificationId,
      qualificationName: row.qualificationName,
      expDate,
      expired: expDate < today,
    });
    alerts.set(row.suplierId, list);
  }
  return alerts;
}

function toSupplier(row: TSupplierRow, alerts: Map<number, TQualificationAlert[]>): TSupplier {
  return {
    suplierId: row.suplierId,
    suplierName: row.suplierName,
    address: row.address,
    primaryPerson: row.primaryPerson,
    phone: row.phone,
    office: row.office,
    email: row.email,
    gstNumber: row.gstNumber,
    taxRate: row.taxRate,
    currencyId: row.currencyId,
    currencyName: currencyName(row.currencyId),
    suplierType: row.suplierType,
    note: row.note,
    paymentTerm: row.paymentTerm,
    active: row.active,
    qualificationAlerts: alerts.get(row.suplierId) ?? [],
  };
}

function supplierSearch(text: string | undefined): SQL | undefined {
  return searchOf(text, (pattern) =>
    ilikeAny(pattern, [supplier.suplierName, supplier.primaryPerson, supplier.email, supplier.phone]),
  );
}

/** GET Supplier/GetAllSupplier: the list contract (the whole list without `page`), by name. */
export async function listSuppliers(db: DbOrTx, query: TSupplierListQuery) {
  const where = and(
    query.active === undefined ? undefined : eq(supplier.active, query.active),
    supplierSearch(query.search),
  );
  const page = await listPage(query, {
    rows: db
      .select()
      .from(supplier)
      .where(where)
      .orderBy(...orderByOf(SUPPLIER_SORTS, query, { field: 'suplierName', order: 'ascend' }, supplier.suplierId)),
    count: db.select({ total: count() }).from(supplier).where(where),
    toRow: (row: TSupplierRow) => row,
  });
  const alerts = await qualificationAlertsOf(
    db,
    page.rows.map((row) => row.suplierId),
  );
  return { rows: page.rows.map((row) => toSupplier(row, alerts)), meta: page.meta };
}

/** GET Supplier/GetSupplierById; 404 when there is none. */
export async function getSupplier(db: DbOrTx, suplierId: number): Promise<TSupplier> {
  const [row] = await db.select().from(supplier).where(eq(supplier.suplierId, suplierId));
  if (!row) throw new NotFoundError(`Supplier ${suplierId} was not found.`);
  return toSupplier(row, await qualificationAlertsOf(db, [suplierId]));
}

/** GET Supplier/GetSupplierPicker (ours): active suppliers matching the text, and the chosen one whatever it is. */
export async function pickSuppliers(db: DbOrTx, query: TPickerQuery): Promise<TSupplierOption[]> {
  const matching = and(eq(supplier.active, 1), supplierSearch(query.search));
  const where = query.selectedId ? or(matching, eq(supplier.suplierId, query.selectedId)) : matching;
  const rows = await db
    .select({
      suplierId: supplier.suplierId,
      suplierName: supplier.suplierName,
      currencyId: supplier.currencyId,
      email: supplier.email,
    })
    .from(supplier)
    .where(where)
    .orderBy(asc(supplier.suplierName), asc(supplier.suplierId))
    .limit(query.limit ?? PICKER_LIMIT);
  const alerts = await qualificationAlertsOf(
    db,
    rows.map((row) => row.suplierId),
  );
  return rows.map((row) => ({ ...row, qualificationAlerts: alerts.get(row.suplierId) ?? [] }));
}

const qualificationColumns = {
  qualificationId: supplierQualification.qualificationId,
  qualificationName: supplierQualification.qualificationName,
  qualificationUrls: supplierQualification.qualificationUrls,
  expDate: supplierQualification.expDate,
  suplierId: supplierQualification.suplierId,
};

/** GET SupplierQualification/GetAllSupplierQualification[?suplierId]: by supplier, the soonest expiry first. */
export function listQualifications(db: DbOrTx, suplierId?: number) {
  return db
    .select(qualificationColumns)
    .from(supplierQualification)
    .where(suplierId === undefined ? undefined : eq(supplierQualification.suplierId, suplierId))
    .orderBy(
      asc(supplierQualification.suplierId),
      sql`${supplierQualification.expDate} asc nulls last`,
      asc(supplierQualification.qualificationId),
    );
}

export async function getQualification(db: DbOrTx, qualificationId: number) {
  const [row] = await db
    .select(qualificationColumns)
    .from(supplierQualification)
    .where(eq(supplierQualification.qualificationId, qualificationId));
  if (!row) throw new NotFoundError(`Qualification ${qualificationId} was not found.`);
  return row;
}

/** The supplier's raw material price list (or every supplier's), by raw material code. */
export async function listSupplierRawMaterials(db: DbOrTx, suplierId?: number): Promise<TSupplierRawMaterial[]> {
  const select = db
    .select({
      srm: supplierRawMaterial,
      suplierName: supplier.suplierName,
      rawMaterialCode: rawMaterials.rawMaterialCode,
      rawMaterialName: rawMaterials.rawMaterialName,
    })
    .from(supplierRawMaterial)
    .innerJoin(supplier, eq(supplier.suplierId, supplierRawMaterial.suplierId))
    .$dynamic();
  const rows = await rawMaterials
    .innerJoin(select, supplierRawMaterial.rawMaterialId)
    .where(suplierId === undefined ? undefined : eq(supplierRawMaterial.suplierId, suplierId))
    .orderBy(
      asc(supplier.suplierName),
      asc(rawMaterials.rawMaterialCode),
      asc(supplierRawMaterial.suplierRawMaterialId),
    );
  return rows.map(({ srm, ...names }) => ({
    suplierRawMaterialId: srm.suplierRawMaterialId,
    suplierId: srm.suplierId,
    suplierName: names.suplierName,
    rawMaterialId: srm.rawMaterialId,
    rawMaterialCode: names.rawMaterialCode,
    rawMaterialName: names.rawMaterialName,
    suplierProductCode: srm.suplierProductCode,
    description: srm.description,
    unitPrice: Number(srm.unitPrice),
    priceBreak: srm.priceBreak === null ? null : Number(srm.priceBreak),
    unit: srm.unit,
  }));
}

/** One price list row by its id, with its names; 404 when there is none. */
export async function getSupplierRawMaterial(db: DbOrTx, suplierRawMaterialId: number) {
  const [row] = await db
    .select({ suplierId: supplierRawMaterial.suplierId })
    .from(supplierRawMaterial)
    .where(eq(supplierRawMaterial.suplierRawMaterialId, suplierRawMaterialId));
  if (!row) throw new NotFoundError(`Supplier raw material ${suplierRawMaterialId} was not found.`);
  const list = await listSupplierRawMaterials(db, row.suplierId);
  return list.find((r) => r.suplierRawMaterialId === suplierRawMaterialId) as TSupplierRawMaterial;
}

/** A supplier's currency and whether it is active (a purchase order names it), or null when there is none. */
export async function supplierStateOf(db: DbOrTx, suplierId: number) {
  const [row] = await db
    .select({ currencyId: supplier.currencyId, active: supplier.active })
    .from(supplier)
    .where(eq(supplier.suplierId, suplierId));
  return row ?? null;
}

/** The supplier's first qualification that expired before today, if any (it blocks the approval). */
export async function expiredQualificationOf(db: DbOrTx, suplierId: number, today: string) {
  const [row] = await db
    .select({ name: supplierQualification.qualificationName, expDate: supplierQualification.expDate })
    .from(supplierQualification)
    .where(
      and(
        eq(supplierQualification.suplierId, suplierId),
        isNotNull(supplierQualification.expDate),
        lt(supplierQualification.expDate, today),
      ),
    )
    .orderBy(asc(supplierQualification.expDate), asc(supplierQualification.qualificationId))
    .limit(1);
  return row ?? null;
}
