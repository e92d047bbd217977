import { CallType, callingEndpoints as endpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi, type QueryValue } from '../support/endpoint-client.ts';
import { callingPlaces, insertCalls, studentAt, type CallingPlaces } from './calling-kit.ts';

// `unique` (each number's latest call) reads call_records.superseded, which the database keeps
// (migration 0008): these check it against the query `unique` used to run (NOT EXISTS a later
// call of the number), after every kind of write, including two writes to one number at once.
// And the student-name search, now served by a trigram index, still finds what ILIKE finds.

let t: TestApp;
let admin: SignedIn;
let zonal: SignedIn;
let places: CallingPlaces;

beforeAll(async () => {
  t = await startTestApp({ env: { TELEPHONY_SIMULATOR_STEP_MS: '40' } });
  admin = await t.signIn('superuser');
  zonal = await t.signIn('zonal');
  places = await callingPlaces(t);
});
afterAll(() => t?.close());

/** The calls `unique` kept before the flag: no later call of the number, type and year. */
const NOT_SUPERSEDED_BEFORE = sql`
  SELECT c.id FROM call_records c WHERE NOT EXISTS (
    SELECT 1 FROM call_records later
    WHERE later.call_type = c.call_type AND later.user_number = c.user_number
      AND later.academic_year_id = c.academic_year_id
      AND (later.created_at, later.id) > (c.created_at, c.id))`;

const ids = async (query: ReturnType<typeof sql>) =>
  (await t.db.execute<{ id: number }>(query)).rows.map((row) => row.id).sort((a, b) => a - b);

/** Every flag in the table agrees with the definition. */
async function expectFlagsRight() {
  expect(await ids(sql`SELECT id FROM call_records WHERE NOT superseded`)).toEqual(
    await ids(NOT_SUPERSEDED_BEFORE),
  );
}

/** The ids a list answers (every page). */
const list = (query: Record<string, QueryValue>, who: SignedIn) =>
  callApi(t, endpoints.list, { query }, who);

const teleCall = (studentId: number) =>
  callApi(
    t,
    endpoints.teleCall,
    { body: { call_type: CallType.Adoption, student_id: studentId, agent_number: '9876512345' } },
    admin,
  );

async function listed(query: Record<string, QueryValue>, who = admin): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const response = await list({ limit: 500, page, ...query }, who);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.answer();
    found.push(...rows.map((row) => row.id));
    if (found.length >= Number(response.headers['x-total-count'])) break;
  }
  return found.sort((a, b) => a - b);
}

const YEAR = 18;
let numberCounter = 0;
/** A number no other test uses. */
const freshNumber = () => `97700${String(++numberCounter).padStart(5, '0')}`;
const at = (time: string) => new Date(`2024-06-10T${time}:00Z`);

/** The not-superseded calls of one number (adoption, year 18 unless told). */
const latestOf = (number: string, callType: number = CallType.Adoption) =>
  ids(sql`SELECT id FROM call_records WHERE user_number = ${number} AND call_type = ${callType}
    AND academic_year_id = ${YEAR} AND NOT superseded`);

