import { Button, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/** spec 01 §9: dialog width is 98%, max 1800 px; spread into a wide Modal. */
export const WIDE_DIALOG = { width: '98%', style: { maxWidth: 1800 } } as const;

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
      {...WIDE_DIALOG}
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

/** A key that changes at each opening of a dialog: its content remounts fresh, and stays while it animates out. */
export function useOpeningKey(open: boolean): number {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return opening;
}
