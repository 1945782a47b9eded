import { Empty } from 'antd';
import { useOrderDialog } from './order-list-page.tsx';
import { OrderTable } from './order-table.tsx';
import { useOrdersOfCustomer } from './sales-orders.api.ts';

/** Customer Management's Orders dialog (spec 02 §2): the customer's orders, each opening read-only. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const orders = useOrdersOfCustomer(customerId);
  const { openOrder, dialog } = useOrderDialog();
  return (
    <>
      <OrderTable
        rows={orders.data}
        loading={orders.isFetching}
        onOpen={(row) => openOrder('edit', row.orderId, { readOnly: true })}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders for this customer yet." />}
        testId="customer-order-table"
      />
      {dialog}
    </>
  );
}
