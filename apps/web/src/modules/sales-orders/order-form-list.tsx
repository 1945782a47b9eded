import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Space, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

// The order's two editable lists (product lines and options): a Form.List drawn as a table, rows numbered from 1 in
// their test ids, a remove button per row and the add buttons under it.

export type TListField = { key: number; name: number };
export type TListColumn = TableColumnType<TListField>;

export interface TOrderFormListProps {
  name: 'orderProduct' | 'orderOption';
  /** Row test ids are `order-{rowTestId}-{n}-…`. */
  rowTestId: 'line' | 'option';
  /** The columns; a false entry is left out. */
  columns: (TListColumn | false)[];
  readOnly: boolean;
  /** The buttons under the table, given the list's add. */
  addButtons: (add: (row: object) => void) => ReactNode;
  testId: string;
}

export function OrderFormList(props: TOrderFormListProps) {
  return (
    <Form.List name={props.name}>
      {(fields, { add, remove }) => {
        const removeColumn: TListColumn = {
          key: 'remove',
          title: '',
          width: 48,
          render: (_value, { name }) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove ${props.rowTestId}`}
              onClick={() => remove(name)}
              data-testid={`order-${props.rowTestId}-${name + 1}-remove`}
            />
          ),
        };
        const columns = [...props.columns, !props.readOnly && removeColumn].filter((column): column is TListColumn =>
          Boolean(column),
        );
        return (
          <>
            <Table<TListField>
              rowKey="key"
              dataSource={fields}
              columns={columns}
              pagination={false}
              size="small"
              scroll={{ x: 'max-content' }}
              data-testid={props.testId}
            />
            {!props.readOnly && <Space style={{ marginTop: 8 }}>{props.addButtons(add)}</Space>}
          </>
        );
      }}
    </Form.List>
  );
}
