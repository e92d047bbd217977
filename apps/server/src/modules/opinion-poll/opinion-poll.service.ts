import {
  Messages,
  PollMessages,
  PollQuestionType,
  PollStatus,
  SEGMENTS,
  type PollItem,
  type PollResults,
  type pollSegmentsReachCount,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contentScope } from '../../platform/engines/content/content-access.ts';
import { findItem, updateItem } from '../../platform/engines/content/content.repo.ts';
import { contentDetail } from '../../platform/engines/content/content.service.ts';
import { scheduleContentDelivery } from '../../platform/engines/delivery/delivery-queue.ts';
import { conflict, notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { countReach } from '../../platform/kit/targeting/reach-count.ts';
import { opinionPollContent } from './opinion-poll.content.ts';
import { queueBuzz } from './opinion-poll-buzz.ts';
import { pollResultsOf, textAnswersSpec } from './opinion-poll-results.ts';
import { respondentPath, signRespondentToken } from './opinion-poll-token.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';

// The poll's calls beyond the content engine's: the end date, buzz, reach per segment and the
// results. Every one finds the poll within the caller's scope first (another branch's is 404).

const kind = opinionPollContent.kind;

/** GET /opinion_poll/{id} (and the check every poll call starts with). */
export const pollDetail = (caller: RequestContext, id: number, academicYearId?: number) =>
  contentDetail(caller, opinionPollContent, id, academicYearId) as Promise<PollItem>;

/**
 * PUT /opinion_poll/{id}/end_date: a sent or completed poll gets a new end date in the future
 * and is Sent (002 §4). A poll completed before its delivery finished resumes it (only the
 * recipients still pending; nobody is sent to twice).
 */
export async function changeEndDate(
  caller: RequestContext,
  id: number,
  endsAt: string,
  academicYearId?: number,
): Promise<PollItem> {
  if (new Date(endsAt).getTime() <= Date.now()) throw unprocessable(PollMessages.endsAtInPast);
  const scope = await contentScope(caller.db, caller.auth, kind, academicYearId);
  await caller.db.transaction(async (tx) => {
    const poll = await findItem(tx, opinionPollContent, id, scope, { lock: true });
    if (!poll) throw notFound(Messages.notFound);
    if (poll.status !== PollStatus.Sent && poll.status !== PollStatus.Completed) {
      throw conflict(PollMessages.endDateNotSent);
    }
    await updateItem(tx, kind, id, {
      ends_at: sql`${endsAt}::timestamptz`,
      status: sql`${PollStatus.Sent}`,
    });
    if (poll.status === PollStatus.Completed) {
      await scheduleContentDelivery(tx, kind.key, id, 'now');
    }
  });
  return pollDetail(caller, id, academicYearId);
}

/**
 * PUT /opinion_poll/{id}/buzz: at most once per interval (one UPDATE decides, so two people
 * buzzing at once send one reminder), a reminder job for the recipients who have not answered.
 */
export async function buzzPoll(
  caller: RequestContext,
  id: number,
  intervalMinutes: number,
  academicYearId?: number,
): Promise<{ buzzed: number; next_buzz_at: string; message: string }> {
  const scope = await contentScope(caller.db, caller.auth, kind, academicYearId);
  return caller.db.transaction(async (tx) => {
    const poll = await findItem(tx, opinionPollContent, id, scope, { lock: true });
    if (!poll) throw notFound(Messages.notFound);
    if (poll.status !== PollStatus.Sent) throw conflict(PollMessages.buzzNotSent);
    const interval = sql`make_interval(mins => ${intervalMinutes})`;
    const next = sql`to_char((coalesce(last_buzzed_at, now()) + ${interval}) AT TIME ZONE 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    const claimed = await tx.execute<{ next_buzz_at: string }>(sql`
      UPDATE opinion_polls SET last_buzzed_at = now()
      WHERE id = ${id} AND (last_buzzed_at IS NULL OR last_buzzed_at <= now() - ${interval})
      RETURNING ${next} AS next_buzz_at`);
    if (claimed.rows.length === 0) {
      const when = await tx.execute<{ next_buzz_at: string }>(
        sql`SELECT ${next} AS next_buzz_at FROM opinion_polls WHERE id = ${id}`,
      );
      throw conflict(PollMessages.buzzTooSoon(when.rows[0]!.next_buzz_at));
    }
    const buzzed = await queueBuzz(tx, id);
    return {
      buzzed,
      next_buzz_at: claimed.rows[0]!.next_buzz_at,
      message: `${buzzed} recipients who have not answered will be reminded.`,
    };
  });
}

/**
 * GET /opinion_poll/{id}/segments_reach_count: the poll's targeting counted within the
 * caller's scope, whole and per segment (parents only: staff have no segment).
 */
export async function segmentsReachCount(
  caller: RequestContext,
  id: number,
  academicYearId?: number,
): Promise<z.input<typeof pollSegmentsReachCount>> {
  const poll = await pollDetail(caller, id, academicYearId);
  const scope = await contentScope(caller.db, caller.auth, kind, poll.academic_year_id);
  const context = { scope, academicYearId: poll.academic_year_id };
  const filter = poll.targeting;
  const whole = await countReach(caller.db, filter, context);
  const chosen = (filter.segment_ids ?? []).filter((segment) => segment !== 0);
  const segments =
    filter.user_type === 'staff'
      ? []
      : SEGMENTS.filter((segment) => chosen.length === 0 || chosen.includes(segment.id));
  const perSegment = [];
  for (const segment of segments) {
    const reach = await countReach(caller.db, { ...filter, segment_ids: [segment.id] }, context);
    perSegment.push({
      segment_id: segment.id,
      segment_name: segment.name,
      count: reach.count,
      with_app: reach.with_app,
    });
  }
  return { count: whole.count, with_app: whole.with_app, segments: perSegment };
}

/** GET /opinion_poll/{id}/results. */
export async function pollResults(
  caller: RequestContext,
  id: number,
  academicYearId?: number,
): Promise<PollResults> {
  await pollDetail(caller, id, academicYearId);
  return pollResultsOf(caller.db, id);
}

/** GET /opinion_poll/{id}/results/text_answers: the list of one text question of the poll. */
export async function textAnswers(
  caller: RequestContext,
  id: number,
  questionId: number,
): Promise<ListSpec> {
  const poll = await pollDetail(caller, id);
  const question = poll.questions.find((one) => one.id === questionId);
  if (!question) throw notFound(PollMessages.questionNotInPoll(questionId));
  if (question.type !== PollQuestionType.Text) throw unprocessable(PollMessages.questionNotText);
  return textAnswersSpec(id, question.id);
}

/**
 * GET /opinion_poll/{id}/respondent_link: the link a recipient's push carries, found by their
 * phone number among the poll's recipients (support, demos and journeys). The link itself
 * names only the recipient's random link id.
 */
export async function respondentLink(
  caller: RequestContext,
  signingSecret: string,
  id: number,
  mobile: string,
): Promise<{ token: string; path: string }> {
  await pollDetail(caller, id);
  const found = await caller.db.execute<{ link_id: string }>(sql`
    SELECT link_id::text FROM poll_recipients
    WHERE poll_id = ${id} AND recipient_key = ${Number(mobile)}`);
  const recipient = found.rows[0];
  if (!recipient) throw notFound(PollMessages.notRecipient);
  const token = signRespondentToken(signingSecret, { pollId: id, linkId: recipient.link_id });
  return { token, path: `/api${respondentPath(token)}` };
}
