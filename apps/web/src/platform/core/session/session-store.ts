import {
  authEndpointRefs as endpoints,
  type authEndpoints,
  type LoginResponse,
} from '@console/contract';
import { configureApiClient } from '../api/api-client.ts';
import { endpointUrl, type EndpointCall } from '../api/call-endpoint.ts';
import { clearAnalyticsState, forgetAnalyticsInMemory } from '../analytics/analytics-tracker.ts';
import {
  keysClearedWithSession,
  readStorage,
  StorageKey,
  writeStorage,
} from './browser-storage.ts';
import { forgetRedirectUrl } from './redirect-url.ts';
import { withRefreshLock } from './refresh-lock.ts';
import { tokenExpiresAt, tokenOwner } from './token-expiry.ts';

// The signed-in session: tokens in localStorage (so a reload or a new tab stays signed in), the
// access token refreshed shortly before it expires, and sign-out when a refresh fails (000 §4).
// Refresh and logout are sent by fetch itself, not the api client: the client asks this store
// for its token (a refresh would wait on itself), and logout sends the token just forgotten.

type RefreshBody = EndpointCall<typeof authEndpoints.refresh>['body'];
type LogoutBody = EndpointCall<typeof authEndpoints.logout>['body'];

export interface Session {
  accessToken: string;
  refreshToken: string;
  analyticsToken: string;
  /** Epoch ms, from the tokens' `exp`. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
  isSuperuser: boolean;
  /**
   * Whose sign-in this is (user and server session, unchanged by refreshes): user-specific
   * cached data is keyed by it and dropped when it changes.
   */
  owner: string;
}

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
const ownerListeners = new Set<(owner: string | null) => void>();
let current: Session | null = load();
let refreshing: Promise<string | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function load(): Session | null {
  const raw = readStorage(StorageKey.session);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Session;
    if (!(session.refreshExpiresAt > Date.now())) return null;
    // Sessions stored before `owner` existed: derive it from the token.
    session.owner ||= tokenOwner(session.accessToken) ?? session.refreshToken;
    return session;
  } catch {
    return null;
  }
}

/**
 * Makes `next` the session of this tab. `persist` writes it to localStorage (this tab changed
 * it); otherwise another tab already did and this tab only follows. When the signed-in user
 * changes (sign-in, sign-out, another user in another tab) everything kept for the previous
 * one goes: analytics sessions and token, the remembered redirectUrl, cached server data.
 */
function apply(next: Session | null, persist: boolean): void {
  const ownerChanged = (current?.owner ?? null) !== (next?.owner ?? null);
  current = next;
  if (ownerChanged) {
    if (persist) clearAnalyticsState();
    else forgetAnalyticsInMemory();
    if (!next) forgetRedirectUrl();
  }
  if (persist) {
    writeStorage(StorageKey.session, next ? JSON.stringify(next) : null);
    writeStorage(StorageKey.analyticsToken, next ? next.analyticsToken : null);
  }
  scheduleRefresh();
  if (ownerChanged) for (const listener of ownerListeners) listener(next?.owner ?? null);
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the signed-in user changes or the session ends (not on a token refresh). */
export function onSessionOwnerChange(listener: (owner: string | null) => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

/** Keeps the tokens of a sign-in answer. Returns false (and logs) when they cannot be kept. */
export function startSession(login: LoginResponse): boolean {
  try {
    const now = Date.now();
    apply(
      {
        accessToken: login.auth_token,
        refreshToken: login.refresh_token.token_string,
        analyticsToken: login.analytics_token,
        accessExpiresAt: tokenExpiresAt(login.auth_token) ?? now + 14_400_000,
        refreshExpiresAt:
          tokenExpiresAt(login.refresh_token.token_string) ??
          Date.parse(login.refresh_token.expires_at),
        isSuperuser: login.is_superuser,
        owner: tokenOwner(login.auth_token) ?? crypto.randomUUID(),
      },
      true,
    );
    return true;
  } catch (error) {
    console.error('Could not store the session', error);
    return false;
  }
}

/**
 * Rotates the refresh token, one tab at a time: inside the console-wide lock the stored session
 * is read again, and if another tab has rotated it meanwhile (or signed out) this tab adopts
 * that instead of spending the old refresh token a second time, which the server would treat
 * as reuse and answer by ending the whole session.
 */
async function refresh(seen: Session): Promise<string | null> {
  return withRefreshLock(async () => {
    const stored = load();
    if (!stored || stored.refreshToken !== seen.refreshToken) {
      apply(stored, false);
      return stored?.accessToken ?? null;
    }
    if (stored.accessExpiresAt - Date.now() > REFRESH_MARGIN_MS) return stored.accessToken;
    try {
      const response = await fetch(endpointUrl(endpoints.refresh), {
        method: endpoints.refresh.method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh_token: stored.refreshToken } satisfies RefreshBody),
      });
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
      const login = (await response.json()) as LoginResponse;
      startSession(login);
      return login.auth_token;
    } catch {
      endSession();
      return null;
    }
  });
}

/** The access token for a call, refreshed first when it is about to expire. */
export async function getFreshAccessToken(): Promise<string | null> {
  const session = current;
  if (!session) return null;
  if (session.accessExpiresAt - Date.now() > REFRESH_MARGIN_MS) return session.accessToken;
  refreshing ??= refresh(session).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  if (!current || typeof window === 'undefined') return;
  const delay = Math.max(current.accessExpiresAt - Date.now() - REFRESH_MARGIN_MS, 0);
  // Timers longer than ~24.8 days overflow; sessions are hours long, but stay safe.
  refreshTimer = setTimeout(() => void getFreshAccessToken(), Math.min(delay, 2 ** 31 - 1));
}

/** Forget the session locally (the server already ended it, or a refresh failed). */
export function endSession(): void {
  writeStorage(StorageKey.loginMode, null);
  for (const key of keysClearedWithSession()) writeStorage(key, null);
  apply(null, true);
}

/**
 * Logout (000 §4): ends the session on the server (which clears the HttpOnly cookie), then
 * clears the session, the login mode and the analytics token. The caller goes to /login.
 */
export async function signOut(): Promise<void> {
  const session = current;
  endSession();
  if (!session) return;
  try {
    await fetch(endpointUrl(endpoints.logout), {
      method: endpoints.logout.method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ refresh_token: session.refreshToken } satisfies LogoutBody),
    });
  } catch {
    // Offline: the tokens are gone from this browser and expire on their own.
  }
}

configureApiClient({ getAccessToken: getFreshAccessToken, onSessionEnded: endSession });
scheduleRefresh();

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== StorageKey.session && event.key !== null) return;
    apply(load(), false);
  });
}
