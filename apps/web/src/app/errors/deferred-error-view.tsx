import { lazy, Suspense, type ComponentProps } from 'react';
import type { ErrorView } from './error-view.tsx';

const LoadedErrorView = lazy(() =>
  import('./themed-error-view.tsx').then((loaded) => ({ default: loaded.ThemedErrorView })),
);

/**
 * The error view, loaded when an error is shown: antd's Result (with its illustrations) is
 * about 10 kB gzip that the start-up code and the pages' gate would otherwise carry for a page
 * few visitors see. If even this load fails, the error page's boundary says so plainly.
 */
export function DeferredErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <Suspense fallback={null}>
      <LoadedErrorView {...props} />
    </Suspense>
  );
}
