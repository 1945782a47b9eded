import { PageTitleOf } from '../../ui/page-title.tsx';
import { OutstandingOrders, type TOutstandingList } from './outstanding-orders.tsx';

// spec 01 §2: the Awaiting Dispatch and Picking screens are the Home outstanding list, one list each. Whoever reaches
// these pages may finish orders, move them and create dispatches (ORDER_DISPATCH_PAGES, DISPATCH_WRITE_PAGES).

const DISPATCHING: readonly TOutstandingList[] = ['dispatching'];
const PICKING: readonly TOutstandingList[] = ['picking'];

/** /awaiting-dispatch: GET SalesOrder/GetDispachableOrder. */
export function AwaitingDispatchPage() {
  return (
    <>
      <PageTitleOf url="/awaiting-dispatch" />
      <OutstandingOrders lists={DISPATCHING} canAct canDispatch />
    </>
  );
}

/** /PickupList: GET SalesOrder/GetPickupableOrder; only whole-carton orders may be selected (spec 01 §4). */
export function PickupListPage() {
  return (
    <>
      <PageTitleOf url="/PickupList" />
      <OutstandingOrders lists={PICKING} canAct canDispatch />
    </>
  );
}
