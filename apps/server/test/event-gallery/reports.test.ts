import {
  BoardType,
  EVENT_MIS_REPORT_FILE,
  EventGalleryMessages,
  EventStatus,
  eventGalleryEndpoints as endpoints,
  type BranchScheduleCompletionAnswer,
  type EventModuleInputs,
  type EventSchedule,
  type MisReportRow,
} from '@console/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SignedIn, TestApp } from '../harness.ts';
import { routeOf, type QueryValue } from '../support/endpoint-client.ts';
import { EVENT_TYPE_NAMES } from '../../src/modules/event-gallery/event-gallery.seed.ts';
import {
  api,
  clearGallery,
  createEvent,
  eventTypeIds,
  messageOf,
  startGallery,
  upload,
  userId,
  type Api,
  type Branches,
  type Gallery,
} from './event-kit.ts';

// Branch-wise schedule completion, the MIS report (with 001 §8's 'Segment access is not
// permitted') and the module inputs.

let gallery: Gallery;
let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let call: Api;
let branches: Branches;
let everyBranch: { id: number; is_cbse: boolean }[];
let principalCbse: boolean;
let schedules: { all: EventSchedule; board: EventSchedule; course: EventSchedule };
let zonalId: number;

beforeAll(async () => {
  gallery = await startGallery();
  ({ t, admin, principal, zonal, branches } = gallery);
  call = api(t, () => admin);
  zonalId = await userId(t, 'zonal');
  await clearGallery(t);
  everyBranch = (
    await t.db.execute<{ id: number; is_cbse: boolean }>(sql`
      SELECT id, is_cbse FROM branches WHERE status = 1 AND level IN (1, 2) ORDER BY id`)
  ).rows;
  principalCbse = everyBranch.find((b) => b.id === branches.principal)!.is_cbse;
  // A course the principal's branch does not teach this year (taught somewhere else).
  const [course] = (
    await t.db.execute<{ id: number }>(sql`
      SELECT DISTINCT course_id AS id FROM sections WHERE academic_year_id = 20
        AND course_id NOT IN (SELECT course_id FROM sections
                              WHERE branch_id = ${branches.principal} AND academic_year_id = 20)
      ORDER BY 1 LIMIT 1`)
  ).rows;
  const [type] = await eventTypeIds(t);
  const created = await call(endpoints.createSchedules, {
    body: {
      schedules: [
        { scheduled_at: '2026-11-01T04:30:00Z', event_type_id: type },
        {
          scheduled_at: '2026-11-05T04:30:00Z',
          event_type_id: type,
          board_type: principalCbse ? BoardType.Cbse : BoardType.NonCbse,
        },
        { scheduled_at: '2026-11-09T04:30:00Z', event_type_id: type, course_id_list: [course!.id] },
      ],
    },
  });
  const [all, board, courseOnly] = created.json<EventSchedule[]>();
  schedules = { all: all!, board: board!, course: courseOnly! };

  // The principal's branch answers the first schedule with photos (rated by the zonal
  // coordinator) and the second without; the neighbour answers the first with photos.
  const photo = () => upload(t, admin, 'photo.png');
  const answered = await createEvent(call, branches.principal, {
    event_schedule_id: all!.id,
    status: EventStatus.Active,
    attachments: [await photo(), await photo()],
    segment_tag_id_list: [2],
  });
  await createEvent(call, branches.principal, { event_schedule_id: board!.id });
  await createEvent(call, branches.neighbour, {
    event_schedule_id: all!.id,
    status: EventStatus.Active,
    attachments: [await photo()],
    segment_tag_id_list: [3],
  });
  const rated = await call(endpoints.rate, { body: { event_id: answered.id, rating: 4 } }, zonal);
  expect(rated.statusCode, rated.body).toBe(200);
});
afterAll(() => gallery?.close());

