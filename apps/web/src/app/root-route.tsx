import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { matchStoreListing } from './app-redirect/store-listings.ts';
import { isOffline } from '../platform/core/api/connection.ts';
import { reloadAfterChunkError } from './errors/chunk-reload.ts';

// Only the app-store addresses on a phone show it: its code (antd's Result) is not start-up code.
const AppStoreRedirect = lazy(() =>
  import('./app-redirect/app-store-redirect.tsx').then((loaded) => ({
    default: loaded.AppStoreRedirect,
  })),
);

/** Runs on every navigation: the `appRedirect` guard, then the matched route. */
export function RootRoute() {
  const location = useLocation();
  useEffect(() => {
    // Vite reports a failed preload of a lazy chunk here (a new release replaced the files).
    // Offline a reload would only bring the browser's offline page: the failure goes on to the
    // route, which offers a retry in the console (lazy-page.tsx).
    const onPreloadError = (event: Event) => {
      if (!isOffline() && reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  const listing = matchStoreListing(location.pathname, navigator.userAgent);
  if (listing) {
    return (
      <Suspense fallback={null}>
        <AppStoreRedirect listing={listing} />
      </Suspense>
    );
  }
  return <Outlet />;
}
