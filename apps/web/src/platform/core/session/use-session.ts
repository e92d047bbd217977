import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store.ts';

/** The signed-in session, or null; re-renders on sign-in, refresh and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
