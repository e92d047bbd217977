import {
  CURRENT_ACADEMIC_YEAR_ID,
  PollQuestionType,
  PollStatus,
  PollType,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SeedSize } from '../../db/seed/sizes.ts';
import type { DemoSeedStep } from '../../db/seed/demo-seed-step.ts';

// Demo polls: sent ones with answers from about 40% of their recipients (skewed towards the
// first options, as real answers are), a completed one, a scheduled one and a draft. Answers
// are written as the respondent endpoint writes them (poll_responses, poll_answers, the
// recipient's flag and the poll's count), picked by a hash of the recipient so a seed is the
// same every time. The `large` seed's school-wide poll reaches every parent of the group.

interface SeedQuestion {
  question: string;
  type: number;
  options?: string[];
  /** Sample text answers (text questions). */
  samples?: string[];
}

interface SeedPoll {
  title: string;
  description: string;
  status: number;
  /** Days from now; negative is past. */
  endsInDays: number;
  scheduledInDays?: number;
  author: string;
  /** null: every branch (the school-wide poll); else the author's branch. */
  everywhere: boolean;
  userType: 'student' | 'staff';
  /** Percent of recipients who answer. */
  answering: number;
  questions: SeedQuestion[];
}

const TIMING: SeedQuestion = {
  question: 'Which time suits you best for the annual day?',
  type: PollQuestionType.Radio,
  options: ['Saturday evening', 'Sunday morning', 'Sunday evening', 'A weekday evening'],
};
const SUGGESTIONS: SeedQuestion = {
  question: 'Anything we should plan for?',
  type: PollQuestionType.Text,
  samples: [
    'Please arrange parking near the main gate.',
    'Seating for grandparents would help.',
    'Keep it under two hours for the little ones.',
    'A live stream for parents who travel.',
    'Water and snacks at the entrance, please.',
  ],
};

const POLLS: SeedPoll[] = [
  {
    title: 'Annual day: your preferred timing',
    description: 'Help us pick the time for this year’s annual day.',
    status: PollStatus.Sent,
    endsInDays: 7,
    author: 'principal',
    everywhere: false,
    userType: 'student',
    answering: 40,
    questions: [TIMING, SUGGESTIONS],
  },
  {
    title: 'School transport satisfaction',
    description: 'Tell us how the school buses serve your child.',
    status: PollStatus.Sent,
    endsInDays: 10,
    author: 'admin',
    everywhere: true,
    userType: 'student',
    answering: 40,
    questions: [
      {
        question: 'How satisfied are you with the school bus?',
        type: PollQuestionType.Radio,
        options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very dissatisfied'],
      },
      {
        question: 'Is the bus on time at your stop?',
        type: PollQuestionType.Radio,
        options: ['Always', 'Mostly', 'Rarely'],
      },
    ],
  },
  {
    title: 'Parent-teacher meeting feedback',
    description: 'How useful was last month’s meeting?',
    status: PollStatus.Completed,
    endsInDays: -3,
    author: 'principal',
    everywhere: false,
    userType: 'student',
    answering: 55,
    questions: [
      {
        question: 'Was the meeting useful?',
        type: PollQuestionType.Radio,
        options: ['Very useful', 'Somewhat useful', 'Not useful'],
      },
    ],
  },
  {
    title: 'Staff room facilities',
    description: 'What should the staff room have next term?',
    status: PollStatus.Sent,
    endsInDays: 5,
    author: 'principal',
    everywhere: false,
    userType: 'staff',
    answering: 45,
    questions: [
      {
        question: 'What would help most?',
        type: PollQuestionType.Radio,
        options: ['A coffee machine', 'More desks', 'Quiet corner', 'Lockers'],
      },
    ],
  },
  {
    title: 'Summer camp interest',
    description: 'Would your child join a summer camp on campus?',
    status: PollStatus.Scheduled,
    scheduledInDays: 2,
    endsInDays: 9,
    author: 'principal',
    everywhere: false,
    userType: 'student',
    answering: 0,
    questions: [
      {
        question: 'Would your child join?',
        type: PollQuestionType.Radio,
        options: ['Yes', 'Maybe', 'No'],
      },
    ],
  },
  {
    title: 'Canteen menu ideas',
    description: 'Draft: ideas for the new canteen menu.',
    status: PollStatus.Draft,
    endsInDays: 14,
    author: 'principal',
    everywhere: false,
    userType: 'student',
    answering: 0,
    questions: [SUGGESTIONS],
  },
];

