import { PAGES } from '@packline/domain';
import { Typography } from 'antd';

/** The heading every screen opens with (an h2). */
export function PageTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ marginTop: 0 }} data-testid="page-title">
      {children}
    </Typography.Title>
  );
}

/** The title the page list gives the url (packages/domain PAGES). */
export function PageTitleOf({ url }: { url: string }) {
  return <PageTitle>{PAGES.find((page) => page.url === url)?.title ?? url}</PageTitle>;
}
