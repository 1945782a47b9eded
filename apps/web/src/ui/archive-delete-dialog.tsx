import { ARCHIVE_FIELDS_REQUIRED, type TArchiveInput } from '@packline/domain';
import { Form, Input, Modal } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { apiDelete, type TReply } from '../api/client.ts';
import { useSession } from '../api/session.ts';
import { useInvalidateController } from './use-crud-resource.ts';
import { useFormDialog } from './use-form-dialog.tsx';

// spec 01 §3 / 02 §2: deleting a product, base product or raw material archives it; the dialog asks who deletes
// it and why, and both are required ('Please fill in both fields').

const NOTE_MAX = 300;

export interface TArchiveDeleteDialogProps {
  open: boolean;
  /** e.g. 'Delete Base Product'. */
  title: string;
  /** Resolves when archived; a rejection keeps the dialog open (the API client has shown the Error!). */
  onSubmit: (values: TArchiveInput) => Promise<unknown>;
  onClose: () => void;
}

export function ArchiveDeleteDialog(props: TArchiveDeleteDialogProps) {
  const dialog = useFormDialog<TArchiveInput>({
    open: props.open,
    onClose: props.onClose,
    saveText: 'Delete',
    danger: true,
    onSave: (values) => props.onSubmit({ userName: values.userName.trim(), Notes: values.Notes.trim() }),
  });
  const rule = { required: true, whitespace: true, message: ARCHIVE_FIELDS_REQUIRED };
  return (
    <Modal {...dialog.modalProps} title={props.title}>
      <Form {...dialog.formProps} layout="vertical" name="archive-delete" data-testid="archive-delete-form">
        <Form.Item name="userName" label="User Name" rules={[rule]}>
          <Input maxLength={NOTE_MAX} />
        </Form.Item>
        <Form.Item name="Notes" label="Note" rules={[rule]}>
          <Input.TextArea maxLength={NOTE_MAX} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Archive-on-delete for a CrudTable: spread `onDelete` into the table and render `dialog`.
 * `deletePath` is the spec's `DELETE {C}/Delete{N}?id&userId&userName&Notes`.
 */
export function useArchiveDelete<T extends object>(options: {
  deletePath: string;
  /** The reply schema of the Delete call (the domain's Z… it answers). */
  reply: TReply;
  idKey: string;
  title: string;
}): {
  onDelete: (row: T) => Promise<void>;
  dialog: ReactNode;
} {
  const session = useSession();
  const invalidate = useInvalidateController();
  const [row, setRow] = useState<T | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const close = () => {
    setRow(null);
    settle.current?.();
    settle.current = null;
  };
  const onDelete = (next: T) =>
    new Promise<void>((resolve) => {
      settle.current = resolve;
      setRow(next);
    });
  const archive = async (values: TArchiveInput) => {
    if (!row) return;
    await apiDelete(options.reply, options.deletePath, {
      id: (row as Record<string, unknown>)[options.idKey] as number,
      userId: session?.kind === 'staff' ? session.employeeId : undefined,
      ...values,
    });
    await invalidate(options.deletePath);
  };
  const dialog = <ArchiveDeleteDialog open={row !== null} title={options.title} onSubmit={archive} onClose={close} />;
  return { onDelete, dialog };
}
