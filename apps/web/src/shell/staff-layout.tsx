import { DownOutlined, KeyOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { HOME_URL, MOBILE_GROUP, normalisePageUrl, type TSessionPage } from '@packline/domain';
import { Button, Drawer, Dropdown, FloatButton, Layout, Menu, type MenuProps } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { logout, type TStaffSession } from '../api/session.ts';
import { Logo } from '../ui/logo.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import { usePhone } from '../ui/use-phone.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { IdleLock } from './idle-lock.tsx';
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
  const phone = usePhone();
  // The drawer stays open on the page it was opened on: a link in it navigates, and that closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = phone && drawerPath === location.pathname;
  const selectedKeys = [normalisePageUrl(location.pathname)];

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
      <Layout.Header className={phone ? 'shell-header shell-header-phone' : 'shell-header'}>
        {phone ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label="Menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerPath(location.pathname)}
            data-testid="menu-button"
          />
        ) : null}
        <Link to={HOME_URL} aria-label="Packline home" className="shell-logo-link">
          <Logo />
        </Link>
        {phone ? (
          <span className="shell-header-gap" />
        ) : (
          <Menu mode="horizontal" items={menuItems} selectedKeys={selectedKeys} data-testid="staff-menu" />
        )}
        <Dropdown menu={userMenu} trigger={['click', 'hover']}>
          <Button type="text" data-testid="user-menu">
            Hi, {session.name || session.userName} <DownOutlined />
          </Button>
        </Dropdown>
      </Layout.Header>
      {/* A phone has no room for the top menu: the same items open from the left, every group open (two taps). */}
      <Drawer
        open={drawerOpen}
        placement="left"
        size={300}
        title="Menu"
        onClose={() => setDrawerPath(null)}
        styles={{ body: { padding: 0 } }}
      >
        <Menu
          mode="inline"
          items={menuItems}
          selectedKeys={selectedKeys}
          defaultOpenKeys={menuItems.map((item) => String(item?.key))}
          onClick={() => setDrawerPath(null)}
          style={{ borderInlineEnd: 'none' }}
          data-testid="staff-drawer-menu"
        />
      </Drawer>
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
