import { useSyncExternalStore } from 'react';

// 000 §2 breakpoints: 1199 px (module menu folds), 768 px (mobile header, menu in a drawer),
// 510 px (compact header). Lists use the mobile one to start with fewer columns and filters, and
// draw cards instead of a table under 576 px (antd's xs), where no table of a record fits.

export const MOBILE_QUERY = '(max-width: 768px)';

/** A phone held upright (antd's xs, under 576 px): lists draw their rows as cards there. */
export const PHONE_QUERY = '(max-width: 575px)';

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
