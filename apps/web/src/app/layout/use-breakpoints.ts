import { useSyncExternalStore } from 'react';

// 000 §2 breakpoints: 1199 px (module menu folds), 768 px (mobile header, menu in a drawer),
// 510 px (compact header).

function useMediaQuery(query: string): boolean {
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

export function useBreakpoints() {
  return {
    narrow: useMediaQuery('(max-width: 1199px)'),
    mobile: useMediaQuery('(max-width: 768px)'),
    compact: useMediaQuery('(max-width: 510px)'),
  };
}