const completion = async (query: Record<string, QueryValue> = {}, who: SignedIn = admin) => {
  const response = await call(endpoints.scheduleCompletion, { query }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BranchScheduleCompletionAnswer>();
};

describe(routeOf(endpoints.scheduleCompletion), () => {
  it('counts, per branch in scope, the schedules that apply and those answered with photos', async () => {
    const answer = await completion({}, principal);
    expect(answer.schedule_completions).toEqual([
      {
        branch_id: branches.principal,
        branch_name: expect.any(String),
        is_cbse: principalCbse,
        // The first two apply (every branch; its board); the third names a course it does not teach.
        scheduled: 2,
        // The second was answered without photos: not uploaded.
        uploaded: 1,
        completion_percent: 50,
        rated_by_zc: 1,
        rated_by_rd: 0,
        event_ids: [expect.any(Number)],
        ratings: [{ user_id: zonalId, rating: 4 }],
      },
    ]);
    expect(answer.rating_users).toEqual([
      {
        id: zonalId,
        name: expect.any(String),
        designation_id: 970,
        designation_name: 'Zonal Coordinator',
        rater: 'zc',
      },
    ]);
  });

  it('lists every teaching branch for a superuser, each with the schedules of its board', async () => {
    const answer = await completion({ academic_year_id: 20 });
    const byBranch = new Map(answer.schedule_completions.map((row) => [row.branch_id, row]));
    expect(byBranch.size).toBe(everyBranch.length);
    for (const branch of everyBranch) {
      const row = byBranch.get(branch.id)!;
      expect(row.scheduled).toBeGreaterThanOrEqual(branch.is_cbse === principalCbse ? 2 : 1);
    }
    expect(byBranch.get(branches.neighbour)).toMatchObject({
      uploaded: 1,
      rated_by_zc: 0,
      ratings: [],
    });
  });

  it('for_rating keeps the branches that uploaded; branch_ids and event_schedule_id narrow', async () => {
    const forRating = await completion({ for_rating: true });
    expect(forRating.schedule_completions.map((r) => r.branch_id).sort((a, b) => a - b)).toEqual(
      [branches.principal, branches.neighbour].sort((a, b) => a - b),
    );
    const one = await completion({ branch_ids: branches.neighbour });
    expect(one.schedule_completions.map((r) => r.branch_id)).toEqual([branches.neighbour]);
    expect(one.rating_users).toEqual([]);
    const boardOnly = await completion({ event_schedule_id: schedules.board.id });
    expect(boardOnly.schedule_completions.every((r) => r.is_cbse === principalCbse)).toBe(true);
    expect(boardOnly.schedule_completions.every((r) => r.scheduled === 1)).toBe(true);
    expect(boardOnly.schedule_completions.every((r) => r.uploaded === 0)).toBe(true);
    // A schedule still to come is not counted until it is due, unless asked for by id.
    const [type] = await eventTypeIds(t);
    const future = await call(endpoints.createSchedules, {
      body: {
        schedules: [
          { scheduled_at: new Date(Date.now() + 86_400_000).toISOString(), event_type_id: type },
        ],
      },
    });
    const futureId = future.json<EventSchedule[]>()[0]!.id;
    const due = await completion({ branch_ids: branches.principal });
    expect(due.schedule_completions[0]!.scheduled).toBe(2);
    const asked = await completion({ event_schedule_id: futureId, branch_ids: branches.principal });
    expect(asked.schedule_completions[0]).toMatchObject({
      scheduled: 1,
      uploaded: 0,
      completion_percent: 0,
    });
    await call(endpoints.deleteSchedules, { body: { ids: [futureId] } });
    const otherYear = await completion({ academic_year_id: 19 });
    expect(otherYear).toEqual({ schedule_completions: [], rating_users: [] });
  });
});

describe(routeOf(endpoints.misReport), () => {
  it('reports per branch in scope: events, published, uploaded, images, ratings', async () => {
    const response = await call(endpoints.misReport, {}, principal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json<MisReportRow[]>()).toEqual([
      {
        branch_id: branches.principal,
        branch_name: expect.any(String),
        is_cbse: principalCbse,
        events: 2,
        active_events: 1,
        uploaded_events: 1,
        not_uploaded_events: 1,
        images: 2,
        rated_by_zc: 1,
        rated_by_rd: 0,
        average_zc_rating: 4,
        average_rd_rating: null,
      },
    ]);
  });

  it('narrows to a segment the caller may reach, and to branches and boards', async () => {
    const college = await call(endpoints.misReport, {
      query: { segment_id: 2, sort: 'events', order: 'desc' },
    });
    const rows = college.json<MisReportRow[]>();
    expect(rows.length).toBe(everyBranch.length);
    // Both of the principal's events carry College; the neighbour's is High School only.
    expect(rows[0]).toMatchObject({ branch_id: branches.principal, events: 2 });
    expect(rows.find((row) => row.branch_id === branches.neighbour)).toMatchObject({ events: 0 });
    const some = await call(endpoints.misReport, { query: { branch_ids: branches.neighbour } });
    expect(some.json<MisReportRow[]>()).toMatchObject([{ events: 1, images: 1 }]);
    const board = await call(endpoints.misReport, { query: { board: 'Cbse' } });
    expect(board.json<MisReportRow[]>().every((row) => row.is_cbse)).toBe(true);
  });

  it('answers 403 "Segment access is not permitted" for a segment outside the caller’s scope', async () => {
    const principalId = await userId(t, 'principal');
    await t.db.execute(sql`UPDATE permitted_assets SET segment_ids = '{2}'
      WHERE user_id = ${principalId} AND academic_year_id = 20`);
    const refused = await call(endpoints.misReport, { query: { segment_id: 3 } }, principal);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Segment access is not permitted');
    expect(messageOf(refused)).toBe(EventGalleryMessages.segmentAccessNotPermitted);
    expect(
      (await call(endpoints.misReport, { query: { segment_id: 2 } }, principal)).statusCode,
    ).toBe(200);
    // 0 is every segment.
    expect(
      (await call(endpoints.misReport, { query: { segment_id: 0 } }, principal)).statusCode,
    ).toBe(200);
    const unknown = await call(endpoints.misReport, { query: { segment_id: 9 } }, principal);
    expect(unknown.statusCode).toBe(422);
  });

  it('exports event-gallery-mis-report.xlsx with a row per branch', async () => {
    const response = await call(endpoints.misReport, {
      query: { export: true, branch_ids: branches.principal },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(EVENT_MIS_REPORT_FILE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Branch',
      'Board',
      'Events',
      'Published',
      'Uploaded',
      'Not uploaded',
      'Images',
      'Rated by ZC',
      'Rated by R&D',
      'Average ZC rating',
      'Average R&D rating',
    ]);
    expect(values(2).slice(2, 10)).toEqual([2, 1, 1, 1, 2, 1, 0, 4]);
    expect(sheet.rowCount).toBe(2);
  });
});

describe(routeOf(endpoints.moduleInputs), () => {
  it('answers the lists the forms and filters offer', async () => {
    const response = await call(endpoints.moduleInputs, {}, principal);
    expect(response.statusCode).toBe(200);
    const inputs = response.json<EventModuleInputs>();
    expect(inputs.event_types.map((type) => type.name).sort()).toEqual(
      [...EVENT_TYPE_NAMES].sort(),
    );
    expect(inputs.boards).toEqual([
      { id: 0, name: 'All' },
      { id: 1, name: 'CBSE' },
      { id: 2, name: 'Non-CBSE' },
    ]);
    expect(inputs.rating_filters.map((f) => f.value)).toEqual([
      'All',
      'NotRatedYet',
      'RatedByZC',
      'RatedByRD',
    ]);
    expect(inputs.board_filters.map((f) => f.value)).toEqual(['All', 'Cbse', 'NonCbse']);
    expect(inputs.table_tabs.map((f) => f.value)).toEqual(['all', 'uploaded', 'not-uploaded']);
    expect(inputs.statuses).toEqual([
      { id: 1, name: 'Active', colour: 'green' },
      { id: 2, name: 'Scheduled', colour: 'yellow' },
      { id: 3, name: 'Draft', colour: 'blue' },
      { id: 0, name: 'Hidden', colour: 'grey' },
    ]);
    expect(inputs.segments.find((s) => s.id === 6)).toEqual({
      id: 6,
      name: 'Coaching Center',
      colour: 'skyblue',
    });
    expect(inputs.number_of_past_months).toBe(6);
    expect(inputs.rating_designations.map((d) => [d.id, d.rater])).toEqual([
      [1068, 'rd'],
      [979, 'zc'],
      [980, 'zc'],
      [970, 'zc'],
      [1089, 'zc'],
    ]);
    expect(inputs.subjects.length).toBeGreaterThan(0);
    expect(inputs.courses.length).toBeGreaterThan(0);
    expect(inputs).toMatchObject({ can_rate: false, rater: null, max_rating: 5 });
  });
});
