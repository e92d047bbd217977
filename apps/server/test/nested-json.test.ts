import { Messages, authEndpoints, healthEndpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/platform/core/http/json-depth.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { callApi } from './support/endpoint-client.ts';

// The outside probe's body: `[` × 10,000 (20 KB) cost up to 1.5 s of event-loop time and a 500
// on the public sign-in routes.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);
/** A raw JSON body sent to the password sign-in, a public route. */
const signIn = (payload: string) =>
  callApi(t, authEndpoints.firstLeg, {
    body: payload,
    headers: { 'content-type': 'application/json' },
  });

describe('deeply nested JSON bodies', () => {
  it('answer 400 on a public sign-in route', async () => {
    const response = await signIn(nested(10_000, ''));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.jsonTooDeep);
  });

  it('answer 400 when the depth hides inside a field', async () => {
    const payload = `{"username": ${nested(5_000)}, "password": "x"}`;
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.jsonTooDeep);
  });

  it('brackets inside strings are text, not nesting', async () => {
    const response = await signIn(
      JSON.stringify({ username: '['.repeat(100), password: '{"a":'.repeat(50) }),
    );
    expect(response.statusCode).toBe(401);
  });

  it(`are parsed as usual up to ${MAX_JSON_DEPTH} levels`, async () => {
    const payload = `{"username": ${nested(MAX_JSON_DEPTH - 1)}, "password": "x"}`;
    const response = await signIn(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ field: 'body.username' });
    const deeper = await signIn(`{"username": ${nested(MAX_JSON_DEPTH)}, "password": "x"}`);
    expect(deeper.statusCode).toBe(400);
  });

  it('many at once are all refused at the parser and health keeps answering', async () => {
    const [health, ...refused] = await Promise.all([
      callApi(t, healthEndpoints.health, {}),
      ...Array.from({ length: 40 }, () => signIn(nested(10_000, ''))),
    ]);
    expect(health!.statusCode).toBe(200);
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 400));
    // The depth check's own message: each was refused by the parser, before any route ran.
    expect(new Set(refused.map((response) => response.json().message))).toEqual(
      new Set([Messages.jsonTooDeep]),
    );
  });
});
