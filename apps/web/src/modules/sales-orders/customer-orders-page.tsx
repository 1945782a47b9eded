import { ORDER_STATUS, type TOrderRow } from '@packline/domain';
import { Button } from 'antd';
import { useSession } from '../../api/session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { OrderRowButtons, type TOrderRowAction, useOrderDialog } from './order-list-page.tsx';
import { OrderTable, useOrderColumnFilters } from './order-table.tsx';
import { useOrderPageOfCustomer } from './sales-orders.api.ts';

// An online customer's own orders (spec 01 §2 'My Orders'): they order online and change an order only while it
// awaits approval (status 2, spec 01 §4); later it opens read-only.

const actionsOf = (row: TOrderRow): TOrderRowAction[] => [row.orderStatusId === ORDER_STATUS.Online ? 'edit' : 'view'];

export default function CustomerOrdersPage() {
  const session = useSession();
  const columnFilters = useOrderColumnFilters();
  // Paged, sorted, searched and filtered by the server, one page at a time.
  const page = useOrderPageOfCustomer(session?.kind === 'customer' ? session.customerId : null, columnFilters.params);
  const { openOrder, dialog } = useOrderDialog();
  const open = (row: TOrderRow) =>
    openOrder('edit', row.orderId, { customerMode: true, readOnly: row.orderStatusId !== ORDER_STATUS.Online });
  return (
    <>
      <PageTitle>My Orders</PageTitle>
      <OrderTable
        {...page.tableProps}
        searchProps={page.searchProps}
        columnFilters={columnFilters}
        customerView
        onOpen={open}
        rowActions={(row) => <OrderRowButtons row={row} actions={actionsOf(row)} onAction={(_action, r) => open(r)} />}
        toolbar={
          <Button
            type="primary"
            onClick={() => openOrder('new', undefined, { customerMode: true })}
            data-testid="customer-order-new"
          >
            New Order
          </Button>
        }
        testId="customer-orders"
      />
      {dialog}
    </>
  );
}
