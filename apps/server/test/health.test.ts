import { healthEndpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { appJobRunner } from '../src/platform/modules/app-job-runner.ts';
import { startTestApp, type SignedIn, type TestApp } from './harness.ts';
import { callApi, routeOf } from './support/endpoint-client.ts';
import { contentKindsOf } from '../src/platform/modules/server-module.ts';

// Liveness answers from the process alone; readiness checks the database, the migrations the
// code ships and the job runner this process runs.

let t: TestApp;
let superuser: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  superuser = await t.signIn('superuser');
});
afterAll(() => t?.close());

/** Readiness as a superuser sees it: with what each check found. */
const ready = () => callApi(t, healthEndpoints.ready, {}, superuser);

describe(routeOf(healthEndpoints.ready), () => {
  afterEach(async () => {
    await t.app.services.jobRunner?.stop();
    t.app.services.jobRunner = undefined;
  });

  it('is ready once the job runner goes round, and says which check fails until then', async () => {
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({
      status: 'not_ready',
      message: 'Not ready: jobs not running',
      checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: false } },
    });

    const runner = appJobRunner({
      db: t.db,
      channels: { push: t.app.services.push, sms: t.app.services.sms },
      batchSize: 10,
      contentKinds: contentKindsOf(t.app.services.modules),
      pollMs: 50,
      leaseMs: 60_000,
    });
    t.app.services.jobRunner = runner;
    runner.start();
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
    expect((await ready()).json()).toMatchObject({
      status: 'ready',
      checks: { jobs: { ok: true, detail: 'running' } },
    });

    await runner.stop();
    expect((await ready()).statusCode).toBe(503);
  });

  it('tells anyone else only whether it is ready, not what its checks found', async () => {
    const principal = await t.signIn('principal');
    for (const headers of [{}, principal.headers, { authorization: 'Bearer forged' }]) {
      const answer = await callApi(t, healthEndpoints.ready, { headers });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not_ready', message: 'Not ready' });
    }
    t.app.services.config.jobs.enabled = false;
    try {
      const answer = await callApi(t, healthEndpoints.ready, {});
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready', message: 'Ready' });
      expect(answer.body).not.toMatch(/applied|migrations|jobs/);
      expect((await ready()).json().checks.migrations.detail).toMatch(/^\d+ of \d+ applied$/);
    } finally {
      t.app.services.config.jobs.enabled = true;
    }
  });

  it('is not ready while a migration the code ships is not applied', async () => {
    t.app.services.config.jobs.enabled = false;
    try {
      expect((await ready()).statusCode).toBe(200);
      const [last] = (
        await t.db.execute<{ id: number }>(
          sql`SELECT id FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`,
        )
      ).rows;
      await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.migrations).toMatchObject({ ok: false });
      expect(response.json().checks.migrations.detail).toMatch(/^(\d+) of (\d+) applied$/);
    } finally {
      t.app.services.config.jobs.enabled = true;
    }
  });
});

describe(routeOf(healthEndpoints.health), () => {
  it('answers without the database, while readiness says the database is away', async () => {
    const services = t.app.services;
    const real = services.database;
    // A database nobody answers for: a port nothing listens on.
    const away = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    services.database = { ...real, pool: away };
    services.config.jobs.enabled = false;
    try {
      const health = await callApi(t, healthEndpoints.health, {});
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'postgres' });
      // Without the database no session can be checked: the answer is the public one, and the
      // database's own words go to the log only.
      const readiness = await ready();
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toEqual({ status: 'not_ready', message: 'Not ready' });
      expect(readiness.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      services.database = real;
      services.config.jobs.enabled = true;
      await away.end();
    }
  });
});

describe('database connection failures', () => {
  it('are logged, not swallowed, and the pool goes on with a new connection', async () => {
    const warnings: string[] = [];
    const database = await openDatabase(
      { databaseUrl: t.database.url, dataDir: '' },
      { logger: { info: () => {}, warn: (_details, message) => void warnings.push(message) } },
    );
    try {
      const { rows } = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const killer = new pg.Client({ connectionString: t.database.url });
      await killer.connect();
      await killer.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await killer.end();
      await expect.poll(() => warnings).toContain('database connection failed');
      const again = await database.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
