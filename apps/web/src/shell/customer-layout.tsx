import { LogoutOutlined } from '@ant-design/icons';
import { CUSTOMER_HOME_URL } from '@packline/domain';
import { Button, Flex, Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { logout, type TCustomerSession } from '../api/session.ts';
import { MODULE_ROUTES } from '../modules/module-routes.ts';
import { Logo } from '../ui/logo.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ShellFooter } from './shell-footer.tsx';

/** spec 01 §2: an online customer always sees their order page, whatever the address. */
export function CustomerLayout({ session }: { session: TCustomerSession }) {
  const CustomerOrders = MODULE_ROUTES[CUSTOMER_HOME_URL];
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="shell-header">
        <Logo />
        <Flex flex={1} justify="end" align="center" gap={16}>
          <Typography.Text data-testid="customer-greeting">Hi, {session.company}</Typography.Text>
          <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="customer-logout">
            Logout
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content className="shell-content">
        {CustomerOrders ? (
          <Suspense fallback={<PageLoading />}>
            <CustomerOrders />
          </Suspense>
        ) : (
          <NotFoundPage />
        )}
      </Layout.Content>
      <ShellFooter />
    </Layout>
  );
}
