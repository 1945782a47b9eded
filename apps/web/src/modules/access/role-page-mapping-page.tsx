import type { TRolePageMapping } from '@packline/domain';
import { Card, Checkbox, Empty, Flex, Spin, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import {
  type TPageGroupRow,
  type TPageRow,
  useAllPages,
  usePageGroupList,
  useRolePageMappings,
  useRoles,
  useSetPageAccess,
} from './access.api.ts';

interface TGroupOfPages {
  group: TPageGroupRow;
  pages: TPageRow[];
}

const bySortingOrder = (a: { sortingOrder: number }, b: { sortingOrder: number }) => a.sortingOrder - b.sortingOrder;

/** spec 01 §2 Top bar: groups by their sortingOrder, pages inside a group by theirs (as the menu shows them). */
function groupPages(groups: readonly TPageGroupRow[], pages: readonly TPageRow[]): TGroupOfPages[] {
  return [...groups]
    .sort(bySortingOrder)
    .map((group) => ({ group, pages: pages.filter((page) => page.groupId === group.groupId).sort(bySortingOrder) }))
    .filter(({ pages: groupPages }) => groupPages.length > 0);
}

function RolePages(props: { roleId: number; groups: TGroupOfPages[]; mappings: readonly TRolePageMapping[] }) {
  const { roleId, groups, mappings } = props;
  const setPageAccess = useSetPageAccess();
  const [busyPages, setBusyPages] = useState<ReadonlySet<number>>(new Set());
  const mappingOfPage = useMemo(
    () => new Map(mappings.filter((m) => m.roleId === roleId).map((m) => [m.pageId, m.mappingId])),
    [mappings, roleId],
  );

  const toggle = async (pageId: number, granted: boolean) => {
    const mappingId = mappingOfPage.get(pageId);
    if (!granted && mappingId === undefined) return;
    setBusyPages((busy) => new Set(busy).add(pageId));
    // A refusal leaves the switch as the refetched mappings say.
    await succeeded(
      setPageAccess.mutateAsync(granted ? { granted, roleId, pageId } : { granted, mappingId: mappingId as number }),
    );
    setBusyPages((busy) => {
      const next = new Set(busy);
      next.delete(pageId);
      return next;
    });
  };

  return (
    <Flex vertical gap={12}>
      {groups.map(({ group, pages }) => (
        <Card key={group.groupId} size="small" title={group.groupName} data-testid={`page-group-${group.groupId}`}>
          <Flex wrap gap="8px 24px">
            {pages.map((page) => (
              <Checkbox
                key={page.pageId}
                checked={mappingOfPage.has(page.pageId)}
                disabled={busyPages.has(page.pageId)}
                onChange={(event) => toggle(page.pageId, event.target.checked)}
                data-testid={`role-page-${page.pageId}`}
              >
                {page.pageName} <Typography.Text type="secondary">{page.pageUrl}</Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/** spec 02 §2 User Authorisation: one tab per role, a checkbox per page grouped by page group. */
export default function RolePageMappingPage() {
  const roles = useRoles();
  const pageGroups = usePageGroupList();
  const pages = useAllPages();
  const mappings = useRolePageMappings();
  const groups = useMemo(() => groupPages(pageGroups.data ?? [], pages.data ?? []), [pageGroups.data, pages.data]);
  const loading = roles.isLoading || pageGroups.isLoading || pages.isLoading || mappings.isLoading;

  return (
    <>
      <PageTitle>User Authorisation</PageTitle>
      {loading ? (
        <Spin />
      ) : (roles.data ?? []).length === 0 ? (
        <Empty description="No roles" />
      ) : (
        <Tabs
          items={(roles.data ?? []).map((role) => ({
            key: String(role.roleId),
            label: role.roleName,
            children: <RolePages roleId={role.roleId} groups={groups} mappings={mappings.data ?? []} />,
          }))}
        />
      )}
    </>
  );
}
