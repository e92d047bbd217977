import { ContentStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FcmPushSender } from '../../src/platform/kit/push/fcm-push-sender.ts';
import { HttpSmsSender } from '../../src/platform/core/sms/http-sms-sender.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import {
  duplicatesOf,
  itemFigures,
  jobOf,
  recordingChannels,
  sendItem,
  smsOutboxOf,
  studentRecipientKeys,
  testRunner,
  userIdOf,
} from '../support/delivery-kit.ts';
import { UNREGISTERED, startFcmSimulator, type FcmSimulator } from '../support/fcm-simulator.ts';
import { startSmsGateway, type SmsGatewaySimulator } from '../support/sms-gateway-simulator.ts';

// Deliveries through the network drivers, end to end against the loopback vendors: FCM for an
// announcement, the HTTP gateway for an SMS whose batch is undone after the gateway took it
// (the resend carries the same references and the gateway drops them: at-least-once to the
// gateway, once to each phone).

let t: TestApp;
let fcm: FcmSimulator;
let gateway: SmsGatewaySimulator;
let admin: number;
let branches: number[];

const FAST_RETRY = { tries: 2, baseDelayMs: 5, maxDelayMs: 10 };

beforeAll(async () => {
  t = await startTestApp();
  fcm = await startFcmSimulator();
  gateway = await startSmsGateway();
  admin = await userIdOf(t.db, 'admin');
  branches = (
    await t.db.execute<{ branch_id: number }>(sql`
      SELECT branch_id FROM students WHERE academic_year_id = 20 AND status = 1
      GROUP BY branch_id ORDER BY count(*) DESC, branch_id LIMIT 2`)
  ).rows.map((row) => row.branch_id);
});
afterAll(async () => {
  await gateway?.close();
  await fcm?.close();
  await t?.close();
});

const students = (ids: number[]) =>
  ({ user_type: 'student', target_method: 'branch', branch_ids: ids }) as const;

describe('delivery through the network drivers', () => {
  it('pushes through FCM: one message per parent with the app, a refused one counted failed', async () => {
    const expected = await studentRecipientKeys(t.db, branches);
    const [gone] = [...expected.withApp];
    fcm.script = (message) => (message.topic === `parent_${gone}` ? UNREGISTERED : undefined);
    const id = await sendItem(t.db, 'announcement', {
      status: ContentStatus.Active,
      targeting: students(branches),
      branchIds: branches,
      createdBy: admin,
      title: 'Holiday',
      description: 'The school is closed on Friday.',
    });
    const push = new FcmPushSender({
      account: fcm.account,
      projectId: fcm.projectId,
      apiUrl: fcm.apiUrl,
      concurrency: 2,
      retry: FAST_RETRY,
    });
    const channels = recordingChannels(t.db, { push });
    await testRunner(t.db, channels, { batchSize: 500 }).runUntilIdle();

    // A network batch is five rounds of the driver's concurrency, whatever DELIVERY_BATCH_SIZE.
    expect(Math.max(...channels.batchSizes)).toBe(10);
    const topics = [...fcm.delivered.values()].map((message) => message.topic);
    expect(duplicatesOf(topics as string[])).toEqual([]);
    expect(new Set(topics)).toEqual(
      new Set([...expected.withApp].filter((key) => key !== gone).map((key) => `parent_${key}`)),
    );
    expect(fcm.duplicates).toBe(0);
    expect(await itemFigures(t.db, 'announcement', id)).toMatchObject({
      recipients_count: expected.withApp.size,
      delivered_count: expected.withApp.size - 1,
      failed_count: 1,
    });
    const outbox = await t.db.execute<{ driver: string; n: number }>(sql`
      SELECT driver, count(*)::int AS n FROM push_outbox
      WHERE purpose = ${`announcement:${id}`} GROUP BY driver`);
    expect(outbox.rows).toEqual([{ driver: 'fcm', n: expected.withApp.size }]);
  });

  it('texts through the gateway once per phone when a batch is resent after a crash', async () => {
    const expected = await studentRecipientKeys(t.db, branches);
    const id = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: students(branches),
      branchIds: branches,
      createdBy: admin,
      priority: 1,
    });
    const sms = new HttpSmsSender(t.db, {
      url: gateway.url,
      apiKey: 'k',
      senderId: 'EDUGRP',
      concurrency: 2,
      retry: FAST_RETRY,
    });
    let crashed = 0;
    const channels = recordingChannels(t.db, {
      sms,
      afterSend: async (n) => {
        // The gateway has taken batch 2; the process dies before the batch commits.
        if (n === 2 && crashed === 0) {
          crashed += 1;
          throw new Error('crash after the gateway answered');
        }
      },
    });
    await testRunner(t.db, channels).runUntilIdle();

    const references = gateway.requests
      .filter((request) => request.body.message === 'The school reopens on Monday at 8 am.')
      .map((request) => String(request.body.client_ref));
    // Batch 2 reached the gateway twice; the gateway sent it once.
    expect(references.length).toBe(expected.all.size + 10);
    expect(gateway.duplicates).toBe(10);
    const delivered = [...gateway.delivered.values()].filter((body) =>
      references.includes(String(body.client_ref)),
    );
    expect(delivered).toHaveLength(expected.all.size);
    expect(new Set(delivered.map((body) => String(body.to).slice(2)))).toEqual(
      new Set([...expected.all].map((key) => key.padStart(10, '0'))),
    );
    expect(delivered.every((body) => body.priority === 1)).toBe(true);
    // The undone attempt left no outbox rows: one row per recipient.
    const outbox = await smsOutboxOf(t.db, `sms:${id}`);
    expect(outbox).toHaveLength(expected.all.size);
    expect(duplicatesOf(outbox.map((row) => row.reference))).toEqual([]);
    expect(await itemFigures(t.db, 'sms', id)).toMatchObject({
      delivered_count: expected.all.size,
      failed_count: 0,
    });
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});
