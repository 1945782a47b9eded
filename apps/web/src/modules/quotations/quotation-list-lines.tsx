import { PROMPT_REQUIRED, QUOTATION_NOTES_MAX, type TQuotation, type TQuotationItem } from '@packline/domain';
import { Button, Form, Input, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useSession } from '../../api/session.ts';
import type { TCrudColumn } from '../../ui/crud-table.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { quotationLineColumns } from './quotation-columns.tsx';
import { useDeleteContract, useQuotation } from './quotations.api.ts';

// A quotation's lines under its row; a contract's line can be deleted (archived) with a note saying why.

function ContractLineDeleteDialog(props: { line: TQuotationItem | null; onClose: () => void }) {
  const session = useSession();
  const deleteContract = useDeleteContract();
  const dialog = useFormDialog<{ deletedNotes: string }>({
    open: props.line !== null,
    onClose: props.onClose,
    saveText: 'Delete',
    danger: true,
    onSave: async (values) => {
      if (!props.line || session?.kind !== 'staff') return false;
      await deleteContract.mutateAsync({
        id: props.line.quotationItemId,
        deletedOperatorId: session.employeeId,
        deletedNotes: values.deletedNotes.trim(),
      });
    },
  });
  return (
    <Modal {...dialog.modalProps} title={`Delete ${props.line?.productCode ?? ''}`}>
      <Form {...dialog.formProps} layout="vertical" name="contract-line-delete" data-testid="contract-line-delete-form">
        <Form.Item
          name="deletedNotes"
          label="Notes"
          rules={[{ required: true, whitespace: true, message: PROMPT_REQUIRED }]}
        >
          <Input.TextArea rows={3} showCount maxLength={QUOTATION_NOTES_MAX} data-testid="contract-line-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The lines of a loaded quotation; `canDelete` adds Delete per line (contract prices only). */
export function QuotationLinesTable(props: { quotation: TQuotation; canDelete?: boolean }) {
  const { quotation, canDelete } = props;
  const [deleting, setDeleting] = useState<TQuotationItem | null>(null);
  const columns = useMemo(() => {
    const lineColumns = quotationLineColumns(quotation.expDate);
    if (!canDelete) return lineColumns;
    const deleteColumn: TCrudColumn<TQuotationItem> = {
      key: 'actions',
      title: 'Actions',
      render: (_value, line) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => setDeleting(line)}
          data-testid={`contract-line-${line.quotationItemId}-delete`}
        >
          Delete
        </Button>
      ),
    };
    return [...lineColumns, deleteColumn];
  }, [quotation.expDate, canDelete]);
  return (
    <>
      <Table<TQuotationItem>
        size="small"
        rowKey="quotationItemId"
        dataSource={quotation.quotationItem}
        columns={columns}
        pagination={false}
        data-testid={`quotation-lines-${quotation.quotationNo}`}
      />
      <ContractLineDeleteDialog line={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** The lines of a list row, read when the row is expanded. */
export function QuotationRowLines(props: { quotationId: number; canDelete?: boolean }) {
  const quotation = useQuotation(props.quotationId);
  if (!quotation.data) return <Table size="small" loading dataSource={[]} pagination={false} />;
  return <QuotationLinesTable quotation={quotation.data} canDelete={props.canDelete} />;
}
