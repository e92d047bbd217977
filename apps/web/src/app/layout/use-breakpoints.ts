import { MOBILE_QUERY, useMediaQuery } from '../../platform/kit/layout/use-media-query.ts';

export function useBreakpoints() {
  return {
    narrow: useMediaQuery('(max-width: 1199px)'),
    mobile: useMediaQuery(MOBILE_QUERY),
    compact: useMediaQuery('(max-width: 510px)'),
  };
}
