import {
  UserManagementMessages as Say,
  userManagementEndpoints as endpoints,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';

// GET /login_stat (002 §7): sign-ins per account over a period, the total in x-login-count.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  [admin, principal, staff] = await Promise.all([
    t.signIn('superuser'),
    t.signIn('principal'),
    t.signIn('staff'),
  ]);
});
afterAll(() => t?.close());

const stats = (query: Record<string, string | number | boolean>, who = admin) =>
  callApi(t, endpoints.loginStats, { query }, who);

/** Today as the server's calendar day (UTC). */
const today = new Date().toISOString().slice(0, 10);

describe(routeOf(endpoints.loginStats), () => {
  it('counts each account’s sign-ins, the total in x-login-count', async () => {
    const sessions = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sessions se JOIN users u ON u.id = se.user_id
       WHERE u.username = 'principal'`);
    expect(sessions.rows[0]!.n).toBeGreaterThan(0);
    const response = await stats({ search: 'principal', from_date: today, to_date: today });
    const row = response.answer().find((found) => found.username === 'principal');
    expect(row).toMatchObject({ login_count: sessions.rows[0]!.n });
    expect(Date.parse(row!.last_login_at!)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(response.headers['x-login-count']).toBe(response.headers['x-total-count']);
    expect(Number(response.headers['x-login-count'])).toBeGreaterThanOrEqual(1);
  });

  it('splits those who signed in from those who did not, over the period asked', async () => {
    const signedIn = (await stats({ did_login: true, limit: 100 })).answer();
    expect(signedIn.map((row) => row.username)).toEqual(
      expect.arrayContaining(['admin', 'principal', 'staff']),
    );
    expect(signedIn.every((row) => row.login_count > 0)).toBe(true);
    const none = await stats({ did_login: true, from_date: '2099-01-01' });
    expect(none.answer()).toEqual([]);
    expect(none.headers['x-login-count']).toBe('0');
    const notYet = (await stats({ did_login: false, search: 'principal' })).answer();
    expect(notYet.map((row) => row.username)).not.toContain('principal');
    expect(notYet.every((row) => row.login_count === 0 && row.last_login_at === null)).toBe(true);
  });

  it('keeps to the caller’s branches, and sorts by sign-ins', async () => {
    const reached = (
      await callApi(t, endpoints.staffPermittedBranches, { query: {} }, principal)
    ).answer();
    const ids = new Set(reached.map((branch) => branch.id));
    const rows = (
      await stats({ limit: 100, sort: 'login_count', order: 'desc' }, principal)
    ).answer();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.branch_id !== null && ids.has(row.branch_id))).toBe(true);
    const counts = rows.map((row) => row.login_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rows.map((row) => row.username)).not.toContain('admin');
  });

  it('refuses a date off the calendar, a short search, and those who read no users', async () => {
    const badDay = await stats({ from_date: '2026-02-30' });
    expect(badDay.statusCode).toBe(422);
    const blank = await stats({ search: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toContain(Say.searchText);
    // The demo's branch staff hold no user_read (seed-accounts.ts).
    expect((await stats({}, staff)).statusCode).toBe(403);
  });
});
