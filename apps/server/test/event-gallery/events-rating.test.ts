import {
  Designation,
  EventGalleryMessages,
  EventStatus,
  Messages,
  RATING_DESIGNATIONS,
  eventGalleryEndpoints as endpoints,
  type EventItem,
  type EventModuleInputs,
} from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../harness.ts';
import {
  api,
  clearGallery,
  createEvent,
  eventBodyOf,
  grant,
  messageOf,
  setDesignation,
  startGallery,
  upload,
  userId,
  type Api,
  type Branches,
  type Gallery,
} from './event-kit.ts';

// Ratings of an event and of one image (001 §6, §7): only the R&D Head (1068) and the Zonal
// Coordinators (979, 980, 970, 1089) rate, once per person (rating again replaces it), only
// published events with images within their scope. The demo `zonal` account (970, with
// event_gallery_image_rating) is the rater; its designation is changed to try the others.

let gallery: Gallery;
let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let staff: SignedIn;
let call: Api;
let branches: Branches;
let zonalId: number;

beforeAll(async () => {
  gallery = await startGallery();
  ({ t, admin, principal, zonal, staff, branches } = gallery);
  call = api(t, () => zonal);
  zonalId = await userId(t, 'zonal');
  await clearGallery(t);
});
afterAll(() => gallery?.close());
beforeEach(() => setDesignation(t, 'zonal', Designation.ZonalCoordinator));

/** A published event at the principal's branch with two photos. */
async function publishedEvent(overrides: Record<string, unknown> = {}): Promise<EventItem> {
  const photos = [await upload(t, principal, 'one.png'), await upload(t, principal, 'two.png')];
  return createEvent(
    call,
    branches.principal,
    { attachments: photos, status: EventStatus.Active, ...overrides },
    principal,
  );
}

const rateEvent = (eventId: number, rating: unknown, who: SignedIn = zonal) =>
  call(endpoints.rate, { body: { event_id: eventId, rating } }, who);
const rateImage = (eventId: number, mediaId: number, rating: unknown, who: SignedIn = zonal) =>
  call(
    endpoints.rateImage,
    {
      params: { event_id: eventId, media_file_id: mediaId },
      query: { rating: String(rating) },
      body: {},
    },
    who,
  );

