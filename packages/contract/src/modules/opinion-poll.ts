import { z } from 'zod';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { defineStatusMachine } from '../common/status-machine.ts';
import { int4Id, queryInt4Id } from '../common/numbers.ts';
import { isoDateTime } from '../common/dates.ts';
import { listQueryFields, queryIdList, searchEmployeeNumbers } from '../common/list.ts';
import { codeOf, contentBody, contentItem, contentListQuery, contentParams } from './content.ts';

// Opinion polls (002 §2, §3, §4, §5, §7): content items (targeting, schedule, delivery by push)
// with questions, an end date, answers from the parent and staff apps, and results. The
// statuses are the poll's own (Sent, not Active; Completed; no Hidden):
// apps/server/src/modules/opinion-poll/DECISIONS.md "Statuses and moves".

export const OPINION_POLL_EXPORT_FILE = 'opinion-polls.csv';
export const OPINION_POLL_RESULTS_FILE = 'opinion-poll-results.xlsx';
export const OPINION_POLL_NON_RESPONDERS_FILE = 'opinion-poll-non-responders.xlsx';

/** 002 §4: Sent 1, Scheduled 2, Draft 3, Completed 4; Deleted -1 is the engine's kept delete. */
export const POLL_STATUSES = defineCodes(
  {
    Delete: { code: -1, label: 'Deleted', action: 'Delete', colour: 'red' },
    Sent: { code: 1, label: 'Sent', action: 'Send', colour: 'green' },
    Scheduled: { code: 2, label: 'Scheduled', action: 'Schedule', colour: 'yellow' },
    Draft: { code: 3, label: 'Draft', action: 'Draft', colour: 'blue' },
    Completed: { code: 4, label: 'Completed', action: 'Close now', colour: 'grey' },
  },
  { fallback: 'Draft' },
);
export const PollStatus = POLL_STATUSES.code;
export type PollStatusCode = CodeOf<typeof POLL_STATUSES>;

/** The list filter's options, in the documents' order. */
export const POLL_STATUS_FILTER_OPTIONS = [
  PollStatus.Sent,
  PollStatus.Scheduled,
  PollStatus.Draft,
  PollStatus.Completed,
] as const;

/**
 * 002 §4 poll types; what each means is apps/server/src/modules/opinion-poll/DECISIONS.md
 * "Poll types".
 */
export const POLL_TYPES = defineCodes({
  /** Goes where its targeting says. */
  SinglePoll: { code: 1, label: 'Single poll', colour: 'blue' },
  /** Goes to its audience in every branch its author may reach (the locations are not used). */
  PermittedBranchesPoll: { code: 2, label: 'Permitted branches poll', colour: 'purple' },
});
export const PollType = POLL_TYPES.code;

/** 002 §4 question types. */
export const POLL_QUESTION_TYPES = defineCodes({
  Radio: { code: 1, label: 'Single choice', colour: 'blue' },
  Text: { code: 4, label: 'Text', colour: 'grey' },
});
export const PollQuestionType = POLL_QUESTION_TYPES.code;

export const POLL_QUESTIONS_MAX = 20;
export const POLL_QUESTION_MAX = 500;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLL_OPTION_MAX = 200;
export const POLL_TEXT_ANSWER_MAX = 2000;
/** Default of the server setting `opinion_poll.buzz_interval_minutes`. */
export const POLL_BUZZ_INTERVAL_MINUTES = 60;

