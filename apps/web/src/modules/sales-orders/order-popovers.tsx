import {
  formatCartons,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  type TOrderOption,
  type TOrderProduct,
  type TProduct,
} from '@packline/domain';
import { Empty, Popover, Spin, Table, type TableColumnType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCustomisedProducts } from '../catalogue/products.api.ts';
import { ProductInfo } from '../catalogue/sales-product-info.tsx';
import { useOrder } from './sales-orders.api.ts';

// The order table's hover cards (spec 01 §2): an order's lines, a product's details and the customer's customised
// products. Each card reads its data only when it first opens.

const CARD_STYLE = { maxWidth: 760, maxHeight: 420, overflow: 'auto' } as const;

function HoverCard(props: { title: ReactNode; content: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Popover
      title={props.title}
      content={
        <div style={CARD_STYLE} data-testid={props.testId}>
          {props.content}
        </div>
      }
      trigger="hover"
      mouseEnterDelay={0.3}
    >
      {props.children}
    </Popover>
  );
}

/** Product details (GET Product/GetProductById) on hover of a product code. */
export function ProductPopover({ productId, children }: { productId: number; children: ReactNode }) {
  return (
    <HoverCard title="Product details" content={<ProductInfo productId={productId} />} testId="product-details-card">
      {children}
    </HoverCard>
  );
}

const LINE_COLUMNS: TableColumnType<TOrderProduct>[] = [
  {
    key: 'productCode',
    title: 'Code',
    render: (_value, line) => (
      <ProductPopover productId={line.productId}>
        <Typography.Link>{line.productCode}</Typography.Link>
      </ProductPopover>
    ),
  },
  { key: 'productName', dataIndex: 'productName', title: 'Product' },
  { key: 'packagingQty', title: 'Cartons', align: 'right', render: (_v, line) => formatCartons(line.packagingQty) },
  { key: 'quantity', title: 'Quantity', align: 'right', render: (_v, line) => formatQuantity(line.quantity) },
  { key: 'unitPrice', title: 'Unit Price', align: 'right', render: (_v, line) => formatUnitPrice(line.unitPrice) },
  { key: 'price', title: 'Price', align: 'right', render: (_v, line) => formatMoney(line.price) },
];

const OPTION_COLUMNS: TableColumnType<TOrderOption>[] = [
  { key: 'optionName', dataIndex: 'optionName', title: 'Option' },
  { key: 'quantity', title: 'Quantity', align: 'right', render: (_v, option) => formatQuantity(option.quantity) },
  { key: 'unitPrice', title: 'Unit Price', align: 'right', render: (_v, option) => formatUnitPrice(option.unitPrice) },
  { key: 'price', title: 'Price', align: 'right', render: (_v, option) => formatMoney(option.price) },
];

function OrderLines({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.isLoading) return <Spin />;
  if (!order.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const { orderProduct, orderOption, totalPrice, priceInclgst } = order.data;
  return (
    <>
      <Table<TOrderProduct>
        size="small"
        rowKey="orderProductId"
        dataSource={orderProduct}
        columns={LINE_COLUMNS}
        pagination={false}
      />
      {orderOption.length > 0 && (
        <Table<TOrderOption>
          size="small"
          rowKey="orderOptionId"
          dataSource={orderOption}
          columns={OPTION_COLUMNS}
          pagination={false}
          style={{ marginTop: 8 }}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'right' }}>
        Subtotal {formatMoney(totalPrice)} · Total (incl. GST) {formatMoney(priceInclgst)}
      </Typography.Paragraph>
    </>
  );
}

/** Order Details: the order's product and option lines (GET SalesOrder/GetOrderById). */
export function OrderDetailsPopover({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  return (
    <HoverCard
      title={`Order Details ${orderNo}`}
      content={<OrderLines orderId={orderId} />}
      testId="order-details-card"
    >
      <Typography.Link data-testid={`order-details-${orderNo}`}>Details</Typography.Link>
    </HoverCard>
  );
}

const CUSTOMISED_COLUMNS: TableColumnType<TProduct>[] = [
  {
    key: 'productCode',
    title: 'Code',
    render: (_value, product) => (
      <ProductPopover productId={product.productId}>
        <Typography.Link>{product.productCode}</Typography.Link>
      </ProductPopover>
    ),
  },
  { key: 'displayName', dataIndex: 'displayName', title: 'Product' },
];

function CustomisedProducts({ customerId }: { customerId: number }) {
  const products = useCustomisedProducts(customerId);
  if (products.isLoading) return <Spin />;
  return (
    <Table<TProduct>
      size="small"
      rowKey="productId"
      dataSource={products.data ?? []}
      columns={CUSTOMISED_COLUMNS}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customised products" /> }}
    />
  );
}

/** The customer's customised products (GET Product/GetCustomizeProdByCustId) on hover of the customer. */
export function CustomerProductsPopover(props: { customerId: number; company: string; children: ReactNode }) {
  return (
    <HoverCard
      title={`Customised products of ${props.company}`}
      content={<CustomisedProducts customerId={props.customerId} />}
      testId="customer-products-card"
    >
      {props.children}
    </HoverCard>
  );
}
