import { SearchOutlined } from '@ant-design/icons';
import { API_DATE_FORMAT, DATE_FORMAT, type TBoxInfo } from '@packline/domain';
import { Button, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { RemoteSelect } from '../../ui/remote-select.tsx';
import { PRODUCT_OPTIONS } from '../catalogue/products.api.ts';
import { CUSTOMER_CODE_PICKER } from '../customers/customers.api.ts';
import { boxColumns, pickBoxColumns } from './box-info-columns.tsx';
import { type TBoxInfoFilters, useBoxInfoPage } from './box-management.api.ts';

// spec 02 §2 Boxes Info: every box, filtered by product, customer and the days it was made (applied by Search), paged,
// sorted and searched by the server; the less used columns are hidden until chosen.

const SHOWN = ['barCode', 'productCode', 'productName', 'company', 'quantity', 'status', 'locationName', 'palletCode'];
const OPTIONAL = ['sourceName', 'sequence', 'notes', 'empNotes', 'createdAt', 'printedAt', 'dispatchedAt'];
const DEFAULT_OPTIONAL = ['createdAt'];

interface TDraft {
  productId: number | null;
  customerId: number | null;
  start: Dayjs | null;
  end: Dayjs | null;
}

const toFilters = (draft: TDraft): TBoxInfoFilters => ({
  productId: draft.productId ?? undefined,
  customerId: draft.customerId ?? undefined,
  startDate: draft.start?.format(API_DATE_FORMAT),
  endDate: draft.end?.format(API_DATE_FORMAT),
});

export default function BoxInfoPage() {
  const [draft, setDraft] = useState<TDraft>({ productId: null, customerId: null, start: null, end: null });
  const [filters, setFilters] = useState<TBoxInfoFilters>({});
  const [optional, setOptional] = useState<string[]>(DEFAULT_OPTIONAL);
  const boxes = useBoxInfoPage(filters);
  const columns = useMemo(
    () => pickBoxColumns<TBoxInfo>([...SHOWN, ...OPTIONAL.filter((key) => optional.includes(key))]),
    [optional],
  );
  const columnOptions = useMemo(
    () =>
      boxColumns<TBoxInfo>()
        .filter((column) => OPTIONAL.includes(String(column.key)))
        .map((column) => ({ value: String(column.key), label: String(column.title) })),
    [],
  );
  const change = (part: Partial<TDraft>) => setDraft((current) => ({ ...current, ...part }));

  return (
    <>
      <PageTitleOf url="/box-info" />
      <CrudTable<TBoxInfo>
        {...boxes.tableProps}
        searchProps={boxes.searchProps}
        rowKey="boxId"
        columns={columns}
        testId="box-info"
        toolbar={
          <Space wrap>
            <RemoteSelect
              source={PRODUCT_OPTIONS}
              value={draft.productId}
              onChange={(productId) => change({ productId })}
              placeholder="Product"
              allowClear
              style={{ width: 260 }}
              testId="box-info-product"
            />
            <RemoteSelect
              source={CUSTOMER_CODE_PICKER}
              value={draft.customerId}
              onChange={(customerId) => change({ customerId })}
              placeholder="Customer"
              allowClear
              style={{ width: 240 }}
              testId="box-info-customer"
            />
            <DatePicker
              value={draft.start}
              onChange={(start) => change({ start })}
              format={DATE_FORMAT}
              placeholder="Start Date"
              data-testid="box-info-start"
            />
            <DatePicker
              value={draft.end}
              onChange={(end) => change({ end })}
              format={DATE_FORMAT}
              placeholder="End Date"
              data-testid="box-info-end"
            />
            <Button
              type="primary"
              icon={<SearchOutlined />}
              onClick={() => setFilters(toFilters(draft))}
              data-testid="box-info-search"
            >
              Search
            </Button>
            <Select
              mode="multiple"
              value={optional}
              onChange={setOptional}
              options={columnOptions}
              placeholder="More columns"
              maxTagCount="responsive"
              style={{ minWidth: 220 }}
              data-testid="box-info-columns"
            />
          </Space>
        }
      />
    </>
  );
}
