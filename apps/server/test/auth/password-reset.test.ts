import { Messages, authEndpoints, meEndpoints } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { smsOutbox } from '../../src/platform/core/sms/sms-outbox.table.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';
import { lastCodeSentTo } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const { staff } = DemoAccounts;
const newJoiner = {
  username: DemoAccounts.newJoiner.username,
  password: DemoAccounts.newJoiner.password,
};
const analytics = (headers: Record<string, string>) =>
  callApi(t, authEndpoints.analyticsToken, { headers });
const putReset = (body: object, headers: Record<string, string> = {}) =>
  callApi(t, authEndpoints.resetPassword, { body, headers });
const firstLeg = (body: object) => callApi(t, authEndpoints.firstLeg, { body });
const requestReset = (username: string) =>
  callApi(t, authEndpoints.requestReset, { query: { username } });
const getMe = (headers: Record<string, string>) => callApi(t, meEndpoints.me, { headers });

describe('forced reset after a password sign-in without last_password_reset', () => {
  it('flags the sign-in, keeps /me open and closes everything else until the password changes', async () => {
    const signIn = await firstLeg(newJoiner);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().must_reset_password).toBe(true);
    const headers = { authorization: `Bearer ${signIn.json().auth_token}` };
    const me = await getMe(headers);
    expect(me.statusCode).toBe(200);
    const blocked = await analytics(headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(Messages.passwordResetRequired);

    const weak = await putReset({ password: newJoiner.password, new_password: 'short' }, headers);
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toMatchObject({ field: 'body.new_password' });
    const wrongCurrent = await putReset(
      { password: 'wrong', new_password: 'Changed@2026x' },
      headers,
    );
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().message).toBe(Messages.currentPasswordWrong);

    const changed = await putReset(
      { password: newJoiner.password, new_password: 'Changed@2026x' },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(Messages.passwordChanged);
    expect((await analytics(headers)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.username, newJoiner.username));
    expect(row!.lastPasswordReset).toBeInstanceOf(Date);
    const old = await firstLeg(newJoiner);
    expect(old.statusCode).toBe(401);
  });

  it('a password change needs a session', async () => {
    const response = await putReset({ password: 'x', new_password: 'Changed@2026x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('reset with a code sent by SMS', () => {
  it('sends a code, sets the new password with it once, and ends every session', async () => {
    const before = await t.signInWithPassword('staff');
    const request = await requestReset(staff.username);
    expect(request.statusCode).toBe(200);
    expect(request.json().message).toBe(Messages.resetRequested);
    const code = await lastCodeSentTo(t.db, staff.mobile);
    const body = {
      username: staff.username,
      reference_number: request.json().reference_number,
      otp: code,
      new_password: 'Reset@2026abc',
    };
    const reset = await putReset(body);
    expect(reset.statusCode).toBe(200);
    expect((await getMe(before.headers)).statusCode).toBe(401);
    expect((await putReset({ ...body, new_password: 'Again@2026abc' })).statusCode).toBe(401);
    const signIn = await firstLeg({ username: staff.username, password: 'Reset@2026abc' });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers an unknown username exactly like a known one and sends nothing', async () => {
    const sentBefore = (await t.db.select().from(smsOutbox)).length;
    const response = await requestReset('nobody');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(Messages.resetRequested);
    expect(response.json().reference_number).toMatch(/^[0-9a-f]{24}$/);
    expect((await t.db.select().from(smsOutbox)).length).toBe(sentBefore);
  });

  it('refuses a code issued for another account', async () => {
    const request = await requestReset('zonal');
    const code = await lastCodeSentTo(t.db, DemoAccounts.zonal.mobile);
    const response = await putReset({
      username: 'principal',
      reference_number: request.json().reference_number,
      otp: code,
      new_password: 'Stolen@2026abc',
    });
    expect(response.statusCode).toBe(401);
  });

  it('explains a half-filled body field by field', async () => {
    const response = await putReset({ username: 'staff', new_password: 'Valid@2026abc' });
    expect(response.statusCode).toBe(422);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.reference_number', 'body.otp']));
  });
});
