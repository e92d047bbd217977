import {
  PollMessages,
  PollStatus,
  groupDateTime,
  opinionPollEndpoints as endpoints,
  type PollItem,
  type PollResults,
} from '@console/contract';
import { createHmac, randomUUID } from 'node:crypto';
import { workbookOf } from '../support/xlsx.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callerAs, type Call } from '../messaging/content-test-kit.ts';
import { callApi, urlOf } from '../support/endpoint-client.ts';
import {
  TEXT,
  RADIO,
  linkToken,
  messageOf,
  minutesFromNow,
  pollBody,
  principalBranch,
  radioAnswer,
  recipientsOf,
  sentPoll,
  tokenFor,
} from './opinion-poll-kit.ts';

// Answers through the respondent endpoint (the apps' signed links), the results against
// independent counts, text answers, and the two workbooks read back with ExcelJS.

let t: TestApp;
let admin: SignedIn;
let call: Call;
let branch: number;
let poll: PollItem;
let recipients: number[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  call = callerAs(t, () => admin);
  branch = await principalBranch(t);
  poll = await sentPoll(t, call, pollBody(branch));
  recipients = await recipientsOf(t, poll.id);
});
afterAll(() => t?.close());

const respond = async (pollId: number, key: number, answers: unknown[]) =>
  callApi(t, endpoints.respond, {
    params: { token: await tokenFor(t, pollId, key) },
    body: { answers },
  });

