import { Messages, ONE_TIME_CODE_MAX_GUESSES, authEndpoints } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { staff } from '../../src/organisation/organisation.table.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { smsOutbox } from '../../src/platform/core/sms/sms-outbox.table.ts';
import { oneTimeCodes } from '../../src/platform/core/auth/auth.table.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { callApi, routeOf } from '../support/endpoint-client.ts';
import { lastCodeSentTo } from './outbox.ts';

let t: TestApp;
let employeeNumber: number;
let globalEmployeeId: string;
const mobile = DemoAccounts.principal.mobile;

beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.db
    .select({ employeeNumber: staff.employeeNumber, globalEmployeeId: staff.globalEmployeeId })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(eq(users.username, 'principal'));
  employeeNumber = row!.employeeNumber;
  globalEmployeeId = row!.globalEmployeeId;
});
afterAll(() => t?.close());

/** A code sent to `number`, the account named by its employee number or global employee id. */
const requestCode = (
  by: 'employee number' | 'global employee id' = 'employee number',
  number: string = mobile,
) => {
  const request = { query: { app: 1 }, body: { mobile: number } };
  return by === 'employee number'
    ? callApi(t, authEndpoints.codeByEmployeeNumber, { ...request, params: { n: employeeNumber } })
    : callApi(t, authEndpoints.codeByGlobalEmployeeId, {
        ...request,
        params: { id: globalEmployeeId },
      });
};
const exchange = (otp: string, reference_number: string, extra: object = {}) =>
  callApi(t, authEndpoints.codeSignIn, {
    body: { otp: { otp, reference_number }, device_id: 'test-device', ...extra },
  });
const clearSends = () => t.db.delete(smsOutbox);

describe('OTP sign-in', () => {
  it(`${routeOf(authEndpoints.staffByEmployeeNumber)} answers only where a code can go, masked`, async () => {
    const query = { is_staff_app: false };
    for (const response of [
      await callApi(t, authEndpoints.staffByEmployeeNumber, {
        params: { n: employeeNumber },
        query,
      }),
      await callApi(t, authEndpoints.staffByGlobalEmployeeId, {
        params: { id: globalEmployeeId },
        query,
      }),
    ]) {
      expect(response.statusCode).toBe(200);
      // Anyone may ask: no name, no global employee id, no employee number to collect.
      expect(response.json()).toEqual({ mobile_numbers: [`******${mobile.slice(-4)}`] });
      expect(response.body).not.toContain(mobile);
    }
  });

  it('answers 404 for an unknown employee and 422 for a malformed number', async () => {
    const lookUp = (n: string) =>
      callApi(t, authEndpoints.staffByEmployeeNumber, { params: { n } });
    expect((await lookUp('99999990')).json().message).toBe(Messages.employeeNotFound);
    expect((await lookUp('12ab')).statusCode).toBe(422);
  });

  it('refuses a number that is not registered for the account', async () => {
    const response = await requestCode('employee number', '9111111111');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(Messages.mobileMismatch);
  });

  it('sends a 6-digit code through the SMS outbox and signs in with it once', async () => {
    await clearSends();
    const sent = await requestCode();
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(Messages.otpSent);
    const code = await lastCodeSentTo(t.db, mobile);
    const stored = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.referenceNumber, sent.json().reference_number));
    expect(stored[0]!.codeHash).not.toContain(code);
    const response = await exchange(code, sent.json().reference_number);
    expect(response.statusCode).toBe(200);
    expect(response.json().auth_token).toEqual(expect.any(String));
    expect(response.json().must_reset_password).toBe(false);
    const again = await exchange(code, sent.json().reference_number);
    expect(again.statusCode).toBe(401);
  });

  it('works through the global employee id too', async () => {
    await clearSends();
    const sent = await requestCode('global employee id');
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(t.db, mobile);
    const response = await exchange(code, sent.json().reference_number, {
      global_employee_ids: [globalEmployeeId],
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the code for an account the client did not name', async () => {
    await clearSends();
    const sent = await requestCode();
    const code = await lastCodeSentTo(t.db, mobile);
    const response = await exchange(code, sent.json().reference_number, {
      global_employee_ids: ['XX12345678'],
    });
    expect(response.statusCode).toBe(401);
  });

  it(`allows ${ONE_TIME_CODE_MAX_GUESSES} guesses, then refuses even the right code`, async () => {
    await clearSends();
    const sent = await requestCode();
    const code = await lastCodeSentTo(t.db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < ONE_TIME_CODE_MAX_GUESSES; i += 1) {
      const response = await exchange(wrong, sent.json().reference_number);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(Messages.otpInvalid);
    }
    const right = await exchange(code, sent.json().reference_number);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(Messages.otpTooManyGuesses);
  });

  it('refuses an expired code', async () => {
    await clearSends();
    const sent = await requestCode();
    const code = await lastCodeSentTo(t.db, mobile);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.referenceNumber, sent.json().reference_number));
    const response = await exchange(code, sent.json().reference_number);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(Messages.otpExpired);
  });

  it(`${routeOf(authEndpoints.resendCode)} resends a fresh code under the same reference; the old one stops working`, async () => {
    await clearSends();
    const sent = await requestCode();
    const reference = sent.json().reference_number;
    const first = await lastCodeSentTo(t.db, mobile);
    // A resend draws its code at random and repeats the old one once in a million draws: the
    // test resends until the code differs (the first draw, all but always), so the old code's
    // refusal below is always checked. Five codes per account are allowed, one spent already.
    let second = first;
    for (let resends = 1; second === first; resends += 1) {
      expect(resends).toBeLessThan(5);
      const resend = await callApi(t, authEndpoints.resendCode, {
        body: { mobile, reference_number: reference },
      });
      expect(resend.statusCode).toBe(200);
      expect(resend.json().reference_number).toBe(reference);
      second = await lastCodeSentTo(t.db, mobile);
    }
    const old = await exchange(first, reference);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(Messages.otpInvalid);
    expect((await exchange(second, reference)).statusCode).toBe(200);
  });

  it('limits how many codes one account can be sent', async () => {
    await clearSends();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await requestCode()).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
    await clearSends();
  });
});
