import { describe, expect, it } from 'vitest';
import {
  APP_SESSION_MS,
  MODULE_SESSION_MS,
  emptySessions,
  itemIdOf,
  markCreated,
  parseSessions,
  sessionsAt,
} from './analytics-sessions.ts';

function ids() {
  let n = 0;
  return () => `session-${++n}`;
}

describe('analytics session renewal', () => {
  it('keeps the app session for 16 hours (57,600,000 ms) and renews it after', () => {
    expect(APP_SESSION_MS).toBe(57_600_000);
    const newId = ids();
    const start = 1_000_000;
    const first = sessionsAt(emptySessions(), '/sms', start, newId);
    expect(first.app).toEqual({ id: 'session-1', startedAt: start, created: false });
    const later = sessionsAt(first, '/sms', start + APP_SESSION_MS - 1, newId);
    expect(later.app?.id).toBe('session-1');
    const renewed = sessionsAt(later, '/sms', start + APP_SESSION_MS, newId);
    expect(renewed.app?.id).not.toBe('session-1');
    expect(renewed.app?.startedAt).toBe(start + APP_SESSION_MS);
  });

  it('keeps one module session per screen for 2 hours and renews it after', () => {
    expect(MODULE_SESSION_MS).toBe(2 * 60 * 60 * 1000);
    const newId = ids();
    let state = sessionsAt(emptySessions(), '/sms', 0, newId);
    const sms = state.screens['/sms']!.id;
    state = sessionsAt(state, '/announcement', 1000, newId);
    const announcement = state.screens['/announcement']!.id;
    expect(announcement).not.toBe(sms);
    // Back to the first screen within 2 h: the same module session.
    state = sessionsAt(state, '/sms', MODULE_SESSION_MS - 1, newId);
    expect(state.screens['/sms']!.id).toBe(sms);
    state = sessionsAt(state, '/sms', MODULE_SESSION_MS, newId);
    expect(state.screens['/sms']!.id).not.toBe(sms);
    // The announcement screen's session (started at 1000) is still young; it is kept.
    expect(state.screens['/announcement']!.id).toBe(announcement);
  });

  it('starts new module sessions with a new app session', () => {
    const newId = ids();
    let state = sessionsAt(emptySessions(), '/sms', 0, newId);
    state = markCreated(state, { screen: '/sms', id: state.screens['/sms']!.id });
    state = sessionsAt(state, '/sms', APP_SESSION_MS, newId);
    expect(state.screens['/sms']).toMatchObject({ created: false, startedAt: APP_SESSION_MS });
  });

  it('renews a session whose start lies in the future (a clock set back)', () => {
    const newId = ids();
    const state = sessionsAt(emptySessions(), '/sms', 10_000, newId);
    expect(sessionsAt(state, '/sms', 5_000, newId).app?.id).not.toBe(state.app?.id);
  });

  it('marks only the current session as created', () => {
    const state = sessionsAt(emptySessions(), '/sms', 0, ids());
    expect(markCreated(state, { app: 'other' }).app?.created).toBe(false);
    expect(markCreated(state, { app: state.app!.id }).app?.created).toBe(true);
  });

  it('reads stored sessions defensively', () => {
    expect(parseSessions('not json')).toEqual(emptySessions());
    expect(parseSessions(JSON.stringify({ app: { id: 3 }, screens: { '/x': null } }))).toEqual(
      emptySessions(),
    );
  });

  it('takes the item id from the end of the address', () => {
    expect(itemIdOf('/announcement/12')).toBe(12);
    expect(itemIdOf('/announcement/form')).toBeNull();
    expect(itemIdOf('/')).toBeNull();
  });
});
