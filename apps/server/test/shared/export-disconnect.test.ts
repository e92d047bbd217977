import { smsOutboxEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, urlOf } from '../support/endpoint-client.ts';

// A client that leaves mid-download must not keep a database connection: the export stream is
// destroyed and its connection discarded, and the pool serves the next request.

let t: TestApp;
let admin: SignedIn;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  await t.db.execute(sql`
    INSERT INTO sms_outbox (mobile, body, purpose, status, driver)
    SELECT (9000000000 + g)::text, repeat('x', 200), 'test', 'sent', 'outbox'
    FROM generate_series(1, 60000) g`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const busyConnections = () => t.database.pool.totalCount - t.database.pool.idleCount;

describe('export when the client disconnects', () => {
  it('releases the database connection', async () => {
    const firstChunk = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        `http://127.0.0.1:${port}${urlOf(smsOutboxEndpoints.list)}?export=true`,
        { headers: admin.headers },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            // Stop reading after the first chunk and hang up.
            request.destroy();
            resolve(chunk.length);
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    expect(firstChunk).toBeGreaterThan(0);
    for (let i = 0; i < 100 && busyConnections() > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(busyConnections()).toBe(0);
    const after = await callApi(t, smsOutboxEndpoints.list, { query: { limit: 1 } }, admin);
    expect(after.statusCode).toBe(200);
    expect(Number(after.headers['x-total-count'])).toBeGreaterThanOrEqual(60000);
  });
});
