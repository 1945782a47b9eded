import { Alert, App, Button, Card, Form, Input } from 'antd';
import { apiErrorMessage } from '../../api/client.ts';
import { requiredRule } from '../../ui/form-rules.ts';
import { UploadField } from '../../ui/upload-field.tsx';
import { useAddQuoteAttachment } from './quotations.api.ts';

// The customer may send files with the quote (artwork, a purchase order): uploaded and filed as a customer attachment,
// the quote token standing in for a login (spec 01 §7).

interface TAttachmentForm {
  attachmentName: string;
  attachmentDesc?: string;
  urls: string[];
}

const FILES_REQUIRED = 'Please upload at least one file.';

export function PublicQuoteAttachments({ token, customerId }: { token: string; customerId: number }) {
  const [form] = Form.useForm<TAttachmentForm>();
  const add = useAddQuoteAttachment(token);
  const { message } = App.useApp();

  const submit = (values: TAttachmentForm) =>
    add.mutate(
      { customerId, attachmentName: values.attachmentName, attachmentDesc: values.attachmentDesc, urls: values.urls },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success('Thank you, your files have been sent.');
        },
      },
    );

  return (
    <Card size="small" title="Attachments (optional)" data-testid="public-quote-attachments">
      <Form<TAttachmentForm> form={form} layout="vertical" initialValues={{ urls: [] }} onFinish={submit}>
        <Form.Item name="attachmentName" label="Attachment Name" rules={[requiredRule()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="attachmentDesc" label="Description">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="urls" label="Files" rules={[{ type: 'array', min: 1, message: FILES_REQUIRED }]}>
          <UploadField maxCount={20} uploadOptions={{ params: { number_id: token }, anonymous: true }} />
        </Form.Item>
        {add.isError && <Alert type="error" showIcon title={apiErrorMessage(add.error)} style={{ marginBottom: 12 }} />}
        <Button htmlType="submit" loading={add.isPending} data-testid="public-quote-attachment-send">
          Send files
        </Button>
      </Form>
    </Card>
  );
}
