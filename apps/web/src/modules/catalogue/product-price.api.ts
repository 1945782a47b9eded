import type { TProductPrice } from '@packline/domain';
import { useCrudResource } from '../../ui/use-crud-resource.ts';

/** The Product Price Management rows of one base product (one per customer group 1, or for all groups). */
export function useBaseProductPrices(baseProductId: number) {
  return useCrudResource<TProductPrice>({
    idKey: 'productPriceId',
    listPath: '/ProductPrice/GetProductPriceByProduct',
    listParams: { baseProductId },
    addPath: '/ProductPrice/AddProductPrice',
    updatePath: '/ProductPrice/UpdateProductPrice',
    deletePath: '/ProductPrice/DeleteProductPrice',
  });
}
