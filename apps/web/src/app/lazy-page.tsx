import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/**
 * Route props for a code-split page. The router loads the chunks of every route a navigation
 * matches at once (the layout and home together) before it renders them, instead of a chain of
 * Suspense boundaries that each wait for the one above and each hold back their reveal.
 */
export function lazyRoute(
  load: () => Promise<PageModule>,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return { element: wrap(<Page />) };
    },
  };
}
