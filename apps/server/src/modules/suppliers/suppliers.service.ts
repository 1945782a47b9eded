import {
  SUPPLIER_MESSAGES,
  type TAddQualification,
  type TAddSupplier,
  type TAddSupplierRawMaterial,
  type TDeleteSupplierRawMaterial,
  type TSupplier,
  type TUpdateQualification,
  type TUpdateSupplier,
  type TUpdateSupplierRawMaterial,
} from '@packline/domain';
import { and, eq } from 'drizzle-orm';
import { BusinessError, ConflictError, databaseErrorCode } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firstOrNotFound } from '../../db/rows.ts';
import { supplier, supplierQualification, supplierRawMaterial } from './suppliers.tables.ts';
import { getQualification, getSupplier, getSupplierRawMaterial } from './suppliers-read.ts';

// Suppliers, their qualifications and their raw material price lists (spec 02 §2 Supplier form, §3, §7; issue 16).
// Each call is one statement, so none needs a transaction of its own.

const blank = (value: string | null | undefined) => value || null;

function supplierValues(input: TAddSupplier) {
  return {
    suplierName: input.suplierName,
    address: blank(input.address),
    primaryPerson: blank(input.primaryPerson),
    phone: blank(input.phone),
    office: blank(input.office),
    email: blank(input.email),
    gstNumber: blank(input.gstNumber),
    taxRate: input.taxRate ?? null,
    currencyId: input.currencyId,
    suplierType: input.suplierType,
    note: blank(input.note),
    paymentTerm: blank(input.paymentTerm),
    active: input.active,
  };
}

export async function addSupplier(db: DbOrTx, input: TAddSupplier, actorId: number | null): Promise<TSupplier> {
  const [row] = await db
    .insert(supplier)
    .values({ ...supplierValues(input), createdBy: actorId })
    .returning({ suplierId: supplier.suplierId });
  return getSupplier(db, row.suplierId);
}

export async function updateSupplier(db: DbOrTx, input: TUpdateSupplier, actorId: number | null): Promise<TSupplier> {
  await firstOrNotFound(
    db
      .update(supplier)
      .set({ ...supplierValues(input), updatedBy: actorId })
      .where(eq(supplier.suplierId, input.suplierId))
      .returning({ suplierId: supplier.suplierId }),
    `Supplier ${input.suplierId} was not found.`,
  );
  return getSupplier(db, input.suplierId);
}

/** A supplier with purchase orders stays (their history names it): it is made inactive instead. */
export async function deleteSupplier(db: DbOrTx, suplierId: number): Promise<TSupplier> {
  const found = await getSupplier(db, suplierId);
  try {
    await db.delete(supplier).where(eq(supplier.suplierId, suplierId));
  } catch (error) {
    // purchase_order.suplier_id is the one foreign key that refuses the delete (qualifications and prices go with
    // the supplier): the orders live in the purchase-orders module, above this one.
    if (databaseErrorCode(error) === '23503') throw new BusinessError(SUPPLIER_MESSAGES.inUse);
    throw error;
  }
  return found;
}

export async function addQualification(db: DbOrTx, input: TAddQualification, actorId: number | null) {
  await getSupplier(db, input.suplierId);
  const [row] = await db
    .insert(supplierQualification)
    .values({
      suplierId: input.suplierId,
      qualificationName: input.qualificationName,
      qualificationUrls: blank(input.qualificationUrls),
      expDate: input.expDate ?? null,
      createdBy: actorId,
    })
    .returning({ qualificationId: supplierQualification.qualificationId });
  return getQualification(db, row.qualificationId);
}

export async function updateQualification(db: DbOrTx, input: TUpdateQualification, actorId: number | null) {
  await getQualification(db, input.qualificationId);
  await getSupplier(db, input.suplierId);
  await db
    .update(supplierQualification)
    .set({
      suplierId: input.suplierId,
      qualificationName: input.qualificationName,
      qualificationUrls: blank(input.qualificationUrls),
      expDate: input.expDate ?? null,
      updatedBy: actorId,
    })
    .where(eq(supplierQualification.qualificationId, input.qualificationId));
  return getQualification(db, input.qualificationId);
}

export async function deleteQualification(db: DbOrTx, qualificationId: number) {
  const found = await getQualification(db, qualificationId);
  await db.delete(supplierQualification).where(eq(supplierQualification.qualificationId, qualificationId));
  return found;
}

function priceListValues(input: TAddSupplierRawMaterial) {
  return {
    suplierId: input.suplierId,
    rawMaterialId: input.rawMaterialId,
    suplierProductCode: blank(input.suplierProductCode),
    description: blank(input.description),
    unitPrice: String(input.unitPrice),
    priceBreak: input.priceBreak === null || input.priceBreak === undefined ? null : String(input.priceBreak),
    unit: blank(input.unit),
  };
}

/** A raw material is on a supplier's price list once (DeleteSupplierRawMaterial names it by the pair). */
export async function addSupplierRawMaterial(db: DbOrTx, input: TAddSupplierRawMaterial, actorId: number | null) {
  await getSupplier(db, input.suplierId);
  const [row] = await db
    .insert(supplierRawMaterial)
    .values({ ...priceListValues(input), createdBy: actorId })
    .onConflictDoNothing({ target: [supplierRawMaterial.suplierId, supplierRawMaterial.rawMaterialId] })
    .returning({ id: supplierRawMaterial.suplierRawMaterialId });
  if (!row) throw new ConflictError(SUPPLIER_MESSAGES.supplierRawMaterialExists);
  return getSupplierRawMaterial(db, row.id);
}

export async function updateSupplierRawMaterial(db: DbOrTx, input: TUpdateSupplierRawMaterial, actorId: number | null) {
  await getSupplierRawMaterial(db, input.suplierRawMaterialId);
  await db
    .update(supplierRawMaterial)
    .set({ ...priceListValues(input), updatedBy: actorId })
    .where(eq(supplierRawMaterial.suplierRawMaterialId, input.suplierRawMaterialId));
  return getSupplierRawMaterial(db, input.suplierRawMaterialId);
}

export async function deleteSupplierRawMaterial(db: DbOrTx, input: TDeleteSupplierRawMaterial): Promise<boolean> {
  await firstOrNotFound(
    db
      .delete(supplierRawMaterial)
      .where(
        and(
          eq(supplierRawMaterial.suplierId, input.suplierId),
          eq(supplierRawMaterial.rawMaterialId, input.rawMaterialId),
        ),
      )
      .returning({ id: supplierRawMaterial.suplierRawMaterialId }),
    SUPPLIER_MESSAGES.supplierRawMaterialMissing,
  );
  return true;
}
