import type { TProduct } from '@packline/domain';
import { ListDialog, type TListDialogProps } from '../../ui/list-dialog.tsx';
import { ProductPriceTable } from './product-price-table.tsx';

/** The outsourced product's price edit dialog: the Product Price rows of its base product (spec 02 §2). */
export function OutsourceProductPriceDialog({ product, ...dialog }: TListDialogProps & { product: TProduct | null }) {
  return (
    <ListDialog {...dialog} title={`Price: ${product?.productName ?? ''}`}>
      {product?.baseProductId ? (
        <ProductPriceTable baseProductId={product.baseProductId} testId="outsource-price-table" />
      ) : null}
    </ListDialog>
  );
}
