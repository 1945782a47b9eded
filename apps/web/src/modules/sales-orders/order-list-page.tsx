import { DEFAULT_ORDER_RANGE_MONTHS, ORDER_RANGE_PRESETS, ORDER_STATUS, type TOrderRow } from '@packline/domain';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useAreYouSure } from '../../ui/confirm.ts';
import { DateRangeFilter, lastMonthsRange, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import type { TListTableBinding, TSearchProps } from '../../ui/use-server-table.ts';
import { ApproveOnlineOrderDialog } from './approve-online-order-dialog.tsx';
import { useOrderDelete } from './order-delete-dialog.tsx';
import { OrderDialog, type TOrderDialogVariant } from './order-dialog.tsx';
import { OrderTable, type TOrderColumnFilterState, useOrderColumnFilters } from './order-table.tsx';
import { useApproveDraftOrder, useOrderPage, useOrderPageOfSales } from './sales-orders.api.ts';

// The staff order lists (spec 01 §2): Order Management (a date range), Outstanding Orders and Draft Orders of the
// signed-in salesperson, and Prepaid Order Approval (online orders awaiting approval, status 2).

type TOpenOrder = { variant: TOrderDialogVariant; orderId?: number; readOnly?: boolean; customerMode?: boolean };

/** The order dialog a list opens, one at a time; render `dialog` once on the screen. */
export function useOrderDialog(): {
  openOrder: (
    variant: TOrderDialogVariant,
    orderId?: number,
    options?: Omit<TOpenOrder, 'variant' | 'orderId'>,
  ) => void;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<TOpenOrder | null>(null);
  return {
    openOrder: (variant, orderId, options) => setOpen({ variant, orderId, ...options }),
    dialog: open && <OrderDialog open {...open} onClose={() => setOpen(null)} />,
  };
}

export type TOrderRowAction = 'edit' | 'view' | 'copy' | 'approveDraft' | 'approveOnline' | 'delete';

const ACTION_LABELS: Record<TOrderRowAction, string> = {
  edit: 'Edit',
  view: 'View',
  copy: 'Copy',
  approveDraft: 'Approve',
  approveOnline: 'Approve',
  delete: 'Delete',
};

/** The suffix of the row button's data-testid (order-row-{orderNo}-{suffix}). */
const ACTION_TEST_IDS: Record<TOrderRowAction, string> = {
  edit: 'edit',
  view: 'edit',
  copy: 'copy',
  approveDraft: 'approve',
  approveOnline: 'approve',
  delete: 'delete',
};

export function OrderRowButtons(props: {
  row: TOrderRow;
  actions: readonly TOrderRowAction[];
  onAction: (action: TOrderRowAction, row: TOrderRow) => void;
}) {
  const { row } = props;
  return props.actions.map((action) => (
    <Button
      key={action}
      type="link"
      size="small"
      danger={action === 'delete'}
      onClick={() => props.onAction(action, row)}
      data-testid={`order-row-${row.orderNo}-${ACTION_TEST_IDS[action]}`}
    >
      {ACTION_LABELS[action]}
    </Button>
  ));
}

interface TOrderListProps {
  url: string;
  /** One page of the list (useServerTable), with the Status and Due filters sent with its query. */
  page: { tableProps: TListTableBinding<TOrderRow>; searchProps: TSearchProps };
  columnFilters: TOrderColumnFilterState;
  actions: readonly TOrderRowAction[];
  /** The Edit button opens drafts in the draft variant (Save as Draft stays). */
  editVariant?: TOrderDialogVariant;
  canCreate: boolean;
  filter?: ReactNode;
}

function OrderList(props: TOrderListProps) {
  const { openOrder, dialog } = useOrderDialog();
  const deletion = useOrderDelete();
  const approveDraft = useApproveDraftOrder();
  const areYouSure = useAreYouSure();
  const [approving, setApproving] = useState<TOrderRow | null>(null);
  const editVariant = props.editVariant ?? 'edit';
  const canEdit = props.actions.includes('edit');
  const onAction = (action: TOrderRowAction, row: TOrderRow) => {
    if (action === 'edit') openOrder(editVariant, row.orderId);
    else if (action === 'view') openOrder(editVariant, row.orderId, { readOnly: true });
    else if (action === 'copy') openOrder('copy', row.orderId);
    else if (action === 'approveDraft') areYouSure(() => approveDraft.mutateAsync(row.orderId));
    else if (action === 'approveOnline') setApproving(row);
    else deletion.remove(row);
  };
  return (
    <>
      <PageTitleOf url={props.url} />
      <OrderTable
        {...props.page.tableProps}
        searchProps={props.page.searchProps}
        columnFilters={props.columnFilters}
        onOpen={(row) => openOrder(editVariant, row.orderId, { readOnly: !canEdit })}
        rowActions={(row) => <OrderRowButtons row={row} actions={props.actions} onAction={onAction} />}
        toolbar={
          <>
            {props.canCreate && (
              <Button type="primary" onClick={() => openOrder('new')} data-testid="order-new">
                New Order
              </Button>
            )}
            {props.filter}
          </>
        }
        testId="order-list"
      />
      {dialog}
      {deletion.dialog}
      {approving && <ApproveOnlineOrderDialog order={approving} onClose={() => setApproving(null)} />}
    </>
  );
}

/** The signed-in salesperson (the '-for-sales' pages list their own orders). */
function useSalesId(): number | null {
  const session = useSession();
  return session?.kind === 'staff' ? session.employeeId : null;
}

const STAFF_ACTIONS: readonly TOrderRowAction[] = ['edit', 'copy', 'delete'];

// Each list is paged, sorted, searched and filtered by the server; the screen asks for one page (issue 13 §2).

export function OrderManagementPage() {
  const [range, setRange] = useState<TDateRange>(() => lastMonthsRange(DEFAULT_ORDER_RANGE_MONTHS));
  const columnFilters = useOrderColumnFilters();
  const page = useOrderPage({ ...rangeParams(range), ...columnFilters.params });
  return (
    <OrderList
      url="/sales-order-management"
      page={page}
      columnFilters={columnFilters}
      actions={STAFF_ACTIONS}
      canCreate
      filter={<DateRangeFilter value={range} onChange={setRange} presets={ORDER_RANGE_PRESETS} testId="order-range" />}
    />
  );
}

export function OutstandingOrdersPage() {
  const columnFilters = useOrderColumnFilters();
  const page = useOrderPageOfSales(useSalesId(), 'inProcess', columnFilters.params);
  return (
    <OrderList
      url="/sales-order-management-for-sales"
      page={page}
      columnFilters={columnFilters}
      actions={STAFF_ACTIONS}
      canCreate
    />
  );
}

export function DraftOrdersPage() {
  const columnFilters = useOrderColumnFilters();
  const page = useOrderPageOfSales(useSalesId(), 'drafts', columnFilters.params);
  return (
    <OrderList
      url="/draft-order-management-for-sales"
      page={page}
      columnFilters={columnFilters}
      actions={['edit', 'copy', 'approveDraft', 'delete']}
      editVariant="draft"
      canCreate
    />
  );
}

/** spec 01 §6: no deletion in the online approval view; the page may not write orders, so it only views them. */
export function PrepaidOrderApprovalPage() {
  const columnFilters = useOrderColumnFilters();
  const page = useOrderPage({ orderStatusId: ORDER_STATUS.Online, ...columnFilters.params });
  return (
    <OrderList
      url="/online-sales-order"
      page={page}
      columnFilters={columnFilters}
      actions={['view', 'approveOnline']}
      canCreate={false}
    />
  );
}
