import {
  EventGalleryMessages,
  EventStatus,
  Messages,
  mediaEndpoints,
  eventGalleryEndpoints as endpoints,
  type EventItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../harness.ts';
import { callApi, urlOf, routeOf } from '../support/endpoint-client.ts';
import {
  api,
  createEvent,
  eventBodyOf,
  eventTypeIds,
  grant,
  messageOf,
  startGallery,
  upload,
  userId,
  type Api,
  type Branches,
  type Gallery,
} from './event-kit.ts';

// Create, read, edit and delete of events: the answer's shape, the body's messages, images
// through the media endpoint, who may change what, and scope (404 across branches).

let gallery: Gallery;
let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let staff: SignedIn;
let call: Api;
let branches: Branches;

beforeAll(async () => {
  gallery = await startGallery();
  ({ t, admin, principal, zonal, staff, branches } = gallery);
  call = api(t, () => admin);
});
afterAll(() => gallery?.close());

describe(routeOf(endpoints.create), () => {
  it('creates an event with images and answers it with tags, images, author and no ratings', async () => {
    const photo = await upload(t, principal, 'sports-day.png');
    const [typeId] = await eventTypeIds(t);
    const response = await call(
      endpoints.create,
      {
        body: eventBodyOf(branches.principal, {
          attachments: [photo],
          event_type_id: typeId,
          segment_tag_id_list: [2, 5, 6, 4, 3],
          status: EventStatus.Active,
        }),
      },
      principal,
    );
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json<EventItem>();
    expect(event).toMatchObject({
      status: EventStatus.Active,
      title: 'Sports Day',
      description: 'Races and relays on the main ground.',
      event_date: '2026-11-14',
      branch_id: branches.principal,
      academic_year_id: 20,
      event_type_id: typeId,
      event_schedule_id: null,
      segment_tag_id_list: [2, 5, 6, 4, 3],
      // 001 §3: college blue, high-school red, e-kidz yellow, e-champs purple, coaching sky-blue.
      segment_tag_list: [
        { id: 2, name: 'College', colour: 'blue' },
        { id: 5, name: 'E-Kidz', colour: 'yellow' },
        { id: 6, name: 'Coaching Center', colour: 'skyblue' },
        { id: 4, name: 'E-Champs', colour: 'purple' },
        { id: 3, name: 'High School', colour: 'red' },
      ],
      image_count: 1,
      ratings: [],
      rated_by_zc: false,
      rated_by_rd: false,
      average_rating: null,
      scheduled_at: null,
      created_by_user: { id: await userId(t, 'principal') },
      updated_by_user: null,
    });
    expect(event.attachments).toEqual([
      {
        id: photo,
        url: urlOf(mediaEndpoints.file, { id: photo }),
        file_name: 'sports-day.png',
        content_type: 'image/png',
        size: expect.any(Number),
        image_ratings: [],
      },
    ]);
    expect(event.event_type_name).toEqual(expect.any(String));
    expect(event.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses a body without its required fields with the form messages', async () => {
    const response = await call(endpoints.create, { body: {} });
    expect(response.statusCode).toBe(422);
    const messages = response
      .json<{ errors: { message: string }[] }>()
      .errors.map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        EventGalleryMessages.titleRequired,
        EventGalleryMessages.eventDateRequired,
        EventGalleryMessages.branchRequired,
      ]),
    );
  });

  it.each([
    [{ title: '   ' }, EventGalleryMessages.titleRequired],
    [{ event_date: '14-11-2026' }, 'This is not a date.'],
    [{ segment_tag_id_list: [7] }, EventGalleryMessages.segmentUnknown],
    [{ status: EventStatus.Hidden }, EventGalleryMessages.createStatus],
    [{ status: EventStatus.Scheduled }, EventGalleryMessages.scheduleRequired],
    [
      { attachments: Array.from({ length: 31 }, (_, i) => i + 1) },
      EventGalleryMessages.tooManyImages,
    ],
    [{ unknown_field: 1 }, 'Unrecognized key: "unknown_field"'],
  ])('refuses %j (422)', async (overrides, message) => {
    const response = await call(endpoints.create, {
      body: eventBodyOf(branches.principal, overrides),
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses a schedule date in the past', async () => {
    const response = await call(endpoints.create, {
      body: eventBodyOf(branches.principal, {
        status: EventStatus.Scheduled,
        scheduled_at: '2020-01-01T10:00:00Z',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(EventGalleryMessages.scheduleInPast);
  });

  it('refuses a branch outside the creator’s scope, or one that does not exist', async () => {
    for (const branchId of [branches.elsewhere, branches.neighbour, 999_999]) {
      const response = await call(endpoints.create, { body: eventBodyOf(branchId) }, principal);
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toBe(EventGalleryMessages.branchOutsideScope);
    }
  });

  it('refuses an unknown event type', async () => {
    const response = await call(endpoints.create, {
      body: eventBodyOf(branches.principal, { event_type_id: 999_999 }),
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(EventGalleryMessages.eventTypeNotFound);
  });

  it('takes only images the creator uploaded, and only images', async () => {
    const others = await upload(t, zonal, 'theirs.png');
    const document = await upload(t, principal, 'notes.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    let response = await call(
      endpoints.create,
      { body: eventBodyOf(branches.principal, { attachments: [others] }) },
      principal,
    );
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(EventGalleryMessages.imageNotFound(others));
    response = await call(
      endpoints.create,
      { body: eventBodyOf(branches.principal, { attachments: [document] }) },
      principal,
    );
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(EventGalleryMessages.imageNotAnImage(document));
    response = await call(
      endpoints.create,
      { body: eventBodyOf(branches.principal, { attachments: [123_456] }) },
      principal,
    );
    expect(messageOf(response)).toBe(EventGalleryMessages.imageNotFound(123_456));
  });

  it('needs eventsgallery_create (staff holds only read)', async () => {
    const response = await call(endpoints.create, { body: eventBodyOf(branches.principal) }, staff);
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(Messages.forbidden);
  });
});

describe(`${routeOf(endpoints.detail)} and the images`, () => {
  let event: EventItem;
  let photo: number;

  beforeAll(async () => {
    photo = await upload(t, principal, 'annual-day.png');
    event = await createEvent(call, branches.principal, { attachments: [photo] }, principal);
  });

  it('answers the event to readers within scope', async () => {
    for (const who of [admin, principal, zonal]) {
      const response = await call(endpoints.detail, { params: { id: event.id } }, who);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<EventItem>().id).toBe(event.id);
    }
  });

  it('is 404 outside scope, for a missing id, and after delete', async () => {
    const outside = await createEvent(call, branches.elsewhere);
    for (const id of [outside.id, 999_999]) {
      const response = await call(endpoints.detail, { params: { id } }, principal);
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(Messages.notFound);
    }
    expect((await call(endpoints.delete, { params: { id: outside.id } })).statusCode).toBe(204);
    expect((await call(endpoints.detail, { params: { id: outside.id } })).statusCode).toBe(404);
  });

  it('serves an event’s image to readers of the event, and to nobody else', async () => {
    // The zonal coordinator did not upload it but may read the event.
    const readable = await callApi(t, mediaEndpoints.file, { params: { id: photo } }, zonal);
    expect(readable.statusCode).toBe(200);
    expect(readable.headers['content-type']).toBe('image/png');
    const outsider = await createEvent(
      call,
      branches.elsewhere,
      { attachments: [await upload(t, admin, 'far.png')] },
      admin,
    );
    const refused = await callApi(
      t,
      mediaEndpoints.file,
      { params: { id: outsider.attachments[0]!.id } },
      principal,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe(routeOf(endpoints.update), () => {
  it('replaces the event, records who changed it, and keeps images uploaded by others', async () => {
    const photo = await upload(t, principal, 'first.png');
    const event = await createEvent(call, branches.principal, { attachments: [photo] }, principal);
    const mine = await upload(t, admin, 'second.png');
    const response = await call(endpoints.update, {
      params: { id: event.id },
      body: {
        ...eventBodyOf(branches.principal),
        title: 'Sports Day 2026',
        attachments: [mine, photo],
        segment_tag_id_list: [4],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<EventItem>();
    expect(updated).toMatchObject({
      title: 'Sports Day 2026',
      segment_tag_list: [{ id: 4, name: 'E-Champs', colour: 'purple' }],
      updated_by_user: { id: await userId(t, 'admin') },
      status: EventStatus.Draft,
    });
    expect(updated.attachments.map((a) => a.id)).toEqual([mine, photo]);
  });

  it('refuses an id in the body that is not the address’s', async () => {
    const event = await createEvent(call, branches.principal);
    const response = await call(endpoints.update, {
      params: { id: event.id },
      body: {
        ...eventBodyOf(branches.principal),
        id: event.id + 1,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(EventGalleryMessages.idMismatch);
  });

  it('lets a creator without eventsgallery_update change only their own events', async () => {
    const theirs = await createEvent(call, branches.principal);
    const own = await createEvent(call, branches.principal, {}, principal);
    const refused = await call(
      endpoints.update,
      { params: { id: theirs.id }, body: eventBodyOf(branches.principal) },
      principal,
    );
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(EventGalleryMessages.ownEventsOnly);
    const allowed = await call(
      endpoints.update,
      { params: { id: own.id }, body: eventBodyOf(branches.principal, { title: 'Mine' }) },
      principal,
    );
    expect(allowed.statusCode).toBe(200);
    expect(
      (await call(endpoints.delete, { params: { id: theirs.id } }, principal)).statusCode,
    ).toBe(403);
    const status = await call(
      endpoints.changeStatus,
      { params: { id: theirs.id }, body: { status: 1 } },
      principal,
    );
    expect(status.statusCode).toBe(403);
  });

  it('lets an eventsgallery_update holder change any event within scope', async () => {
    await grant(t, 'zonal', 'eventsgallery_update');
    const theirs = await createEvent(call, branches.principal, {}, principal);
    const response = await call(
      endpoints.update,
      {
        params: { id: theirs.id },
        body: eventBodyOf(branches.principal, { title: 'Edited by the zone' }),
      },
      zonal,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<EventItem>().title).toBe('Edited by the zone');
  });

  it('is 404 for an event outside scope, and refuses moving an event out of scope', async () => {
    const outside = await createEvent(call, branches.elsewhere);
    const response = await call(
      endpoints.update,
      { params: { id: outside.id }, body: eventBodyOf(branches.principal) },
      principal,
    );
    expect(response.statusCode).toBe(404);
    const own = await createEvent(call, branches.principal, {}, principal);
    const moved = await call(
      endpoints.update,
      { params: { id: own.id }, body: eventBodyOf(branches.elsewhere) },
      principal,
    );
    expect(moved.statusCode).toBe(422);
    expect(messageOf(moved)).toBe(EventGalleryMessages.branchOutsideScope);
  });
});

describe(routeOf(endpoints.delete), () => {
  it('keeps the row with status -1 and answers 204; a second delete is 404', async () => {
    const event = await createEvent(call, branches.principal, {}, principal);
    expect((await call(endpoints.delete, { params: { id: event.id } }, principal)).statusCode).toBe(
      204,
    );
    const row = await t.db.execute<{ status: number }>(
      sql`SELECT status FROM event_gallery_items WHERE id = ${event.id}`,
    );
    expect(row.rows[0]!.status).toBe(-1);
    expect((await call(endpoints.delete, { params: { id: event.id } }, principal)).statusCode).toBe(
      404,
    );
  });

  it('is 404 for an event of another branch', async () => {
    const outside = await createEvent(call, branches.elsewhere);
    expect(
      (await call(endpoints.delete, { params: { id: outside.id } }, principal)).statusCode,
    ).toBe(404);
  });
});
