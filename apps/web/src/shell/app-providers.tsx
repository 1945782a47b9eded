import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client.ts';

/**
 * What every screen but the login needs: antd's App (message, modal, notification) and the query cache. Loaded with
 * the first of those screens, so the login page's first download carries neither.
 */
export default function AppProviders() {
  return (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AntApp>
  );
}
