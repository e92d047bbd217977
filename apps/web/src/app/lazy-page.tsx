import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageAccess } from './page-access.ts';

type PageModule = { default: ComponentType };

/**
 * Route props for a code-split page. The router loads the chunks of every route a navigation
 * matches at once (the layout and home together) before it renders them, instead of a chain of
 * Suspense boundaries that each wait for the one above and each hold back their reveal.
 */
export function lazyRoute(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return { element: <Page /> };
    },
  };
}

/**
 * A code-split page behind its access rule. The gate (it reads GET /me) is loaded with the
 * page, not at start-up: the sign-in pages never need it.
 */
export function gatedRoute(
  load: () => Promise<PageModule>,
  access: PageAccess | undefined,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ default: Page }, { PageGate }] = await Promise.all([
        load(),
        import('./page-gate.tsx'),
      ]);
      return {
        element: (
          <PageGate access={access}>
            <Page />
          </PageGate>
        ),
      };
    },
  };
}