describe('sending a poll', () => {
  it('reaches each phone number with the app once, with its answer link in the push', async () => {
    const expected = await t.db.execute<{ recipient_key: string }>(sql`
      SELECT recipient_key::text FROM students
      WHERE branch_id = ${branch} AND academic_year_id = 20 AND status = 1
        AND recipient_key IS NOT NULL
      GROUP BY recipient_key HAVING bool_or(parent_app_version IS NOT NULL)
      ORDER BY recipient_key`);
    expect(recipients).toEqual(expected.rows.map((row) => Number(row.recipient_key)));
    expect(poll.delivery.recipients).toBe(recipients.length);
    const pushes = await t.db.execute<{ data: Record<string, string>; body: string }>(
      sql`SELECT data, body FROM push_outbox WHERE purpose = ${`opinion_poll:${poll.id}`}`,
    );
    expect(pushes.rows).toHaveLength(recipients.length);
    expect(new Set(pushes.rows.map((row) => row.body))).toEqual(new Set(['Help us choose.']));
    const tokens = pushes.rows.map((row) => row.data.poll_token).sort();
    expect(tokens).toEqual(
      (await Promise.all(recipients.map((key) => tokenFor(t, poll.id, key)))).sort(),
    );
  });

  it("names no phone number in a push's answer link, only the recipient's random link id", async () => {
    const pushes = await t.db.execute<{ target: string; data: Record<string, string> }>(
      sql`SELECT target, data FROM push_outbox WHERE purpose = ${`opinion_poll:${poll.id}`}`,
    );
    expect(pushes.rows.length).toBeGreaterThan(0);
    for (const { target, data } of pushes.rows) {
      const mobile = target.replace(/^\D+/, '');
      expect(data.poll_token).toMatch(new RegExp(`^${poll.id}\\.[0-9a-f-]{36}\\.[\\w-]{43}$`));
      expect(data.poll_token).not.toContain(mobile);
      expect(data.respond_path).toBe(urlOf(endpoints.respondForm, { token: data.poll_token! }));
    }
  });

  it('pushes an invitation to answer when the poll has no introduction', async () => {
    const bare = await sentPoll(t, call, pollBody(branch, { description: '' }));
    const bodies = await t.db.execute<{ body: string }>(
      sql`SELECT DISTINCT body FROM push_outbox WHERE purpose = ${`opinion_poll:${bare.id}`}`,
    );
    expect(bodies.rows.map((row) => row.body)).toEqual([PollMessages.pushInvitation]);
  });

  it('gives a superuser the link of a recipient by phone number; 404 for a stranger', async () => {
    const key = recipients[0]!;
    const mobile = String(key).padStart(10, '0');
    const link = await call(endpoints.respondentLink, {
      params: { id: poll.id },
      query: { mobile },
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<{ token: string }>().token).toBe(await tokenFor(t, poll.id, key));
    expect(link.json<{ token: string }>().token).not.toContain(String(key));
    const stranger = await call(endpoints.respondentLink, {
      params: { id: poll.id },
      query: { mobile: '1234500000' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(messageOf(stranger)).toBe(PollMessages.notRecipient);
  });
});

describe('the respondent endpoint', () => {
  it('shows the poll to its recipient, open and not answered', async () => {
    const form = await callApi(t, endpoints.respondForm, {
      params: { token: await tokenFor(t, poll.id, recipients[0]!) },
    });
    expect(form.statusCode, form.body).toBe(200);
    const body = form.json<{ open: boolean; answered: boolean; questions: unknown[] }>();
    expect(body.open).toBe(true);
    expect(body.answered).toBe(false);
    expect(body.questions).toEqual(poll.questions);
  });

  it('records an answer once: the second is 409 and changes nothing', async () => {
    const key = recipients[0]!;
    const first = await respond(poll.id, key, [
      radioAnswer(poll, 1),
      { question_id: poll.questions[1]!.id, text: 'Parking please' },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ message: string }>().message).toBe(PollMessages.answered);
    const second = await respond(poll.id, key, [radioAnswer(poll, 0)]);
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(PollMessages.alreadyAnswered);
    const stored = await t.db.execute<{ option_id: number | null }>(sql`
      SELECT option_id FROM poll_answers WHERE poll_id = ${poll.id} AND recipient_key = ${key}
        AND question_id = ${poll.questions[0]!.id}`);
    expect(stored.rows).toEqual([{ option_id: poll.questions[0]!.options[1]!.id }]);
    const form = await callApi(t, endpoints.respondForm, {
      params: { token: await tokenFor(t, poll.id, key) },
    });
    expect(form.json<{ answered: boolean; open: boolean }>()).toMatchObject({
      answered: true,
      open: false,
    });
  });

  it('takes one of two simultaneous answers of a recipient and refuses the other', async () => {
    const key = recipients[1]!;
    const [a, b] = await Promise.all([
      respond(poll.id, key, [radioAnswer(poll, 0)]),
      respond(poll.id, key, [radioAnswer(poll, 2)]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM poll_responses WHERE poll_id = ${poll.id} AND recipient_key = ${key}`);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('refuses forged, foreign and malformed links, and the old links that named a phone number', async () => {
    const forged = `${(await tokenFor(t, poll.id, recipients[2]!)).slice(0, -2)}AA`;
    // The form links had before: the phone number in the clear, signed as the server signed it.
    const phonePayload = `${poll.id}.${recipients[2]}`;
    const phoneLink = `${phonePayload}.${createHmac('sha256', t.app.services.signingSecret)
      .update(`opinion_poll.respond:${phonePayload}`)
      .digest('base64url')}`;
    for (const token of [
      forged,
      'not-a-token-at-all',
      `${poll.id}.${recipients[2]}.${'x'.repeat(43)}`,
      phoneLink,
    ]) {
      const response = await callApi(t, endpoints.respond, {
        params: { token },
        body: {
          answers: [radioAnswer(poll, 0)],
        },
      });
      expect(response.statusCode).toBe(401);
      expect(messageOf(response)).toBe(PollMessages.invalidLink);
    }
    // Signed, but naming nobody the poll was sent to.
    const stranger = await callApi(t, endpoints.respond, {
      params: { token: linkToken(t, poll.id, randomUUID()) },
      body: { answers: [radioAnswer(poll, 0)] },
    });
    expect(stranger.statusCode).toBe(403);
    expect(messageOf(stranger)).toBe(PollMessages.notRecipient);
    const someone = (await tokenFor(t, poll.id, recipients[2]!)).split('.')[1]!;
    const missing = await callApi(t, endpoints.respond, {
      params: { token: linkToken(t, 2_000_000_000, someone) },
      body: { answers: [radioAnswer(poll, 0)] },
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [
      'a missing required answer',
      () => [{ question_id: poll.questions[1]!.id, text: 'Only text' }],
      () => PollMessages.chooseOption(RADIO.question),
    ],
    [
      'an option of another question',
      () => [{ question_id: poll.questions[0]!.id, option_id: 999_999 }],
      () => PollMessages.optionNotOfQuestion,
    ],
    [
      'a question not in the poll',
      () => [radioAnswer(poll, 0), { question_id: 999_999, text: 'x' }],
      () => PollMessages.unknownQuestion,
    ],
    [
      'a question answered twice',
      () => [radioAnswer(poll, 0), radioAnswer(poll, 1)],
      () => PollMessages.answerTwice,
    ],
    [
      'text on a single-choice question',
      () => [{ ...radioAnswer(poll, 0), text: 'words' }],
      () => PollMessages.textOnRadio,
    ],
  ])('refuses %s with 422 and records nothing', async (_name, answers, message) => {
    const key = recipients[3]!;
    const response = await respond(poll.id, key, answers());
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(message());
    const rows = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM poll_responses WHERE poll_id = ${poll.id} AND recipient_key = ${key}`);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('expires a link with its poll: ended by date or closed it answers 409 ended, deleted 404; a new end date revives it', async () => {
    const running = await sentPoll(t, call, pollBody(branch));
    const link = await tokenFor(t, running.id, (await recipientsOf(t, running.id))[0]!);
    const read = () => callApi(t, endpoints.respondForm, { params: { token: link } });
    expect((await read()).statusCode).toBe(200);
    await t.db.execute(
      sql`UPDATE opinion_polls SET ends_at = now() - interval '1 second' WHERE id = ${running.id}`,
    );
    const pastEnd = await read();
    expect(pastEnd.statusCode).toBe(409);
    expect(messageOf(pastEnd)).toBe(PollMessages.pollEnded);
    const moved = await call(endpoints.endDate, {
      params: { id: running.id },
      body: {
        ends_at: minutesFromNow(60),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read()).json<{ open: boolean }>().open).toBe(true);
    const closed = await call(endpoints.status, {
      params: { id: running.id },
      body: {
        status: PollStatus.Completed,
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(messageOf(await read())).toBe(PollMessages.pollEnded);
    expect((await call(endpoints.remove, { params: { id: running.id } })).statusCode).toBe(204);
    expect((await read()).statusCode).toBe(404);
  });

  it('refuses answers after the end, and to a poll not sent or completed', async () => {
    const late = await sentPoll(t, call, pollBody(branch));
    const key = (await recipientsOf(t, late.id))[0]!;
    await t.db.execute(
      sql`UPDATE opinion_polls SET ends_at = now() - interval '1 second' WHERE id = ${late.id}`,
    );
    const ended = await respond(late.id, key, [radioAnswer(late, 0)]);
    expect(ended.statusCode).toBe(409);
    expect(messageOf(ended)).toBe(PollMessages.pollEnded);
    await t.db.execute(
      sql`UPDATE opinion_polls SET status = ${PollStatus.Completed} WHERE id = ${late.id}`,
    );
    expect(messageOf(await respond(late.id, key, [radioAnswer(late, 0)]))).toBe(
      PollMessages.pollEnded,
    );
    // The link expired with the poll: reading it says so, and shows nothing of the poll.
    const form = await callApi(t, endpoints.respondForm, {
      params: { token: await tokenFor(t, late.id, key) },
    });
    expect(form.statusCode).toBe(409);
    expect(form.json()).toEqual({
      message: PollMessages.pollEnded,
      request_id: expect.any(String),
    });
    await t.db.execute(
      sql`UPDATE opinion_polls SET status = ${PollStatus.Scheduled}, ends_at = now() + interval '1 day' WHERE id = ${late.id}`,
    );
    const notOpen = await respond(late.id, key, [radioAnswer(late, 0)]);
    expect(notOpen.statusCode).toBe(409);
    expect(messageOf(notOpen)).toBe(PollMessages.pollNotOpen);
    const counted = await t.db.execute<{ responses_count: number }>(
      sql`SELECT responses_count FROM opinion_polls WHERE id = ${late.id}`,
    );
    expect(counted.rows[0]!.responses_count).toBe(0);
  });
});

describe('results', () => {
  let results: PollResults;
  beforeAll(async () => {
    // Answers from about 40% of recipients, spread over the options.
    for (const [index, key] of recipients.entries()) {
      if (index < 4 || index % 5 >= 2) continue;
      const answers: unknown[] = [radioAnswer(poll, index % 3)];
      if (index % 2 === 0)
        answers.push({ question_id: poll.questions[1]!.id, text: `Answer ${index}` });
      const response = await respond(poll.id, key, answers);
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await call(endpoints.results, { params: { id: poll.id } });
    expect(response.statusCode, response.body).toBe(200);
    results = response.json<PollResults>();
  });

  it('counts recipients, responses and the rate as the tables do', async () => {
    const counted = await t.db.execute<{ recipients: number; responded: number }>(sql`
      SELECT (SELECT count(*) FROM content_deliveries WHERE module = 'opinion_poll' AND item_id = ${poll.id})::int AS recipients,
             (SELECT count(DISTINCT recipient_key) FROM poll_answers WHERE poll_id = ${poll.id})::int AS responded`);
    const { recipients: all, responded } = counted.rows[0]!;
    expect(results.recipients).toBe(all);
    expect(results.responded).toBe(responded);
    expect(results.response_rate).toBeCloseTo(responded / all, 4);
    const detail = (await call(endpoints.detail, { params: { id: poll.id } })).json<PollItem>();
    expect(detail.responses_count).toBe(responded);
    expect(results.by_branch).toEqual([
      expect.objectContaining({ branch_id: branch, recipients: all, responded }),
    ]);
    expect(results.by_segment.reduce((sum, s) => sum + s.recipients, 0)).toBe(all);
    expect(results.by_segment.reduce((sum, s) => sum + s.responded, 0)).toBe(responded);
  });

  it('counts each option and its percentage of the question', async () => {
    const [radio, text] = results.questions;
    const perOption = await t.db.execute<{ option_id: number; n: number }>(sql`
      SELECT option_id, count(*)::int AS n FROM poll_answers
      WHERE poll_id = ${poll.id} AND question_id = ${radio!.id} GROUP BY option_id`);
    const expected = new Map(perOption.rows.map((row) => [row.option_id, row.n]));
    const total = perOption.rows.reduce((sum, row) => sum + row.n, 0);
    expect(radio!.answered).toBe(total);
    for (const option of radio!.options) {
      expect(option.count).toBe(expected.get(option.id) ?? 0);
      expect(option.percent).toBeCloseTo(
        Math.round(((expected.get(option.id) ?? 0) / total) * 1000) / 10,
        1,
      );
    }
    expect(text!.options).toEqual([]);
    const texts = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM poll_answers WHERE question_id = ${text!.id} AND text IS NOT NULL`);
    expect(text!.answered).toBe(texts.rows[0]!.n);
  });

  it('pages the text answers newest first with the count header', async () => {
    const question = poll.questions[1]!;
    const page = await call(endpoints.textAnswers, {
      params: { id: poll.id },
      query: { question_id: question.id, limit: 2 },
    });
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json<{ answered_at: string; branch_name: string; answer: string }[]>();
    const total = results.questions[1]!.answered;
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(rows).toHaveLength(Math.min(2, total));
    expect(rows[0]!.answered_at >= rows[1]!.answered_at).toBe(true);
    expect(rows[0]!.branch_name).toBeTruthy();
    const radio = await call(endpoints.textAnswers, {
      params: { id: poll.id },
      query: { question_id: poll.questions[0]!.id },
    });
    expect(radio.statusCode).toBe(422);
    expect(messageOf(radio)).toBe(PollMessages.questionNotText);
  });
});

describe('exports', () => {
  it("refuses results without ids with the documents' words", async () => {
    const response = await call(endpoints.exportResults);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('No IDs given to download results.');
    const empty = await call(endpoints.exportResults, { query: { ids_list: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('writes a summary sheet and a sheet per poll with each option counted', async () => {
    const other = await sentPoll(t, call, pollBody(branch, { questions: [TEXT, RADIO] }));
    const response = await call(endpoints.exportResults, {
      query: { ids_list: `${poll.id},${other.id}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('opinion-poll-results.xlsx');
    const workbook = await workbookOf(response.rawPayload);
    // Each poll asks a text question: its answers get a sheet of their own.
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      `Poll ${poll.id}`,
      `Poll ${poll.id} text answers`,
      `Poll ${other.id}`,
      `Poll ${other.id} text answers`,
    ]);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getRow(2).getCell(1).value).toBe(poll.id);
    // The end as the console shows it, on the group's clock.
    const [stored] = (
      await t.db.execute<{ ends_at: Date }>(
        sql`SELECT ends_at FROM opinion_polls WHERE id = ${poll.id}`,
      )
    ).rows;
    expect(summary.getRow(2).getCell(4).value).toBe(groupDateTime(stored!.ends_at));
    expect(summary.getRow(2).getCell(4).value).toMatch(
      /^\d\d-[A-Z][a-z]{2}-\d{4} \d\d:\d\d [AP]M$/,
    );
    const texts = await t.db.execute<{ text: string; answered_at: Date }>(sql`
      SELECT text, answered_at FROM poll_answers
      WHERE poll_id = ${poll.id} AND text IS NOT NULL ORDER BY answered_at DESC`);
    expect(texts.rows.length).toBeGreaterThan(0);
    const answers = workbook.getWorksheet(`Poll ${poll.id} text answers`)!;
    expect(answers.getRow(1).values).toEqual([
      undefined,
      'No.',
      'Question',
      'Answer',
      'Branch',
      'Answered at',
    ]);
    expect(answers.rowCount).toBe(texts.rows.length + 1);
    expect(answers.getRow(2).getCell(3).value).toBe(texts.rows[0]!.text);
    expect(answers.getRow(2).getCell(5).value).toBe(groupDateTime(texts.rows[0]!.answered_at));
    expect(summary.getRow(2).getCell(6).value).toBe(
      (await call(endpoints.results, { params: { id: poll.id } })).json<PollResults>().responded,
    );
    const sheet = workbook.getWorksheet(`Poll ${poll.id}`)!;
    // Three options and one text row, after the header.
    expect(sheet.rowCount).toBe(5);
    const counts = (await call(endpoints.results, { params: { id: poll.id } })).json<PollResults>();
    for (const [index, option] of counts.questions[0]!.options.entries()) {
      expect(sheet.getRow(index + 2).getCell(4).value).toBe(option.text);
      expect(sheet.getRow(index + 2).getCell(5).value).toBe(option.count);
    }
  });

  it('lists the students behind every non-responding recipient, as an independent count says', async () => {
    const response = await call(endpoints.exportNonResponders, {
      query: { poll_id: poll.id, academic_year_id: 20 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('opinion-poll-non-responders.xlsx');
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
    const admissions = new Set<string>();
    sheet.eachRow((row, number) => {
      if (number > 1) admissions.add(String(row.getCell(2).value));
    });
    const expected = await t.db.execute<{ admission_number: string }>(sql`
      SELECT s.admission_number FROM students s
      WHERE s.branch_id = ${branch} AND s.academic_year_id = 20 AND s.status = 1
        AND s.recipient_key IN (
          SELECT recipient_key::bigint FROM content_deliveries d
          WHERE d.module = 'opinion_poll' AND d.item_id = ${poll.id}
          EXCEPT SELECT recipient_key FROM poll_answers WHERE poll_id = ${poll.id})`);
    expect(sheet.rowCount - 1).toBe(expected.rows.length);
    expect([...admissions].sort()).toEqual(expected.rows.map((row) => row.admission_number).sort());
    expect(response.headers['x-total-count']).toBe(String(expected.rows.length));
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Admission number',
      'Branch',
      'Class',
      'Section',
      'Phone',
    ]);
  });

  it('answers 404 for an unknown poll', async () => {
    const response = await call(endpoints.exportNonResponders, {
      query: { poll_id: '2000000000' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a staff poll', () => {
  it('reaches staff with the app and lists non-responding staff with their designation', async () => {
    const staffPoll = await sentPoll(t, call, { ...pollBody(branch), user_type: 'staff' });
    const keys = await recipientsOf(t, staffPoll.id);
    expect(keys.length).toBeGreaterThan(0);
    const response = await call(endpoints.exportNonResponders, {
      query: { poll_id: staffPoll.id },
    });
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Designation');
    const expected = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM staff WHERE status = 1 AND branch_id = ${branch}
        AND recipient_key = ANY(${sql.param(keys)}::bigint[])`);
    expect(sheet.rowCount - 1).toBe(expected.rows[0]!.n);
  });
});

describe('the demo seed', () => {
  it('has a sent poll with about 40% answers, a completed, a scheduled and a draft one, consistent', async () => {
    const seeded = await t.db.execute<{
      status: number;
      responses_count: number;
      recipients: number;
      responded: number;
      flagged: number;
      answered_radio: number;
    }>(sql`
      SELECT c.status, c.responses_count,
        (SELECT count(*)::int FROM poll_recipients r WHERE r.poll_id = c.id) AS recipients,
        (SELECT count(*)::int FROM poll_responses r WHERE r.poll_id = c.id) AS responded,
        (SELECT count(*)::int FROM poll_recipients r WHERE r.poll_id = c.id AND r.answered) AS flagged,
        (SELECT count(DISTINCT a.recipient_key)::int FROM poll_answers a
           JOIN poll_questions q ON q.id = a.question_id AND q.type = 1
         WHERE a.poll_id = c.id) AS answered_radio
      FROM opinion_polls c WHERE c.title NOT LIKE 'Annual day timing%' AND c.id < ${poll.id}
      ORDER BY c.id`);
    const statuses = seeded.rows.map((row) => row.status);
    for (const status of [
      PollStatus.Sent,
      PollStatus.Completed,
      PollStatus.Scheduled,
      PollStatus.Draft,
    ]) {
      expect(statuses).toContain(status);
    }
    for (const row of seeded.rows.filter((row) => row.recipients > 0)) {
      expect(row.responses_count).toBe(row.responded);
      expect(row.flagged).toBe(row.responded);
      expect(row.answered_radio).toBe(row.responded);
    }
    const sent = seeded.rows.filter((row) => row.status === PollStatus.Sent && row.recipients > 50);
    expect(sent.length).toBeGreaterThan(0);
    for (const row of sent) expect(row.responded / row.recipients).toBeGreaterThan(0.25);
    for (const row of sent) expect(row.responded / row.recipients).toBeLessThan(0.55);
  });
});
