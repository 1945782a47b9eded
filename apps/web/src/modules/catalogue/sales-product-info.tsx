import { formatUnitPrice, IN_STOCK_OPTIONS, LOGO_TYPES, parseImages, type TProductDetail } from '@packline/domain';
import { Descriptions, Empty, Image, Space, Spin } from 'antd';
import { useProductDetail } from './products.api.ts';

const labelOf = (list: readonly { value: number; label: string }[], value: number) =>
  list.find((option) => option.value === value)?.label ?? String(value);

function packagingText(detail: TProductDetail): string {
  const packaging = detail.packagingType;
  if (!packaging) return '';
  // spec 02 §9: product packaging text is sleeveQty PCS x sleevePkt PK.
  const sleeves =
    packaging.sleeveQty && packaging.sleevePkt ? ` (${packaging.sleeveQty} PCS x ${packaging.sleevePkt} PK)` : '';
  return `${packaging.packagingTypeName}, ${packaging.quantity} per carton${sleeves}`;
}

/** One product as sales read it: names, codes, packaging, ordering limits, notes and images. */
export function ProductInfo({ productId }: { productId: number }) {
  const detail = useProductDetail(productId);
  if (detail.isLoading) return <Spin />;
  const product = detail.data;
  if (!product) return <Empty />;
  const images = parseImages(product.images);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="product-info">
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="Product">{product.displayName}</Descriptions.Item>
        <Descriptions.Item label="Code">{product.productCode}</Descriptions.Item>
        <Descriptions.Item label="Customer">{product.customer?.company ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Base Product">{product.baseProduct?.baseProductName ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Product Type">{product.productType?.productTypeName ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Packaging">{packagingText(product)}</Descriptions.Item>
        <Descriptions.Item label="Pallet Stacking">
          {product.palletStacking?.palletStackingName ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="MOQ (cartons)">{product.minOrderQuantity ?? ''}</Descriptions.Item>
        <Descriptions.Item label="In Stock">{labelOf(IN_STOCK_OPTIONS, product.inStock)}</Descriptions.Item>
        <Descriptions.Item label="Logo Type">{labelOf(LOGO_TYPES, product.logoType)}</Descriptions.Item>
        <Descriptions.Item label="Min Price">
          {product.minPrice ? formatUnitPrice(product.minPrice) : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Outsourced">{product.manufactured === 1 ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Description" span={2}>
          {product.description ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Specification" span={2}>
          {product.rawmaterialDesc ?? ''}
        </Descriptions.Item>
        {product.noteOnQuote && (
          <Descriptions.Item label="Note On Quote" span={2}>
            {product.noteOnQuote}
          </Descriptions.Item>
        )}
      </Descriptions>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {images.map((image) => (
              <Image key={image.uid} src={image.url} alt={image.name} width={120} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Space>
  );
}
