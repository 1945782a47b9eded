import { PRODUCTION_EVENT } from '@packline/domain';
import { useEffect, useRef, useState } from 'react';

// Live production screens (issue 15 "Task dashboard, live"; docs/architecture.md §8): GET Production/Events is a
// Server-Sent Events stream that says "production changed" at every change of work orders or suborders by any server
// process. A screen refetches on each change (several within 300 ms count once) and keeps its own timer only while the
// stream is down: `live` says which. The browser's EventSource reconnects by itself (the server asks for 3 s).

const COALESCE_MS = 300;

export function useProductionEvents(onChange: () => void): { live: boolean } {
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/Production/Events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | null = null;
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(source.readyState === EventSource.OPEN);
    source.addEventListener(PRODUCTION_EVENT, () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        latest.current();
      }, COALESCE_MS);
    });
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, []);
  return { live };
}
