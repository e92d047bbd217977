import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from './page-loading.tsx';

/** A route element for a code-split page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
