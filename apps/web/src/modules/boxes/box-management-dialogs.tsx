import {
  API_DATE_FORMAT,
  BOX_NOTES_MAX,
  DATE_FORMAT,
  DELETE_HISTORY_DEFAULT_DAYS,
  formatCount,
  formatDateTime,
  type TBoxNotes,
  type TDeletedBox,
} from '@packline/domain';
import { Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { businessToday, DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { type TParser, zodRule } from '../../ui/form-rules.ts';
import { ListDialog, type TListDialogProps } from '../../ui/list-dialog.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { pickBoxColumns } from './box-info-columns.tsx';
import { useDeletedBoxes } from './box-management.api.ts';

// The dialogs of Obsolete Box (spec 02 §2): the notes of a Batch delete (required) or a Hold Product, and the
// Delete History (deleted boxes between two dates, 31 days back by default; spec 02 §9).

/**
 * Notes and employee notes for the selected boxes, the notes checked by the call's own schema (`notesSchema`): Batch
 * delete asks for the notes, Hold Product for the reason (the notes labelled Reason).
 */
export function BoxNotesDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  saveText: string;
  notesLabel: string;
  notesSchema: TParser;
  count: number;
  danger: boolean;
  onSave: (notes: TBoxNotes) => Promise<unknown>;
}) {
  const dialog = useFormDialog<TBoxNotes>({
    open: props.open,
    onClose: props.onClose,
    onSave: props.onSave,
    saveText: props.saveText,
    danger: props.danger,
    saveTestId: 'box-notes-save',
  });
  const max = { max: BOX_NOTES_MAX, message: `At most ${BOX_NOTES_MAX} characters` };
  return (
    <Modal {...dialog.modalProps} title={`${props.title} (${props.count})`}>
      <Form {...dialog.formProps} layout="vertical" name="box-notes" preserve={false}>
        <Form.Item name="Notes" label={props.notesLabel} rules={[zodRule(props.notesSchema)]}>
          <Input.TextArea rows={3} data-testid="box-notes" />
        </Form.Item>
        <Form.Item name="empNotes" label="Employee Notes" rules={[max]}>
          <Input.TextArea rows={2} data-testid="box-emp-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// The product code is in the barcode: it waits in the Columns chooser, so Deleted At / By fit (issue 30 item 12).
const DELETED_COLUMNS: TCrudColumn<TDeletedBox>[] = [
  ...pickBoxColumns<TDeletedBox>(['barCode', 'productCode', 'productName', 'company']).map((column) =>
    column.key === 'productCode' ? { ...column, defaultHidden: true } : { ...column, maxWidth: 200 },
  ),
  { key: 'deletedQuantity', dataIndex: 'deletedQuantity', title: 'Quantity', align: 'right', render: formatCount },
  ...pickBoxColumns<TDeletedBox>(['notes', 'empNotes']),
  {
    key: 'deletedAt',
    title: 'Deleted At',
    searchText: (row) => formatDateTime(row.deletedAt),
    render: (_value, row) => formatDateTime(row.deletedAt),
  },
  { key: 'deletedByName', dataIndex: 'deletedByName', title: 'Deleted By' },
];

/** Delete History: the boxes deleted between the two dates (both included). */
export function DeleteHistoryDialog(props: TListDialogProps) {
  const [begin, setBegin] = useState(() => businessToday().subtract(DELETE_HISTORY_DEFAULT_DAYS, 'day'));
  const [end, setEnd] = useState(() => businessToday());
  const deleted = useDeletedBoxes(
    { beginDate: begin.format(API_DATE_FORMAT), endDate: end.format(API_DATE_FORMAT) },
    props.open,
  );
  return (
    <ListDialog {...props} title="Delete History">
      <CrudTable<TDeletedBox>
        {...queryTableProps(deleted)}
        rowKey="boxId"
        columns={DELETED_COLUMNS}
        testId="delete-history"
        toolbar={
          <Space wrap>
            <DatePicker
              value={begin}
              onChange={(day) => day && setBegin(day)}
              format={DATE_FORMAT}
              allowClear={false}
              placeholder="Start Date"
              data-testid="delete-history-start"
            />
            <DatePicker
              value={end}
              onChange={(day) => day && setEnd(day)}
              format={DATE_FORMAT}
              allowClear={false}
              placeholder="End Date"
              data-testid="delete-history-end"
            />
          </Space>
        }
      />
    </ListDialog>
  );
}
