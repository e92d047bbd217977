import { Application, ContentStatus, Platform } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, PushSender } from '../../src/platform/kit/push/push-sender.ts';
import { OutboxPushSender } from '../../src/platform/kit/push/outbox-push-sender.ts';
import { scheduleContentDelivery } from '../../src/platform/engines/delivery/delivery-queue.ts';
import type { SendOutcome } from '../../src/platform/core/channels/channel.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import {
  DLT_TEMPLATE,
  duplicatesOf,
  itemFigures,
  jobOf,
  pushOutboxOf,
  recordingChannels,
  sendItem,
  smsOutboxOf,
  studentRecipientKeys,
  testRunner,
  userIdOf,
} from '../support/delivery-kit.ts';

// The delivery job end to end on the real database: scheduled items become Active at their
// time, recipients are resolved from the item's targeting when it is sent (one per phone
// number), push reaches app users only, a recall stops a delivery between batches, and the
// item's figures count what happened.

let t: TestApp;
let admin: number;
/** A campus where siblings share a parent's number (the seed makes ~10% such students). */
let sharedBranch: number;
/** Campuses with students, most first. */
let campuses: number[];

const students = { user_type: 'student', target_method: 'branch' } as const;

beforeAll(async () => {
  t = await startTestApp();
  admin = await userIdOf(t.db, 'admin');
  const shared = await t.db.execute<{ branch_id: number }>(sql`
    SELECT branch_id FROM students
    WHERE academic_year_id = 20 AND status = 1 AND recipient_key IS NOT NULL
    GROUP BY branch_id HAVING count(*) > count(DISTINCT recipient_key)
    ORDER BY count(*) - count(DISTINCT recipient_key) DESC, branch_id LIMIT 1`);
  sharedBranch = shared.rows[0]!.branch_id;
  campuses = (
    await t.db.execute<{ branch_id: number }>(sql`
      SELECT branch_id FROM students WHERE academic_year_id = 20 AND status = 1
      GROUP BY branch_id ORDER BY count(*) DESC, branch_id`)
  ).rows.map((row) => row.branch_id);
});
afterAll(() => t?.close());

const outboxChannels = () => recordingChannels(t.db);

