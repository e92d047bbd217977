import {
  analyticEndpointRefs,
  authEndpointRefs,
  type AppModuleBody,
  type AppSessionBody,
} from '@console/contract';
import { apiUrl } from '../api/api-client.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { readStorage, StorageKey, writeStorage } from '../session/browser-storage.ts';
import {
  ANALYTICS_STORAGE_KEY,
  emptySessions,
  itemIdOf,
  markCreated,
  parseSessions,
  sessionsAt,
  type AnalyticsSessions,
} from './analytics-sessions.ts';

// Sends the usage-analytics updates (000 §7: PUT /analytic/app_session, PUT /analytic/app_module)
// with the session's analytics token. Analytics must never get in the way: every failure is
// swallowed and logged at debug level, and a 401 only fetches a fresh analytics token (it never
// signs the user out, unlike other calls).

export interface Screen {
  path: string;
  globalModuleId: number;
}

let sessions: AnalyticsSessions | null = null;
let analyticsToken: string | null = null;
/** Bumped by clearAnalyticsState so an update in flight at logout does not write state back. */
let generation = 0;
let inFlight = false;

function load(): AnalyticsSessions {
  sessions ??= parseSessions(readStorage(ANALYTICS_STORAGE_KEY));
  return sessions;
}

function save(next: AnalyticsSessions): void {
  sessions = next;
  writeStorage(ANALYTICS_STORAGE_KEY, JSON.stringify(next));
}

/**
 * The session ended or another user signed in (000 §4): forget the analytics sessions and token
 * so the next user starts afresh. The session store calls it however the session ends.
 */
export function clearAnalyticsState(): void {
  forgetAnalyticsInMemory();
  writeStorage(ANALYTICS_STORAGE_KEY, null);
  writeStorage(StorageKey.analyticsToken, null);
}

/** Another tab changed the user and already cleared the shared storage: drop what this tab holds. */
export function forgetAnalyticsInMemory(): void {
  generation += 1;
  sessions = null;
  analyticsToken = null;
  inFlight = false;
}

/** The server does not know (or does not give this user) the session id: start new ones. */
class UnknownSessionError extends Error {}

/**
 * The two session calls, sent with the analytics token rather than the session's token, by
 * reference: the tracker is start-up code, which loads no zod (common/endpoint-ref.ts).
 */
type SessionCall = (typeof analyticEndpointRefs)['appSession' | 'appModule'];

async function put(endpoint: SessionCall, body: AppSessionBody | AppModuleBody): Promise<boolean> {
  const path = endpoint.path;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    analyticsToken ??= readStorage(StorageKey.analyticsToken);
    if (!analyticsToken) analyticsToken = await newAnalyticsToken();
    const response = await fetch(apiUrl(endpoint.path), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${analyticsToken}` },
      body: JSON.stringify(body),
    });
    if (response.ok) return true;
    if (response.status === 404) throw new UnknownSessionError(`${path} answered 404`);
    if (response.status !== 401) throw new Error(`${path} answered ${response.status}`);
    // The analytics token lives as long as an access token: ask for a new one once.
    analyticsToken = await newAnalyticsToken();
  }
  return false;
}

async function newAnalyticsToken(): Promise<string> {
  const { analytics_token } = await callEndpoint(authEndpointRefs.analyticsToken);
  writeStorage(StorageKey.analyticsToken, analytics_token);
  return analytics_token;
}

/** One update: the app session and the screen's module session, created or kept alive. */
export async function reportUsage(
  screen: Screen,
  now = Date.now(),
  newId: () => string = () => crypto.randomUUID(),
): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  const started = generation;
  try {
    try {
      await sendUpdate(screen, now, newId, started);
    } catch (error) {
      if (!(error instanceof UnknownSessionError) || started !== generation) throw error;
      // A stored id the server does not know for this user (another user's, or forgotten):
      // start new sessions and send again at once, created this time.
      save(emptySessions());
      await sendUpdate(screen, now, newId, started);
    }
  } catch (error) {
    console.debug('Usage analytics update failed', error);
  } finally {
    if (started === generation) inFlight = false;
  }
}

async function sendUpdate(
  screen: Screen,
  now: number,
  newId: () => string,
  started: number,
): Promise<void> {
  let state = sessionsAt(load(), screen.path, now, newId);
  save(state);
  const app = state.app!;
  const module = state.screens[screen.path]!;
  if (
    await put(analyticEndpointRefs.appSession, {
      id: app.id,
      is_create: !app.created,
      application: 1,
      platform: 1,
    })
  ) {
    if (started !== generation) return;
    state = markCreated(state, { app: app.id });
    save(state);
  }
  const moduleSent = await put(analyticEndpointRefs.appModule, {
    id: module.id,
    session_id: app.id,
    global_module_id: screen.globalModuleId,
    app_screen_path: screen.path,
    is_tap: false,
    is_create: !module.created,
    item_id: itemIdOf(screen.path),
  });
  if (moduleSent && started === generation) {
    save(markCreated(sessions ?? state, { screen: screen.path, id: module.id }));
  }
}

/** The stored sessions, for tests and diagnostics. */
export function analyticsSessions(): AnalyticsSessions {
  return load();
}
