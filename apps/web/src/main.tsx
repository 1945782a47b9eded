import { VALIDATE_MESSAGES } from '@packline/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { refreshSession } from './api/session.ts';
import { router } from './router.tsx';
import { ApiFeedbackHost } from './shell/api-feedback-host.tsx';
import { THEME } from './shell/theme.ts';
import './shell/shell.css';

// A session stored by an earlier visit may have ended on the server; check it once, quietly.
void refreshSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ConfigProvider theme={THEME} form={{ validateMessages: VALIDATE_MESSAGES }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ApiFeedbackHost />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
