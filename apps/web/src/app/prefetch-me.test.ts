import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLogin } from '../test-support/fake-login.ts';
import { meQueryKey } from '../platform/core/me/use-me.ts';
import { endSession, getSession, startSession } from '../platform/core/session/session-store.ts';
import { refuseUnstubbed } from '../test-support/stub-api.ts';
import { prefetchMe } from './prefetch-me.ts';

const me = { first_name: 'Asha', visible_modules: [], permissions: [] };
let meRequests: RequestInit[] = [];

beforeEach(() => {
  meRequests = [];
  startSession(fakeLogin({ userId: 5 }));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://console.test').pathname;
    const method = init.method ?? 'GET';
    if (method !== 'GET' || path !== '/api/me') refuseUnstubbed(method, path);
    meRequests.push(init);
    return Response.json(me);
  });
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the signed-in routes ask for GET /me as a navigation starts', () => {
  it('hands the first answer to the query cache once it has loaded, without asking twice', async () => {
    prefetchMe();
    const { queryClient } = await import('./providers.tsx');
    const key = meQueryKey(getSession()!.owner, 20);
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(me));
    // The loader's own request (the cache's would carry its abort signal), asked once.
    expect(meRequests).toHaveLength(1);
    expect(meRequests[0]!.signal).toBeUndefined();

    // The next navigation finds a fresh answer in the cache: nothing is asked. Its prefetch is
    // awaited to its end, by when a request it made would have been sent.
    const prefetchQuery = vi.spyOn(queryClient, 'prefetchQuery');
    prefetchMe();
    await vi.waitFor(() => expect(prefetchQuery).toHaveBeenCalledTimes(1));
    await prefetchQuery.mock.results[0]!.value;
    expect(meRequests).toHaveLength(1);
    prefetchQuery.mockRestore();
  });
});
