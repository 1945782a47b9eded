import { NotificationOutlined } from '@ant-design/icons';
import { formatDate } from '@packline/domain';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useSession } from '../api/session.ts';
import { useRoleNotices } from './home.api.ts';

/** The staff landing page (spec 01 §2 Home dashboard); the status columns sit left of the Notice Board. */
export function HomePage() {
  const session = useSession();
  return (
    <>
      <Typography.Title level={2}>Home</Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={18} />
        <Col xs={24} xl={6}>
          <NoticeBoard roleId={session?.kind === 'staff' ? session.roleId : null} />
        </Col>
      </Row>
    </>
  );
}

function NoticeBoard({ roleId }: { roleId: number | null }) {
  const notices = useRoleNotices(roleId);
  const rows = notices.data ?? [];
  return (
    <Card
      title={
        <span>
          <NotificationOutlined /> Notice Board
        </span>
      }
      loading={notices.isLoading}
      data-testid="notice-board"
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notices" />
      ) : (
        rows.map((notice) => (
          <div key={notice.notificationId} className="notice" data-testid="notice">
            <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
              {notice.notificationContext}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {formatDate(notice.startDate)} – {formatDate(notice.endDate)}
            </Typography.Text>
          </div>
        ))
      )}
    </Card>
  );
}
