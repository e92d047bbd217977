import {
  BoardType,
  EVENT_SCHEDULE_EXPORT_FILE,
  EventGalleryMessages,
  Messages,
  eventGalleryEndpoints as endpoints,
  type EventItem,
  type EventSchedule,
} from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SignedIn, TestApp } from '../harness.ts';
import { routeOf, type QueryValue } from '../support/endpoint-client.ts';
import {
  api,
  clearGallery,
  createEvent,
  eventBodyOf,
  eventTypeIds,
  grant,
  messageOf,
  startGallery,
  userId,
  type Api,
  type Branches,
  type Gallery,
} from './event-kit.ts';

// Event schedules (001 §7, §9): create several at once (all or none), edit one, edit several,
// delete several, the 6-month window of GET /event_gallery/event_schedule, the paged v2 list,
// and events answering a schedule.

let gallery: Gallery;
let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let call: Api;
let branches: Branches;
let types: number[];
let courseIds: number[];
let subjectId: number;

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  gallery = await startGallery();
  ({ t, admin, principal, branches } = gallery);
  call = api(t, () => admin);
  types = await eventTypeIds(t);
  courseIds = (
    await t.db.execute<{ id: number }>(sql`SELECT id FROM courses ORDER BY id LIMIT 3`)
  ).rows.map((row) => row.id);
  subjectId = (await t.db.execute<{ id: number }>(sql`SELECT id FROM subjects LIMIT 1`)).rows[0]!
    .id;
});
afterAll(() => gallery?.close());
beforeEach(() => clearGallery(t));

const scheduleOf = (overrides: Record<string, unknown> = {}) => ({
  scheduled_at: daysFromNow(10),
  event_type_id: types[0],
  ...overrides,
});

