import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CrudTable, type TCrudColumn } from './crud-table.tsx';
import { ListTable } from './list-table.tsx';
import { useServerTable } from './use-server-table.ts';

// The list kit (issue 32 §4): the key column pinned first, a server list asks for the page the user turns to, the
// empty state, and the hooks' tableProps spreading into the table.

const ZFruit = z.object({ fruitId: z.number(), name: z.string(), colour: z.string() });
type TFruit = z.infer<typeof ZFruit>;

const FRUITS: TFruit[] = [
  { fruitId: 1, name: 'Apple', colour: 'Red' },
  { fruitId: 2, name: 'Banana', colour: 'Yellow' },
];
const COLUMNS: TCrudColumn<TFruit>[] = [
  { key: 'colour', title: 'Colour', dataIndex: 'colour' },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
];

const headers = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('thead th')).map((th) => th.textContent ?? '');

describe('ListTable', () => {
  it('moves the key column first and pins it left', () => {
    const { container } = render(
      <ListTable<TFruit> rowKey="fruitId" dataSource={FRUITS} columns={COLUMNS} keyColumn="name" />,
    );
    expect(headers(container)).toEqual(['Name', 'Colour']);
    const keyHeader = container.querySelector('thead th');
    expect(keyHeader?.className).toMatch(/ant-table-cell-fix/);
    expect(container.querySelectorAll('thead th')[1]?.className).not.toMatch(/ant-table-cell-fix/);
  });
});

describe('CrudTable', () => {
  it('shows "No data" for an empty list', () => {
    render(<CrudTable<TFruit> rowKey="fruitId" dataSource={[]} columns={COLUMNS} />);
    const empty = screen.getByTestId('crud-table').querySelector('.ant-empty-description');
    expect(empty?.textContent).toBe('No data');
  });

  it('searches a list loaded whole in the browser', async () => {
    vi.useFakeTimers();
    try {
      render(<CrudTable<TFruit> rowKey="fruitId" dataSource={FRUITS} columns={COLUMNS} />);
      fireEvent.change(screen.getByTestId('crud-search'), { target: { value: 'yell' } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(600);
      });
      expect(screen.queryByText('Apple')).toBeNull();
      expect(screen.getByText('Banana')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Edit and Delete only with their calls, and Add only with a form', () => {
    const { rerender } = render(<CrudTable<TFruit> rowKey="fruitId" dataSource={FRUITS} columns={COLUMNS} />);
    expect(screen.queryByTestId('crud-add')).toBeNull();
    expect(screen.queryAllByTestId('crud-edit')).toHaveLength(0);
    const call = async () => undefined;
    rerender(
      <CrudTable<TFruit>
        rowKey="fruitId"
        dataSource={FRUITS}
        columns={COLUMNS}
        onAdd={call}
        onUpdate={call}
        onDelete={call}
        renderForm={() => null}
      />,
    );
    expect(screen.getByTestId('crud-add')).toBeTruthy();
    expect(screen.getAllByTestId('crud-edit')).toHaveLength(2);
    expect(screen.getAllByTestId('crud-delete')).toHaveLength(2);
  });
});

describe('useServerTable(...).tableProps', () => {
  const TOTAL = 250;
  let asked: URL[] = [];

  /** The list endpoint's answer: the asked page of TOTAL fruits, in the envelope of the list contract. */
  function answerPages() {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        asked.push(url);
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        const first = (page - 1) * pageSize;
        const rows = Array.from({ length: Math.min(pageSize, TOTAL - first) }, (_, index) => ({
          fruitId: first + index + 1,
          name: `Fruit ${first + index + 1}`,
          colour: 'Green',
        }));
        const body = { success: true, data: rows, errorMessage: null, meta: { total: TOTAL, page, pageSize } };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  }
  afterEach(() => vi.unstubAllGlobals());

  function FruitList() {
    const list = useServerTable(ZFruit, '/Fruit/GetAllFruit');
    return <CrudTable<TFruit> {...list.tableProps} searchProps={list.searchProps} rowKey="fruitId" columns={COLUMNS} />;
  }
  const withQueries = (children: ReactNode) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );

  it('asks the server for page 1 of 100, then for the page the user turns to', async () => {
    answerPages();
    render(withQueries(<FruitList />));
    await screen.findByText('Fruit 1');
    expect(asked[0]?.pathname).toBe('/api/Fruit/GetAllFruit');
    expect(asked[0]?.searchParams.get('page')).toBe('1');
    expect(asked[0]?.searchParams.get('pageSize')).toBe('100');

    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Fruit 201');
    const last = asked.at(-1);
    expect(last?.searchParams.get('page')).toBe('3');
    expect(last?.searchParams.get('pageSize')).toBe('100');
    await waitFor(() => expect(screen.queryByText('Fruit 1')).toBeNull());
  });

  it('sorts on the server by the column’s sortField', async () => {
    answerPages();
    render(withQueries(<FruitList />));
    await screen.findByText('Fruit 1');
    const sortable = document.querySelector('thead th.ant-table-column-has-sorters');
    expect(sortable?.textContent).toContain('Name');
    fireEvent.click(sortable as Element);
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sortField')).toBe('name'));
    expect(asked.at(-1)?.searchParams.get('sortOrder')).toBe('ascend');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
  });
});
