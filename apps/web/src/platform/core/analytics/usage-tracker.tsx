import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { activeModuleFor } from '../active-module/active-module.ts';
import { ANALYTICS_TICK_MS } from './analytics-sessions.ts';
import { reportUsage, type Screen } from './analytics-tracker.ts';

/**
 * Mounted once in the signed-in layout: reports the app session and the current screen about
 * every 5 seconds while the tab is visible, and at once when the screen changes. Renders nothing.
 */
export function UsageTracker({ tickMs = ANALYTICS_TICK_MS }: { tickMs?: number }) {
  const { pathname, search } = useLocation();
  const screen = useRef<Screen>({ path: pathname, globalModuleId: 0 });
  screen.current = {
    path: pathname,
    globalModuleId: activeModuleFor(pathname, search).globalModuleId,
  };

  useEffect(() => {
    if (document.visibilityState !== 'hidden') void reportUsage(screen.current);
  }, [pathname]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => void reportUsage(screen.current), tickMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else {
        void reportUsage(screen.current);
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [tickMs]);

  return null;
}
