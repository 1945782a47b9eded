import { App } from 'antd';

// The OK / Cancel questions of the spec (spec 02 §8 confirmations), one way everywhere.

export type TModal = ReturnType<typeof App.useApp>['modal'];

/** An OK / Cancel question as a promise: true on OK. */
export function ask(modal: TModal, title: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** Asks 'Are you sure?' and runs the action on OK; a failure has shown its Error! dialog already. */
export function useAreYouSure(): (action: () => Promise<unknown>) => void {
  const { modal } = App.useApp();
  return (action) => {
    modal.confirm({
      title: 'Are you sure?',
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await action();
        } catch {
          // The API client has shown the Error! dialog.
        }
      },
    });
  };
}
