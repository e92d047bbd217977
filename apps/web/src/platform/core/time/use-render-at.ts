import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_DELAY = 2 ** 31 - 1;

/**
 * Renders the component again when the clock reaches `moment` (epoch ms), so what depends on
 * "has it started yet" changes at that moment rather than at the next refetch: a meeting's
 * attendance opens at its start while its page is open. Returns the time of the last render it
 * caused (or of the first), to use as "now" for the whole render.
 */
export function useRenderAt(moment: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (moment === undefined || Number.isNaN(moment)) return;
    const wait = moment - Date.now();
    if (wait < 0) return;
    // A tick after the moment, so Date.now() > moment on the render it causes.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 1, LONGEST_DELAY));
    return () => clearTimeout(timer);
  }, [moment, now]);
  return Math.max(now, Date.now());
}
