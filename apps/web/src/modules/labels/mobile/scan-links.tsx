import { CheckSquareOutlined, InboxOutlined, SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { MOBILE_SCAN_URLS, normalisePageUrl, type TSessionPage } from '@packline/domain';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { usePhone } from '../../../ui/use-phone.ts';

// Issue 30: the scan screens are in the Mobile page group, out of the menu; a phone reaches them from Home's buttons
// and from one another.

const SCAN_URLS: readonly string[] = Object.values(MOBILE_SCAN_URLS);
const SCAN_ICONS: Record<string, ReactNode> = {
  [MOBILE_SCAN_URLS.lookup]: <SearchOutlined />,
  [MOBILE_SCAN_URLS.relocatePallet]: <SwapOutlined />,
  [MOBILE_SCAN_URLS.relocateBoxes]: <InboxOutlined />,
  [MOBILE_SCAN_URLS.warehouseConfirm]: <CheckSquareOutlined />,
};

/** The scan screens among the signed-in user's pages (the list the menu is built from), in the pages' order. */
function useScanPages(): TSessionPage[] {
  const session = useSession();
  const pages = session?.kind === 'staff' ? session.pages : [];
  return pages
    .filter((page) => SCAN_URLS.includes(normalisePageUrl(page.pageUrl)))
    .sort((a, b) => a.sortingOrder - b.sortingOrder);
}

/** Home on a phone: one big button per scan screen the user may open; nothing on a desk. */
export function PhoneScanButtons() {
  const phone = usePhone();
  const pages = useScanPages();
  const navigate = useNavigate();
  if (!phone || pages.length === 0) return null;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 24 }} data-testid="scan-buttons">
      {pages.map((page) => (
        <Button
          key={page.pageId}
          type="primary"
          size="large"
          block
          icon={SCAN_ICONS[normalisePageUrl(page.pageUrl)]}
          onClick={() => navigate(page.pageUrl)}
          style={{ height: 64, fontSize: 18 }}
        >
          {page.pageName}
        </Button>
      ))}
    </Flex>
  );
}

/** A scan screen's way to the other scan screens the user may open. */
export function ScanLinks({ current }: { current: string }) {
  const others = useScanPages().filter((page) => normalisePageUrl(page.pageUrl) !== current);
  if (others.length === 0) return null;
  return (
    <Flex wrap gap="4px 16px" style={{ marginBottom: 12 }} data-testid="scan-links">
      {others.map((page) => (
        <Link key={page.pageId} to={page.pageUrl}>
          {SCAN_ICONS[normalisePageUrl(page.pageUrl)]} {page.pageName}
        </Link>
      ))}
    </Flex>
  );
}
