import { QueryClient } from '@tanstack/react-query';
import { attachSessionCache } from './session.ts';

// Every failed call already shows its Error! dialog and every call the blocking spinner (spec 01 §8),
// so a query is not retried and not re-fetched behind the user's back on window focus.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

attachSessionCache(queryClient);