const days = (count: number) => sql`now() + make_interval(days => ${count})`;

/** A stable pseudo-random 0..99 per recipient and salt. */
const bucket = (key: SQL, salt: number) => sql`(abs(hashint8(${key} + ${salt})) % 100)`;

async function insertPoll(tx: DbOrTx, poll: SeedPoll): Promise<number | undefined> {
  const authors = await tx.execute<{ id: number; branch_id: number | null }>(sql`
    SELECT u.id, st.branch_id FROM users u LEFT JOIN staff st ON st.id = u.staff_id
    WHERE u.username = ${poll.author}`);
  const author = authors.rows[0];
  if (!author) return undefined;
  const branches = poll.everywhere
    ? sql`(SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM branches WHERE status = 1)`
    : sql`ARRAY[${author.branch_id}]::int[]`;
  const targeting = poll.everywhere
    ? { user_type: poll.userType, target_method: 'all' }
    : { user_type: poll.userType, target_method: 'branch', branch_ids: [author.branch_id] };
  const sent = poll.status === PollStatus.Sent || poll.status === PollStatus.Completed;
  const result = await tx.execute<{ id: number }>(sql`
    INSERT INTO opinion_polls (status, title, description, targeting, branch_ids, academic_year_id,
      scheduled_at, created_by, poll_type, ends_at, created_at, delivery_started_at,
      delivery_finished_at)
    VALUES (${poll.status}, ${poll.title}, ${poll.description}, ${JSON.stringify(targeting)}::jsonb,
      ${branches}, ${CURRENT_ACADEMIC_YEAR_ID},
      ${poll.scheduledInDays === undefined ? sql`NULL` : days(poll.scheduledInDays)}, ${author.id},
      ${poll.everywhere ? PollType.PermittedBranchesPoll : PollType.SinglePoll},
      ${days(poll.endsInDays)}, ${days(Math.min(poll.endsInDays - 7, -1))},
      ${sent ? days(Math.min(poll.endsInDays - 7, -1)) : sql`NULL`},
      ${sent ? days(Math.min(poll.endsInDays - 7, -1)) : sql`NULL`})
    RETURNING id`);
  return result.rows[0]!.id;
}