export const PollMessages = {
  noIdsToExport: 'No IDs given to download results.',
  alreadyInStatus: (label: string) => `The poll is already ${label}.`,
  deletedIsFinal: 'This poll was deleted and cannot be changed.',
  sentCannotGoBack:
    'This poll has already been sent. It can only be closed (Completed) or deleted, not moved back to Draft or Scheduled.',
  notSentCannotComplete:
    'This poll has not been sent, so there is nothing to close. Send it, or delete it.',
  completedOnlyByEndDate:
    'This poll is completed. To open it again, give it a new end date; otherwise it can only be deleted.',
  sentCannotBeEdited:
    'This poll has already been sent and its questions cannot change. Close it and create a new one.',
  endsAtRequired: 'Choose an end date to send or schedule the poll.',
  endsAtInPast: 'The end date must be in the future.',
  endsAtBeforeSchedule: 'The end date must be after the schedule date.',
  endDateNotSent: 'This poll has not been sent yet. Change its end date in the poll form.',
  questionsRequired: 'Add at least one question.',
  questionsTooMany: `A poll has at most ${POLL_QUESTIONS_MAX} questions.`,
  questionRequired: 'Question is required',
  questionTooLong: `A question must be at most ${POLL_QUESTION_MAX} characters.`,
  radioOptions: `A single-choice question needs ${POLL_OPTIONS_MIN} to ${POLL_OPTIONS_MAX} options.`,
  textHasNoOptions: 'A text question has no options.',
  optionRequired: 'Option text is required',
  optionTooLong: `An option must be at most ${POLL_OPTION_MAX} characters.`,
  optionsRepeat: 'Options of a question must differ.',
  questionNotInPoll: (id: number) => `Question ${id} is not in this poll.`,
  optionNotInQuestion: (id: number) => `Option ${id} is not an option of its question.`,
  buzzNotSent: 'Only a sent poll can be buzzed.',
  buzzTooSoon: (at: string) =>
    `Recipients were reminded recently. The next buzz can be sent after ${at}.`,
  // The respondent endpoint (the parent and staff apps).
  invalidLink: 'This poll link is not valid.',
  notRecipient: 'This poll was not sent to you.',
  alreadyAnswered: 'You have already answered this poll.',
  pollNotOpen: 'This poll is not open for answers.',
  pollEnded: 'This poll has ended and no longer takes answers.',
  answerRequired: (question: string) => `Answer the question "${question}".`,
  chooseOption: (question: string) => `Choose one of the options of "${question}".`,
  answerTwice: 'Answer each question once.',
  unknownQuestion: 'An answer names a question that is not in this poll.',
  optionNotOfQuestion: 'An answer chooses an option that is not one of its question.',
  textOnRadio: 'A single-choice question is answered by choosing an option, not with text.',
  answerTooLong: `An answer must be at most ${POLL_TEXT_ANSWER_MAX} characters.`,
  answered: 'Thank you. Your answers were recorded.',
  /** A sent poll's push when it has no introduction. */
  pushInvitation: 'A new poll is waiting for your answer. Tap to answer.',
  questionNotText: 'Only text questions have text answers.',
} as const;

function whyNotMove(from: PollStatusCode | undefined, to: PollStatusCode): string {
  if (from === PollStatus.Delete) return PollMessages.deletedIsFinal;
  if (from === to) return PollMessages.alreadyInStatus(POLL_STATUSES.label(to));
  if (from === PollStatus.Completed) return PollMessages.completedOnlyByEndDate;
  if (from === PollStatus.Sent) return PollMessages.sentCannotGoBack;
  return PollMessages.notSentCannotComplete;
}

/**
 * Where each status may go by PUT /opinion_poll/{id}/status. Not yet sent (Draft, Scheduled)
 * may be sent, scheduled, moved back to Draft or deleted; Sent may be closed early (Completed,
 * also what the job does at ends_at) or deleted; Completed may only be deleted — it opens again
 * only through PUT /opinion_poll/{id}/end_date, which sets Sent with a new ends_at.
 */
export const POLL_STATUS_MACHINE = defineStatusMachine(
  POLL_STATUSES,
  {
    Draft: ['Sent', 'Scheduled', 'Delete'],
    Scheduled: ['Sent', 'Scheduled', 'Draft', 'Delete'],
    Sent: ['Completed', 'Delete'],
    Completed: ['Delete'],
  },
  { whyNot: whyNotMove },
);

// Questions as written in the form. An `id` keeps an existing question (or option) of the poll
// on edit; without one the server assigns a new id. Once sent, ids never change.

export const pollOptionBody = z.strictObject({
  id: int4Id.optional(),
  text: z
    .string({ error: PollMessages.optionRequired })
    .trim()
    .min(1, PollMessages.optionRequired)
    .max(POLL_OPTION_MAX, PollMessages.optionTooLong),
});

export const pollQuestionBody = z
  .strictObject({
    id: int4Id.optional(),
    question: z
      .string({ error: PollMessages.questionRequired })
      .trim()
      .min(1, PollMessages.questionRequired)
      .max(POLL_QUESTION_MAX, PollMessages.questionTooLong),
    type: codeOf(POLL_QUESTION_TYPES.codes, 'Question type is Radio 1 or Text 4.'),
    required: z.boolean().default(true),
    options: z.array(pollOptionBody).max(POLL_OPTIONS_MAX, PollMessages.radioOptions).default([]),
  })
  .superRefine((question, context) => {
    const count = question.options.length;
    if (question.type === PollQuestionType.Text && count > 0) {
      context.addIssue({
        code: 'custom',
        message: PollMessages.textHasNoOptions,
        path: ['options'],
      });
    }
    if (question.type === PollQuestionType.Radio) {
      if (count < POLL_OPTIONS_MIN || count > POLL_OPTIONS_MAX) {
        context.addIssue({ code: 'custom', message: PollMessages.radioOptions, path: ['options'] });
      }
      const texts = question.options.map((option) => option.text.toLowerCase());
      if (new Set(texts).size !== texts.length) {
        context.addIssue({
          code: 'custom',
          message: PollMessages.optionsRepeat,
          path: ['options'],
        });
      }
    }
  });
