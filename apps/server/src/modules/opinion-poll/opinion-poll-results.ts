import { PollQuestionType, SEGMENTS, type PollQuestion, type PollResults } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ListSpec } from '../../platform/kit/lists/send-list.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import { questionsAnswer } from './opinion-poll-questions.ts';

// A poll's results, counted by the database: recipients and responses per branch and segment
// in one pass over poll_recipients (GROUPING SETS), answers per option in one GROUP BY over
// poll_answers' index. Nothing is looped over per recipient in the server.

const SEGMENT_NAMES = new Map<number, string>(SEGMENTS.map((s) => [s.id, s.name]));

/** A share as a fraction 0..1 with four decimals (0 when nobody was asked). */
export const rateOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
/** A percentage 0..100 with one decimal. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

type ShareRow = {
  branch_id: number | null;
  segment_id: number | null;
  grouped: number;
  recipients: number;
  responded: number;
};

type CountRow = {
  question_id: number;
  option_id: number | null;
  by_question: boolean;
  count: number;
};

export async function pollResultsOf(db: Db, pollId: number): Promise<PollResults> {
  // grouping() sets a bit per column left out: 1 by branch, 2 by segment, 3 the whole poll.
  // The four reads go on separate connections at once: the answer waits for the slowest.
  const [shares, names, counts, questions] = await Promise.all([
    db.execute<ShareRow>(sql`
      SELECT branch_id, segment_id, grouping(branch_id, segment_id)::int AS grouped,
             count(*)::int AS recipients, count(*) FILTER (WHERE answered)::int AS responded
      FROM poll_recipients WHERE poll_id = ${pollId}
      GROUP BY GROUPING SETS ((branch_id), (segment_id), ())`),
    db.execute<{ id: number; name: string }>(sql`
      SELECT b.id, b.name FROM branches b
      WHERE b.id = ANY((SELECT branch_ids FROM opinion_polls WHERE id = ${pollId})::int[])`),
    db.execute<CountRow>(sql`
      SELECT question_id, option_id, grouping(option_id) = 1 AS by_question,
             count(*)::int AS count
      FROM poll_answers WHERE poll_id = ${pollId}
      GROUP BY GROUPING SETS ((question_id, option_id), (question_id))`),
    db.execute<{ questions: PollQuestion[] }>(
      sql`SELECT ${questionsAnswer} AS questions FROM opinion_polls c WHERE c.id = ${pollId}`,
    ),
  ]);
  const branchName = new Map(names.rows.map((row) => [row.id, row.name]));
  const share = (row: ShareRow) => ({
    recipients: row.recipients,
    responded: row.responded,
    response_rate: rateOf(row.responded, row.recipients),
  });
  const whole = shares.rows.find((row) => row.grouped === 3);
  const answered = new Map<number, number>();
  const perOption = new Map<number, number>();
  for (const row of counts.rows) {
    if (row.by_question) answered.set(row.question_id, row.count);
    else if (row.option_id !== null) perOption.set(row.option_id, row.count);
  }
  return {
    poll_id: pollId,
    ...(whole ? share(whole) : { recipients: 0, responded: 0, response_rate: 0 }),
    by_branch: shares.rows
      .filter((row) => row.grouped === 1 && row.branch_id !== null)
      .map((row) => ({
        branch_id: row.branch_id!,
        branch_name: branchName.get(row.branch_id!) ?? String(row.branch_id),
        ...share(row),
      }))
      .sort((a, b) => a.branch_name.localeCompare(b.branch_name) || a.branch_id - b.branch_id),
    by_segment: shares.rows
      .filter((row) => row.grouped === 2 && row.segment_id !== null)
      .map((row) => ({
        segment_id: row.segment_id!,
        segment_name: SEGMENT_NAMES.get(row.segment_id!) ?? String(row.segment_id),
        ...share(row),
      }))
      .sort((a, b) => a.segment_id - b.segment_id),
    questions: (questions.rows[0]?.questions ?? []).map((question) => {
      const total = answered.get(question.id) ?? 0;
      return {
        id: question.id,
        question: question.question,
        type: question.type,
        answered: total,
        options:
          question.type === PollQuestionType.Radio
            ? question.options.map((option) => {
                const count = perOption.get(option.id) ?? 0;
                return { ...option, count, percent: percentOf(count, total) };
              })
            : [],
      };
    }),
  };
}

/** GET /opinion_poll/{id}/results/text_answers: one text question's answers, newest first. */
export function textAnswersSpec(pollId: number, questionId: number): ListSpec {
  return {
    columns: {
      answered_at: isoTimestamp(sql`a.answered_at`),
      branch_name: sql`(SELECT b.name FROM branches b WHERE b.id = a.branch_id)`,
      answer: sql`a.text`,
    },
    from: sql`FROM poll_answers a
      WHERE a.poll_id = ${pollId} AND a.question_id = ${questionId} AND a.text IS NOT NULL`,
    sort: {
      columns: { answered_at: sql`a.answered_at` },
      default: { column: 'answered_at', order: 'desc' },
      tieBreaker: sql`a.recipient_key`,
    },
    exportFile: { name: 'text-answers.csv', format: 'csv' },
  };
}
