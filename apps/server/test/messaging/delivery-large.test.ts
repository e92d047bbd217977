import { ContentStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import {
  itemFigures,
  jobOf,
  recordingChannels,
  sendItem,
  testRunner,
  userIdOf,
} from '../support/delivery-kit.ts';

// A send of many batches: 2,000 parents with distinct numbers in one new campus, one SMS through
// the outbox driver, 300 to a batch (six full batches and a last one of 200). The channel is
// handed at most one batch at a time; every number gets exactly one message. The same send to
// 100,000 parents, timed, is `npm run bench:deliver` (bench/deliver-sms.ts): at that size it took
// a minute of the suite's two cores, twice per CI run, to show what these 2,000 show.

const RECIPIENTS = 2_000;
const BATCH = 300;
const FULL_BATCHES = Math.floor(RECIPIENTS / BATCH);
const LAST_BATCH = RECIPIENTS % BATCH;

let t: TestApp;
let campus: number;

beforeAll(async () => {
  t = await startTestApp();
  const copied = await t.db.execute<{ id: number }>(sql`
    INSERT INTO branches (code, name, level, state_id, district_id, coed, hostel_campus, is_cbse,
                          apex_id, status)
    SELECT 'BULK-CAMPUS', 'Bulk campus', level, state_id, district_id, coed, hostel_campus,
           is_cbse, apex_id, 1
    FROM branches WHERE id = (SELECT branch_id FROM students LIMIT 1)
    RETURNING id`);
  campus = copied.rows[0]!.id;
  // The seed's students come from generators; here plain generate_series: numbers 6000000001
  // upwards, none shared, none with the app (SMS reaches every number anyway).
  await t.db.execute(sql`
    INSERT INTO students (admission_number, first_name, last_name, branch_id, academic_year_id,
                          segment_id, course_id, gender, is_hostel, has_transport, is_coaching,
                          father_mobile, status)
    SELECT 'BULK' || g, 'Student', 'No. ' || g, ${campus}, 20, sample.segment_id,
           sample.course_id, 1 + g % 2, false, false, false, (6000000000 + g)::text, 1
    FROM generate_series(1, ${RECIPIENTS}) g,
         (SELECT segment_id, course_id FROM students WHERE academic_year_id = 20 LIMIT 1) sample`);
});
afterAll(() => t?.close());

describe('a send of many batches', () => {
  it(`delivers ${RECIPIENTS.toLocaleString('en')} SMS once each, one batch at a time`, async () => {
    const admin = await userIdOf(t.db, 'admin');
    const id = await sendItem(t.db, 'sms', {
      status: ContentStatus.Active,
      targeting: { user_type: 'student', target_method: 'branch', branch_ids: [campus] },
      branchIds: [campus],
      createdBy: admin,
      description: 'The campus is closed on Monday for the election.',
    });
    const channels = recordingChannels(t.db);
    const started = performance.now();
    // A lease longer than the test kit's 5 s: on a loaded machine the send can take seconds,
    // and this test is about the send, not about lease take-over.
    const runner = testRunner(t.db, channels, { batchSize: BATCH, leaseMs: 120_000 });
    const ran = await runner.runUntilIdle();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `large send (${t.database.kind}): ${RECIPIENTS} SMS in ${seconds.toFixed(1)} s, ` +
        `${Math.round(RECIPIENTS / seconds)} messages/s`,
    );

    // The whole outcome first, so that a failure shows where the send stopped.
    const figures = await itemFigures(t.db, 'sms', id);
    expect({ ran, job: await jobOf(t.db, 'sms', id), figures }).toMatchObject({
      ran: 1,
      job: { status: 'done', attempts: 1 },
      figures: { recipients_count: RECIPIENTS, delivered_count: RECIPIENTS, failed_count: 0 },
    });
    expect(figures.delivery_finished_at).not.toBeNull();
    // Full batches, then what is left: the runner claims up to a batch of pending rows each time.
    expect(LAST_BATCH).toBeGreaterThan(0);
    expect(channels.batchSizes).toEqual([...Array<number>(FULL_BATCHES).fill(BATCH), LAST_BATCH]);
    const outbox = await t.db.execute<{ rows: number; numbers: number; references: number }>(sql`
      SELECT count(*)::int AS rows, count(DISTINCT mobile)::int AS numbers,
             count(DISTINCT reference)::int AS references
      FROM sms_outbox WHERE purpose = ${`sms:${id}`}`);
    expect(outbox.rows[0]).toEqual({
      rows: RECIPIENTS,
      numbers: RECIPIENTS,
      references: RECIPIENTS,
    });
    // The outbox grew by thousands of rows a moment ago; without fresh statistics the planner
    // expects a handful and loops over the outbox once per student.
    await t.db.execute(sql`ANALYZE sms_outbox`);
    const expectedNumbers = await t.db.execute<{ missing: number }>(sql`
      SELECT count(*)::int AS missing FROM students s
      WHERE s.branch_id = ${campus}
        AND NOT EXISTS (SELECT 1 FROM sms_outbox o
                        WHERE o.purpose = ${`sms:${id}`} AND o.mobile = s.father_mobile)`);
    expect(expectedNumbers.rows[0]!.missing).toBe(0);
    const deliveries = await t.db.execute<{ status: number; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM content_deliveries
      WHERE module = 'sms' AND item_id = ${id} GROUP BY status`);
    expect(deliveries.rows).toEqual([{ status: 1, n: RECIPIENTS }]);
  });
});
