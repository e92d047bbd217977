import { Messages } from '@console/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../platform/me/use-me.ts';
import { ErrorView } from './errors/error-view.tsx';
import { admits, type PageAccess } from './page-access.ts';
import { PageLoading } from './page-loading.tsx';

/** Shows a page only to users the registry entry admits; others see 403. */
export function PageGate({ access, children }: { access?: PageAccess; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (!access) return children;
  if (!me.data)
    return me.isError ? <ErrorView status={500} message={me.error.message} /> : <PageLoading />;
  return admits(access, me.data, location) ? (
    children
  ) : (
    <ErrorView status={403} message={Messages.forbidden} />
  );
}
