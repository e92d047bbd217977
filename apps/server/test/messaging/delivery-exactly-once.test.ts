import { ContentStatus } from '@console/contract';
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import type { Database, Db, DbOrTx } from '../../src/db/client.ts';
import { REGISTERED_KINDS, type ContentKindKey } from '../support/content-kinds.ts';
import { contentDeliveryHandler } from '../../src/platform/engines/delivery/deliver-content.ts';
import type { RunningJob } from '../../src/platform/core/jobs/job-handler.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import type { ChildReport } from '../support/delivery-child.ts';
import {
  duplicatesOf,
  itemFigures,
  jobOf,
  pushOutboxOf,
  recordingChannels,
  secondPool,
  sendItem,
  smsOutboxOf,
  studentRecipientKeys,
  testRunner,
  userIdOf,
} from '../support/delivery-kit.ts';

// Exactly-once delivery: two runners on separate pools (as two server processes) racing over
// several items; two deliveries of one item at once (a lease taken over from a runner that was
// only slow); a batch that fails half-way; a runner process killed mid-batch, resumed by
// another after its lease expired; and, on PostgreSQL, a runner's connection killed mid-batch.

let t: TestApp;
let other: Database;
let admin: number;
let campuses: number[];

const here = path.dirname(fileURLToPath(import.meta.url));
const students = { user_type: 'student', target_method: 'branch' } as const;

