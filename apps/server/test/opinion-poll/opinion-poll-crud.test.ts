import {
  POLL_STATUS_MACHINE,
  POLL_STATUSES,
  PollMessages,
  PollQuestionType,
  PollStatus,
  PollType,
  opinionPollEndpoints as endpoints,
  type PollItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLL_COMPLETION_JOB,
  completeEndedPolls,
} from '../../src/modules/opinion-poll/opinion-poll-completion.ts';
import { SERVER_MODULES } from '../../src/modules/registry.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callerAs, type Call } from '../messaging/content-test-kit.ts';
import type { QueryValue } from '../support/endpoint-client.ts';
import {
  RADIO,
  TEXT,
  elsewhereBranch,
  messageOf,
  minutesFromNow,
  pollBody,
  pollRunner,
  principalBranch,
  recipientsOf,
  sentPoll,
  tokenFor,
} from './opinion-poll-kit.ts';

// Polls as content items with statuses of their own: create and edit with questions, the list
// and its filters, each allowed and refused transition, scope, the end date, the completion
// job and buzz — through app.inject on a fresh database.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let staff: SignedIn;
let call: Call;
let branch: number;
let elsewhere: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  staff = await t.signIn('staff');
  call = callerAs(t, () => admin);
  branch = await principalBranch(t);
  elsewhere = await elsewhereBranch(t, branch);
});
afterAll(() => t?.close());

