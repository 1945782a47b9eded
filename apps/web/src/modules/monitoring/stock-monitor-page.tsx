import { formatDateTime, type TStockAlert } from '@packline/domain';
import { Alert, Button, Card, List, Space } from 'antd';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useAcknowledgeAlert, useOpenStockAlerts } from './monitoring.api.ts';
import { StockMonitorTable } from './stock-monitor-table.tsx';

// spec 02 §2 Stock Monitor: every product's stock figures with the low flag, Sales Order and Work Order drill-downs,
// refreshed every 5 minutes; above it the low-stock alerts still open (issue 17), each acknowledged once.

function OpenAlerts() {
  const alerts = useOpenStockAlerts();
  const acknowledge = useAcknowledgeAlert();
  const rows = alerts.data ?? [];
  if (!rows.length) return null;
  return (
    <Card
      size="small"
      title={`Low-stock alerts (${rows.length})`}
      style={{ marginBottom: 12 }}
      data-testid="stock-alerts"
    >
      <List<TStockAlert>
        size="small"
        dataSource={rows}
        style={{ maxHeight: 220, overflow: 'auto' }}
        renderItem={(alert) => (
          <List.Item
            actions={
              alert.status === 1
                ? [
                    <Button
                      key="ack"
                      size="small"
                      loading={acknowledge.isPending && acknowledge.variables === alert.stockAlertId}
                      onClick={() => acknowledge.mutate(alert.stockAlertId)}
                      data-testid="stock-alert-acknowledge"
                    >
                      Acknowledge
                    </Button>,
                  ]
                : [<span key="by">Acknowledged by {alert.acknowledgedBy ?? 'someone'}</span>]
            }
          >
            <Space>
              <Alert type={alert.status === 1 ? 'error' : 'warning'} showIcon message={alert.statusName} banner />
              <span>
                {alert.productCode} — {alert.productName}
              </span>
              <span>since {formatDateTime(alert.openedAt)}</span>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

export default function StockMonitorPage() {
  return (
    <>
      <PageTitleOf url="/stock-monitor" />
      <OpenAlerts />
      <StockMonitorTable />
    </>
  );
}
