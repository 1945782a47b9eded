import { NotificationOutlined } from '@ant-design/icons';
import {
  BACKUPS_PAGE,
  DISPATCH_WRITE_PAGES,
  formatDate,
  ORDER_DISPATCH_PAGES,
  ORDER_WRITE_PAGES,
  PERMISSION,
} from '@packline/domain';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { BackupNotice } from '../backups/backup-notice.tsx';
import { PhoneScanButtons } from '../labels/mobile/scan-links.tsx';
import { useRoleNotices } from '../lookups/lookups.api.ts';
import { DashboardColumns, type TDashboardBox } from '../sales-orders/dashboard-columns.tsx';
import { DashboardDetail } from '../sales-orders/dashboard-detail.tsx';
import { DashboardRecentSold } from '../sales-orders/dashboard-recent-sold.tsx';
import { OrderDialog } from '../sales-orders/order-dialog.tsx';
import { HOME_OUTSTANDING_LISTS, OutstandingOrders } from './outstanding-orders.tsx';

// The pages the server lets change orders (ORDER_WRITE_PAGES), finish or move them (with ORDER_DISPATCH_PAGES) and
// create dispatches (DISPATCH_WRITE_PAGES); without them the orders open read-only and the outstanding list has no
// actions.
const ORDER_ACTION_PAGES: readonly string[] = [...ORDER_WRITE_PAGES, ...ORDER_DISPATCH_PAGES];
const DISPATCH_PAGES: readonly string[] = DISPATCH_WRITE_PAGES;

interface TOpenOrder {
  open: boolean;
  orderId?: number;
}

/**
 * The staff landing page (spec 01 §2 Home dashboard): the status columns and, under them, the outstanding list or a
 * count box's orders; the Notice Board on the right returns to the outstanding list.
 */
export function HomePage() {
  const session = useSession();
  const staff = session?.kind === 'staff' ? session : null;
  const [box, setBox] = useState<TDashboardBox | null>(null);
  // Kept after closing so the dialog's content does not change during its closing animation.
  const [order, setOrder] = useState<TOpenOrder>({ open: false });
  const canSeeSold = (staff?.permissions ?? []).includes(PERMISSION.ViewRecentSold);
  const pageUrls = (staff?.pages ?? []).map((page) => page.pageUrl);
  const canEdit = pageUrls.some((url) => (ORDER_WRITE_PAGES as readonly string[]).includes(url));
  const canAct = pageUrls.some((url) => ORDER_ACTION_PAGES.includes(url));
  const canDispatch = pageUrls.some((url) => DISPATCH_PAGES.includes(url));

  return (
    <>
      <PageTitle>Home</PageTitle>
      <BackupNotice canSee={pageUrls.includes(BACKUPS_PAGE)} />
      <PhoneScanButtons />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={18}>
          <DashboardColumns selected={box} onSelect={setBox} />
        </Col>
        <Col xs={24} xl={6}>
          <Flex vertical gap={24}>
            {canSeeSold && <DashboardRecentSold />}
            <NoticeBoard roleId={staff?.roleId ?? null} onClick={box ? () => setBox(null) : undefined} />
          </Flex>
        </Col>
        {/* The whole width: the list's columns (Due among them) are not cut at the side panel's edge. */}
        <Col xs={24}>
          {box ? (
            <DashboardDetail
              box={box}
              onBack={() => setBox(null)}
              onOpen={(row) => setOrder({ open: true, orderId: row.orderId })}
            />
          ) : (
            <Card size="small" title="Outstanding Orders" data-testid="outstanding">
              <OutstandingOrders lists={HOME_OUTSTANDING_LISTS} canAct={canAct} canDispatch={canDispatch} />
            </Card>
          )}
        </Col>
      </Row>
      <OrderDialog
        open={order.open}
        variant="edit"
        orderId={order.orderId}
        readOnly={!canEdit}
        onClose={() => setOrder((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

/** spec 01 §2: clicking the Notice Board returns to the outstanding view. */
function NoticeBoard({ roleId, onClick }: { roleId: number | null; onClick?: () => void }) {
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
      hoverable={Boolean(onClick)}
      onClick={onClick}
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
