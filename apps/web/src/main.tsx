import { VALIDATE_MESSAGES } from '@packline/domain';
import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from './api/session.ts';
import { AppRouter } from './router.tsx';
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
      <AppRouter />
      <ApiFeedbackHost />
    </ConfigProvider>
  </StrictMode>,
);
