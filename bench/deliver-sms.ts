// Delivery throughput: one SMS to 100,000 parents (distinct numbers, one new campus) through the
// job runner and the outbox driver, on PostgreSQL, for a few batch sizes in one run: seconds,
// messages per second, the resolve and send phases, and this process's peak resident memory.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<any seeded db> npm run bench:deliver
// Adds a campus with 100,000 students (admission numbers BENCHDLV…) and removes it, its items,
// deliveries, outbox rows and jobs afterwards.
import { CURRENT_ACADEMIC_YEAR_ID } from '@console/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { OutboxPushSender } from '../apps/server/src/platform/kit/push/outbox-push-sender.ts';
import { OutboxSmsSender } from '../apps/server/src/platform/core/sms/outbox-sms-sender.ts';
import { scheduleContentDelivery } from '../apps/server/src/platform/engines/delivery/delivery-queue.ts';
import { appJobRunner } from '../apps/server/src/platform/modules/app-job-runner.ts';
import { requireDatabaseUrl, round } from './bench-server.ts';
import { contentKindsOf } from '../apps/server/src/platform/modules/server-module.ts';
import { SERVER_MODULES } from '../apps/server/src/modules/registry.ts';
import { migrateProduct } from '../apps/server/src/product.ts';

const RECIPIENTS = 100_000;
const BATCH_SIZES = [500, 100, 2000];
const CAMPUS_CODE = 'BENCH-DELIVER';
const url = requireDatabaseUrl(
  'Set DATABASE_URL to a PostgreSQL database seeded with `npm run seed` (any size).',
);

async function removeBenchData(db: Db) {
  const items = sql`SELECT id FROM sms_messages WHERE title = 'bench:deliver'`;
  await db.execute(
    sql`DELETE FROM sms_outbox WHERE purpose IN (SELECT 'sms:' || id FROM (${items}) i)`,
  );
  await db.execute(
    sql`DELETE FROM content_deliveries WHERE module = 'sms' AND item_id IN (${items})`,
  );
  await db.execute(
    sql`DELETE FROM jobs WHERE key IN (SELECT 'content:sms:' || id FROM (${items}) i)`,
  );
  await db.execute(sql`DELETE FROM sms_messages WHERE title = 'bench:deliver'`);
  await db.execute(sql`DELETE FROM students WHERE admission_number LIKE 'BENCHDLV%'`);
  await db.execute(sql`DELETE FROM branches WHERE code = ${CAMPUS_CODE}`);
}

async function addCampus(db: Db): Promise<number> {
  const campus = await db.execute<{ id: number }>(sql`
    INSERT INTO branches (code, name, level, state_id, district_id, coed, hostel_campus, is_cbse,
                          apex_id, status)
    SELECT ${CAMPUS_CODE}, 'Bench campus', level, state_id, district_id, coed, hostel_campus,
           is_cbse, apex_id, 1
    FROM branches WHERE id = (SELECT branch_id FROM students LIMIT 1)
    RETURNING id`);
  const id = campus.rows[0]!.id;
  await db.execute(sql`
    INSERT INTO students (admission_number, first_name, last_name, branch_id, academic_year_id,
                          segment_id, course_id, gender, is_hostel, has_transport, is_coaching,
                          father_mobile, status)
    SELECT 'BENCHDLV' || g, 'Bench', 'Student ' || g, ${id}, ${CURRENT_ACADEMIC_YEAR_ID},
           sample.segment_id, sample.course_id, 1 + g % 2, false, false, false,
           (7000000000 + g)::text, 1
    FROM generate_series(1, ${RECIPIENTS}) g,
         (SELECT segment_id, course_id FROM students WHERE academic_year_id = ${CURRENT_ACADEMIC_YEAR_ID}
          LIMIT 1) sample`);
  // What autovacuum does after a bulk load.
  await db.execute(sql`VACUUM ANALYZE students`);
  return id;
}

