import { Messages } from '@console/contract';
import { useCallback, useEffect, useState, type ReactElement } from 'react';

/**
 * In place of a page whose code did not arrive because the console is offline: the console
 * stays (header, menu, the offline banner, the other pages kept alive with what was typed in
 * them) and says so,
 * instead of reloading into the browser's offline page. "Try again" loads the code again, by
 * itself as soon as the browser is back online; if the browser still refuses it once online
 * (it may keep a failed module), the page is reloaded, as 000 §8 does for a chunk that fails.
 * Plain elements: antd may be among what did not load.
 */
export function PageLoadRetry<Loaded>({
  load,
  render,
}: {
  load: () => Promise<Loaded>;
  render: (loaded: Loaded) => ReactElement;
}) {
  const [loaded, setLoaded] = useState<{ value: Loaded } | null>(null);
  const [trying, setTrying] = useState(false);

  const retry = useCallback(async () => {
    setTrying(true);
    try {
      setLoaded({ value: await load() });
    } catch {
      if (navigator.onLine) window.location.reload();
    } finally {
      setTrying(false);
    }
  }, [load]);

  useEffect(() => {
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);

  if (loaded) return render(loaded.value);
  return (
    <section className="page-load-retry" aria-labelledby="page-load-retry-title">
      <h1 id="page-load-retry-title" className="page-heading" tabIndex={-1}>
        This page could not be loaded
      </h1>
      <p>{Messages.pageNotLoaded}</p>
      <button
        type="button"
        className="page-load-retry-button"
        onClick={() => void retry()}
        disabled={trying}
        aria-busy={trying}
      >
        {trying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}
