import {
  catalogueRowSchema,
  PRODUCT_BARCODE_CATALOGUE,
  type TBaseProduct,
  type TProductName,
  ZBaseProductList,
  ZProduct,
  ZProductBarcodeListRow,
  ZProductDetail,
  ZProductList,
  ZProductNameList,
} from '@packline/domain';
import { apiGet } from '../../api/client.ts';
import type { TRemoteOption, TRemoteSource } from '../../ui/remote-select.tsx';
import { useApiQuery } from '../../ui/use-api-query.ts';
import { apiQueryKey, catalogueEndpoints, useApiList, useCrudResource } from '../../ui/use-crud-resource.ts';
import { useServerTable } from '../../ui/use-server-table.ts';

// Customer products, outsourced products, product barcodes and the read-only sales lists (spec 02 §2).

export const PRODUCT_DELETE_PATH = '/Product/DeleteProduct';
export const OUTSOURCE_DELETE_PATH = '/Product/DeleteOutSourceProduct';

/** The product tables need no stock figures. */
const PRODUCT_LIST_FILTERS = { withOutStock: true };

/**
 * The Products and Sales Products List tables: one page of the live products, paged, sorted and searched by the
 * server (issue 13 §2).
 */
export function useProductPage() {
  return useServerTable(ZProduct, '/Product/GetAllProduct', { filters: PRODUCT_LIST_FILTERS });
}

/** Add / edit a product (the list itself is read a page at a time, useProductPage). */
export function useProducts() {
  return useCrudResource(ZProduct, {
    idKey: 'productId',
    listPath: '/Product/GetAllProduct',
    enabled: false,
    addPath: '/Product/AddProduct',
    updatePath: '/Product/UpdateProduct',
  });
}

export function useDeletedProducts() {
  return useApiList(ZProductList, '/Product/GetAllDeletedProduct');
}

export function useOutsourceProducts() {
  return useCrudResource(ZProduct, {
    idKey: 'productId',
    listPath: '/Product/GetOutsourceProduct',
    addPath: '/Product/AddOutSourceProd',
    updatePath: '/Product/UpdateOutSourceProd',
  });
}

const barcodeRow = catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE);

/**
 * Product barcode management: the barcodes, each with its product's code and name (the list reply carries them, so no
 * product list is read); Add, Update and Delete answer the barcode row alone.
 */
export function useProductBarcodes() {
  return useCrudResource(ZProductBarcodeListRow, catalogueEndpoints(PRODUCT_BARCODE_CATALOGUE), {
    add: barcodeRow,
    update: barcodeRow,
    remove: barcodeRow,
  });
}

export function useProductDetail(productId: number | null) {
  const params = { id: productId ?? 0 };
  return useApiQuery({
    queryKey: apiQueryKey('/Product/GetProductById', params),
    queryFn: () => apiGet(ZProductDetail, '/Product/GetProductById', params),
    enabled: productId !== null,
  });
}

/** A product's picker label: 'CODE — Name'. */
export const productLabel = (row: { productName: string; productCode: string }): string =>
  `${row.productCode} — ${row.productName}`;

const productOption = (row: { productId: number; productName: string; productCode: string }): TRemoteOption => ({
  value: row.productId,
  label: productLabel(row),
});

/** The product picker: the server searches code and name as the user types (<RemoteSelect source={…} />). */
export const PRODUCT_OPTIONS: TRemoteSource<TProductName> = {
  reply: ZProductNameList,
  path: '/Product/GetAllProductName',
  toOption: productOption,
};

/** The base product picker: the server searches code, name and specification as the user types. */
export const BASE_PRODUCT_OPTIONS: TRemoteSource<TBaseProduct> = {
  reply: ZBaseProductList,
  path: '/BaseProduct/GetAllBaseProduct',
  toOption: (row) => ({ value: row.baseProductId, label: `${row.productCode} — ${row.baseProductName}` }),
};

/** The outsourced products as one list (GET Product/GetOutsourceProduct), which a purchase order may buy too. */
export function useOutsourcedProductList() {
  return useApiList(ZProductList, '/Product/GetOutsourceProduct');
}

/** GET Product/GetProductByCustomerId: what may be quoted to a customer (its own products and the general ones). */
export function useProductsOfCustomer(customerId: number | null | undefined) {
  return useApiList(
    ZProductList,
    '/Product/GetProductByCustomerId',
    { id: customerId ?? 0 },
    { enabled: Boolean(customerId) },
  );
}

/** GET Product/GetProductByBaseProduct: the products made from a base product (the Quotation Approve dialog). */
export function useProductsOfBaseProduct(baseProductId: number | null | undefined) {
  return useApiList(
    ZProductList,
    '/Product/GetProductByBaseProduct',
    { id: baseProductId ?? 0 },
    { enabled: Boolean(baseProductId) },
  );
}

/** The customer's customised products (GET Product/GetCustomizeProdByCustId), read when a hover card opens. */
export function useCustomisedProducts(customerId: number | null | undefined) {
  return useApiList(
    ZProductList,
    '/Product/GetCustomizeProdByCustId',
    { id: customerId ?? 0 },
    { enabled: Boolean(customerId) },
  );
}
