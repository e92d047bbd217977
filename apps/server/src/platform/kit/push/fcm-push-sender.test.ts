import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  UNAVAILABLE,
  UNREGISTERED,
  startFcmSimulator,
  type FcmSimulator,
} from '../../../../test/support/fcm-simulator.ts';
import { loadConfig } from '../../../config.ts';
import { ChannelUnavailableError } from '../../core/channels/channel.ts';
import { FcmPushSender } from './fcm-push-sender.ts';
import { createPushSender } from './create-push-sender.ts';
import { targetText, type PushMessage, type PushTarget } from './push-sender.ts';

// The real FCM HTTP v1 driver against a loopback stand-in for Google's token endpoint and FCM.

let t: TestApp;
let fcm: FcmSimulator;

beforeAll(async () => {
  t = await startTestApp();
  fcm = await startFcmSimulator();
});
afterAll(async () => {
  await fcm?.close();
  await t?.close();
});
beforeEach(async () => {
  fcm.script = null;
  fcm.requests.length = 0;
  await t.db.execute(sql`DELETE FROM push_outbox`);
});

const FAST_RETRY = { tries: 3, baseDelayMs: 5, maxDelayMs: 20 };

const sender = (account = fcm.account) =>
  new FcmPushSender({
    account,
    projectId: fcm.projectId,
    apiUrl: fcm.apiUrl,
    concurrency: 4,
    retry: FAST_RETRY,
  });

let nextReference = 1000;
const message = (target: PushTarget): PushMessage => {
  nextReference += 1;
  return {
    reference: String(nextReference),
    target,
    title: 'School closed tomorrow',
    body: 'Heavy rain: the school is closed on Friday.',
    data: { delivery_id: String(nextReference), module: 'announcement', item_id: '7' },
    purpose: 'announcement:7',
  };
};

const sendBatch = (pushSender: FcmPushSender, messages: PushMessage[]) =>
  t.db.transaction((tx) => pushSender.sendBatch(messages, tx));

const outboxRows = async () =>
  (
    await t.db.execute<{ reference: string; target: string; status: string; driver: string }>(
      sql`SELECT reference, target, status, driver FROM push_outbox ORDER BY id`,
    )
  ).rows;

