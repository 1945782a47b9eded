import { Button, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

// spec 01 §9: dialog width is 98%, max 1800 px.
const DIALOG_STYLE = { maxWidth: 1800 };

export interface TListDialogProps {
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/** A dialog holding a list of a row's children (Modify Pages, Action Edit); changes save as they are made. */
export function ListDialog(props: TListDialogProps & { title: string; children: ReactNode }) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      afterClose={props.afterClose}
      width="98%"
      style={DIALOG_STYLE}
      destroyOnHidden
      footer={
        <Button onClick={props.onClose} data-testid="list-dialog-close">
          Close
        </Button>
      }
    >
      {props.children}
    </Modal>
  );
}

/** The row a dialog is about; it stays set while the dialog animates out. Spread `dialogProps` into ListDialog. */
export function useRowDialog<T>() {
  const [row, setRow] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const dialogProps: TListDialogProps = {
    open,
    onClose: () => setOpen(false),
    afterClose: () => setRow(null),
  };
  const openFor = (next: T) => {
    setRow(next);
    setOpen(true);
  };
  return { row, openFor, dialogProps };
}
