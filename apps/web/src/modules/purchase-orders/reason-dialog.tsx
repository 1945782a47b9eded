import { PO_NOTE_MAX } from '@packline/domain';
import { Form, Input, Modal, Typography } from 'antd';
import { useFormDialog } from '../../ui/use-form-dialog.tsx';

// Issue 31: the reason a buyer gives for cancelling a purchase order or closing one of its lines short, asked before
// the call; the server records it with who and when.

export interface TReasonDialogProps {
  title: string;
  /** What the action does, above the reason. */
  content?: string;
  /** Shown when the reason is empty or blank. */
  required: string;
  submitLabel: string;
  testId: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Rendered while open. */
export function ReasonDialog(props: TReasonDialogProps) {
  const dialog = useFormDialog<{ reason: string }>({
    open: true,
    onClose: props.onClose,
    initialValues: { reason: '' },
    saveText: props.submitLabel,
    saveTestId: `${props.testId}-submit`,
    onSave: (values) => props.onSubmit(values.reason.trim()),
  });
  return (
    <Modal {...dialog.modalProps} title={props.title}>
      {props.content ? <Typography.Paragraph>{props.content}</Typography.Paragraph> : null}
      <Form<{ reason: string }> {...dialog.formProps} layout="vertical" name={props.testId} data-testid={props.testId}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: props.required }]}>
          <Input.TextArea
            maxLength={PO_NOTE_MAX}
            showCount
            autoFocus
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid={`${props.testId}-reason`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