async function createSchedules(...schedules: Record<string, unknown>[]): Promise<EventSchedule[]> {
  const response = await call(endpoints.createSchedules, { body: { schedules } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventSchedule[]>();
}

async function scheduleCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM event_schedules WHERE deleted_at IS NULL`,
  );
  return result.rows[0]!.n;
}

describe(routeOf(endpoints.createSchedules), () => {
  it('creates several schedules at once and answers them', async () => {
    const at = daysFromNow(12);
    const created = await createSchedules(
      scheduleOf({ scheduled_at: at, board_type: BoardType.Cbse, subject_id: subjectId }),
      scheduleOf({ event_type_id: types[1], course_id_list: [courseIds[1], courseIds[0]] }),
    );
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      scheduled_at: new Date(at).toISOString(),
      event_type_id: types[0],
      event_type_name: expect.any(String),
      board_type: 1,
      subject_id: subjectId,
      subject_name: expect.any(String),
      course_id_list: [],
      course_names: [],
      academic_year_id: 20,
      event_count: 0,
      created_by_user: { id: await userId(t, 'admin'), name: 'System Administrator' },
      updated_by_user: null,
    });
    expect(created[1]).toMatchObject({
      board_type: 0,
      subject_id: null,
      course_id_list: [courseIds[1], courseIds[0]],
      course_names: [expect.any(String), expect.any(String)],
    });
  });

  it.each([
    [{ schedules: [] }, EventGalleryMessages.schedulesRequired],
    [{}, EventGalleryMessages.schedulesRequired],
    [{ schedules: Array.from({ length: 101 }, () => ({})) }, EventGalleryMessages.tooManySchedules],
    [{ schedules: [{ event_type_id: 1 }] }, EventGalleryMessages.scheduledAtRequired],
    [
      { schedules: [{ scheduled_at: '2026-12-01T10:00:00Z' }] },
      EventGalleryMessages.eventTypeRequired,
    ],
    [
      { schedules: [{ scheduled_at: '2026-12-01T10:00:00Z', event_type_id: 1, board_type: 3 }] },
      'Board is All 0, CBSE 1 or Non-CBSE 2.',
    ],
    [
      { schedules: [{ scheduled_at: 'tomorrow', event_type_id: 1 }] },
      'This is not a date and time.',
    ],
  ])('refuses %j (422)', async (body, message) => {
    const response = await call(endpoints.createSchedules, { body });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(message);
  });

  it('creates none when one schedule names what does not exist, and says which', async () => {
    for (const [bad, message] of [
      [{ event_type_id: 999_999 }, `Schedule 2: ${EventGalleryMessages.eventTypeNotFound}`],
      [{ subject_id: 999_999 }, `Schedule 2: ${EventGalleryMessages.subjectNotFound}`],
      [
        { course_id_list: [999_999] },
        `Schedule 2: ${EventGalleryMessages.courseNotFound(999_999)}`,
      ],
      [{ academic_year_id: 5 }, 'Schedule 2: Unknown academic year.'],
    ] as const) {
      const response = await call(endpoints.createSchedules, {
        body: {
          schedules: [scheduleOf(), scheduleOf(bad)],
        },
      });
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toBe(message);
    }
    expect(await scheduleCount()).toBe(0);
  });

  it('needs event_schedule_create or event_gallery_admin', async () => {
    const body = { schedules: [scheduleOf()] };
    const refused = await call(endpoints.createSchedules, { body }, principal);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(Messages.forbidden);
    await grant(t, 'principal', 'event_schedule_create');
    expect((await call(endpoints.createSchedules, { body }, principal)).statusCode).toBe(201);
  });
});

describe(routeOf(endpoints.scheduleWindow), () => {
  it('looks back 6 months by default (001 §9), oldest first, future included', async () => {
    const [old, recent, coming] = await createSchedules(
      scheduleOf({ scheduled_at: daysFromNow(-7 * 31) }),
      scheduleOf({ scheduled_at: daysFromNow(-5 * 30) }),
      scheduleOf({ scheduled_at: daysFromNow(40) }),
    );
    const ids = async (query: Record<string, QueryValue> = {}) =>
      (await call(endpoints.scheduleWindow, { query }, principal))
        .json<EventSchedule[]>()
        .map((s) => s.id);
    expect(await ids()).toEqual([recent!.id, coming!.id]);
    expect(await ids({ number_of_past_months: 6 })).toEqual([recent!.id, coming!.id]);
    expect(await ids({ number_of_past_months: 8 })).toEqual([old!.id, recent!.id, coming!.id]);
    expect(await ids({ number_of_past_months: 0 })).toEqual([coming!.id]);
    expect(await ids({ academic_year_id: 19 })).toEqual([]);
    const refused = await call(endpoints.scheduleWindow, { query: { number_of_past_months: 121 } });
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toBe('Look back 0 to 120 months.');
  });
});

describe('editing', () => {
  it(`${routeOf(endpoints.updateSchedule)} replaces one schedule and records who`, async () => {
    const [schedule] = await createSchedules(scheduleOf());
    const at = daysFromNow(3);
    const response = await call(endpoints.updateSchedule, {
      params: { id: schedule!.id },
      body: {
        scheduled_at: at,
        event_type_id: types[2],
        board_type: BoardType.NonCbse,
        course_id_list: [courseIds[2]],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EventSchedule>()).toMatchObject({
      id: schedule!.id,
      scheduled_at: new Date(at).toISOString(),
      event_type_id: types[2],
      board_type: 2,
      course_id_list: [courseIds[2]],
      updated_by_user: { id: await userId(t, 'admin') },
    });
    const missing = await call(endpoints.updateSchedule, {
      params: { id: 999999 },
      body: scheduleOf(),
    });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(EventGalleryMessages.scheduleMissing(999_999));
  });

  it(`${routeOf(endpoints.updateSchedules)} changes the given fields of several, or none`, async () => {
    const [a, b, c] = await createSchedules(scheduleOf(), scheduleOf(), scheduleOf());
    const response = await call(endpoints.updateSchedules, {
      body: {
        ids: [a!.id, b!.id],
        board_type: BoardType.Cbse,
        subject_id: subjectId,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json<EventSchedule[]>();
    for (const changed of [first!, second!]) {
      expect(changed).toMatchObject({
        board_type: 1,
        subject_id: subjectId,
        event_type_id: types[0],
      });
    }
    const refused = await call(endpoints.updateSchedules, {
      body: {
        ids: [c!.id, 999_999],
        board_type: BoardType.NonCbse,
      },
    });
    expect(refused.statusCode).toBe(404);
    expect(messageOf(refused)).toBe(EventGalleryMessages.scheduleMissing(999_999));
    const untouched = await call(endpoints.schedulePage, { query: { search_by_id: c!.id } });
    expect(untouched.json<EventSchedule[]>()[0]!.board_type).toBe(0);
    const nothing = await call(endpoints.updateSchedules, { body: { ids: [c!.id] } });
    expect(nothing.statusCode).toBe(422);
    expect(messageOf(nothing)).toBe(EventGalleryMessages.nothingToChange);
  });
});

describe(routeOf(endpoints.deleteSchedules), () => {
  it('deletes several (kept for audit), or none when one is missing', async () => {
    const [a, b, c] = await createSchedules(scheduleOf(), scheduleOf(), scheduleOf());
    const response = await call(endpoints.deleteSchedules, {
      body: {
        ids: [a!.id, b!.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: '2 schedules deleted.', deleted: 2 });
    const left = (await call(endpoints.scheduleWindow)).json<EventSchedule[]>();
    expect(left.map((s) => s.id)).toEqual([c!.id]);
    const kept = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM event_schedules WHERE deleted_at IS NOT NULL`,
    );
    expect(kept.rows[0]!.n).toBe(2);

    const again = await call(endpoints.deleteSchedules, { body: { ids: [c!.id, a!.id] } });
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe(EventGalleryMessages.scheduleMissing(a!.id));
    expect(await scheduleCount()).toBe(1);
    const one = await call(endpoints.deleteSchedules, { body: { ids: [c!.id] } });
    expect(one.json()).toEqual({ message: '1 schedule deleted.', deleted: 1 });
    const empty = await call(endpoints.deleteSchedules, { body: { ids: [] } });
    expect(empty.statusCode).toBe(422);
    expect(messageOf(empty)).toBe(EventGalleryMessages.idsRequired);
  });

  it('needs event_schedule_create or event_gallery_admin', async () => {
    const [a] = await createSchedules(scheduleOf());
    const zonal = await t.signIn('zonal');
    const refused = await call(endpoints.deleteSchedules, { body: { ids: [a!.id] } }, zonal);
    expect(refused.statusCode).toBe(403);
    await grant(t, 'zonal', 'event_gallery_admin');
    const allowed = await call(endpoints.deleteSchedules, { body: { ids: [a!.id] } }, zonal);
    expect(allowed.statusCode).toBe(200);
  });
});

