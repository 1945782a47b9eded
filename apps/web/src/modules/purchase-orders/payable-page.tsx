import { PO_LIST_MODE } from '@packline/domain';
import { PurchaseOrderList } from './purchase-order-list.tsx';

export default function PayablePage() {
  return <PurchaseOrderList mode={PO_LIST_MODE.Payable} />;
}
