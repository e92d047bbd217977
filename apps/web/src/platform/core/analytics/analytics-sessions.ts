// Usage-analytics sessions (000 §4, §9): an app session id kept in the browser and renewed after
// 16 hours, and a module session per screen renewed after 2 hours. Pure rules over a stored
// record and the clock, so they can be tested without waiting.

export const APP_SESSION_MS = 57_600_000;
export const MODULE_SESSION_MS = 7_200_000;
export const ANALYTICS_TICK_MS = 5000;
export const ANALYTICS_STORAGE_KEY = 'console.analytics_sessions';

export interface TrackedSession {
  id: string;
  /** Epoch ms when the id was made. */
  startedAt: number;
  /** The server has recorded it: later updates are keep-alives (`is_create: false`). */
  created: boolean;
}

export interface AnalyticsSessions {
  app: TrackedSession | null;
  /** Module sessions by screen path. */
  screens: Record<string, TrackedSession>;
}

export const emptySessions = (): AnalyticsSessions => ({ app: null, screens: {} });

function fresh(session: TrackedSession | null | undefined, now: number, lifetime: number) {
  return session && now >= session.startedAt && now - session.startedAt < lifetime;
}

/**
 * The sessions to report at `now` for a screen: the app session and the screen's module session,
 * each kept while younger than its lifetime and replaced by a new id after. A new app session
 * also starts new module sessions, which belong to it. Screens whose sessions ran out are dropped.
 */
export function sessionsAt(
  state: AnalyticsSessions,
  screenPath: string,
  now: number,
  newId: () => string,
): AnalyticsSessions {
  const appKept = fresh(state.app, now, APP_SESSION_MS);
  const app = appKept ? state.app! : { id: newId(), startedAt: now, created: false };
  const screens: Record<string, TrackedSession> = {};
  if (appKept) {
    for (const [path, session] of Object.entries(state.screens)) {
      if (fresh(session, now, MODULE_SESSION_MS)) screens[path] = session;
    }
  }
  screens[screenPath] ??= { id: newId(), startedAt: now, created: false };
  return { app, screens };
}

/** Marks a session as recorded by the server, if it is still the current one. */
export function markCreated(
  state: AnalyticsSessions,
  which: { app: string } | { screen: string; id: string },
): AnalyticsSessions {
  if ('app' in which) {
    return state.app?.id === which.app ? { ...state, app: { ...state.app, created: true } } : state;
  }
  const session = state.screens[which.screen];
  if (!session || session.id !== which.id) return state;
  return { ...state, screens: { ...state.screens, [which.screen]: { ...session, created: true } } };
}

export function parseSessions(raw: string | null): AnalyticsSessions {
  if (!raw) return emptySessions();
  try {
    const value = JSON.parse(raw) as Partial<AnalyticsSessions>;
    const valid = (session: unknown): session is TrackedSession =>
      typeof session === 'object' &&
      session !== null &&
      typeof (session as TrackedSession).id === 'string' &&
      typeof (session as TrackedSession).startedAt === 'number';
    const screens: Record<string, TrackedSession> = {};
    for (const [path, session] of Object.entries(value.screens ?? {})) {
      if (valid(session)) screens[path] = { ...session, created: session.created === true };
    }
    return {
      app: valid(value.app) ? { ...value.app, created: value.app.created === true } : null,
      screens,
    };
  } catch {
    return emptySessions();
  }
}

/** The item a screen shows, when its address ends in a number (e.g. /announcement/12 → 12). */
export function itemIdOf(pathname: string): number | null {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last || !/^\d{1,10}$/.test(last)) return null;
  const id = Number(last);
  return id >= 1 && id <= 2147483647 ? id : null;
}
