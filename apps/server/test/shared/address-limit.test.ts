import { Messages, healthEndpoints, opinionPollEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { urlOf } from '../support/endpoint-client.ts';

// Public routes that declare an address limit (the apps' poll answer links) answer 429 past
// PUBLIC_LIMIT_PER_ADDRESS requests a minute from one client address, each route group counted
// apart, in the database: every server process shares the count.

let t: TestApp;
let proxied: TestApp;
let otherProcess: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_LIMIT_PER_ADDRESS: '3' } });
  proxied = await startTestApp({ env: { PUBLIC_LIMIT_PER_ADDRESS: '3', TRUST_PROXY: 'true' } });
  // A second server process on the first one's database.
  otherProcess = await buildApp({ config: t.config, database: t.database, logger: false });
  await otherProcess.ready();
});
afterAll(async () => {
  await otherProcess?.close();
  await proxied?.close();
  await t?.close();
});

// Through app.inject, which sets the client address (remoteAddress); the paths are the endpoints'.
const token = 'not-a-link';
const read = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: opinionPollEndpoints.respondForm.method,
    url: urlOf(opinionPollEndpoints.respondForm, { token }),
    remoteAddress,
    headers,
  });

describe('per-address limit of public routes', () => {
  it('answers 429 with the reason and Retry-After past the limit, for that address only', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 3; i += 1) answers.push((await read(t.app, '10.9.0.1')).statusCode);
    // Reading and answering through a link are one group: the POST counts too.
    const posted = await t.app.inject({
      method: opinionPollEndpoints.respond.method,
      url: urlOf(opinionPollEndpoints.respond, { token }),
      payload: { answers: [] },
      remoteAddress: '10.9.0.1',
    });
    answers.push(posted.statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    expect(posted.json().message).toBe(Messages.tooManyRequests);
    const retryAfter = Number(posted.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await read(t.app, '10.9.0.2')).statusCode).toBe(401);
    // Routes that declare no limit are not counted.
    const health = await t.app.inject({
      url: urlOf(healthEndpoints.health),
      remoteAddress: '10.9.0.1',
    });
    expect(health.statusCode).toBe(200);
  });

  it('holds across server processes: the count is in the database', async () => {
    const answers: number[] = [];
    for (const app of [t.app, otherProcess, t.app, otherProcess]) {
      answers.push((await read(app, '10.9.1.1')).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('takes the address from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    // Not trusted: a client cannot escape its count by naming another address.
    const spoofed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      spoofed.push(
        (await read(t.app, '10.9.2.1', { 'x-forwarded-for': `10.8.0.${i}` })).statusCode,
      );
    }
    expect(spoofed).toEqual([401, 401, 401, 429]);
    // Trusted: the clients behind one proxy are counted apart.
    const behind: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      behind.push(
        (await read(proxied.app, '10.9.3.1', { 'x-forwarded-for': `10.8.1.${i}` })).statusCode,
      );
    }
    expect(behind).toEqual([401, 401, 401, 401]);
  });

  it('forgets addresses quiet for an hour when a new minute starts', async () => {
    await t.db.execute(sql`
      INSERT INTO address_hits (bucket, address, window_start, hits)
      VALUES ('opinion_poll.respond', '10.9.4.1', now() - interval '61 minutes', 2),
             ('opinion_poll.respond', '10.9.4.2', now() - interval '59 minutes', 2)`);
    expect((await read(t.app, '10.9.4.3')).statusCode).toBe(401);
    const kept = await t.db.execute<{ address: string }>(sql`
      SELECT address FROM address_hits WHERE address LIKE '10.9.4.%' ORDER BY address`);
    expect(kept.rows.map((row) => row.address)).toEqual(['10.9.4.2', '10.9.4.3']);
  });
});
