import {
  DAILY_REPORT_MESSAGES,
  DAILY_REPORT_REASON_MAX,
  formatCount,
  formatDate,
  formatDuration,
  PAGES,
  type TDailyReport,
  type TMachineDay,
  todayInAuckland,
} from '@packline/domain';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Space,
  Spin,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';
import { DatePicker } from '../../ui/business-date-picker.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import {
  useAddDailyReport,
  useDeleteDailyReport,
  useMachineDays,
  useRecentReportsOfMachine,
  useUpdateDailyReport,
} from './daily-reports.api.ts';
import { MachineWeekCharts } from './machine-week-charts.tsx';

// spec 02 §2 Daily report: a card per machine for the chosen day (today by default) with its operator, its run time and
// pause time from the suborder logs, and its loss; a card opens the loss dialog (loss a number ≥ 0, 'you need to input
// a number'; reason), which adds the machine's report of the day or changes it.

const TITLE = PAGES.find((p) => p.url === '/daily-report')?.title ?? 'Daily Report';
const PACKAGING_MACHINE_TYPE = 4;

/** The machine's latest reports, under the loss dialog's form. */
function RecentReports({ machineId }: { machineId: number | undefined }) {
  const recent = useRecentReportsOfMachine(machineId);
  return (
    <ListTable<TDailyReport>
      size="small"
      rowKey="reportId"
      pagination={false}
      loading={recent.isLoading}
      dataSource={recent.data ?? []}
      columns={[
        { title: 'Date', key: 'date', render: (_v, r) => formatDate(r.reportDate) },
        { title: 'Loss', dataIndex: 'loss', align: 'right', render: formatCount },
        { title: 'Reason', dataIndex: 'reason' },
      ]}
      data-testid="daily-report-recent"
    />
  );
}

interface TLossValues {
  loss?: number;
  reason?: string;
}

function MachineCard({ card, onOpen }: { card: TMachineDay; onOpen: () => void }) {
  const remove = useDeleteDailyReport();
  const { report } = card;
  return (
    <Card
      size="small"
      hoverable
      title={card.machineName}
      extra={card.machineTypeId === PACKAGING_MACHINE_TYPE ? <Tag>Packaging</Tag> : null}
      onClick={onOpen}
      data-testid="daily-report-machine"
      // Every card of a row as tall as the tallest, its actions at the foot, whether or not it has a report.
      style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
      actions={
        report
          ? [
              <Popconfirm
                key="delete"
                title="Are you sure?"
                onConfirm={(event) => {
                  event?.stopPropagation();
                  return succeeded(remove.mutateAsync(report.reportId));
                }}
                onCancel={(event) => event?.stopPropagation()}
              >
                <Button type="link" danger size="small" onClick={(event) => event.stopPropagation()}>
                  Delete
                </Button>
              </Popconfirm>,
            ]
          : undefined
      }
    >
      {/* One line whatever the operator (none, a long name, in maintenance), so the figures below line up. */}
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', lineHeight: '24px' }}>
        {card.maintenance ? <Tag color="orange">Maintenance</Tag> : null}
        Operator: {card.operatorName ?? '—'}
      </Typography.Text>
      <Space size="large" style={{ marginTop: 8 }} wrap>
        <Statistic title="Run time" value={formatDuration(card.runSeconds)} />
        <Statistic title="Pause time" value={formatDuration(card.pauseSeconds)} />
        <Statistic title="Loss" value={report ? formatCount(report.loss) : '—'} />
      </Space>
      <div style={{ marginTop: 8, minHeight: 22 }}>
        {report ? (
          <Typography.Text>{report.reason ?? ''}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">Not reported</Typography.Text>
        )}
      </div>
    </Card>
  );
}

export default function DailyReportPage() {
  const [date, setDate] = useState(todayInAuckland());
  const cards = useMachineDays(date);
  const add = useAddDailyReport();
  const update = useUpdateDailyReport();
  const [chosen, setChosen] = useState<TMachineDay | null>(null);
  const dialog = useFormDialog<TLossValues>({
    onSave: async (values) => {
      if (!chosen) return;
      const body = {
        machineId: chosen.machineId,
        loss: Number(values.loss),
        reason: values.reason ?? null,
        reportDate: date,
      };
      await (chosen.report ? update.mutateAsync({ ...body, reportId: chosen.report.reportId }) : add.mutateAsync(body));
    },
  });
  const open = (card: TMachineDay) => {
    setChosen(card);
    dialog.show({ loss: card.report?.loss, reason: card.report?.reason ?? undefined });
  };
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <Space style={{ marginBottom: 12 }}>
        <DatePicker
          allowClear={false}
          value={dayjs(date)}
          format="DD/MM/YYYY"
          onChange={(value) => value && setDate(value.format('YYYY-MM-DD'))}
          data-testid="daily-report-date"
        />
      </Space>
      <Spin spinning={cards.isLoading}>
        {cards.data && cards.data.length === 0 ? <Empty description="No machines" /> : null}
        <Row gutter={[12, 12]}>
          {(cards.data ?? []).map((card) => (
            <Col key={card.machineId} xs={24} sm={12} lg={8} xl={6} style={{ display: 'flex' }}>
              <MachineCard card={card} onOpen={() => open(card)} />
            </Col>
          ))}
        </Row>
      </Spin>
      <MachineWeekCharts date={date} />
      <Modal {...dialog.modalProps} title={`Loss — ${chosen?.machineName ?? ''}`}>
        <Form {...dialog.formProps} layout="vertical">
          <Form.Item
            name="loss"
            label="Loss"
            rules={[
              { required: true, message: DAILY_REPORT_MESSAGES.lossNumber },
              { type: 'number', min: 0, message: DAILY_REPORT_MESSAGES.lossNumber },
            ]}
          >
            <NumberInput min={0} data-testid="daily-report-loss" />
          </Form.Item>
          <Form.Item name="reason" label="Reason">
            <Input.TextArea maxLength={DAILY_REPORT_REASON_MAX} showCount rows={3} data-testid="daily-report-reason" />
          </Form.Item>
        </Form>
        <Typography.Text type="secondary">Latest reports</Typography.Text>
        <RecentReports machineId={dialog.open ? chosen?.machineId : undefined} />
      </Modal>
    </>
  );
}
