import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ApiError } from '../../platform/core/api/api-client.ts';
import { isOffline } from '../../platform/core/api/connection.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';
import { DeferredErrorView } from './deferred-error-view.tsx';
import { SafeErrorBoundary } from './safe-error-boundary.tsx';

/** The status and message of whatever a route threw (000 §8: default 500, message or 'Error'). */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: error.statusText || 'Error' };
  }
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message || 'Error' };
  return { status: 500, message: 'Error' };
}

function RouteErrorContent() {
  const error = useRouteError();
  useEffect(() => {
    // Offline a reload would replace the console with the browser's offline page.
    if (isChunkLoadError(error)) {
      if (!isOffline()) reloadAfterChunkError();
    } else console.error(error);
  }, [error]);
  const { status, message } = describeRouteError(error);
  return <DeferredErrorView status={status} message={message} />;
}

export function RouteErrorPage() {
  return (
    <SafeErrorBoundary>
      <RouteErrorContent />
    </SafeErrorBoundary>
  );
}
