import { DISPATCH_STATUS, type TOrderRow } from '@packline/domain';
import { Alert, Form, Modal, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { WIDE_DIALOG } from '../../ui/list-dialog.tsx';
import { useConfirmClose, useTouchedForms } from '../../ui/use-confirm-close.ts';
import { useDispatchableOrders, useOrder, usePickupableOrders } from '../sales-orders/sales-orders.api.ts';
import { useDispatch } from './dispatch.api.ts';
import { DispatchCourierForm } from './dispatch-courier-form.tsx';
import { DispatchPickingForm } from './dispatch-picking-form.tsx';

// The dispatch dialog (spec 01 §2, §4): create a dispatch for an order (picking its boxes), update one still being
// picked, or complete it with the courier form. Creating offers the courier form straight away.

export interface TDispatchDialogProps {
  /**
   * create: a new dispatch for `orderId` (or, without one, the user picks an order awaiting dispatch);
   * update: change the picked boxes / pallet of a dispatch still being picked (status 3);
   * complete: the courier form (courier and tracking number) of a dispatch still being picked.
   */
  mode: 'create' | 'update' | 'complete';
  orderId?: number;
  dispatchId?: number;
  onClose: () => void;
}

const TITLES: Record<TDispatchDialogProps['mode'], string> = {
  create: 'Create Dispatch',
  update: 'Update Dispatch',
  complete: 'Complete Dispatch',
};

/** Rendered while open; it closes itself (Cancel, done) and calls onClose once it has animated out. */
export function DispatchDialog(props: TDispatchDialogProps) {
  const [open, setOpen] = useState(true);
  // Creating may continue into the courier form of the new dispatch.
  const [stage, setStage] = useState({ mode: props.mode, dispatchId: props.dispatchId });
  const close = () => setOpen(false);
  // The pallet or courier form typed into, or boxes picked, and not saved: closing asks first.
  const forms = useTouchedForms();
  const [picked, setPicked] = useState(false);
  const cancel = useConfirmClose({ changed: () => picked || forms.touched(), onClose: close });
  return (
    <Modal
      open={open}
      title={TITLES[stage.mode]}
      onCancel={cancel}
      afterClose={props.onClose}
      maskClosable={false}
      destroyOnHidden
      footer={null}
      {...WIDE_DIALOG}
    >
      <Form.Provider {...forms.providerProps}>
        <div data-testid="dispatch-dialog">
          {stage.mode === 'complete' ? (
            stage.dispatchId ? (
              <DispatchCourierForm dispatchId={stage.dispatchId} onDone={close} onCancel={cancel} />
            ) : (
              <Alert type="error" title="No dispatch to complete." />
            )
          ) : stage.mode === 'update' ? (
            <UpdateDispatch
              dispatchId={stage.dispatchId}
              onClose={close}
              onCancel={cancel}
              onPicksChange={() => setPicked(true)}
            />
          ) : (
            <CreateDispatch
              orderId={props.orderId}
              onCreated={(dispatchId) => {
                setPicked(false);
                setStage({ mode: 'complete', dispatchId });
              }}
              onClose={close}
              onCancel={cancel}
              onPicksChange={() => setPicked(true)}
            />
          )}
        </div>
      </Form.Provider>
    </Modal>
  );
}

interface TStageProps {
  onClose: () => void;
  /** Cancel: asks first when something was changed. */
  onCancel: () => void;
  onPicksChange: () => void;
}

function CreateDispatch(props: TStageProps & { orderId?: number; onCreated: (dispatchId: number) => void }) {
  const [orderId, setOrderId] = useState(props.orderId);
  const order = useOrder(orderId);
  return (
    <>
      {props.orderId === undefined && <OrderChoice value={orderId} onChange={setOrderId} />}
      {orderId && !order.data && <Spin />}
      {order.data && (
        <DispatchPickingForm
          key={order.data.orderId}
          order={order.data}
          onCreated={props.onCreated}
          onDone={props.onClose}
          onCancel={props.onCancel}
          onPicksChange={props.onPicksChange}
        />
      )}
    </>
  );
}

function UpdateDispatch(props: TStageProps & { dispatchId?: number }) {
  const dispatch = useDispatch(props.dispatchId);
  const order = useOrder(dispatch.data?.orderId);
  if (!props.dispatchId) return <Alert type="error" title="No dispatch to update." />;
  if (!dispatch.data || !order.data) return <Spin />;
  if (dispatch.data.status !== DISPATCH_STATUS.Picking) {
    return (
      <Alert type="warning" showIcon title={`This dispatch is ${dispatch.data.statusName}; it cannot be changed.`} />
    );
  }
  return (
    <DispatchPickingForm
      order={order.data}
      dispatch={dispatch.data}
      onCreated={props.onClose}
      onDone={props.onClose}
      onCancel={props.onCancel}
      onPicksChange={props.onPicksChange}
    />
  );
}

const orderLabel = (order: TOrderRow) => `${order.orderNo} · ${order.company}`;

/** Without a given order: one of the orders awaiting dispatch or being picked. */
function OrderChoice(props: { value?: number; onChange: (orderId: number) => void }) {
  const dispatchable = useDispatchableOrders();
  const pickupable = usePickupableOrders();
  const options = useMemo(() => {
    const orders = new Map<number, TOrderRow>();
    for (const order of [...(dispatchable.data ?? []), ...(pickupable.data ?? [])]) orders.set(order.orderId, order);
    return [...orders.values()].map((order) => ({ value: order.orderId, label: orderLabel(order) }));
  }, [dispatchable.data, pickupable.data]);
  return (
    <Form layout="vertical">
      <Form.Item label="Order" required>
        <Select<number>
          value={props.value}
          onChange={props.onChange}
          options={options}
          loading={dispatchable.isLoading || pickupable.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select an order awaiting dispatch"
          data-testid="dispatch-order-choice"
        />
      </Form.Item>
    </Form>
  );
}
