import {
  OUTSOURCED_NOT_EDITABLE_MESSAGE,
  PLAIN_ONLY_ON_ADD_MESSAGE,
  parseImages,
  productDisplayName,
  serializeImages,
  type TAddProduct,
  type TArchiveQuery,
  type TPickerQuery,
  type TProduct,
  type TProductDetail,
  type TProductListQuery,
  type TUpdateProduct,
} from '@packline/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import { requireChanges } from '../../core/form-changes.ts';
import { ilikeAny, listPage, orderByOf, searchOf } from '../../core/list-query.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { findByIdOrNotFound, lockById, orNotFound } from '../../db/rows.ts';
import { archiveRow } from './archive.ts';
import { product } from './catalogue.tables.ts';
import { productSearchText } from './catalogue-search-text.ts';
import { listProductPrices } from './product-prices.service.ts';
import {
  notDeleted,
  PRODUCT_SORTS,
  productListFilter,
  productListQuery,
  selectProducts,
  type TListRow,
  toProduct,
  toProductWithStock,
  wholeProductList,
} from './product-read.ts';

// Customer products of spec 02 §3 (the Products screen); outsourced rows (manufactured = 1) belong to the
// Outsource Product screen and are refused here (spec 02 §8).

async function listProductsWhere(db: DbOrTx, where: SQL | undefined): Promise<TProduct[]> {
  return ((await productListQuery(db, where)) as TListRow[]).map(toProduct);
}

/**
 * GET Product/GetAllProduct: live customer and outsourced products; one page and the total with `page`, else the
 * whole list by id (docs/architecture.md §3). Stock is not tracked until the warehouse issue: `productInStock` is null
 * then (never an invented figure), and absent with `withOutStock=true`.
 */
export function listProducts(db: DbOrTx, query: TProductListQuery) {
  const where = productListFilter(query);
  const orderBy = orderByOf(PRODUCT_SORTS, query, { field: 'productId', order: 'ascend' }, product.productId);
  return listPage(query, {
    rows: selectProducts(db)
      .where(where)
      .orderBy(...orderBy),
    count: db.select({ total: count() }).from(product).where(where),
    toRow: query.withOutStock ? toProduct : toProductWithStock,
    // The whole list (no screen asks for it; the spec's client does).
    whole: () => wholeProductList(db, where, orderBy, { withStock: !query.withOutStock }),
  });
}

/**
 * GET Product/GetAllProductName: the picker list by id, named as spec 01 §8 says (inactive → 'Inactive product').
 * Without `search` and `limit` every live product; the picker sends what the user typed (each word matched in the
 * code or the name, so its label "code — name" finds it too), a limit, and the chosen product's id, which is always
 * in the answer (first) so the picker can show its name.
 */
export async function getAllProductNames(db: DbOrTx, query: TPickerQuery = {}) {
  const chosen = query.selectedId ? eq(product.productId, query.selectedId) : undefined;
  const search = searchOf(query.search, (pattern) => ilikeAny(pattern, [productSearchText(product)]));
  const select = db
    .select({
      productId: product.productId,
      productName: product.productName,
      productCode: product.productCode,
      active: product.active,
    })
    .from(product)
    .where(and(notDeleted, search && chosen ? or(chosen, search) : search))
    .orderBy(...(chosen ? [desc(sql`${chosen}`)] : []), asc(product.productId))
    .$dynamic();
  const rows = await (query.limit ? select.limit(query.limit) : select);
  return rows.map((row) => ({
    productId: row.productId,
    productName: productDisplayName(row),
    productCode: row.productCode,
  }));
}

export async function getDeletedProducts(db: DbOrTx): Promise<TProduct[]> {
  return listProductsWhere(db, isNotNull(product.deletedAt));
}

/** The customer's own (customised) products: customerId is theirs. */
export async function getCustomisedProducts(db: DbOrTx, customerId: number): Promise<TProduct[]> {
  return listProductsWhere(db, and(notDeleted, eq(product.customerId, customerId)));
}

/** What may be sold to a customer: its own products and the ones made for no customer (e.g. outsourced). */
export async function getProductsForCustomer(db: DbOrTx, customerId: number): Promise<TProduct[]> {
  return listProductsWhere(db, and(notDeleted, or(eq(product.customerId, customerId), isNull(product.customerId))));
}

export async function getProductsOfBaseProduct(db: DbOrTx, baseProductId: number): Promise<TProduct[]> {
  return listProductsWhere(db, and(notDeleted, eq(product.baseProductId, baseProductId)));
}

/** The outsourced products (Outsource Product screen). */
export async function getOutsourcedProducts(db: DbOrTx): Promise<TProduct[]> {
  return listProductsWhere(db, and(notDeleted, eq(product.manufactured, 1)));
}

