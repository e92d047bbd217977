import { CURRENT_ACADEMIC_YEAR_ID, type TargetingFilter } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database, type Db, type DbOrTx } from '../../src/db/client.ts';
import { OutboxPushSender } from '../../src/platform/kit/push/outbox-push-sender.ts';
import type { PushSender } from '../../src/platform/kit/push/push-sender.ts';
import { OutboxSmsSender } from '../../src/platform/core/sms/outbox-sms-sender.ts';
import type { SmsSender } from '../../src/platform/core/sms/sms-sender.ts';
import { CONTENT_KINDS, REGISTERED_KINDS, type ContentKindKey } from './content-kinds.ts';
import type { SendOutcome } from '../../src/platform/core/channels/channel.ts';
import type { DeliveryChannels } from '../../src/platform/engines/delivery/deliver-content.ts';
import {
  contentJobKey,
  scheduleContentDelivery,
} from '../../src/platform/engines/delivery/delivery-queue.ts';
import { appJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import type { JobRunner } from '../../src/platform/core/jobs/job-runner.ts';

// What the delivery tests share: items written straight into the module tables (independent of
// the modules' routes), runners on a chosen pool, channels that record what they were handed,
// and the recipients a targeting should reach, worked out without the delivery's SQL.

export const DLT_TEMPLATE = '1107161234567890123';

export async function userIdOf(db: Db, username: string): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE username = ${username}`,
  );
  return result.rows[0]!.id;
}

/** Teaching branches with students this year, most students first. */
export async function branchesWithStudents(db: Db): Promise<number[]> {
  const result = await db.execute<{ branch_id: number }>(sql`
    SELECT branch_id FROM students
    WHERE academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID} AND status = 1
    GROUP BY branch_id ORDER BY count(*) DESC, branch_id`);
  return result.rows.map((row) => row.branch_id);
}

export interface ItemFields {
  status: number;
  targeting: TargetingFilter;
  branchIds: number[];
  createdBy: number;
  title?: string;
  description?: string;
  scheduledAt?: Date | null;
  dltTemplateId?: string | null;
  priority?: number;
  platforms?: number[];
  applications?: number[];
}

/** Inserts an item of a kind straight into its table; answers its id. */
export async function insertItem(db: DbOrTx, key: ContentKindKey, fields: ItemFields) {
  const columns: Record<string, SQL> = {
    status: sql`${fields.status}`,
    title: sql`${fields.title ?? `Test ${key}`}`,
    description: sql`${fields.description ?? 'The school reopens on Monday at 8 am.'}`,
    targeting: sql`${JSON.stringify(fields.targeting)}::jsonb`,
    branch_ids: sql`${sql.param(fields.branchIds)}::int[]`,
    academic_year_id: sql`${CURRENT_ACADEMIC_YEAR_ID}`,
    scheduled_at: sql`${fields.scheduledAt ? fields.scheduledAt.toISOString() : null}::timestamptz`,
    created_by: sql`${fields.createdBy}`,
  };
  if (key === 'sms') {
    columns.dlt_template_id = sql`${fields.dltTemplateId === undefined ? DLT_TEMPLATE : fields.dltTemplateId}`;
    columns.priority = sql`${fields.priority ?? 3}`;
  }
  if (key === 'notification') {
    columns.platforms = sql`${sql.param(fields.platforms ?? [1, 2, 3])}::int[]`;
    columns.applications = sql`${sql.param(fields.applications ?? [2, 3])}::int[]`;
  }
  const names = sql.join(
    Object.keys(columns).map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO ${sql.identifier(CONTENT_KINDS[key].table)} (${names})
    VALUES (${sql.join(Object.values(columns), sql`, `)}) RETURNING id`);
  return result.rows[0]!.id;
}

/** Inserts an item and queues its delivery job, as sending or scheduling it does. */
export async function sendItem(
  db: Db,
  key: ContentKindKey,
  fields: ItemFields,
  runAt: Date | 'now' = 'now',
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertItem(tx, key, fields);
    await scheduleContentDelivery(tx, key, id, runAt);
    return id;
  });
}

export type ItemFigures = {
  status: number;
  recipients_count: number;
  delivered_count: number;
  failed_count: number;
  delivery_started_at: Date | null;
  delivery_finished_at: Date | null;
};

export async function itemFigures(db: Db, key: ContentKindKey, id: number): Promise<ItemFigures> {
  const result = await db.execute<ItemFigures>(sql`
    SELECT status, recipients_count, delivered_count, failed_count, delivery_started_at,
           delivery_finished_at
    FROM ${sql.identifier(CONTENT_KINDS[key].table)} WHERE id = ${id}`);
  return result.rows[0]!;
}

