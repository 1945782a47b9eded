import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getApiFeedback, subscribeApiFeedback } from '../api/api-feedback.ts';

// Above the screens' own dialogs: the spinner blocks them while a call runs, and a call's outcome shows on top.
const SPINNER_Z_INDEX = 2000;

// The dialogs (antd Modal, Typography) are not in the login page's first download: they load with the first call.
const loadApiDialogs = () => import('./api-dialogs.tsx');
const ApiDialogs = lazy(loadApiDialogs);

/** The client's Loading... spinner and Error!/Success! dialogs, rendered once at the root. */
export function ApiFeedbackHost() {
  const { loading, dialogs } = useSyncExternalStore(subscribeApiFeedback, getApiFeedback);
  // Fetched while the first call runs, so its outcome does not wait for the chunk.
  useEffect(() => {
    if (loading) void loadApiDialogs();
  }, [loading]);
  return (
    <>
      <Spin
        fullscreen
        spinning={loading}
        size="large"
        description="Loading..."
        style={{ zIndex: SPINNER_Z_INDEX }}
        data-testid="loading-overlay"
      />
      {dialogs.length > 0 ? (
        <Suspense fallback={null}>
          <ApiDialogs dialogs={dialogs} />
        </Suspense>
      ) : null}
    </>
  );
}
