import {
  meetingEndpoints as endpoints,
  type MeetingCreateInput,
  type MeetingRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import { manifest } from '../../src/modules/meeting/index.ts';
import { appJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import type { SignedIn, TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

// What the meeting tests share: the demo accounts' users and branches, meetings created through
// the API, the independent counts the answers are checked against, and a job runner with the
// module's notice job.

export interface DemoUser {
  id: number;
  branchId: number;
}

export async function userOf(t: TestApp, account: keyof typeof DemoAccounts): Promise<DemoUser> {
  const result = await t.db.execute<{ id: number; branch_id: number }>(sql`
    SELECT u.id, st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username = ${DemoAccounts[account].username}`);
  const row = result.rows[0]!;
  return { id: row.id, branchId: row.branch_id };
}

/** Active staff users of a branch, in employee order, leaving out the given users. */
export async function staffUsersAt(
  t: TestApp,
  branchId: number,
  except: readonly number[] = [],
): Promise<number[]> {
  const result = await t.db.execute<{ id: number }>(sql`
    SELECT u.id FROM staff st JOIN users u ON u.staff_id = st.id
    WHERE st.branch_id = ${branchId} AND st.status = 1 AND u.status = 1
      AND NOT (u.id = ANY(${sql.param([...except, 0])}::int[]))
    ORDER BY st.employee_number`);
  return result.rows.map((row) => row.id);
}

/** A moment `minutes` from now, as the contract takes it. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export async function createMeeting(
  t: TestApp,
  who: SignedIn,
  body: Partial<MeetingCreateInput> & { branch_id: number },
): Promise<MeetingRow> {
  const response = await callApi(
    t,
    endpoints.create,
    { body: { title: 'Weekly staff meeting', meeting_at: inMinutes(24 * 60), ...body } },
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.answer().meeting;
}

/** The meeting's totals as stored, and as counted from its attendee rows. */
export async function totalsOf(t: TestApp, meetingId: number) {
  const result = await t.db.execute<{
    total_attendees: number;
    total_present: number;
    counted_attendees: number;
    counted_present: number;
  }>(sql`
    SELECT m.total_attendees, m.total_present,
      (SELECT count(*)::int FROM meeting_attendees a WHERE a.meeting_id = m.id) AS counted_attendees,
      (SELECT count(*)::int FROM meeting_attendees a WHERE a.meeting_id = m.id AND a.attended)
        AS counted_present
    FROM meetings m WHERE m.id = ${meetingId}`);
  return result.rows[0]!;
}

/** Push outbox rows of one notice of a meeting. */
export async function pushesOf(t: TestApp, meetingId: number, notice: string): Promise<string[]> {
  const result = await t.db.execute<{ target: string }>(sql`
    SELECT target FROM push_outbox WHERE purpose = ${`meeting:${meetingId}:${notice}`}
    ORDER BY target`);
  return result.rows.map((row) => row.target);
}

/** The staff-app topics of a meeting's attendees who have the app (who a notice reaches). */
export async function appTopicsOf(t: TestApp, meetingId: number): Promise<string[]> {
  const result = await t.db.execute<{ topic: string }>(sql`
    SELECT 'staff_' || st.recipient_key AS topic
    FROM meeting_attendees a JOIN users u ON u.id = a.user_id JOIN staff st ON st.id = u.staff_id
    WHERE a.meeting_id = ${meetingId} AND st.staff_app_version IS NOT NULL
      AND st.recipient_key IS NOT NULL
    ORDER BY 1`);
  return result.rows.map((row) => row.topic);
}

/** Runs the meeting notice jobs that are due. */
export function runNoticeJobs(t: TestApp): Promise<number> {
  return appJobRunner({
    db: t.db,
    channels: { push: t.app.services.push, sms: t.app.services.sms },
    batchSize: 50,
    contentKinds: new Map(),
    moduleJobs: manifest.jobs!(t.app.services),
    pollMs: 20,
    leaseMs: 30_000,
  }).runUntilIdle();
}