export type PollQuestionBody = z.input<typeof pollQuestionBody>;

/** The poll's own fields of POST and PUT /opinion_poll. */
export const pollFields = {
  poll_type: codeOf(
    POLL_TYPES.codes,
    'Poll type is SinglePoll 1 or PermittedBranchesPoll 2.',
  ).default(PollType.SinglePoll),
  /** Required to send or schedule; after now (server's clock) and after scheduled_at. */
  ends_at: isoDateTime.nullable().optional(),
  questions: z
    .array(pollQuestionBody)
    .min(1, PollMessages.questionsRequired)
    .max(POLL_QUESTIONS_MAX, PollMessages.questionsTooMany),
  /** A poll's introduction under its title; may be empty. */
  description: z.string().trim().max(5000, 'Message must be at most 5000 characters.').default(''),
};

const SENDING = [PollStatus.Sent, PollStatus.Scheduled] as readonly number[];

export const pollBody = contentBody(pollFields)
  .refine(
    (body) => !SENDING.includes(body.status as number) || !!(body as { ends_at?: unknown }).ends_at,
    { message: PollMessages.endsAtRequired, path: ['ends_at'] },
  )
  .refine(
    (body) => {
      const { ends_at, scheduled_at } = body as {
        ends_at?: string | null;
        scheduled_at?: string | null;
      };
      return !ends_at || !scheduled_at || new Date(ends_at) > new Date(scheduled_at);
    },
    { message: PollMessages.endsAtBeforeSchedule, path: ['ends_at'] },
  );
export type PollBody = z.input<typeof pollBody>;

export const pollOption = z.object({ id: z.number().int(), text: z.string() });
export const pollQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  type: z.number().int(),
  required: z.boolean(),
  options: z.array(pollOption),
});
export type PollQuestion = z.infer<typeof pollQuestion>;

/** GET /opinion_poll/{id} and the list's rows: the content item and the poll's own. */
export const pollItem = contentItem.extend({
  poll_type: z.number().int(),
  ends_at: z.string().nullable(),
  questions: z.array(pollQuestion),
  /** Recipients who answered. */
  responses_count: z.number().int(),
  /** When recipients were last buzzed (PUT …/buzz), or null. */
  last_buzzed_at: z.string().nullable(),
});
export type PollItem = z.infer<typeof pollItem>;

/** GET /opinion_poll: the content list's filters with the poll's statuses. */
export const pollListQuery = contentListQuery({
  status: codeOf(
    POLL_STATUS_FILTER_OPTIONS,
    'Filter by Sent 1, Scheduled 2, Draft 3 or Completed 4.',
  ).optional(),
  /** The authors' designations (comma list). */
  search_designation_ids: queryIdList.optional(),
  /** The authors' employee numbers, comma separated. */
  employee_number_list: searchEmployeeNumbers.optional(),
  poll_type: codeOf(
    POLL_TYPES.codes,
    'Filter by poll type SinglePoll 1 or PermittedBranchesPoll 2.',
  ).optional(),
});
export type PollListQuery = z.input<typeof pollListQuery>;

export const pollParams = contentParams;

/** PUT /opinion_poll/{id}/status. `id` is optional and must match the address when given. */
export const pollStatusBody = z.strictObject({
  id: int4Id.optional(),
  status: codeOf(
    POLL_STATUSES.codes,
    'Unknown status. Use Sent 1, Scheduled 2, Draft 3, Completed 4 or Delete -1.',
  ),
  /** A new schedule date when moving to Scheduled (else the poll's own, if in the future). */
  scheduled_at: isoDateTime.optional(),
});

/** PUT /opinion_poll/{id}/end_date: the poll becomes Sent with this end date (002 §4). */
export const pollEndDateBody = z.strictObject({ ends_at: isoDateTime });

/** PUT /opinion_poll/{id}/buzz: how many were re-notified, and when the next buzz may go. */
export const pollBuzzAnswer = z.object({
  buzzed: z.number().int(),
  next_buzz_at: z.string(),
  message: z.string(),
});

