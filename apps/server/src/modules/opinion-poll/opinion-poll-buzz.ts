import { PollStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { defaultAppTopic, pushTarget } from '../../platform/kit/push/push-addressing.ts';
import type { PushMessage, PushSender } from '../../platform/kit/push/push-sender.ts';
import { truncate, PUSH_TITLE_MAX } from '../../platform/engines/delivery/delivery-messages.ts';
import { handleJob, type KindHandler } from '../../platform/core/jobs/job-handler.ts';
import { defineJob } from '../../platform/core/jobs/job-kind.ts';
import { enqueueJob } from '../../platform/core/jobs/job-queue.repo.ts';
import { respondentLinkData } from './opinion-poll-token.ts';

// Buzz: a reminder push to the recipients of a sent poll who have not answered. The call
// counts them and queues this job; the job sends in batches, each batch's pushes and its
// progress (the last recipient key reached) in one transaction, so a resumed job goes on
// where the last batch ended and nobody is reminded twice in one buzz.

export const pollBuzzJob = defineJob(
  'opinion_poll.buzz',
  z.object({
    pollId: z.number().int(),
    /** Which buzz this is (the poll's last_buzzed_at), so an older run's progress is ignored. */
    round: z.string(),
    /** The last recipient key reminded (the job moves it on after each batch). */
    after: z.number().int(),
  }),
);

/** Counts the poll's non-responders and queues their reminder; answers the count. */
export async function queueBuzz(tx: DbOrTx, pollId: number): Promise<number> {
  const result = await tx.execute<{ pending: number; round: string }>(sql`
    SELECT (SELECT count(*) FROM poll_recipients WHERE poll_id = ${pollId} AND NOT answered)::int
             AS pending,
           (SELECT last_buzzed_at::text FROM opinion_polls WHERE id = ${pollId}) AS round`);
  const { pending, round } = result.rows[0]!;
  await enqueueJob(tx, pollBuzzJob, `${pollBuzzJob.kind}:${pollId}`, { pollId, round, after: 0 });
  return pending;
}

type BuzzPoll = {
  title: string;
  status: number;
  user_type: 'student' | 'staff';
  ends_at: string | null;
};

export function pollBuzzHandler(options: {
  db: Db;
  push: PushSender;
  signingSecret: string;
  batchSize: number;
}): KindHandler {
  const { db, push, signingSecret } = options;
  const batchSize = Math.min(options.batchSize, push.maxBatch ?? options.batchSize);
  return handleJob(pollBuzzJob, async (context) => {
    const { payload } = context;
    let after = payload.after;
    for (;;) {
      if (context.signal.aborted) return { yield: true };
      const sent = await db.transaction(async (tx) => {
        const polls = await tx.execute<BuzzPoll>(sql`
          SELECT title, status, targeting->>'user_type' AS user_type,
                 to_char(ends_at AT TIME ZONE 'UTC', 'DD Mon YYYY HH24:MI "UTC"') AS ends_at
          FROM opinion_polls WHERE id = ${payload.pollId}`);
        const poll = polls.rows[0];
        // Closed or deleted meanwhile: nobody is reminded of a poll they can no longer answer.
        if (!poll || poll.status !== PollStatus.Sent) return 0;
        const rows = await tx.execute<{ recipient_key: string; link_id: string }>(sql`
          SELECT recipient_key::text, link_id::text FROM poll_recipients
          WHERE poll_id = ${payload.pollId} AND NOT answered AND recipient_key > ${after}
          ORDER BY recipient_key LIMIT ${batchSize}`);
        if (rows.rows.length === 0) return 0;
        await push.sendBatch(reminders(payload.pollId, poll, rows.rows, signingSecret), tx);
        after = Number(rows.rows.at(-1)!.recipient_key);
        await tx.execute(sql`
          UPDATE jobs SET payload = jsonb_set(payload, '{after}', to_jsonb(${after}::bigint))
          WHERE id = ${context.job.id} AND payload->>'round' = ${payload.round}`);
        return rows.rows.length;
      });
      if (sent === 0) return;
      await context.heartbeat();
    }
  });
}

function reminders(
  pollId: number,
  poll: BuzzPoll,
  rows: readonly { recipient_key: string; link_id: string }[],
  signingSecret: string,
): PushMessage[] {
  const app = defaultAppTopic(poll.user_type);
  const title = truncate(`Reminder: ${poll.title}`, PUSH_TITLE_MAX);
  const body = poll.ends_at
    ? `Your answer is awaited. The poll closes on ${poll.ends_at}.`
    : 'Your answer is awaited.';
  return rows.map((row) => ({
    reference: `buzz:${pollId}:${row.recipient_key}`,
    target: pushTarget(row.recipient_key, [app]),
    title,
    body,
    data: {
      ...respondentLinkData(signingSecret, { pollId, linkId: row.link_id }),
      module: 'opinion_poll',
      item_id: String(pollId),
    },
    purpose: `opinion_poll_buzz:${pollId}`,
  }));
}
