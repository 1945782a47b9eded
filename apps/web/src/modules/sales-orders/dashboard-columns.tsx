import { DASHBOARD_COLUMNS, DUE_STATUS, type TDashboardCounts, type TDueStatus } from '@packline/domain';
import { Alert, Card, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { useDashboardCounts } from './sales-orders.api.ts';

// spec 01 §2 Home dashboard: a column per status group, a coloured count box per due status (spec 01 §4 colours).

export type TDashboardColumnTitle = (typeof DASHBOARD_COLUMNS)[number]['title'];

/** A count box: a column and a due status; clicking one shows its orders. */
export interface TDashboardBox {
  title: TDashboardColumnTitle;
  dueStatus: TDueStatus;
}

/**
 * spec 01 §4's hues, with finished (brown) lighter than urgent (dark red) so the two are told apart at a glance; each
 * box also names its due status. Yellow and the light brown need dark text; the others take white.
 */
const BOX_BACKGROUND: Record<TDueStatus, string> = { 0: 'green', 1: 'yellow', 2: 'darkred', 3: '#c68e5e' };
const BOX_TEXT: Record<TDueStatus, string> = { 0: '#fff', 1: 'rgb(0 0 0 / 85%)', 2: '#fff', 3: 'rgb(0 0 0 / 85%)' };

export function dueStatusName(dueStatus: TDueStatus): string {
  return DUE_STATUS[dueStatus].name;
}

function countsOf(data: TDashboardCounts | undefined, title: string): TDashboardCounts['columns'][number]['counts'] {
  return data?.columns.find((column) => column.title === title)?.counts ?? { 0: 0, 1: 0, 2: 0, 3: 0 };
}

export function DashboardColumns({
  selected,
  onSelect,
}: {
  selected: TDashboardBox | null;
  onSelect: (box: TDashboardBox) => void;
}) {
  const counts = useDashboardCounts();
  return (
    <Card size="small" title="Orders" extra={<DueLegend />} data-testid="dashboard">
      {counts.isError ? (
        <Alert type="warning" showIcon title="The order counts could not be loaded." />
      ) : (
        <Flex wrap gap={12}>
          {DASHBOARD_COLUMNS.map(({ title }) => (
            <Flex key={title} vertical gap={6} style={{ flex: '1 1 110px' }} data-testid={`dashboard-column-${title}`}>
              <Typography.Text strong>{title}</Typography.Text>
              {counts.isLoading ? (
                <Skeleton.Button active block style={{ height: 110 }} />
              ) : (
                <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
                  {DUE_STATUS.map(({ id }) => (
                    <CountBox
                      key={id}
                      box={{ title, dueStatus: id }}
                      count={countsOf(counts.data, title)[id]}
                      selected={selected?.title === title && selected.dueStatus === id}
                      onSelect={onSelect}
                    />
                  ))}
                </div>
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function CountBox({
  box,
  count,
  selected,
  onSelect,
}: {
  box: TDashboardBox;
  count: number;
  selected: boolean;
  onSelect: (box: TDashboardBox) => void;
}) {
  const name = dueStatusName(box.dueStatus);
  return (
    <Tooltip title={count === 0 ? `${name}: no orders` : `${name}: ${count} order${count === 1 ? '' : 's'}`}>
      <button
        type="button"
        onClick={() => onSelect(box)}
        aria-label={`${box.title}, ${name}: ${count}`}
        aria-pressed={selected}
        data-testid={`dashboard-box-${box.title}-${box.dueStatus}`}
        style={{
          height: 52,
          border: 'none',
          borderRadius: 6,
          cursor: 'pointer',
          fontSize: 18,
          fontWeight: 600,
          lineHeight: 1.1,
          background: BOX_BACKGROUND[box.dueStatus],
          color: BOX_TEXT[box.dueStatus],
          // An empty box stays clickable (its detail says so) but reads as empty at a glance.
          opacity: count === 0 ? 0.35 : 1,
          outline: selected ? '3px solid #1677ff' : 'none',
          outlineOffset: 2,
        }}
      >
        {count}
        <span style={{ display: 'block', fontSize: 11, fontWeight: 400 }} data-testid="dashboard-box-label">
          {name}
        </span>
      </button>
    </Tooltip>
  );
}

function DueLegend() {
  return (
    <Flex gap={12} wrap>
      {DUE_STATUS.map(({ id, name }) => (
        <Flex key={id} gap={4} align="center">
          <span
            style={{ width: 12, height: 12, borderRadius: 3, background: BOX_BACKGROUND[id], display: 'inline-block' }}
          />
          <Typography.Text type="secondary">{name}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