/**
 * One product, archived ones included: orders and quotations still point at deleted products, which then
 * show as 'Deleted Product' (spec 02 §8).
 */
export async function getProduct(db: DbOrTx, productId: number): Promise<TProduct> {
  const [row] = (await productListQuery(db, eq(product.productId, productId))) as TListRow[];
  return toProduct(orNotFound(row, `Product ${productId} was not found.`));
}

/** The base product's price for a customer group, else its price for all groups (group1 null). */
async function findGroupPrice(db: DbOrTx, baseProductId: number, group1Id: number) {
  const prices = await listProductPrices(db, baseProductId);
  return prices.find((price) => price.group1 === group1Id) ?? prices.find((price) => price.group1 === null) ?? null;
}

/** GET Product/GetProductById?id[&group1Id]: with base product, packaging type and, given a group, its price. */
export async function getProductDetail(db: DbOrTx, productId: number, group1Id?: number): Promise<TProductDetail> {
  const found = await getProduct(db, productId);
  const productPriceRow =
    group1Id !== undefined && found.baseProductId !== null
      ? await findGroupPrice(db, found.baseProductId, group1Id)
      : null;
  return { ...found, productPrice: productPriceRow };
}

/** The codes of some products (archived ones included), by id; an unknown id is simply not in the map. */
export async function getProductCodes(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: product.productId, productCode: product.productCode })
    .from(product)
    .where(inArray(product.productId, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.productId, row.productCode]));
}

/** Display names of products referenced by other records (orders, quotations): 'Deleted Product' once archived. */
export async function getProductDisplayNames(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: product.productId,
      productName: product.productName,
      active: product.active,
      deletedAt: product.deletedAt,
    })
    .from(product)
    .where(inArray(product.productId, [...productIds]));
  return new Map(rows.map((row) => [row.productId, productDisplayName(row)]));
}

/** The stored form of an `images` string: well-formed JSON items only ('' → null). */
export function normaliseImages(images: string | null | undefined): string | null | undefined {
  if (images === undefined) return undefined;
  const stored = serializeImages(parseImages(images));
  return stored === '' ? null : stored;
}

/** A live row of the product table; outsourced rows are refused (spec 02 §8). */
async function findEditableProduct(db: DbOrTx, productId: number): Promise<typeof product.$inferSelect> {
  const row = await findByIdOrNotFound(db, product, productId, `Product ${productId} was not found.`, notDeleted);
  if (row.manufactured === 1) throw new BusinessError(OUTSOURCED_NOT_EDITABLE_MESSAGE);
  return row;
}

export async function addProduct(db: DbOrTx, input: TAddProduct, actorId: number | null): Promise<TProduct> {
  const [created] = await db
    .insert(product)
    .values({ ...input, images: normaliseImages(input.images), manufactured: 0, createdBy: actorId })
    .returning({ productId: product.productId });
  return getProduct(db, created.productId);
}

export async function updateProduct(db: Database, input: TUpdateProduct, actorId: number | null): Promise<TProduct> {
  return db.transaction(async (tx) => {
    const current = await findEditableProduct(tx, input.productId);
    const { productId, plain, ...fields } = input;
    if (plain !== undefined && plain !== current.plain) throw new BusinessError(PLAIN_ONLY_ON_ADD_MESSAGE);
    const changes = requireChanges({ ...fields, images: normaliseImages(fields.images) }, current);
    await tx
      .update(product)
      .set({ ...changes, updatedBy: actorId })
      .where(eq(product.productId, productId));
    return getProduct(tx, productId);
  });
}

/** DELETE Product/DeleteProduct: archived with the typed name and note (Deleted Products screen). */
export async function deleteProduct(db: Database, query: TArchiveQuery, actorId: number | null): Promise<TProduct> {
  return db.transaction(async (tx) => {
    await findEditableProduct(tx, query.id);
    await archiveRow(tx, product, product.productId, query, actorId, 'Product');
    return getProduct(tx, query.id);
  });
}

/**
 * Product/ChangeMsl's write (the monitoring module records who and when): the live product locked, its MSL set.
 * Answers the MSL it had; an unchanged MSL is refused with `unchanged`.
 */
export async function setProductMsl(
  tx: Transaction,
  productId: number,
  msl: number,
  actorId: number | null,
  unchanged: string,
): Promise<number | null> {
  const row = await lockById(tx, product, productId, `Product ${productId} was not found.`, notDeleted);
  if (row.productMsl === msl) throw new BusinessError(unchanged);
  await tx.update(product).set({ productMsl: msl, updatedBy: actorId }).where(eq(product.productId, productId));
  return row.productMsl;
}
