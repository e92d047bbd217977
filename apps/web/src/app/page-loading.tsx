import { useEffect, useState } from 'react';

/**
 * Shown while a page's code or first data loads: a plain spinner (global.css), not antd's Spin,
 * because it shows before any antd code has loaded (the first address's chunks) and on the
 * sign-in page, which has none. `delay` keeps quick loads from flashing it.
 */
export function PageLoading({ delay }: { delay?: number }) {
  const [shown, setShown] = useState(!delay);
  useEffect(() => {
    if (!delay) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <div className="page-loading" role="status" aria-label="Loading">
      {shown && <span className="page-loading-spinner" />}
    </div>
  );
}
