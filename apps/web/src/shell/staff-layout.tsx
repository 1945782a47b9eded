import { DownOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { HOME_URL, MOBILE_GROUP, normalisePageUrl, type TSessionPage } from '@packline/domain';
import { Button, Dropdown, FloatButton, Layout, Menu, type MenuProps } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { logout, type TStaffSession } from '../api/session.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { IdleLock } from './idle-lock.tsx';
import { Logo } from './logo.tsx';
import { PageLoading } from './page-loading.tsx';
import { ShellFooter } from './shell-footer.tsx';

type TMenuItem = Required<MenuProps>['items'][number];

/** spec 01 §2 Top bar: groups by their sortingOrder, pages inside by theirs; the Mobile group stays out. */
export function buildStaffMenu(pages: readonly TSessionPage[]): TMenuItem[] {
  const groups = new Map<number, { name: string; sortingOrder: number; pages: TSessionPage[] }>();
  for (const page of pages) {
    if (page.group.groupName === MOBILE_GROUP) continue;
    const group = groups.get(page.groupId) ?? {
      name: page.group.groupName,
      sortingOrder: page.group.sortingOrder,
      pages: [],
    };
    group.pages.push(page);
    groups.set(page.groupId, group);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => a.sortingOrder - b.sortingOrder)
    .map(([groupId, group]) => ({
      key: `group-${groupId}`,
      label: group.name,
      children: group.pages
        .sort((a, b) => a.sortingOrder - b.sortingOrder)
        .map((page) => ({
          key: normalisePageUrl(page.pageUrl),
          label: <Link to={page.pageUrl}>{page.pageName}</Link>,
        })),
    }));
}

export function StaffLayout({ session }: { session: TStaffSession }) {
  const location = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  const menuItems = useMemo(() => buildStaffMenu(session.pages), [session.pages]);

  const userMenu: MenuProps = {
    items: [
      { key: 'change-password', icon: <KeyOutlined />, label: 'Change Password' },
      { key: 'logout', icon: <LogoutOutlined />, label: 'Logout' },
    ],
    onClick: ({ key }) => {
      if (key === 'change-password') setChangingPassword(true);
      if (key === 'logout') void logout();
    },
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="shell-header">
        <Link to={HOME_URL} aria-label="Packline home" className="shell-logo-link">
          <Logo />
        </Link>
        <Menu
          mode="horizontal"
          items={menuItems}
          selectedKeys={[normalisePageUrl(location.pathname)]}
          data-testid="staff-menu"
        />
        <Dropdown menu={userMenu} trigger={['click', 'hover']}>
          <Button type="text" data-testid="user-menu">
            Hi, {session.name || session.userName} <DownOutlined />
          </Button>
        </Dropdown>
      </Layout.Header>
      <Layout.Content className="shell-content">
        {/* spec: a temporary password is changed before any screen is used (the server refuses them anyway). */}
        {session.mustChangePassword ? null : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </Layout.Content>
      <ShellFooter />
      <FloatButton.BackTop data-testid="back-top" />
      <ChangePasswordDialog
        open={changingPassword || session.mustChangePassword}
        forced={session.mustChangePassword}
        onClose={() => setChangingPassword(false)}
      />
      <IdleLock userName={session.userName} />
    </Layout>
  );
}
