import { VALIDATE_MESSAGES } from '@packline/domain';
import { ConfigProvider } from 'antd';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from './api/session.ts';
import { AppRouter, preloadOpenedPage } from './router.tsx';
import { ApiFeedbackHost } from './shell/api-feedback-host.tsx';
import { THEME } from './shell/theme.ts';
import './shell/shell.css';

// A session stored by an earlier visit may have ended on the server; check it once, quietly.
void refreshSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A signed-in reload renders once its page's code is there: in one pass, without a fallback between shell and screen.
// The first render is a transition: React renders it in slices, so the screen's reads, started in it, are answered
// (and end the Loading... hold's count) while it renders, not after the whole page is in the DOM.
void preloadOpenedPage().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ConfigProvider theme={THEME} form={{ validateMessages: VALIDATE_MESSAGES }}>
          <AppRouter />
          <ApiFeedbackHost />
        </ConfigProvider>
      </StrictMode>,
    ),
  ),
);