describe('unique answers what it answered before', () => {
  it('flags the seeded calls as the NOT EXISTS query defines them', async () => {
    const [{ n }] = (
      await t.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM call_records WHERE superseded`)
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    await expectFlagsRight();
  });

  it('for each caller, call type and year, alone and with other filters', async () => {
    const before = new Set(await ids(NOT_SUPERSEDED_BEFORE));
    const readable = [
      { who: admin, callTypes: [CallType.Adoption, CallType.Renewal, CallType.Internal] },
      { who: zonal, callTypes: [CallType.Adoption, CallType.Renewal] },
    ];
    for (const { who, callTypes } of readable) {
      for (const callType of callTypes) {
        for (const year of [19, 20]) {
          for (const filter of [{}, { status_list: 3 }, { status_list: '4,5', sentiment: -1 }]) {
            const query = { call_type: callType, academic_year_id: year, ...filter };
            const all = await listed(query, who);
            const unique = await listed({ ...query, unique: true }, who);
            expect(unique).toEqual(all.filter((id) => before.has(id)));
          }
        }
      }
    }
  });
});

describe('the flag under every write', () => {
  const place = () => ({ branchId: places.principalBranch, academicYearId: YEAR });

  it('a bulk insert in any order keeps the newest call of each number (time, then id)', async () => {
    const [one, two] = [freshNumber(), freshNumber()];
    const [, newest, , , tieSecond] = await insertCalls(t, [
      { ...place(), userNumber: one, createdAt: at('10:00') },
      { ...place(), userNumber: one, createdAt: at('12:00') },
      { ...place(), userNumber: one, createdAt: at('11:00') },
      { ...place(), userNumber: two, createdAt: at('09:00') },
      { ...place(), userNumber: two, createdAt: at('09:00') },
      // Another call type and year of the same number are numbers of their own.
      { ...place(), userNumber: one, createdAt: at('08:00'), callType: CallType.Renewal },
      { ...place(), userNumber: one, createdAt: at('07:00'), academicYearId: YEAR - 1 },
    ]);
    expect(await latestOf(one)).toEqual([newest]);
    expect(await latestOf(two)).toEqual([tieSecond]);
    expect(await latestOf(one, CallType.Renewal)).toHaveLength(1);
    await expectFlagsRight();

    // An older call written later stays superseded; a newer one supersedes the latest.
    await insertCalls(t, [{ ...place(), userNumber: one, createdAt: at('09:30') }]);
    expect(await latestOf(one)).toEqual([newest]);
    const [newer] = await insertCalls(t, [{ ...place(), userNumber: one, createdAt: at('13:00') }]);
    expect(await latestOf(one)).toEqual([newer]);
    await expectFlagsRight();
  });

  it('updates of the time, number or call type move the latest call', async () => {
    const [first, second] = [freshNumber(), freshNumber()];
    const [a, b, c] = await insertCalls(t, [
      { ...place(), userNumber: first, createdAt: at('10:00') },
      { ...place(), userNumber: first, createdAt: at('11:00') },
      { ...place(), userNumber: second, createdAt: at('10:30') },
    ]);
    expect(await latestOf(first)).toEqual([b]);

    await t.db.execute(sql`UPDATE call_records SET created_at = ${at('12:00')} WHERE id = ${a}`);
    expect(await latestOf(first)).toEqual([a]);

    // The latest call moves to the other number: each number's latest is found again.
    await t.db.execute(sql`UPDATE call_records SET user_number = ${second} WHERE id = ${a}`);
    expect(await latestOf(first)).toEqual([b]);
    expect(await latestOf(second)).toEqual([a]);

    await t.db.execute(
      sql`UPDATE call_records SET call_type = ${CallType.Renewal} WHERE id = ${a}`,
    );
    expect(await latestOf(second)).toEqual([c]);
    expect(await latestOf(second, CallType.Renewal)).toEqual([a]);
    await expectFlagsRight();
  });

  it('deleting the latest call makes the one before it the latest', async () => {
    const number = freshNumber();
    const [older, latest] = await insertCalls(t, [
      { ...place(), userNumber: number, createdAt: at('10:00') },
      { ...place(), userNumber: number, createdAt: at('11:00') },
    ]);
    await t.db.execute(sql`DELETE FROM call_records WHERE id = ${latest}`);
    expect(await latestOf(number)).toEqual([older]);
    await expectFlagsRight();
  });

  it('reviews and status refreshes leave the flag alone and take no number lock', async () => {
    const number = freshNumber();
    const [older, latest] = await insertCalls(t, [
      { ...place(), userNumber: number, createdAt: at('10:00') },
      { ...place(), userNumber: number, createdAt: at('11:00') },
    ]);
    const review = await callApi(
      t,
      endpoints.review,
      { params: { id: older! }, body: { remarks: 'Noted' } },
      admin,
    );
    expect(review.statusCode, review.body).toBe(200);
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE call_records SET status = 4, duration = 0 WHERE id = $1', [
        latest,
      ]);
      const locks = await client.query(`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND pid = pg_backend_pid()`);
      expect(locks.rows[0].n).toBe(0);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await latestOf(number)).toEqual([latest]);
  });

  it('click-to-call through the API: the second call to a number is its latest', async () => {
    const student = await studentAt(t, places.principalBranch, 3);
    const placeCall = async () => {
      const placed = await teleCall(student.id);
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.answer();
    };
    await placeCall();
    const second = await placeCall();
    expect(await listed({ unique: true, user_number: second.user_number })).toEqual([second.id]);
    await expectFlagsRight();
  });
});

describe('two writes to one number at once', () => {
  const insertText = `INSERT INTO call_records
    (call_sid, call_type, academic_year_id, branch_id, user_number, status, driver)
    VALUES ($1, 1, ${YEAR}, $2, $3, 3, 'test') RETURNING id`;

  /** Waits until a backend waits for an advisory lock (the number's). */
  async function untilWaitingForLock(pid: number) {
    for (let i = 0; i < 200; i++) {
      const waiting = await t.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM pg_locks
        WHERE pid = ${pid} AND locktype = 'advisory' AND NOT granted`);
      if (waiting.rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the second insert never waited for the number lock');
  }

  it('the second transaction waits, then sees the first: exactly one latest', async () => {
    const number = freshNumber();
    const early = await t.database.pool.connect();
    const late = await t.database.pool.connect();
    try {
      // `early` starts first, so its call's created_at (now(): the transaction's start) is
      // older; it inserts last, while `late` holds the lock, and commits last.
      await early.query('BEGIN');
      await early.query('SELECT now()');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await late.query('BEGIN');
      const lateId = (
        await late.query(insertText, [`race-late-${number}`, places.principalBranch, number])
      ).rows[0].id as number;
      const earlyPid = (await early.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
      const earlyInsert = early.query(insertText, [
        `race-early-${number}`,
        places.principalBranch,
        number,
      ]);
      await untilWaitingForLock(earlyPid);
      await late.query('COMMIT');
      const earlyId = (await earlyInsert).rows[0].id as number;
      await early.query('COMMIT');
      expect(earlyId).toBeGreaterThan(lateId);
      // The latest by time is late's call, although early's was written and committed after.
      expect(await latestOf(number)).toEqual([lateId]);
    } finally {
      early.release();
      late.release();
    }
    await expectFlagsRight();
  });

  it('concurrent click-to-calls to one student leave exactly one latest', async () => {
    const student = await studentAt(t, places.principalBranch, 4);
    const responses = await Promise.all(Array.from({ length: 6 }, () => teleCall(student.id)));
    const calls = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.answer();
    });
    const number = calls[0]!.user_number;
    const kept = await ids(sql`SELECT id FROM call_records WHERE user_number = ${number}
      AND call_type = 1 AND academic_year_id = 20 AND NOT superseded`);
    expect(kept).toHaveLength(1);
    await expectFlagsRight();
  });

  it('refuses a write under REPEATABLE READ, whose snapshot would miss the other call', async () => {
    const client: pg.PoolClient = await t.database.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await expect(
        client.query(insertText, ['rr-call', places.principalBranch, freshNumber()]),
      ).rejects.toThrow(/READ COMMITTED or SERIALIZABLE/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('student-name search', () => {
  it('finds the calls whose student name contains the text, in any case', async () => {
    const names = await t.db.execute<{ first_name: string; last_name: string }>(sql`
      SELECT s.first_name, s.last_name FROM call_records c JOIN students s ON s.id = c.student_id
      WHERE c.call_type = 1 AND c.academic_year_id = 20 ORDER BY c.id LIMIT 1`);
    const { first_name: first, last_name: last } = names.rows[0]!;
    const terms = [
      last.toLowerCase(),
      first.toUpperCase(),
      last.slice(1, 4),
      `${first.slice(-2)} ${last.slice(0, 2)}`.toLowerCase(),
      last.slice(0, 2),
      '%',
      '_',
    ];
    for (const who of [admin, zonal]) {
      const response = await list({ limit: 500 }, who);
      const all = response.answer();
      expect(Number(response.headers['x-total-count'])).toBe(all.length);
      for (const term of terms) {
        const found = await listed({ student_name_search: term }, who);
        const expected = all
          .filter((call) => call.student_name?.toLowerCase().includes(term.toLowerCase()))
          .map((call) => call.id)
          .sort((a, b) => a - b);
        expect(found, term).toEqual(expected);
      }
    }
  });
});
