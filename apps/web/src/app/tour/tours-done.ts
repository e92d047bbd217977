import { meEndpointRefs, type UiState } from '@console/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { markTourSeen, toursSeen } from './tour-store.ts';

// Which tours the user has ended (Skip, or every step to the end) is kept on the server
// (GET/PUT /me/ui_state), so a tour ended once stays away in every browser. The browser keeps a
// copy (console.tours_seen) that answers at once and keeps it away should the save fail.

const UI_STATE_KEY = ['me', 'ui-state'] as const;

/** The user's kept console state; a tour does not start until it has answered. */
export function useUiState() {
  return useQuery({
    queryKey: UI_STATE_KEY,
    queryFn: ({ signal }) => callEndpoint(meEndpointRefs.uiState, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** Whether a page's tour should start by itself: the user has not ended it, here or anywhere. */
export function tourDueFor(page: string, kept: UiState | undefined): boolean {
  if (!kept) return false;
  return !kept.tours_done.includes(page) && !toursSeen().includes(page);
}

/** The tour ends for the user: kept in the browser at once and on the server. */
export async function endTourForGood(queryClient: QueryClient, page: string): Promise<void> {
  markTourSeen(page);
  const kept = queryClient.getQueryData<UiState>(UI_STATE_KEY) ?? { tours_done: [] };
  if (kept.tours_done.includes(page)) return;
  const next: UiState = { ...kept, tours_done: [...kept.tours_done, page] };
  queryClient.setQueryData(UI_STATE_KEY, next);
  try {
    queryClient.setQueryData(
      UI_STATE_KEY,
      await callEndpoint(meEndpointRefs.saveUiState, { body: next }),
    );
  } catch {
    // The browser's copy keeps the tour away here; the next save carries it to the server.
  }
}

export const useEndTourForGood = () => {
  const queryClient = useQueryClient();
  return (page: string) => endTourForGood(queryClient, page);
};
