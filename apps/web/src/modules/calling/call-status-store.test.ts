import { CallStatus } from '@console/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import {
  CALL_STATUSES_KEY,
  callSidsInProgress,
  callStatusOf,
  lastCallSidOf,
  rememberCallStatus,
  subscribeCallStatuses,
} from './call-status-store.ts';

// 001 §3: call statuses are kept per user number in browser storage, cleared on logout; an
// unknown status reads as -1.

beforeEach(() => localStorage.clear());

describe('call statuses per user number', () => {
  it('reads a number never called here as -1', () => {
    expect(callStatusOf('9811100001')).toBe(CallStatus.Unknown);
    expect(callStatusOf('9811100001')).toBe(-1);
    expect(lastCallSidOf('9811100001')).toBeNull();
  });

  it('keeps the last call’s sid and status per number, in localStorage', () => {
    rememberCallStatus('9811100001', 'sim-a', CallStatus.Queued);
    rememberCallStatus('9811100002', 'sim-b', CallStatus.Ringing);
    rememberCallStatus('9811100001', 'sim-c', CallStatus.Completed);
    expect(callStatusOf('9811100001')).toBe(CallStatus.Completed);
    expect(lastCallSidOf('9811100001')).toBe('sim-c');
    expect(callStatusOf('9811100002')).toBe(CallStatus.Ringing);
    const stored = JSON.parse(localStorage.getItem(CALL_STATUSES_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['9811100001', '9811100002']);
  });

  it('reads an unknown status code or unreadable storage as -1', () => {
    rememberCallStatus('9811100001', 'sim-a', 42);
    expect(callStatusOf('9811100001')).toBe(-1);
    localStorage.setItem(
      CALL_STATUSES_KEY,
      JSON.stringify({ '9811100003': { call_sid: 'x', status: 'ringing', at: 1 } }),
    );
    expect(callStatusOf('9811100003')).toBe(-1);
    localStorage.setItem(CALL_STATUSES_KEY, '{not json');
    expect(callStatusOf('9811100003')).toBe(-1);
    localStorage.setItem(CALL_STATUSES_KEY, '[1,2]');
    expect(callStatusOf('9811100003')).toBe(-1);
  });

  it('lists the calls that have not ended, for the status refresh', () => {
    rememberCallStatus('9811100001', 'sim-a', CallStatus.InProgress);
    rememberCallStatus('9811100002', 'sim-b', CallStatus.Completed);
    rememberCallStatus('9811100003', 'sim-c', CallStatus.Queued);
    rememberCallStatus('9811100004', 'sim-d', CallStatus.Busy);
    expect(callSidsInProgress().sort()).toEqual(['sim-a', 'sim-c']);
    expect(callSidsInProgress(['9811100003', '9811100002'])).toEqual(['sim-c']);
  });

  it('tells subscribers when a status changes', () => {
    const listener = vi.fn();
    const stop = subscribeCallStatuses(listener);
    rememberCallStatus('9811100001', 'sim-a', CallStatus.Queued);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    rememberCallStatus('9811100001', 'sim-a', CallStatus.Ringing);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('clears the call statuses with the session', async () => {
    vi.resetModules();
    // The calling manifest's sessionKeys reach logout through the module registry.
    await import('../../app/web-modules.ts');
    const store = await import('../../platform/core/session/session-store.ts');
    stubApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    store.startSession(fakeLogin({ userId: 3 }));
    rememberCallStatus('9811100001', 'sim-a', CallStatus.Completed);
    expect(callStatusOf('9811100001')).toBe(CallStatus.Completed);

    await store.signOut();

    expect(localStorage.getItem(CALL_STATUSES_KEY)).toBeNull();
    expect(callStatusOf('9811100001')).toBe(-1);
    vi.unstubAllGlobals();
  });

  it('clears them when the server ends the session too', async () => {
    vi.resetModules();
    // The calling manifest's sessionKeys reach logout through the module registry.
    await import('../../app/web-modules.ts');
    const store = await import('../../platform/core/session/session-store.ts');
    store.startSession(fakeLogin({ userId: 4 }));
    rememberCallStatus('9811100002', 'sim-b', CallStatus.Ringing);
    store.endSession();
    expect(callStatusOf('9811100002')).toBe(-1);
  });
});