describe('content delivery', () => {
  it('makes a scheduled SMS Active at its time and texts each phone number once', async () => {
    const expected = await studentRecipientKeys(t.db, [sharedBranch]);
    // Siblings share numbers here: more students than numbers.
    expect(expected.students).toBeGreaterThan(expected.all.size);
    const inAnHour = new Date(Date.now() + 3_600_000);
    const id = await sendItem(
      t.db,
      'sms',
      {
        status: ContentStatus.Scheduled,
        targeting: { ...students, branch_ids: [sharedBranch] },
        branchIds: [sharedBranch],
        createdBy: admin,
        scheduledAt: inAnHour,
        description: 'Parent-teacher meeting on Saturday at 10 am.',
        priority: 1,
      },
      inAnHour,
    );
    const channels = outboxChannels();
    const runner = testRunner(t.db, channels);
    expect(await runner.runUntilIdle()).toBe(0);
    expect((await itemFigures(t.db, 'sms', id)).status).toBe(ContentStatus.Scheduled);

    // The schedule comes due.
    await t.db.execute(sql`UPDATE sms_messages SET scheduled_at = now() WHERE id = ${id}`);
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE key = ${`content:sms:${id}`}`);
    expect(await runner.runUntilIdle()).toBe(1);

    const figures = await itemFigures(t.db, 'sms', id);
    expect(figures).toMatchObject({
      status: ContentStatus.Active,
      recipients_count: expected.all.size,
      delivered_count: expected.all.size,
      failed_count: 0,
    });
    expect(figures.delivery_finished_at).not.toBeNull();
    const outbox = await smsOutboxOf(t.db, `sms:${id}`);
    const mobiles = outbox.map((row) => row.mobile);
    expect(duplicatesOf(mobiles)).toEqual([]);
    expect(new Set(mobiles)).toEqual(
      new Set([...expected.all].map((key) => key.padStart(10, '0'))),
    );
    expect(duplicatesOf(outbox.map((row) => row.reference))).toEqual([]);
    expect(outbox.every((row) => row.status === 'sent')).toBe(true);
    const text = await t.db.execute<{ body: string; template_id: string }>(
      sql`SELECT DISTINCT body, template_id FROM sms_outbox WHERE purpose = ${`sms:${id}`}`,
    );
    expect(text.rows).toEqual([
      { body: 'Parent-teacher meeting on Saturday at 10 am.', template_id: DLT_TEMPLATE },
    ]);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'done' });
  });

  it('texts only the numbers without the app when the SMS follows a push message', async () => {
    const expected = await studentRecipientKeys(t.db, [sharedBranch]);
    const phoneOnly = [...expected.all].filter((key) => !expected.withApp.has(key));
    expect(phoneOnly.length).toBeGreaterThan(0);
    expect(phoneOnly.length).toBeLessThan(expected.all.size);
    const id = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: [sharedBranch], phone_only_recipients: true },
      branchIds: [sharedBranch],
      createdBy: admin,
      description: 'The announcement about Saturday is in the app; this is for those without it.',
      priority: 1,
    });
    expect(await testRunner(t.db, outboxChannels()).runUntilIdle()).toBe(1);
    expect(await itemFigures(t.db, 'sms', id)).toMatchObject({
      recipients_count: phoneOnly.length,
      delivered_count: phoneOnly.length,
    });
    const mobiles = (await smsOutboxOf(t.db, `sms:${id}`)).map((row) => row.mobile);
    expect(new Set(mobiles)).toEqual(new Set(phoneOnly.map((key) => key.padStart(10, '0'))));
  });

  it('pushes an announcement to parents with the app only, on their topic', async () => {
    const expected = await studentRecipientKeys(t.db, [sharedBranch]);
    expect(expected.withApp.size).toBeGreaterThan(0);
    expect(expected.withApp.size).toBeLessThan(expected.all.size);
    const longText = 'The annual day rehearsal moves to the main hall. '.repeat(10);
    const id = await sendItem(t.db, 'announcement', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: [sharedBranch] },
      branchIds: [sharedBranch],
      createdBy: admin,
      title: 'Annual day',
      description: longText,
    });
    await testRunner(t.db, outboxChannels()).runUntilIdle();

    const outbox = await pushOutboxOf(t.db, `announcement:${id}`);
    expect(outbox.map((row) => row.target).sort()).toEqual(
      [...expected.withApp].map((key) => `parent_${key}`).sort(),
    );
    const [first] = outbox;
    expect(first!.title).toBe('Annual day');
    // Cut to at most 240 characters for the notification, with an ellipsis.
    expect(Array.from(first!.body).length).toBeLessThanOrEqual(240);
    expect(Array.from(first!.body).length).toBeGreaterThan(230);
    expect(first!.body.endsWith('…')).toBe(true);
    expect(longText.startsWith(first!.body.slice(0, -1))).toBe(true);
    expect(first!.data).toEqual({
      delivery_id: first!.reference,
      module: 'announcement',
      item_id: String(id),
    });
    expect(await itemFigures(t.db, 'announcement', id)).toMatchObject({
      recipients_count: expected.withApp.size,
      delivered_count: expected.withApp.size,
      failed_count: 0,
    });
  });

  it('stops a recalled delivery after the batch in progress, and resumes it when sent again', async () => {
    const branches = campuses.slice(0, 3);
    const expected = await studentRecipientKeys(t.db, branches);
    expect(expected.all.size).toBeGreaterThan(40);
    const id = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: branches },
      branchIds: branches,
      createdBy: admin,
    });
    // The recall commits while the second batch is being sent (in the same transaction, so the
    // moment is exact): the third batch must not go out.
    const channels = recordingChannels(t.db, {
      afterSend: async (n, tx) => {
        if (n === 2) await tx.execute(sql`UPDATE sms_messages SET status = 0 WHERE id = ${id}`);
      },
    });
    await testRunner(t.db, channels, { batchSize: 10 }).runUntilIdle();
    expect(channels.batchSizes).toEqual([10, 10]);
    const recalled = await itemFigures(t.db, 'sms', id);
    expect(recalled).toMatchObject({
      status: ContentStatus.Hidden,
      recipients_count: expected.all.size,
      delivered_count: 20,
    });
    expect(recalled.delivery_finished_at).toBeNull();
    expect(await smsOutboxOf(t.db, `sms:${id}`)).toHaveLength(20);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'done' });

    // Hidden → Active sends to those not reached yet, and to nobody twice.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE sms_messages SET status = 1 WHERE id = ${id}`);
      await scheduleContentDelivery(tx, 'sms', id, 'now');
    });
    await testRunner(t.db, outboxChannels(), { batchSize: 10 }).runUntilIdle();
    const outbox = await smsOutboxOf(t.db, `sms:${id}`);
    expect(outbox).toHaveLength(expected.all.size);
    expect(duplicatesOf(outbox.map((row) => row.mobile))).toEqual([]);
    expect(await itemFigures(t.db, 'sms', id)).toMatchObject({
      delivered_count: expected.all.size,
      failed_count: 0,
    });
  });

  it('hands a delivery back to the queue after its current batch when the server stops', async () => {
    const branches = campuses.slice(0, 2);
    const expected = await studentRecipientKeys(t.db, branches);
    const id = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: branches },
      branchIds: branches,
      createdBy: admin,
    });
    let stopping: Promise<void> | undefined;
    const channels = recordingChannels(t.db, {
      afterSend: async (n) => {
        if (n === 2) stopping = runner.stop();
      },
    });
    const runner = testRunner(t.db, channels, { batchSize: 10 });
    runner.start();
    while (!stopping) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopping;
    expect(channels.batchSizes).toEqual([10, 10]);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await itemFigures(t.db, 'sms', id)).delivered_count).toBe(20);

    await testRunner(t.db, outboxChannels(), { batchSize: 10 }).runUntilIdle();
    const outbox = await smsOutboxOf(t.db, `sms:${id}`);
    expect(outbox).toHaveLength(expected.all.size);
    expect(duplicatesOf(outbox.map((row) => row.mobile))).toEqual([]);
  });

  it('sends nothing for an item that went back to Draft before its time', async () => {
    const id = await sendItem(t.db, 'announcement', {
      status: ContentStatus.Draft,
      targeting: { ...students, branch_ids: [sharedBranch] },
      branchIds: [sharedBranch],
      createdBy: admin,
    });
    const channels = outboxChannels();
    expect(await testRunner(t.db, channels).runUntilIdle()).toBe(1);
    expect(channels.batchSizes).toEqual([]);
    expect(await itemFigures(t.db, 'announcement', id)).toMatchObject({
      status: ContentStatus.Draft,
      recipients_count: 0,
      delivery_started_at: null,
    });
  });

  it('aims a notification at the chosen apps and platforms with an FCM condition', async () => {
    const staff = await t.db.execute<{ recipient_key: string }>(sql`
      SELECT DISTINCT recipient_key::text FROM staff
      WHERE status = 1 AND branch_id = ${sharedBranch} AND staff_app_version IS NOT NULL
        AND recipient_key IS NOT NULL`);
    expect(staff.rows.length).toBeGreaterThan(0);
    const id = await sendItem(t.db, 'notification', {
      status: ContentStatus.Active,
      targeting: { user_type: 'staff', target_method: 'branch', branch_ids: [sharedBranch] },
      branchIds: [sharedBranch],
      createdBy: admin,
      platforms: [Platform.Android],
      applications: [Application.StaffMobileApp, Application.Admin],
    });
    // Aimed at the staff app only, a notification to parents reaches nobody.
    const nobody = await sendItem(t.db, 'notification', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: [sharedBranch] },
      branchIds: [sharedBranch],
      createdBy: admin,
      applications: [Application.StaffMobileApp],
    });
    await testRunner(t.db, outboxChannels()).runUntilIdle();
    const outbox = await pushOutboxOf(t.db, `notification:${id}`);
    expect(outbox.map((row) => row.target).sort()).toEqual(
      staff.rows
        .map(
          ({ recipient_key: key }) =>
            `('staff_${key}' in topics || 'admin_${key}' in topics) && 'android' in topics`,
        )
        .sort(),
    );
    const unreached = await itemFigures(t.db, 'notification', nobody);
    expect(unreached).toMatchObject({ recipients_count: 0, delivered_count: 0 });
    expect(unreached.delivery_finished_at).not.toBeNull();
  });

  it('reaches only branches still active and still in the author’s scope when it is sent', async () => {
    const principal = await userIdOf(t.db, 'principal');
    const own = await t.db.execute<{ branch_id: number }>(sql`
      SELECT st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
      WHERE u.username = 'principal'`);
    const ownBranch = own.rows[0]!.branch_id;
    const elsewhere = campuses.find((branch) => branch !== ownBranch)!;
    const closed = campuses.find((branch) => branch !== ownBranch && branch !== elsewhere)!;
    // Saved when the branches were reachable; at send time one is outside the principal's
    // scope and the other (in the superuser's item) has closed.
    const byPrincipal = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { ...students, target_method: 'all' },
      branchIds: [ownBranch, elsewhere],
      createdBy: principal,
    });
    const byAdmin = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: [elsewhere, closed] },
      branchIds: [elsewhere, closed],
      createdBy: admin,
    });
    await t.db.execute(sql`UPDATE branches SET status = 0 WHERE id = ${closed}`);
    try {
      await testRunner(t.db, outboxChannels()).runUntilIdle();
    } finally {
      await t.db.execute(sql`UPDATE branches SET status = 1 WHERE id = ${closed}`);
    }
    const principalKeys = await studentRecipientKeys(t.db, [ownBranch]);
    const adminKeys = await studentRecipientKeys(t.db, [elsewhere]);
    const mobiles = async (id: number) =>
      new Set((await smsOutboxOf(t.db, `sms:${id}`)).map((row) => row.mobile));
    const padded = (keys: Set<string>) => new Set([...keys].map((key) => key.padStart(10, '0')));
    expect(await mobiles(byPrincipal)).toEqual(padded(principalKeys.all));
    expect(await mobiles(byAdmin)).toEqual(padded(adminKeys.all));
  });

  it('counts recipients the channel refused as failed', async () => {
    let seen = 0;
    const refusing: PushSender = {
      driver: 'refusing',
      async sendBatch(messages: readonly PushMessage[], tx): Promise<SendOutcome[]> {
        await new OutboxPushSender().sendBatch(messages, tx);
        return messages.map(() => {
          seen += 1;
          return seen % 3 === 0 ? { ok: false, error: '404 UNREGISTERED' } : { ok: true };
        });
      },
    };
    const expected = await studentRecipientKeys(t.db, campuses.slice(0, 2));
    const id = await sendItem(t.db, 'wellness', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: campuses.slice(0, 2) },
      branchIds: campuses.slice(0, 2),
      createdBy: admin,
    });
    await testRunner(t.db, recordingChannels(t.db, { push: refusing }), {
      batchSize: 7,
    }).runUntilIdle();
    const failed = Math.floor(expected.withApp.size / 3);
    expect(await itemFigures(t.db, 'wellness', id)).toMatchObject({
      recipients_count: expected.withApp.size,
      delivered_count: expected.withApp.size - failed,
      failed_count: failed,
    });
    const rows = await t.db.execute<{ status: number; n: number; error: string | null }>(sql`
      SELECT status, error, count(*)::int AS n FROM content_deliveries
      WHERE module = 'wellness' AND item_id = ${id} GROUP BY status, error ORDER BY status`);
    expect(rows.rows).toEqual([
      { status: 1, error: null, n: expected.withApp.size - failed },
      { status: 2, error: '404 UNREGISTERED', n: failed },
    ]);
  });

  it('tries a recipient the channel could not reach again, and gives up after three tries', async () => {
    let unreachable: string | undefined;
    const tries: string[] = [];
    const flaky: PushSender = {
      driver: 'flaky',
      async sendBatch(messages: readonly PushMessage[]): Promise<SendOutcome[]> {
        unreachable ??= messages[0]!.reference;
        return messages.map((message) => {
          tries.push(message.reference);
          return message.reference === unreachable
            ? { ok: false, error: 'timeout', transient: true }
            : { ok: true };
        });
      },
    };
    const expected = await studentRecipientKeys(t.db, [sharedBranch]);
    const id = await sendItem(t.db, 'marketing', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: [sharedBranch] },
      branchIds: [sharedBranch],
      createdBy: admin,
    });
    await testRunner(t.db, recordingChannels(t.db, { push: flaky }), {
      batchSize: 4,
    }).runUntilIdle();
    expect(tries.filter((reference) => reference === unreachable)).toHaveLength(3);
    expect(await itemFigures(t.db, 'marketing', id)).toMatchObject({
      delivered_count: expected.withApp.size - 1,
      failed_count: 1,
    });
  });

  it('refuses to send an SMS without a DLT template id', async () => {
    const id = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { ...students, branch_ids: [sharedBranch] },
      branchIds: [sharedBranch],
      createdBy: admin,
      dltTemplateId: null,
    });
    const channels = outboxChannels();
    await testRunner(t.db, channels).runUntilIdle();
    expect(channels.batchSizes).toEqual([]);
    expect(await smsOutboxOf(t.db, `sms:${id}`)).toEqual([]);
    expect(await jobOf(t.db, 'sms', id)).toMatchObject({
      status: 'failed',
      last_error: 'The SMS has no DLT template id; nothing was sent.',
    });
    expect((await itemFigures(t.db, 'sms', id)).delivered_count).toBe(0);
  });
});