async function insertQuestions(tx: DbOrTx, pollId: number, poll: SeedPoll) {
  for (const [position, question] of poll.questions.entries()) {
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO poll_questions (poll_id, position, question, type, required)
      VALUES (${pollId}, ${position}, ${question.question}, ${question.type},
              ${question.type === PollQuestionType.Radio})
      RETURNING id`);
    const id = inserted.rows[0]!.id;
    for (const [index, text] of (question.options ?? []).entries()) {
      await tx.execute(sql`
        INSERT INTO poll_options (question_id, position, text) VALUES (${id}, ${index}, ${text})`);
    }
  }
}

/** The poll's recipients as the delivery resolves them: one per phone number with the app. */
async function insertRecipients(tx: DbOrTx, pollId: number, poll: SeedPoll) {
  const source =
    poll.userType === 'staff'
      ? sql`SELECT p.recipient_key, (array_agg(p.branch_id ORDER BY p.id))[1] AS branch_id,
               NULL::int AS segment_id
            FROM staff p, opinion_polls c
            WHERE c.id = ${pollId} AND p.status = 1 AND p.recipient_key IS NOT NULL
              AND p.branch_id = ANY(c.branch_ids)
            GROUP BY p.recipient_key HAVING bool_or(p.staff_app_version IS NOT NULL)`
      : sql`SELECT p.recipient_key, (array_agg(p.branch_id ORDER BY p.id))[1] AS branch_id,
               (array_agg(p.segment_id ORDER BY p.id))[1] AS segment_id
            FROM students p, opinion_polls c
            WHERE c.id = ${pollId} AND p.status = 1 AND p.recipient_key IS NOT NULL
              AND p.academic_year_id = c.academic_year_id AND p.branch_id = ANY(c.branch_ids)
            GROUP BY p.recipient_key HAVING bool_or(p.parent_app_version IS NOT NULL)`;
  await tx.execute(sql`
    INSERT INTO poll_recipients (poll_id, recipient_key, branch_id, segment_id)
    SELECT ${pollId}, recipient_key, branch_id, segment_id FROM (${source}) r`);
  await tx.execute(sql`
    INSERT INTO content_deliveries (module, item_id, recipient_key, mobile, user_type, has_app,
                                    channel, status, attempts, sent_at)
    SELECT 'opinion_poll', ${pollId}, recipient_key::text, lpad(recipient_key::text, 10, '0'),
           ${poll.userType}, true, 'push', 1, 1, now()
    FROM poll_recipients WHERE poll_id = ${pollId}`);
}

/** Text answers the seed and the bench write. */
const SAMPLE_TEXTS = SUGGESTIONS.samples!;

/**
 * Answers `percent` of a sent poll's recipients (a stable hash picks them) as the respondent
 * endpoint would: a response each, an option per single-choice question (favouring the first
 * ones), text from about half for a text question, the flags and the poll's count. Also what
 * bench/opinion-poll.ts answers its large poll with.
 */
export async function answerPoll(tx: DbOrTx, pollId: number, percent: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO poll_responses (poll_id, recipient_key, branch_id, segment_id, answered_at)
    SELECT poll_id, recipient_key, branch_id, segment_id,
           now() - make_interval(mins => ${bucket(sql`recipient_key`, 7)}::int * 30 + 60)
    FROM poll_recipients
    WHERE poll_id = ${pollId} AND ${bucket(sql`recipient_key`, pollId)} < ${percent}`);
  const questions = await tx.execute<{ id: number; type: number; options: number }>(sql`
    SELECT q.id, q.type, (SELECT count(*)::int FROM poll_options o WHERE o.question_id = q.id)
      AS options
    FROM poll_questions q WHERE q.poll_id = ${pollId} ORDER BY q.position`);
  for (const { id, type, options } of questions.rows) {
    const answer =
      type === PollQuestionType.Radio
        ? // Raising the bucket to a power favours the first options.
          sql`(SELECT o.id FROM poll_options o WHERE o.question_id = ${id}
               ORDER BY o.position
               OFFSET floor(power(${bucket(sql`r.recipient_key`, id)} / 100.0, 1.6) * ${options})
               LIMIT 1), NULL`
        : sql`NULL, (${sql.param(SAMPLE_TEXTS)}::text[])[1 + ${bucket(sql`r.recipient_key`, id)}
                 % ${SAMPLE_TEXTS.length}]`;
    // Text questions are optional: about half of those who answer write something.
    const who =
      type === PollQuestionType.Text
        ? sql`AND ${bucket(sql`r.recipient_key`, id + 1)} < 50`
        : sql``;
    await tx.execute(sql`
      INSERT INTO poll_answers (poll_id, recipient_key, question_id, option_id, text, branch_id,
                                answered_at)
      SELECT r.poll_id, r.recipient_key, ${id}, ${answer}, r.branch_id, r.answered_at
      FROM poll_responses r WHERE r.poll_id = ${pollId} ${who}`);
  }
  // The same pick as the responses above: no join back (one pass over the poll's recipients).
  await tx.execute(sql`
    UPDATE poll_recipients SET answered = true
    WHERE poll_id = ${pollId} AND ${bucket(sql`recipient_key`, pollId)} < ${percent}`);
  await tx.execute(sql`
    UPDATE opinion_polls c SET
      responses_count = (SELECT count(*) FROM poll_responses WHERE poll_id = c.id),
      recipients_count = (SELECT count(*) FROM poll_recipients WHERE poll_id = c.id),
      delivered_count = (SELECT count(*) FROM poll_recipients WHERE poll_id = c.id)
    WHERE c.id = ${pollId}`);
}

export async function seedPolls(tx: DbOrTx, _size: SeedSize): Promise<number> {
  let count = 0;
  for (const poll of POLLS) {
    const id = await insertPoll(tx, poll);
    if (id === undefined) continue;
    await insertQuestions(tx, id, poll);
    if (poll.status === PollStatus.Sent || poll.status === PollStatus.Completed) {
      await insertRecipients(tx, id, poll);
      await answerPoll(tx, id, poll.answering);
    }
    count++;
  }
  return count;
}

export const seedOpinionPolls: DemoSeedStep = { label: 'opinion polls', run: seedPolls };
