import { ORDER_RANGE_PRESETS, PALLET_LOG_DEFAULT_MONTHS } from '@packline/domain';
import { Space } from 'antd';
import { useState } from 'react';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { DateRangeFilter, lastMonthsRange, rangeParams, type TDateRange } from '../../ui/date-range-filter.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { usePalletStockLog } from './pallet-stock-log.api.ts';
import { CustomerSelect, PalletStockLogTable, PalletTypeSelect } from './pallet-stock-log-table.tsx';

// spec 02 §2 Pallet stock log: every customer's pallet actions in a date range (12 months back by default), filtered
// by customer and pallet type, each row with the running balance of its customer and pallet type.

export default function PalletStockLogPage() {
  const [range, setRange] = useState<TDateRange>(() => lastMonthsRange(PALLET_LOG_DEFAULT_MONTHS, businessToday()));
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [plateTypeId, setPlateTypeId] = useState<number | null>(null);
  const log = usePalletStockLog({
    ...rangeParams(range),
    customerId: customerId ?? undefined,
    plateTypeId: plateTypeId ?? undefined,
  });
  return (
    <>
      <PageTitle>Pallet stock log</PageTitle>
      <PalletStockLogTable
        {...queryTableProps(log)}
        customerId={customerId ?? undefined}
        toolbar={
          <Space wrap>
            <DateRangeFilter
              value={range}
              onChange={setRange}
              presets={ORDER_RANGE_PRESETS}
              testId="pallet-log-range"
            />
            <span data-testid="pallet-log-customer" style={{ display: 'inline-block', width: 260 }}>
              <CustomerSelect value={customerId} onChange={setCustomerId} allowClear />
            </span>
            <span data-testid="pallet-log-type" style={{ display: 'inline-block', width: 180 }}>
              <PalletTypeSelect value={plateTypeId} onChange={setPlateTypeId} allowClear />
            </span>
          </Space>
        }
      />
    </>
  );
}
