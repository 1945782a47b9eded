import { QUOTATION_DRAFT, type TQuotationRow } from '@packline/domain';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { QUOTATION_COLUMNS } from './quotation-columns.tsx';
import { QuotationRowActions } from './quotation-list-actions.tsx';
import { useDraftSelection } from './quotation-list-bulk.tsx';
import { useQuotationDialogs } from './quotation-list-dialogs.tsx';
import { useQuotationPage } from './quotations.api.ts';

/** Drafts and bulk drafts: every quotation not yet approved. */
const DRAFTS = { drafts: `${QUOTATION_DRAFT.Draft},${QUOTATION_DRAFT.BulkDraft}` };

/** spec 02 §2 Approve Delete: every draft (draft 1 and bulk draft 2), approved or deleted several at a time. */
export default function ApproveDeletePage() {
  const quotations = useQuotationPage(DRAFTS);
  const dialogs = useQuotationDialogs();
  const selection = useDraftSelection({ dialogs });
  return (
    <>
      <PageTitleOf url="/approve-delete" />
      <CrudTable<TQuotationRow>
        {...quotations.tableProps}
        searchProps={quotations.searchProps}
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
