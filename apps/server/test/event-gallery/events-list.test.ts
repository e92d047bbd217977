import {
  Designation,
  EVENT_GALLERY_EXPORT_FILE,
  EventStatus,
  Messages,
  eventGalleryEndpoints as endpoints,
  type EventItem,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SignedIn, TestApp } from '../harness.ts';
import { type QueryValue } from '../support/endpoint-client.ts';
import {
  api,
  createEvent,
  eventTypeIds,
  messageOf,
  setDesignation,
  startGallery,
  upload,
  type Api,
  type Branches,
  type Gallery,
} from './event-kit.ts';

// GET /event_gallery: the table tabs (all, uploaded, not-uploaded), the ratings filter (All,
// NotRatedYet, RatedByZC, RatedByRD), the board filter (All, Cbse, NonCbse), and every other
// filter, sort, paging with x-total-count, export, and the caller's scope.

let gallery: Gallery;
let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let call: Api;
let branches: Branches;
const ids: Record<string, number> = {};

const idsOf = async (query: Record<string, QueryValue>, who?: SignedIn) => {
  const response = await call(endpoints.list, { query }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<EventItem[]>()
    .map((e) => e.id)
    .sort((a, b) => a - b);
};
const named = (...names: string[]) => names.map((name) => ids[name]!).sort((a, b) => a - b);

beforeAll(async () => {
  gallery = await startGallery();
  ({ t, admin, principal, zonal, branches } = gallery);
  call = api(t, () => admin);
  const [typeA, typeB] = await eventTypeIds(t);
  const photo = () => upload(t, admin, 'photo.png');

  // At the principal's branch: rated by a ZC, rated by the R&D Head (an image only), unrated,
  // and one without images; elsewhere: a CBSE and a non-CBSE event; one in another year.
  ids.zc = (
    await createEvent(call, branches.principal, {
      title: 'Annual Day',
      status: EventStatus.Active,
      attachments: [await photo()],
      event_type_id: typeA,
      segment_tag_id_list: [2],
      event_date: '2026-10-01',
    })
  ).id;
  ids.rd = (
    await createEvent(call, branches.principal, {
      title: 'Science Fair',
      status: EventStatus.Active,
      attachments: [await photo()],
      event_type_id: typeB,
      segment_tag_id_list: [3],
      event_date: '2026-10-15',
    })
  ).id;
  ids.unrated = (
    await createEvent(call, branches.principal, {
      title: 'Yoga Day',
      status: EventStatus.Active,
      attachments: [await photo(), await photo()],
      segment_tag_id_list: [4, 5],
      event_date: '2026-11-01',
    })
  ).id;
  ids.bare = (
    await createEvent(
      call,
      branches.principal,
      { title: 'Reading Week', status: EventStatus.Draft, event_date: '2026-11-10' },
      principal,
    )
  ).id;
  ids.cbse = (
    await createEvent(
      call,
      branches.cbse === branches.principal ? branches.neighbour : branches.cbse,
      {
        title: 'CBSE sports',
        status: EventStatus.Active,
        attachments: [await photo()],
        event_date: '2026-09-01',
      },
    )
  ).id;
  ids.elsewhere = (
    await createEvent(call, branches.elsewhere, { title: 'Far away', event_date: '2026-09-05' })
  ).id;
  ids.lastYear = (
    await createEvent(call, branches.principal, {
      title: 'Last year',
      academic_year_id: 19,
      event_date: '2025-11-01',
    })
  ).id;

  const zc = await call(endpoints.rate, { body: { event_id: ids.zc, rating: 4 } }, zonal);
  expect(zc.statusCode, zc.body).toBe(200);
  await setDesignation(t, 'zonal', Designation.RAndDHead);
  const detail = (await call(endpoints.detail, { params: { id: ids.rd } })).json<EventItem>();
  const rd = await call(
    endpoints.rateImage,
    {
      params: { event_id: ids.rd, media_file_id: detail.attachments[0]!.id },
      query: { rating: 5 },
      body: {},
    },
    zonal,
  );
  expect(rd.statusCode, rd.body).toBe(200);
  await setDesignation(t, 'zonal', Designation.ZonalCoordinator);
});
afterAll(() => gallery?.close());

const thisYear = ['zc', 'rd', 'unrated', 'bare', 'cbse', 'elsewhere'];

describe('tabs, ratings and board (001 §9)', () => {
  it('tab: all, uploaded (with images), not-uploaded (without)', async () => {
    expect(await idsOf({})).toEqual(named(...thisYear));
    expect(await idsOf({ tab: 'all' })).toEqual(named(...thisYear));
    expect(await idsOf({ tab: 'uploaded' })).toEqual(named('zc', 'rd', 'unrated', 'cbse'));
    expect(await idsOf({ tab: 'not-uploaded' })).toEqual(named('bare', 'elsewhere'));
  });

  it('rating_filter: All, NotRatedYet, RatedByZC, RatedByRD (an image rating counts)', async () => {
    expect(await idsOf({ rating_filter: 'All' })).toEqual(named(...thisYear));
    expect(await idsOf({ rating_filter: 'RatedByZC' })).toEqual(named('zc'));
    expect(await idsOf({ rating_filter: 'RatedByRD' })).toEqual(named('rd'));
    expect(await idsOf({ rating_filter: 'NotRatedYet' })).toEqual(
      named('unrated', 'bare', 'cbse', 'elsewhere'),
    );
    expect(await idsOf({ rating_filter: 'NotRatedYet', tab: 'uploaded' })).toEqual(
      named('unrated', 'cbse'),
    );
  });

  it('board: All, Cbse, NonCbse by the branch', async () => {
    const all = (await call(endpoints.list)).json<EventItem[]>();
    const cbse = all
      .filter((e) => e.is_cbse)
      .map((e) => e.id)
      .sort((a, b) => a - b);
    const other = all
      .filter((e) => !e.is_cbse)
      .map((e) => e.id)
      .sort((a, b) => a - b);
    expect(cbse.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    expect(await idsOf({ board: 'All' })).toEqual(named(...thisYear));
    expect(await idsOf({ board: 'Cbse' })).toEqual(cbse);
    expect(await idsOf({ board: 'NonCbse' })).toEqual(other);
  });

  it('refuses values outside the lists (422)', async () => {
    for (const [query, message] of [
      [{ tab: 'photos' }, 'Tab is one of all, uploaded, not-uploaded.'],
      [
        { rating_filter: 'RatedByMe' },
        'Rating filter is one of All, NotRatedYet, RatedByZC, RatedByRD.',
      ],
      [{ board: 'ICSE' }, 'Board is one of All, Cbse, NonCbse.'],
      [{ status: 5 }, 'Filter by Active 1, Scheduled 2, Draft 3 or Hidden 0.'],
      [{ search_by_id: 'abc' }, Messages.searchIdNumber],
      [{ from_date: '2026-11-02', to_date: '2026-11-01' }, Messages.fromDateAfterToDate],
      [
        { sort: 'branch' },
        'Cannot sort by "branch". Sort by one of: created_at, event_date, id, title, status.',
      ],
    ] as const) {
      const response = await call(endpoints.list, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(messageOf(response)).toBe(message);
    }
  });
});

describe('the other filters', () => {
  it('status, branches, segments, type, dates, title, id, self_only, academic year', async () => {
    const [typeA] = await eventTypeIds(t);
    expect(await idsOf({ status: 3 })).toEqual(named('bare', 'elsewhere'));
    expect(await idsOf({ branch_ids: branches.elsewhere })).toEqual(named('elsewhere'));
    expect(await idsOf({ segment_tag_id_list: 5 })).toEqual(named('unrated'));
    // The other events keep the form's default tags, College and High School.
    expect(await idsOf({ segment_tag_id_list: '3,5' })).toEqual(
      named('rd', 'unrated', 'bare', 'cbse', 'elsewhere'),
    );
    expect(await idsOf({ event_type_id: typeA })).toEqual(named('zc'));
    expect(await idsOf({ from_date: '2026-10-01', to_date: '2026-10-15' })).toEqual(
      named('zc', 'rd'),
    );
    expect(await idsOf({ search_title: 'fair' })).toEqual(named('rd'));
    expect(await idsOf({ search_title: '100%' })).toEqual([]);
    expect(await idsOf({ search_by_id: ids.unrated })).toEqual(named('unrated'));
    expect(await idsOf({ search_by_id: 9999999999 })).toEqual([]);
    expect(await idsOf({ self_only: true }, principal)).toEqual(named('bare'));
    expect(await idsOf({ academic_year_id: 19 })).toEqual(named('lastYear'));
  });

  it('the segment tags carry 001 §3’s colours', async () => {
    const [event] = (await call(endpoints.list, { query: { search_by_id: ids.unrated } })).json<
      EventItem[]
    >();
    expect(event!.segment_tag_list).toEqual([
      { id: 4, name: 'E-Champs', colour: 'purple' },
      { id: 5, name: 'E-Kidz', colour: 'yellow' },
    ]);
  });
});

describe('scope, paging, sort and export', () => {
  it('shows a principal only their branch’s events', async () => {
    expect(await idsOf({}, principal)).toEqual(named('zc', 'rd', 'unrated', 'bare'));
  });

  it('needs eventsgallery_read', async () => {
    const staff = await t.signIn('staff');
    await t.db.execute(sql`UPDATE users SET permissions = '{}' WHERE username = 'staff'`);
    const response = await call(endpoints.list, {}, staff);
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(Messages.forbidden);
  });

  it('pages with x-total-count, newest first by default, and sorts by the whitelist', async () => {
    const first = await call(endpoints.list, { query: { limit: 2, page: 1 } });
    expect(first.headers['x-total-count']).toBe(String(thisYear.length));
    expect(first.json<EventItem[]>().map((e) => e.id)).toEqual([ids.elsewhere, ids.cbse]);
    const third = await call(endpoints.list, { query: { limit: 2, page: 3 } });
    expect(third.json<EventItem[]>().map((e) => e.id)).toEqual([ids.rd, ids.zc]);
    const byDate = await call(endpoints.list, {
      query: { sort: 'event_date', order: 'asc', limit: 2 },
    });
    expect(byDate.json<EventItem[]>().map((e) => e.event_date)).toEqual([
      '2026-09-01',
      '2026-09-05',
    ]);
    const byTitle = await call(endpoints.list, { query: { sort: 'title', limit: 1 } });
    expect(byTitle.json<EventItem[]>()[0]!.title).toBe('Annual Day');
  });

  it('exports the filtered list as event-gallery.csv', async () => {
    const response = await call(endpoints.list, {
      query: { export: true, tab: 'uploaded', sort: 'id', order: 'asc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(EVENT_GALLERY_EXPORT_FILE);
    expect(response.headers['x-total-count']).toBe('4');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'ID,Title,Event date,Branch,Board,Event type,Segments,Status,Images,Rated by ZC,Rated by R&D,Average rating,Created by,Created at',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${ids.zc},Annual Day,2026-10-01,`);
    expect(lines[1]).toContain(',College,Active,1,Yes,No,4,');
  });
});
