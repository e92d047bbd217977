import {
  EVENT_STATUSES,
  EVENT_TRANSITIONS,
  EventGalleryMessages,
  EventStatus,
  eventTransitionRefusal,
  eventGalleryEndpoints as endpoints,
  type EventItem,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SignedIn, TestApp } from '../harness.ts';
import { routeOf } from '../support/endpoint-client.ts';
import {
  api,
  createEvent,
  eventBodyOf,
  messageOf,
  minutesFromNow,
  startGallery,
  type Api,
  type Branches,
  type Gallery,
} from './event-kit.ts';

// The status call (001 §4): Hidden 0, Active 1, Scheduled 2, Draft 3, the transitions we allow
// and the ones we refuse with their reasons, and a Scheduled event reading Active once due.

let gallery: Gallery;
let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let call: Api;
let branches: Branches;

beforeAll(async () => {
  gallery = await startGallery();
  ({ t, admin, principal, branches } = gallery);
  call = api(t, () => admin);
});
afterAll(() => gallery?.close());

type Status = 0 | 1 | 2 | 3;
const STATUSES: Status[] = [0, 1, 2, 3];

/** An event brought into a status through allowed moves. */
async function eventIn(status: Status): Promise<EventItem> {
  const created = await createEvent(
    call,
    branches.principal,
    status === EventStatus.Hidden
      ? { status: EventStatus.Active }
      : status === EventStatus.Scheduled
        ? { status, scheduled_at: minutesFromNow(60) }
        : { status },
    principal,
  );
  if (status !== EventStatus.Hidden) return created;
  const hidden = await call(
    endpoints.changeStatus,
    { params: { id: created.id }, body: { status: 0 } },
    principal,
  );
  return hidden.json<EventItem>();
}

it('names the statuses and colours of 001 §4', () => {
  expect(
    Object.fromEntries(
      STATUSES.map((s) => [s, [EVENT_STATUSES.label(s), EVENT_STATUSES.colour(s)]]),
    ),
  ).toEqual({
    0: ['Hidden', 'grey'],
    1: ['Active', 'green'],
    2: ['Scheduled', 'yellow'],
    3: ['Draft', 'blue'],
  });
});

describe.each(STATUSES)('from %i', (from) => {
  it.each(STATUSES)('to %i: allowed exactly as EVENT_TRANSITIONS says', async (to) => {
    const event = await eventIn(from);
    expect(event.status).toBe(from);
    const body =
      to === EventStatus.Scheduled
        ? { status: to, scheduled_at: minutesFromNow(120) }
        : { status: to };
    const response = await call(
      endpoints.changeStatus,
      { params: { id: event.id }, body },
      principal,
    );
    if (EVENT_TRANSITIONS[from].includes(to)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<EventItem>().status).toBe(to);
    } else {
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(eventTransitionRefusal(from, to));
    }
  });
});

describe('the refusals in words', () => {
  it.each([
    [1, 3, EventGalleryMessages.publishedCannotGoBack],
    [1, 2, EventGalleryMessages.publishedCannotGoBack],
    [3, 0, EventGalleryMessages.notPublishedCannotBeHidden],
    [2, 0, EventGalleryMessages.notPublishedCannotBeHidden],
    [0, 2, EventGalleryMessages.hiddenCannotBeScheduled],
    [3, 3, 'The event is already Draft.'],
    [0, 0, 'The event is already Hidden.'],
  ] as const)('%i → %i', (from, to, message) => {
    expect(eventTransitionRefusal(from, to)).toBe(message);
  });
});

