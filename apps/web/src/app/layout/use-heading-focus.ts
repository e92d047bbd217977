import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page that loads its code on demand has to show its heading. */
const WAIT_MS = 3_000;

/**
 * After the console moves to another page, focus goes to that page's heading (issue 13), so a
 * screen reader announces where the user now is and Tab continues from the page's top instead
 * of from the menu link that was pressed. The first page of a visit keeps the browser's own
 * focus, and a focus that moved while the page was coming is left alone: a page's own field (a
 * form's first input), or the header's search clicked before the page's code arrived (taking it
 * away then closed the search under the user's typing).
 */
export function useHeadingFocus(main: React.RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    // Where the focus was as the page changed: the link pressed, or <body> once it was removed.
    const before = document.activeElement;
    let frame = 0;
    const tryFocus = () => {
      const region = main.current;
      if (!region) return;
      const now = document.activeElement;
      if (now && now !== before && now !== document.body && now !== region) return;
      if (region.contains(now) && now !== region) return;
      const heading = [...region.querySelectorAll<HTMLElement>('h1')].find(
        (candidate) => candidate.getClientRects().length > 0,
      );
      if (heading) {
        heading.focus({ preventScroll: false });
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
