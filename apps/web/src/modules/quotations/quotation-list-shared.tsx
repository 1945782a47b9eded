import { PAGES } from '@packline/domain';
import { App } from 'antd';
import { PageTitle } from '../../ui/page-title.tsx';

// Small pieces every quotation screen uses: the page's title and the 'Are you sure?' confirmation.

/** The title the page list gives the url (packages/domain PAGES). */
export function QuotationPageTitle({ url }: { url: string }) {
  return <PageTitle>{PAGES.find((page) => page.url === url)?.title ?? url}</PageTitle>;
}

/** Asks 'Are you sure?' (spec 02 confirmations) and runs the action on OK; a failure has shown its Error! dialog. */
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
