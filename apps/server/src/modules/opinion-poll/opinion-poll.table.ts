import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentColumns, contentIndexes } from '../../platform/engines/content/content-columns.ts';

/**
 * Opinion polls (002 §2, §4): content items whose status set is the poll's (Sent 1, Scheduled
 * 2, Draft 3, Completed 4, Deleted -1), with an end date and the figures the list shows.
 */
export const opinionPolls = pgTable(
  'opinion_polls',
  {
    ...contentColumns(),
    /** SinglePoll 1, PermittedBranchesPoll 2. */
    pollType: smallint('poll_type').notNull().default(1),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Recipients who answered, kept by the answer's own transaction. */
    responsesCount: integer('responses_count').notNull().default(0),
    lastBuzzedAt: timestamp('last_buzzed_at', { withTimezone: true }),
  },
  (t) => [
    ...contentIndexes('opinion_polls', t),
    // The completion job finds Sent polls past their end.
    index('opinion_polls_sent_ends_idx')
      .on(t.endsAt)
      .where(sql`status = 1`),
  ],
);

/** A poll's questions, in order. Ids are assigned here and stay once the poll is sent. */
export const pollQuestions = pgTable(
  'poll_questions',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => opinionPolls.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    /** Radio 1, Text 4. */
    type: smallint('type').notNull(),
    required: boolean('required').notNull().default(true),
  },
  (t) => [index('poll_questions_poll_idx').on(t.pollId, t.position)],
);

/** The options of a single-choice question, in order. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => pollQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('poll_options_question_idx').on(t.questionId, t.position)],
);

/**
 * Who a sent poll reached: one row per recipient key (a parent's or staff member's phone
 * number, as the delivery addresses them), written with the delivery rows, with the branch and
 * segment of the recipient's first student (or staff row) for the results' breakdowns, and the
 * random id their answer link names instead of their number.
 */
export const pollRecipients = pgTable(
  'poll_recipients',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => opinionPolls.id, { onDelete: 'cascade' }),
    recipientKey: bigint('recipient_key', { mode: 'number' }).notNull(),
    branchId: integer('branch_id').notNull(),
    /** Null for staff. */
    segmentId: integer('segment_id'),
    /** The recipient answered (set in the answer's transaction): non-responders are a scan. */
    answered: boolean('answered').notNull().default(false),
    /** What the recipient's answer link names: random, so the link tells nothing about them. */
    linkId: uuid('link_id').notNull().defaultRandom(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.recipientKey] }),
    uniqueIndex('poll_recipients_link_idx').on(t.pollId, t.linkId),
  ],
);

/**
 * One recipient's answer to a poll, at most one (the primary key: two posts at once give one
 * row and one conflict), with the recipient's branch and segment copied for the breakdowns.
 */
export const pollResponses = pgTable(
  'poll_responses',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => opinionPolls.id, { onDelete: 'cascade' }),
    recipientKey: bigint('recipient_key', { mode: 'number' }).notNull(),
    branchId: integer('branch_id').notNull(),
    segmentId: integer('segment_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.recipientKey] })],
);

/** The answers of a response, one per question answered: an option, or a text. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    pollId: integer('poll_id').notNull(),
    recipientKey: bigint('recipient_key', { mode: 'number' }).notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => pollQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => pollOptions.id, { onDelete: 'cascade' }),
    text: text('text'),
    branchId: integer('branch_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.recipientKey, t.questionId] }),
    // Per-option counts: an index-only GROUP BY over one poll's answers.
    index('poll_answers_counts_idx').on(t.pollId, t.questionId, t.optionId, t.branchId),
    // A text question's answers, newest first.
    index('poll_answers_text_idx')
      .on(t.questionId, t.answeredAt)
      .where(sql`text IS NOT NULL`),
  ],
);
