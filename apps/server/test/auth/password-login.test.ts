import {
  ACCESS_TOKEN_SECONDS,
  Messages,
  REFRESH_TOKEN_SECONDS,
  authEndpoints,
  meEndpoints,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { authEvents, users } from '../../src/platform/core/access/access.table.ts';
import { currentStep, totpCode } from '../../src/platform/core/auth/totp.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { claimsOf } from './token-claims.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const superuser = {
  username: DemoAccounts.superuser.username,
  password: DemoAccounts.superuser.password,
};
const principal = {
  username: DemoAccounts.principal.username,
  password: DemoAccounts.principal.password,
};
const firstLeg = (body: object) => callApi(t, authEndpoints.firstLeg, { body });
const secondLeg = (body: object) => callApi(t, authEndpoints.secondLeg, { body });
const adminLogin = (body: object) => callApi(t, authEndpoints.adminLogin, { body });

describe(routeOf(authEndpoints.firstLeg), () => {
  it('asks a superuser for the TOTP code and hands out no token', async () => {
    const response = await firstLeg({ username: superuser.username, password: superuser.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_totp_required: true, is_superuser: true });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs a principal in with tokens whose exp carries the documented lifetimes', async () => {
    const response = await firstLeg({ username: principal.username, password: principal.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      is_totp_required: false,
      is_superuser: false,
      must_reset_password: false,
    });
    const access = claimsOf(body.auth_token);
    const refresh = claimsOf(body.refresh_token.token_string);
    expect(access.exp - access.iat).toBe(ACCESS_TOKEN_SECONDS);
    expect(refresh.exp - refresh.iat).toBe(REFRESH_TOKEN_SECONDS);
    expect(access.typ).toBe('access');
    expect(refresh.typ).toBe('refresh');
    expect(claimsOf(body.analytics_token).typ).toBe('analytics');
    expect(new Date(body.refresh_token.expires_at).getTime()).toBe(refresh.exp * 1000);
  });

  it('sets the session cookie HttpOnly, Secure and SameSite=Lax', async () => {
    const response = await firstLeg({ username: principal.username, password: principal.password });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^auth_token=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('accepts the username in any case', async () => {
    const response = await firstLeg({ username: 'PRINCIPAL', password: principal.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await firstLeg({ username: 'staff', password: 'not-the-password' });
    const unknown = await firstLeg({ username: 'nobody-here', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(Messages.wrongCredentials);
    expect(unknown.json().message).toBe(Messages.wrongCredentials);
  });

  it('refuses a superuser whose sign-in would not need a code, with the fixed message', async () => {
    const [row] = await t.db
      .insert(users)
      .values({
        username: 'rootless',
        passwordHash: (await t.db.select().from(users).where(eq(users.username, 'principal')))[0]!
          .passwordHash,
        firstName: 'No',
        userType: 3,
        isSuperuser: true,
        lastPasswordReset: new Date(),
      })
      .returning();
    const response = await firstLeg({ username: 'rootless', password: principal.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(Messages.superuserWithoutTotp);
    const viaAdminApi = await adminLogin({ username: 'rootless', password: principal.password });
    expect(viaAdminApi.statusCode).toBe(403);
    await t.db.delete(users).where(eq(users.id, row!.id));
  });

  it('refuses a disabled account', async () => {
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, 'zonal'));
    const response = await firstLeg({ username: 'zonal', password: DemoAccounts.zonal.password });
    expect(response.statusCode).toBe(401);
    // 000 §8's text, for the account that cannot sign in; a wrong password is not told it is disabled.
    expect(response.json().message).toBe(Messages.loginFailed);
    const guessed = await firstLeg({ username: 'zonal', password: 'not-the-password' });
    expect(guessed.json().message).toBe(Messages.wrongCredentials);
    await t.db.update(users).set({ status: 1 }).where(eq(users.username, 'zonal'));
  });
});

describe(routeOf(authEndpoints.secondLeg), () => {
  it('signs the superuser in with a current code, and never accepts that code twice', async () => {
    const code = totpCode(DEMO_TOTP_SECRET, currentStep());
    const payload = { username: superuser.username, password: superuser.password, totp_code: code };
    const first = await secondLeg(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ is_superuser: true, is_totp_required: false });
    const again = await secondLeg(payload);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(Messages.invalidTotp);
  });

  it('refuses a wrong code and a code from long ago', async () => {
    const old = totpCode(DEMO_TOTP_SECRET, currentStep() - 10);
    const response = await secondLeg({ ...superuser, totp_code: old });
    expect(response.statusCode).toBe(401);
    const malformed = await secondLeg({ ...superuser, totp_code: '12ab56' });
    expect(malformed.statusCode).toBe(422);
  });
});

describe(`${routeOf(authEndpoints.adminLogin)} (admin API login)`, () => {
  it('answers auth_token and refresh_token.token_string for an account without TOTP', async () => {
    const response = await adminLogin(principal);
    expect(response.statusCode).toBe(200);
    const { auth_token, refresh_token } = response.json();
    // The access token signs a call in as the account; the refresh token renews the session.
    const me = await callApi(t, meEndpoints.me, {
      headers: { authorization: `Bearer ${auth_token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().username).toBe(principal.username);
    const refreshed = await callApi(t, authEndpoints.refresh, {
      body: { refresh_token: refresh_token.token_string },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(claimsOf(refreshed.json().auth_token).sid).toBe(claimsOf(auth_token).sid);
    expect(refreshed.json().refresh_token.token_string).not.toBe(refresh_token.token_string);
  });

  it('sends an account with TOTP to the two-step flow', async () => {
    const response = await adminLogin(superuser);
    expect(response.statusCode).toBe(403);
  });
});

describe('audit of sign-in attempts', () => {
  it('records who, what, when and from where, and never the password', async () => {
    await firstLeg({ username: 'staff', password: 'Secret-Guess-42' });
    const rows = await t.db
      .select()
      .from(authEvents)
      .where(sql`${authEvents.username} = 'staff' and ${authEvents.event} = 'login.password'`);
    expect(rows.length).toBeGreaterThan(0);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ outcome: 'failure', ip: '127.0.0.1' });
    expect(row.at).toBeInstanceOf(Date);
    const everything = JSON.stringify(await t.db.select().from(authEvents));
    expect(everything).not.toContain('Secret-Guess-42');
    expect(everything).not.toContain(principal.password);
  });
});
