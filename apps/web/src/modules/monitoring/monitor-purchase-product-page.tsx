import { PageTitleOf } from '../../ui/page-title.tsx';
import { StockMonitorTable } from './stock-monitor-table.tsx';

// spec 02 §2 Purchase Product Inventory Monitoring: the stock monitor of the bought-in (outsourced) products
// (StockMonitor/GetPOMonitor).

export default function MonitorPurchaseProductPage() {
  return (
    <>
      <PageTitleOf url="/monitor-purchase-product" />
      <StockMonitorTable purchased testId="po-monitor" />
    </>
  );
}
