import { useQueryClient } from '@tanstack/react-query';
import type { CallStatusReport } from '@console/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notify } from '../../platform/core/notify/notify.ts';
import { callSidsInProgress, subscribeCallStatuses } from './call-status-store.ts';
import { refreshCallStatuses } from './calling-api.ts';

// Following the calls this browser placed: while any has not ended, its status is asked for
// every few seconds (POST /adoption_call/update_call_status); the button asks at once. A call
// that has just been answered and ended is handed to `onCompleted` (the list opens its review).

export const STATUS_POLL_MS = 3000;
/** The server takes at most 100 sids per call. */
const MAX_SIDS = 100;

export function useCallStatusRefresh(onCompleted?: (report: CallStatusReport) => void) {
  const client = useQueryClient();
  // The latest callback, without restarting the polling when it changes.
  const completed = useRef(onCompleted);
  completed.current = onCompleted;
  const [refreshing, setRefreshing] = useState(false);
  // A string, so the snapshot is stable between changes.
  const pending = useSyncExternalStore(subscribeCallStatuses, () =>
    callSidsInProgress().slice(0, MAX_SIDS).join('\n'),
  );

  // One refresh at a time: on a slow server the next tick would otherwise ask again while the
  // first answer is on its way, and the answers could land out of order.
  const inFlight = useRef(false);
  const refresh = useCallback(
    async (quiet: boolean) => {
      const sids = pending === '' ? [] : pending.split('\n');
      if (sids.length === 0) {
        if (!quiet) notify.info('No calls in progress', 'Every call placed here has ended.');
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setRefreshing(true);
      try {
        await refreshCallStatuses(client, sids, (report) => completed.current?.(report));
      } catch (error) {
        if (!quiet) {
          notify.error('Statuses could not be refreshed', (error as Error).message);
        }
      } finally {
        inFlight.current = false;
        setRefreshing(false);
      }
    },
    [client, pending],
  );

  useEffect(() => {
    if (pending === '') return;
    const timer = setInterval(() => void refresh(true), STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, refresh]);

  return { refresh: () => refresh(false), refreshing, inProgress: pending !== '' };
}