/** GET /opinion_poll/{id}/segments_reach_count: the poll's targeting, reached per segment. */
export const pollSegmentReach = z.object({
  segment_id: z.number().int(),
  segment_name: z.string(),
  /** Distinct recipients; `with_app` of them get the push (and can answer). */
  count: z.number().int(),
  with_app: z.number().int(),
});
export const pollSegmentsReachCount = z.object({
  /** The whole targeting (a recipient in two segments counts once here). */
  count: z.number().int(),
  with_app: z.number().int(),
  /** Parents' polls only; staff are not in segments (empty). */
  segments: z.array(pollSegmentReach),
});

const rate = z.number().min(0).max(1);

/** A share of the recipients who answered. `response_rate` is a fraction 0..1 (4 decimals). */
export const pollResponseShare = z.object({
  recipients: z.number().int(),
  responded: z.number().int(),
  response_rate: rate,
});
export const pollBranchResult = pollResponseShare.extend({
  branch_id: z.number().int(),
  branch_name: z.string(),
});
export const pollSegmentResult = pollResponseShare.extend({
  segment_id: z.number().int(),
  segment_name: z.string(),
});
export const pollOptionResult = z.object({
  id: z.number().int(),
  text: z.string(),
  count: z.number().int(),
  /** Percent (0..100, one decimal) of the question's answers. */
  percent: z.number().min(0).max(100),
});
export const pollQuestionResult = z.object({
  id: z.number().int(),
  question: z.string(),
  type: z.number().int(),
  /** Recipients who answered this question. */
  answered: z.number().int(),
  options: z.array(pollOptionResult),
});

/** GET /opinion_poll/{id}/results: every recipient of the poll, for whoever may read it. */
export const pollResults = pollResponseShare.extend({
  poll_id: z.number().int(),
  by_branch: z.array(pollBranchResult),
  by_segment: z.array(pollSegmentResult),
  questions: z.array(pollQuestionResult),
});
export type PollResults = z.infer<typeof pollResults>;

/** GET /opinion_poll/{id}/results/text_answers (x-total-count), newest first. */
export const pollTextAnswersQuery = z.strictObject({
  question_id: queryInt4Id,
  page: listQueryFields.page,
  limit: listQueryFields.limit,
});
export const pollTextAnswer = z.object({
  answered_at: z.string(),
  branch_name: z.string().nullable(),
  answer: z.string(),
});

/** GET /opinion_poll/export_results: one sheet per poll. No ids → 400 (002 §6). */
export const pollExportResultsQuery = z.strictObject({
  ids_list: queryIdList.optional(),
});

/** GET /opinion_poll/export_non_responded_results. */
export const pollNonRespondersQuery = z.strictObject({
  poll_id: queryInt4Id,
  /** The year whose students are listed; the poll's own when absent. */
  academic_year_id: queryInt4Id.optional(),
});

// The respondent endpoint: the parent and staff apps answer through a signed per-recipient
// link (the push carries it), not a console session. The link names the poll and a random id
// of the recipient (never their phone number) and works until the poll ends (then 409).

export const pollRespondParams = z.strictObject({
  token: z.string().min(1).max(200),
});

/** GET /opinion_poll/respond/{token}: the poll as its recipient sees it. */
export const pollForRespondent = z.object({
  poll_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
  ends_at: z.string().nullable(),
  /** Open for answers now: Sent, before ends_at, not answered yet. */
  open: z.boolean(),
  answered: z.boolean(),
  answered_at: z.string().nullable(),
  questions: z.array(pollQuestion),
});

export const pollAnswerBody = z.strictObject({
  question_id: int4Id,
  option_id: int4Id.optional(),
  text: z.string().trim().max(POLL_TEXT_ANSWER_MAX, PollMessages.answerTooLong).optional(),
});
/** POST /opinion_poll/respond/{token}. */
export const pollRespondBody = z.strictObject({
  answers: z.array(pollAnswerBody).max(POLL_QUESTIONS_MAX, PollMessages.answerTwice),
});
export const pollResponded = z.object({
  poll_id: z.number().int(),
  answered_at: z.string(),
  message: z.string(),
});

/** GET /opinion_poll/{id}/respondent_link (superusers, for support and tests). */
export const pollRespondentLinkQuery = z.strictObject({
  /** The recipient's phone number (10 digits), as the delivery addressed them. */
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Give a 10-digit mobile number.'),
});
export const pollRespondentLink = z.object({
  token: z.string(),
  /** The respondent endpoint's path under /api. */
  path: z.string(),
});
