import {
  ATTENDANCE_CLOCK_URL,
  CHECK_TYPE,
  formatDateTime,
  PASSWORD_REQUIRED,
  type TCheckType,
  type TClockEvent,
  USERNAME_REQUIRED,
} from '@packline/domain';
import { Alert, Button, Form, Input, Segmented, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../api/client.ts';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { ScanField } from '../labels/mobile/mobile-scan-layout.tsx';
import { clockByBadge, clockByPassword } from './attendance.api.ts';

// Clock In / Out (issue 19 "Attendance"): the shared phone or tablet by the door. Each person proves who they are with
// their badge (scanned with the warehouse's scan field: a hardware scanner or the camera) or their user name and
// password; the server stores the event at its own time. The answer shows in large type for the person walking past.

const ACTIONS = [
  { value: CHECK_TYPE.In, label: 'Clock In' },
  { value: CHECK_TYPE.Out, label: 'Clock Out' },
];

type TOutcome = { ok: true; event: TClockEvent } | { ok: false; message: string };

/** The answer stays this long, then the screen is clear for the next person. */
const ANSWER_MS = 15_000;

export default function ClockPage() {
  const [checkType, setCheckType] = useState<TCheckType>(CHECK_TYPE.In);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ userName: string; password: string }>();

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), ANSWER_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const run = async (call: () => Promise<TClockEvent>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, event: await call() });
      form.resetFields();
    } catch (error) {
      setOutcome({ ok: false, message: apiErrorMessage(error) });
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  const actionLabel = checkType === CHECK_TYPE.In ? 'Clock In' : 'Clock Out';

  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }} data-testid="clock">
      <PageTitleOf url={ATTENDANCE_CLOCK_URL} />
      <Segmented<TCheckType>
        block
        size="large"
        options={ACTIONS}
        value={checkType}
        onChange={(value) => {
          setCheckType(value);
          setOutcome(null);
        }}
        style={{ marginBottom: 16 }}
        data-testid="clock-action"
      />
      <Tabs
        items={[
          {
            key: 'badge',
            label: 'Badge',
            children: (
              <>
                <Typography.Paragraph strong style={{ fontSize: 18 }}>
                  Scan your badge to {actionLabel.toLowerCase()}
                </Typography.Paragraph>
                <ScanField
                  prompt="Scan your badge"
                  busy={busy}
                  onScan={(badgeCode) => run(() => clockByBadge({ badgeCode, checkType }))}
                />
              </>
            ),
          },
          {
            key: 'password',
            label: 'User name and password',
            children: (
              <Form
                form={form}
                layout="vertical"
                size="large"
                onFinish={(values) => run(() => clockByPassword({ ...values, checkType }))}
                autoComplete="off"
              >
                <Form.Item name="userName" label="User name" rules={[{ required: true, message: USERNAME_REQUIRED }]}>
                  <Input autoCapitalize="none" data-testid="clock-username" />
                </Form.Item>
                <Form.Item name="password" label="Password" rules={[{ required: true, message: PASSWORD_REQUIRED }]}>
                  <Input.Password data-testid="clock-password" />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={busy} data-testid="clock-submit">
                  {actionLabel}
                </Button>
              </Form>
            ),
          },
        ]}
      />
      {outcome?.ok ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16, fontSize: 20 }}
          title={`${outcome.event.employeeName}: clocked ${outcome.event.checkType === CHECK_TYPE.In ? 'in' : 'out'}`}
          description={formatDateTime(outcome.event.checkTime)}
          data-testid="clock-done"
        />
      ) : null}
      {outcome && !outcome.ok ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16, fontSize: 20 }}
          title={outcome.message}
          data-testid="clock-problem"
        />
      ) : null}
    </div>
  );
}
