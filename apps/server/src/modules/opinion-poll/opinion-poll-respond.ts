import {
  Messages,
  PollMessages,
  PollQuestionType,
  PollStatus,
  type PollQuestion,
  type pollAnswerBody,
  type pollForRespondent,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  conflict,
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
} from '../../platform/core/http/http-error.ts';
import { questionsAnswer } from './opinion-poll-questions.ts';
import { readRespondentToken } from './opinion-poll-token.ts';

// The respondent endpoint the parent and staff apps call with a recipient's signed link: the
// poll as that recipient sees it, and their answer, once, while the poll is Sent and before
// its end. Refusals: a forged or malformed link 401, a deleted poll 404, a link that names no
// recipient of the poll 403, answered already / not open / ended 409, missing or foreign
// answers 422. The link expires with the poll: once it has ended (its end date passed, or
// Completed), reading it answers 409 "ended" too, and shows nothing of the poll.

type Answer = z.output<typeof pollAnswerBody>;

type RespondentPoll = {
  id: number;
  title: string;
  description: string;
  status: number;
  ends_at: string | null;
  ended: boolean;
  questions: PollQuestion[];
  /** The recipient the link names (their phone number, never shown), null for none. */
  recipient_key: number | null;
  answered_at: string | null;
};

/** The recipient a poll was sent to, as the answer's rows name them. */
interface PollRecipient {
  pollId: number;
  recipientKey: number;
}

async function loadFor(db: Db, secret: string, token: string) {
  const link = readRespondentToken(secret, token);
  if (!link) throw unauthorized(PollMessages.invalidLink);
  const result = await db.execute<RespondentPoll>(sql`
    SELECT c.id, c.title, c.description, c.status,
      to_char(c.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ends_at,
      coalesce(c.ends_at <= now(), false) AS ended,
      ${questionsAnswer} AS questions,
      r.recipient_key,
      to_char(a.answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS answered_at
    FROM opinion_polls c
    LEFT JOIN poll_recipients r ON r.poll_id = c.id AND r.link_id = ${link.linkId}::uuid
    LEFT JOIN poll_responses a ON a.poll_id = c.id AND a.recipient_key = r.recipient_key
    WHERE c.id = ${link.pollId} AND c.status <> ${PollStatus.Delete}`);
  const poll = result.rows[0];
  if (!poll) throw notFound(Messages.notFound);
  if (poll.recipient_key === null) throw forbidden(PollMessages.notRecipient);
  const recipient: PollRecipient = { pollId: poll.id, recipientKey: Number(poll.recipient_key) };
  return { poll, recipient };
}

/** Ended: its end date passed while Sent, or closed (Completed). Its links no longer work. */
const hasEnded = (poll: RespondentPoll) =>
  poll.status === PollStatus.Completed || (poll.status === PollStatus.Sent && poll.ended);

/** GET /opinion_poll/respond/{token}. */
export async function pollForRecipient(
  db: Db,
  secret: string,
  token: string,
): Promise<z.input<typeof pollForRespondent>> {
  const { poll } = await loadFor(db, secret, token);
  if (hasEnded(poll)) throw conflict(PollMessages.pollEnded);
  const answered = poll.answered_at !== null;
  return {
    poll_id: poll.id,
    title: poll.title,
    description: poll.description,
    status: poll.status,
    ends_at: poll.ends_at,
    open: poll.status === PollStatus.Sent && !poll.ended && !answered,
    answered,
    answered_at: poll.answered_at,
    questions: poll.questions,
  };
}

