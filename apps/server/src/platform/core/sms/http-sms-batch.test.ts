import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  startSmsGateway,
  type SmsGatewaySimulator,
} from '../../../../test/support/sms-gateway-simulator.ts';
import { ChannelUnavailableError } from '../channels/channel.ts';
import { HttpSmsSender } from './http-sms-sender.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsBatchMessage } from './sms-sender.ts';

// Batches of module messages through the HTTP gateway driver (against a loopback gateway that
// drops a reference it has already taken) and through the outbox driver.

let t: TestApp;
let gateway: SmsGatewaySimulator;

beforeAll(async () => {
  t = await startTestApp();
  gateway = await startSmsGateway();
});
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});
beforeEach(async () => {
  gateway.script = null;
  gateway.requests.length = 0;
  await t.db.execute(sql`DELETE FROM sms_outbox`);
});

const sender = () =>
  new HttpSmsSender(t.db, {
    url: gateway.url,
    apiKey: 'k-batch',
    senderId: 'EDUGRP',
    concurrency: 3,
    retry: { tries: 3, baseDelayMs: 5, maxDelayMs: 20 },
  });

const batch = (from: number, size: number): SmsBatchMessage[] =>
  Array.from({ length: size }, (_, i) => ({
    reference: String(from + i),
    mobile: String(9800000000 + from + i),
    text: 'Fees are due on Friday.',
    templateId: '1107161234567890123',
    priority: 1,
    purpose: 'sms:5',
  }));

const outbox = async () =>
  (
    await t.db.execute<{ mobile: string; reference: string; status: string; driver: string }>(
      sql`SELECT mobile, reference, status, driver FROM sms_outbox ORDER BY id`,
    )
  ).rows;

describe('SMS batches', () => {
  it('posts each message with its priority and the delivery as client reference', async () => {
    const messages = batch(1, 7);
    const outcomes = await t.db.transaction((tx) => sender().sendBatch(messages, tx));
    expect(outcomes).toEqual(messages.map(() => ({ ok: true })));
    expect(gateway.requests).toHaveLength(7);
    expect(gateway.requests.find((request) => request.body.client_ref === '3')).toEqual({
      authorization: 'Bearer k-batch',
      body: {
        sender: 'EDUGRP',
        to: '919800000003',
        message: 'Fees are due on Friday.',
        dlt_template_id: '1107161234567890123',
        priority: 1,
        client_ref: '3',
      },
    });
    const rows = await outbox();
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({
      mobile: '9800000001',
      reference: '1',
      status: 'sent',
      driver: 'http',
    });
  });

  it('sends a batch resent after a crash once: the gateway drops known references', async () => {
    const messages = batch(100, 4);
    // The gateway took the batch, then the transaction died before it committed.
    await expect(
      t.db.transaction(async (tx) => {
        await sender().sendBatch(messages, tx);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await outbox()).toEqual([]);
    // The resumed delivery sends the same deliveries again, with the same references.
    await t.db.transaction((tx) => sender().sendBatch(messages, tx));
    const references = messages.map((message) => message.reference);
    expect(references.every((reference) => gateway.delivered.has(reference))).toBe(true);
    expect(gateway.duplicates).toBe(4);
    expect(await outbox()).toHaveLength(4);
  });

  it('retries 5xx and 429, fails a message the gateway refuses, and sends the rest', async () => {
    gateway.script = (body, attempt) => {
      if (body.client_ref === '201' && attempt <= 2) return 503;
      if (body.client_ref === '202' && attempt === 1) return 429;
      if (body.client_ref === '203') return 400;
      return undefined;
    };
    const outcomes = await t.db.transaction((tx) => sender().sendBatch(batch(201, 4), tx));
    expect(outcomes).toEqual([
      { ok: true },
      { ok: true },
      { ok: false, error: 'gateway answered 400' },
      { ok: true },
    ]);
    const tries = (reference: string) =>
      gateway.requests.filter((request) => request.body.client_ref === reference).length;
    expect([tries('201'), tries('202'), tries('203'), tries('204')]).toEqual([3, 2, 1, 1]);
    expect((await outbox()).map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'failed: gateway answered 400',
      'sent',
    ]);
  });

  it('undoes the batch when the gateway is down', async () => {
    gateway.script = () => 502;
    await expect(
      t.db.transaction((tx) => sender().sendBatch(batch(300, 2), tx)),
    ).rejects.toBeInstanceOf(ChannelUnavailableError);
    expect(await outbox()).toEqual([]);
  });

  it('writes a batch to the outbox in one insert inside the delivery transaction', async () => {
    const messages = batch(400, 5);
    await expect(
      t.db.transaction(async (tx) => {
        await new OutboxSmsSender(t.db).sendBatch(messages, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outbox()).toEqual([]);
    await t.db.transaction((tx) => new OutboxSmsSender(t.db).sendBatch(messages, tx));
    expect((await outbox()).map((row) => [row.reference, row.driver, row.status])).toEqual(
      messages.map((message) => [message.reference, 'outbox', 'sent']),
    );
  });
});