/**
 * The phone numbers (recipient keys) the students of some branches reach this year, and those
 * of them with the parent app, worked out in plain code from the students' own rows.
 */
export async function studentRecipientKeys(
  db: Db,
  branchIds: readonly number[],
): Promise<{ all: Set<string>; withApp: Set<string>; students: number }> {
  const result = await db.execute<{
    father_mobile: string | null;
    mother_mobile: string | null;
    parent_app_version: string | null;
  }>(sql`
    SELECT father_mobile, mother_mobile, parent_app_version FROM students
    WHERE academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID} AND status = 1
      AND branch_id = ANY(${sql.param(branchIds)}::int[])`);
  const all = new Set<string>();
  const withApp = new Set<string>();
  for (const row of result.rows) {
    const number = (row.father_mobile || row.mother_mobile || '').replace(/\D/g, '').slice(-10);
    if (!number) continue;
    const key = String(Number(number));
    all.add(key);
    if (row.parent_app_version !== null) withApp.add(key);
  }
  return { all, withApp, students: result.rows.length };
}

/** Outbox rows of an item (purpose kind:id): how many, and per recipient. */
export async function smsOutboxOf(db: Db, purpose: string) {
  const result = await db.execute<{ mobile: string; reference: string; status: string }>(
    sql`SELECT mobile, reference, status FROM sms_outbox WHERE purpose = ${purpose}`,
  );
  return result.rows;
}

export async function pushOutboxOf(db: Db, purpose: string) {
  const result = await db.execute<{
    target: string;
    reference: string;
    status: string;
    title: string;
    body: string;
    data: Record<string, string>;
  }>(
    sql`SELECT target, reference, status, title, body, data FROM push_outbox WHERE purpose = ${purpose}`,
  );
  return result.rows;
}

/** Channels that hand batches on to the outbox drivers and remember each batch's size. */
export interface RecordingChannels extends DeliveryChannels {
  batchSizes: number[];
}

export function recordingChannels(
  db: Db,
  hooks: {
    /**
     * Runs inside the batch's transaction after the driver has sent (written its outbox rows),
     * before the deliveries are marked: where a crash hurts most. n counts from 1.
     */
    afterSend?: (n: number, tx: DbOrTx) => Promise<void>;
    push?: PushSender;
    sms?: SmsSender;
  } = {},
): RecordingChannels {
  const batchSizes: number[] = [];
  const push: PushSender = hooks.push ?? new OutboxPushSender();
  const sms: SmsSender = hooks.sms ?? new OutboxSmsSender(db);
  const handOn = async <T>(
    messages: readonly T[],
    tx: DbOrTx,
    send: (messages: readonly T[], tx: DbOrTx) => Promise<SendOutcome[]>,
  ) => {
    batchSizes.push(messages.length);
    const n = batchSizes.length;
    const outcomes = await send(messages, tx);
    await hooks.afterSend?.(n, tx);
    return outcomes;
  };
  return {
    batchSizes,
    push: {
      driver: push.driver,
      ...(push.maxBatch ? { maxBatch: push.maxBatch } : {}),
      sendBatch: (messages, tx) => handOn(messages, tx, (m, t) => push.sendBatch(m, t)),
    },
    sms: {
      driver: sms.driver,
      ...(sms.maxBatch ? { maxBatch: sms.maxBatch } : {}),
      send: (message) => sms.send(message),
      sendBatch: (messages, tx) => handOn(messages, tx, (m, t) => sms.sendBatch(m, t)),
    },
  };
}

/** A delivery runner for tests: fast polling, retries at once, a short lease. */
export function testRunner(
  db: Db,
  channels: DeliveryChannels,
  options: { batchSize?: number; leaseMs?: number; workerId?: string; signingSecret?: string } = {},
): JobRunner {
  return appJobRunner({
    db,
    channels,
    batchSize: options.batchSize ?? 50,
    contentKinds: REGISTERED_KINDS,
    pollMs: 20,
    leaseMs: options.leaseMs ?? 5_000,
    retryDelayMs: () => 0,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    ...(options.signingSecret ? { signingSecret: options.signingSecret } : {}),
  });
}

/** Another pool on the test's database, as a second server process would have. */
export function secondPool(database: Database): Promise<Database> {
  return openDatabase({ databaseUrl: database.url, dataDir: '' }, { poolSize: 4 });
}

export async function jobOf(db: Db, key: ContentKindKey, id: number) {
  const result = await db.execute<{ status: string; attempts: number; last_error: string | null }>(
    sql`SELECT status, attempts, last_error FROM jobs WHERE key = ${contentJobKey(key, id)}`,
  );
  return result.rows[0];
}

/** Duplicates among values: each value that occurs more than once. */
export function duplicatesOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}
