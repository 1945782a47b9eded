import {
  RECALL_DEFAULT_TOLERANCE_PERCENT,
  RECALL_MESSAGES,
  RECALL_START_TYPE_NAMES,
  RECALL_START_TYPES,
  type TRecallStartType,
} from '@packline/domain';
import { Button, Card, Checkbox, Col, Empty, Form, Input, Modal, Row, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { NumberInput } from '../../ui/number-input.tsx';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';
import { type TTraceStart, useMassBalance, useRecallTrace, useStartRecall } from './recall.api.ts';
import { RecallList } from './recall-record.tsx';
import { BalanceView, TraceView } from './recall-trace.tsx';

// The Recall screen (/recall, issue 33 §3): trace from a supplier lot, PO, box, work order, sales order or dispatch,
// see the trace as a tree and as tables with the mass balance beside it, and start a recall (or a mock one) from it.
// Recalls lists every recall; one opened holds and releases the stock, reviews and sends the customer letters,
// downloads the report and closes.

const VIEWS = ['Trace', 'Recalls'] as const;
type TView = (typeof VIEWS)[number];

export default function RecallPage() {
  const [view, setView] = useState<TView>('Trace');
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = (id: number) => {
    setOpenId(id);
    setView('Recalls');
  };
  return (
    <>
      <PageTitleOf url="/recall" />
      <Segmented<TView> options={[...VIEWS]} value={view} onChange={setView} data-testid="recall-view" />
      <div style={{ marginTop: 16 }}>
        {view === 'Trace' ? <TraceTab onStarted={opened} /> : <RecallList openId={openId} onOpen={setOpenId} />}
      </div>
    </>
  );
}

interface TStartForm {
  reason: string;
  mock: boolean;
}

function TraceTab({ onStarted }: { onStarted: (id: number) => void }) {
  const [startType, setStartType] = useState<TRecallStartType>('supplierLot');
  const [typed, setTyped] = useState('');
  const [tolerance, setTolerance] = useState<number>(RECALL_DEFAULT_TOLERANCE_PERCENT);
  const [start, setStart] = useState<TTraceStart>({ startType: 'supplierLot', value: '' });
  const [typedError, setTypedError] = useState<string | null>(null);
  const trace = useRecallTrace(start);
  const balance = useMassBalance(start, tolerance);
  const startRecall = useStartRecall();
  const dialog = useFormDialog<TStartForm>({
    initialValues: { reason: '', mock: false },
    saveText: 'Start recall',
    saveTestId: 'recall-start-save',
    onSave: async (values) => {
      const recall = await startRecall.mutateAsync({ ...start, reason: values.reason, mock: values.mock });
      onStarted(recall.recallId);
    },
  });
  const doTrace = () => {
    const value = typed.trim();
    setTypedError(value ? null : RECALL_MESSAGES.valueRequired);
    if (value) setStart({ startType, value });
  };
  const data = trace.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label="Start from">
          <Select<TRecallStartType>
            value={startType}
            onChange={setStartType}
            style={{ width: 200 }}
            options={RECALL_START_TYPES.map((value) => ({ value, label: RECALL_START_TYPE_NAMES[value] }))}
            data-testid="recall-start-type"
          />
        </Form.Item>
        <Form.Item validateStatus={typedError ? 'error' : undefined} help={typedError}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={doTrace}
            placeholder={RECALL_START_TYPE_NAMES[startType]}
            maxLength={200}
            style={{ width: 240 }}
            data-testid="recall-value"
          />
        </Form.Item>
        <Form.Item label="Tolerance %">
          <NumberInput
            min={0}
            max={100}
            value={tolerance}
            onChange={(value) => setTolerance(value ?? RECALL_DEFAULT_TOLERANCE_PERCENT)}
            style={{ width: 90 }}
            data-testid="recall-tolerance"
          />
        </Form.Item>
        <Form.Item>
          <Space wrap>
            <Button type="primary" onClick={doTrace} loading={trace.isFetching} data-testid="recall-trace">
              Trace
            </Button>
            <Button disabled={!data} onClick={() => dialog.show()} data-testid="recall-start">
              Start recall
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {!data ? (
        <Empty description={trace.isFetching ? 'Loading…' : 'Pick where the trace starts and press Trace'} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card size="small" title={`Trace from ${RECALL_START_TYPE_NAMES[data.startType]} ${data.value}`}>
              <TraceView trace={data} />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card size="small" title="Mass balance">
              {balance.data ? (
                <BalanceView balance={balance.data} />
              ) : (
                <Empty description={balance.isFetching ? 'Loading…' : 'No mass balance'} />
              )}
            </Card>
          </Col>
        </Row>
      )}
      <Modal title="Start recall" {...dialog.modalProps}>
        <Form<TStartForm> layout="vertical" {...dialog.formProps}>
          <Form.Item label="Trace">
            {start.value ? `${RECALL_START_TYPE_NAMES[start.startType]} ${start.value}` : ''}
          </Form.Item>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[{ required: true, whitespace: true, message: RECALL_MESSAGES.reasonRequired }]}
          >
            <Input.TextArea rows={2} maxLength={300} showCount data-testid="recall-reason" />
          </Form.Item>
          <Form.Item name="mock" valuePropName="checked">
            <Checkbox data-testid="recall-mock">Mock recall (a test: no letters)</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
