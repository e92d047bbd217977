import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { refuseUnstubbed, stubApi } from '../../../test-support/stub-api.ts';
import { ANALYTICS_STORAGE_KEY } from '../analytics/analytics-sessions.ts';
import { StorageKey } from './browser-storage.ts';
import type * as SessionStore from './session-store.ts';

type Store = typeof SessionStore;

/** A fresh copy of the session store: one "tab" sharing this window's localStorage. */
async function openTab(): Promise<Store> {
  vi.resetModules();
  return import('./session-store.ts');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ending a session', () => {
  it('clears analytics sessions, the analytics token, the login mode and the redirectUrl', async () => {
    const store = await openTab();
    store.startSession(fakeLogin({ userId: 1 }));
    localStorage.setItem(StorageKey.loginMode, 'otp');
    localStorage.setItem(ANALYTICS_STORAGE_KEY, '{"app":{"id":"a","startedAt":1},"screens":{}}');
    sessionStorage.setItem(StorageKey.redirectUrl, '/sms');

    // Not the Logout menu item: the server said the session is over.
    store.endSession();

    expect(localStorage.getItem(StorageKey.session)).toBeNull();
    expect(localStorage.getItem(StorageKey.analyticsToken)).toBeNull();
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(StorageKey.loginMode)).toBeNull();
    expect(sessionStorage.getItem(StorageKey.redirectUrl)).toBeNull();
  });

  it('drops cached server data when the session ends or another user signs in, not on refresh', async () => {
    const store = await openTab();
    const client = new QueryClient();
    store.onSessionOwnerChange(() => client.clear());
    const cached = () => client.getQueryData(['sms-outbox']);

    store.startSession(fakeLogin({ userId: 1 }));
    client.setQueryData(['sms-outbox'], ['one-time code 123456']);
    store.startSession(fakeLogin({ userId: 1 })); // a refresh: same user, same server session
    expect(cached()).toEqual(['one-time code 123456']);

    store.endSession();
    expect(cached()).toBeUndefined();

    store.startSession(fakeLogin({ userId: 1 }));
    client.setQueryData(['sms-outbox'], ['cached for user 1']);
    store.startSession(fakeLogin({ userId: 2 }));
    expect(cached()).toBeUndefined();
  });

  it('follows a sign-out in another tab and drops the cached data there too', async () => {
    const store = await openTab();
    const client = new QueryClient();
    store.onSessionOwnerChange(() => client.clear());
    store.startSession(fakeLogin({ userId: 1 }));
    client.setQueryData(['me'], { first_name: 'First' });

    // The other tab removed the session from the shared storage.
    localStorage.removeItem(StorageKey.session);
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.session }));

    expect(store.getSession()).toBeNull();
    expect(client.getQueryData(['me'])).toBeUndefined();
  });

  it('keys the session by user and server session', async () => {
    const store = await openTab();
    store.startSession(fakeLogin({ userId: 1, sessionId: 'a' }));
    const first = store.getSession()!.owner;
    store.startSession(fakeLogin({ userId: 2, sessionId: 'b' }));
    expect(store.getSession()!.owner).not.toBe(first);
    expect(store.getSession()!.owner).toBe('2:b');
  });
});

describe('refreshing in two tabs at once', () => {
  /**
   * A server that rotates refresh tokens and, like the real one, ends the whole session when a
   * spent refresh token is presented again.
   */
  function rotatingServer(firstToken: string) {
    let live = firstToken;
    let revoked = false;
    const calls: string[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method !== 'POST' || url !== '/api/auth/refresh') {
        refuseUnstubbed(init.method ?? 'GET', url);
      }
      const { refresh_token } = JSON.parse(String(init.body)) as { refresh_token: string };
      calls.push(refresh_token);
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (revoked || refresh_token !== live) {
        revoked = true;
        return new Response('{"message":"reused"}', { status: 401 });
      }
      const next = fakeLogin({ userId: 1, sessionId: 'family' });
      live = next.refresh_token.token_string;
      return Response.json(next);
    });
    return { fetchMock, calls, revoked: () => revoked };
  }

  async function twoTabsAboutToExpire() {
    const login = fakeLogin({ userId: 1, sessionId: 'family', accessTtlMs: 30_000 });
    const tabA = await openTab();
    tabA.startSession(login);
    const tabB = await openTab(); // reads the stored session, as a second tab would
    expect(tabB.getSession()?.refreshToken).toBe(login.refresh_token.token_string);
    return { login, tabA, tabB };
  }

  it('spends the refresh token once and both tabs keep the rotated session (storage lease)', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const { login, tabA, tabB } = await twoTabsAboutToExpire();
    const server = rotatingServer(login.refresh_token.token_string);
    vi.stubGlobal('fetch', server.fetchMock);

    const [a, b] = await Promise.all([tabA.getFreshAccessToken(), tabB.getFreshAccessToken()]);

    expect(server.calls).toHaveLength(1);
    expect(server.revoked()).toBe(false);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(tabB.getSession()?.refreshToken).toBe(tabA.getSession()?.refreshToken);
  });

  it('uses navigator.locks when the browser has it', async () => {
    // A minimal Web Locks stand-in: one holder at a time, in request order.
    let queue: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    const locks = {
      request: <T>(name: string, task: () => Promise<T>) => {
        names.push(name);
        const run = queue.then(task);
        queue = run.catch(() => undefined);
        return run;
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    const { login, tabA, tabB } = await twoTabsAboutToExpire();
    const server = rotatingServer(login.refresh_token.token_string);
    vi.stubGlobal('fetch', server.fetchMock);

    const [a, b] = await Promise.all([tabA.getFreshAccessToken(), tabB.getFreshAccessToken()]);

    expect(names).toEqual(['console-refresh', 'console-refresh']);
    expect(server.calls).toHaveLength(1);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });

  it('signs out when the refresh is refused', async () => {
    const { tabA } = await twoTabsAboutToExpire();
    stubApi({ 'POST /api/auth/refresh': () => new Response('{}', { status: 401 }) });
    expect(await tabA.getFreshAccessToken()).toBeNull();
    expect(tabA.getSession()).toBeNull();
    expect(localStorage.getItem(StorageKey.session)).toBeNull();
  });
});
