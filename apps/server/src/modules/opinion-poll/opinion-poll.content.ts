import {
  INT4_MAX,
  POLL_TYPES,
  PollMessages,
  PollStatus,
  PollType,
  type pollBody,
  type pollListQuery,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isoText, labelOf } from '../../platform/engines/content/content-labels.ts';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';
import { isoTimestamp, selected } from '../../platform/kit/lists/list-query.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { opinionPollKind } from './opinion-poll.kind.ts';
import { questionsAnswer, saveQuestions } from './opinion-poll-questions.ts';

type PollBody = z.output<typeof pollBody>;
type PollQuery = z.output<typeof pollListQuery>;

const numbers = (list: string | undefined) =>
  list
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);

/**
 * Why a poll cannot be sent or scheduled as it stands: it needs an end date in the future and
 * after its schedule date. Given the body on create and edit, the stored poll on the status
 * call.
 */
export function pollSendRefusal(fields: Record<string, unknown>): string | null {
  const endsAt = fields.ends_at as string | null | undefined;
  if (!endsAt) return PollMessages.endsAtRequired;
  const end = new Date(endsAt).getTime();
  if (end <= Date.now()) return PollMessages.endsAtInPast;
  const scheduledAt = fields.scheduled_at as string | null | undefined;
  const scheduling = fields.status === PollStatus.Scheduled;
  if (scheduling && scheduledAt && end <= new Date(scheduledAt).getTime()) {
    return PollMessages.endsAtBeforeSchedule;
  }
  return null;
}

/**
 * PollType PermittedBranchesPoll: the poll goes to its audience in every branch its author may
 * reach, so the targeting's locations (states, districts, branches) are not used; a SinglePoll
 * goes where its targeting says (DECISIONS.md "Poll types").
 */
function permittedBranches(body: PollBody): PollBody {
  if (body.poll_type !== PollType.PermittedBranchesPoll) return body;
  const { state_ids: _states, district_ids: _districts, branch_ids: _branches, ...rest } = body;
  return { ...rest, target_method: 'all' };
}

/** Opinion polls (002 §7) on the content engine: the poll's own fields, filters and rules. */
export const opinionPollContent: ContentModule<PollBody, PollQuery> = {
  kind: opinionPollKind,
  extra: {
    normalize: permittedBranches,
    answer: {
      poll_type: sql`c.poll_type`,
      ends_at: isoTimestamp(sql`c.ends_at`),
      questions: questionsAnswer,
      responses_count: sql`c.responses_count`,
      last_buzzed_at: isoTimestamp(sql`c.last_buzzed_at`),
    },
    exportColumns: {
      'Poll type': labelOf(sql`c.poll_type`, POLL_TYPES.labels),
      'Ends at': isoText(sql`c.ends_at`),
      Questions: sql`(SELECT count(*) FROM poll_questions q WHERE q.poll_id = c.id)`,
      Responses: sql`c.responses_count`,
    },
    columns: (body) => ({
      poll_type: sql`${body.poll_type}`,
      ends_at: body.ends_at ? sql`${body.ends_at}::timestamptz` : sql`NULL`,
    }),
    filters: (query) => {
      const designations = selected(query.search_designation_ids);
      const employeeNumbers = numbers(query.employee_number_list);
      return [
        designations && sql`st.designation_id = ANY(${intArray(designations)})`,
        // A number beyond the column's range matches nothing (rather than failing the cast).
        employeeNumbers &&
          employeeNumbers.length > 0 &&
          sql`st.employee_number = ANY(${intArray(employeeNumbers.filter((n) => n <= INT4_MAX))})`,
        query.poll_type !== undefined && sql`c.poll_type = ${query.poll_type}`,
      ];
    },
    sendRefusal: pollSendRefusal,
    afterSave: (tx, pollId, body) => saveQuestions(tx, pollId, body.questions),
  },
};