async function sendSms(db: Db, campus: number): Promise<number> {
  return db.transaction(async (tx) => {
    const item = await tx.execute<{ id: number }>(sql`
      INSERT INTO sms_messages (status, title, description, targeting, branch_ids, academic_year_id,
                                created_by, dlt_template_id, priority)
      VALUES (1, 'bench:deliver', 'The campus is closed on Monday for the election.',
              ${JSON.stringify({ user_type: 'student', target_method: 'branch', branch_ids: [campus] })}::jsonb,
              ARRAY[${campus}]::int[], ${CURRENT_ACADEMIC_YEAR_ID},
              (SELECT id FROM users WHERE username = 'admin'), '1107161234567890123', 1)
      RETURNING id`);
    const id = item.rows[0]!.id;
    await scheduleContentDelivery(tx, 'sms', id, 'now');
    return id;
  });
}

async function deliver(db: Db, campus: number, batchSize: number) {
  const id = await sendSms(db, campus);
  // The driver as the server has it, counting what it is handed: at most a batch at a time.
  const sms = new OutboxSmsSender(db);
  const handed: number[] = [];
  const sendBatch = sms.sendBatch.bind(sms);
  sms.sendBatch = (messages, tx) => {
    handed.push(messages.length);
    return sendBatch(messages, tx);
  };
  const runner = appJobRunner({
    db,
    channels: { sms, push: new OutboxPushSender() },
    batchSize,
    contentKinds: contentKindsOf(SERVER_MODULES),
    pollMs: 1000,
    leaseMs: 60_000,
  });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const ran = await runner.runUntilIdle();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const figures = await db.execute<{
    delivered: number;
    outbox_rows: number;
    numbers: number;
    resolve_s: number;
    send_s: number;
  }>(sql`
    SELECT m.delivered_count AS delivered,
           (SELECT count(*)::int FROM sms_outbox WHERE purpose = ${`sms:${id}`}) AS outbox_rows,
           (SELECT count(DISTINCT mobile)::int FROM sms_outbox WHERE purpose = ${`sms:${id}`}) AS numbers,
           extract(epoch FROM (SELECT min(created_at) FROM sms_outbox WHERE purpose = ${`sms:${id}`})
                              - m.delivery_started_at)::float8 AS resolve_s,
           extract(epoch FROM m.delivery_finished_at
                              - (SELECT min(created_at) FROM sms_outbox WHERE purpose = ${`sms:${id}`}))::float8
             AS send_s
    FROM sms_messages m WHERE m.id = ${id}`);
  const row = figures.rows[0]!;
  // Once each: as many outbox rows as numbers as recipients (the suite's
  // test/messaging/delivery-large.test.ts checks the same on 2,000).
  const handedTotal = handed.reduce((sum, size) => sum + size, 0);
  if (
    ran !== 1 ||
    row.delivered !== RECIPIENTS ||
    row.numbers !== RECIPIENTS ||
    row.outbox_rows !== RECIPIENTS ||
    handedTotal !== RECIPIENTS ||
    Math.max(...handed) > batchSize
  ) {
    throw new Error(
      `delivery incomplete: ${JSON.stringify({ ran, ...row, handedTotal, largest: Math.max(...handed) })}`,
    );
  }
  return {
    batch_size: batchSize,
    messages: row.outbox_rows,
    seconds: round(seconds, 2),
    messages_per_s: Math.round(RECIPIENTS / seconds),
    resolve_seconds: round(row.resolve_s, 2),
    send_seconds: round(row.send_s, 2),
    rss_before_mb: round(rssBefore / 1e6),
    rss_peak_mb: round(rssPeak / 1e6),
  };
}

async function main() {
  await migrateProduct(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const { db } = database;
  try {
    await removeBenchData(db);
    const loadStarted = performance.now();
    const campus = await addCampus(db);
    console.log(
      `added ${RECIPIENTS} students in ${round((performance.now() - loadStarted) / 1000, 1)} s`,
    );
    const results = [];
    for (const batchSize of BATCH_SIZES) results.push(await deliver(db, campus, batchSize));
    console.table(results);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await removeBenchData(db);
    await database.close();
  }
}

void main();
