import {
  useContext,
  useLayoutEffect,
  useRef,
  type ContextType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext, useLocation, useMatches, useOutlet } from 'react-router';
import { PageActiveContext } from '../../platform/kit/layout/layout-slots.tsx';

/** Most list pages kept alive at once (000 §9 "cached pages max 3"). */
export const KEEP_ALIVE_MAX = 3;

export interface RouteHandle {
  keepAlive?: boolean;
}

interface CachedPage {
  element: ReactNode;
  /** The location the page last saw: a hidden page must not react to other pages' URLs. */
  locationContext: ContextType<typeof UNSAFE_LocationContext>;
  scrollY: number;
}

/**
 * An <Outlet /> that keeps up to three pages flagged `keepAlive` mounted (hidden) after the
 * user leaves them, so going back to a list finds its filters, loaded rows and scroll position.
 */
export function KeepAliveOutlet(): ReactElement {
  const outlet = useOutlet();
  const matches = useMatches();
  const location = useLocation();
  const locationContext = useContext(UNSAFE_LocationContext);
  const cache = useRef(new Map<string, CachedPage>());
  const previousKey = useRef<string | null>(null);

  const leaf = matches[matches.length - 1];
  const keepAlive = (leaf?.handle as RouteHandle | undefined)?.keepAlive === true;
  const activeKey = keepAlive ? (leaf?.pathname ?? location.pathname) : null;

  if (activeKey) {
    const known = cache.current.get(activeKey);
    cache.current.delete(activeKey);
    cache.current.set(activeKey, {
      element: outlet,
      locationContext,
      scrollY: known?.scrollY ?? 0,
    });
    while (cache.current.size > KEEP_ALIVE_MAX) {
      const oldest = cache.current.keys().next().value;
      if (oldest === undefined) break;
      cache.current.delete(oldest);
    }
  }

  useLayoutEffect(() => {
    const previous = previousKey.current;
    if (previous === activeKey) return;
    const left = previous ? cache.current.get(previous) : undefined;
    if (left) left.scrollY = lastScrollY.current;
    const entered = activeKey ? cache.current.get(activeKey) : undefined;
    if (entered) window.scrollTo(0, entered.scrollY);
    previousKey.current = activeKey;
  }, [activeKey]);

  // A page that is not kept has no position of its own: it opens at the top, not where the
  // previous page was left (a detail page opened from the bottom of a form).
  useLayoutEffect(() => {
    if (!activeKey) window.scrollTo(0, 0);
  }, [activeKey, location.pathname]);

  // The scroll position at the moment of leaving is gone by the time the next page lays out.
  const lastScrollY = useRef(0);
  useLayoutEffect(() => {
    const track = () => {
      lastScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  return (
    <>
      {[...cache.current].map(([key, page]) => (
        <div key={key} style={{ display: key === activeKey ? 'contents' : 'none' }}>
          <UNSAFE_LocationContext.Provider
            value={key === activeKey ? locationContext : page.locationContext}
          >
            <PageActiveContext.Provider value={key === activeKey}>
              {page.element}
            </PageActiveContext.Provider>
          </UNSAFE_LocationContext.Provider>
        </div>
      ))}
      {activeKey ? null : outlet}
    </>
  );
}
