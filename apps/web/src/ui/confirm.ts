import { App } from 'antd';
import { succeeded } from '../api/failures.ts';

// The OK / Cancel questions of the spec (spec 02 §8 confirmations), one way everywhere.

export type TModal = ReturnType<typeof App.useApp>['modal'];

/** An OK / Cancel question as a promise (`content` saying more, when given): true on OK. */
export function ask(modal: TModal, title: string, content?: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title,
      content,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * Asks 'Are you sure?' (with `content` saying what the action does, when given) and runs the action on OK; a failure
 * has shown its Error! dialog already.
 */
export function useAreYouSure(): (action: () => Promise<unknown>, content?: string) => void {
  const { modal } = App.useApp();
  return (action, content) => {
    modal.confirm({
      title: 'Are you sure?',
      content,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        await succeeded(action());
      },
    });
  };
}
