import { Messages } from '@console/contract';
import type { ReactNode } from 'react';
import { hasPermission, useMe } from '../platform/me/use-me.ts';
import { ErrorView } from './errors/error-view.tsx';
import { PageLoading } from './page-loading.tsx';
import type { PageAccess } from './pages.tsx';

/** Shows a page only to users the registry entry admits; others see 403. */
export function PageGate({ access, children }: { access?: PageAccess; children: ReactNode }) {
  const me = useMe();
  if (!access) return children;
  if (!me.data)
    return me.isError ? <ErrorView status={500} message={me.error.message} /> : <PageLoading />;
  const user = me.data;
  const permissions = access.permission
    ? typeof access.permission === 'string'
      ? [access.permission]
      : access.permission
    : [];
  const allowed =
    (!access.superuser || user.is_superuser) &&
    (!access.module || user.visible_modules.includes(access.module)) &&
    (permissions.length === 0 || permissions.some((p) => hasPermission(user, p)));
  return allowed ? children : <ErrorView status={403} message={Messages.forbidden} />;
}
