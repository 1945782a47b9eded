import { ZProductPrice, ZQuotationRowList } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { useCrudResource, useInvalidateController } from '../../ui/use-crud-resource.ts';

/** The Product Price Management rows of one base product (one per customer group 1, or for all groups). */
export function useBaseProductPrices(baseProductId: number) {
  return useCrudResource(ZProductPrice, {
    idKey: 'productPriceId',
    listPath: '/ProductPrice/GetProductPriceByProduct',
    listParams: { baseProductId },
    addPath: '/ProductPrice/AddProductPrice',
    updatePath: '/ProductPrice/UpdateProductPrice',
    deletePath: '/ProductPrice/DeleteProductPrice',
  });
}

/**
 * Generate Quotations (spec 02 §5): bulk draft quotations of the base product's prices for every customer concerned;
 * the quotation lists (and the products they price) are read again.
 */
export function useGenerateQuotationsByProductPrice() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (params: { id: number; userId: number }) =>
      apiPut(ZQuotationRowList, '/ProductPrice/GenerateQuotaByProductPrice', undefined, { params }),
    onSuccess: () => Promise.all([invalidate('/Quotation/'), invalidate('/QuotationItem/'), invalidate('/Product/')]),
  });
}
