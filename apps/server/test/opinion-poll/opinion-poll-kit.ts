import {
  PollQuestionType,
  PollStatus,
  opinionPollEndpoints as endpoints,
  type PollItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { SERVER_MODULES } from '../../src/modules/registry.ts';
import { signRespondentToken } from '../../src/modules/opinion-poll/opinion-poll-token.ts';
import { appJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import type { JobRunner } from '../../src/platform/core/jobs/job-runner.ts';
import type { TestApp } from '../harness.ts';
import { recordingChannels } from '../support/delivery-kit.ts';
import { REGISTERED_KINDS } from '../support/content-kinds.ts';
import { firstError, type Call } from '../messaging/content-test-kit.ts';

// What the poll tests share: a valid body, a sent poll, the job runner that sends polls and
// buzzes, and recipients' answer links (their random link ids, signed with the server's own
// function and secret, as the push carries them).

export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

export const RADIO = {
  question: 'Which time suits you best?',
  type: PollQuestionType.Radio,
  options: [{ text: 'Morning' }, { text: 'Evening' }, { text: 'Weekend' }],
};
export const TEXT = { question: 'Anything else?', type: PollQuestionType.Text, required: false };

/** A draft poll to the students of a branch, unless overridden. */
export function pollBody(branchId: number, overrides: Record<string, unknown> = {}) {
  return {
    user_type: 'student',
    target_method: 'branch',
    branch_ids: [branchId],
    title: 'Annual day timing',
    description: 'Help us choose.',
    status: PollStatus.Draft,
    ends_at: minutesFromNow(60 * 24),
    questions: [RADIO, TEXT],
    ...overrides,
  };
}

/** The answer's message (a 422's first field message when it has fields). */
export const messageOf = firstError;

/** A runner for the poll's jobs: delivery (with the answer links) and buzz. */
export function pollRunner(t: TestApp): JobRunner {
  const poll = SERVER_MODULES.find((module) => module.id === 'opinion-poll')!;
  return appJobRunner({
    db: t.db,
    channels: recordingChannels(t.db),
    batchSize: 100,
    contentKinds: REGISTERED_KINDS,
    signingSecret: t.app.services.signingSecret,
    moduleJobs: poll.jobs!(t.app.services),
    pollMs: 20,
    leaseMs: 5_000,
    retryDelayMs: () => 0,
  });
}

/** Creates a poll through the API and, when sent, delivers it; answers the poll. */
export async function sentPoll(
  t: TestApp,
  call: Call,
  body: Record<string, unknown>,
): Promise<PollItem> {
  const created = await call(endpoints.create, { body: { ...body, status: PollStatus.Sent } });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  await pollRunner(t).runUntilIdle();
  return (await call(endpoints.detail, { params: { id: created.answer().id } })).answer();
}

/** The recipient keys of a poll, in order (answered or not). */
export async function recipientsOf(t: TestApp, pollId: number, answered?: boolean) {
  const result = await t.db.execute<{ recipient_key: string }>(sql`
    SELECT recipient_key::text FROM poll_recipients WHERE poll_id = ${pollId}
    ${answered === undefined ? sql`` : sql`AND answered = ${answered}`}
    ORDER BY recipient_key`);
  return result.rows.map((row) => Number(row.recipient_key));
}

/** A link to a poll naming `linkId`, signed with the server's own function and secret. */
export const linkToken = (t: TestApp, pollId: number, linkId: string) =>
  signRespondentToken(t.app.services.signingSecret, { pollId, linkId });

/** A recipient's answer link, as their push carries it: their row's random link id, signed. */
export async function tokenFor(t: TestApp, pollId: number, recipientKey: number): Promise<string> {
  const found = await t.db.execute<{ link_id: string }>(sql`
    SELECT link_id::text FROM poll_recipients
    WHERE poll_id = ${pollId} AND recipient_key = ${recipientKey}`);
  const linkId = found.rows[0]?.link_id;
  if (!linkId) throw new Error(`${recipientKey} is not a recipient of poll ${pollId}`);
  return linkToken(t, pollId, linkId);
}

export async function principalBranch(t: TestApp): Promise<number> {
  const result = await t.db.execute<{ branch_id: number }>(sql`
    SELECT st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username = 'principal'`);
  return result.rows[0]!.branch_id;
}

/** An active campus with students outside the principal's and zonal's scopes. */
export async function elsewhereBranch(t: TestApp, not: number): Promise<number> {
  const result = await t.db.execute<{ id: number }>(sql`
    SELECT b.id FROM branches b
    WHERE b.status = 1 AND b.state_id <> (SELECT state_id FROM branches WHERE id = ${not})
      AND EXISTS (SELECT 1 FROM students s WHERE s.branch_id = b.id AND s.status = 1)
    ORDER BY b.id DESC LIMIT 1`);
  return result.rows[0]!.id;
}

/** Answers the radio question of a poll (its first) with its option `index`. */
export function radioAnswer(poll: PollItem, index: number) {
  const question = poll.questions[0]!;
  return { question_id: question.id, option_id: question.options[index]!.id };
}