describe('who may rate', () => {
  it.each([
    ['R&D Head', 1068, 'rd'],
    ['Zonal Coordinator (South)', 979, 'zc'],
    ['Zonal Coordinator (North)', 980, 'zc'],
    ['Zonal Coordinator', 970, 'zc'],
    ['Zonal Coordinator (Coaching)', 1089, 'zc'],
  ] as const)(
    '%s (%i) rates an event and an image, counted as %s',
    async (_name, designation, rater) => {
      await setDesignation(t, 'zonal', designation);
      const event = await publishedEvent();
      const rated = await rateEvent(event.id, 4);
      expect(rated.statusCode, rated.body).toBe(200);
      expect(rated.json<EventItem>().ratings).toEqual([
        {
          rating: 4,
          created_by_user_id: zonalId,
          created_by_user_name: expect.any(String),
          rater,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ]);
      expect(rated.json<EventItem>()).toMatchObject({
        rated_by_zc: rater === 'zc',
        rated_by_rd: rater === 'rd',
        average_rating: 4,
      });
      const image = event.attachments[1]!.id;
      const imageRated = await rateImage(event.id, image, 5);
      expect(imageRated.statusCode, imageRated.body).toBe(200);
      const attachment = imageRated.json<EventItem>().attachments.find((a) => a.id === image)!;
      expect(attachment.image_ratings).toMatchObject([
        { rating: 5, created_by_user_id: zonalId, rater },
      ]);
    },
  );

  it('matches the designations of 001 §6', () => {
    expect(RATING_DESIGNATIONS).toEqual({ rd: [1068], zc: [979, 980, 970, 1089] });
  });

  it('refuses a holder of the permission with another designation (403, with the reason)', async () => {
    const event = await publishedEvent();
    await setDesignation(t, 'zonal', Designation.Principal);
    for (const response of [
      await rateEvent(event.id, 4),
      await rateImage(event.id, event.attachments[0]!.id, 4),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe(EventGalleryMessages.raterDesignationRequired);
    }
    // A principal given the permission is refused the same way.
    await grant(t, 'principal', 'event_gallery_image_rating');
    const principalTry = await rateEvent(event.id, 4, principal);
    expect(principalTry.statusCode).toBe(403);
    expect(messageOf(principalTry)).toBe(EventGalleryMessages.raterDesignationRequired);
  });

  it('refuses a superuser without a rating designation', async () => {
    const event = await publishedEvent();
    const response = await rateEvent(event.id, 4, admin);
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(EventGalleryMessages.raterDesignationRequired);
  });

  it('refuses anyone without event_gallery_image_rating before looking further', async () => {
    const event = await publishedEvent();
    const response = await rateEvent(event.id, 4, staff);
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(Messages.forbidden);
  });

  it('module_inputs tells the console whether the caller may rate', async () => {
    const inputs = async (who: SignedIn) =>
      (await call(endpoints.moduleInputs, {}, who)).json<EventModuleInputs>();
    expect(await inputs(zonal)).toMatchObject({ can_rate: true, rater: 'zc', max_rating: 5 });
    await setDesignation(t, 'zonal', Designation.RAndDHead);
    expect(await inputs(zonal)).toMatchObject({ can_rate: true, rater: 'rd' });
    expect(await inputs(staff)).toMatchObject({ can_rate: false, rater: null });
    expect(await inputs(admin)).toMatchObject({ can_rate: false, rater: null });
  });
});

describe('one rating per person', () => {
  it('rating again replaces the rating, keeping when it was first given', async () => {
    const event = await publishedEvent();
    const first = (await rateEvent(event.id, 2)).json<EventItem>().ratings[0]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = (await rateEvent(event.id, 5)).json<EventItem>();
    expect(again.ratings).toHaveLength(1);
    expect(again.ratings[0]).toMatchObject({ rating: 5, created_at: first.created_at });
    expect(again.ratings[0]!.updated_at > first.updated_at).toBe(true);
    expect(again.average_rating).toBe(5);

    const image = event.attachments[0]!.id;
    const firstImage = (await rateImage(event.id, image, 1)).json<EventItem>();
    const firstAt = firstImage.attachments[0]!.image_ratings[0]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const secondImage = (await rateImage(event.id, image, 3)).json<EventItem>();
    expect(secondImage.attachments[0]!.image_ratings).toHaveLength(1);
    expect(secondImage.attachments[0]!.image_ratings[0]).toMatchObject({
      rating: 3,
      created_at: firstAt.created_at,
    });
  });

  it('keeps each rater’s own rating and averages them', async () => {
    const event = await publishedEvent();
    await rateEvent(event.id, 2);
    // A second rater: the principal made R&D Head for the occasion.
    await grant(t, 'principal', 'event_gallery_image_rating');
    await setDesignation(t, 'principal', Designation.RAndDHead);
    const both = (await rateEvent(event.id, 5, principal)).json<EventItem>();
    await setDesignation(t, 'principal', Designation.Principal);
    expect(both.ratings.map((r) => [r.rating, r.rater])).toEqual([
      [2, 'zc'],
      [5, 'rd'],
    ]);
    expect(both).toMatchObject({ average_rating: 3.5, rated_by_zc: true, rated_by_rd: true });
  });
});

describe('what can be rated', () => {
  it('refuses a rating outside 1 to 5 or not whole (422)', async () => {
    const event = await publishedEvent();
    for (const rating of [0, 6, 2.5, 'x']) {
      const response = await rateEvent(event.id, rating);
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toBe(EventGalleryMessages.ratingRange);
      const image = await rateImage(event.id, event.attachments[0]!.id, rating);
      expect(image.statusCode).toBe(422);
      expect(messageOf(image)).toBe(EventGalleryMessages.ratingRange);
    }
    expect(
      (
        await call(endpoints.rateImage, {
          params: { event_id: event.id, media_file_id: 1 },
          body: {},
        })
      ).statusCode,
    ).toBe(422);
  });

  it('refuses an event that is not published (409)', async () => {
    const draft = await publishedEvent({ status: EventStatus.Draft });
    const response = await rateEvent(draft.id, 4);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(EventGalleryMessages.ratingOnlyActive);
  });

  it('refuses an event without images (409) and an image not in the event (404)', async () => {
    const bare = await createEvent(
      call,
      branches.principal,
      { status: EventStatus.Active },
      principal,
    );
    const response = await rateEvent(bare.id, 4);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(EventGalleryMessages.ratingNoImages);
    const event = await publishedEvent();
    const stranger = await upload(t, principal, 'other.png');
    const image = await rateImage(event.id, stranger, 4);
    expect(image.statusCode).toBe(404);
    expect(messageOf(image)).toBe(EventGalleryMessages.imageNotInEvent);
  });

  it('is 404 for an event outside the rater’s scope or missing', async () => {
    const photo = await upload(t, admin, 'far.png');
    const far = await createEvent(
      call,
      branches.elsewhere,
      { attachments: [photo], status: EventStatus.Active },
      admin,
    );
    for (const id of [far.id, 999_999]) {
      expect((await rateEvent(id, 4)).statusCode).toBe(404);
      expect((await rateImage(id, photo, 4)).statusCode).toBe(404);
    }
  });
});

describe('rated events are kept as rated', () => {
  it('only an admin removes a rated image or deletes a rated event', async () => {
    const event = await publishedEvent();
    const [rated, unrated] = event.attachments.map((a) => a.id) as [number, number];
    await rateImage(event.id, rated, 4);
    const body = eventBodyOf(branches.principal, { status: EventStatus.Active });
    const removeRated = await call(
      endpoints.update,
      { params: { id: event.id }, body: { ...body, attachments: [unrated] } },
      principal,
    );
    expect(removeRated.statusCode).toBe(409);
    expect(messageOf(removeRated)).toBe(EventGalleryMessages.ratedEventLocked);
    const removeUnrated = await call(
      endpoints.update,
      { params: { id: event.id }, body: { ...body, attachments: [rated] } },
      principal,
    );
    expect(removeUnrated.statusCode, removeUnrated.body).toBe(200);
    const deleteRated = await call(endpoints.delete, { params: { id: event.id } }, principal);
    expect(deleteRated.statusCode).toBe(409);
    expect(messageOf(deleteRated)).toBe(EventGalleryMessages.ratedEventLocked);
    await grant(t, 'principal', 'event_gallery_admin');
    expect((await call(endpoints.delete, { params: { id: event.id } }, principal)).statusCode).toBe(
      204,
    );
  });
});
