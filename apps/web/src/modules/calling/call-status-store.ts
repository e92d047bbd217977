import {
  CallStatus,
  FINAL_CALL_STATUSES,
  readCallStatus,
  type CallStatusCode,
} from '@console/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../platform/core/session/browser-storage.ts';
import { CALL_STATUSES_KEY } from './call-status-key.ts';

export { CALL_STATUSES_KEY };

// The last click-to-call status per user number (001 §3): kept in the browser so the list shows
// how the agent's latest call to a number went, across reloads and tabs; cleared at logout with
// the session (platform/session). A number never called here, or a value that cannot be read,
// is Unknown (-1).

interface KnownCall {
  call_sid: string;
  status: number;
  /** When this browser last heard of it (epoch ms): the oldest go first past the cap. */
  at: number;
}
type KnownCalls = Record<string, KnownCall>;

/** Numbers kept at most; an agent's working set is far smaller. */
const MAX_NUMBERS = 500;

const listeners = new Set<() => void>();

function readAll(): KnownCalls {
  const raw = readStorage(CALL_STATUSES_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as KnownCalls)
      : {};
  } catch {
    return {};
  }
}

/** The status of the last call to this number, -1 when unknown. */
export function callStatusOf(userNumber: string): CallStatusCode {
  const known = readAll()[userNumber];
  return known && typeof known === 'object' ? readCallStatus(known.status) : CallStatus.Unknown;
}

/** The sid of the last call to this number, or null. */
export function lastCallSidOf(userNumber: string): string | null {
  const known = readAll()[userNumber];
  return known && typeof known.call_sid === 'string' ? known.call_sid : null;
}

/** Keeps the status of a call to a number (the newest call to a number replaces the older). */
export function rememberCallStatus(userNumber: string, callSid: string, status: number): void {
  const calls = readAll();
  calls[userNumber] = { call_sid: callSid, status: readCallStatus(status), at: Date.now() };
  const numbers = Object.keys(calls);
  if (numbers.length > MAX_NUMBERS) {
    numbers
      .sort((a, b) => (calls[a]?.at ?? 0) - (calls[b]?.at ?? 0))
      .slice(0, numbers.length - MAX_NUMBERS)
      .forEach((number) => delete calls[number]);
  }
  writeStorage(CALL_STATUSES_KEY, JSON.stringify(calls));
  for (const listener of listeners) listener();
}

const FINAL: ReadonlySet<number> = new Set(FINAL_CALL_STATUSES);

/** Sids of calls (to these numbers, or any) that have not ended: what a refresh asks about. */
export function callSidsInProgress(userNumbers?: readonly string[]): string[] {
  const calls = readAll();
  return [
    ...new Set(
      (userNumbers ?? Object.keys(calls)).flatMap((number) => {
        const known = calls[number];
        return known && !FINAL.has(readCallStatus(known.status)) ? [known.call_sid] : [];
      }),
    ),
  ];
}

/** Calls `listener` whenever a remembered status changes, in this tab or another. */
export function subscribeCallStatuses(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab called, refreshed, or signed out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CALL_STATUSES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered status of a number, kept current in a component. */
export function useCallStatus(userNumber: string): CallStatusCode {
  return useSyncExternalStore(subscribeCallStatuses, () => callStatusOf(userNumber));
}
