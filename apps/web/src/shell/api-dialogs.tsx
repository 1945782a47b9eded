import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { closeApiDialog, SUCCESS_CLOSE_MS, type TApiDialog } from '../api/api-feedback.ts';

/** Above the screens' own dialogs and the Loading... spinner: a call's outcome shows on top. */
export const DIALOG_Z_INDEX = 2100;

/** The Error!/Success! dialogs of the calls, in the order they came. */
export default function ApiDialogs({ dialogs }: { dialogs: readonly TApiDialog[] }) {
  return dialogs.map((dialog) =>
    dialog.kind === 'error' ? (
      <ErrorDialog key={dialog.id} dialog={dialog} />
    ) : (
      <SuccessDialog key={dialog.id} dialog={dialog} />
    ),
  );
}

function ErrorDialog({ dialog }: { dialog: TApiDialog }) {
  const [showDetails, setShowDetails] = useState(false);
  const close = () => closeApiDialog(dialog.id);
  return (
    <Modal
      open
      centered
      zIndex={DIALOG_Z_INDEX}
      title={
        <Space>
          <CloseCircleFilled style={{ color: '#cf1322' }} />
          {dialog.title}
        </Space>
      }
      onCancel={close}
      footer={[
        dialog.details ? (
          <Button key="details" onClick={() => setShowDetails((shown) => !shown)}>
            {showDetails ? 'Hide details' : 'Show details'}
          </Button>
        ) : null,
        <Button key="ok" type="primary" onClick={close}>
          OK
        </Button>,
      ]}
    >
      <div data-testid="api-error-dialog">
        <Typography.Paragraph data-testid="api-error-message">{dialog.message}</Typography.Paragraph>
        {showDetails && dialog.details ? (
          <div data-testid="api-error-details">
            <Typography.Title level={5}>Error Details</Typography.Title>
            {dialog.details.innerMessage ? (
              <Typography.Paragraph>
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{dialog.details.innerMessage}</pre>
              </Typography.Paragraph>
            ) : null}
            {Object.entries(dialog.details.errors ?? {}).map(([field, messages]) => (
              <Typography.Paragraph key={field}>
                <Typography.Text strong>{field}</Typography.Text>: {messages.join(' ')}
              </Typography.Paragraph>
            ))}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

function SuccessDialog({ dialog }: { dialog: TApiDialog }) {
  // The 2 s count from when the dialog is on screen: the first one waits for this chunk to load (api-feedback-host).
  useEffect(() => {
    const timer = setTimeout(() => closeApiDialog(dialog.id), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [dialog.id]);
  return (
    <Modal
      open
      centered
      width={360}
      zIndex={DIALOG_Z_INDEX}
      footer={null}
      onCancel={() => closeApiDialog(dialog.id)}
      title={
        <Space data-testid="api-success-dialog">
          <CheckCircleFilled style={{ color: '#389e0d' }} />
          {dialog.title}
        </Space>
      }
    />
  );
}
