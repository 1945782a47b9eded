import {
  NOT_OUTSOURCED_MESSAGE,
  type TAddOutsourceProduct,
  type TArchiveQuery,
  type TProduct,
  type TUpdateOutsourceProduct,
} from '@packline/domain';
import { eq, isNull } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import { requireChanges } from '../../core/form-changes.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { findByIdOrNotFound } from '../../db/rows.ts';
import { archiveRow } from './archive.ts';
import { baseProduct, product } from './catalogue.tables.ts';
import { getProduct, normaliseImages } from './products.service.ts';

// spec 02 §2 Outsource Product: a bought-in product is a product row with manufactured = 1 and its own base
// product (also manufactured = 1), so the Product Price rows of the price edit dialog hang off that base product.

async function findOutsourced(db: DbOrTx, productId: number) {
  const row = await findByIdOrNotFound(
    db,
    product,
    productId,
    `Product ${productId} was not found.`,
    isNull(product.deletedAt),
  );
  if (row.manufactured !== 1 || row.baseProductId === null) throw new BusinessError(NOT_OUTSOURCED_MESSAGE);
  return row;
}

/** The base product mirrors the outsourced product's name, code, type, packaging and description. */
function baseProductValues(input: TAddOutsourceProduct) {
  return {
    baseProductName: input.productName,
    productCode: input.productCode,
    productTypeId: input.productTypeId,
    packagingTypeId: input.packagingTypeId,
    description: input.description ?? null,
  };
}

/** POST Product/AddOutSourceProd: the product and its base product, in the caller's transaction. */
export async function addOutsourceProduct(
  db: Database,
  input: TAddOutsourceProduct,
  actorId: number | null,
): Promise<TProduct> {
  return db.transaction(async (tx) => {
    const [base] = await tx
      .insert(baseProduct)
      .values({ ...baseProductValues(input), manufactured: 1, createdBy: actorId })
      .returning({ baseProductId: baseProduct.baseProductId });
    const [created] = await tx
      .insert(product)
      .values({
        ...input,
        images: normaliseImages(input.images),
        baseProductId: base.baseProductId,
        manufactured: 1,
        createdBy: actorId,
      })
      .returning({ productId: product.productId });
    return getProduct(tx, created.productId);
  });
}

export async function updateOutsourceProduct(
  db: Database,
  input: TUpdateOutsourceProduct,
  actorId: number | null,
): Promise<TProduct> {
  return db.transaction(async (tx) => {
    const current = await findOutsourced(tx, input.productId);
    const { productId, ...fields } = input;
    const values = { ...fields, images: normaliseImages(fields.images) };
    requireChanges(values, current);
    await tx
      .update(product)
      .set({ ...values, updatedBy: actorId })
      .where(eq(product.productId, productId));
    await tx
      .update(baseProduct)
      .set({ ...baseProductValues(input), updatedBy: actorId })
      .where(eq(baseProduct.baseProductId, current.baseProductId as number));
    return getProduct(tx, productId);
  });
}

/** DELETE Product/DeleteOutSourceProduct: archives the product and its base product with the same name and note. */
export async function deleteOutsourceProduct(
  db: Database,
  query: TArchiveQuery,
  actorId: number | null,
): Promise<TProduct> {
  return db.transaction(async (tx) => {
    const current = await findOutsourced(tx, query.id);
    await archiveRow(tx, product, product.productId, query, actorId, 'Product');
    await archiveRow(
      tx,
      baseProduct,
      baseProduct.baseProductId,
      { ...query, id: current.baseProductId as number },
      actorId,
      'Base product',
    );
    return getProduct(tx, query.id);
  });
}