/** The answers as rows to store: each question at most once, each required one answered. */
export function checkedAnswers(questions: readonly PollQuestion[], answers: readonly Answer[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const rows: { questionId: number; optionId: number | null; text: string | null }[] = [];
  for (const answer of answers) {
    const question = byId.get(answer.question_id);
    if (!question) throw unprocessable(PollMessages.unknownQuestion);
    if (seen.has(question.id)) throw unprocessable(PollMessages.answerTwice);
    seen.add(question.id);
    if (question.type === PollQuestionType.Radio) {
      if (answer.text !== undefined && answer.text !== '') {
        throw unprocessable(PollMessages.textOnRadio);
      }
      if (answer.option_id === undefined) {
        if (question.required) throw unprocessable(PollMessages.chooseOption(question.question));
        continue;
      }
      if (!question.options.some((option) => option.id === answer.option_id)) {
        throw unprocessable(PollMessages.optionNotOfQuestion);
      }
      rows.push({ questionId: question.id, optionId: answer.option_id, text: null });
    } else {
      if (answer.option_id !== undefined) throw unprocessable(PollMessages.optionNotOfQuestion);
      if (!answer.text) {
        if (question.required) throw unprocessable(PollMessages.answerRequired(question.question));
        continue;
      }
      rows.push({ questionId: question.id, optionId: null, text: answer.text });
    }
  }
  const missing = questions.find((question) => question.required && !seen.has(question.id));
  if (missing) {
    throw unprocessable(
      missing.type === PollQuestionType.Radio
        ? PollMessages.chooseOption(missing.question)
        : PollMessages.answerRequired(missing.question),
    );
  }
  return rows;
}

function assertOpen(poll: RespondentPoll): void {
  if (poll.answered_at !== null) throw conflict(PollMessages.alreadyAnswered);
  if (hasEnded(poll)) throw conflict(PollMessages.pollEnded);
  if (poll.status !== PollStatus.Sent) throw conflict(PollMessages.pollNotOpen);
}

/**
 * POST /opinion_poll/respond/{token}: the response row is the lock. Two posts at once both try
 * to insert it; the second waits for the first and inserts nothing (409). The poll's count
 * moves only while it is Sent and before its end, checked in the same statement, so an answer
 * racing the close is refused whole.
 */
export async function recordResponse(
  db: Db,
  secret: string,
  token: string,
  answers: readonly Answer[],
): Promise<{ poll_id: number; answered_at: string; message: string }> {
  const { poll, recipient } = await loadFor(db, secret, token);
  assertOpen(poll);
  const rows = checkedAnswers(poll.questions, answers);
  const answeredAt = await db.transaction(async (tx) => {
    const inserted = await tx.execute<{ answered_at: string }>(sql`
      INSERT INTO poll_responses (poll_id, recipient_key, branch_id, segment_id)
      SELECT poll_id, recipient_key, branch_id, segment_id FROM poll_recipients
      WHERE poll_id = ${recipient.pollId} AND recipient_key = ${recipient.recipientKey}
      ON CONFLICT DO NOTHING
      RETURNING to_char(answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        AS answered_at`);
    if (inserted.rows.length === 0) throw conflict(PollMessages.alreadyAnswered);
    const counted = await tx.execute(sql`
      UPDATE opinion_polls SET responses_count = responses_count + 1
      WHERE id = ${recipient.pollId} AND status = ${PollStatus.Sent} AND ends_at > now()`);
    if ((counted.rowCount ?? 0) === 0) throw conflict(PollMessages.pollEnded);
    await storeAnswers(tx, recipient, rows);
    await tx.execute(sql`
      UPDATE poll_recipients SET answered = true
      WHERE poll_id = ${recipient.pollId} AND recipient_key = ${recipient.recipientKey}`);
    return inserted.rows[0]!.answered_at;
  });
  return { poll_id: recipient.pollId, answered_at: answeredAt, message: PollMessages.answered };
}

async function storeAnswers(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  recipient: PollRecipient,
  rows: ReturnType<typeof checkedAnswers>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO poll_answers (poll_id, recipient_key, question_id, option_id, text, branch_id,
                              answered_at)
    SELECT ${recipient.pollId}, ${recipient.recipientKey}, a.question_id, a.option_id, a.text,
           r.branch_id, r.answered_at
    FROM unnest(${sql.param(rows.map((row) => row.questionId))}::int[],
                ${sql.param(rows.map((row) => row.optionId))}::int[],
                ${sql.param(rows.map((row) => row.text))}::text[]) AS a(question_id, option_id, text)
    JOIN poll_responses r ON r.poll_id = ${recipient.pollId}
                         AND r.recipient_key = ${recipient.recipientKey}`);
}