const create = async (overrides: Record<string, unknown> = {}, who?: SignedIn) => {
  const response = await call(endpoints.create, { body: pollBody(branch, overrides) }, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PollItem>();
};
const statusOf = async (id: number) =>
  (await t.db.execute<{ status: number }>(sql`SELECT status FROM opinion_polls WHERE id = ${id}`))
    .rows[0]!.status;

describe('creating and editing a poll', () => {
  it('saves the questions with server-assigned ids and answers the poll fields', async () => {
    const poll = await create();
    expect(poll.status).toBe(PollStatus.Draft);
    expect(poll.poll_type).toBe(PollType.SinglePoll);
    expect(poll.responses_count).toBe(0);
    expect(poll.questions.map((q) => [q.question, q.type, q.required])).toEqual([
      [RADIO.question, PollQuestionType.Radio, true],
      [TEXT.question, PollQuestionType.Text, false],
    ]);
    expect(poll.questions[0]!.options.map((o) => o.text)).toEqual([
      'Morning',
      'Evening',
      'Weekend',
    ]);
    expect(poll.questions[1]!.options).toEqual([]);
    const ids = poll.questions.flatMap((q) => [q.id, ...q.options.map((o) => o.id)]);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(poll.branch_ids).toEqual([branch]);
  });

  it('keeps the ids of questions and options given back on edit, adds and removes the rest', async () => {
    const poll = await create();
    const [radio] = poll.questions;
    const edited = await call(endpoints.update, {
      params: { id: poll.id },
      body: pollBody(branch, {
        title: 'Annual day timing (edited)',
        questions: [
          {
            id: radio!.id,
            question: 'Which time suits you?',
            type: PollQuestionType.Radio,
            options: [{ id: radio!.options[1]!.id, text: 'Evening' }, { text: 'Night' }],
          },
        ],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<PollItem>();
    expect(after.title).toBe('Annual day timing (edited)');
    expect(after.questions).toHaveLength(1);
    expect(after.questions[0]!.id).toBe(radio!.id);
    expect(after.questions[0]!.options[0]!.id).toBe(radio!.options[1]!.id);
    expect(after.questions[0]!.options.map((o) => o.text)).toEqual(['Evening', 'Night']);
    const left = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM poll_questions WHERE poll_id = ${poll.id}`,
    );
    expect(left.rows[0]!.n).toBe(1);
  });

  it("refuses another poll's question id, and changes nothing", async () => {
    const mine = await create();
    const other = await create();
    const response = await call(endpoints.update, {
      params: { id: mine.id },
      body: pollBody(branch, {
        title: 'Taken',
        questions: [{ ...RADIO, id: other.questions[0]!.id }],
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(PollMessages.questionNotInPoll(other.questions[0]!.id));
    const again = (await call(endpoints.detail, { params: { id: mine.id } })).json<PollItem>();
    expect(again.title).toBe(mine.title);
    expect(again.questions.map((q) => q.id)).toEqual(mine.questions.map((q) => q.id));
  });

  it.each([
    [{ questions: [] }, PollMessages.questionsRequired],
    [{ questions: Array.from({ length: 21 }, () => TEXT) }, PollMessages.questionsTooMany],
    [{ questions: [{ ...RADIO, question: ' ' }] }, PollMessages.questionRequired],
    [{ questions: [{ ...RADIO, question: 'x'.repeat(501) }] }, PollMessages.questionTooLong],
    [{ questions: [{ ...RADIO, options: [{ text: 'Only' }] }] }, PollMessages.radioOptions],
    [
      {
        questions: [
          { ...RADIO, options: Array.from({ length: 11 }, (_, i) => ({ text: `${i}` })) },
        ],
      },
      PollMessages.radioOptions,
    ],
    [
      { questions: [{ ...TEXT, options: [{ text: 'a' }, { text: 'b' }] }] },
      PollMessages.textHasNoOptions,
    ],
    [
      { questions: [{ ...RADIO, options: [{ text: 'a' }, { text: '' }] }] },
      PollMessages.optionRequired,
    ],
    [
      { questions: [{ ...RADIO, options: [{ text: 'a' }, { text: 'x'.repeat(201) }] }] },
      PollMessages.optionTooLong,
    ],
    [
      { questions: [{ ...RADIO, options: [{ text: 'Same' }, { text: 'same' }] }] },
      PollMessages.optionsRepeat,
    ],
    [{ status: PollStatus.Sent, ends_at: null }, PollMessages.endsAtRequired],
    [
      {
        status: PollStatus.Scheduled,
        scheduled_at: minutesFromNow(120),
        ends_at: minutesFromNow(60),
      },
      PollMessages.endsAtBeforeSchedule,
    ],
    [{ status: PollStatus.Sent, ends_at: minutesFromNow(-5) }, PollMessages.endsAtInPast],
  ])('refuses %j with its message and creates nothing', async (overrides, message) => {
    const before = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM opinion_polls`,
    );
    const response = await call(endpoints.create, { body: pollBody(branch, overrides) });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(message);
    const after = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM opinion_polls`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('makes a PermittedBranchesPoll reach every branch of its author, not its targeting', async () => {
    const poll = await create({ poll_type: PollType.PermittedBranchesPoll }, principal);
    expect(poll.targeting.target_method).toBe('all');
    expect(poll.targeting.branch_ids).toBeUndefined();
    // The principal's scope is their own branch.
    expect(poll.branch_ids).toEqual([branch]);
  });

  it('refuses editing the questions once sent', async () => {
    const poll = await sentPoll(t, call, pollBody(branch));
    const response = await call(endpoints.update, {
      params: { id: poll.id },
      body: pollBody(branch, { title: 'Late' }),
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(PollMessages.sentCannotBeEdited);
  });
});

describe('the poll status machine', () => {
  // Every (from, to) pair among the poll's codes: allowed ones move, the rest are refused with
  // the machine's own words and leave the poll as it was.
  const codes = POLL_STATUSES.codes.filter((code) => code !== PollStatus.Delete);
  const reach = async (status: number): Promise<number> => {
    if (status === PollStatus.Draft) return (await create()).id;
    if (status === PollStatus.Scheduled) {
      return (await create({ status: PollStatus.Scheduled, scheduled_at: minutesFromNow(60) })).id;
    }
    const sent = await create({ status: PollStatus.Sent });
    if (status === PollStatus.Completed) {
      const closed = await call(endpoints.status, {
        params: { id: sent.id },
        body: {
          status: PollStatus.Completed,
        },
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    return sent.id;
  };
  for (const from of codes) {
    for (const to of [...codes, PollStatus.Delete]) {
      const allowed = POLL_STATUS_MACHINE.canMove(from, to);
      it(`${POLL_STATUSES.label(from)} → ${POLL_STATUSES.label(to)}: ${allowed ? 'moves' : 'refused'}`, async () => {
        const id = await reach(from);
        const body =
          to === PollStatus.Scheduled
            ? { status: to, scheduled_at: minutesFromNow(90) }
            : { status: to };
        const response = await call(endpoints.status, { params: { id }, body });
        if (allowed) {
          expect(response.statusCode, response.body).toBe(to === PollStatus.Delete ? 204 : 200);
          if (to !== PollStatus.Delete) expect(await statusOf(id)).toBe(to);
          else expect(await statusOf(id)).toBe(PollStatus.Delete);
        } else {
          expect(response.statusCode).toBe(409);
          expect(messageOf(response)).toBe(POLL_STATUS_MACHINE.refusal(from, to));
          expect(await statusOf(id)).toBe(from);
        }
      });
    }
  }

  it('refuses the content statuses polls do not have (Hidden 0)', async () => {
    const poll = await create();
    const response = await call(endpoints.status, { params: { id: poll.id }, body: { status: 0 } });
    expect(response.statusCode).toBe(422);
    expect(await statusOf(poll.id)).toBe(PollStatus.Draft);
  });

  it('says why: sent polls only close, completed ones open by a new end date', () => {
    expect(POLL_STATUS_MACHINE.refusal(PollStatus.Sent, PollStatus.Draft)).toBe(
      PollMessages.sentCannotGoBack,
    );
    expect(POLL_STATUS_MACHINE.refusal(PollStatus.Completed, PollStatus.Sent)).toBe(
      PollMessages.completedOnlyByEndDate,
    );
    expect(POLL_STATUS_MACHINE.refusal(PollStatus.Draft, PollStatus.Completed)).toBe(
      PollMessages.notSentCannotComplete,
    );
    expect(POLL_STATUSES.label(PollStatus.Sent)).toBe('Sent');
    expect(POLL_STATUSES.label(PollStatus.Completed)).toBe('Completed');
  });

  it('refuses scheduling a poll by the status call after its end date', async () => {
    const poll = await create({ ends_at: minutesFromNow(60) });
    const response = await call(endpoints.status, {
      params: { id: poll.id },
      body: {
        status: PollStatus.Scheduled,
        scheduled_at: minutesFromNow(120),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(PollMessages.endsAtBeforeSchedule);
    expect(await statusOf(poll.id)).toBe(PollStatus.Draft);
  });

  it('refuses sending a draft without an end date by the status call', async () => {
    const poll = await create({ ends_at: null });
    const response = await call(endpoints.status, {
      params: { id: poll.id },
      body: { status: PollStatus.Sent },
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(PollMessages.endsAtRequired);
    expect(await statusOf(poll.id)).toBe(PollStatus.Draft);
  });
});

describe('scope', () => {
  it("answers 404 for another branch's poll on every call, and 403 without the permission", async () => {
    const theirs = await create({ branch_ids: [elsewhere] });
    const id = theirs.id;
    const calls = [
      call(endpoints.detail, { params: { id } }, principal),
      call(endpoints.update, { params: { id }, body: pollBody(branch) }, principal),
      call(endpoints.remove, { params: { id } }, principal),
      call(endpoints.status, { params: { id }, body: { status: PollStatus.Sent } }, principal),
      call(endpoints.endDate, { params: { id }, body: { ends_at: minutesFromNow(60) } }, principal),
      call(endpoints.buzz, { params: { id } }, principal),
      call(endpoints.segmentsReachCount, { params: { id } }, principal),
      call(endpoints.results, { params: { id } }, principal),
      call(
        endpoints.textAnswers,
        { params: { id }, query: { question_id: theirs.questions[1]!.id } },
        principal,
      ),
      call(endpoints.exportResults, { query: { ids_list: id } }, principal),
      call(endpoints.exportNonResponders, { query: { poll_id: id } }, principal),
    ];
    for (const response of await Promise.all(calls))
      expect(response.statusCode, response.body).toBe(404);
    expect(await statusOf(id)).toBe(PollStatus.Draft);
    const list = await call(endpoints.list, { query: { limit: 500 } }, principal);
    expect(list.json<PollItem[]>().map((p) => p.id)).not.toContain(id);
    expect((await call(endpoints.list, {}, staff)).statusCode).toBe(403);
    expect(
      (
        await call(
          endpoints.respondentLink,
          { params: { id }, query: { mobile: '9000000001' } },
          principal,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('the list', () => {
  it('filters by status, branch, dates, self, segment, author name, designation, employee number and global id', async () => {
    await t.db.execute(sql`DELETE FROM opinion_polls`);
    const mine = await create({ title: 'Principal draft', segment_ids: [3] }, principal);
    const sent = await create({ title: 'Admin sent', status: PollStatus.Sent, segment_ids: [3] });
    const other = await create({ title: 'Elsewhere', branch_ids: [elsewhere], segment_ids: [2] });
    const author = await t.db.execute<{
      designation_id: number;
      employee_number: number;
      global_employee_id: string;
      first_name: string;
    }>(sql`
      SELECT st.designation_id, st.employee_number, st.global_employee_id, st.first_name
      FROM users u JOIN staff st ON st.id = u.staff_id WHERE u.username = 'principal'`);
    const p = author.rows[0]!;
    const ids = async (query: Record<string, QueryValue>, who: SignedIn = admin) => {
      const response = await call(endpoints.list, { query }, who);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<PollItem[]>();
      expect(Number(response.headers['x-total-count'])).toBe(rows.length);
      return rows.map((row) => row.id).sort((a, b) => a - b);
    };
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({})).toEqual([mine.id, sent.id, other.id]);
    expect(await ids({ status: PollStatus.Sent })).toEqual([sent.id]);
    expect(await ids({ status: PollStatus.Draft })).toEqual([mine.id, other.id]);
    expect(await ids({ branch_ids: elsewhere })).toEqual([other.id]);
    expect(await ids({ from_date: today, to_date: today })).toEqual([mine.id, sent.id, other.id]);
    expect(await ids({ from_date: '2001-01-01', to_date: '2001-01-02' })).toEqual([]);
    expect(await ids({ self_only: true }, principal)).toEqual([mine.id]);
    expect(await ids({ segment_name_list: 'College' })).toEqual([other.id]);
    expect(await ids({ search_name: p.first_name })).toEqual([mine.id]);
    expect(await ids({ search_designation_ids: p.designation_id })).toEqual([mine.id]);
    expect(await ids({ employee_number_list: p.employee_number })).toEqual([mine.id]);
    expect(await ids({ global_employee_id_list: p.global_employee_id })).toEqual([mine.id]);
    expect(await ids({ employee_number_list: '99999999999' })).toEqual([]);
    expect(await ids({ poll_type: PollType.SinglePoll })).toEqual([mine.id, sent.id, other.id]);
    const page = await call(endpoints.list, { query: { page: 2, limit: 2 } });
    expect(page.json<PollItem[]>()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
    const bad = await call(endpoints.list, { query: { status: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(messageOf(bad)).toBe('Filter by Sent 1, Scheduled 2, Draft 3 or Completed 4.');
  });

  it('exports opinion-polls.csv with the poll statuses in words', async () => {
    const response = await call(endpoints.list, { query: { export: true } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('opinion-polls.csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toContain('Poll type');
    expect(lines[0]).toContain('Responses');
    expect(lines.slice(1).some((line) => line.includes(',Sent,'))).toBe(true);
    expect(lines.slice(1).some((line) => line.includes(',Active,'))).toBe(false);
  });
});

describe('end date, completion and buzz', () => {
  it('gives a sent or completed poll a new end date and makes it Sent; refuses drafts and past dates', async () => {
    const poll = await sentPoll(t, call, pollBody(branch));
    await call(endpoints.status, {
      params: { id: poll.id },
      body: { status: PollStatus.Completed },
    });
    const endsAt = minutesFromNow(600);
    const reopened = await call(endpoints.endDate, {
      params: { id: poll.id },
      body: { ends_at: endsAt },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<PollItem>().status).toBe(PollStatus.Sent);
    expect(new Date(reopened.json<PollItem>().ends_at!).getTime()).toBe(new Date(endsAt).getTime());

    const past = await call(endpoints.endDate, {
      params: { id: poll.id },
      body: {
        ends_at: minutesFromNow(-1),
      },
    });
    expect(past.statusCode).toBe(422);
    expect(messageOf(past)).toBe(PollMessages.endsAtInPast);

    const draft = await create();
    const refused = await call(endpoints.endDate, {
      params: { id: draft.id },
      body: { ends_at: endsAt },
    });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(PollMessages.endDateNotSent);
    expect(await statusOf(draft.id)).toBe(PollStatus.Draft);
  });

  it('completes sent polls past their end date, once, and leaves the others', async () => {
    const ended = await sentPoll(t, call, pollBody(branch));
    const running = await sentPoll(t, call, pollBody(branch));
    const draft = await create();
    await t.db.execute(sql`
      UPDATE opinion_polls SET ends_at = now() - interval '1 minute'
      WHERE id IN (${ended.id}, ${draft.id})`);
    expect(await completeEndedPolls(t.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ended.id)).toBe(PollStatus.Completed);
    expect(await statusOf(running.id)).toBe(PollStatus.Sent);
    expect(await statusOf(draft.id)).toBe(PollStatus.Draft);
    expect(await completeEndedPolls(t.db)).toBe(0);
    // The server runs it every minute, as the module's recurring job.
    const module = SERVER_MODULES.find((one) => one.id === 'opinion-poll')!;
    const jobs = module.recurringJobs!(t.app.services);
    expect(jobs.map((job) => [job.kind, job.cron])).toEqual([[POLL_COMPLETION_JOB, '* * * * *']]);
  });

  it('buzzes only the recipients who have not answered, once per interval', async () => {
    const poll = await sentPoll(t, call, pollBody(branch));
    const everyone = await recipientsOf(t, poll.id);
    expect(everyone.length).toBeGreaterThan(3);
    const answered = everyone.slice(0, 2);
    await t.db.execute(sql`
      UPDATE poll_recipients SET answered = true
      WHERE poll_id = ${poll.id} AND recipient_key = ANY(${sql.param(answered)}::bigint[])`);
    const buzz = await call(endpoints.buzz, { params: { id: poll.id } });
    expect(buzz.statusCode, buzz.body).toBe(200);
    expect(buzz.json<{ buzzed: number }>().buzzed).toBe(everyone.length - 2);
    await pollRunner(t).runUntilIdle();
    const pushed = await t.db.execute<{ target: string; data: Record<string, string> }>(sql`
      SELECT target, data FROM push_outbox WHERE purpose = ${`opinion_poll_buzz:${poll.id}`}`);
    const reminded = pushed.rows
      .map((row) => Number(row.target.replace(/^parent_/, '')))
      .sort((a, b) => a - b);
    expect(reminded).toEqual(everyone.slice(2));
    // Each reminder carries the recipient's own answer link (their random link id, no number).
    const links = await Promise.all(everyone.slice(2).map((key) => tokenFor(t, poll.id, key)));
    expect(pushed.rows.map((row) => row.data.poll_token).sort()).toEqual(links.sort());

    const again = await call(endpoints.buzz, { params: { id: poll.id } });
    expect(again.statusCode).toBe(409);
    const next = buzz.json<{ next_buzz_at: string }>().next_buzz_at;
    expect(messageOf(again)).toBe(PollMessages.buzzTooSoon(next));
    expect(new Date(next).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    // After the interval a buzz goes again.
    await t.db.execute(
      sql`UPDATE opinion_polls SET last_buzzed_at = now() - interval '61 minutes' WHERE id = ${poll.id}`,
    );
    expect((await call(endpoints.buzz, { params: { id: poll.id } })).statusCode).toBe(200);

    const draft = await create();
    const notSent = await call(endpoints.buzz, { params: { id: draft.id } });
    expect(notSent.statusCode).toBe(409);
    expect(messageOf(notSent)).toBe(PollMessages.buzzNotSent);
  });

  it('answers the reach of the targeting per segment', async () => {
    const poll = await create();
    const response = await call(endpoints.segmentsReachCount, { params: { id: poll.id } });
    expect(response.statusCode, response.body).toBe(200);
    const reach = response.json<{
      count: number;
      with_app: number;
      segments: { count: number }[];
    }>();
    const expected = await t.db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT recipient_key)::int AS n FROM students
      WHERE branch_id = ${branch} AND academic_year_id = 20 AND status = 1 AND recipient_key IS NOT NULL`);
    expect(reach.count).toBe(expected.rows[0]!.n);
    expect(reach.segments.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThanOrEqual(reach.count);
  });
});
