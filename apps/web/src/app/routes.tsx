import { MODULES } from '@console/contract';
import type { RouteObject } from 'react-router';
import { AuthGuard } from './auth-guard.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import type { RouteHandle } from './keep-alive/keep-alive-outlet.tsx';
import { lazyPage } from './lazy-page.tsx';
import { PageGate } from './page-gate.tsx';
import { PAGES } from './pages.tsx';
import { PORTAL_ENDPOINTS } from './module-pages/portal-endpoints.ts';
import { RootRoute } from './root-route.tsx';

const loadComingSoon = () => import('./module-pages/coming-soon-page.tsx');
const loadEmbeddedPortal = () => import('./module-pages/embedded-portal-page.tsx');

/** 000 §2 top-level routes that are not menu entries. */
const OTHER_ROUTES = ['/index-dummy', '/test'];

/** Module addresses without a registered page: "coming soon", or the portal opener. */
function placeholderRoutes(): RouteObject[] {
  const claimed = new Set(PAGES.map((page) => page.path));
  const roots = new Map<string, string>();
  for (const entry of MODULES) {
    const path = entry.path.split('?')[0] ?? entry.path;
    if (!roots.has(path)) roots.set(path, entry.id);
  }
  for (const path of OTHER_ROUTES) if (!roots.has(path)) roots.set(path, '');
  const routes: RouteObject[] = [];
  for (const [path, moduleId] of roots) {
    const load = PORTAL_ENDPOINTS[moduleId] ? loadEmbeddedPortal : loadComingSoon;
    const gate = moduleId ? { module: moduleId } : undefined;
    for (const routePath of [path, `${path}/*`]) {
      if (claimed.has(routePath)) continue;
      routes.push({
        path: routePath,
        element: <PageGate access={gate}>{lazyPage(load)}</PageGate>,
      });
    }
  }
  return routes;
}

function registeredRoutes(): RouteObject[] {
  return PAGES.map((page) => ({
    path: page.path,
    handle: { keepAlive: page.keepAlive === true } satisfies RouteHandle,
    element: <PageGate access={page.access}>{lazyPage(page.load)}</PageGate>,
  }));
}

export function consoleRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', element: lazyPage(() => import('./login/login-page.tsx')) },
        {
          path: '/login/forgot-password',
          element: lazyPage(() => import('./login/forgot-password-page.tsx')),
        },
        {
          path: '/login/reset-password',
          element: lazyPage(() => import('./login/reset-password-page.tsx')),
        },
        {
          element: <AuthGuard />,
          children: [
            {
              // The layout is its own chunk: the sign-in page does not load it.
              element: lazyPage(() =>
                import('./layout/console-layout.tsx').then((m) => ({ default: m.ConsoleLayout })),
              ),
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, element: lazyPage(() => import('./home/home-page.tsx')) },
                { path: '/me', element: lazyPage(() => import('./account/account-page.tsx')) },
                ...registeredRoutes(),
                ...placeholderRoutes(),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
