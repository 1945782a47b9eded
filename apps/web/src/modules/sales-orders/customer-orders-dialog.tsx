import { Empty } from 'antd';
import { useOrderDialog } from './order-list-page.tsx';
import { OrderTable, useOrderColumnFilters } from './order-table.tsx';
import { useOrderPageOfCustomer } from './sales-orders.api.ts';

/** Customer Management's Orders dialog (spec 02 §2): the customer's orders, each opening read-only. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const columnFilters = useOrderColumnFilters();
  const page = useOrderPageOfCustomer(customerId, columnFilters.params);
  const { openOrder, dialog } = useOrderDialog();
  return (
    <>
      <OrderTable
        {...page.tableProps}
        searchProps={page.searchProps}
        columnFilters={columnFilters}
        onOpen={(row) => openOrder('edit', row.orderId, { readOnly: true })}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders for this customer yet." />}
        testId="customer-order-table"
      />
      {dialog}
    </>
  );
}
