import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberRedirectUrl, withoutSecrets } from '../platform/core/session/redirect-url.ts';
import { useSession } from '../platform/core/session/use-session.ts';

/**
 * The `auth` guard (000 §2): signed-out visitors go to /login, and the address they asked for
 * (or a redirectUrl query parameter) is remembered for after sign-in. Only a visitor who
 * arrives signed out (a deep link) is sent back there: when the session ends while the console
 * is open (logout, expiry, another tab), whoever signs in next starts at home.
 */
export function AuthGuard() {
  const session = useSession();
  const location = useLocation();
  const wasSignedIn = useRef(session !== null);
  if (session) wasSignedIn.current = true;
  const asked = new URLSearchParams(location.search).get('redirectUrl');
  if (!session) {
    if (wasSignedIn.current) return <Navigate to="/login" replace />;
    const target = withoutSecrets(asked ?? `${location.pathname}${location.search}`);
    if (target !== '/') rememberRedirectUrl(target);
    const query = target !== '/' ? `?redirectUrl=${encodeURIComponent(target)}` : '';
    return <Navigate to={`/login${query}`} replace />;
  }
  // The Hangfire entry's access token (000 §2) is never needed by the console itself: drop it
  // from the address before anything (a 403, a slow /me) lets it linger in history.
  const address = `${location.pathname}${location.search}`;
  if (withoutSecrets(address) !== address) {
    return <Navigate to={`${withoutSecrets(address)}${location.hash}`} replace />;
  }
  if (asked) rememberRedirectUrl(asked);
  return <Outlet />;
}
