import { QUOTATION_DRAFT, type TQuotationRow } from '@packline/domain';
import { Button } from 'antd';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { QUOTATION_COLUMNS } from './quotation-columns.tsx';
import { QuotationRowActions } from './quotation-list-actions.tsx';
import { useDraftSelection } from './quotation-list-bulk.tsx';
import { type TQuotationDialogs, useQuotationDialogs } from './quotation-list-dialogs.tsx';
import { QuotationRowLines } from './quotation-list-lines.tsx';
import { useQuotationPage } from './quotations.api.ts';

/**
 * spec 02 §2 quotation list variants: every quotation, Draft Quotation (draft=1), Bulk Edit Quotation (draft=2,
 * approved, deleted or e-mailed several at a time) and Contract Price (isFinal=1, lines deleted one by one).
 */
export type TQuotationListVariant = 'all' | 'draft' | 'bulk' | 'contract';

interface TVariant {
  url: string;
  query: { draft?: number; isFinal?: number };
}

const VARIANTS: Record<TQuotationListVariant, TVariant> = {
  all: { url: '/quotation-management', query: {} },
  draft: { url: '/quote-only-draft', query: { draft: QUOTATION_DRAFT.Draft } },
  bulk: { url: '/quote-base-draft', query: { draft: QUOTATION_DRAFT.BulkDraft } },
  contract: { url: '/contractPrice', query: { isFinal: 1 } },
};

function NewButtons({ variant, dialogs }: { variant: TQuotationListVariant; dialogs: TQuotationDialogs }) {
  if (variant === 'contract') {
    return (
      <Button type="primary" onClick={() => dialogs.openQuotation('contract')} data-testid="quotation-new">
        New Contract Price
      </Button>
    );
  }
  return (
    <>
      <Button type="primary" onClick={() => dialogs.openQuotation('normal')} data-testid="quotation-new">
        New Quotation
      </Button>
      <Button onClick={() => dialogs.openQuotation('template')} data-testid="quotation-new-from-template">
        New from Template
      </Button>
    </>
  );
}

export function QuotationListPage({ variant }: { variant: TQuotationListVariant }) {
  const { url, query } = VARIANTS[variant];
  // The server filters, sorts, searches and pages; the screen asks for one page (issue 13 §2).
  const quotations = useQuotationPage(query);
  const dialogs = useQuotationDialogs();
  const selection = useDraftSelection({ dialogs, priceChangeEmail: true });
  const bulk = variant === 'bulk';
  return (
    <>
      <PageTitleOf url={url} />
      <CrudTable<TQuotationRow>
        {...quotations.tableProps}
        searchProps={quotations.searchProps}
        rowKey="quotationId"
        columns={QUOTATION_COLUMNS}
        rowActions={(row) => <QuotationRowActions row={row} dialogs={dialogs} />}
        rowSelection={bulk ? selection.rowSelection : undefined}
        expandable={
          variant === 'contract'
            ? { expandedRowRender: (row) => <QuotationRowLines quotationId={row.quotationId} canDelete /> }
            : undefined
        }
        toolbar={
          <>
            <NewButtons variant={variant} dialogs={dialogs} />
            {bulk && selection.toolbar}
          </>
        }
        testId="quotation-list"
      />
      {dialogs.dialogs}
    </>
  );
}

export function QuotationManagementPage() {
  return <QuotationListPage variant="all" />;
}

export function DraftQuotationPage() {
  return <QuotationListPage variant="draft" />;
}

export function BulkDraftQuotationPage() {
  return <QuotationListPage variant="bulk" />;
}

export function ContractPricePage() {
  return <QuotationListPage variant="contract" />;
}
