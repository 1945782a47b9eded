import type { TOrderRow } from '@packline/domain';
import { Button, Empty, Popconfirm, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { AutoRefreshCountdown } from '../../ui/auto-refresh.tsx';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import { OrderDialog } from '../sales-orders/order-dialog.tsx';
import { OrderTable } from '../sales-orders/order-table.tsx';
import {
  useChangeOrderPickup,
  useDispatchableOrders,
  useFinishDispatch,
  usePickupableOrders,
} from '../sales-orders/sales-orders.api.ts';
import { DispatchDialog } from './dispatch-dialog.tsx';

// spec 01 §2 Awaiting Dispatch / Picking / Home outstanding list: the orders awaiting dispatch (GetDispachableOrder)
// and those set aside for picking (GetPickupableOrder), multi-select, Finish / Handle / To Picking / To Dispatching,
// and the auto-refresh countdown of spec 01 §9 that holds while a dialog is open.

export type TOutstandingList = 'all' | 'dispatching' | 'picking';

/** Home switches between the three; each dispatch page shows one. */
export const HOME_OUTSTANDING_LISTS: readonly TOutstandingList[] = ['all', 'dispatching', 'picking'];

/** spec 01 §4: the tooltip of a picking row that may not be selected. */
export const NOT_PICKABLE_REASON =
  'Not every quantity of this order is a whole number of cartons, so it cannot be picked.';

const EMPTY_TEXT: Record<TOutstandingList, string> = {
  all: 'No outstanding orders',
  dispatching: 'No orders awaiting dispatch',
  picking: 'No orders to pick',
};

export interface TOutstandingOrdersProps {
  lists: readonly TOutstandingList[];
  /** The session may finish orders and move them between picking and dispatching. */
  canAct: boolean;
  /** The session may create dispatches (Handle). */
  canDispatch: boolean;
}

interface TOpenOrder {
  open: boolean;
  orderId?: number;
}

export function OutstandingOrders({ lists, canAct, canDispatch }: TOutstandingOrdersProps) {
  const [shown, setShown] = useState<TOutstandingList>(lists[0] ?? 'all');
  const withDispatching = lists.includes('all') || lists.includes('dispatching');
  const withPicking = lists.includes('all') || lists.includes('picking');
  const dispatchable = useDispatchableOrders(withDispatching);
  const pickupable = usePickupableOrders(withPicking);
  const finish = useFinishDispatch();
  const changePickup = useChangeOrderPickup();
  const invalidate = useInvalidateController();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Kept after closing so the order dialog's content does not change during its closing animation.
  const [order, setOrder] = useState<TOpenOrder>({ open: false });
  const [handling, setHandling] = useState<number | null>(null);

  const dispatching = dispatchable.data ?? [];
  const picking = pickupable.data ?? [];
  const unpickable = useMemo(
    () => new Set(picking.filter((row) => !row.pickable).map((row) => row.orderId)),
    [picking],
  );
  const rows: TOrderRow[] =
    shown === 'dispatching' ? dispatching : shown === 'picking' ? picking : [...dispatching, ...picking];
  // A refresh may take a selected order off the list (finished elsewhere) or make it unpickable; only rows still
  // shown and selectable stay selected.
  const selected = rows.filter((row) => selectedIds.includes(row.orderId) && !unpickable.has(row.orderId));

  const runFinish = async () => {
    setBusy(true);
    // One call per order: a refused one (already delivered) shows its Error! and the others still finish.
    for (const row of selected) await succeeded(finish.mutateAsync(row.orderId));
    setSelectedIds([]);
    setBusy(false);
  };

  const movePickup = async (pickupFlag: 0 | 1) => {
    const orderIds = selected.filter((row) => row.pickupFlag !== pickupFlag).map((row) => row.orderId);
    setBusy(true);
    if (await succeeded(changePickup.mutateAsync({ orderIds, pickupFlag }))) setSelectedIds([]);
    setBusy(false);
  };

  const handleOne = selected.length === 1 ? selected[0] : undefined;
  const toPicking = selected.some((row) => row.pickupFlag === 0);
  const toDispatching = selected.some((row) => row.pickupFlag === 1);
  const canSelect = canAct || canDispatch;

  return (
    <>
      <OrderTable
        dataSource={rows}
        loading={dispatchable.isFetching || pickupable.isFetching}
        columnSet="awaiting"
        selectedIds={selected.map((row) => row.orderId)}
        onSelect={canSelect ? setSelectedIds : undefined}
        unselectableReason={(row) => (unpickable.has(row.orderId) ? NOT_PICKABLE_REASON : null)}
        onOpen={(row) => setOrder({ open: true, orderId: row.orderId })}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[shown]} />}
        toolbar={
          <>
            {lists.length > 1 && (
              <Segmented<TOutstandingList>
                value={shown}
                onChange={setShown}
                options={lists.map((list) => ({
                  value: list,
                  label: `${LIST_LABELS[list]} (${countOf(list, dispatching.length, picking.length)})`,
                }))}
                data-testid="outstanding-shown"
              />
            )}
            {canAct && (
              <Popconfirm
                title="Are you sure?"
                okText="OK"
                cancelText="Cancel"
                onOpenChange={setConfirming}
                onConfirm={runFinish}
                disabled={selected.length === 0}
              >
                <Button type="primary" disabled={selected.length === 0} loading={busy} data-testid="outstanding-finish">
                  Finish
                </Button>
              </Popconfirm>
            )}
            {canDispatch && (
              <Button
                disabled={!handleOne || busy}
                onClick={() => handleOne && setHandling(handleOne.orderId)}
                data-testid="outstanding-handle"
              >
                Handle
              </Button>
            )}
            {canAct && withDispatching && (
              <Button disabled={!toPicking || busy} onClick={() => movePickup(1)} data-testid="outstanding-to-picking">
                To Picking
              </Button>
            )}
            {canAct && withPicking && (
              <Button
                disabled={!toDispatching || busy}
                onClick={() => movePickup(0)}
                data-testid="outstanding-to-dispatching"
              >
                To Dispatching
              </Button>
            )}
            <AutoRefreshCountdown
              refresh={() => invalidate('/SalesOrder/')}
              held={order.open || handling !== null || confirming}
              testId="outstanding-countdown"
            />
          </>
        }
        testId="outstanding-list"
      />
      <OrderDialog
        open={order.open}
        variant="awaiting-dispatch"
        orderId={order.orderId}
        onClose={() => setOrder((current) => ({ ...current, open: false }))}
      />
      {handling !== null && (
        <DispatchDialog
          mode="create"
          orderId={handling}
          onClose={() => {
            setHandling(null);
            setSelectedIds([]);
          }}
        />
      )}
    </>
  );
}

const LIST_LABELS: Record<TOutstandingList, string> = { all: 'All', dispatching: 'Dispatching', picking: 'Picking' };

function countOf(list: TOutstandingList, dispatching: number, picking: number): number {
  return list === 'dispatching' ? dispatching : list === 'picking' ? picking : dispatching + picking;
}
