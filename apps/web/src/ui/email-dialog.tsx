import { PaperClipOutlined } from '@ant-design/icons';
import { QUOTATION_MESSAGES, type TSendEmailResult, textToHtml, ZSendEmail, ZSendEmailResult } from '@packline/domain';
import { Col, Form, type FormRule, Input, Modal, Row, Spin, Typography } from 'antd';
import { showErrorDialog, showSuccessDialog } from '../api/api-feedback.ts';
import { apiErrorMessage, apiPost } from '../api/client.ts';
import { labelledZodRule, requiredRule, zodRule } from './form-rules.ts';
import { useInvalidateController } from './use-crud-resource.ts';
import { useFormDialog } from './use-form-dialog.tsx';

// spec 02 §2 'Email (quote or purchase order)': the receiver, subject and HTML body, prefilled by the caller, with an
// optional attachment, sent through POST Common/SendEmail (spec 02 §7 Email).

const SEND_PATH = '/Common/SendEmail';
/** An attachment makes the request larger than the calls the 5 s default is meant for. */
const SEND_TIMEOUT_MS = 60_000;
const DIALOG_STYLE = { maxWidth: 1200 };

/** What the dialog opens with; the user may change every field before sending. */
export interface TEmailDraft {
  targetAddress: string;
  targetName?: string | null;
  subject: string;
  htmlContent: string;
  /**
   * A body the user edits as plain text (its paragraphs sent as HTML, issue 31 §16) instead of `htmlContent`'s raw
   * HTML box.
   */
  textContent?: string;
}

export interface TEmailSender {
  name?: string | null;
  address?: string | null;
}

export interface TEmailForm {
  TargetAddress: string;
  TargetName?: string | null;
  Subject: string;
  HtmlContent: string;
}

/** The form's values: with a plain-text body, the text the HTML is made from. */
type TEmailFormValues = TEmailForm & { TextContent?: string };

/** The multipart form of Common/SendEmail: the text fields and the optional file. */
export async function sendEmail(
  form: TEmailForm,
  sender: TEmailSender | undefined,
  attachment: File | null | undefined,
): Promise<TSendEmailResult> {
  const body = new FormData();
  const fields: Record<string, string | null | undefined> = {
    SenderName: sender?.name,
    SenderAddress: sender?.address,
    TargetAddress: form.TargetAddress,
    TargetName: form.TargetName,
    Subject: form.Subject,
    HtmlContent: form.HtmlContent,
    FileName: attachment?.name,
  };
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  if (attachment) body.append('File', attachment, attachment.name);
  return apiPost(ZSendEmailResult, SEND_PATH, body, { silent: true, timeoutMs: SEND_TIMEOUT_MS });
}

export interface TEmailDialogProps {
  open: boolean;
  title?: string;
  /** null while the caller still prepares the e-mail (template, receiver, attachment). */
  draft: TEmailDraft | null;
  sender?: TEmailSender;
  attachment?: File | null;
  /** 'To' by default; the price-change e-mail calls it Receivers. */
  toLabel?: string;
  /** Extra rules on the receivers (a length limit with its own message). */
  toRules?: FormRule[];
  /**
   * Sends the e-mail another way than Common/SendEmail (a purchase order: the server attaches its own PDF); it should
   * call silently and answer or throw as sendEmail does.
   */
  send?: (form: TEmailForm, sender: TEmailSender | undefined) => Promise<TSendEmailResult>;
  /** The name of a file the server attaches (with `send`), shown as the attachment. */
  attachmentName?: string;
  onClose: () => void;
}

/** The e-mail as its receiver sees it; sandbox='' keeps its scripts, forms and links from running here. */
function EmailPreview({ html }: { html: string }) {
  return (
    <iframe
      title="E-mail preview"
      sandbox=""
      srcDoc={html}
      style={{ width: '100%', height: 360, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}
      data-testid="email-preview"
    />
  );
}

export function EmailDialog(props: TEmailDialogProps) {
  const invalidate = useInvalidateController();
  const send = async ({ TextContent, ...form }: TEmailFormValues): Promise<boolean> => {
    const values: TEmailForm = plainText ? { ...form, HtmlContent: textToHtml(TextContent ?? '') } : form;
    try {
      const result = props.send
        ? await props.send(values, props.sender)
        : await sendEmail(values, props.sender, props.attachment);
      // spec 02 §8: a response that is not successful shows 'Send email fail!'.
      if (!result.isSuccessStatusCode) {
        showErrorDialog(QUOTATION_MESSAGES.sendEmailFail, null);
        return false;
      }
      showSuccessDialog();
      return true;
    } catch (error) {
      // The server's reason (an invalid address, no session) is kept under Show details.
      showErrorDialog(QUOTATION_MESSAGES.sendEmailFail, { innerMessage: apiErrorMessage(error) });
      throw error;
    } finally {
      void invalidate('/Mail/');
    }
  };
  const { draft } = props;
  const plainText = draft?.textContent !== undefined;
  const dialog = useFormDialog<TEmailFormValues>({
    open: props.open,
    onClose: props.onClose,
    initialValues: draft
      ? {
          TargetAddress: draft.targetAddress,
          TargetName: draft.targetName ?? '',
          Subject: draft.subject,
          HtmlContent: draft.htmlContent,
          TextContent: draft.textContent,
        }
      : undefined,
    saveText: 'Send',
    saveTestId: 'email-send',
    saveDisabled: !draft,
    onSave: send,
  });
  const typedHtml = Form.useWatch('HtmlContent', dialog.form) ?? draft?.htmlContent ?? '';
  const typedText = Form.useWatch('TextContent', dialog.form) ?? draft?.textContent ?? '';
  const html = plainText ? textToHtml(typedText) : typedHtml;
  const toLabel = props.toLabel ?? 'To';

  return (
    <Modal
      {...dialog.modalProps}
      title={props.title ?? 'Email'}
      width="98%"
      style={DIALOG_STYLE}
      data-testid="email-dialog"
    >
      {draft ? (
        <Form<TEmailFormValues> {...dialog.formProps} layout="vertical">
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item
                name="TargetAddress"
                label={toLabel}
                validateFirst
                rules={[
                  requiredRule(),
                  ...(props.toRules ?? []),
                  labelledZodRule(ZSendEmail.shape.TargetAddress, 'TargetAddress', toLabel),
                ]}
                extra="Several addresses may be separated by commas."
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} data-testid="email-to" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="TargetName" label="Name">
                <Input data-testid="email-to-name" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="Subject" label="Subject" rules={[requiredRule(), zodRule(ZSendEmail.shape.Subject)]}>
            <Input data-testid="email-subject" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              {plainText ? (
                <Form.Item
                  name="TextContent"
                  label="Message"
                  rules={[requiredRule('Message is required!')]}
                  extra="A blank line starts a new paragraph."
                >
                  <Input.TextArea autoSize={{ minRows: 8, maxRows: 16 }} data-testid="email-content" />
                </Form.Item>
              ) : (
                <Form.Item name="HtmlContent" label="Content (HTML)" rules={[requiredRule()]}>
                  <Input.TextArea autoSize={{ minRows: 8, maxRows: 16 }} data-testid="email-content" />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item label="Preview">
                <EmailPreview html={html} />
              </Form.Item>
            </Col>
          </Row>
          {(props.attachment || props.attachmentName) && (
            <Typography.Text data-testid="email-attachment">
              <PaperClipOutlined /> {props.attachment?.name ?? props.attachmentName}
            </Typography.Text>
          )}
        </Form>
      ) : (
        <div className="page-loading">
          <Spin />
        </div>
      )}
    </Modal>
  );
}