describe('scheduling', () => {
  it('needs a future date to schedule, from the body or the event', async () => {
    const draft = await eventIn(EventStatus.Draft);
    let response = await call(
      endpoints.changeStatus,
      { params: { id: draft.id }, body: { status: 2 } },
      principal,
    );
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(EventGalleryMessages.scheduleRequired);
    response = await call(
      endpoints.changeStatus,
      { params: { id: draft.id }, body: { status: 2, scheduled_at: minutesFromNow(-5) } },
      principal,
    );
    expect(messageOf(response)).toBe(EventGalleryMessages.scheduleInPast);
    const at = minutesFromNow(30);
    response = await call(
      endpoints.changeStatus,
      { params: { id: draft.id }, body: { status: 2, scheduled_at: at } },
      principal,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<EventItem>().scheduled_at).toBe(new Date(at).toISOString());
  });

  it('reads a Scheduled event as Active once its time has come, in the detail and the filters', async () => {
    const scheduled = await eventIn(EventStatus.Scheduled);
    await t.db.execute(sql`UPDATE event_gallery_items SET scheduled_at = now() - interval '1 minute'
      WHERE id = ${scheduled.id}`);
    const detail = await call(endpoints.detail, { params: { id: scheduled.id } });
    expect(detail.json<EventItem>().status).toBe(EventStatus.Active);
    const active = await call(endpoints.list, { query: { status: 1, search_by_id: scheduled.id } });
    expect(active.json<EventItem[]>().map((e) => e.id)).toEqual([scheduled.id]);
    const stillScheduled = await call(endpoints.list, {
      query: { status: 2, search_by_id: scheduled.id },
    });
    expect(stillScheduled.json<EventItem[]>()).toEqual([]);
    // Being Active, it can be hidden but not moved back to Draft.
    const back = await call(endpoints.changeStatus, {
      params: { id: scheduled.id },
      body: { status: 3 },
    });
    expect(back.statusCode).toBe(409);
    expect(messageOf(back)).toBe(EventGalleryMessages.publishedCannotGoBack);
  });

  it('publishing a schedule early records when, and moving to Draft clears the date', async () => {
    const scheduled = await eventIn(EventStatus.Scheduled);
    const published = await call(endpoints.changeStatus, {
      params: { id: scheduled.id },
      body: { status: 1 },
    });
    const at = new Date(published.json<EventItem>().scheduled_at!).getTime();
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const another = await eventIn(EventStatus.Scheduled);
    const draft = await call(endpoints.changeStatus, {
      params: { id: another.id },
      body: { status: 3 },
    });
    expect(draft.json<EventItem>()).toMatchObject({ status: 3, scheduled_at: null });
  });
});

describe('the status call’s body', () => {
  it('refuses an unknown status, -1 (delete is its own call) and a mismatched id', async () => {
    const event = await eventIn(EventStatus.Draft);
    for (const status of [4, -1, 'x']) {
      const response = await call(endpoints.changeStatus, {
        params: { id: event.id },
        body: { status },
      });
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toBe('Unknown status.');
    }
    const mismatch = await call(endpoints.changeStatus, {
      params: { id: event.id },
      body: {
        id: event.id + 1,
        status: 1,
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(messageOf(mismatch)).toBe(EventGalleryMessages.idMismatch);
  });

  it('is 404 for an event outside scope', async () => {
    const outside = await createEvent(call, branches.elsewhere);
    const response = await call(
      endpoints.changeStatus,
      { params: { id: outside.id }, body: { status: 1 } },
      principal,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe(`status through ${routeOf(endpoints.update)}`, () => {
  it('moves by the same transitions and refuses the others', async () => {
    const active = await eventIn(EventStatus.Active);
    const refused = await call(
      endpoints.update,
      {
        params: { id: active.id },
        body: eventBodyOf(branches.principal, { status: EventStatus.Draft }),
      },
      principal,
    );
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(EventGalleryMessages.publishedCannotGoBack);
    const hidden = await call(
      endpoints.update,
      {
        params: { id: active.id },
        body: eventBodyOf(branches.principal, { status: EventStatus.Hidden, title: 'Taken down' }),
      },
      principal,
    );
    expect(hidden.json<EventItem>()).toMatchObject({ status: 0, title: 'Taken down' });
    const unchanged = await call(
      endpoints.update,
      {
        params: { id: active.id },
        body: { ...eventBodyOf(branches.principal, { title: 'Still hidden' }), status: undefined },
      },
      principal,
    );
    expect(unchanged.json<EventItem>()).toMatchObject({ status: 0, title: 'Still hidden' });
  });
});
