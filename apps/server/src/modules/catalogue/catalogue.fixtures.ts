import { uniqueName } from '../../../test/unique-name.ts';
import type { DbOrTx } from '../../db/client.ts';
import { baseProduct, product, rawMaterial } from './catalogue.tables.ts';

// Products for the tests of other modules: they make theirs here instead of writing the catalogue's tables. The
// catalogue's own API tests build through the API (base-product.fixtures.ts).

export type TProductRow = typeof product.$inferSelect;
export type TBaseProductRow = typeof baseProduct.$inferSelect;
export type TRawMaterialRow = typeof rawMaterial.$inferSelect;

/** A product row; name and code unique unless given. */
export async function aProduct(db: DbOrTx, fields: Partial<typeof product.$inferInsert> = {}): Promise<TProductRow> {
  const [row] = await db
    .insert(product)
    .values({ productName: uniqueName('Test cup'), productCode: uniqueName('TC'), ...fields })
    .returning();
  return row;
}

/** A base product row of the given product type and packaging type; name and code unique unless given. */
export async function aBaseProduct(
  db: DbOrTx,
  fields: Partial<typeof baseProduct.$inferInsert> & { productTypeId: number; packagingTypeId: number },
): Promise<TBaseProductRow> {
  const [row] = await db
    .insert(baseProduct)
    .values({ baseProductName: uniqueName('Test base'), productCode: uniqueName('TB'), ...fields })
    .returning();
  return row;
}

/** A raw material row; code unique unless given. */
export async function aRawMaterial(
  db: DbOrTx,
  fields: Partial<typeof rawMaterial.$inferInsert> = {},
): Promise<TRawMaterialRow> {
  const [row] = await db
    .insert(rawMaterial)
    .values({ rawMaterialCode: uniqueName('RM'), rawMaterialName: uniqueName('Test board'), ...fields })
    .returning();
  return row;
}
