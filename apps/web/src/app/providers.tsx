import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../platform/core/api/api-client.ts';
import { notify } from '../platform/core/notify/notify.ts';
import { onSessionOwnerChange } from '../platform/core/session/session-store.ts';

function noRetryOnRefusal(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: noRetryOnRefusal, refetchOnWindowFocus: false },
    },
    // A failed change always says why; a mutation with `meta: { silent: true }` reports it itself.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        notify.error(error instanceof Error ? error.message : String(error));
      },
    }),
  });
}

export const queryClient = createQueryClient();

// Cached server data belongs to the user who fetched it (their /me, menu, lists such as the
// SMS outbox with one-time codes): drop all of it when the session ends or the user changes.
onSessionOwnerChange(() => queryClient.clear());

/**
 * The server-data cache around the signed-in pages. Only they read server data, so the sign-in
 * pages load neither this module nor TanStack Query: the layout's chunk brings both.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
