import {
  EventGalleryMessages,
  EventStatus,
  Messages,
  type EventItem,
  type EventRater,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/core/http/http-error.ts';
import { assertRater } from './event-access.ts';
import { readEvent } from './event-gallery.repo.ts';
import { eventInScope, type EventCaller } from './event-gallery.service.ts';

// Rating an event and one of its images (001 §6, §7): only the R&D Head and the Zonal
// Coordinators, only published events within their scope, one rating per rater (rating again
// replaces it, keeping when it was first given).

interface Rating {
  eventId: number;
  userId: number;
  rating: number;
  rater: EventRater;
}

async function upsertEventRating(db: DbOrTx, rating: Rating): Promise<void> {
  await db.execute(sql`
    INSERT INTO event_gallery_ratings (event_id, user_id, rating, rater)
    VALUES (${rating.eventId}, ${rating.userId}, ${rating.rating}, ${rating.rater})
    ON CONFLICT (event_id, user_id) DO UPDATE
      SET rating = excluded.rating, rater = excluded.rater, updated_at = now()`);
}

async function upsertImageRating(
  db: DbOrTx,
  rating: Rating & { mediaFileId: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO event_gallery_image_ratings (event_id, media_file_id, user_id, rating, rater)
    VALUES (${rating.eventId}, ${rating.mediaFileId}, ${rating.userId}, ${rating.rating},
            ${rating.rater})
    ON CONFLICT (event_id, media_file_id, user_id) DO UPDATE
      SET rating = excluded.rating, rater = excluded.rater, updated_at = now()`);
}

/** The event to rate: within scope (404), published (409). */
async function rateableEvent(caller: EventCaller, eventId: number) {
  const event = await eventInScope(caller, eventId);
  if (event.status !== EventStatus.Active) throw conflict(EventGalleryMessages.ratingOnlyActive);
  return event;
}

async function answer(db: DbOrTx, eventId: number): Promise<EventItem> {
  const event = await readEvent(db, eventId);
  if (!event) throw notFound(Messages.notFound);
  return event;
}

/** POST /event_gallery/rating. */
export async function rateEvent(
  caller: EventCaller,
  eventId: number,
  rating: number,
): Promise<EventItem> {
  const rater = await assertRater(caller);
  const event = await rateableEvent(caller, eventId);
  if (event.attachments.length === 0) throw conflict(EventGalleryMessages.ratingNoImages);
  await upsertEventRating(caller.db, { eventId, userId: caller.auth.userId, rating, rater });
  return answer(caller.db, eventId);
}

/** POST /event_gallery/image_rating/{event_id}/{media_file_id}?rating=N. */
export async function rateImage(
  caller: EventCaller,
  eventId: number,
  mediaFileId: number,
  rating: number,
): Promise<EventItem> {
  const rater = await assertRater(caller);
  const event = await rateableEvent(caller, eventId);
  if (!event.attachments.includes(mediaFileId)) {
    throw notFound(EventGalleryMessages.imageNotInEvent);
  }
  await upsertImageRating(caller.db, {
    eventId,
    mediaFileId,
    userId: caller.auth.userId,
    rating,
    rater,
  });
  return answer(caller.db, eventId);
}
