import { CATALOGUES } from '@packline/domain';
import { CatalogueCrudTable } from '../../ui/catalogue-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { usePageGroups, usePagesOfGroup } from './access.api.ts';

// spec 02 §5 Pages: page and page group name, sorting order and URL are required ('Required').
const REQUIRED = 'Required';

function GroupPages({ groupId }: { groupId: number }) {
  const pages = usePagesOfGroup(groupId);
  return (
    <CatalogueCrudTable
      def={CATALOGUES.page}
      binding={pages.tableProps}
      parent={{ key: 'groupId', id: groupId }}
      requiredMessage={REQUIRED}
      testId="group-pages"
    />
  );
}

/** spec 02 §2: Page Group table; Modify Pages lists and edits the group's pages. */
export default function PageManagementPage() {
  const def = CATALOGUES.pageGroup;
  const groups = usePageGroups();
  return (
    <>
      <PageTitle>{def.title}</PageTitle>
      <CatalogueCrudTable
        def={def}
        binding={groups.tableProps}
        requiredMessage={REQUIRED}
        childList={{
          label: 'Modify Pages',
          testId: 'modify-pages',
          render: (row) => <GroupPages groupId={Number(row.groupId)} />,
        }}
      />
    </>
  );
}
