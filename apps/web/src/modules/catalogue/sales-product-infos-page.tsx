import { Card, Empty, Form } from 'antd';
import { useState } from 'react';
import { PageTitle } from '../../ui/page-title.tsx';
import { ProductSelect } from './product-selects.tsx';
import { ProductInfo } from './sales-product-info.tsx';

/** Product information for sales (read-only): pick a product and read its details. */
export default function SalesProductInfosPage() {
  const [productId, setProductId] = useState<number | null>(null);
  return (
    <>
      <PageTitle>Sales Product Infos</PageTitle>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="Product" style={{ minWidth: 420 }}>
          <ProductSelect value={productId} onChange={setProductId} allowClear />
        </Form.Item>
      </Form>
      <Card>
        {productId === null ? <Empty description="Select a product" /> : <ProductInfo productId={productId} />}
      </Card>
    </>
  );
}
