import { formatCount, type TWorkOrder } from '@packline/domain';
import { Alert, Tag, Tooltip } from 'antd';
import { useWorkOrdersOfSalesOrder } from './work-orders.api.ts';

// The shortfall of a work order one of whose steps was Partly complete (spec 02 §4, 9; issue 30): ordered − made, as
// the server computes it (TWorkOrder.made, .shortfall). Shown on Work Orders, the tracking screens and the sales order.

/** What a work order made of its quantity, e.g. 'Made 8,000 of 20,000: 12,000 short'. */
export const shortfallText = (w: Pick<TWorkOrder, 'quantity' | 'made' | 'shortfall'>) =>
  `Made ${formatCount(w.made ?? 0)} of ${formatCount(w.quantity)}: ${formatCount(w.shortfall)} short`;

/** '12,000 short' (orange), or nothing while no step is Partly complete or all was made. */
export function ShortfallTag({ workOrder }: { workOrder: Pick<TWorkOrder, 'quantity' | 'made' | 'shortfall'> }) {
  if (workOrder.shortfall <= 0) return null;
  return (
    <Tooltip title={shortfallText(workOrder)}>
      <Tag color="orange" data-testid="work-order-shortfall">
        {formatCount(workOrder.shortfall)} short
      </Tag>
    </Tooltip>
  );
}

/** On a sales order: each of its work orders that made less than ordered, saying by how much. */
export function SalesOrderShortfall({ orderId }: { orderId: number | undefined }) {
  const workOrders = useWorkOrdersOfSalesOrder(orderId);
  const short = (workOrders.data ?? []).filter((w) => w.shortfall > 0);
  if (short.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title="Production made less than ordered"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {short.map((w) => (
            <li key={w.workOrderId} data-testid="sales-order-shortfall">
              {`${w.workOrderNo} (${w.productCode}): ${shortfallText(w)}`}
            </li>
          ))}
        </ul>
      }
    />
  );
}
