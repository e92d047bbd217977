import { Messages, authEndpoints, meEndpoints } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/core/access/access.table.ts';
import { signingKeys } from '../../src/platform/core/auth/auth.table.ts';
import { signToken } from '../../src/platform/core/auth/tokens.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { claimsOf } from './token-claims.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await startTestApp();
  secret = (await t.db.select().from(signingKeys))[0]!.secret;
});
afterAll(() => t?.close());

const meWith = (headers: Record<string, string>) => callApi(t, meEndpoints.me, { headers });
const me = (token: string) => meWith({ authorization: `Bearer ${token}` });
const refresh = (refresh_token: string) =>
  callApi(t, authEndpoints.refresh, { body: { refresh_token } });
const logout = (input: { headers?: Record<string, string>; body?: object }) =>
  callApi(t, authEndpoints.logout, input);
const analyticsToken = (headers: Record<string, string>) =>
  callApi(t, authEndpoints.analyticsToken, { headers });

describe(routeOf(authEndpoints.refresh), () => {
  it('rotates: a new pair, and the old refresh token is spent', async () => {
    const session = await t.signInWithPassword('principal');
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.refresh_token.token_string).not.toBe(session.refreshToken);
    expect(claimsOf(next.auth_token).sid).toBe(claimsOf(session.token).sid);
    expect((await me(next.auth_token)).statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft and revokes the whole family', async () => {
    const session = await t.signInWithPassword('principal');
    const rotated = (await refresh(session.refreshToken)).json();
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(Messages.refreshTokenReused);
    // Both the old and the new access tokens of the family stop working at once.
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await me(rotated.auth_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token.token_string)).statusCode).toBe(401);
  });

  it('does not take an access token as a refresh token, nor the reverse', async () => {
    const session = await t.signInWithPassword('staff');
    expect((await refresh(session.token)).statusCode).toBe(401);
    expect((await me(session.refreshToken)).statusCode).toBe(401);
    // The failed attempts must not have spent the real refresh token.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token, even one that is current in its family', async () => {
    const session = await t.signInWithPassword('staff');
    const claims = claimsOf(session.refreshToken);
    const expired = signToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, secret);
    const response = await refresh(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(Messages.refreshTokenInvalid);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a tampered or forged refresh token and changes nothing', async () => {
    const session = await t.signInWithPassword('staff');
    const [head, , signature] = session.refreshToken.split('.');
    const claims = claimsOf(session.refreshToken);
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url')}.${signature}`;
    expect((await refresh(tampered)).statusCode).toBe(401);
    const forged = signToken({ ...claims }, 'a-different-secret-of-enough-length-000000');
    expect((await refresh(forged)).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('stop working at once after logout', async () => {
    const session = await t.signInWithPassword('staff');
    expect((await me(session.token)).statusCode).toBe(200);
    const ended = await logout({ headers: session.headers });
    expect(ended.statusCode).toBe(204);
    expect(String(ended.headers['set-cookie'])).toMatch(/auth_token=;/);
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(Messages.sessionEnded);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('logout also works with only the refresh token (access token expired)', async () => {
    const session = await t.signInWithPassword('staff');
    const ended = await logout({ body: { refresh_token: session.refreshToken } });
    expect(ended.statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('logout with only the session cookie ends the session', async () => {
    const session = await t.signInWithPassword('staff');
    const ended = await logout({ headers: { cookie: `auth_token=${session.token}` } });
    expect(ended.statusCode).toBe(204);
    expect(String(ended.headers['set-cookie'])).toMatch(/auth_token=;/);
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(Messages.sessionEnded);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('with a bearer token, logout ends that session and only clears the cookie', async () => {
    const named = await t.signInWithPassword('staff');
    const other = await t.signInWithPassword('staff');
    const ended = await logout({
      headers: { ...named.headers, cookie: `auth_token=${other.token}` },
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(named.token)).statusCode).toBe(401);
    // The bearer token says which session this client ends; the cookie is only cleared.
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('stop working at once when the account is disabled', async () => {
    const session = await t.signInWithPassword('zonal');
    expect((await me(session.token)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, 'zonal'));
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    await t.db.update(users).set({ status: 1 }).where(eq(users.username, 'zonal'));
  });

  it('are refused when expired, even with a valid signature', async () => {
    const session = await t.signInWithPassword('staff');
    const claims = claimsOf(session.token);
    const expired = signToken({ ...claims, iat: claims.iat - 20_000, exp: claims.iat - 5 }, secret);
    expect((await me(expired)).statusCode).toBe(401);
    const fresh = signToken({ ...claims }, secret);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('are refused when forged for another user or malformed', async () => {
    const session = await t.signInWithPassword('staff');
    const claims = claimsOf(session.token);
    // A genuine signature over a session that belongs to someone else.
    expect((await me(signToken({ ...claims, sub: claims.sub + 1 }, secret))).statusCode).toBe(401);
    for (const bad of ['', 'Bearer', 'x.y.z', `${session.token}x`]) {
      const response = await meWith({ authorization: `Bearer ${bad}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await meWith({})).json().message).toBe(Messages.notAuthenticated);
  });

  it('the cookie authenticates reads but never a state-changing call', async () => {
    const session = await t.signInWithPassword('staff');
    const cookie = { cookie: `auth_token=${session.token}` };
    expect((await meWith(cookie)).statusCode).toBe(200);
    const post = await analyticsToken(cookie);
    expect(post.statusCode).toBe(401);
    const withBearer = await analyticsToken(session.headers);
    expect(withBearer.statusCode).toBe(200);
    expect(claimsOf(withBearer.json().analytics_token).typ).toBe('analytics');
  });
});
