import { machineActionName, type TProductMachineMapping } from '@packline/domain';
import { asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { machine, packagingType, productType } from '../lookups/lookups.tables.ts';
import { baseProduct, productMachineMapping, rawMaterial } from './catalogue.tables.ts';

// The base product reads that join the reference lists (product type, packaging type, machine names).

const rawMaterial2 = alias(rawMaterial, 'raw_material2');

/** The base product's own columns on the wire: every column but the audit trail (who changed it last, and when). */
const baseProductColumns = {
  baseProductId: baseProduct.baseProductId,
  baseProductName: baseProduct.baseProductName,
  productCode: baseProduct.productCode,
  productTypeId: baseProduct.productTypeId,
  packagingTypeId: baseProduct.packagingTypeId,
  rawMaterial: baseProduct.rawMaterial,
  rawMaterialId2: baseProduct.rawMaterialId2,
  description: baseProduct.description,
  rawmaterialDesc: baseProduct.rawmaterialDesc,
  imgUrl: baseProduct.imgUrl,
  sampleImage: baseProduct.sampleImage,
  visible: baseProduct.visible,
  manufactured: baseProduct.manufactured,
  deletedAt: baseProduct.deletedAt,
  deletePerson: baseProduct.deletePerson,
  deleteEmployee: baseProduct.deleteEmployee,
  deleteNote: baseProduct.deleteNote,
  createdAt: baseProduct.createdAt,
};

/** The base product list's query (also timed by `npm run bench` against its endpoint). */
export function baseProductListQuery(
  db: DbOrTx,
  where: SQL | undefined = isNull(baseProduct.deletedAt),
  deletedFirst = false,
) {
  return db
    .select({
      product: baseProductColumns,
      productTypeName: productType.productTypeName,
      packagingType: {
        packagingTypeName: packagingType.packagingTypeName,
        quantity: packagingType.quantity,
        sleeveQty: packagingType.sleeveQty,
        sleevePkt: packagingType.sleevePkt,
      },
      rawMaterialCode: rawMaterial.rawMaterialCode,
      rawMaterialName: rawMaterial.rawMaterialName,
      rawMaterial2Code: rawMaterial2.rawMaterialCode,
      rawMaterial2Name: rawMaterial2.rawMaterialName,
    })
    .from(baseProduct)
    .leftJoin(productType, eq(productType.productTypeId, baseProduct.productTypeId))
    .leftJoin(packagingType, eq(packagingType.packagingTypeId, baseProduct.packagingTypeId))
    .leftJoin(rawMaterial, eq(rawMaterial.rawMaterialId, baseProduct.rawMaterial))
    .leftJoin(rawMaterial2, eq(rawMaterial2.rawMaterialId, baseProduct.rawMaterialId2))
    .where(where)
    .orderBy(deletedFirst ? desc(baseProduct.deletedAt) : asc(baseProduct.productCode), asc(baseProduct.baseProductId));
}

export async function selectMappings(db: DbOrTx, where: SQL | undefined): Promise<TProductMachineMapping[]> {
  const rows = await db
    .select({
      productMachineMappingId: productMachineMapping.productMachineMappingId,
      baseProductId: productMachineMapping.baseProductId,
      action: productMachineMapping.action,
      machine: productMachineMapping.machine,
      machineName: machine.machineName,
    })
    .from(productMachineMapping)
    .leftJoin(machine, eq(machine.machineId, productMachineMapping.machine))
    .where(where)
    .orderBy(asc(productMachineMapping.action), asc(productMachineMapping.productMachineMappingId));
  return rows.map((row) => ({ ...row, actionName: machineActionName(row.action) }));
}
