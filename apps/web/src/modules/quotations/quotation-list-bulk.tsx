import type { TQuotationRow } from '@packline/domain';
import { Button, type TableProps } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useAreYouSure } from '../../ui/confirm.ts';
import type { TQuotationDialogs } from './quotation-list-dialogs.tsx';
import { useApproveDrafts, useDeleteDrafts } from './quotations.api.ts';

// Drafts handled several at a time (Bulk Edit Quotation, Approve Delete): select rows, then Approve or Delete
// them in one call, or send their customers the price-change e-mail.

export function useDraftSelection(options: { dialogs: TQuotationDialogs; priceChangeEmail?: boolean }): {
  rowSelection: TableProps<TQuotationRow>['rowSelection'];
  toolbar: ReactNode;
} {
  const areYouSure = useAreYouSure();
  const [selected, setSelected] = useState<number[]>([]);
  const approve = useApproveDrafts();
  const remove = useDeleteDrafts();
  const none = selected.length === 0;

  // The selection stays when the call fails, for another try.
  const confirmThen = (call: (ids: number[]) => Promise<unknown>) => () =>
    areYouSure(async () => {
      await call(selected);
      setSelected([]);
    });

  const toolbar = (
    <>
      <Button type="primary" disabled={none} onClick={confirmThen(approve.mutateAsync)} data-testid="bulk-approve">
        Approve
      </Button>
      {options.priceChangeEmail && (
        <Button disabled={none} onClick={() => options.dialogs.openPriceChange(selected)} data-testid="bulk-email">
          Price Change Email
        </Button>
      )}
      <Button danger disabled={none} onClick={confirmThen(remove.mutateAsync)} data-testid="bulk-delete">
        Delete
      </Button>
    </>
  );
  return {
    rowSelection: {
      selectedRowKeys: selected,
      onChange: (keys: Key[]) => setSelected(keys.map(Number)),
    },
    toolbar,
  };
}
