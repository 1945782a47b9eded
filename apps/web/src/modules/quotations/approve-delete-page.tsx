import type { TQuotationRow } from '@packline/domain';
import { useMemo } from 'react';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { isDraft, QUOTATION_COLUMNS } from './quotation-columns.tsx';
import { QuotationRowActions } from './quotation-list-actions.tsx';
import { useDraftSelection } from './quotation-list-bulk.tsx';
import { useQuotationDialogs } from './quotation-list-dialogs.tsx';
import { useQuotations } from './quotations.api.ts';

/** spec 02 §2 Approve Delete: every draft (draft 1 and bulk draft 2), approved or deleted several at a time. */
export default function ApproveDeletePage() {
  const quotations = useQuotations({});
  const drafts = useMemo(() => quotations.data?.filter(isDraft), [quotations.data]);
  const dialogs = useQuotationDialogs();
  const selection = useDraftSelection({ dialogs });
  return (
    <>
      <PageTitleOf url="/approve-delete" />
      <CrudTable<TQuotationRow>
        rows={drafts}
        loading={quotations.isFetching}
        rowKey="quotationId"
        columns={QUOTATION_COLUMNS}
        rowActions={(row) => <QuotationRowActions row={row} dialogs={dialogs} actions={['edit']} />}
        rowSelection={selection.rowSelection}
        toolbar={selection.toolbar}
        testId="quotation-list"
      />
      {dialogs.dialogs}
    </>
  );
}
