import { MeetingStatus } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pushTarget } from '../../platform/kit/push/push-addressing.ts';
import type { PushMessage, PushSender } from '../../platform/kit/push/push-sender.ts';
import {
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  truncate,
} from '../../platform/engines/delivery/delivery-messages.ts';
import { handleJob, type KindHandler } from '../../platform/core/jobs/job-handler.ts';
import { defineJob } from '../../platform/core/jobs/job-kind.ts';
import { enqueueJob } from '../../platform/core/jobs/job-queue.repo.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';

// What attendees are told in the staff app, through the push channel the messaging modules use:
// an invitation when the meeting is scheduled (or they are added to a scheduled one), a reminder
// before it starts, and a notice when it is cancelled. Each notice is stamped on the attendee's
// row in the transaction that hands it to the channel (whose outbox row is written in it too),
// so a job retried after a crash sends exactly the notices not yet sent, once.

/** The notices of one meeting: which notice is due is read from the meeting when it runs. */
export const meetingNoticeJob = defineJob(
  'meeting.notify',
  z.object({ meetingId: z.number().int() }),
);

export type MeetingNotice = 'invite' | 'remind' | 'cancel';

/** Attendees a batch holds: the channel's batch stays a short transaction. */
const NOTICE_BATCH = 500;

interface NoticeRule {
  /** The meeting's status in which the notice is due. */
  status: number;
  /** The attendee column stamped when it is sent. */
  stamp: string;
  /** Which attendee rows (`a`) still wait for it. */
  pending: SQL;
  title: (meeting: NoticeMeeting) => string;
}

const RULES: Record<MeetingNotice, NoticeRule> = {
  invite: {
    status: MeetingStatus.Scheduled,
    stamp: 'invited_at',
    pending: sql`a.invited_at IS NULL`,
    title: (meeting) => `Meeting invitation: ${meeting.title}`,
  },
  remind: {
    status: MeetingStatus.Scheduled,
    stamp: 'reminded_at',
    pending: sql`a.reminded_at IS NULL`,
    title: (meeting) => `Reminder: ${meeting.title} at ${meeting.starts_time}`,
  },
  cancel: {
    status: MeetingStatus.Disabled,
    stamp: 'cancel_notice_at',
    // Only those who were invited learn it is off.
    pending: sql`a.invited_at IS NOT NULL AND a.cancel_notice_at IS NULL`,
    title: (meeting) => `Meeting cancelled: ${meeting.title}`,
  },
};

type NoticeMeeting = {
  status: number;
  title: string;
  venue: string;
  online_link: string;
  /** The start in India's time, as the console shows times: 26-Nov-2026 10:30 AM. */
  starts: string;
  starts_time: string;
};

type NoticeRow = {
  user_id: number;
  recipient_key: string | null;
  has_app: boolean;
};

/** Queues the notice job of a meeting (one live job per meeting: a second request joins it). */
export function queueMeetingNotices(db: DbOrTx, meetingId: number): Promise<void> {
  return enqueueJob(db, meetingNoticeJob, `meeting-notices:${meetingId}`, { meetingId });
}

function bodyOf(meeting: NoticeMeeting): string {
  const where = [meeting.venue, meeting.online_link].filter((part) => part !== '').join(' · ');
  return where ? `${meeting.starts} · ${where}` : meeting.starts;
}

function messagesFor(
  meetingId: number,
  notice: MeetingNotice,
  meeting: NoticeMeeting,
  rows: readonly NoticeRow[],
): PushMessage[] {
  const title = truncate(RULES[notice].title(meeting), PUSH_TITLE_MAX);
  const body = truncate(bodyOf(meeting), PUSH_BODY_MAX);
  return rows.map((row) => ({
    reference: `meeting:${meetingId}:${notice}:${row.user_id}`,
    target: pushTarget(row.recipient_key!, ['staff']),
    title,
    body,
    data: { module: 'meeting', item_id: String(meetingId), notice },
    purpose: `meeting:${meetingId}:${notice}`,
  }));
}

type BatchStep = 'sent' | 'drained' | 'retry';

/**
 * Sends one notice to every attendee still waiting for it, a batch per transaction, while the
 * meeting is in the notice's status. Answers 'retry' when the channel was unreachable for
 * some (their rows stay unstamped for the next run).
 */
export async function sendMeetingNotices(
  db: Db,
  push: PushSender,
  meetingId: number,
  notice: MeetingNotice,
): Promise<'done' | 'retry'> {
  const rule = RULES[notice];
  for (;;) {
    const step = await db.transaction(async (tx): Promise<BatchStep> => {
      // The meeting's lock orders this batch after any status change in progress.
      const found = await tx.execute<NoticeMeeting>(sql`
        SELECT status, title, venue, online_link,
               to_char(meeting_at AT TIME ZONE 'Asia/Kolkata', 'DD-Mon-YYYY HH12:MI AM') AS starts,
               to_char(meeting_at AT TIME ZONE 'Asia/Kolkata', 'HH12:MI AM') AS starts_time
        FROM meetings WHERE id = ${meetingId} FOR NO KEY UPDATE`);
      const meeting = found.rows[0];
      if (!meeting || meeting.status !== rule.status) return 'drained';
      const pending = await tx.execute<NoticeRow>(sql`
        SELECT a.user_id, st.recipient_key::text AS recipient_key,
               (st.staff_app_version IS NOT NULL AND st.recipient_key IS NOT NULL) AS has_app
        FROM meeting_attendees a JOIN users u ON u.id = a.user_id
        LEFT JOIN staff st ON st.id = u.staff_id
        WHERE a.meeting_id = ${meetingId} AND ${rule.pending}
        ORDER BY a.user_id LIMIT ${NOTICE_BATCH}
        FOR UPDATE OF a`);
      if (pending.rows.length === 0) return 'drained';
      const reachable = pending.rows.filter((row) => row.has_app);
      const outcomes = await push.sendBatch(messagesFor(meetingId, notice, meeting, reachable), tx);
      // Staff without the app are passed over (stamped); a transient failure waits for a retry.
      const waiting = new Set(
        reachable
          .filter((_, index) => {
            const outcome = outcomes[index];
            return outcome && !outcome.ok && outcome.transient;
          })
          .map((row) => row.user_id),
      );
      const done = pending.rows.map((row) => row.user_id).filter((id) => !waiting.has(id));
      await tx.execute(sql`
        UPDATE meeting_attendees SET ${sql.identifier(rule.stamp)} = now()
        WHERE meeting_id = ${meetingId} AND user_id = ANY(${intArray(done)})`);
      return waiting.size > 0 ? 'retry' : 'sent';
    });
    if (step === 'drained') return 'done';
    if (step === 'retry') return 'retry';
  }
}

/** The notice job: invitations while the meeting is Scheduled, the cancellation once Disabled. */
export function meetingNoticeHandler(db: Db, push: PushSender): KindHandler {
  return handleJob(meetingNoticeJob, async ({ payload: { meetingId } }) => {
    const found = await db.execute<{ status: number }>(
      sql`SELECT status FROM meetings WHERE id = ${meetingId}`,
    );
    const status = found.rows[0]?.status;
    const notice =
      status === MeetingStatus.Scheduled
        ? 'invite'
        : status === MeetingStatus.Disabled
          ? 'cancel'
          : null;
    if (!notice) return; // a draft again, completed, or deleted: nothing to tell
    const outcome = await sendMeetingNotices(db, push, meetingId, notice);
    if (outcome === 'retry') return { runAgainAt: new Date(Date.now() + 60_000) };
  });
}
