import type { TOrderRow } from '@packline/domain';
import { Button, Card, Empty, Popconfirm, Segmented } from 'antd';
import { useState } from 'react';
import { AutoRefreshCountdown } from '../../ui/auto-refresh.tsx';
import { useInvalidateController } from '../../ui/use-crud-resource.ts';
import type { TOrderDialogVariant } from './order-dialog.tsx';
import { OrderTable } from './order-table.tsx';
import {
  useChangeOrderPickup,
  useDispatchableOrders,
  useFinishDispatch,
  usePickupableOrders,
} from './sales-orders.api.ts';

// spec 01 §2 Home outstanding list: the orders awaiting dispatch and those set aside for picking, multi-select,
// Finish / Handle / To Picking / To Dispatching, and the auto-refresh countdown of spec 01 §9.

type TShown = 'all' | 'dispatching' | 'picking';

export interface TDashboardOutstandingProps {
  /** An order dialog of the page is open: the auto-refresh holds and its countdown stays reset. */
  dialogOpen: boolean;
  /** The session may finish orders and move them between picking and dispatching; otherwise the list is read-only. */
  canAct: boolean;
  onOpenOrder: (
    variant: Extract<TOrderDialogVariant, 'awaiting-dispatch' | 'handle-dispatch'>,
    orderId: number,
  ) => void;
}

export function DashboardOutstanding({ dialogOpen, canAct, onOpenOrder }: TDashboardOutstandingProps) {
  const dispatchable = useDispatchableOrders();
  const pickupable = usePickupableOrders();
  const finish = useFinishDispatch();
  const changePickup = useChangeOrderPickup();
  const invalidate = useInvalidateController();
  const [shown, setShown] = useState<TShown>('all');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Every SalesOrder read on the screen (these lists and the dashboard counts) refreshes together.

  const dispatching = dispatchable.data ?? [];
  const picking = pickupable.data ?? [];
  const rows = shown === 'dispatching' ? dispatching : shown === 'picking' ? picking : [...dispatching, ...picking];
  // A refresh may take a selected order off the list (finished elsewhere); only rows still shown stay selected.
  const selected = rows.filter((row) => selectedIds.includes(row.orderId));

  const runFinish = async () => {
    setBusy(true);
    try {
      // One call per order: a refused one (already delivered) shows its Error! and the others still finish.
      for (const row of selected) await finish.mutateAsync(row.orderId).catch(() => undefined);
      setSelectedIds([]);
    } finally {
      setBusy(false);
    }
  };

  const movePickup = async (pickupFlag: 0 | 1) => {
    const orderIds = selected.filter((row) => row.pickupFlag !== pickupFlag).map((row) => row.orderId);
    setBusy(true);
    try {
      await changePickup.mutateAsync({ orderIds, pickupFlag });
      setSelectedIds([]);
    } catch {
      // The API client has shown the Error! dialog.
    } finally {
      setBusy(false);
    }
  };

  const handleOne = selected.length === 1 ? selected[0] : undefined;
  const toPicking = selected.some((row) => row.pickupFlag === 0);
  const toDispatching = selected.some((row) => row.pickupFlag === 1);

  return (
    <Card
      size="small"
      title="Outstanding Orders"
      extra={
        <AutoRefreshCountdown
          refresh={() => invalidate('/SalesOrder/')}
          held={dialogOpen || confirming}
          testId="outstanding-countdown"
        />
      }
      data-testid="outstanding"
    >
      <OrderTable
        rows={rows}
        loading={dispatchable.isFetching || pickupable.isFetching}
        columnSet="awaiting"
        selectedIds={selected.map((row) => row.orderId)}
        onSelect={canAct ? setSelectedIds : undefined}
        onOpen={(row: TOrderRow) => onOpenOrder('awaiting-dispatch', row.orderId)}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No outstanding orders" />}
        toolbar={
          <>
            <Segmented<TShown>
              value={shown}
              onChange={setShown}
              options={[
                { value: 'all', label: `All (${dispatching.length + picking.length})` },
                { value: 'dispatching', label: `Dispatching (${dispatching.length})` },
                { value: 'picking', label: `Picking (${picking.length})` },
              ]}
              data-testid="outstanding-shown"
            />
            {canAct && (
              <>
                <Popconfirm
                  title="Are you sure?"
                  okText="OK"
                  cancelText="Cancel"
                  onOpenChange={setConfirming}
                  onConfirm={runFinish}
                  disabled={selected.length === 0}
                >
                  <Button
                    type="primary"
                    disabled={selected.length === 0}
                    loading={busy}
                    data-testid="outstanding-finish"
                  >
                    Finish
                  </Button>
                </Popconfirm>
                <Button
                  disabled={!handleOne || busy}
                  onClick={() => handleOne && onOpenOrder('handle-dispatch', handleOne.orderId)}
                  data-testid="outstanding-handle"
                >
                  Handle
                </Button>
                <Button
                  disabled={!toPicking || busy}
                  onClick={() => movePickup(1)}
                  data-testid="outstanding-to-picking"
                >
                  To Picking
                </Button>
                <Button
                  disabled={!toDispatching || busy}
                  onClick={() => movePickup(0)}
                  data-testid="outstanding-to-dispatching"
                >
                  To Dispatching
                </Button>
              </>
            )}
          </>
        }
        testId="outstanding-list"
      />
    </Card>
  );
}
