import { ReloadOutlined } from '@ant-design/icons';
import { OUTSTANDING_COUNTDOWN_MS, OUTSTANDING_REFRESH_MS } from '@packline/domain';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';

// spec 01 §9 / spec 02 §9: a screen refreshes every minute, shows a countdown from 5 minutes, and holds both while a
// dialog is open (so the rows a dialog works on are not replaced under it).

const TICK_MS = 1000;
/** spec 02 §9 'warning under 5': the countdown turns to a warning in its last 5 seconds. */
const WARNING_BELOW_MS = 5000;

export interface TAutoRefreshOptions {
  /** Refetches the screen's data. */
  refresh: () => unknown;
  /** While true (a dialog is open) nothing refreshes and the countdown stays reset at its start. */
  held?: boolean;
  refreshMs?: number;
  countdownMs?: number;
}

export interface TAutoRefresh {
  /** What the countdown shows, in whole seconds' worth of milliseconds. */
  remainingMs: number;
  /** The countdown is in its last seconds. */
  warning: boolean;
  /** Refreshes now and starts the countdown again (a manual Refresh button). */
  restart: () => void;
}

/**
 * The countdown runs from `countdownMs` to 0 and starts again; the data refreshes each time another `refreshMs` of
 * it has passed (every minute of a 5-minute countdown, the last one at 0). Time is read from the clock, not counted
 * in ticks, so a background tab whose timers were slowed catches up with one refresh.
 */
export function useAutoRefresh(options: TAutoRefreshOptions): TAutoRefresh {
  const { held = false, refreshMs = OUTSTANDING_REFRESH_MS, countdownMs = OUTSTANDING_COUNTDOWN_MS } = options;
  const [cycle, setCycle] = useState(() => ({ startedAt: Date.now(), refreshesDone: 0 }));
  const [now, setNow] = useState(() => Date.now());
  const refresh = useEffectEvent(() => options.refresh());

  const tick = useEffectEvent(() => {
    const at = Date.now();
    setNow(at);
    if (held) {
      setCycle({ startedAt: at, refreshesDone: 0 });
      return;
    }
    const elapsed = at - cycle.startedAt;
    if (elapsed >= countdownMs) {
      refresh();
      setCycle({ startedAt: at, refreshesDone: 0 });
      return;
    }
    const due = Math.floor(elapsed / refreshMs);
    if (due > cycle.refreshesDone) {
      refresh();
      setCycle({ startedAt: cycle.startedAt, refreshesDone: due });
    }
  });

  useEffect(() => {
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const restart = () => {
    const at = Date.now();
    setNow(at);
    setCycle({ startedAt: at, refreshesDone: 0 });
    options.refresh();
  };

  const remainingMs = held ? countdownMs : Math.max(0, countdownMs - (now - cycle.startedAt));
  const roundedMs = Math.ceil(remainingMs / TICK_MS) * TICK_MS;
  return { remainingMs: roundedMs, warning: !held && roundedMs <= WARNING_BELOW_MS, restart };
}

/** 'm:ss' for a countdown. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The countdown of a screen as a component: it owns the ticking, so only its text re-renders every second, not the
 * screen's tables.
 */
export function AutoRefreshCountdown(props: TAutoRefreshOptions & { testId?: string }) {
  const countdown = useAutoRefresh(props);
  return (
    <Flex gap={8} align="center">
      <Tooltip title="The list refreshes every minute; the countdown starts again while a dialog is open.">
        <Typography.Text type={countdown.warning ? 'warning' : 'secondary'} data-testid={props.testId}>
          Auto refresh {formatCountdown(countdown.remainingMs)}
        </Typography.Text>
      </Tooltip>
      <Button size="small" icon={<ReloadOutlined />} onClick={countdown.restart} aria-label="Refresh now" />
    </Flex>
  );
}
