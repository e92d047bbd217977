import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../session/browser-storage.ts';
import { ANALYTICS_STORAGE_KEY, APP_SESSION_MS } from './analytics-sessions.ts';
import { analyticsSessions, clearAnalyticsState } from './analytics-tracker.ts';
import { UsageTracker } from './usage-tracker.tsx';

interface Sent {
  path: string;
  body: Record<string, unknown>;
  authorization: string;
}

let sent: Sent[];
let status = 200;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-06-01T08:00:00Z') });
  clearAnalyticsState();
  localStorage.setItem(StorageKey.analyticsToken, 'analytics-token');
  sent = [];
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        path: url,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        authorization: (init.headers as Record<string, string>).authorization ?? '',
      });
      return new Response(null, { status: status === 200 ? 204 : status });
    }),
  );
  setVisibility('visible');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function mount(path = '/sms/12') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <UsageTracker />
    </MemoryRouter>,
  );
}

describe('UsageTracker', () => {
  it('creates the sessions at once, then keeps them alive every 5000 ms with the analytics token', async () => {
    mount();
    await advance(0);
    expect(sent.map((call) => call.path)).toEqual([
      '/api/analytic/app_session',
      '/api/analytic/app_module',
    ]);
    const [app, module] = sent;
    expect(app!.authorization).toBe('Bearer analytics-token');
    expect(app!.body).toMatchObject({ is_create: true });
    expect(module!.body).toMatchObject({
      session_id: app!.body.id,
      global_module_id: 6,
      app_screen_path: '/sms/12',
      item_id: 12,
      is_tap: false,
      is_create: true,
    });

    await advance(4999);
    expect(sent).toHaveLength(2);
    await advance(1);
    expect(sent).toHaveLength(4);
    expect(sent[2]!.body).toEqual({ ...app!.body, is_create: false });
    expect(sent[3]!.body).toMatchObject({ id: module!.body.id, is_create: false });
  });

  it('pauses while the tab is hidden and resumes when it is visible again', async () => {
    mount();
    await advance(0);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(20_000);
    expect(sent).toHaveLength(2);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    expect(sent).toHaveLength(4);
  });

  it('renews the app session after 16 hours', async () => {
    mount();
    await advance(0);
    const firstId = sent[0]!.body.id;
    await advance(APP_SESSION_MS - 5000);
    expect(sent.at(-2)!.body).toMatchObject({ id: firstId, is_create: false });
    await advance(5000);
    expect(sent.at(-2)!.body.id).not.toBe(firstId);
    expect(sent.at(-2)!.body.is_create).toBe(true);
  });

  it('swallows failures and sends is_create again until the server records the session', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    status = 500;
    mount();
    await advance(0);
    expect(debug).toHaveBeenCalled();
    status = 200;
    await advance(5000);
    expect(sent.at(-1)!.body).toMatchObject({ is_create: true });
    debug.mockRestore();
  });

  it('forgets everything at logout', async () => {
    mount();
    await advance(0);
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEY)).not.toBeNull();
    clearAnalyticsState();
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(StorageKey.analyticsToken)).toBeNull();
    expect(analyticsSessions()).toEqual({ app: null, screens: {} });
  });

  it('starts new sessions at once when the server does not know the stored one (404)', async () => {
    // A session id left by someone else in this browser: the server answers 404 for it.
    localStorage.setItem(
      ANALYTICS_STORAGE_KEY,
      JSON.stringify({
        app: { id: 'someone-elses', startedAt: Date.now(), created: true },
        screens: {},
      }),
    );
    status = 404;
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      sent.push({
        path: String(url),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        authorization: '',
      });
      status = 200;
      return new Response(null, { status: 404 });
    });
    mount();
    await advance(0);
    expect(sent.map((call) => call.path)).toEqual([
      '/api/analytic/app_session',
      '/api/analytic/app_session',
      '/api/analytic/app_module',
    ]);
    expect(sent[0]!.body).toMatchObject({ id: 'someone-elses', is_create: false });
    expect(sent[1]!.body.id).not.toBe('someone-elses');
    expect(sent[1]!.body.is_create).toBe(true);
    expect(sent[2]!.body).toMatchObject({ session_id: sent[1]!.body.id, is_create: true });
    expect(analyticsSessions().app).toMatchObject({ id: sent[1]!.body.id, created: true });
  });
});
