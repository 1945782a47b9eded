import { QUOTATION_DRAFT, type TQuotation } from '@packline/domain';
import { Button, Tabs } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { CrudTable } from '../../ui/crud-table.tsx';
import { isDraft, quotationColumns } from './quotation-columns.tsx';
import type { TQuotationDialogMode } from './quotation-dialog.tsx';
import { QuotationRowActions } from './quotation-list-actions.tsx';
import { type TQuotationDialogs, useQuotationDialogs } from './quotation-list-dialogs.tsx';
import { QuotationLinesTable } from './quotation-list-lines.tsx';
import { useContractPrices, useQuotationsOfCustomer } from './quotations.api.ts';

// The Quotes dialog of Customer Management (spec 02 §2): the customer's quotations in the tabs Contract Price,
// Draft (n) and Approved (n), each quotation opening onto its lines.

type TQuotationWithCount = TQuotation & { itemCount: number };

const COLUMNS = quotationColumns<TQuotationWithCount>();

const withCount = (quotation: TQuotation): TQuotationWithCount => ({
  ...quotation,
  itemCount: quotation.quotationItem.length,
});

function CustomerQuotationTable(props: {
  quotations: TQuotation[];
  loading: boolean;
  dialogs: TQuotationDialogs;
  canWrite: boolean;
  /** Contract lines can be deleted one by one. */
  contract?: boolean;
  newButton: ReactNode;
  testId: string;
}) {
  const { dialogs, canWrite, contract } = props;
  const rows = useMemo(() => props.quotations.map(withCount), [props.quotations]);
  return (
    <CrudTable<TQuotationWithCount>
      dataSource={rows}
      loading={props.loading}
      rowKey="quotationId"
      columns={COLUMNS}
      rowActions={(row) => <QuotationRowActions row={row} dialogs={dialogs} actions={canWrite ? undefined : ['pdf']} />}
      expandable={{
        defaultExpandAllRows: true,
        expandedRowRender: (row) => <QuotationLinesTable quotation={row} canDelete={contract && canWrite} />,
      }}
      toolbar={canWrite && props.newButton}
      testId={props.testId}
    />
  );
}

export function CustomerQuotes({ customerId, canWrite }: { customerId: number; canWrite: boolean }) {
  const quotations = useQuotationsOfCustomer(customerId);
  const contracts = useContractPrices(customerId);
  const dialogs = useQuotationDialogs();
  const { drafts, approved } = useMemo(() => {
    const ordinary = (quotations.data ?? []).filter((quotation) => quotation.isFinal !== 1);
    return {
      drafts: ordinary.filter(isDraft),
      approved: ordinary.filter((quotation) => quotation.draft === QUOTATION_DRAFT.Approved),
    };
  }, [quotations.data]);

  const newButton = (mode: TQuotationDialogMode, label: string) => (
    <Button
      type="primary"
      onClick={() => dialogs.openQuotation(mode, undefined, customerId)}
      data-testid="quotation-new"
    >
      {label}
    </Button>
  );
  const table = (key: string, rows: TQuotation[], contract = false) => (
    <CustomerQuotationTable
      quotations={rows}
      loading={contract ? contracts.isFetching : quotations.isFetching}
      dialogs={dialogs}
      canWrite={canWrite}
      contract={contract}
      newButton={contract ? newButton('contract', 'New Contract Price') : newButton('normal', 'New Quotation')}
      testId={`customer-quotes-${key}`}
    />
  );
  return (
    <>
      <Tabs
        data-testid="customer-quotes-tabs"
        items={[
          { key: 'contract', label: 'Contract Price', children: table('contract', contracts.data ?? [], true) },
          { key: 'draft', label: `Draft (${drafts.length})`, children: table('draft', drafts) },
          { key: 'approved', label: `Approved (${approved.length})`, children: table('approved', approved) },
        ]}
      />
      {dialogs.dialogs}
    </>
  );
}
