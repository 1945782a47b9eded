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
// Code slow to come (a new version over a slow line) does not keep the window blank: after CODE_WAIT_MS the page
// renders with its Loading spinners, as before. The first render is a transition: React renders it in slices, so the
// screen's answers are read (and end the Loading... hold's count) while it renders, not after the whole page is in the
// DOM.
const CODE_WAIT_MS = 500;
void Promise.race([preloadOpenedPage(), new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]).then(() =>
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
