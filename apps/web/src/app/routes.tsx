import type { RouteObject } from 'react-router';
import { AuthGuard } from './auth-guard.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import type { RouteHandle } from './keep-alive/keep-alive-outlet.tsx';
import { gatedRoute, lazyRoute } from './lazy-page.tsx';
import { moduleEntriesOf, MODULE_ROUTE_PATHS } from './module-routes.ts';
import type { PageAccess } from './page-access.ts';
import { PAGES } from './web-modules.ts';
import { isPortalModule } from './module-pages/portal-modules.ts';
import { RootRoute } from './root-route.tsx';
import { PageLoading } from './page-loading.tsx';
import { prefetchMe } from './prefetch-me.ts';

const loadComingSoon = () => import('./module-pages/coming-soon-page.tsx');
const loadEmbeddedPortal = () => import('./module-pages/embedded-portal-page.tsx');

/** Module addresses without a registered page: "coming soon", or the portal opener. */
function placeholderRoutes(): RouteObject[] {
  const claimed = new Set(PAGES.map((page) => page.path));
  return MODULE_ROUTE_PATHS.filter((path) => !claimed.has(path)).map((path) => {
    const entries = moduleEntriesOf(path);
    const isRoot = path.split('/').length === 2;
    const portal = isRoot && entries.length === 1 && isPortalModule(entries[0]!.id);
    const gate: PageAccess | undefined =
      entries.length > 1
        ? { moduleFromAddress: true }
        : entries[0]
          ? { module: entries[0].id }
          : undefined;
    return {
      path,
      ...gatedRoute(portal ? loadEmbeddedPortal : loadComingSoon, gate),
    };
  });
}

function registeredRoutes(): RouteObject[] {
  return PAGES.map((page) => ({
    path: page.path,
    handle: { keepAlive: page.keepAlive === true } satisfies RouteHandle,
    ...gatedRoute(page.load, page.access),
  }));
}

export function consoleRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      // While the first address's chunks load; quick loads show nothing (the spinner waits 200 ms).
      hydrateFallbackElement: <PageLoading delay={200} />,
      errorElement: <RouteErrorPage />,
      children: [
        // Sign-in is plain (no antd): everything else is inside the themed route.
        { path: '/login', ...lazyRoute(() => import('./login/login-page.tsx')) },
        {
          ...lazyRoute(() => import('./themed-route.tsx')),
          children: [
            {
              path: '/login/forgot-password',
              ...lazyRoute(() => import('./login/forgot-password-page.tsx')),
            },
            {
              path: '/login/reset-password',
              ...lazyRoute(() => import('./login/reset-password-page.tsx')),
            },
            {
              element: <AuthGuard />,
              loader: prefetchMe,
              children: [
                {
                  // The layout and the server-data cache are their own chunk: the sign-in page
                  // does not load them.
                  ...lazyRoute(() => import('./layout/signed-in.tsx')),
                  errorElement: <RouteErrorPage />,
                  children: [
                    { index: true, ...lazyRoute(() => import('./home/home-page.tsx')) },
                    { path: '/me', ...lazyRoute(() => import('./account/account-page.tsx')) },
                    ...registeredRoutes(),
                    ...placeholderRoutes(),
                    {
                      path: '*',
                      ...lazyRoute(() =>
                        import('./errors/not-found-page.tsx').then((m) => ({
                          default: m.NotFoundPage,
                        })),
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
