import { PollMessages, type pollQuestionBody } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { unprocessable } from '../../platform/core/http/http-error.ts';

// A poll's questions and options: written on create and on edit (only before the poll is sent,
// so no answer can point at one), read as one JSON array with the item.

type QuestionBody = z.output<typeof pollQuestionBody>;

/** The questions of the item (alias c) as the answer's array, in order. */
export const questionsAnswer: SQL = sql`(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', q.id, 'question', q.question, 'type', q.type, 'required', q.required,
    'options', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'text', o.text)
        ORDER BY o.position), '[]'::jsonb)
      FROM poll_options o WHERE o.question_id = q.id)
  ) ORDER BY q.position), '[]'::jsonb)
  FROM poll_questions q WHERE q.poll_id = c.id)`;

async function idsOf(db: DbOrTx, query: SQL): Promise<Set<number>> {
  const result = await db.execute<{ id: number }>(query);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Makes the poll's questions those of the body: a question (or option) with an id of this
 * poll keeps its id and is updated, one without an id is added, and the poll's others are
 * removed. An id that is not the poll's is refused, so a form cannot take another poll's.
 */
export async function saveQuestions(
  tx: DbOrTx,
  pollId: number,
  questions: readonly QuestionBody[],
): Promise<void> {
  const existing = await idsOf(tx, sql`SELECT id FROM poll_questions WHERE poll_id = ${pollId}`);
  const kept = questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
  const foreign = kept.find((id) => !existing.has(id));
  if (foreign !== undefined) throw unprocessable(PollMessages.questionNotInPoll(foreign));
  if (new Set(kept).size !== kept.length) throw unprocessable(PollMessages.answerTwice);
  await tx.execute(sql`
    DELETE FROM poll_questions
    WHERE poll_id = ${pollId} AND NOT (id = ANY(${sql.param(kept)}::int[]))`);
  for (const [position, question] of questions.entries()) {
    const id =
      question.id === undefined
        ? (
            await tx.execute<{ id: number }>(sql`
              INSERT INTO poll_questions (poll_id, position, question, type, required)
              VALUES (${pollId}, ${position}, ${question.question}, ${question.type},
                      ${question.required})
              RETURNING id`)
          ).rows[0]!.id
        : question.id;
    if (question.id !== undefined) {
      await tx.execute(sql`
        UPDATE poll_questions
        SET position = ${position}, question = ${question.question}, type = ${question.type},
            required = ${question.required}
        WHERE id = ${id}`);
    }
    await saveOptions(tx, id, question);
  }
}

async function saveOptions(tx: DbOrTx, questionId: number, question: QuestionBody) {
  const existing = await idsOf(
    tx,
    sql`SELECT id FROM poll_options WHERE question_id = ${questionId}`,
  );
  const kept = question.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  const foreign = kept.find((id) => !existing.has(id));
  if (foreign !== undefined) throw unprocessable(PollMessages.optionNotInQuestion(foreign));
  await tx.execute(sql`
    DELETE FROM poll_options
    WHERE question_id = ${questionId} AND NOT (id = ANY(${sql.param(kept)}::int[]))`);
  for (const [position, option] of question.options.entries()) {
    await tx.execute(
      option.id === undefined
        ? sql`INSERT INTO poll_options (question_id, position, text)
              VALUES (${questionId}, ${position}, ${option.text})`
        : sql`UPDATE poll_options SET position = ${position}, text = ${option.text}
              WHERE id = ${option.id}`,
    );
  }
}
