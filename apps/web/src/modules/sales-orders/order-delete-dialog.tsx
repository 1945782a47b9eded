import { ORDER_MESSAGES, ORDER_STATUS, type TArchiveInput, type TOrderRow } from '@packline/domain';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { ArchiveDeleteDialog } from '../../ui/archive-delete-dialog.tsx';
import { useDeleteOrder } from './sales-orders.api.ts';

// Deleting an order (spec 01 §6): who deletes it and why, as for the catalogue's archives; an order already in
// production or dispatch (status 10 or higher) first asks to be sure.

type TDeletable = Pick<TOrderRow, 'orderId' | 'orderNo' | 'orderStatusId'>;

export function useOrderDelete(): { remove: (row: TDeletable) => void; dialog: ReactNode } {
  const { modal } = App.useApp();
  const deleteOrder = useDeleteOrder();
  const [row, setRow] = useState<TDeletable | null>(null);
  const remove = (next: TDeletable) => {
    if (next.orderStatusId < ORDER_STATUS.Production) {
      setRow(next);
      return;
    }
    modal.confirm({
      title: ORDER_MESSAGES.deleteInProduction,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: () => setRow(next),
    });
  };
  const submit = (values: TArchiveInput) =>
    row ? deleteOrder.mutateAsync({ id: row.orderId, ...values }) : Promise.resolve();
  const dialog = (
    <ArchiveDeleteDialog
      open={row !== null}
      title={`Delete Order ${row?.orderNo ?? ''}`}
      onSubmit={submit}
      onClose={() => setRow(null)}
    />
  );
  return { remove, dialog };
}
