import { formatDate, type TQualificationAlert } from '@packline/domain';
import { Space, Tag } from 'antd';

// The supplier's qualification alerts (spec 02 §9: flagged within 7 days of expiry), on the supplier list and the
// purchase order screens.

/** The qualifications that are expired (red) or expire within 7 days (orange), as tags. */
export function QualificationAlerts({ alerts }: { alerts: readonly TQualificationAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Space size={4} wrap data-testid="qualification-alerts">
      {alerts.map((alert) => (
        <Tag key={alert.qualificationId} color={alert.expired ? 'red' : 'orange'}>
          {alert.qualificationName} {alert.expired ? 'expired' : 'expires'} {formatDate(alert.expDate)}
        </Tag>
      ))}
    </Space>
  );
}