describe('FCM HTTP v1 driver', () => {
  it('sends the v1 message to a topic or a condition, with a token from a signed assertion', async () => {
    const toTopic = message({ topic: 'parent_9876543210' });
    const toCondition = message({
      condition: "'parent_9876543211' in topics && ('android' in topics || 'ios' in topics)",
    });
    const outcomes = await sendBatch(sender(), [toTopic, toCondition]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    // The simulator verified the RS256 signature with the account's public key.
    expect(fcm.tokenRequests.at(-1)).toEqual({ accepted: true });
    expect(fcm.requests).toEqual([
      {
        topic: 'parent_9876543210',
        notification: { title: toTopic.title, body: toTopic.body },
        data: { delivery_id: toTopic.reference, module: 'announcement', item_id: '7' },
        android: { notification: { tag: `delivery-${toTopic.reference}` } },
        apns: { headers: { 'apns-collapse-id': `delivery-${toTopic.reference}` } },
      },
      expect.objectContaining({
        condition: "'parent_9876543211' in topics && ('android' in topics || 'ios' in topics)",
        data: { delivery_id: toCondition.reference, module: 'announcement', item_id: '7' },
      }),
    ]);
    expect(await outboxRows()).toEqual([
      { reference: toTopic.reference, target: 'parent_9876543210', status: 'sent', driver: 'fcm' },
      {
        reference: toCondition.reference,
        target: targetText(toCondition.target),
        status: 'sent',
        driver: 'fcm',
      },
    ]);
  });

  it('asks for a token once and reuses it until it expires', async () => {
    const pushSender = sender();
    const before = fcm.tokenRequests.length;
    await sendBatch(pushSender, [message({ topic: 'parent_1' }), message({ topic: 'parent_2' })]);
    await sendBatch(pushSender, [message({ topic: 'parent_3' })]);
    expect(fcm.tokenRequests.length - before).toBe(1);
  });

  it('fetches a new token when FCM no longer accepts the old one', async () => {
    const pushSender = sender();
    await sendBatch(pushSender, [message({ topic: 'parent_1' })]);
    const before = fcm.tokenRequests.length;
    fcm.revokeTokens();
    expect(await sendBatch(pushSender, [message({ topic: 'parent_2' })])).toEqual([{ ok: true }]);
    expect(fcm.tokenRequests.length - before).toBe(1);
  });

  it('retries 503 and 429 with backoff until FCM takes the message', async () => {
    const flaky = message({ topic: 'parent_503' });
    const limited = message({ topic: 'parent_429' });
    fcm.script = (sent, attempt) => {
      if (sent.topic === 'parent_503' && attempt <= 2) return UNAVAILABLE;
      if (sent.topic === 'parent_429' && attempt === 1) {
        return { status: 429, headers: { 'retry-after': '0' }, body: {} };
      }
      return undefined;
    };
    expect(await sendBatch(sender(), [flaky, limited])).toEqual([{ ok: true }, { ok: true }]);
    const tries = (topic: string) => fcm.requests.filter((sent) => sent.topic === topic).length;
    expect(tries('parent_503')).toBe(3);
    expect(tries('parent_429')).toBe(2);
  });

  it('fails a message FCM refuses (404 UNREGISTERED) at once, and sends the rest', async () => {
    const gone = message({ topic: 'parent_gone' });
    const fine = message({ topic: 'parent_fine' });
    fcm.script = (sent) => (sent.topic === 'parent_gone' ? UNREGISTERED : undefined);
    expect(await sendBatch(sender(), [gone, fine])).toEqual([
      { ok: false, error: '404 UNREGISTERED' },
      { ok: true },
    ]);
    expect(fcm.requests.filter((sent) => sent.topic === 'parent_gone')).toHaveLength(1);
    expect((await outboxRows()).map((row) => row.status)).toEqual([
      'failed: 404 UNREGISTERED',
      'sent',
    ]);
  });

  it('undoes the batch when FCM answers nothing but 503: the job retries it later', async () => {
    fcm.script = () => UNAVAILABLE;
    await expect(
      sendBatch(sender(), [message({ topic: 'parent_1' }), message({ topic: 'parent_2' })]),
    ).rejects.toBeInstanceOf(ChannelUnavailableError);
    expect(fcm.requests).toHaveLength(2 * FAST_RETRY.tries);
    expect(await outboxRows()).toEqual([]);
  });

  it('gets no token with a key Google does not know, and sends nothing', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = sender({
      ...fcm.account,
      private_key: stranger.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    await expect(sendBatch(forged, [message({ topic: 'parent_1' })])).rejects.toThrow(
      /token endpoint refused the service account: 400 invalid_grant/,
    );
    expect(fcm.tokenRequests.at(-1)).toEqual({ accepted: false, reason: 'bad signature' });
    expect(fcm.requests).toEqual([]);
  });

  it('is what PUSH_DRIVER=fcm configures, from the key file', async () => {
    const config = loadConfig({
      PUSH_DRIVER: 'fcm',
      FCM_SERVICE_ACCOUNT_FILE: fcm.accountFile,
      FCM_API_URL: `${fcm.apiUrl}/`,
    });
    const configured = createPushSender(config);
    expect(configured.driver).toBe('fcm');
    const outcomes = await t.db.transaction((tx) =>
      configured.sendBatch([message({ topic: 'staff_9000000003' })], tx),
    );
    expect(outcomes).toEqual([{ ok: true }]);
    expect(fcm.requests.at(-1)?.topic).toBe('staff_9000000003');
    expect(() => createPushSender(loadConfig({ PUSH_DRIVER: 'fcm' }))).toThrow(
      'PUSH_DRIVER=fcm needs FCM_SERVICE_ACCOUNT_FILE.',
    );
  });
});
