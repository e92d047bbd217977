import { Messages } from '@console/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../platform/core/me/use-me.ts';
import { DeferredErrorView } from './errors/deferred-error-view.tsx';
import { admits, type PageAccess } from './page-access.ts';
import { PageLoading } from './page-loading.tsx';

/** Shows a page only to users the registry entry admits; others see 403. */
export function PageGate({ access, children }: { access?: PageAccess; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (!access) return children;
  if (!me.data)
    return me.isError ? (
      <DeferredErrorView status={500} message={me.error.message} />
    ) : (
      <PageLoading />
    );
  return admits(access, me.data, location) ? (
    children
  ) : (
    <DeferredErrorView status={403} message={Messages.forbidden} />
  );
}
