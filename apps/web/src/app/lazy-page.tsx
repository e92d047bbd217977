import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { isOffline } from '../platform/core/api/connection.ts';
import { isChunkLoadError, reloadAfterChunkError } from './errors/chunk-reload.ts';
import type { PageAccess } from './page-access.ts';
import { PageLoadRetry } from './page-load-retry.tsx';
import { PageLoading } from './page-loading.tsx';

type PageModule = { default: ComponentType };

/**
 * A route's element from its code, or, when the code does not arrive, what the console shows
 * instead of the router's error: offline, a retry in the page's place (the router keeps a
 * failed lazy route for good, so the retry loads the code itself); online, 000 §8's reload
 * (a new release replaced the files), at most once a minute, else the retry as well.
 */
async function elementOrRetry<Loaded>(
  load: () => Promise<Loaded>,
  render: (loaded: Loaded) => ReactElement,
): Promise<ReactElement> {
  try {
    return render(await load());
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (!isOffline() && reloadAfterChunkError()) return <PageLoading />;
    return <PageLoadRetry load={load} render={render} />;
  }
}

/**
 * Route props for a code-split page. The router loads the chunks of every route a navigation
 * matches at once (the layout and home together) before it renders them, instead of a chain of
 * Suspense boundaries that each wait for the one above and each hold back their reveal.
 */
export function lazyRoute(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({
      element: await elementOrRetry(load, ({ default: Page }) => <Page />),
    }),
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
    lazy: async () => ({
      element: await elementOrRetry(
        () => Promise.all([load(), import('./page-gate.tsx')]),
        ([{ default: Page }, { PageGate }]) => (
          <PageGate access={access}>
            <Page />
          </PageGate>
        ),
      ),
    }),
  };
}