beforeAll(async () => {
  t = await startTestApp();
  other = await secondPool(t.database);
  admin = await userIdOf(t.db, 'admin');
  campuses = (
    await t.db.execute<{ branch_id: number }>(sql`
      SELECT branch_id FROM students WHERE academic_year_id = 20 AND status = 1
      GROUP BY branch_id ORDER BY count(*) DESC, branch_id`)
  ).rows.map((row) => row.branch_id);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const sendSms = (branches: number[]) =>
  sendItem(t.db, 'sms', {
    status: ContentStatus.Active,
    targeting: { ...students, branch_ids: branches },
    branchIds: branches,
    createdBy: admin,
  });

/** Every recipient of the item has exactly one sent message, and the figures say so. */
async function expectDeliveredOnce(key: ContentKindKey, id: number, branches: number[]) {
  const expected = await studentRecipientKeys(t.db, branches);
  const push = key !== 'sms';
  const recipients = push ? expected.withApp : expected.all;
  const rows = push
    ? await pushOutboxOf(t.db, `${key}:${id}`)
    : await smsOutboxOf(t.db, `${key}:${id}`);
  const addresses = rows.map((row) =>
    'mobile' in row ? String(Number(row.mobile)) : row.target.replace('parent_', ''),
  );
  expect(duplicatesOf(addresses), `${key} ${id}: sent twice`).toEqual([]);
  expect(duplicatesOf(rows.map((row) => row.reference))).toEqual([]);
  expect(new Set(addresses), `${key} ${id}: recipients`).toEqual(recipients);
  expect(await itemFigures(t.db, key, id)).toMatchObject({
    recipients_count: recipients.size,
    delivered_count: recipients.size,
    failed_count: 0,
  });
  const pending = await t.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM content_deliveries
    WHERE module = ${key} AND item_id = ${id} AND status <> 1`);
  expect(pending.rows[0]!.n).toBe(0);
}

/**
 * Ends the session under a transaction: PostgreSQL terminates the backend (as an operator or a
 * failover would); the embedded database, one backend for all, loses the client's socket.
 */
async function cutConnection(tx: DbOrTx) {
  if (t.database.kind === 'postgres') {
    const pid = (await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0]!;
    await t.db.execute(sql`SELECT pg_terminate_backend(${pid.pid})`);
  } else {
    const { client } = (
      tx as unknown as { session: { client: { connection: { stream: Socket } } } }
    ).session;
    client.connection.stream.destroy();
  }
}

const fakeJob = (key: ContentKindKey, itemId: number): RunningJob => ({
  id: 0,
  kind: 'content.deliver',
  key: `content:${key}:${itemId}`,
  revision: 0,
  attempts: 1,
  maxAttempts: 5,
  lockToken: 'test',
});

describe('exactly-once delivery', () => {
  it('delivers several items once with two runners on two pools racing', async () => {
    const items: { key: ContentKindKey; id: number; branches: number[] }[] = [];
    for (const [index, key] of (
      ['sms', 'announcement', 'sms', 'wellness', 'sms', 'marketing'] as const
    ).entries()) {
      const branches = [
        campuses[index % campuses.length]!,
        campuses[(index + 1) % campuses.length]!,
      ];
      const id = await sendItem(t.db, key, {
        status: ContentStatus.Active,
        targeting: { ...students, branch_ids: branches },
        branchIds: branches,
        createdBy: admin,
      });
      items.push({ key, id, branches });
    }
    const a = testRunner(t.db, recordingChannels(t.db), { batchSize: 7, workerId: 'a' });
    const b = testRunner(other.db, recordingChannels(other.db), { batchSize: 7, workerId: 'b' });
    const [ranA, ranB] = await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(ranA + ranB).toBe(items.length);
    for (const item of items) {
      await expectDeliveredOnce(item.key, item.id, item.branches);
      expect(await jobOf(t.db, item.key, item.id)).toMatchObject({ status: 'done', attempts: 1 });
    }
  });

  it('sends each recipient once when two deliveries of one item run at the same time', async () => {
    const branches = campuses.slice(0, 4);
    const id = await sendSms(branches);
    const deliver = (db: Db) =>
      contentDeliveryHandler({
        db,
        channels: recordingChannels(db),
        batchSize: 5,
        kinds: REGISTERED_KINDS,
      }).prepare({ kind: 'sms', itemId: id })({
        job: fakeJob('sms', id),
        heartbeat: async () => {},
        signal: new AbortController().signal,
      });
    await Promise.all([deliver(t.db), deliver(other.db)]);
    await expectDeliveredOnce('sms', id, branches);
  });

  it('resumes a delivery whose batch failed half-way without sending anything twice', async () => {
    const branches = campuses.slice(1, 4);
    const id = await sendSms(branches);
    let failures = 0;
    const channels = recordingChannels(t.db, {
      afterSend: async (n) => {
        if (n !== 3) return;
        failures += 1;
        // The batch's outbox rows are written; they are undone with the rest of the batch.
        throw new Error('the database went away mid-batch');
      },
    });
    await testRunner(t.db, channels, { batchSize: 6 }).runUntilIdle();
    expect(failures).toBe(1);
    await expectDeliveredOnce('sms', id, branches);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('resumes after the runner process is killed mid-batch, once its lease has expired', async () => {
    const branches = campuses.slice(0, 5);
    const id = await sendSms(branches);
    const leaseMs = 1_500;
    const child = fork(
      path.join(here, '../support/delivery-child.ts'),
      [t.database.url, '4', String(leaseMs)],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed while its fourth batch is in its transaction (its outbox rows written, not yet
    // committed), three batches committed.
    await new Promise<void>((resolve, reject) => {
      child.on('message', (report: ChildReport) => {
        if ('batch' in report && report.batch === 4) {
          child.kill('SIGKILL');
          resolve();
        }
        if ('idle' in report) reject(new Error('the child finished before it was killed'));
      });
      child.once('error', reject);
    });
    await exited;
    const held = await t.db.execute<{ status: string; locked_by: string }>(
      sql`SELECT status, locked_by FROM jobs WHERE key = ${`content:sms:${id}`}`,
    );
    expect(held.rows[0]!.status).toBe('running');
    expect(held.rows[0]!.locked_by).toMatch(/^child#/);
    expect((await smsOutboxOf(t.db, `sms:${id}`)).length).toBe(12);

    // Another runner finds nothing to do until the dead runner's lease runs out.
    const survivor = testRunner(other.db, recordingChannels(other.db), { batchSize: 4 });
    let ran = await survivor.runUntilIdle();
    expect(ran).toBe(0);
    while (ran === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ran = await survivor.runUntilIdle();
    }
    await expectDeliveredOnce('sms', id, branches);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('resumes after the runner’s database connection is cut mid-batch', async () => {
    const branches = campuses.slice(2, 6);
    const id = await sendSms(branches);
    let cut = 0;
    const channels = recordingChannels(other.db, {
      afterSend: async (n, tx) => {
        if (n !== 3) return;
        await cutConnection(tx);
        cut += 1;
      },
    });
    await testRunner(other.db, channels, { batchSize: 5 }).runUntilIdle();
    expect(cut).toBe(1);
    await expectDeliveredOnce('sms', id, branches);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});
