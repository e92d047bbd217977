import {
  OPINION_POLL_NON_RESPONDERS_FILE,
  OPINION_POLL_RESULTS_FILE,
  POLL_STATUSES,
  PollMessages,
  type PollItem,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { labelOf } from '../../platform/engines/content/content-labels.ts';
import { compileExportQuery } from '../../platform/kit/export/compile-query.ts';
import { sendExport, sendWorkbook } from '../../platform/kit/export/send-export.ts';
import { badRequest } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { pollDetail } from './opinion-poll.service.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// The poll's workbooks, streamed from the database (a cursor into exceljs' streaming writer):
// results (a summary sheet, then one sheet per poll with a row per question and option, and one
// of its text answers when it asks a text question) and
// the recipients who have not answered (a row per student or staff member behind them).

const RESULTS_HEADERS = [
  'ID',
  'Title',
  'Status',
  'Ends at',
  'Recipients',
  'Responded',
  'Response rate %',
];
const QUESTION_HEADERS = ['No.', 'Question', 'Type', 'Option', 'Answers', 'Percent of answers'];

const summaryQuery = (ids: readonly number[]): SQL => sql`
  SELECT c.id, c.title, ${labelOf(sql`c.status`, POLL_STATUSES.labels)} AS status,
    c.ends_at,
    r.recipients, r.responded,
    CASE WHEN r.recipients = 0 THEN 0 ELSE round(100.0 * r.responded / r.recipients, 1) END
      AS response_rate
  FROM opinion_polls c,
  LATERAL (SELECT count(*)::int AS recipients, count(*) FILTER (WHERE answered)::int AS responded
           FROM poll_recipients WHERE poll_id = c.id) r
  WHERE c.id = ANY(${intArray(ids)}) ORDER BY c.id`;

/** A row per option (a text question: one row), counted from poll_answers' index. */
const questionsQuery = (pollId: number): SQL => sql`
  SELECT q.position + 1 AS number, q.question,
    CASE q.type WHEN 1 THEN 'Single choice' ELSE 'Text' END AS type,
    coalesce(o.text, '(text answers)') AS option, n.answers,
    CASE WHEN t.answered = 0 THEN 0 ELSE round(100.0 * n.answers / t.answered, 1) END AS percent
  FROM poll_questions q
  LEFT JOIN poll_options o ON o.question_id = q.id
  CROSS JOIN LATERAL (SELECT count(*)::int AS answered FROM poll_answers a
                      WHERE a.poll_id = q.poll_id AND a.question_id = q.id) t
  CROSS JOIN LATERAL (SELECT count(*)::int AS answers FROM poll_answers a
                      WHERE a.poll_id = q.poll_id AND a.question_id = q.id
                        AND (o.id IS NULL OR a.option_id = o.id)) n
  WHERE q.poll_id = ${pollId}
  ORDER BY q.position, o.position`;

const TEXT_ANSWER_HEADERS = ['No.', 'Question', 'Answer', 'Branch', 'Answered at'];

/** A poll's text answers, question by question, newest first (the moment on the group's clock). */
const textAnswersQuery = (pollId: number): SQL => sql`
  SELECT q.position + 1 AS number, q.question, a.text AS answer, b.name AS branch, a.answered_at
  FROM poll_questions q
  JOIN poll_answers a ON a.poll_id = q.poll_id AND a.question_id = q.id
  LEFT JOIN branches b ON b.id = a.branch_id
  WHERE q.poll_id = ${pollId} AND q.type <> 1 AND a.text IS NOT NULL
  ORDER BY q.position, a.answered_at DESC`;

/** The polls among `ids` that ask a text question (each gets a sheet of its answers). */
async function pollsWithTextQuestions(database: Database, ids: readonly number[]) {
  const result = await database.db.execute<{ poll_id: number }>(sql`
    SELECT DISTINCT poll_id FROM poll_questions
    WHERE poll_id = ANY(${intArray(ids)}) AND type <> 1`);
  return new Set(result.rows.map((row) => row.poll_id));
}

/** GET /opinion_poll/export_results?ids_list=…: every poll must be within the caller's scope. */
export async function exportResults(
  caller: RequestContext,
  database: Database,
  reply: FastifyReply,
  ids: readonly number[] | undefined,
): Promise<FastifyReply> {
  if (!ids || ids.length === 0) throw badRequest(PollMessages.noIdsToExport);
  const unique = [...new Set(ids)];
  for (const id of unique) await pollDetail(caller, id);
  const withText = await pollsWithTextQuestions(database, unique);
  const sheets = [
    { name: 'Summary', query: compileExportQuery(summaryQuery(unique), RESULTS_HEADERS) },
    ...unique.flatMap((id) => [
      { name: `Poll ${id}`, query: compileExportQuery(questionsQuery(id), QUESTION_HEADERS) },
      ...(withText.has(id)
        ? [
            {
              name: `Poll ${id} text answers`,
              query: compileExportQuery(textAnswersQuery(id), TEXT_ANSWER_HEADERS),
            },
          ]
        : []),
    ]),
  ];
  return sendWorkbook(reply, database, sheets, OPINION_POLL_RESULTS_FILE, unique.length);
}

const STUDENT_HEADERS = ['Name', 'Admission number', 'Branch', 'Class', 'Section', 'Phone'];
const STAFF_HEADERS = ['Name', 'Employee number', 'Branch', 'Designation', 'Department', 'Phone'];

/** The students behind the poll's non-responding parents in a year, within its branches. */
function nonRespondingStudents(poll: PollItem, academicYearId: number): SQL {
  return sql`
    FROM poll_recipients r
    JOIN students s ON s.recipient_key = r.recipient_key AND s.academic_year_id = ${academicYearId}
      AND s.status = 1 AND s.branch_id = ANY(${intArray(poll.branch_ids)})
    JOIN branches b ON b.id = s.branch_id
    LEFT JOIN courses co ON co.id = s.course_id
    LEFT JOIN sections se ON se.id = s.section_id
    WHERE r.poll_id = ${poll.id} AND NOT r.answered`;
}

function nonRespondingStaff(poll: PollItem): SQL {
  return sql`
    FROM poll_recipients r
    JOIN staff st ON st.recipient_key = r.recipient_key AND st.status = 1
      AND st.branch_id = ANY(${intArray(poll.branch_ids)})
    JOIN branches b ON b.id = st.branch_id
    LEFT JOIN designations d ON d.id = st.designation_id
    LEFT JOIN departments dep ON dep.id = st.department_id
    WHERE r.poll_id = ${poll.id} AND NOT r.answered`;
}

/** GET /opinion_poll/export_non_responded_results?poll_id&academic_year_id. */
export async function exportNonResponders(
  caller: RequestContext,
  database: Database,
  reply: FastifyReply,
  pollId: number,
  academicYearId: number | undefined,
): Promise<FastifyReply> {
  const poll = await pollDetail(caller, pollId, academicYearId);
  const staff = poll.targeting.user_type === 'staff';
  const from = staff
    ? nonRespondingStaff(poll)
    : nonRespondingStudents(poll, academicYearId ?? poll.academic_year_id);
  const rows = staff
    ? sql`SELECT ${personName('st')} AS name, st.employee_number,
                 b.name AS branch, d.name AS designation, dep.name AS department, st.mobile
          ${from} ORDER BY b.name, st.employee_number`
    : sql`SELECT ${personName('s')} AS name, s.admission_number,
                 b.name AS branch, co.name AS class, se.name AS section,
                 coalesce(nullif(s.father_mobile, ''), s.mother_mobile) AS phone
          ${from} ORDER BY b.name, co.name, se.name, s.admission_number`;
  const total = database.db
    .execute<{ count: number }>(sql`SELECT count(*)::int AS count ${from}`)
    .then((result) => result.rows[0]!.count);
  return sendExport(
    reply,
    database,
    compileExportQuery(rows, staff ? STAFF_HEADERS : STUDENT_HEADERS),
    { name: OPINION_POLL_NON_RESPONDERS_FILE, format: 'xlsx' },
    total,
  );
}