describe(routeOf(endpoints.schedulePage), () => {
  it('pages with x-total-count and filters', async () => {
    const created = await createSchedules(
      ...Array.from({ length: 7 }, (_, i) =>
        scheduleOf({
          scheduled_at: new Date(Date.UTC(2026, 10, 1 + i, 10)).toISOString(),
          event_type_id: types[i % 2],
          board_type: i % 3,
          subject_id: i === 0 ? subjectId : null,
          course_id_list: i === 1 ? [courseIds[0]] : [],
        }),
      ),
    );
    const ids = created.map((s) => s.id);
    const page = await call(endpoints.schedulePage, {
      query: { limit: 3, page: 2, sort: 'scheduled_at', order: 'asc' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('7');
    expect(page.json<EventSchedule[]>().map((s) => s.id)).toEqual(ids.slice(3, 6));
    // Newest first by default.
    const first = await call(endpoints.schedulePage, { query: { limit: 1 } });
    expect(first.json<EventSchedule[]>()[0]!.id).toBe(ids[6]);
    const filtered = async (query: Record<string, QueryValue>) =>
      (await call(endpoints.schedulePage, { query: { ...query, sort: 'id', order: 'asc' } }))
        .json<EventSchedule[]>()
        .map((s) => s.id);
    expect(await filtered({ from_date: '2026-11-02', to_date: '2026-11-03' })).toEqual(
      ids.slice(1, 3),
    );
    expect(await filtered({ event_type_id: types[1] })).toEqual([ids[1], ids[3], ids[5]]);
    expect(await filtered({ board_type: 2 })).toEqual([ids[2], ids[5]]);
    expect(await filtered({ subject_id: subjectId })).toEqual([ids[0]]);
    expect(await filtered({ course_id_list: courseIds[0] })).toEqual([ids[1]]);
    const refused = await call(endpoints.schedulePage, { query: { sort: 'title' } });
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toBe(
      'Cannot sort by "title". Sort by one of: scheduled_at, id, updated_at.',
    );
  });

  it('exports event-schedules.csv', async () => {
    await createSchedules(scheduleOf({ board_type: 1 }), scheduleOf());
    const response = await call(endpoints.schedulePage, { query: { export: true } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(EVENT_SCHEDULE_EXPORT_FILE);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'ID,Scheduled at,Event type,Board,Subject,Courses,Events,Created by,Updated at',
    );
    expect(lines).toHaveLength(3);
  });
});

describe('events answering a schedule', () => {
  it('take the schedule’s type and board, one per branch, and are counted', async () => {
    const [all, cbseOnly] = await createSchedules(
      scheduleOf({ event_type_id: types[3] }),
      scheduleOf({ board_type: BoardType.Cbse }),
    );
    const event = await createEvent(call, branches.principal, { event_schedule_id: all!.id });
    expect(event).toMatchObject({ event_schedule_id: all!.id, event_type_id: types[3] });
    const second = await call(endpoints.create, {
      body: eventBodyOf(branches.principal, { event_schedule_id: all!.id }),
    });
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(EventGalleryMessages.scheduleAlreadyUploaded);
    const otherType = await call(endpoints.create, {
      body: eventBodyOf(branches.neighbour, {
        event_schedule_id: all!.id,
        event_type_id: types[4],
      }),
    });
    expect(messageOf(otherType)).toBe(EventGalleryMessages.scheduleTypeMismatch);
    const wrongBoard = await call(endpoints.create, {
      body: eventBodyOf(branches.nonCbse, { event_schedule_id: cbseOnly!.id }),
    });
    expect(wrongBoard.statusCode).toBe(422);
    expect(messageOf(wrongBoard)).toBe(EventGalleryMessages.scheduleOtherBoard('CBSE'));
    const otherYear = await call(endpoints.create, {
      body: eventBodyOf(branches.cbse, { event_schedule_id: cbseOnly!.id, academic_year_id: 19 }),
    });
    expect(messageOf(otherYear)).toBe(EventGalleryMessages.scheduleOtherYear);
    const listed = (await call(endpoints.schedulePage, { query: { search_by_id: all!.id } })).json<
      EventSchedule[]
    >();
    expect(listed[0]!.event_count).toBe(1);
    // A deleted event frees the branch's place; a deleted schedule takes no more events.
    await call(endpoints.delete, { params: { id: event.id } });
    const again = await createEvent(call, branches.principal, { event_schedule_id: all!.id });
    expect(again.event_schedule_id).toBe(all!.id);
    await call(endpoints.deleteSchedules, { body: { ids: [all!.id] } });
    const gone = await call(endpoints.create, {
      body: eventBodyOf(branches.neighbour, { event_schedule_id: all!.id }),
    });
    expect(messageOf(gone)).toBe(EventGalleryMessages.scheduleNotFound);
    expect(
      (await call(endpoints.detail, { params: { id: again.id } })).json<EventItem>()
        .event_schedule_id,
    ).toBe(all!.id);
  });

  it('two saves racing for one branch and schedule: one is created, the other refused (409)', async () => {
    const [schedule] = await createSchedules(scheduleOf());
    const body = eventBodyOf(branches.neighbour, { event_schedule_id: schedule!.id });
    const answers = await Promise.all([
      call(endpoints.create, { body }),
      call(endpoints.create, { body }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(messageOf(refused)).toBe(EventGalleryMessages.scheduleAlreadyUploaded);
  });
});
