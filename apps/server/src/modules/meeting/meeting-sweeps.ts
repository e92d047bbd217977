import { MeetingStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PushSender } from '../../platform/kit/push/push-sender.ts';
import type { RecurringJob } from '../../platform/core/jobs/recurring-jobs.ts';
import { sendMeetingNotices } from './meeting-notices.ts';

// The recurring sweeps of meetings: reminders before a meeting starts, and Completed once it has
// ended (DECISIONS.md "Statuses").

export const MEETING_REMINDER_JOB = 'meeting.remind';
export const MEETING_COMPLETION_JOB = 'meeting.complete';
/** Every five minutes: a reminder is at most five minutes late. */
export const MEETING_SWEEP_CRON = '*/5 * * * *';

/**
 * Reminds the attendees of every Scheduled meeting whose reminder time has come and which has
 * not started, then stamps the meeting; a reminder of 0 minutes means none. Answers the
 * meetings reminded.
 */
export async function sendDueReminders(db: Db, push: PushSender): Promise<number> {
  const due = await db.execute<{ id: number }>(sql`
    SELECT id FROM meetings
    WHERE status = ${MeetingStatus.Scheduled} AND reminded_at IS NULL AND reminder_minutes > 0
      AND meeting_at > now()
      AND meeting_at - make_interval(mins => reminder_minutes) <= now()
    ORDER BY meeting_at, id`);
  let reminded = 0;
  for (const { id } of due.rows) {
    if ((await sendMeetingNotices(db, push, id, 'remind')) === 'retry') continue;
    await db.execute(sql`
      UPDATE meetings SET reminded_at = now()
      WHERE id = ${id} AND status = ${MeetingStatus.Scheduled}`);
    reminded += 1;
  }
  return reminded;
}

/** Marks Completed every Scheduled meeting whose end has passed; answers how many. */
export async function completeEndedMeetings(db: Db): Promise<number> {
  const result = await db.execute(sql`
    UPDATE meetings SET status = ${MeetingStatus.Completed}, updated_at = now()
    WHERE status = ${MeetingStatus.Scheduled}
      AND meeting_at + make_interval(mins => duration_minutes) <= now()`);
  return result.rowCount ?? 0;
}

export function meetingSweeps(db: Db, push: PushSender): RecurringJob[] {
  return [
    {
      kind: MEETING_REMINDER_JOB,
      cron: MEETING_SWEEP_CRON,
      run: async () => {
        await sendDueReminders(db, push);
      },
    },
    {
      kind: MEETING_COMPLETION_JOB,
      cron: MEETING_SWEEP_CRON,
      run: async () => {
        await completeEndedMeetings(db);
      },
    },
  ];
}
