import { Messages, authEndpoints } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { staff } from '../../src/organisation/organisation.table.ts';
import { users } from '../../src/platform/core/access/access.table.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { urlOf } from '../support/endpoint-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ADDRESS: '6' } });
});
afterAll(() => t?.close());

// Each attempt from an address of its own: app.inject with remoteAddress, the endpoint's method
// and address.
const { firstLeg, staffByEmployeeNumber, staffByGlobalEmployeeId, codeByEmployeeNumber } =
  authEndpoints;
const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: firstLeg.method,
    url: urlOf(firstLeg),
    payload: { username, password },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('locks an account after its allowance of failures, even for the right password', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await attempt('zonal', 'wrong', `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await attempt('zonal', DemoAccounts.zonal.password, '10.0.1.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(Messages.tooManyAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are unaffected.
    expect(
      (await attempt('principal', DemoAccounts.principal.password, '10.0.1.8')).statusCode,
    ).toBe(200);
  });

  it('limits one address across accounts', async () => {
    const answers: number[] = [];
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) {
      answers.push((await attempt(name, 'wrong', '10.0.2.1')).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const fromThere = await attempt('staff', DemoAccounts.staff.password, '10.0.2.1');
    expect(fromThere.statusCode).toBe(429);
    expect((await attempt('staff', DemoAccounts.staff.password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('counts lookups of unknown employees against the address', async () => {
    const [principal] = await t.db
      .select({ employeeNumber: staff.employeeNumber })
      .from(users)
      .innerJoin(staff, eq(staff.id, users.staffId))
      .where(eq(users.username, 'principal'));
    const lookUp = (n: string | number, ip: string) =>
      t.app.inject({
        method: staffByEmployeeNumber.method,
        url: urlOf(staffByEmployeeNumber, { n }),
        remoteAddress: ip,
      });
    const unknown = ['99999990', '99999991', '99999992', '99999993'];
    const answers: number[] = [];
    for (const number of unknown) {
      answers.push((await lookUp(number, '10.0.3.1')).statusCode);
    }
    const byGlobalId = await t.app.inject({
      method: staffByGlobalEmployeeId.method,
      url: urlOf(staffByGlobalEmployeeId, { id: 'ZZ99999999' }),
      remoteAddress: '10.0.3.1',
    });
    answers.push(byGlobalId.statusCode);
    // Asking for a code for an unknown employee is the same probe.
    const codeFor = await t.app.inject({
      method: codeByEmployeeNumber.method,
      url: urlOf(codeByEmployeeNumber, { n: '99999995' }),
      query: { app: '1' },
      payload: { mobile: '9000000001' },
      remoteAddress: '10.0.3.1',
    });
    answers.push(codeFor.statusCode);
    expect(answers).toEqual([404, 404, 404, 404, 404, 404]);
    const limited = await lookUp(principal!.employeeNumber, '10.0.3.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(Messages.tooManyAttempts);
    // Known employees do not count, and other addresses are unaffected.
    for (let i = 0; i < 8; i += 1) {
      expect((await lookUp(principal!.employeeNumber, '10.0.3.2')).statusCode).toBe(200);
    }
  });
});
