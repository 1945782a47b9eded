import {
  DISPATCH_CLEAR_RANGE_MONTHS,
  DISPATCH_STATUS,
  DISPATCH_STATUS_NAMES,
  ORDER_RANGE_PRESETS,
  SLASH_DATE_FORMAT,
  type TDispatch,
} from '@packline/domain';
import { Button, Empty, Select } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { businessToday } from '../../ui/business-date-picker.tsx';
import { useAreYouSure } from '../../ui/confirm.ts';
import { CrudTable } from '../../ui/crud-table.tsx';
import { DateRangeFilter, lastMonthsRange, type TDateRange } from '../../ui/date-range-filter.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { downloadPackingSlip, useDeleteDispatch, useDeliverDispatch, useDispatchPage } from './dispatch.api.ts';
import { DISPATCH_COLUMNS, dispatchTitle } from './dispatch-columns.tsx';
import { DispatchDialog, type TDispatchDialogProps } from './dispatch-dialog.tsx';

// spec 01 §2 Dispatch screens: the Dispatch list (dispatches still open: being picked, or sent and not yet delivered)
// and the Delivered list, each over a date range that Clear Date resets to the last month (spec 01 §9). The server
// filters, sorts, searches and pages; the screen asks for one page (issue 13 §2).

/** spec 01 §9: the last DISPATCH_CLEAR_RANGE_MONTHS month(s) up to today. */
const clearedRange = (): TDateRange => lastMonthsRange(DISPATCH_CLEAR_RANGE_MONTHS, businessToday());

/** The range as GetAllDispatching's ?start=&end= (YYYY/MM/DD, spec 01 §7). */
const dispatchRangeParams = (range: TDateRange) => ({
  start: range[0].format(SLASH_DATE_FORMAT),
  end: range[1].format(SLASH_DATE_FORMAT),
});

type TOpenDispatch = Omit<TDispatchDialogProps, 'onClose'>;

/** spec 01 §3 dispatch fields; the two lists differ only in the statuses they show. */
function DispatchList(props: { url: string; statuses: readonly number[]; emptyText: string }) {
  const { statuses } = props;
  const areYouSure = useAreYouSure();
  const [range, setRange] = useState<TDateRange>(clearedRange);
  // A list of several statuses may narrow to one of them.
  const [status, setStatus] = useState<number | null>(null);
  const page = useDispatchPage({ ...dispatchRangeParams(range), status: String(status ?? statuses.join(',')) });
  const deliver = useDeliverDispatch();
  const remove = useDeleteDispatch();
  const [dialog, setDialog] = useState<TOpenDispatch | null>(null);

  const markDelivered = (row: TDispatch) =>
    areYouSure(() => deliver.mutateAsync(row.dispatchId), `Mark ${dispatchTitle(row)} as delivered to the customer?`);

  // What deleting undoes depends on how far the dispatch went (the dispatch module's README).
  const askDelete = (row: TDispatch) =>
    areYouSure(
      () => remove.mutateAsync(row.dispatchId),
      row.status === DISPATCH_STATUS.Picking
        ? `Cancel ${dispatchTitle(row)}? Its picked boxes return to stock.`
        : `Cancel ${dispatchTitle(row)}? Its boxes return to stock, the order's delivered quantities go back and ` +
            'its invoice is cancelled.',
    );

  // A refusal (e.g. the order has no delivery method) has shown why.
  const download = (row: TDispatch) => succeeded(downloadPackingSlip(row));

  const rowActions = (row: TDispatch) => {
    const testId = (action: string) => `dispatch-row-${row.packingSlipNo}-${action}`;
    const button = (action: string, label: string, onClick: () => void, danger = false) => (
      <Button key={action} type="link" size="small" danger={danger} onClick={onClick} data-testid={testId(action)}>
        {label}
      </Button>
    );
    return (
      <>
        {button('download', 'Download', () => void download(row))}
        {row.status === DISPATCH_STATUS.Picking && (
          <>
            {button('edit', 'Edit', () => setDialog({ mode: 'update', dispatchId: row.dispatchId }))}
            {button('complete', 'Complete', () => setDialog({ mode: 'complete', dispatchId: row.dispatchId }))}
          </>
        )}
        {row.status === DISPATCH_STATUS.Dispatch && button('deliver', 'Delivered', () => markDelivered(row))}
        {row.status !== DISPATCH_STATUS.Delivered && button('delete', 'Delete', () => askDelete(row), true)}
      </>
    );
  };

  return (
    <>
      <PageTitleOf url={props.url} />
      <CrudTable<TDispatch>
        {...page.tableProps}
        searchProps={page.searchProps}
        rowKey="dispatchId"
        columns={DISPATCH_COLUMNS}
        rowActions={rowActions}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />}
        toolbar={
          <>
            <Button type="primary" onClick={() => setDialog({ mode: 'create' })} data-testid="dispatch-create">
              Create new dispatch
            </Button>
            <DateRangeFilter value={range} onChange={setRange} presets={ORDER_RANGE_PRESETS} testId="dispatch-range" />
            {statuses.length > 1 && (
              <Select<number>
                allowClear
                placeholder="Status"
                value={status ?? undefined}
                onChange={(value) => setStatus(value ?? null)}
                options={statuses.map((value) => ({ value, label: DISPATCH_STATUS_NAMES[value] }))}
                style={{ width: 140 }}
                data-testid="dispatch-status-filter"
              />
            )}
            <Button onClick={() => setRange(clearedRange())} data-testid="dispatch-clear-date">
              Clear Date
            </Button>
          </>
        }
        testId="dispatch-list"
      />
      {dialog && <DispatchDialog {...dialog} onClose={() => setDialog(null)} />}
    </>
  );
}

const OPEN_STATUSES = [DISPATCH_STATUS.Picking, DISPATCH_STATUS.Dispatch] as const;
const DELIVERED_STATUSES = [DISPATCH_STATUS.Delivered] as const;

/** /dispatch: the dispatches still being picked (3) or sent and awaiting delivery (1). */
export function DispatchListPage() {
  return <DispatchList url="/dispatch" statuses={OPEN_STATUSES} emptyText="No open dispatches in this range" />;
}

/** /delivered: the dispatches the customer has received (2). */
export function DeliveredListPage() {
  return <DispatchList url="/delivered" statuses={DELIVERED_STATUSES} emptyText="No deliveries in this range" />;
}
