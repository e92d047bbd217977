import { Messages, authEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { callApi } from './support/endpoint-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { BODY_LIMIT: '4096' } });
});
afterAll(() => t?.close());

const counts = async () => {
  const result = await t.db.execute(
    sql`select (select count(*) from users) as users, (select count(*) from sessions) as sessions, (select count(*) from staff) as staff`,
  );
  return result.rows[0];
};

/** A password sign-in with this body (and headers): the first route anyone can reach. */
const firstLeg = (body: unknown, headers?: Record<string, string>) =>
  callApi(t, authEndpoints.firstLeg, { body, ...(headers ? { headers } : {}) });

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('malformed JSON', async () => {
    const before = await counts();
    const response = await firstLeg('{"username": "admin", ', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.malformedJson);
    expect(await counts()).toEqual(before);
  });

  it('wrong types name the field and the rule', async () => {
    const response = await firstLeg({ username: 42, password: ['x'] });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.username', rule: 'invalid_type' }),
        expect.objectContaining({ field: 'body.password', rule: 'invalid_type' }),
      ]),
    );
  });

  it('unknown fields are refused', async () => {
    const response = await firstLeg({ username: 'principal', password: 'x', is_superuser: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ rule: 'unrecognized_keys' });
  });

  it('oversized bodies answer 413 File is too large', async () => {
    const response = await firstLeg({ username: 'principal', password: 'x'.repeat(10_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(Messages.fileTooLarge);
  });

  it('SQL metacharacters in every string are data, not SQL', async () => {
    const before = await counts();
    const nasty = [
      "' OR '1'='1",
      "admin'--",
      '"; DROP TABLE users; --',
      "\\'; select pg_sleep(1); --",
      '%_%',
      '\u0000x',
    ];
    for (const value of nasty) {
      const login = await firstLeg({ username: value, password: value });
      expect([401, 422]).toContain(login.statusCode);
      const reset = await callApi(t, authEndpoints.requestReset, { query: { username: value } });
      expect([200, 422, 429]).toContain(reset.statusCode);
      // The path's parameter percent-encoded, as urlOf fills it in.
      const global = await callApi(t, authEndpoints.staffByGlobalEmployeeId, {
        params: { id: value },
      });
      expect(global.statusCode).toBe(422);
    }
    expect(await counts()).toEqual(before);
  });

  it('unknown routes answer a JSON 404, and errors carry a request id but no stack', async () => {
    // eslint-disable-next-line no-restricted-syntax -- an address no route answers is the subject
    const response = await t.call({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: Messages.notFound });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a wrong content type is refused', async () => {
    const response = await firstLeg('<username/>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
  });
});
