import { useSyncExternalStore } from 'react';

// Whether the console can reach the server, for the offline banner: the browser says when it
// loses the network (navigator.onLine, its online and offline events), and a call that gets no
// answer at all says so too (a network that is up with no way to the server). The next call
// that is answered, or the browser's online event, clears it.

let unanswered = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** A call got no answer (fetch rejected, not aborted). */
export function reportUnanswered(): void {
  if (unanswered) return;
  unanswered = true;
  notify();
}

/** A call was answered (whatever its status). */
export function reportAnswered(): void {
  if (!unanswered) return;
  unanswered = false;
  notify();
}

export function isOffline(): boolean {
  return unanswered || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => {
    unanswered = false;
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser is offline or the last call got no answer. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
