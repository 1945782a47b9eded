import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { ColumnChooser } from './column-chooser.tsx';
import { cellText, type TCrudColumn } from './crud-columns.tsx';
import { FILTER_DEBOUNCE_MS } from './table-defaults.ts';
import type { TColumnChoice } from './use-column-choice.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import type { TSearchProps } from './use-server-table.ts';

export interface TCrudToolbarProps {
  /** Shows the Add button. */
  onAdd?: () => void;
  /** The screen's own buttons, after Add. */
  children?: ReactNode;
  /** The Columns button, when some column starts hidden; `exclude` names the columns it never offers. */
  choice?: TColumnChoice;
  exclude?: readonly string[];
  /** The search box (a server list's `searchProps`, or useLocalSearch's). */
  searchProps: TSearchProps;
}

/** The line above a list: Add and the screen's buttons on the left, the Columns button and the search box on the right. */
export function CrudToolbar({ onAdd, children, choice, exclude, searchProps }: TCrudToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
      <Space wrap>
        {onAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="crud-add">
            Add
          </Button>
        )}
        {children}
      </Space>
      <Space>
        {choice?.optional && <ColumnChooser choice={choice} exclude={exclude} />}
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search"
          {...searchProps}
          style={{ width: 260 }}
          data-testid="crud-search"
        />
      </Space>
    </Flex>
  );
}

/** A list searched in the browser: the rows whose cells contain the typed text (FILTER_DEBOUNCE_MS after typing). */
export function useLocalSearch<T>(rows: readonly T[] | undefined, columns: TCrudColumn<T>[]) {
  const [value, setValue] = useState('');
  const search = useDebouncedValue(value.trim().toLowerCase(), FILTER_DEBOUNCE_MS);
  const visibleRows = useMemo(() => {
    const all = rows ?? [];
    if (!search) return all;
    return all.filter((row) => columns.some((column) => cellText(column, row).toLowerCase().includes(search)));
  }, [rows, columns, search]);
  const searchProps = useMemo<TSearchProps>(
    () => ({ value, onChange: (event) => setValue(event.target.value) }),
    [value],
  );
  return { rows: visibleRows, searchProps };
}
