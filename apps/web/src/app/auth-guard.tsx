import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberRedirectUrl } from '../platform/session/redirect-url.ts';
import { useSession } from '../platform/session/use-session.ts';

/**
 * The `auth` guard (000 §2): signed-out visitors go to /login, and the address they asked for
 * (or a redirectUrl query parameter) is remembered for after sign-in.
 */
export function AuthGuard() {
  const session = useSession();
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get('redirectUrl');
  if (!session) {
    const target = asked ?? `${location.pathname}${location.search}`;
    if (target !== '/') rememberRedirectUrl(target);
    const query = target !== '/' ? `?redirectUrl=${encodeURIComponent(target)}` : '';
    return <Navigate to={`/login${query}`} replace />;
  }
  if (asked) rememberRedirectUrl(asked);
  return <Outlet />;
}
