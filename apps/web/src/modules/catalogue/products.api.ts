import {
  PRODUCT_BARCODE_CATALOGUE,
  type TSimpleCustomer,
  ZBaseProductList,
  ZProduct,
  ZProductDetail,
  ZProductList,
  ZProductNameList,
  ZSimpleCustomerList,
} from '@packline/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiGet } from '../../api/client.ts';
import type { TRemoteSource } from '../../ui/remote-select.tsx';
import { apiQueryKey, useApiList, useCatalogueResource, useCrudResource } from '../../ui/use-crud-resource.ts';

// Customer products, outsourced products, product barcodes and the read-only sales lists (spec 02 §2).

export const PRODUCT_DELETE_PATH = '/Product/DeleteProduct';
export const OUTSOURCE_DELETE_PATH = '/Product/DeleteOutSourceProduct';

/** The Products screen: no stock figures are needed there. */
export function useProducts() {
  return useCrudResource(ZProduct, {
    idKey: 'productId',
    listPath: '/Product/GetAllProduct',
    listParams: { withOutStock: true },
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

export function useProductBarcodes() {
  return useCatalogueResource(PRODUCT_BARCODE_CATALOGUE);
}

export function useProductDetail(productId: number | null) {
  const params = { id: productId ?? 0 };
  return useQuery({
    queryKey: apiQueryKey('/Product/GetProductById', params),
    queryFn: () => apiGet(ZProductDetail, '/Product/GetProductById', params),
    enabled: productId !== null,
  });
}

export interface TOption {
  value: number;
  label: string;
}

function useOptions<T>(reply: z.ZodType<T[]>, path: string, toOption: (row: T) => TOption) {
  const query = useApiList(reply, path);
  const options = useMemo(() => (query.data ?? []).map(toOption), [query.data, toOption]);
  return { options, loading: query.isLoading };
}

const productOption = (row: { productId: number; productName: string; productCode: string }): TOption => ({
  value: row.productId,
  label: `${row.productCode} — ${row.productName}`,
});
const baseProductOption = (row: { baseProductId: number; baseProductName: string; productCode: string }): TOption => ({
  value: row.baseProductId,
  label: `${row.productCode} — ${row.baseProductName}`,
});

export const useProductOptions = () => useOptions(ZProductNameList, '/Product/GetAllProductName', productOption);
/** The Products screen's customer filter: the server searches customers as the user types (issue 13 §2). */
export const CUSTOMER_OPTIONS: TRemoteSource<TSimpleCustomer> = {
  reply: ZSimpleCustomerList,
  path: '/Customer/GetAllSimpleCustomer',
  toOption: (row) => ({ value: row.customerId, label: `${row.customerCode} (${row.company})` }),
};
export const useBaseProductOptions = () =>
  useOptions(ZBaseProductList, '/BaseProduct/GetAllBaseProduct', baseProductOption);
