import type { SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { joinsBy } from '../../db/read-view.ts';
import { supplier, supplierRawMaterial } from './suppliers.tables.ts';

// What other modules may read of suppliers (modules/README.md "Reads other modules may use"): who a supplier is (name,
// address, contact, currency, type, active) and the raw materials it sells at what price; never its qualifications'
// files or notes. Purchase orders, receiving and traceability read them.

/** Suppliers as another module reads them (`suplier` as the spec spells it). */
export const suppliers = {
  suplierId: supplier.suplierId,
  suplierName: supplier.suplierName,
  address: supplier.address,
  primaryPerson: supplier.primaryPerson,
  phone: supplier.phone,
  email: supplier.email,
  currencyId: supplier.currencyId,
  suplierType: supplier.suplierType,
  active: supplier.active,
  ...joinsBy(supplier, supplier.suplierId),
  /** A select of `fields` from the suppliers. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(supplier).$dynamic(),
};

/** The raw materials a supplier sells (its product code, unit and price) as another module reads them. */
export const supplierRawMaterials = {
  suplierRawMaterialId: supplierRawMaterial.suplierRawMaterialId,
  suplierId: supplierRawMaterial.suplierId,
  rawMaterialId: supplierRawMaterial.rawMaterialId,
  suplierProductCode: supplierRawMaterial.suplierProductCode,
  unit: supplierRawMaterial.unit,
  unitPrice: supplierRawMaterial.unitPrice,
  ...joinsBy(supplierRawMaterial, supplierRawMaterial.suplierRawMaterialId),
  /** A select of `fields` from the suppliers' raw materials. */
  select: <F extends SelectedFields>(db: DbOrTx, fields: F) => db.select(fields).from(supplierRawMaterial).$dynamic(),
  /** The same, one row per value of `on` (the first in the select's order: the cheapest price of each raw material). */
  selectDistinctOn: <F extends SelectedFields>(db: DbOrTx, on: (PgColumn | SQL)[], fields: F) =>
    db.selectDistinctOn(on, fields).from(supplierRawMaterial).$dynamic(),
};
