import { ORDER_MESSAGES, URGENT_NOTE_MAX } from '@packline/domain';
import { Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import type { TOrderFormValues } from './order-form.ts';

// spec 01 §5: turning Urgent on asks for the reason (required, at most 150 characters); cancelling turns it off.

export function UrgentField() {
  const form = Form.useFormInstance<TOrderFormValues>();
  const urgent = Form.useWatch('urgent', form) ?? false;
  const urgentNote = Form.useWatch('urgentNote', { form, preserve: true }) as string | null | undefined;
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSwitch = (checked: boolean) => {
    if (checked) {
      setReason('');
      setError(null);
      setAsking(true);
    } else {
      form.setFieldValue('urgentNote', null);
    }
  };
  const accept = () => {
    if (!reason.trim()) {
      setError(ORDER_MESSAGES.urgentReasonRequired);
      return;
    }
    form.setFieldValue('urgentNote', reason.trim());
    setAsking(false);
  };
  const cancel = () => {
    form.setFieldsValue({ urgent: false, urgentNote: null });
    setAsking(false);
  };
  const requestCancel = useConfirmClose({ changed: () => reason.trim() !== '', onClose: cancel });

  return (
    <>
      <Form.Item name="urgent" label="Urgent" valuePropName="checked" style={{ marginBottom: urgent ? 0 : undefined }}>
        <Switch onChange={onSwitch} data-testid="order-urgent" />
      </Form.Item>
      {urgent && urgentNote && (
        <Typography.Paragraph type="danger" data-testid="order-urgent-note">
          {urgentNote}
        </Typography.Paragraph>
      )}
      <Modal
        open={asking}
        title="Urgent reason"
        onOk={accept}
        onCancel={requestCancel}
        okText="OK"
        cancelText="Cancel"
        maskClosable={false}
        destroyOnHidden
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={URGENT_NOTE_MAX}
          value={reason}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          data-testid="order-urgent-reason"
        />
        {error && (
          <Typography.Text type="danger" data-testid="order-urgent-error">
            {error}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
